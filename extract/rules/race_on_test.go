//go:build race

package rules

import "github.com/axagent/axagent/extract"

// Under the race detector regular-expression matching is many times
// slower: the large-input tests feed a fifth of 10 MB with the same time
// bound, so `go test -race ./...` stays well inside its timeout. Without
// -race they feed the full 10 MB (extract/doc's test feeds 10 MB always).
const largeInputBytes = extract.MaxNotesBytes / 5
