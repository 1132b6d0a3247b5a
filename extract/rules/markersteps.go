package rules

import (
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// markerStep: list item i, nested under an item an action marker opens
// with work of its own ("- Action: use the group to plan the training" /
// "  - Invite Dana and list the topics" / "  - Look at who can teach"),
// is a step of that action when it opens with a verb of work, a capital
// and no question: a task of its own, the marker's owner unless it names
// one. nil otherwise.
func (p *parser) markerStep(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem || par.Indent >= n.Indent || markerItem(stripInline(par.Text)) == nil {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if !workVerbFirst(plain) || !capitalStep(plain) || isQuestion(plain) || markedDone(n.Text) || enDoneReport(plain) {
		return nil
	}
	c := p.parseItem(n.Text, "")
	if c == nil || c.Title == "" {
		return nil
	}
	if len(c.Owners) == 0 {
		if pc := p.node(n.Parent); pc != nil && len(pc.Owners) > 0 {
			c.Assignee, c.Owners = pc.Assignee, append([]string(nil), pc.Owners...)
		}
	}
	c.Syntax = "marker-step"
	return c
}
