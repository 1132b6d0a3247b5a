package series

import (
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// Evidence kinds (ledger.LinkEvidence.Kind): the rule that tied a later
// action to a task, or that found the evidence partial. The ledger stores
// the kind and the values it names, so a page words it in its reader's
// language (Words is the English); a kind is never renamed, since stored
// links keep it.
const (
	// Same: the action restates the task.
	EvSameAs          = "same-as"             // the extractor's same_as, verified (Task)
	EvSameOwners      = "same-owners"         // same deliverable, the same several owners (Owners, Task, Title)
	EvUnownedNamed    = "unowned-named"       // same deliverable as a task filed with no owner; this meeting names Who
	EvCarryOverNoOne  = "carry-over-no-owner" // a carry-over line with no owner, the one task of the series it fits
	EvPartOfUnowned   = "part-of-unowned"     // a Line line of Who naming part of a task filed with no owner
	EvCarryOverNames  = "carry-over-names"    // a carry-over line of Who with the names and most words of the task
	EvCarryOverNamed  = "carry-over-named"    // a carry-over line of Who naming the task by more or fewer words
	EvPhrase          = "phrase"              // a Line line of Who naming the task by a phrase of its title
	EvPartOfTitle     = "part-of-title"       // a Line line of Who naming the task by part of its title
	EvProgressMore    = "progress-more"       // a progress line of Who naming the task and what was done on it
	EvProgressNoOne   = "progress-no-owner"   // a progress line with no owner naming part of the one task it fits
	EvNoOnePerson     = "no-one-person"       // a Line line with the same deliverable; the owner cell names no one person
	EvOneOfOwners     = "one-of-owners"       // same deliverable as a task filed for Owners; Who is one of them
	EvSameDeliverable = "same-deliverable"    // same assignee and the same deliverable
	EvReference       = "reference"           // the notes name the task's tracker ID or key (Refs)
	EvTitleReference  = "title-reference"     // both titles name the same references (Refs)
	// Possible: what is missing.
	EvRecurring      = "recurring"          // same deliverable, due Due not TaskDue
	EvSeveralSame    = "several-same"       // more than one open task has this deliverable
	EvSeveralOwners  = "several-owners"     // same deliverable, but the notes name several owners
	EvSeveralUnowned = "several-unowned"    // more than one task filed with no owner has this deliverable
	EvSeveralNames   = "several-names"      // a carry-over line with the names and most words of several tasks
	EvContains       = "contains"           // one title contains the other
	EvOtherLanguage  = "other-language"     // the same person and due date in another language
	EvReassigned     = "reassigned"         // the notes name the task (Refs), assigned to Assignee, not Who
	EvSeveralRefs    = "several-references" // more than one open task names Refs
	// What the linker adds to a decision, and a person's decisions.
	EvWaitsForMore    = "waits-for-more"    // Of, but the task waits for more than its owner (Reason)
	EvClaimDistrusted = "claim-not-trusted" // Of; the extractor's Claim is not trusted: Reason
	EvSplitFrom       = "split-from"        // a person split the action from Task
	EvSplit           = "split"             // a person split it (Reason); Of is what it was linked on
	EvMerged          = "merged"            // a person merged it (Reason)
)

// EvidenceKinds are every kind Words knows, for the pages that word them.
var EvidenceKinds = []string{EvSameAs, EvSameOwners, EvUnownedNamed, EvCarryOverNoOne, EvPartOfUnowned, EvCarryOverNames,
	EvCarryOverNamed, EvPhrase, EvPartOfTitle, EvProgressMore, EvProgressNoOne, EvNoOnePerson, EvOneOfOwners, EvSameDeliverable,
	EvReference, EvTitleReference, EvRecurring, EvSeveralSame, EvSeveralOwners, EvSeveralUnowned, EvSeveralNames, EvContains,
	EvOtherLanguage, EvReassigned, EvSeveralRefs, EvWaitsForMore, EvClaimDistrusted, EvSplitFrom, EvSplit, EvMerged}

// Words is typed evidence in English: what the ledger keeps as the link's
// words and what the CLI prints. A kind it does not know (a newer
// ledger's) is named as it is; evidence of no kind is its recorded words.
func Words(e ledger.LinkEvidence) string {
	task, title := e.Task, fmt.Sprintf("%q", e.Title)
	who := dash(e.Who, "no one person")
	switch e.Kind {
	case "":
		return e.Text
	case EvSameAs:
		return fmt.Sprintf("the extractor says it restates %s and the ledger agrees (open, this series, same assignee)", task)
	case EvSameOwners:
		return fmt.Sprintf("the same deliverable and the same owners (%s) as %s %s", strings.Join(e.Owners, ", "), task, title)
	case EvUnownedNamed:
		return fmt.Sprintf("the same deliverable as %s %s, filed with no owner; this meeting names %s", task, title, e.Who)
	case EvCarryOverNoOne:
		return fmt.Sprintf("a carry-over line with no owner naming %s %s, the one open task of the series it fits", task, title)
	case EvPartOfUnowned:
		return fmt.Sprintf("a %s line of %s naming by part of its title %s %s, filed with no owner, the one open task it fits", e.Line, e.Who, task, title)
	case EvCarryOverNames:
		return fmt.Sprintf("a carry-over line of %s with the names and most words of %s %s, the one open task it fits", who, task, title)
	case EvCarryOverNamed:
		return fmt.Sprintf("a carry-over line of %s naming %s %s", who, task, title)
	case EvPhrase:
		return fmt.Sprintf("a %s line of %s naming %s %s by a phrase of its title, the one open task of theirs that says it", e.Line, who, task, title)
	case EvPartOfTitle:
		return fmt.Sprintf("a %s line of %s naming %s %s by part of its title", e.Line, who, task, title)
	case EvProgressMore:
		return fmt.Sprintf("a progress line of %s naming %s %s and what was done on it", who, task, title)
	case EvProgressNoOne:
		return fmt.Sprintf("a progress line with no owner naming %s %s by part of its title, the one open task of the series it fits", task, title)
	case EvNoOnePerson:
		return fmt.Sprintf("a %s line with the same deliverable as %s %s (the owner cell names no one person)", e.Line, task, title)
	case EvOneOfOwners:
		return fmt.Sprintf("the same deliverable as %s %s, filed for %s; %s is one of them", task, title, strings.Join(e.Owners, ", "), e.Who)
	case EvSameDeliverable:
		return fmt.Sprintf("same assignee and the same deliverable as %s %s", task, title)
	case EvReference:
		return fmt.Sprintf("the notes name %s (%s)", strings.Join(e.Refs, ", "), task)
	case EvTitleReference:
		return fmt.Sprintf("both name %s: %s %s", strings.Join(e.Refs, ", "), task, title)
	case EvRecurring:
		return fmt.Sprintf("the same deliverable, but due %s, not %s: a new instance of recurring work?", e.Due, e.TaskDue)
	case EvSeveralSame:
		return "more than one open task has this deliverable"
	case EvSeveralOwners:
		return "the same deliverable, but the notes name several owners"
	case EvSeveralUnowned:
		return "more than one open task filed with no owner has this deliverable"
	case EvSeveralNames:
		return "a carry-over line with the names and most words of more than one open task"
	case EvContains:
		return "one title contains the other; a person decides"
	case EvOtherLanguage:
		return "the same person and due date, written in another language; a person decides"
	case EvReassigned:
		return fmt.Sprintf("the notes name %s, which is assigned to %s, not %s — reassigned?", strings.Join(e.Refs, ", "), e.Assignee, e.Who)
	case EvSeveralRefs:
		return "more than one open task names " + strings.Join(e.Refs, ", ")
	case EvWaitsForMore:
		return fmt.Sprintf("%s, but it waits for more than its owner (%s)", of(e), e.Reason)
	case EvClaimDistrusted:
		return fmt.Sprintf("%s; the extractor's claim that it restates %s is not trusted: %s", of(e), e.Claim, e.Reason)
	case EvSplitFrom:
		return "a person split it from " + task
	case EvSplit:
		return fmt.Sprintf("split by a person: %s (linked on: %s)", e.Reason, of(e))
	case EvMerged:
		return "merged by a person: " + e.Reason
	}
	return e.Kind
}

func of(e ledger.LinkEvidence) string {
	if e.Of == nil {
		return ""
	}
	return Words(*e.Of)
}

// decided is d with its evidence e, in words too.
func (d Decision) decided(e ledger.LinkEvidence) Decision {
	d.Why, d.Evidence = e, Words(e)
	return d
}

// linkedOn is what a link was made on, typed: its evidence, or for a
// link recorded before evidence was typed its words.
func linkedOn(l ledger.SeriesLink) *ledger.LinkEvidence {
	if l.Why.Kind != "" {
		w := l.Why
		return &w
	}
	return &ledger.LinkEvidence{Text: l.Evidence}
}
