package rules

// A schedule's periods as labels (trial ko-trials36). A team's plan lists
// the work of each period under an item that holds the period and nothing
// else — "- 9/6~9/20 (발표 3주 전까지)" over "  - 회원가입 : 이름" /
// "  - 관리자: 게시글 CRUD". The period item is no action (it was read as
// one titled "9/6" with the remark as its due), and the items under it
// are the work planned for that period, due by its end: they take the
// period as their deadline, and an item of the plan that no other rule
// reads ("관리자: 게시글 CRUD", a part and its work with no verb) is
// still that work, for a person to confirm.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reKoPeriodOnly: a date or a span of dates and nothing else but a
// remark in parentheses ("9/6~9/20 (발표 3주 전까지)", "3/11 ~ 3/17",
// "10월 4일~10월 9일", "9/21-9/27"). A lone date needs the span's tilde
// or a remark: a bare "3/5" over items dates a log's entry as often.
var (
	koDatePart       = `(?:\d{1,2}\s*[/.]\s*\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일)(?:\s*\([월화수목금토일]\))?`
	reKoPeriodSpan   = regexp.MustCompile(`^` + koDatePart + `\s*[~～〜]\s*(?:` + koDatePart + `|\d{1,2}\s*일)` + koWeekOrdinal + `(?:\s*\(([^()]{1,40})\))?$`)
	reKoPeriodRemark = regexp.MustCompile(`^` + koDatePart + `\s*\(([^()]{1,40})\)$`)
)

// koPeriodLabel: t (an item's text, marks and a closing colon taken off)
// is a period of a schedule; due is the period as written.
func koPeriodLabel(t string) (due string, ok bool) {
	t = strings.TrimSpace(t)
	if m := reKoPeriodSpan.FindStringSubmatch(t); m != nil {
		// (koperiodline.go) the week of the plan is no part of the due.
		return dropWeekOrdinal(t), true
	}
	if m := reKoPeriodRemark.FindStringSubmatch(t); m != nil && reDeadlineWord.MatchString(strings.ToLower(m[1])) {
		return t, true
	}
	return "", false
}

