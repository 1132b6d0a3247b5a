package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// House and club minutes record a question from the agenda and, on the
// same line, what was agreed ("What do we do with the noise policy? Dana
// and Kim will continue working on it", "Who orders paint? -> Kim will").
// The question asks; the answer after it commits. Read alone, the answer
// is the commitment it is, wherever the question's words would have
// stopped the line being read.

// reAnswerLead: what may join the answer to its question: an arrow, a
// dash, a colon.
var reAnswerLead = regexp.MustCompile(`^\s*(?:->|=>|→|-|–|—|:)?\s*`)

// questionAnswer reads the commitment after the line's last question
// mark, or nil when there is none.
func (p *parser) questionAnswer(plain string, inAction bool) *extract.Candidate {
	q := strings.LastIndexAny(plain, "?？")
	if q <= 0 {
		return nil
	}
	answer := reAnswerLead.ReplaceAllString(plain[q+len(string([]rune(plain[q:])[0])):], "")
	if answer == "" || strings.ContainsAny(answer, "?？") {
		return nil
	}
	return p.commitment(answer, inAction)
}
