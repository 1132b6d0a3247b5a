package series

import "regexp"

// How far a restated task is, in words the status vocabulary (StatusOf)
// reads wrongly or not at all: a finish qualified as partial or negated
// ("almost done", "not done yet", "80% complete", "still have not done
// this", "hasn't been done") is work under way, not a finish;
// a line in the present progressive ("Dana is reviewing the draft", "now
// porting the tests") reports work under way. Read for a restatement's
// status only.
var (
	reNotYetDone = regexp.MustCompile(`(?i)\b(?:(?:almost|nearly|mostly|partly|partially|half)\s+|not\s+(?:yet\s+|quite\s+|fully\s+)?|isn'?t\s+(?:yet\s+)?|aren'?t\s+(?:yet\s+)?)(?:done|finished|complete(?:d)?)\b|\b(?:[1-9]|[1-9]\d)(?:\.\d+)?\s*%\s*(?:done|finished|complete(?:d)?)\b|\b(?:have|has|had)(?:n'?t|\s+not)\s+(?:yet\s+)?(?:been\s+)?(?:done|finished|completed)\b|\bnot\s+(?:yet\s+)?been\s+(?:done|finished|completed)\b|\bnothing\s+(?:\p{L}+\s+)?(?:done|finished|completed)\b|\bnot\s+(?:yet\s+)?closed\b`)
	// reProgressive: "is/are/currently/now …ing" — not a plan ("is going
	// to"), a wish or a lack ("is missing").
	reProgressive = regexp.MustCompile(`(?i)\b(?:is|are|am|currently|now)\s+(?:still\s+|currently\s+|now\s+|actively\s+)?(\p{L}{2,}ing)\b`)
	reNotProgress = regexp.MustCompile(`(?i)^(?:going|planning|hoping|thinking|wondering|considering|meaning|willing|missing|lacking|nothing|something|anything|everything|interesting|exciting|confusing|amazing|outstanding|during|bring|string|thing|king|ring|sing|wing|spring|morning|evening|meeting|ceiling)$`)
)

// reAskedClause: the text before a progressive opens a clause of the
// task's own (a question it asks, a relative clause).
var reAskedClause = regexp.MustCompile(`(?i)\b(?:where|what|how|why|which|whether|if|that|who|when|whom|whose)\b[^,;.()\-–—]*$`)

// progressStatus is the status the forms above state, or none.
func progressStatus(text string) Status {
	if reNotYetDone.MatchString(text) {
		return StatusInProgress
	}
	for _, m := range reProgressive.FindAllStringSubmatchIndex(text, -1) {
		// Inside a clause the task asks about ("ask where it is being
		// tracked") it is no report of the task.
		if !reNotProgress.MatchString(text[m[2]:m[3]]) && !reAskedClause.MatchString(text[:m[0]]) {
			return StatusInProgress
		}
	}
	return StatusNone
}
