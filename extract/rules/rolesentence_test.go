package rules

import "testing"

// TestMeetingRolesAndRollNotTasks: who takes notes or facilitates, alone
// or several to a line, and what an attendance line adds about someone
// are no tasks; a commitment beside them still is (notes invented for
// the test).
func TestMeetingRolesAndRollNotTasks(t *testing.T) {
	notes := `## 2031-06-04 pantry volunteers

Attendees: Noor, Felix, Dara [Noor to leave after the first half hour.]

### Agenda
- Who runs today?
  - Noor, Felix will take notes
  - Dara will facilitate. Noor and Felix will take minutes.
- Deliveries
  - Felix will call the bakery about Saturday pickups
`
	got := ownersByLine(t, notes)
	for _, line := range []int{3, 7, 8} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: a roll call or a meeting role read as a task of %q", line, o)
		}
	}
	if got[10] != "Felix" {
		t.Errorf("line 10: owner %q, want Felix (all: %v)", got[10], got)
	}
}
