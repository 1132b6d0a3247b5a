package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// reMinutesLabel: a child line that records what the meeting did with
// the item above it ("Discussion: …", "Decision: …", "Outcome: …",
// "Question raised: …").
var reMinutesLabel = regexp.MustCompile(`^(?:\*\*|__)?(?i:discussion|discussed|decision|decided|outcome|conclusion|question\s+raised|notes?|summary|tbd)(?:\*\*|__)?\s*[:：]`)

// discussedTopic: list item i is a topic the meeting took up — a child of
// it records the discussion or the decision. A future-work heading over
// an agenda ("### This week:") does not make its topics tasks; the work
// they lead to is written in the children or in an action list.
func (p *parser) discussedTopic(i int) bool {
	n := p.d.Nodes[i]
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || m.Indent <= n.Indent {
			return false
		}
		if m.Parent == i && reMinutesLabel.MatchString(strings.TrimSpace(stripInline(m.Text))) {
			return true
		}
	}
	return false
}
