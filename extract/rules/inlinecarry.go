package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// An item that opens with a carry-over label of its own ("- Carried over:
// 서연: Q3 budget report", "- 이월: 민서: 견적서 발송") restates an earlier
// action of the person it names, wherever the item is (under
// "Discussion" too): read as that person's carry-over line, for the
// series to link — never dropped as a remark.

// reInlineCarry: the label, then the rest of the item.
var reInlineCarry = regexp.MustCompile(`(?i)^(?:carried\s+(?:over|forward)|carry[- ]?over|rolled\s+over|still\s+open|이월(?:\s*항목)?|지난\s*주\s*이월)\s*[:：]\s*(\S.*)$`)

// inlineCarryOver reads item i as a carry-over line when it opens with a
// carry-over label and then "Name: work" of a person the notes know.
func (p *parser) inlineCarryOver(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || len(n.Text) > maxItemBytes {
		return nil
	}
	m := reInlineCarry.FindStringSubmatch(stripInline(n.Text))
	if m == nil {
		return nil
	}
	nm := reNameLead.FindStringSubmatch(m[1])
	if nm == nil || !p.known(strings.TrimPrefix(nm[1], "@")) {
		return nil
	}
	c := &extract.Candidate{Assignee: nm[1], Owners: []string{strings.TrimPrefix(nm[1], "@")}, Syntax: "inline-carry-over", Restates: extract.RestatesCarryOver}
	if !titled(c, nm[2]) {
		return nil
	}
	return c
}

// markInlineCarry: an action read from such an item by another rule is a
// carry-over line too.
func markInlineCarry(c *extract.Candidate, n doc.Node) {
	if c.Restates == "" && reInlineCarry.MatchString(stripInline(n.Text)) {
		c.Restates = extract.RestatesCarryOver
	}
}
