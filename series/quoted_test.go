package series

import "testing"

// A person's line quoting the title of one open task of theirs, whole or
// its opening cut short, is that task (quoted): 'Dana: "publish an index
// of the event types...", I'm working on that'. Not a quote of another
// person's task, one of two words, one with a word the task lacks, nor
// one that two of the person's tasks carry.
func TestQuotedTitle(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "k:1", Title: "publish an index of the event types and link the protocol document to it", AssigneeID: "Dana"},
		{Key: "k:2", Title: "write the Q3 budget report", AssigneeID: "Dana"},
		{Key: "k:3", Title: "write the Q3 budget report summary", AssigneeID: "Omar"},
		{Key: "k:4", Title: "review the onboarding guide", AssigneeID: "Omar"},
		{Key: "k:5", Title: "review the onboarding guide for mentors", AssigneeID: "Omar"},
	})
	for _, c := range []struct {
		who, line, want string
	}{
		{"Dana", `"publish an index of the event types...", I'm working on that`, "k:1"},
		{"Dana", `re “publish an index of the event types…”: under way`, "k:1"},
		{"Dana", `"write the Q3 budget report" — half done`, "k:2"},
		{"Dana", `"write the Q4 budget report" — half done`, ""},
		{"Dana", `"write the report": which one?`, ""},
		{"Omar", `"publish an index of the event types...", I'm working on that`, ""},
		{"Omar", `"review the onboarding guide" is done`, ""},
	} {
		d := ix.Match(Action{AssigneeID: c.who, Title: c.line, Text: c.line})
		switch {
		case c.want != "" && (d.Verdict != Same || d.Task.Key != c.want || d.Why.Kind != EvQuoted):
			t.Errorf("%s %s: %+v, want the same as %s by a quote", c.who, c.line, d, c.want)
		case c.want == "" && d.Verdict == Same && d.Why.Kind == EvQuoted:
			t.Errorf("%s %s linked by a quote to %s", c.who, c.line, d.Task.Key)
		}
	}
}
