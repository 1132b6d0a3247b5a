package series

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// reAskIf is the end of a text where "if" (or "whether") opens what is
// checked or asked, not a condition: "check if owner information is
// available #38", "see if NearForm will add it (#55)", "ask whether
// #12 …". A reference in that clause is the subject of the work.
var reAskIf = regexp.MustCompile(`(?i)\b(?:check|checks|checking|checked|see|seeing|ask|asks|asking|asked|confirm|confirming|verify|verifying|find out|finding out|determine|decide|deciding|know|wonder|investigate|investigating|evaluate|evaluating|test|testing)\s+(?:if|whether)\b[^,;.]*$`)

// inCondition: the reference at the end of text (what comes before it)
// is in a clause that makes it a condition of the work ("When PR 985 is
// merged, …", "after #12 lands"), not the work itself. "Check if …" asks
// a question about it: no condition.
func inCondition(text string) bool {
	loc := reCondition.FindStringIndex(text)
	if loc == nil {
		return false
	}
	clause := strings.ToLower(text[loc[0]:])
	if !strings.HasPrefix(clause, "if") && !strings.HasPrefix(clause, "whether") {
		return true
	}
	return !reAskIf.MatchString(text)
}

// refLinkText is s with each markdown link whose text names a pull
// request or issue ("[#35](https://…/issues/35)") read as its text:
// the target repeats the number and adds the words of an address
// (host, owner, repository), which name no deliverable — two lines
// naming #35, one linked and one not, have one deliverable. A link
// whose text is no reference keeps its target (it may be all that
// names the item: "[this doc](…)").
func refLinkText(s string) string {
	return reMDLink.ReplaceAllStringFunc(s, func(l string) string {
		m := reMDLink.FindStringSubmatch(l)
		if reTitleRef.MatchString(m[1]) && !strings.Contains(m[1], "://") {
			return m[1]
		}
		return l
	})
}

// byRefOnly is partial evidence when a line and open tasks name the
// same reference in titles that neither contain one another (else
// byTitleReference decided): the tasks, a few at most, that share with
// the line a word of the deliverable beside the reference and that no
// distinguishing word sets apart. Shown, never linked: "comment on PR
// 150" and "new version in PR 150" are two pieces of work on one pull
// request.
func (ix *Index) byRefOnly(a Action) (Decision, bool) {
	refs := titleRefsOf(a.Title)
	if len(refs) == 0 {
		return Decision{}, false
	}
	// The words beside the reference: an address's own words (host,
	// path) are the reference again, not what is done with it.
	d := Of(reURL.ReplaceAllString(refLinkText(a.Title), " ")).without(actionNames(a))
	var hits []int
	for _, r := range refs {
		for _, i := range ix.live(ix.titleRefs[r]) {
			td := Of(reURL.ReplaceAllString(refLinkText(ix.tasks[i].Title), " "))
			if !itemURL(r) && (differs(d, td) || !sharesWord(d, td)) {
				continue
			}
			hits = appendNew(hits, i)
		}
	}
	switch {
	case len(hits) == 0 || len(hits) > MaxPossible:
		return Decision{}, false
	case len(hits) > 1:
		return ix.possible(hits, ledger.LinkEvidence{Kind: EvSeveralRefs, Refs: refs}), true
	}
	// The reference's own words ("both name #34: …"), shown as possibly
	// the task: the same work, or other work on the same item.
	t := ix.tasks[hits[0]]
	return ix.possible(hits, ledger.LinkEvidence{Kind: EvTitleReference, Refs: refs, Task: t.Key, Title: t.Title}), true
}

// sharesWord: a and b share a word of the deliverable that is no number
// (the reference itself) and no word for a tracker item ("PR", "issue").
func sharesWord(a, b Deliverable) bool {
	return slices.ContainsFunc(a.Terms, func(t string) bool {
		return !hasDigit(t) && !artifactWords[t] && slices.Contains(b.Terms, t)
	})
}

// reItemURL is the address of one tracker item: an issue, a pull or
// merge request, a Jira ticket.
var reItemURL = regexp.MustCompile(`/(?:issues|pull|pulls|merge_requests|tickets)/\d+$|/browse/[a-z][a-z0-9]*-\d+$`)

// itemURL: r (a titleRefsOf reference) is the full address of one
// tracker item. Two lines linking it are about that item whatever words
// they give it ("[Migrate rating.example.io to AKS](…/issues/1627)",
// later "[Migrate ratings.example.io to Kubernetes](…/issues/1627)"):
// shown as possibly one task even when their words differ — never
// linked, since other work on the same item is still other work. A bare
// "#12" may be another repository's.
func itemURL(r string) bool {
	return strings.HasPrefix(r, "url:") && reItemURL.MatchString(r)
}
