package rules

// A retrospective's plan repeats its problems as the heads of the
// proposals under them.

import (
	"strings"

	"github.com/axagent/axagent/extract"

	"github.com/axagent/axagent/extract/doc"
)

// restatedTopic: the item at i heads items nested under it and repeats,
// word for word, a line written earlier under another heading ("## Things
// to improve" / "- Standup updates not frequent" … "## Plan for next
// sprint" / "- Standup updates not frequent" / "  - post them every
// other day"): it names the problem its children answer, it is no work of
// its own. (A line repeated without children is left to the other
// readings; so is a line that names its owner or opens with a verb of
// work — a carried-over task written again.)
func (p *parser) restatedTopic(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || len(c.Owners) > 0 || workVerbFirst(stripInline(n.Text)) || !p.hasChildItem(i) {
		return false
	}
	key := restateKey(n.Text)
	if len(key) < 6 {
		return false
	}
	for j := 0; j < i; j++ {
		m := p.d.Nodes[j]
		if m.Section == n.Section || m.Kind != doc.ListItem && m.Kind != doc.Paragraph {
			continue
		}
		if k := restateKey(m.Text); k == key || strings.HasPrefix(k, key+" ") {
			return true
		}
	}
	return false
}

// hasChildItem: a list item is nested right under the item at i.
func (p *parser) hasChildItem(i int) bool {
	for j := i + 1; j < len(p.d.Nodes); j++ {
		switch m := p.d.Nodes[j]; {
		case m.Kind == doc.Blank:
			continue
		default:
			return m.Kind == doc.ListItem && m.Parent == i
		}
	}
	return false
}

// restateKey: a line's words for comparing it with another (case,
// emphasis, closing punctuation and spacing aside).
func restateKey(text string) string {
	t := strings.ToLower(stripInline(stripEmphasis(text)))
	return strings.Join(strings.Fields(strings.TrimRight(t, ".:;!,： ")), " ")
}
