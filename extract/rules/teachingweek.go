package rules

import (
	"regexp"
	"strings"
)

// Course and capstone teams date their work by the semester's teaching
// week ("report due by week 6", "by the end of week 4"). The due readers
// stop at the word "week", which left the week's number in the title
// ("Submit the report 6") and a due that says no week at all.

var (
	// reWeekNumber: the number of a week right after a due that ends in
	// "week" ("by week| 6").
	reWeekNumber = regexp.MustCompile(`^\s+\d{1,2}\b`)
	// reRelativeWeek: a week counted from now ("next week", "this
	// week"), after which a number is something else ("next week 3
	// demos").
	reRelativeWeek = regexp.MustCompile(`(?i)\b(?:next|this|coming|following|last|the\s+same)\s+week$`)
)

// teachingWeekAfter: how many bytes of rest, the text after due, are the
// number of the teaching week due names (" 6" after "by week"), or 0.
func teachingWeekAfter(due, rest string) int {
	d := strings.TrimSpace(due)
	if !strings.HasSuffix(strings.ToLower(d), "week") || reRelativeWeek.MatchString(d) {
		return 0
	}
	if t := reWeekNumber.FindStringIndex(rest); t != nil {
		return t[1]
	}
	return 0
}
