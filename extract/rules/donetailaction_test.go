package rules

import "testing"

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
	got := candsByLine(t, notes)
	for _, line := range []int{5, 6, 7} {
		if _, ok := got[line]; !ok {
			t.Errorf("action item on line %d not extracted", line)
		}
	}
	if _, ok := got[11]; ok {
		t.Errorf("finished note outside the action list (line 11) extracted")
	}
}
