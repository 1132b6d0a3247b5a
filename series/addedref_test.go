package series

import "testing"

// A person's line with the words of their one open task, word for word,
// and a pull request, issue or link the task does not name is that task:
// the reference says where the work is now tracked (added-reference). Not
// when the task names a number of its own (PR 1234, then PR 1250), with
// another person, other words, or two tasks of the words.
func TestAddedReference(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Address the endpoint terminology", AssigneeID: "Dana"},
		{Key: "d:P:M1:A002:create-task", Title: "Review PR 1234", AssigneeID: "Dana"},
		{Key: "d:P:M1:A003:create-task", Title: "Update the install guide", AssigneeID: "Omar"},
		{Key: "d:P:M2:A001:create-task", Title: "Update the install guide", AssigneeID: "Omar"},
	})
	for _, c := range []struct {
		who, line, want string
		verdict         Verdict
	}{
		{"Dana", "Address the endpoint terminology https://example.org/acme/notes/pull/43", "d:P:M1:A001:create-task", Same},
		{"Dana", "Address the endpoint terminology (#43)", "d:P:M1:A001:create-task", Same},
		{"Dana", "Review PR 1234 https://example.org/acme/notes/pull/1250", "", New},
		{"Dana", "Address the endpoint naming https://example.org/acme/notes/pull/43", "", New},
		{"Omar", "Address the endpoint terminology https://example.org/acme/notes/pull/43", "", Same},
		{"Omar", "Update the install guide #77", "", Same},
	} {
		d := ix.Match(Action{AssigneeID: c.who, Title: c.line, Text: c.line})
		switch {
		case c.want != "" && (d.Verdict != Same || d.Task.Key != c.want || d.Why.Kind != EvAddedReference):
			t.Errorf("%s %q: %+v, want the same as %s", c.who, c.line, d, c.want)
		case c.want == "" && d.Verdict == Same && d.Why.Kind == EvAddedReference:
			t.Errorf("%s %q linked by an added reference to %s", c.who, c.line, d.Task.Key)
		}
	}
	if w := Words(ix.Match(Action{AssigneeID: "Dana", Title: "Address the endpoint terminology (#43)"}).Why); w == "" {
		t.Fatal("no words")
	}
}
