package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Two Korean ways of giving work in one line, wherever the line sits.
//
// A future-work label before a colon: "다음 회의까지: 태민 - 모델 성능 비교",
// "과제: 튜닝 결과 정리", "오늘: 회원가입 API 구현" (a daily scrum's today).
// The label does for the line what a heading does for a list: it says the
// rest is work, and its horizon is the rest's deadline. A label of work
// done ("어제:", "한 일:") or of a record ("결론:") says the opposite.
//
// The work as the topic and the person who takes it: "발표는 지성이 맡음",
// "중간 보고서 작성은 예린 담당" — 맡다/담당 after a name commit that person
// to the topic, whatever the section.

var (
	// reKoLabelLine: a short label, a colon, then the rest.
	reKoLabelLine = regexp.MustCompile(`^([^:：]{1,24}?)\s*[:：]\s*(\S.*)$`)
	// reKoTodayLabel: the horizons of a daily or weekly plan written as a
	// label ("오늘", "내일", "이번 주", "금주 계획").
	reKoTodayLabel = regexp.MustCompile(`^(?:오늘|내일|금일|명일|이번\s*주|금주|다음\s*주|차주)(?:\s*(?:할\s*일|계획|목표|예정))?$`)
	// reKoDoneLabel: a label of work done or a state, never a plan.
	reKoDoneLabel = regexp.MustCompile(`어제|전일|지난|한\s*일|했던|완료|결과|회고|진행\s*상황|현황|이슈|문제|결론|결정|논의|참고|비고|^회의|^일시|^장소|^참석`)
)

// todoLabelItem: n is a to-do label and nothing else ("- 해야할것", "- 할
// 일", "- TODO"), whose lines under it are its items.
func todoLabelItem(n doc.Node) bool {
	return reKoTodoLabel.MatchString(normHeading(strings.TrimSpace(stripInline(n.Text))))
}

// koFutureLabel: label heads the work after it; due is the deadline it
// names ("" when it names none, as "과제" or "TODO").
func koFutureLabel(label string) (due string, ok bool) {
	label = strings.TrimSpace(stripEmphasis(label))
	if reDdayLabel.MatchString(label) {
		// "D-day: 12/1 …", "D-3: …": a countdown; the date is the rest's.
		return "", true
	}
	if reKoTodoLabel.MatchString(normHeading(label)) {
		// ("To-do: 결제 API": the English to-do words over Korean work.)
		return "", true
	}
	if !extract.HasHangul(label) || utf8.RuneCountInString(label) > 20 {
		return "", false
	}
	norm := normHeading(label)
	if norm == "" || reKoDoneLabel.MatchString(norm) || koRecordLabel(norm) {
		return "", false
	}
	if reKoTodoLabel.MatchString(norm) {
		return "", true
	}
	if reKoTodoLabelEnd.MatchString(norm) {
		// "면접 준비에서 더 해야 할 것:", "행사 준비로 다음 주까지 할 일:":
		// a label closed by the to-do words calls the rest work, its
		// deadline if it writes one.
		_, d := cutDue(label)
		if d == "" {
			// "다음 주 할 일:": the week the list is for.
			d = strings.TrimSpace(reHorizonDue.FindString(label))
		}
		return d, true
	}
	if !(reKoTodayLabel.MatchString(norm) || isActionHeading(norm) || futureWorkHeading(norm)) {
		return "", false
	}
	// Beyond the to-do words, a label gives work only with the time it
	// is due by: "다음 단계:" introduces a plan, "다음 회의까지:" a deadline.
	if _, d := cutDue(label); d != "" {
		return d, true
	}
	if h := strings.TrimSpace(reHorizonDue.FindString(label)); h != "" {
		return h, true
	}
	if reKoTodayLabel.MatchString(norm) {
		return strings.TrimSpace(reKoLabelPlanWord.ReplaceAllString(label, "")), true
	}
	return "", false
}

// reDdayLabel: a countdown label.
var reDdayLabel = regexp.MustCompile(`^(?i:d)\s*-\s*(?i:day|\d{1,3})$`)

