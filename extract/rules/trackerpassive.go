package rules

import (
	"regexp"
	"strings"
)

// Filing work in the tracker, written in the passive with nobody named:
// "A new issue will be created to track the profiling", "An issue will
// be opened for this", "There will be a new issue to add a lint preset".
// A passive future alone describes more often than it commits
// (enpassiveplan.go asks for a deadline), but an issue or a ticket that
// will be opened is the group's next step by what it is: nobody opens
// one except to do the work. Nobody is named, so a person confirms who.
// Only one item: "Tickets will be created for the main tasks" announces
// a set, usually listed under it (those items are the work,
// announcedItem), and stays a possible action; a condition ("… if it
// happens again") leaves it a maybe.

// reTrackerLabel: an outcome label before the line ("Conclusion: …").
var reTrackerLabel = regexp.MustCompile(`(?i)^(?:conclusion|outcome|result|resolution|next\s+steps?)\s*[:：]\s*`)

// reTrackerPassive: one tracker item, a passive future of opening it.
var reTrackerPassive = regexp.MustCompile(`(?i)^(?:an?\s+|the\s+|one\s+)?(?:(?:new|separate|dedicated|follow[- ]?up|tracking|github|gh|jira)\s+)*(?:issue|ticket|bug|bug\s+report|PR|pull\s+request)\s+(?:will|shall|is\s+going\s+to)\s+be\s+(?:created|opened|filed|raised|logged|submitted|written|made)\b`)

// reTrackerThereWill: "There will be a new issue to add …".
var reTrackerThereWill = regexp.MustCompile(`(?i)^there\s+will\s+be\s+(?:an?\s+|one\s+)?(?:(?:new|separate|dedicated|follow[- ]?up|tracking|github|gh|jira)\s+)*(?:issue|ticket|bug\s+report|PR|pull\s+request)\s+(?:to|for|about|tracking)\s+\S`)

// reTrackerCondition: a condition on the filing.
var reTrackerCondition = regexp.MustCompile(`(?i)\b(?:if|unless|in\s+case|when\s+needed|as\s+needed|if\s+needed|should\s+it)\b`)

// trackerPassive: plain says, in the passive, that a tracker item will
// be opened for work (see above); the line without its outcome label.
func trackerPassive(plain string) (string, bool) {
	plain = strings.TrimSpace(reTrackerLabel.ReplaceAllString(strings.TrimSpace(plain), ""))
	if !reTrackerPassive.MatchString(plain) && !reTrackerThereWill.MatchString(plain) {
		return "", false
	}
	if reTrackerCondition.MatchString(plain) || isQuestion(plain) {
		return "", false
	}
	return plain, true
}
