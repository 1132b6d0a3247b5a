package series

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// EvHeldSharedSubject: a line held for want of an owner (none written,
// or a group) and a task filed with no one person both carry subject
// words few tasks of the series carry (Reason): the same "no one" on
// both sides, as EvSharedSubject is the same person on both. A
// paraphrase perhaps ("Datadog: deprecate the on-call handles" listed
// later as "on-call handles deprecation in the monitor"), shown to
// whoever answers the hold, never linked.
const EvHeldSharedSubject = "held-shared-subject"

// noOneSubject is Hint's last resort for an action with no one named:
// the tasks filed with no one whose deliverable shares with ad subject
// words few tasks of the series carry (sharedSubject over the tasks of
// no one), none a distinguishing term sets apart. A person's task is
// never offered: without a person on the line, a word shared with
// someone's work says nothing of whose it is.
func (ix *Index) noOneSubject(a Action, ad Deliverable) Decision {
	if !a.NoOwner {
		return Decision{Verdict: New}
	}
	cands := ix.live(ix.sharedSubject("", ad))
	// With no person on either side the words alone must say it: two
	// subject words at least, none of them a piece of a URL ("https",
	// "github", "com", the project's host name): a link's scaffolding
	// is shared by every linked item of a team's notes, and the link
	// itself is the reference evidence's to read (sameref.go).
	cands = slices.DeleteFunc(cands, func(i int) bool { return len(ix.proseShared(a, i)) < 2 })
	if len(cands) == 0 {
		return Decision{Verdict: New}
	}
	why := ix.subjectWhy(a, cands[0])
	why.Kind, why.Who = EvHeldSharedSubject, ""
	return ix.possible(cands, why)
}

// noOneSubjectWhy is the evidence of a held shared-subject link of a to
// the open task key, with the words a shares with that task.
func (ix *Index) noOneSubjectWhy(a Action, key string) (ledger.LinkEvidence, bool) {
	w, ok := ix.SubjectWhy(a, key)
	w.Kind, w.Who = EvHeldSharedSubject, ""
	return w, ok
}

// proseShared are the subject terms a's title and task i's share once
// the URLs are gone from both (a markdown link read as its text), the
// names of people of the series left out.
func (ix *Index) proseShared(a Action, i int) []string {
	prose := func(title string) []string {
		return slices.DeleteFunc(subjectTerms(proseOf(title).without(actionNames(a))), ix.isPerson)
	}
	return sharedTerms(prose(a.Title), prose(ix.tasks[i].Title))
}

// reHost is a dotted name: a host ("mirrors.example.io") or a file
// ("setup.py").
var reHost = regexp.MustCompile(`\b[\p{L}\d-]+(?:\.[\p{L}\d-]+)+\b`)

// proseOf is the deliverable of a title with its URLs gone (a markdown
// link read as its text) and each host name read as one word: a link's
// scaffolding ("https", "github", "com", the project's host) is shared
// by every linked item of a team's notes, and "ci.example.io" shares
// nothing with "infra.ci", as api.example.com is not www.example.com.
func proseOf(title string) Deliverable {
	t := reURL.ReplaceAllString(refLinkText(title), " ")
	t = reHost.ReplaceAllStringFunc(t, func(h string) string { return strings.ReplaceAll(h, ".", "") })
	return Of(t)
}
