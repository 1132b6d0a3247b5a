package series

import (
	"regexp"
	"slices"
)

// reOwnPeriod is a title naming the meeting's own time — "this meeting's
// notes", "this week's report", "today's call", "이번 주 보고서", "금주
// 회의록": a period as much as "Q3" or "9월" is, read from the date of the
// meeting that writes it, so the same words in another meeting name
// another instance ("[x] Publish this meeting note" every week). Not a
// due date: "finish the draft this week", "이번 주까지 보고서", "send the
// deck today" name when, not which.
var reOwnPeriod = regexp.MustCompile(`(?i)\bthis\s+(?:meeting|call|session)\b|\bthis\s+(?:week|sprint|month|quarter)['’]s\b|\b(?:today|tonight)['’]s\b|(?:이번\s*(?:주|달|분기|스프린트)|금주|오늘)\s*(?:의\s*)?(?:회의|미팅|보고|리포트|노트|정리)|이번\s*회의`)

// ownInstance is d with the tasks of an earlier meeting that name their
// own period left out when a names its own too: two instances, never
// one task restated (a link would swallow this meeting's instance).
func (ix *Index) ownInstance(a Action, d Decision) Decision {
	if d.Verdict == New || !reOwnPeriod.MatchString(a.Title) {
		return d
	}
	own := func(t Task) bool { return reOwnPeriod.MatchString(t.Title) }
	switch d.Verdict {
	case Same:
		if own(d.Task) {
			return Decision{Verdict: New}
		}
	case Possible:
		if kept := slices.DeleteFunc(slices.Clone(d.Possible), own); len(kept) == 0 {
			return Decision{Verdict: New}
		} else if len(kept) < len(d.Possible) {
			d.Possible = kept
		}
	}
	return d
}
