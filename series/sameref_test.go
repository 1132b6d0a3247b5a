package series

import (
	"slices"
	"testing"
)

// "Check if …" asks about the item it names: the reference is the
// subject of the work, not a condition on it ("when #38 is merged, …").
func TestAskIfReferenceIsTheDeliverable(t *testing.T) {
	for title, want := range map[string][]string{
		"scan the build workers, check if owner details are listed #38": {"#38"},
		"see whether the plugin vendors adopt it (#55)":                 {"#55"},
		"Check if we want to make the lists a mailman group #32":        {"#32"},
		"if #38 is merged, update the worker page":                      nil,
		"after the release, check if #41 still fails":                   {"#41"},
		"when #41 lands, check if the docs build":                       nil,
	} {
		if got := titleRefsOf(title); !slices.Equal(got, want) {
			t.Errorf("titleRefsOf(%q) = %v, want %v", title, got, want)
		}
	}
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "action item: scan the build workers, check if owner details are listed [#38](https://example.org/wg/tracker/issues/38)", Waiting: true}})
	d := ix.Match(Action{NoOwner: true, Title: "scan the list of build workers, check if owner details are listed, migrate #38"})
	if d.Verdict != Same || d.Why.Kind != EvTitleReference {
		t.Fatalf("the same issue, all of its words: %+v", d)
	}
}

// A markdown link whose text names the issue is read as its text: the
// address adds no word of the deliverable.
func TestReferenceLinkReadAsItsText(t *testing.T) {
	linked := Of("Document which projects use the review tool [#35](https://example.org/wg/tracker/issues/35)")
	bare := Of("Document which projects use the review tool #35")
	if linked.Signature() != bare.Signature() {
		t.Fatalf("linked %v, bare %v", linked.Terms, bare.Terms)
	}
	if got := Of("read [the guide](https://example.org/guide)").Terms; !slices.Contains(got, "exampl") {
		t.Fatalf("a link that names no issue keeps its target: %v", got)
	}
}

// A line with no one person naming the issue of an open task in other
// words, sharing a word of the deliverable with it, is shown as possibly
// that task — held for want of an owner or filed — never linked; no
// shared word ("comment on PR 150" / "new version in PR 150"), a
// differing distinguishing word or another person's line shows nothing.
func TestSameReferenceOtherWordsShown(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "Then migrate the guide, the FAQ and the minutes [#34](https://example.org/wg/tracker/issues/34)", Owners: []string{"Mia", "Chris"}, Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "comment and contribute directly in PR 150", AssigneeID: "Dana"},
		{Key: "d:P:M1:A003:create-task", Title: "Prepare the Q3 summary for issue 77", AssigneeID: "Lee"},
	})
	held := Action{NoOwner: true, Title: "Migrate the existing pages to the new wiki #34", Kind: CarryOver}
	if d := ix.Match(held); d.Verdict == Same {
		t.Fatalf("other words on #34 linked: %+v", d)
	}
	if d := ix.Hint(held); d.Verdict != Possible || d.Possible[0].Key != "d:P:M1:A001:create-task" || d.Why.Kind != EvTitleReference {
		t.Fatalf("held, same issue, a shared word: %+v", d)
	}
	if d := ix.Match(Action{NoOwner: true, Title: "migrate the remaining pages, #34"}); d.Verdict != Possible || d.Possible[0].Key != "d:P:M1:A001:create-task" {
		t.Fatalf("no owner, same issue, a shared word: %+v", d)
	}
	if d := ix.Match(Action{AssigneeID: "Ola", Owners: []string{"Ola"}, Title: "migrate the remaining pages, #34"}); d.Verdict != New {
		t.Fatalf("another person's line on the item: %+v", d)
	}
	if d := ix.Hint(Action{NoOwner: true, Title: "New version available in PR 150"}); d.Verdict != New {
		t.Fatalf("no shared word: %+v", d)
	}
	if d := ix.Hint(Action{NoOwner: true, Title: "Prepare the Q4 summary draft, issue 77"}); d.Verdict == Same || d.Verdict == Possible && d.Why.Kind == EvTitleReference {
		t.Fatalf("Q3/Q4 on one issue: %+v", d)
	}
}

// Two lines linking the full address of one tracker item are about that
// item whatever words they give it: a line with no one person is shown
// as possibly the task that links it (held or filed), never linked —
// even when its words differ (AKS/Kubernetes). A bare number ("#1627",
// "PR 150") may be another repository's, and a link to a page that is
// no item (a board, a milestone) names no one piece of work: those keep
// the word rule.
func TestSameItemAddressOtherWordsShown(t *testing.T) {
	ix := NewIndex([]Task{
		{Key: "d:P:M1:A001:create-task", Title: "[Migrate rating.example.io to AKS](https://github.com/example/helpdesk/issues/1627)", Waiting: true},
		{Key: "d:P:M1:A002:create-task", Title: "Outage - https://github.com/example/helpdesk/issues/2908", Waiting: true},
		{Key: "d:P:M1:A003:create-task", Title: "[Move the Q3 board items](https://github.com/example/helpdesk/milestone/14)", Waiting: true},
		{Key: "d:P:M1:A004:create-task", Title: "Publish the Q3 report #77", Waiting: true},
	})
	for _, c := range []struct {
		name, title, key string // key "": nothing shown
	}{
		{"other words, distinguishing ones too", "[Migrate ratings.example.io to Kubernetes](https://github.com/example/helpdesk/issues/1627)", "A001"},
		{"no shared word", "[Unresponsive ci.example.io due to CPU saturation](https://github.com/example/helpdesk/issues/2908)", "A002"},
		{"another item", "[Migrate ratings.example.io to Kubernetes](https://github.com/example/helpdesk/issues/1628)", ""},
		{"a page that is no item", "[Move the Q4 board items](https://github.com/example/helpdesk/milestone/14)", ""},
		{"a bare number", "Publish the Q4 report #77", ""},
	} {
		a := Action{NoOwner: true, Title: c.title}
		if d := ix.Match(a); d.Verdict == Same {
			t.Errorf("%s: linked %+v", c.name, d)
		}
		d := ix.Hint(a)
		shown := d.Verdict == Possible && d.Why.Kind == EvTitleReference
		switch {
		case c.key == "" && shown:
			t.Errorf("%s: shown %+v", c.name, d.Possible)
		case c.key != "" && (!shown || len(d.Possible) != 1 || d.Possible[0].Key != "d:P:M1:"+c.key+":create-task"):
			t.Errorf("%s: %v %s %+v, want possibly %s", c.name, d.Verdict, d.Why.Kind, d.Possible, c.key)
		}
	}
}
