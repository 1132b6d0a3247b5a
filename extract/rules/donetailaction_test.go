package rules

import (
	"context"
	"testing"
)

// TestDoneTailActionList: an item of this meeting's own undated action
// list that its writer closed with "(done)" while tidying the notes is
// still the action the meeting gave, as a checked box is (issue 28: an
// outage review's action list), while a "(done)" item in a to-do list
// under a dated horizon, and outside any action list, stays a record —
// in notes written for this test.
func TestDoneTailActionList(t *testing.T) {
	notes := `# Review of the queue stall

## Action Items

- Write down how to drain the workers safely
- Add an alert when the queue depth stays flat
- Pin the broker version in the deploy script (done)

## Notes

- Restart the broker after the upgrade (done)
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cs {
		got[c.Line] = true
	}
	for _, line := range []int{5, 6, 7} {
		if !got[line] {
			t.Errorf("action item on line %d not extracted (got %v)", line, got)
		}
	}
	if got[11] {
		t.Errorf("finished note outside the action list (line 11) extracted")
	}
}