// reKoTodoLabel: the words that call the rest of the line a to-do.
var reKoTodoLabel = regexp.MustCompile(`^(?:할\s*일|예정|계획|진행\s*예정|해야\s*할\s*(?:일|것)|할\s*것|과제|숙제|to[\s-]*dos?|액션\s*아이템|후속\s*조치)$`)

// reKoTodoLabelEnd: a label closed by the to-do words ("… 더 해야 할 것",
// "… 준비로 할 일").
var reKoTodoLabelEnd = regexp.MustCompile(`\s(?:할\s*일|할일|해야\s*할\s*(?:일|것)(?:들)?|할\s*것(?:들)?)$`)

// reKoToDoWords: a label that is, or closes with, "할 일" / "할 것".
var reKoToDoWords = regexp.MustCompile(`(?:^|\s)(?:할\s*일|할일|해야\s*할\s*(?:일|것)(?:들)?|할\s*것(?:들)?)$`)

// reKoLabelPlanWord: the kind of list a horizon label names ("오늘 할 일").
var reKoLabelPlanWord = regexp.MustCompile(`\s*(?:할\s*일|계획|목표|예정)\s*$`)

// koLabelLine reads a list item or a line of prose that a future-work
// label opens (see above), or returns nil.
func (p *parser) koLabelLine(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > 200 {
		return nil
	}
	si := p.section(n.Section)
	if si.done {
		return nil
	}
	t := strings.TrimSpace(stripInline(n.Text))
	if n.Kind == doc.Paragraph && n.Cont && n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem {
		// "- **다음 주 시도:**" / "전체 UI 디자인": the label's value
		// written on the line under it, read there.
		if pt := strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text)); (strings.HasSuffix(pt, ":") || strings.HasSuffix(pt, "：")) && len(pt) <= 100 {
			t = pt + " " + t
		} else if todoLabelItem(p.d.Nodes[n.Parent]) {
			// "- 해야할것" / "    김회진 : 회원관리 기본기능 완성": a to-do
			// label with no colon, its items on indented lines.
			t = pt + ": " + t
		}
	}
	m := reKoLabelLine.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	due, ok := koFutureLabel(m[1])
	if !ok || p.koNowBesideNext(i, m[1]) {
		return nil
	}
	rest := strings.TrimSpace(m[2])
	if !extract.HasHangul(rest) || noneWords[strings.ToLower(strings.Trim(rest, ". "))] || reNoValue.MatchString(strings.ToLower(rest)) || koStatus(rest) || isQuestion(rest) || koConditional(rest) {
		return nil
	}
	c := p.parseItem(rest, "")
	if c.Title == "" {
		return nil
	}
	// "오늘: 세 명 참석" says what happened today. Without a deadline
	// proper (까지, 전) the rest must name someone or read as work.
	// "김민수" over "- 다음주: 데이터 정제 로직": the person whose block the
	// label sits in names someone as well.
	// (A label of things to do — "할 일:", "… 해야 할 것:" — says so
	// itself.)
	if len(c.Owners) == 0 && !strings.Contains(due, "까지") && !strings.Contains(due, "전") && !koWorkShaped(rest) && !reKoToDoWords.MatchString(normHeading(m[1])) && p.ancestorOwner(n) == "" && p.scopeOwnerName(n) == "" {
		return nil
	}
	if c.Due == "" {
		c.Due = due
	}
	c.Syntax = "korean-label"
	return c
}

// koLabelLineOfPerson is koLabelLine for a line that names its owner or
// sits under a person's item or heading; nil otherwise.
func (p *parser) koLabelLineOfPerson(i int) *extract.Candidate {
	c := p.koLabelLine(i)
	if c == nil || len(c.Owners) > 0 {
		return c
	}
	o := p.ancestorOwner(p.d.Nodes[i])
	if o == "" {
		o = p.scopeOwnerName(p.d.Nodes[i])
	}
	if o == "" {
		return nil
	}
	// The person's block gives the line its owner now, so that what
	// judges a line with nobody ("… 예정" as a thing's future) does not
	// judge a member's labelled plan.
	c.Assignee, c.Owners = o, splitOwners(o)
	return c
}

