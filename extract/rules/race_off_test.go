//go:build !race

package rules

import "github.com/axagent/axagent/extract"

// largeInputBytes is the size the large-input tests feed (see
// race_on_test.go).
const largeInputBytes = extract.MaxNotesBytes
