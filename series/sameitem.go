package series

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// EvSameItem: the line and the task are each a link to one tracker item
// and nothing else (Refs): the item is the work, whatever its link says.
const EvSameItem = "same-item"

// itemLine is the address of the one tracker item (an issue, a pull or
// merge request, a Jira ticket: itemURL) a title is a link to and no
// more: "[Sunset the old mirrors](https://…/issues/2888)", "10 days ago:
// [Outage](…/issues/2893)", "[Mirror in Singapore](…/issues/2901) —
// rolled back" (dates and status words are no work). Words outside the
// link ("comment on [#150](…)", "Outage - https://…") are work on the
// item or name it otherwise: "".
func itemLine(title string) string {
	ms := reMDLink.FindAllStringSubmatchIndex(title, -1)
	if len(ms) != 1 {
		return ""
	}
	m := ms[0]
	target := title[m[4]:m[5]]
	if !strings.Contains(target, "://") {
		return ""
	}
	r := "url:" + normURL(target)
	if !itemURL(r) {
		return ""
	}
	if rest := title[:m[0]] + " " + title[m[1]:]; len(Of(rest).Terms) > 0 {
		return ""
	}
	return r
}

// bySameItem links a line that is a link to one tracker item to the one
// open task that is a link to the same item (a team's weekly list of its
// tracker items: "[Sunset the old mirrors](…/issues/2888)", later
// "[Replace the old mirrors with the CDN](…/issues/2888)" — the item
// renamed, the work the same). Not when each names something the other
// does not (AKS / Kubernetes: a distinguishing word still sets them
// apart — shown, byRefOnly). Only a line of no one person, or of the
// task's own: another person's line about the item is theirs to say. Two
// lines on one item where either has words of its own ("comment on PR
// 150", "new version in PR 150") are two pieces of work on it
// (byRefOnly, shown).
func (ix *Index) bySameItem(a Action, owner string) (Decision, bool) {
	r := itemLine(a.Title)
	if r == "" {
		return Decision{}, false
	}
	d := Of(refLinkText(a.Title)).without(actionNames(a))
	var hits []int
	for _, i := range ix.live(ix.titleRefs[r]) {
		t := ix.tasks[i]
		if itemLine(t.Title) != r || differs(d, ix.delivs[i]) {
			continue
		}
		if !a.NoOwner && !(owner != "" && strings.EqualFold(t.AssigneeID, owner)) {
			continue
		}
		hits = append(hits, i)
	}
	if len(hits) != 1 {
		return Decision{}, false
	}
	t := ix.tasks[hits[0]]
	return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvSameItem, Refs: []string{strings.TrimPrefix(r, "url:")}, Task: t.Key, Title: t.Title}), true
}

// itemsSplit are the tracker items (itemLine) two or more of a meeting's
// actions are links to with different words ("Step 2: [Migrate the
// update site](…/issues/2649)", "[Import unmanaged resources](…/issues/
// 2649)"): the meeting splits the item into pieces of work, so none of
// them is the item's task by the link alone.
type itemsSplit map[string]bool

func splitItems(acts []extract.Action) itemsSplit {
	sigs := map[string]string{}
	out := itemsSplit{}
	for _, act := range acts {
		r := itemLine(act.Title)
		if r == "" {
			continue
		}
		sig := Of(act.Title).Signature()
		if was, ok := sigs[r]; ok && was != sig {
			out[r] = true
		}
		sigs[r] = sig
	}
	return out
}

// guard is d, shown rather than linked when it links act by an item
// this meeting splits.
func (s itemsSplit) guard(act extract.Action, d Decision) Decision {
	if d.Verdict != Same || d.Why.Kind != EvSameItem || !s[itemLine(act.Title)] {
		return d
	}
	t := d.Task
	return Decision{Verdict: Possible, Possible: []Task{t}}.decided(ledger.LinkEvidence{Kind: EvTitleReference, Refs: d.Why.Refs, Task: t.Key, Title: t.Title})
}
