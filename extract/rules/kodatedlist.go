package rules

// A list dated by one of its own items (trial ko-trials37). A supervisor's
// running log writes what to bring to the next meeting as a list whose
// first item is the meeting's day and hour ("5. 다음 미팅" / "- 6월 26일
// 월요일 오후 4시" / "- 팀이름 정하기" / "- 기획서 초안 작성") — or
// whose last item is ("- 버그 수정" / "- UI 정리" / "- 10월 4일 화요일
// 오후 7시 30분"), the deadline written after its list; a team's Word
// schedule leaves the work of a period at the period's own margin ("-
// 9/21~9/27 (…)" / "- 회원가입 화면" / "- 로그인 API"). The dating item
// holds only the day — a period, a day with a clock time (an
// appointment: a bare day over items dates a log's entry as often), or a
// deadline closed by 까지 — and nothing is nested under it; the other
// items of its list are the work due then: those after it up to the next
// such item, or, when it closes the list, those before it. Items nested
// under an appointment take its day as items under a period do
// (koperiodchange.go).

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// reKoAppointment: a day, perhaps its weekday, and a clock time, nothing
// else ("6월 26일 월요일 오후 4시", "10월 4일 화요일 오후 7시 30분", "3/14(목)
// 14:00").
var reKoAppointment = regexp.MustCompile(`^` + koDatePart + `(?:\s*\(?[월화수목금토일](?:요일)?\)?)?\s*(?:(?:오전|오후|저녁|아침|낮|밤)\s*)?(?:\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?|\d{1,2}:\d{2})$`)

// reKoUntilOnly: a deadline and nothing else, closed by 까지 ("2023/10/31
// (화)까지", "11/21까지", "다음 미팅 전까지").
var reKoUntilOnly = regexp.MustCompile(`까지\s*[.!]?$`)

// koDatingLine: t, an item's text, only dates the work of its list; due
// is the deadline as written.
func koDatingLine(t string) (due string, ok bool) {
	t = strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(t)), ":： "))
	if period, ok := koPeriodLabel(t); ok {
		return period, true
	}
	if reKoAppointment.MatchString(t) {
		return t, true
	}
	if reKoUntilOnly.MatchString(t) {
		if title, due := cutDue(t); strings.TrimSpace(strings.Trim(title, " ()[]-–—,.")) == "" && due != "" {
			return t, true
		}
	}
	return "", false
}

// listSiblings: the items of the list item i belongs to, in order — the
// items under the same parent item, or, at the top, the run of top-level
// items around i that no heading or unindented paragraph breaks.
func (p *parser) listSiblings(i int) []int {
	n := p.d.Nodes[i]
	var out []int
	if n.Parent >= 0 {
		for j := n.Parent + 1; j < len(p.d.Nodes); j++ {
			m := p.d.Nodes[j]
			if m.Kind == doc.Heading {
				break
			}
			if m.Kind == doc.ListItem && m.Parent == n.Parent {
				out = append(out, j)
				continue
			}
			if m.Kind == doc.ListItem && !p.under(j, n.Parent) || m.Kind == doc.Paragraph && m.Parent < 0 {
				break
			}
		}
		return out
	}
	start := i
	for j := i - 1; j >= 0; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Parent < 0 || m.Kind == doc.TableRow {
			break
		}
		start = j
	}
	for j := start; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if j > i && (m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Parent < 0 || m.Kind == doc.TableRow) {
			break
		}
		if m.Kind == doc.ListItem && m.Parent < 0 {
			out = append(out, j)
		}
	}
	return out
}

// under: node j is nested, at any depth, under item k.
func (p *parser) under(j, k int) bool {
	for q, depth := p.d.Nodes[j].Parent, 0; q >= 0 && depth < 12; q, depth = p.d.Nodes[q].Parent, depth+1 {
		if q == k {
			return true
		}
	}
	return false
}

// koDatedListDue: list item i is work its list dates — nested under an
// appointment, or beside a dating item with nothing nested under it
// (after it, or before it when it closes the list), or nested right
// under such work ("- 9월 11일 …" / "- 클라이언트" / "  * 점프 애니메이션
// 넣기": the part's items are the work the date asks for); due is the
// date.
func (p *parser) koDatedListDue(i int) (due string, ok bool) {
	if due, ok := p.koDatedListOwnDue(i); ok {
		return due, true
	}
	if par := p.d.Nodes[i].Parent; par >= 0 && p.d.Nodes[i].Kind == doc.ListItem {
		if _, own := cutDue(stripInline(p.d.Nodes[par].Text)); own == "" {
			return p.koDatedListOwnDue(par)
		}
	}
	if n := p.d.Nodes[i]; n.Kind == doc.ListItem && n.Parent < 0 {
		// (koperiodline.go) the plain line leading the list is a period.
		return p.periodLead(i)
	}
	return "", false
}

// koDatedListOwnDue: koDatedListDue read on item i's own list.
func (p *parser) koDatedListOwnDue(i int) (due string, ok bool) {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return "", false
	}
	if _, self := koDatingLine(n.Text); self {
		return "", false
	}
	if n.Parent >= 0 {
		if t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(p.d.Nodes[n.Parent].Text)), ":： ")); reKoAppointment.MatchString(t) {
			return t, true
		}
	}
	sibs := p.listSiblings(i)
	pos := -1
	for k, j := range sibs {
		if j == i {
			pos = k
		}
	}
	if pos < 0 {
		return "", false
	}
	for k := pos - 1; k >= 0; k-- {
		if d, ok := koDatingLine(p.d.Nodes[sibs[k]].Text); ok {
			if p.hasChildren(sibs[k]) {
				// A period keeps its work both under it and after it
				// at its margin: a Word schedule loses the nesting of
				// all but the first items ("- 9/6~9/20 (…)" / "    -
				// 회원가입" / "- 게시판 CRUD"); an appointment with items
				// of its own dates only those.
				if _, period := koPeriodLabel(strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(p.d.Nodes[sibs[k]].Text)), ":： "))); !period {
					return "", false
				}
			}
			return d, true
		}
	}
	for k := pos + 1; k < len(sibs); k++ {
		if d, ok := koDatingLine(p.d.Nodes[sibs[k]].Text); ok {
			if k == len(sibs)-1 && !p.hasChildren(sibs[k]) {
				return d, true
			}
			return "", false
		}
	}
	return "", false
}

// koDatingItem: list item i only dates the other items of its list
// (koDatedListDue) and is no action itself — "- 6/3~6/9 (…)" at the
// margin of its work was read as one titled "6/3".
func (p *parser) koDatingItem(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || p.hasChildren(i) {
		return false
	}
	if _, ok := koDatingLine(n.Text); !ok {
		return false
	}
	for _, j := range p.listSiblings(i) {
		if j != i {
			if _, ok := p.koDatedListOwnDue(j); ok {
				return true
			}
		}
	}
	return false
}
