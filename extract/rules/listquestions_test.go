package rules

import (
	"strings"
	"testing"
)

// An action list's item whose work is to find something out is the
// person's task though it closes with a question mark ("Dana to check:
// is the bucket public?"); a request put as a question to a person the
// list names ("Bob: could you check the logs?", "Bob, can you …?") is
// the assignment, titled with the work and not with the asking. A
// question followed only by a link or a priority still asks the group
// (notes invented for the test).
func TestQuestionsInActionList(t *testing.T) {
	lines := []string{
		"# Infra sync",                           // 1
		"",                                       // 2
		"Attendees: Dana, Aapeli, Bob",           // 3
		"",                                       // 4
		"## Action items",                        // 5
		"- Dana to check: is the bucket public?", // 6
		"- Dana to find out whether the mirror is synced?",   // 7
		"- Aapeli to ask Lee if the runners are back?",       // 8
		"- Bob: could you check the logs?",                   // 9
		"- Bob, can you rotate the keys?",                    // 10
		"- How will namespacing work? - Low priority",        // 11
		"- namespace for SDKs? https://example.org/issues/7", // 12
		"- Who owns the release notes?",                      // 13
	}
	notes := strings.Join(lines, "\n")
	checkOwners(t, "questions in an action list", ownersOf(t, lines),
		map[int]string{6: "Dana", 7: "Dana", 8: "Aapeli", 9: "Bob", 10: "Bob"},
		[]int{11, 12, 13})
	cands := candsByLine(t, notes)
	if c := cands[9]; c.Title != "check the logs" {
		t.Errorf("line 9: title %q, want %q", c.Title, "check the logs")
	}
	if c := cands[10]; len(c.Problems) > 0 {
		t.Errorf("line 10: asked in an action list, held: %v", c.Problems)
	}
}
