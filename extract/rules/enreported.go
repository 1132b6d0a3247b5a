package rules

import (
	"regexp"
	"strings"
)

// A commitment reported in running prose ("We reviewed the roadmap. Bob
// said he'd update the docs.") is read from the paragraph's signals; the
// paragraph is more than the sentence that commits, and the work is that
// sentence's, not the paragraph's first (which is what the meeting
// talked about). Also: a reported commitment the same sentence says was
// kept ("Bob said he would update the docs last month, and did") is a
// record of work done, no action.

// reSentenceStart: where a sentence of a paragraph starts.
var reSentenceStart = regexp.MustCompile(`[.!?]\s+`)

// reportedSentence returns the sentence of plain, from its start to the
// paragraph's end, that opens with owner taking the work on
// (reReportedLead); plain itself when the first sentence does or none
// does.
func reportedSentence(plain, owner string) string {
	if owner == "" || reReportedLead.MatchString(plain) {
		return plain
	}
	for _, m := range reSentenceStart.FindAllStringIndex(plain, 16) {
		rest := plain[m[1]:]
		if strings.HasPrefix(strings.TrimPrefix(rest, "@"), strings.TrimPrefix(owner, "@")) && reReportedLead.MatchString(rest) {
			return rest
		}
	}
	return plain
}

// reCommitKept: a clause closing on its commitment kept — "…, and did",
// "… and did so", "which she did", "and has done so".
var reCommitKept = regexp.MustCompile(`(?i)(?:,\s*|\s+)(?:and|which)\s+(?:(?:he|she|they)\s+)?(?:did|has|have|has\s+done|have\s+done)(?:\s+(?:so|it|that))?\s*[.!]?\s*$`)

// commitKept: plain, a line, reports a commitment and that it was kept.
func commitKept(plain string) bool {
	for _, s := range strings.SplitAfter(plain, ". ") {
		if reCommitKept.MatchString(strings.TrimSpace(s)) {
			return true
		}
	}
	return false
}
