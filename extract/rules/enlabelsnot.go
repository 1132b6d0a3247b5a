package rules

// Lines of English minutes that look like work under an action heading
// but are the minutes' own furniture: a heads-up, a label that ends in a
// colon, a template's part over the items it groups.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reHeadsUp: a line that tells, not asks ("Heads up re: the venue
	// …", "FYI the CI is flaky", "PSA: …").
	reHeadsUp = regexp.MustCompile(`^(?i:heads[- ]?up|fyi|psa|for\s+your\s+information)\b`)
	// reTemplatePart: the parts of a meeting template written as items
	// over the items they group ("2. Open PRs", "3. Open issues",
	// "Decisions needed", "Help or discussion needed; …").
	reTemplatePart = regexp.MustCompile(`^(?i:open\s+(?:prs|pull\s+requests|issues|questions|items)|(?:decisions?|help|discussion|input|feedback)(?:\s+or\s+\p{L}+)?\s+(?:needed|required|wanted)|(?:new|old|other)\s+business|agenda\s+items?)\s*(?:[;:：].*)?$`)
)

// enFurniture: the line at i is none of the work it sits among — a
// heads-up that names nobody, a short label that ends in a colon with no
// owner ("New goals:"), or a meeting template's part over nested items.
func (p *parser) enFurniture(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || extract.HasHangul(n.Text) || len(c.Owners) > 0 {
		return false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if reHeadsUp.MatchString(plain) {
		return true
	}
	label := strings.TrimSpace(strings.TrimRight(plain, ":： "))
	if introLabel(plain) && len(strings.Fields(plain)) <= 4 && !p.hasChildItem(i) && !workVerbFirst(plain) && strings.TrimSpace(strings.TrimRight(c.Title, ":： ")) == label && !p.continuedBelow(i) {
		return true
	}
	if n.Kind == doc.ListItem && n.Checkbox == 0 && p.hasChildItem(i) && reTemplatePart.MatchString(strings.TrimSpace(reNumLead.ReplaceAllString(plain, ""))) {
		return true
	}
	return false
}

// continuedBelow: the line right under i carries on its item ("- Agenda :"
// / "  Moderator must create the next meeting"), text, not an item.
func (p *parser) continuedBelow(i int) bool {
	if i+1 >= len(p.d.Nodes) {
		return false
	}
	m := p.d.Nodes[i+1]
	return m.Kind == doc.Paragraph && m.Indent > p.d.Nodes[i].Indent
}
