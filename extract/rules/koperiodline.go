package rules

// A schedule's period as the plain line leading its list. Plans typed
// without nesting write the period on a line of its own at the margin and
// the work of the period as the list right under it — "10/31 ~ 11/6 1주"
// over " - 윤수 : 클라이언트 소켓 생성" / " - 동우 : 프로토콜 구조체 추가",
// "3/11~3/17 (2주차)" over "- 로그인 화면". As a period item over nested
// items (koperiodchange.go), the line only dates the list: its items are
// the work planned for the period, due by its end, and an item that opens
// with a person and a colon is that person's. A period may carry the
// week of the plan it is ("1주", "(2주차)").

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract/doc"
)

// koWeekOrdinal: the week of a plan written after its period ("1주",
// "2주차", "3 주차").
const koWeekOrdinal = `(?:\s*\d{1,2}\s*주\s*차?)?`

// periodLead: top-level list item i belongs to a list led by a plain line
// (or a heading) that is only a period; due is the period.
func (p *parser) periodLead(i int) (due string, ok bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent >= 0 {
		return "", false
	}
	j := i - 1
	for j >= 0 && (p.d.Nodes[j].Kind == doc.ListItem || p.d.Nodes[j].Kind == doc.Blank) && p.d.Nodes[j].Section == n.Section {
		j--
	}
	if j < 0 {
		return "", false
	}
	m := p.d.Nodes[j]
	if !(m.Kind == doc.Paragraph && m.Parent < 0 || m.Kind == doc.Heading) {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： "))
	if utf8.RuneCountInString(t) > 48 {
		return "", false
	}
	return koPeriodLabel(t)
}

// periodOwner: an item of a period's plan that opens with a person and a
// colon ("동우 : 서버에 오브젝트 클래스 옮기기", "전원 : 플레이 테스트"): the
// person, and the work after the colon. A part or a role before the colon
// ("관리자: 게시글 CRUD") is no person.
func (p *parser) periodOwner(body string) (name, rest string) {
	m := reLeadKoName.FindStringSubmatch(body)
	if m == nil {
		return "", ""
	}
	name, rest = strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
	if rest == "" || !(koGivenShaped(name) || p.known(name) || groupOwners[name] || koFullName(name) && utf8.RuneCountInString(name) == 3 && !koCommonWord[name]) {
		return "", ""
	}
	return name, rest
}

// reKoWeekOrdinalAt: a week ordinal right after a period's span.
var reKoWeekOrdinalAt = regexp.MustCompile(`\s*\d{1,2}\s*주\s*차?\s*$`)

// dropWeekOrdinal: period t without the week of the plan written after
// its span ("10/31 ~ 11/6 1주" → "10/31 ~ 11/6"); a remark in
// parentheses stays.
func dropWeekOrdinal(t string) string {
	head, tail := t, ""
	if k := strings.IndexAny(t, "(（"); k > 0 {
		head, tail = t[:k], t[k:]
	}
	if loc := reKoWeekOrdinalAt.FindStringIndex(head); loc != nil {
		head = head[:loc[0]]
		if tail != "" {
			head += " "
		}
	}
	return strings.TrimSpace(head + tail)
}
