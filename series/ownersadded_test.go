package series

import "testing"

// A carry-over or progress line for several people, the task's assignee
// among them, with the task's deliverable ("@Dana, @Omar Draft the RFC"
// in a list of earlier items, about Dana's "Draft the RFC") is that task
// (owners-added) — the mirror of an owner string that dropped
// co-owners. A plain line for them may be new joint work (shown), and
// owners without the task's assignee are other people.
func TestOwnersAddedToACarriedTask(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "k:1", Title: "Draft the RFC for caching", AssigneeID: "Dana"},
		{Key: "k:2", Title: "Write the Q3 budget report", AssigneeID: "Omar"},
	})
	for _, c := range []struct {
		owners []string
		title  string
		kind   Kind
		want   Verdict
	}{
		{[]string{"Dana", "Omar"}, "Draft the RFC for caching", CarryOver, Same},
		{[]string{"@omar", "Dana"}, "Draft the RFC for caching", Progress, Same},
		{[]string{"Dana", "Omar"}, "Draft the RFC for caching", Plain, Possible},
		{[]string{"Omar", "Lee"}, "Draft the RFC for caching", CarryOver, New},
		{[]string{"Dana", "Omar"}, "Write the Q4 budget report", CarryOver, New},
	} {
		d := ix.Match(Action{Owners: c.owners, Title: c.title, Kind: c.kind})
		if d.Verdict != c.want || d.Verdict == Same && (d.Task.Key != "k:1" || d.Why.Kind != EvOwnersAdded) {
			t.Errorf("%v %q (%s): %s %s, want %s", c.owners, c.title, c.kind, d.Verdict, d.Why.Kind, c.want)
		}
	}
}
