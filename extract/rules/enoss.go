package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Open-source governance minutes (TSC, steering committees, working
// groups, SIGs) write many lines that carry one commitment signal —
// a future, an imperative, a deadline — and are no one's task. Each
// form below is read by its shape, not by its words.

// reInvertedQuestion: a line that opens as a question by inversion — an
// auxiliary before its subject ("Do we need to vote next week - general
// agreement to yes", "Should we move the repo") — asks the meeting, with
// or without a question mark; its answer may follow it. A request
// ("Can you send …", "Will you …") is not read this way.
var reInvertedQuestion = regexp.MustCompile(`^(?i:do|does|did|should|shall|is|are|was|were|has|have)\s+(?i:we|they|there|it|anyone|someone|everyone|people|the\s+group|the\s+team)\b`)

// reReaderHowTo: an instruction to whoever reads the notes, not a task
// of the meeting — a purpose clause or an "if you" condition first, the
// imperative after its comma ("To become a member, send email to …",
// "If you have agenda items, contact @ann").
var reReaderHowTo = regexp.MustCompile(`^(?:(?i:to)\s+\p{Ll}+|(?i:if)\s+you\b)[^,;.]{0,160},\s*(?:(?i:please)\s+)?\p{Ll}+`)

// enNotTask: the line is a question by inversion or an instruction to
// its reader. An explicit action marker keeps its line.
func (p *parser) enNotTask(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || extract.HasHangul(plain) || markerItem(plain) != nil || inlineMarker(plain) != nil {
		return false
	}
	return reInvertedQuestion.MatchString(plain) || reReaderHowTo.MatchString(plain)
}
