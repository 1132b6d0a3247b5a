package series

import "testing"

// wordTasks are kim's tasks after ten of lee's, enough open tasks in the
// series that a word only one of them writes says which.
func wordTasks(kim ...string) []Task {
	others := []string{
		"Write the onboarding guide for new contributors",
		"Plan the spring release schedule",
		"Collect feedback on the survey questions",
		"Rotate the signing keys of the package registry",
		"Order the conference badges",
		"Fix the flaky integration tests",
		"Answer the sponsorship emails",
		"Update the contributor license agreement",
		"Archive the unused mailing lists",
		"Triage the crash reports",
	}
	var ts []Task
	for i, t := range others {
		ts = append(ts, Task{Key: "t:lee" + string(rune('a'+i)), Title: t, AssigneeID: "lee"})
	}
	for i, t := range kim {
		ts = append(ts, Task{Key: "t:kim" + string(rune('a'+i)), Title: t, AssigneeID: "kim"})
	}
	return ts
}

// The same person's line sharing one subject word with one of their tasks,
// a word no other open task of the series writes, is shown as possibly
// that task — never linked. Not in a series of a few tasks, not on a word
// two tasks write, not on a name both write (one place, two bookings),
// not when a number or period sets them apart, not when one object is
// swapped for another, not for another person.
func TestSharedWord(t *testing.T) {
	for _, c := range []struct {
		name  string
		tasks []Task
		who   string
		line  string
		want  string // the task shown, "" for new
	}{
		{"shown", wordTasks("Start the roadmap sub-directory", "Book the venue for the sprint"), "kim", "consolidate roadmap stuff in the project repo", "t:kima"},
		{"few tasks", phraseTasks("Start the roadmap sub-directory"), "kim", "consolidate roadmap stuff in the project repo", ""},
		{"two tasks write it", wordTasks("Start the roadmap sub-directory", "Present the roadmap at the all-hands"), "kim", "consolidate roadmap stuff in the project repo", ""},
		{"another's task writes it", append(wordTasks("Start the roadmap sub-directory"), Task{Key: "t:parka", Title: "Translate the roadmap", AssigneeID: "park"}), "kim", "consolidate roadmap stuff in the project repo", ""},
		{"a name", wordTasks("Book flights to Tokyo for the summit"), "kim", "Reserve a hotel room in Tokyo", ""},
		{"a period", wordTasks("Draft the Q3 roadmap chapter"), "kim", "consolidate Q4 roadmap stuff", ""},
		{"one object swapped", wordTasks("Clean the website repository"), "kim", "Clean the website configuration", ""},
		{"another person", wordTasks("Start the roadmap sub-directory"), "lee", "consolidate roadmap stuff in the project repo", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := NewIndex(c.tasks).Match(Action{AssigneeID: c.who, Title: c.line})
			if d.Verdict == Same {
				t.Fatalf("linked on a shared word: %+v", d)
			}
			switch {
			case c.want == "" && d.Verdict != New:
				t.Fatalf("want new, got %s %v (%s)", d.Verdict, d.Possible, d.Evidence)
			case c.want != "" && (d.Verdict != Possible || len(d.Possible) != 1 || d.Possible[0].Key != c.want || d.Why.Kind != EvSharedSubject):
				t.Fatalf("want possibly %s by %s, got %+v", c.want, EvSharedSubject, d)
			}
		})
	}
}
