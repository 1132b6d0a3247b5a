package rules

import "github.com/axagent/axagent/extract/doc"

// indentedUnderHeading: paragraph line i belongs to a block indented as a
// whole under a heading or a label ("ACTION ITEMS:" / "    Dana to draft
// the budget" / "    Eli will book the room"), as plain-text minutes and
// e-mails indent a part's lines. Such lines are the part's lines as those
// at the margin are; lines indented under a list item continue the item.
func (p *parser) indentedUnderHeading(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || n.Indent == 0 || n.Quote > 0 {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		m := p.d.Nodes[j]
		switch {
		case m.Kind == doc.Blank:
		case m.Kind == doc.Paragraph && m.Indent == n.Indent:
		case m.Kind == doc.Heading:
			return true
		default:
			return false
		}
	}
	return false
}
