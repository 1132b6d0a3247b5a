package rules

import "regexp"

// Volunteer groups set deadlines by a part of a month ("by end of March",
// "beginning of September", "until mid-May") and, in European notes, by a
// dotted day and month ("until 4.9.", "by 15.10.2024"). reDueEn and
// reEnDueMore read "by the end of March" only with the article and no
// beginning or start at all; a dotted date never.

// reDueMonthPart: a part of a month after a preposition of time ("in
// beginning of September"; with none, "a meeting beginning of September"
// dates the meeting, not the work), or a dotted day.month.
var reDueMonthPart = regexp.MustCompile(`(?i)[\s,]*\b((?:by|before|until|till|in|at|for|from|around)\s+(?:the\s+)?(?:beginning|start|end|middle)\s+of\s+(?:the\s+)?` + enMonth + `(?:\s+\d{4})?|(?:by|before|until|till)\s+(?:[12]?\d|3[01])\.(?:0?[1-9]|1[0-2])\.(?:\d{2}|\d{4})?)(?:[\s.,;!)]|$)`)

// reMonthPartHint: cheap test before the pattern.
var reMonthPartHint = regexp.MustCompile(`(?i)\b(?:beginning|start|end|middle)\s+of\b|\d\.\d{1,2}\.`)