// reKoTakes: "<work>은/는 <name>(이/가) 맡음|담당" — the noun or past
// endings that record an assignment; the plain present ("담당한다")
// states who is responsible for what, a decision of scope.
var reKoTakes = regexp.MustCompile(`^(.+?)(?:은|는|을|를)\s+([\p{Hangul}]{2,4}?)\s*(님|씨)?(?:이|가)?\s*(?:맡음|맡기로\s*(?:함|했음|했다|하였음|합의)|담당(?:함|하기로\s*(?:함|했음|했다))?|` + koChargeBecame + `)\s*[.!]?$`)

// koTakes reads "발표는 지성이 맡음": the topic is the work, the name who
// takes it. The name must be a person the notes know, a full name, a
// team, or a word that can only be a given name there.
func (p *parser) koTakes(t string) *extract.Candidate {
	m := reKoTakes.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	name := m[2]
	if utf8.RuneCountInString(m[1]) > 40 {
		// A long topic is a scope of responsibility the meeting states
		// ("… 등 나머지 대부분은 백엔드가 담당"), not one piece of work.
		return nil
	}
	if !(m[3] != "" || p.known(name) || koFullName(name) && !koCommonWord[name] || teamName(name) != "" || groupOwners[name] || koSlotWord(name)) || koRoles[name] {
		return nil
	}
	c := &extract.Candidate{Syntax: "korean-takes", Assignee: strings.TrimSpace(name + m[3]), Owners: []string{strings.TrimSpace(name + m[3])}}
	c.Title, c.Due = cutDue(strings.TrimSpace(m[1]))
	c.Title = cleanTitle(c.Title)
	if c.Title == "" {
		return nil
	}
	return c
}

// koArrowClause reads the conclusion after an arrow: "코드 컨벤션 문서
// 필요 → 건우가 작성해주기로" — a need, then who takes it. What the
// clause leaves of the work ("작성") is completed by what the line
// opened with.
func (p *parser) koArrowClause(t string) *extract.Candidate {
	k := strings.LastIndexAny(t, "→⇒")
	if a := max(strings.LastIndex(t, "->"), strings.LastIndex(t, "=>")); a > k {
		// "설치가 가능한가? -> 김동민이 확인할 것": the arrow typed as
		// two characters points at who takes it as well.
		k = a
	}
	if k <= 0 {
		return nil
	}
	before := strings.TrimSpace(strings.TrimRight(t[:k], "-=> "))
	after := strings.TrimSpace(strings.TrimLeft(t[k:], "→⇒-=> "))
	c := p.koSubject(after, false)
	if c == nil && before != "" {
		// "로그인 오류 → 민수 수정", "… → 민수 확인 필요": the member's
		// name with no particle, then the work (konamelead.go).
		if o, rest, ok := p.koLeadName(strings.TrimSpace(reKoNeedTail.ReplaceAllString(after, ""))); ok {
			// (Who takes it is read from the name's place alone: a
			// person confirms, as koSubject asks for a bare noun.)
			c = &extract.Candidate{Assignee: o, Owners: []string{o}, Problems: []string{problemConfirm}}
			c.Title, c.Due = cutDue(rest)
			if c.Title = cleanTitle(c.Title); c.Title == "" {
				c = nil
			}
		}
	}
	if c == nil {
		return nil
	}
	if before == "" {
		c.Syntax = "korean-arrow"
		return c
	}
	// The need may carry the deadline ("다음 주 월요일까지 기획서
	// 제출해야 함 → 도윤이 정리해서 제출하기로").
	bt, bdue := cutDue(before)
	if c.Due == "" && bdue != "" {
		c.Due = bdue
	}
	if tw := strings.Fields(c.Title); len(tw) > 0 && (utf8.RuneCountInString(c.Title) <= 6 || len(tw) <= 2 && utf8.RuneCountInString(c.Title) <= 8) {
		b := strings.TrimSpace(reKoNeedTail.ReplaceAllString(bt, ""))
		// The same verb on both sides is said once: "기획서 제출" and
		// "정리해서 제출" make "기획서 정리해서 제출".
		if bw := strings.Fields(b); len(bw) > 1 && bw[len(bw)-1] == tw[len(tw)-1] {
			b = strings.Join(bw[:len(bw)-1], " ")
		}
		c.Title = cleanTitle(b + " " + c.Title)
	}
	c.Syntax = "korean-arrow"
	return c
}

