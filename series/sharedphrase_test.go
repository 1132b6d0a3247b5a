package series

import "testing"

// phraseTasks are kim's and lee's open tasks, enough of them that a
// phrase two tasks write is rare (maxSubjectDF).
func phraseTasks(kim ...string) []Task {
	others := []string{
		"Write the onboarding guide for new contributors",
		"Plan the spring release schedule",
		"Collect feedback on the survey questions",
		"Rotate the signing keys of the package registry",
		"Order the conference badges",
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

// The same person writing a phrase of two words of one of their tasks,
// in other words around it, is shown as possibly that task.
func TestSharedPhraseShown(t *testing.T) {
	ix := NewIndex(phraseTasks("Draft the migration plan for the billing service"))
	d := ix.Match(Action{AssigneeID: "kim", Title: "migration plan: collecting comments from the team"})
	if d.Verdict != Possible || len(d.Possible) != 1 || d.Possible[0].Key != "t:kima" || d.Why.Kind != EvSharedPhrase {
		t.Fatalf("want possibly t:kima by %s, got %+v", EvSharedPhrase, d)
	}
	if w := Words(d.Why); w == "" {
		t.Fatal("the evidence has no words")
	}
}

// Not when a distinguishing term differs, nor for another person.
func TestSharedPhraseRefused(t *testing.T) {
	ix := NewIndex(phraseTasks("Draft the migration plan for Q3"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "migration plan for Q4: collecting comments"}); d.Verdict != New {
		t.Fatalf("Q3/Q4: want new, got %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "lee", Title: "migration plan: collecting comments from the team"}); d.Verdict != New {
		t.Fatalf("another person: want new, got %+v", d)
	}
}

// A phrase of the person's two tasks names a topic, not one of them.
func TestSharedPhraseTwoTasks(t *testing.T) {
	ix := NewIndex(phraseTasks("Draft the migration plan for the billing service", "Present the migration plan at the all-hands"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "migration plan: collecting comments from the team"}); d.Verdict == Possible && d.Why.Kind == EvSharedPhrase {
		t.Fatalf("two tasks: want no shared phrase, got %+v", d)
	}
}

// Words of when ("in the next day or so") name no subject.
func TestSharedPhraseNotTimeWords(t *testing.T) {
	ix := NewIndex(phraseTasks("Ping the reviewers of waiting PRs in the next day"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "triage the crash reports in the next day or so"}); d.Verdict != New {
		t.Fatalf("time words: want new, got %+v", d)
	}
}

// A host name is one word: two tasks naming acme.org share no phrase
// "acme org".
func TestSharedPhraseHostOneWord(t *testing.T) {
	ix := NewIndex(phraseTasks("Get mail addresses at acme.org for the team"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "Open an issue on the acme.org website wording"}); d.Verdict != New {
		t.Fatalf("host pieces: want new, got %+v", d)
	}
}

// A verb of work and a name are no phrase of a deliverable: "send the
// Grafana notes" and "send Grafana access requests" are two sendings.
func TestSharedPhraseNotVerbAndName(t *testing.T) {
	ix := NewIndex(phraseTasks("Send the Grafana notes to the team"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "send Grafana access requests"}); d.Verdict != New {
		t.Fatalf("verb and name: want new, got %+v", d)
	}
}

// The same words but for the work done on them is another kind of work
// on one object ("write" and "review" the plan): not shown.
func TestSharedPhraseNotOtherWork(t *testing.T) {
	ix := NewIndex(phraseTasks("Write the migration plan"))
	if d := ix.Match(Action{AssigneeID: "kim", Title: "Review the migration plan"}); d.Verdict != New {
		t.Fatalf("other work: want new, got %+v", d)
	}
}
