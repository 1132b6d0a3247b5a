package rules

import (
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract/doc"
)

// leadInListDue: the deadline a short line written just above a list
// gives the list's items ("### 이번 주 목표" / "1차 산출물 — 10/02(목)
// 마감" / "- [ ] 화면 설계서"): the line names when the items are due,
// closer to them than the heading's horizon. Only a line that is a
// deadline and at most a short label beside it, in the items' own
// section, with nothing but blank lines and the list's earlier items
// between.
func (p *parser) leadInListDue(i int) string {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent >= 0 {
		return ""
	}
	// (A list longer than this has left its lead-in behind; the bound
	// also keeps a long list linear.)
	for j := i - 1; j >= 0 && j >= i-64; j-- {
		m := p.d.Nodes[j]
		switch {
		case m.Kind == doc.Blank:
			continue
		case m.Kind == doc.ListItem && m.Section == n.Section:
			continue
		case m.Kind == doc.Paragraph && m.Section == n.Section && !m.Cont:
			plain := strings.TrimSpace(stripInline(m.Text))
			if !strings.ContainsAny(plain, "0123456789") || !reDeadlineWord.MatchString(plain) {
				return ""
			}
			rest, due := cutDue(plain)
			rest = strings.TrimSpace(strings.Trim(rest, " -–—:·"))
			if due == "" || !reDeadlineWord.MatchString(due) || utf8.RuneCountInString(rest) > 20 || strings.ContainsAny(rest, ".。") {
				return ""
			}
			return due
		default:
			return ""
		}
	}
	return ""
}