// reKoNeedTail: "… 필요", "… 부족", "… 해야 함": the need a line states
// before the arrow, not part of the work's title.
var reKoNeedTail = regexp.MustCompile(`\s*(?:이|가)?\s*(?:필요(?:함|해\s*보임)?|부족(?:함)?|없음|해야\s*(?:함|됨|한다|합니다|할\s*듯))\s*[.]?\s*$`)

// koWorkShaped: a Korean phrase reads as work — an action noun or a task
// ending closes it, or it commits someone.
func koWorkShaped(s string) bool {
	s = strings.TrimRight(strings.TrimSpace(s), ". ")
	return reKoActionNoun.MatchString(s) || reKoTaskNoun.MatchString(s) || reKoTask.MatchString(s) ||
		koBringBack(s) || reKoStrongCommit.MatchString(tail(s, 48))
}

// reKoTailHandles: handles closing a Korean item ("회원가입 API 구현
// @taemin"): Korean writes a handle it addresses with a particle ("@bob에게"),
// so a bare one at the end names who takes the item.
var reKoTailHandles = regexp.MustCompile(`\s(@[\p{L}\p{N}_./-]*[\p{L}\p{N}_](?:\s*[,/&]?\s*@[\p{L}\p{N}_./-]*[\p{L}\p{N}_])*)\s*$`)

var (
	// reKoNowLabel, reKoNextLabel: a label of the current period alone
	// ("이번주", "오늘") and one of the next ("다음주", "차주", "내일").
	reKoNowLabel  = regexp.MustCompile(`^(?:오늘|금일|이번\s*주|금주|이번\s*달)$`)
	reKoNextLabel = regexp.MustCompile(`^(?:내일|명일|다음\s*주|차주|다음\s*달)(?:\s*(?:할\s*일|계획|목표|예정))?$`)
)

// koNowBesideNext: label is the current period's ("- 이번주: 크롤러 완성")
// and a sibling line labels the next one ("- 다음주: 데이터 정제"): the
// pair reports what was done and plans what comes, and only the second is
// work ahead.
func (p *parser) koNowBesideNext(i int, label string) bool {
	if !reKoNowLabel.MatchString(normHeading(label)) {
		return false
	}
	n := p.d.Nodes[i]
	for j := max(0, i-8); j < min(len(p.d.Nodes), i+9); j++ {
		m := p.d.Nodes[j]
		if j == i || m.Parent != n.Parent || m.Section != n.Section || m.Kind != n.Kind {
			continue
		}
		if l := reKoLabelLine.FindStringSubmatch(strings.TrimSpace(stripInline(m.Text))); l != nil && reKoNextLabel.MatchString(normHeading(l[1])) {
			return true
		}
	}
	return false
}

// koLineLabel: the label opening a line ("한 일: …" → "한 일"),
// normalised as headings are; ok false when the line opens with none.
func koLineLabel(plain string) (label string, ok bool) {
	m := reKoLabelLine.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return "", false
	}
	return normHeading(strings.TrimSpace(stripEmphasis(m[1]))), true
}

// koTimeLabelledBlock: the list item m, a word t shaped like a given name
// where the notes list nobody (or a name they know), holds lines labelled
// by time or kind ("한 일: …", "다음 주: …", "예정: …"): a member's block
// of what was done and what comes next.
func (p *parser) koTimeLabelledBlock(m doc.Node, t string) bool {
	if !(p.known(t) || koGivenShaped(t) && !p.koRoll()) || koCommonWord[t] {
		return false
	}
	if p.timeLabelParents == nil {
		// Once per document: the lines of the items holding such labels.
		p.timeLabelParents = map[int]bool{}
		for _, n := range p.d.Nodes {
			if n.Kind != doc.ListItem || n.Parent < 0 || !extract.HasHangul(n.Text) {
				continue
			}
			label, ok := koLineLabel(stripInline(n.Text))
			if !ok {
				continue
			}
			if _, ahead := koFutureLabel(label); ahead || reKoDoneLabel.MatchString(label) {
				p.timeLabelParents[p.d.Nodes[n.Parent].Line] = true
			}
		}
	}
	return p.timeLabelParents[m.Line]
}
