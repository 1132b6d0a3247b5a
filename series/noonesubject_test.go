package series

import "testing"

// noOneTasks is a series of tasks filed with no owner and of people, so
// that a word two of them carry is rare (maxSubjectDF).
func noOneTasks() []Task {
	titles := []string{
		"Move the status page to the new Grafana dashboards",
		"[Mirror setup on mirrors.example.io](https://wiki.acme.org/helpdesk/mirrors)",
		"Write the onboarding guide for new contributors",
		"Plan the spring release schedule",
		"Collect feedback on the survey questions",
		"Rotate the signing keys of the package registry",
	}
	var ts []Task
	for i, t := range titles {
		ts = append(ts, Task{Key: "t:" + string(rune('a'+i)), Title: t})
	}
	return append(ts, Task{Key: "t:kim", Title: "Prepare the budget slides for the board", AssigneeID: "kim"})
}

// A line with no owner sharing two rare subject words with a task filed
// with no one is shown as possibly it (held, never linked).
func TestNoOneSubjectShown(t *testing.T) {
	ix := NewIndex(noOneTasks())
	d := ix.Hint(Action{NoOwner: true, Title: "Grafana dashboards for the status page: migration under way"})
	if d.Verdict != Possible || len(d.Possible) != 1 || d.Possible[0].Key != "t:a" || d.Why.Kind != EvHeldSharedSubject {
		t.Fatalf("want possibly t:a by %s, got %+v", EvHeldSharedSubject, d)
	}
	if w := Words(d.Why); w == "" {
		t.Fatal("the evidence has no words")
	}
}

// One shared word, even a name, is too little with no person on either
// side.
func TestNoOneSubjectOneWord(t *testing.T) {
	ix := NewIndex(noOneTasks())
	if d := ix.Hint(Action{NoOwner: true, Title: "About Grafana"}); d.Verdict != New {
		t.Fatalf("one shared word: want new, got %+v", d)
	}
}

// Pieces of links and host names are no shared words: another host of
// the same domain, another issue of the same tracker.
func TestNoOneSubjectNotURLPieces(t *testing.T) {
	ix := NewIndex(noOneTasks())
	if d := ix.Hint(Action{NoOwner: true, Title: "Outage of ci.example.io, notes at https://wiki.acme.org/helpdesk/outages"}); d.Verdict != New {
		t.Fatalf("URL and host pieces: want new, got %+v", d)
	}
}

// A person's task is never offered to a line that names no one.
func TestNoOneSubjectNotAPersonsTask(t *testing.T) {
	ix := NewIndex(noOneTasks())
	if d := ix.Hint(Action{NoOwner: true, Title: "Budget slides for the board meeting, second pass"}); d.Verdict == Possible && d.Why.Kind == EvHeldSharedSubject {
		t.Fatalf("a person's task: want no shared-subject link, got %+v", d)
	}
}
