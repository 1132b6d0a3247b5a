package rules

import (
	"regexp"
	"strings"
)

// A future-work heading that opens with its week ("## Next Week
// Deliverables Confirmation", "### Next week's tasks", "This week goals")
// says the time its items are for as "Tasks for next week" does; without
// "for" before it the week was read as no deadline and the items kept
// none.

// reWorkNounAfter: what may follow the horizon in such a heading — an
// optional possessive, then a noun of work.
var reWorkNounAfter = regexp.MustCompile(`(?i)^(?:['’]s)?\s+(?:deliverables?|tasks?|goals?|plans?|to-?dos?|todo\s+list|action\s+items?|actions|work|targets?|objectives?|priorities|assignments?)\b`)

// horizonBeforeWork: h, the horizon read in title, opens the title and a
// noun of work follows it.
func horizonBeforeWork(title, h string) bool {
	t := strings.TrimSpace(stripInline(stripEmphasis(title)))
	if h == "" || !strings.HasPrefix(strings.ToLower(t), strings.ToLower(h)) {
		return false
	}
	return reWorkNounAfter.MatchString(t[len(h):])
}