// periodOf: list item i sits right under a period label; due is the
// period.
func (p *parser) periodOf(i int) (due string, ok bool) {
	n := p.d.Nodes[i]
	if n.Kind == doc.ListItem && n.Parent < 0 {
		// (koperiodline.go) "10/31 ~ 11/6 1주" / " - 윤수 : 소켓 생성".
		return p.periodLead(i)
	}
	if n.Kind != doc.ListItem {
		return "", false
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem {
		return "", false
	}
	return koPeriodLabel(strings.TrimRight(stripInline(stripEmphasis(par.Text)), ":： "))
}

// koPeriodItem reads node i, an item under a period label, as the work
// planned for the period when no other rule read it.
func (p *parser) koPeriodItem(i int) *extract.Candidate {
	due, ok := p.periodOf(i)
	if !ok {
		// (kodatedlist.go) "- 6월 26일 월요일 오후 4시" / "- 팀이름 정하기".
		due, ok = p.koDatedListDue(i)
	}
	if !ok {
		return nil
	}
	n := p.d.Nodes[i]
	if n.Checkbox == 'x' || n.Checkbox == 'X' || p.hasChildren(i) {
		return nil
	}
	body := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if body == "" || !extract.HasHangul(body) || utf8.RuneCountInString(body) > 120 || isQuestion(body) || koPast(body) || koStatus(body) {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-period-item"}
	if name, rest := p.periodOwner(body); name != "" {
		// (koperiodline.go) "- 동우 : 서버에 오브젝트 클래스 옮기기".
		c.Assignee, c.Owners, body = name, []string{name}, rest
	}
	if !titled(c, body) {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reKoUntilPhrase: a short phrase closed by 까지 or 전까지 ("다음 iteration
// 2까지", "중간 발표 전까지") that cutDue leaves whole when a Latin word
// sits in it.
var reKoUntilPhrase = regexp.MustCompile(`^[\p{Hangul}A-Za-z0-9 ]{1,24}(?:전)?까지$`)

// koDeadlineOnly: rest, what is left of a label once its date is cut, is
// itself a deadline and names no work.
func koDeadlineOnly(rest string) bool {
	if !extract.HasHangul(rest) || len(strings.Fields(rest)) > 4 {
		return false
	}
	if title, due := cutDue(rest); strings.TrimSpace(title) == "" && due != "" {
		return true
	}
	return reKoUntilPhrase.MatchString(rest)
}

// Changes asked for in a list of feedback (trial ko-trials36). A team
// writes what a review asked it to change as a list under a label of
// feedback or of changes — a plain line "셀A 피드백" over "- 목록 화면:
// 정렬 버튼 추가", a numbered part "1. 화면 설계 회의 및 수정사항" over
// "1) 검색창에 자동완성 기능 넣기", "2. 멘토님 피드백" over "1) 게시판" over
// "- 공지 게시판 제거". The items that name a change are the team's work,
// for a person to confirm (as en-trials34's requested changes are in
// English); a remark beside them ("제목이 잘려서 보기 어려움", "전체적으로
// 깔끔함"), a question and a sub-label stay out.

// reKoChangeLabel: a label of feedback or of changes to make.
var reKoChangeLabel = regexp.MustCompile(`피드백|(?:수정|지적|요청|개선|보완|반영)\s*사항`)

// reKoChangeEnd: an item closed by a change — a noun of change, a -기
// to-do of one, a must of being or having ("표시되어야 함", "있어야 함",
// "점수화 시켜야 함"; a bare "해야 함" is as often a remark on who should),
// "안 되게", a need.
var reKoChangeEnd = regexp.MustCompile(`(?:(?:추가|제거|삭제|수정|변경|변화|구현|통일|표시|정리|반영|교체|분리|개선|보완|적용)(?:하기|시키기|할\s*것|해야\s*(?:함|한다))?|(?:넣|만들|빼|바꾸|없애|줄이|늘리|고치|나누|합치)기|(?:되어야|돼야|있어야|시켜야)\s*(?:함|한다|합니다)|되게|필요)\s*(?:\([^()]{0,40}\))?\s*[.!]?$`)

// reKoChangeArrow: "날짜 입력 string -> date": a thing and what it becomes.
var reKoChangeArrow = regexp.MustCompile(`^[^>→]{1,40}\s(?:->|→|=>)\s*[A-Za-z0-9_ ]{1,20}$`)

// koChangeLabelAbove: list item i sits under a label of feedback or
// changes — an item above it (up to three levels), or the short plain
// line right before its list.
func (p *parser) koChangeLabelAbove(i int) bool {
	n := p.d.Nodes[i]
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if t := stripInline(stripEmphasis(p.d.Nodes[j].Text)); utf8.RuneCountInString(t) <= 40 && reKoChangeLabel.MatchString(t) {
			return true
		}
	}
	if n.Section != nil {
		// "셀A 피드백" read as a heading (a short line over a list), or
		// "## 멘토 피드백".
		if t := stripInline(stripEmphasis(n.Section.Title)); utf8.RuneCountInString(t) <= 30 && reKoChangeLabel.MatchString(t) {
			return true
		}
	}
	if n.Parent >= 0 {
		return false
	}
	j := i - 1
	for j >= 0 && (p.d.Nodes[j].Kind == doc.ListItem || p.d.Nodes[j].Kind == doc.Blank) && p.d.Nodes[j].Section == n.Section {
		j--
	}
	if j < 0 {
		return false
	}
	m := p.d.Nodes[j]
	t := strings.TrimRight(strings.TrimSpace(stripInline(stripEmphasis(m.Text))), ":： ")
	return (m.Kind == doc.Paragraph || m.Kind == doc.Heading) && m.Section == n.Section && utf8.RuneCountInString(t) <= 30 && reKoChangeLabel.MatchString(t)
}

// koChangeItem reads node i, an item under a label of feedback or changes
// that names a change, as the team's work.
func (p *parser) koChangeItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	body := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if body == "" || !extract.HasHangul(body) || utf8.RuneCountInString(body) > 120 || strings.ContainsAny(body, "?？") || koPast(body) || koStatus(body) {
		return nil
	}
	if !reKoChangeEnd.MatchString(body) && !reKoChangeArrow.MatchString(body) {
		return nil
	}
	if !p.koChangeLabelAbove(i) {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-change-item"}
	if !titled(c, body) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// Who moves where (trial ko-trials36). Under a label of changes to the
// team — "## 인원 재편성", "인원 변동", "3. 프로젝트 역할 변경" — an item
// says who now sits where ("- 지안: 셀 A → 셀 B 지원사격", "- 세아: 백엔드 ->
// 인프라", "- 정현: 셀22", "1) 문서 관리자: 이승환 -> 박지훈"): a role or a
// place in the team, no task (as a role kept is none).

// reKoMoveLabel: a label of changes to who is on which part or role.
var reKoMoveLabel = regexp.MustCompile(`(?:인원|역할|멤버|팀원|조직|담당자?|셀)\s*(?:변동|변경|재편성|재배정|이동|교체)`)

// reKoMoveArrow: "A -> B", "A → B".
var reKoMoveArrow = regexp.MustCompile(`(?:->|→|=>)`)

// koMoveLabelAbove: node i sits under a label of changes to the team.
func (p *parser) koMoveLabelAbove(i int) bool {
	n := p.d.Nodes[i]
	for j, depth := n.Parent, 0; j >= 0 && depth < 2; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if t := stripInline(stripEmphasis(p.d.Nodes[j].Text)); utf8.RuneCountInString(t) <= 30 && reKoMoveLabel.MatchString(t) {
			return true
		}
	}
	if n.Parent >= 0 || n.Section == nil {
		return false
	}
	t := stripInline(stripEmphasis(n.Section.Title))
	return utf8.RuneCountInString(t) <= 30 && reKoMoveLabel.MatchString(t)
}

// koMoveItem: list item i is a move in the team (see above): under such a
// label, "who: where" — an arrow from one part or role to another, or a
// place of a few words — with no work written as a to-do.
func (p *parser) koMoveItem(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return false
	}
	body := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	m := reListLabel.FindStringSubmatch(body)
	if m == nil {
		m = reRoleRoll.FindStringSubmatch(body)
	}
	if m == nil || koVerbTodo(body) || reKoChangeEnd.MatchString(body) {
		return false
	}
	where := strings.TrimSpace(m[2])
	if !reKoMoveArrow.MatchString(where) && len(strings.Fields(where)) > 2 {
		return false
	}
	return p.koMoveLabelAbove(i)
}
