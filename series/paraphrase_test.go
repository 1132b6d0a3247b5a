package series

import "testing"

// A capitalised word that opens a sentence or follows a colon inside a
// title, or a capitalised stop word after a wrapped line, is no name: it
// sets no line apart from a task that lacks it.
func TestSentenceStartIsNoName(t *testing.T) {
	for title, word := range map[string]string{
		"asked the registry about it. They have a long backlog": "they",
		"Note for the group: Document which tools we run":       "document",
		"see if\tThey could add the badge":                      "they",
	} {
		d := Of(title)
		if d.Distinct[word] || d.Distinct["doc"] {
			t.Errorf("%q: %q read as a name (%v)", title, word, d.Terms)
		}
	}
	if d := Of("Book flights to Tokyo. Ask Lee first"); !d.Distinct["tokyo"] {
		t.Errorf("a name inside a sentence is still one: %v", Of("Book flights to Tokyo").Terms)
	}
}

// The same person telling one piece of work twice in other words — many
// words of each line its own, three subject words shared — is shown as
// possibly the task; a one-word swap ("api." / "www.") or an object of
// its own with one shared word stays new.
func TestParaphraseSharingSubjectShown(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "asked the registry team about adding badge info to the package UI, to ping Sam", AssigneeID: "Mo"},
		{Key: "d:P:M1:A002:create-task", Title: "Renew the api.example.com certificate", AssigneeID: "Mo"},
		{Key: "d:P:M1:A003:create-task", Title: "Book a hotel in Tokyo", AssigneeID: "Mo"},
	})
	d := ix.Match(Action{AssigneeID: "Mo", Title: "talked to some people on the registry team: They could add badge info to what the package page shows, not soon", Kind: Progress})
	if d.Verdict != Possible || d.Possible[0].Key != "d:P:M1:A001:create-task" || d.Why.Kind != EvSharedSubject {
		t.Fatalf("a paraphrase of Mo's task: %+v", d)
	}
	for _, title := range []string{"Renew the www.example.com certificate", "Book flights to Tokyo"} {
		if d := ix.Match(Action{AssigneeID: "Mo", Title: title}); d.Verdict != New {
			t.Errorf("%q: %+v", title, d)
		}
	}
}

// "The panel discussion" is what "discuss the panel" makes: a person's
// progress line naming it by part of a task filed with no owner is that
// task.
func TestNounOfTheWorkIsTheWork(t *testing.T) {
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "Discussed the options, will submit both the talk and the panel", Waiting: true}})
	d := ix.Match(Action{AssigneeID: "Glen", Owners: []string{"Glen"}, Title: "submitted the panel discussion", Kind: Progress})
	if d.Verdict != Same || d.Why.Kind != EvPartOfUnowned {
		t.Fatalf("%+v (%v / %v)", d, Of("submitted the panel discussion").Terms, Of("Discussed the options, will submit both the talk and the panel").Terms)
	}
	if d := ix.Match(Action{AssigneeID: "Glen", Owners: []string{"Glen"}, Title: "submitted the keynote discussion", Kind: Progress}); d.Verdict == Same {
		t.Fatalf("another object: %+v", d)
	}
}
