package sandbox_test

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/faults"
)

// POST /_admin/faults with a mistyped name answered only 'unknown sandbox
// fault "drop_create"' (found by product QA of sandbox serve): the answer
// lists the names it takes.
func TestUnknownFaultListsTheKnownOnes(t *testing.T) {
	_, err := sandbox.ParseFault("drop_create")
	if err == nil || !strings.Contains(err.Error(), string(faults.DropCreateResponse)) || !strings.Contains(err.Error(), string(faults.Stop)) {
		t.Fatalf("ParseFault(drop_create): %v, want the known names listed", err)
	}
	if f, err := sandbox.ParseFault(" " + string(faults.SearchLag) + " "); err != nil || f != faults.SearchLag {
		t.Fatalf("ParseFault(search lag): %q %v", f, err)
	}
}
