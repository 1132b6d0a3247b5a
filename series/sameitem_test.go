package series

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// A line that is a link to one tracker item and nothing else is the open
// task that is a link to the same item, whatever words each link gives
// it; words of its own on either line, another item, another person's
// line, or two tasks on the item are not.
func TestSameTrackerItemLinks(t *testing.T) {
	const item = "https://tracker.example.org/ops/issues/412"
	for _, c := range []struct {
		name, earlier, later string
		earlierOwner, owner  string
		want                 Verdict
	}{
		{"renamed item", "[Retire the legacy mirror](" + item + ")", "[Sunset the old mirror service](" + item + ")", "", "", Same},
		{"renamed, one name added", "[Sunset mirrors.example.org](" + item + ")", "[Replace mirrors.example.org with get.example.org](" + item + ")", "", "", Same},
		{"renamed, names on each side", "[Move the mirror to AKS](" + item + ")", "[Move the mirror to Kubernetes](" + item + ")", "", "", Possible},
		{"status words after it", "[Retire the legacy mirror](" + item + ")", "[Mirror retirement](" + item + ") — in progress", "", "", Same},
		{"the task's own person", "[Retire the legacy mirror](" + item + ")", "[Sunset the old mirror service](" + item + ")", "Dana", "Dana", Same},
		{"another item", "[Retire the legacy mirror](" + item + ")", "[Retire the legacy mirror DNS](https://tracker.example.org/ops/issues/413)", "", "", New},
		{"work on the item", "[Retire the legacy mirror](" + item + ")", "comment on [the mirror issue](" + item + ")", "", "", Possible},
		{"the task words its own work", "Draft the mirror retirement plan for " + item, "[Sunset the old mirror service](" + item + ")", "", "", Possible},
		{"another person's line", "[Retire the legacy mirror](" + item + ")", "[Sunset the old mirror service](" + item + ")", "Dana", "Sam", New},
		{"not an item address", "[Mirror runbook](https://wiki.example.org/ops/mirror)", "[Failover checklist](https://wiki.example.org/ops/mirror)", "", "", New},
	} {
		t.Run(c.name, func(t *testing.T) {
			ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: c.earlier, AssigneeID: c.earlierOwner}})
			a := Action{AssigneeID: c.owner, Title: c.later, Text: "* " + c.later, Kind: Progress, NoOwner: c.owner == ""}
			if c.owner != "" {
				a.Owners = []string{c.owner}
			}
			d := ix.Match(a)
			if d.Verdict != c.want {
				t.Fatalf("%q then %q: %s (%s); want %s", c.earlier, c.later, d.Verdict, d.Evidence, c.want)
			}
		})
	}
	// Two tasks linking the item: a person says which.
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "[Retire the legacy mirror](" + item + ")"},
		{Key: "d:P:M1:A002:create-task", Title: "[Legacy mirror DNS cleanup](" + item + ")"}})
	if d := ix.Match(Action{Title: "[Mirror retirement](" + item + ")", Kind: Progress, NoOwner: true}); d.Verdict == Same {
		t.Fatalf("two tasks on the item: %s (%s)", d.Verdict, d.Evidence)
	}
}

// A meeting that links one item from two lines with different words
// splits it into pieces of work: neither is the item's task by the link
// alone (shown); the same line twice is still one.
func TestItemSplitByTheMeetingIsShown(t *testing.T) {
	const item = "https://tracker.example.org/ops/issues/412"
	ix := NewIndex([]Task{{Key: "d:P:M1:A001:create-task", Title: "[Move the update site to the new cloud](" + item + ")"}})
	step := extract.Action{Title: "[Import unmanaged resources](" + item + ")"}
	for _, c := range []struct {
		name string
		acts []extract.Action
		want Verdict
	}{
		{"one line", []extract.Action{step}, Same},
		{"the same line twice", []extract.Action{step, step}, Same},
		{"two pieces of the item", []extract.Action{{Title: "[Migrate the update site](" + item + ")"}, step}, Possible},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := ix.Match(Action{Title: step.Title, Kind: Progress, NoOwner: true})
			if got := splitItems(c.acts).guard(step, d); got.Verdict != c.want {
				t.Fatalf("%s (%s); want %s", got.Verdict, got.Evidence, c.want)
			}
		})
	}
}
