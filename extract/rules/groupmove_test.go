package rules

import "testing"

// TestGroupMoveNoTask: a person moving between the organisation's groups
// ("will leave the events team and join the finance group", "will join
// the TWG") changes membership and takes no work; joining a group and
// doing work there stays the work (notes invented for the test).
func TestGroupMoveNoTask(t *testing.T) {
	notes := `## 2031-11-12 co-op council

Attendees: Sol, Uma, Vic

- Working group news
  - Sol will leave the events team and join the finance group with Uma.
  - Vic will join the TWG.
  - Uma will join the finance group and draft next year's budget.
`
	got := ownersByLine(t, notes)
	for _, line := range []int{6, 7} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: a change of group read as a task of %q", line, o)
		}
	}
	if got[8] != "Uma" {
		t.Errorf("line 8: owner %q, want Uma (all: %v)", got[8], got)
	}
}
