package series

import (
	"strings"
	"testing"
)

// A person's progress or carry-over line that presents earlier work but
// names none of its words ("from 2 weeks ago - <link>") is shown as
// possibly the one open task the person has in the series — not with
// two tasks, not on a plain line, not without a cue of earlier work, not
// across a distinguishing word.
func TestOnlyOpenTaskOfThePerson(t *testing.T) {
	one := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "ACTION: prepare the agenda topic about access control models", AssigneeID: "Tom"},
		{Key: "d:P:M1:A002:create-task", Title: "Write the Q3 report", AssigneeID: "Dana"},
		{Key: "d:P:M1:A003:create-task", Title: "Book the venue", AssigneeID: "Lee"},
		{Key: "d:P:M1:A004:create-task", Title: "Send the invitations", AssigneeID: "Lee"},
	})
	for _, c := range []struct {
		name string
		a    Action
		key  string // "" new
	}{
		{"carry-over from weeks ago", Action{AssigneeID: "Tom", Title: "from 2 weeks ago - https://hackmd.io/@team/notes", Kind: CarryOver}, "A001"},
		{"progress, still", Action{AssigneeID: "Tom", Title: "still on it, draft in the shared pad", Kind: Progress}, "A001"},
		{"a plain line", Action{AssigneeID: "Tom", Title: "from 2 weeks ago - https://hackmd.io/@team/notes", Kind: Plain}, ""},
		{"no cue of earlier work", Action{AssigneeID: "Tom", Title: "https://hackmd.io/@team/notes", Kind: Progress}, ""},
		{"two open tasks", Action{AssigneeID: "Lee", Title: "still waiting on the reply", Kind: Progress}, ""},
		{"another period", Action{AssigneeID: "Dana", Title: "still on the Q4 numbers", Kind: Progress}, ""},
	} {
		d := one.Match(c.a)
		switch {
		case c.key == "" && d.Verdict != New:
			t.Errorf("%s: %v %s, want new", c.name, d.Verdict, d.Evidence)
		case c.key != "" && (d.Verdict != Possible || d.Why.Kind != EvOnlyTask || len(d.Possible) != 1 || !strings.Contains(d.Possible[0].Key, c.key)):
			t.Errorf("%s: %v %s %+v, want possibly %s (%s)", c.name, d.Verdict, d.Evidence, d.Possible, c.key, EvOnlyTask)
		case c.key != "" && !strings.Contains(d.Evidence, "the one open task of theirs"):
			t.Errorf("%s: evidence %q", c.name, d.Evidence)
		}
	}
}
