package rules

import "regexp"

// reWhToBe: "what is to be completed", "which are to be sent": the work a
// wh-clause names ("everyone knows what is to be completed by week 6"),
// said of no one — the "is to be …ed" of a commitment ("The report is to
// be sent by Friday") needs a subject of its own. Replaced by the
// wh-word alone before the commitment forms are read (formSignal).
var reWhToBe = regexp.MustCompile(`\b(what|which|whatever|whichever)\s+(?:is|are|was|were)\s+to\s+be\b`)

// reRelativeWillBe: "data that will be used for training", "a room which
// will be booked": a passive future inside a relative clause says what
// becomes of a thing the line names ("The data team have found more data
// that will be used for training" reports what was found), no one's
// commitment. Replaced by the relative word alone before the commitment
// forms are read; a commitment of the line's own ("Ana will share the
// data that will be used") still reads.
var reRelativeWillBe = regexp.MustCompile(`\b(that|which)\s+will\s+be\s+\w+`)

// ownCommitText: low without the clauses that only look like a
// commitment (reWhToBe, reRelativeWillBe).
func ownCommitText(low string) string {
	return reRelativeWillBe.ReplaceAllString(reWhToBe.ReplaceAllString(low, "$1"), "$1")
}
