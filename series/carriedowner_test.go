package series

import (
	"strings"
	"testing"
)

// A carry-over line whose owner is written as a handle links to another
// person's task of the same words (one person under two names), only to
// the one open task of the series with its words, and only when it gives
// that task no other due date; a name, a plain line or other words do not.
func TestCarriedOtherOwnerNeedsOneTaskAndItsDue(t *testing.T) {
	const title = "Write the proposal for remote package repositories"
	one := []Task{{Key: "d:P:M1:A001:create-task", Title: title, AssigneeID: "Jordan", DueDate: "2026-03-02"}}
	two := append(one, Task{Key: "d:P:M1:A002:create-task", Title: title, AssigneeID: "Sam"})
	for _, c := range []struct {
		name  string
		tasks []Task
		owner string
		line  string
		kind  Kind
		due   string
		want  Verdict
	}{
		{"handle, one task, no due", one, "jmorin", "[ ] @jmorin: " + title, CarryOver, "", Same},
		{"handle, one task, its due", one, "jmorin", "@jmorin: " + title, CarryOver, "2026-03-02", Same},
		{"handle, one task, another due", one, "jmorin", "@jmorin: " + title, CarryOver, "2026-04-06", Possible},
		{"handle, two people's tasks", two, "jmorin", "@jmorin: " + title, CarryOver, "", Possible},
		{"handle, plain line", one, "jmorin", "@jmorin: " + title, Plain, "", Possible},
		{"handle, other words", one, "jmorin", "@jmorin: Write the proposal for remote package caches", CarryOver, "", New},
		{"a name, not a handle", one, "Morgan", "Morgan: " + title, CarryOver, "", Possible},
		{"an e-mail address is no handle", one, "jmorin", "jordan@jmorin: " + title, CarryOver, "", Possible},
	} {
		t.Run(c.name, func(t *testing.T) {
			text := c.line
			d := NewIndex(c.tasks).Match(Action{AssigneeID: c.owner, Title: strings.TrimSpace(text[strings.Index(text, ":")+1:]), Text: text, Due: c.due, Kind: c.kind})
			if d.Verdict != c.want {
				t.Fatalf("%s (%s); want %s", d.Verdict, d.Evidence, c.want)
			}
			if d.Verdict == Same && (d.Task.Key != "d:P:M1:A001:create-task" || d.Why.Kind != EvCarriedOtherOwner) {
				t.Fatalf("%+v", d)
			}
		})
	}
}
