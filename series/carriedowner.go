package series

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// EvCarriedOtherOwner: a line of a list of earlier items (a carry-over
// line) with the deliverable of the one open task of the series that has
// it, word for word, its owner written as a handle (Who) where the task
// was filed for a name (Assignee): most likely one person under two
// names ("Thorsten" / "@tzeller") the roster does not tie, or the task
// handed over — the list says it is earlier work either way.
const EvCarriedOtherOwner = "carried-other-owner"

// carriedOtherOwner links a carry-over line whose owner is written as a
// handle ("@tzeller: …") to another roster person's task of the same
// deliverable (others, the tasks of the series with signature sig filed
// for someone else) when the notes list it among earlier items: a review
// of last meeting's actions restates those actions, and a handle there
// is often the account of a person the last minutes named ("Thorsten:
// …"). Only when the series has one open task with these words, the line
// gives no other due date (the link changes nothing of the task; who
// owns it is a person's to change) and the handle has no task of its own
// with them (Match found none). Two names ("민서" for "서연") are two
// people, and a plain line with the same words stays shown, never
// linked (EvOtherPerson): handed over, or each person's own copy.
func (ix *Index) carriedOtherOwner(a Action, sig string, others []int) (Decision, bool) {
	if a.Kind != CarryOver || !writtenAsHandle(a) || len(others) != 1 || len(ix.live(ix.anyOwner[sig])) != 1 {
		return Decision{}, false
	}
	t := ix.tasks[others[0]]
	if a.Due != "" && a.Due != t.DueDate {
		return Decision{}, false
	}
	return Decision{Verdict: Same, Task: t}.decided(ledger.LinkEvidence{Kind: EvCarriedOtherOwner, Line: CarryOver.String(), Task: t.Key, Title: t.Title, Assignee: t.AssigneeID, Who: a.AssigneeID}), true
}

// reHandle is an account handle as notes write one: "@" and a login
// (letters, digits, "-", "_", "."; an organisation's team after "/").
var reHandle = regexp.MustCompile(`(?:^|[^\p{L}\p{N}_.@])@([\p{L}\p{N}][\p{L}\p{N}_.-]*(?:/[\p{L}\p{N}_.-]+)?)`)

// writtenAsHandle: the action's one owner is written on its line as a
// handle ("@tzeller: …", "[ ] @tzeller: …").
func writtenAsHandle(a Action) bool {
	if a.AssigneeID == "" {
		return false
	}
	for _, m := range reHandle.FindAllStringSubmatch(a.Text, -1) {
		if strings.EqualFold(m[1], strings.TrimPrefix(a.AssigneeID, "@")) {
			return true
		}
	}
	return false
}
