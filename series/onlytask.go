package series

import (
	"regexp"

	"github.com/axagent/axagent/ledger"
)

// EvOnlyTask: a line of Who that the notes present as earlier work
// ("from 2 weeks ago - <link>", "still on it") naming no words of any
// task, while Task is the one open task Who has in the series: perhaps
// that task, shown and never linked, nor held (nothing of the
// deliverable says so; the person and the cue do).
const EvOnlyTask = "only-task"

// reEarlierWork are the words of a line that say it reports on work
// from before, not new work: "still", "again", "from last week", "from 2
// weeks ago", "carried", "ongoing", "pending", "지난", "저번", "계속",
// "아직", "이어서".
var reEarlierWork = regexp.MustCompile(`(?i)\b(?:still|again|from (?:the )?(?:last|previous|\d+) (?:weeks?|meetings?|calls?)|last (?:week|meeting|call)|previously|carried|ongoing|continu\w*|pending)\b|지난|저번|계속|아직|이어서`)

// onlyTask is Match's last resort for a person's progress or carry-over
// line that names words of none of their tasks: when the person has one
// open task in the series and the line says it is earlier work, that
// task is shown as possibly it — unless a distinguishing word sets the
// two apart (Q4 for Q3). Two tasks or more, or a line that does not
// present earlier work, say nothing of which.
func (ix *Index) onlyTask(owner string, a Action, ad Deliverable) Decision {
	oi := ix.owners[owner]
	if oi == nil || !a.Kind.Restating() || !reEarlierWork.MatchString(a.Text+" "+a.Title) {
		return Decision{Verdict: New}
	}
	only := -1
	for _, is := range oi.bySig {
		for _, i := range ix.live(is) {
			if only >= 0 && only != i {
				return Decision{Verdict: New}
			}
			only = i
		}
	}
	if only < 0 || differs(ad, ix.delivs[only].without(nameTerms(owner))) {
		return Decision{Verdict: New}
	}
	t := ix.tasks[only]
	return ix.possible([]int{only}, ledger.LinkEvidence{Kind: EvOnlyTask, Who: a.AssigneeID, Line: a.Kind.String(), Task: t.Key, Title: t.Title})
}
