package rules

// Personal status updates (issue 28, the cost of possible actions): a
// weekly update written per person — "- @olizilla" over "- Done:",
// "- Blocked:" and "- Next:" lists — reports each one's own plans beside
// what they did. The "Next" items are a status report, not work the
// meeting gave (corpus/extraction/README.md: "status reports … are not
// labelled"), so they are no possible action; the team's own "Next
// steps" list, under no person or with no status list beside it, still
// is.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

var (
	// reNextLabel: the label of one's planned work in an update.
	reNextLabel = regexp.MustCompile(`(?i)^(?:next|up\s+next|next\s+(?:week|up)|this\s+week|planned|plans?|to\s*do)$`)
	// reStatusLabel: the label of one's finished or stuck work beside it.
	reStatusLabel = regexp.MustCompile(`(?i)^(?:done|completed?|finished|last\s+week|blocked|blockers?|in\s+progress|wip)$`)
)

// labelWords: a short item's text as a label ("**Next:**" → "Next").
func labelWords(s string) string {
	if len(s) > 40 {
		return ""
	}
	return strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(s)), ":： "))
}

// personalNextItem: node i lies under a "Next" label of a person's
// status update — the label's parent item (or, at the top of a list, its
// heading) is a person, and a "Done"/"Blocked"/"Last week" label is its
// sibling.
func (p *parser) personalNextItem(i int) bool {
	n := p.d.Nodes[i]
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		l := p.d.Nodes[j]
		if l.Kind != doc.ListItem || !reNextLabel.MatchString(labelWords(l.Text)) {
			continue
		}
		owner := ""
		if l.Parent >= 0 {
			owner = p.scopeOwner(p.d.Nodes[l.Parent].Text)
		} else if l.Section != nil {
			owner = p.scopeOwner(l.Section.Title)
		}
		if owner == "" || teamName(owner) != "" {
			return false
		}
		for k := max(0, j-200); k < len(p.d.Nodes) && k <= j+200; k++ {
			m := p.d.Nodes[k]
			if k != j && m.Kind == doc.ListItem && m.Parent == l.Parent && m.Section == l.Section && m.Indent == l.Indent && reStatusLabel.MatchString(labelWords(m.Text)) {
				return true
			}
		}
		return false
	}
	return false
}
