package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/extract/doc"
)

// Rules of issue 28 read from Korean team logs that were not used to build
// the extractor (fresh set 28n): the grammar and the shape of a running
// log, not the words of one team.

// logDateHeading: a heading that is nothing but a date ("### 2021.12.21
// (화)", "## 2024-10-21(월)") is a deadline its items inherit only when it
// is the one such heading. Notes that head two or more entries that way are
// a running log, one entry a day: each date is when the entry was written,
// and its items are what was done or discussed that day, not work due then.
// A date with a deadline word ("## 11/20(금)까지") stays a deadline.
func (p *parser) logDateHeading(s *doc.Section, si *secInfo) {
	if !si.dueOnly || si.due == "" || reDeadlineWord.MatchString(strings.ToLower(si.due)) {
		return
	}
	if p.dateHeadings() < 2 {
		return
	}
	si.due, si.dueOnly = "", false
}

// dateHeadings counts the headings of the notes that are nothing but a date
// without a deadline word (counted once).
func (p *parser) dateHeadings() int {
	if p.dateHeads >= 0 {
		return p.dateHeads
	}
	p.dateHeads = 0
	for _, n := range p.d.Nodes {
		if n.Kind != doc.Heading {
			continue
		}
		rest, due := cutDue(stripEmphasis(n.Text))
		if due == "" || strings.TrimSpace(strings.Trim(rest, " -–—·:")) != "" || reDeadlineWord.MatchString(strings.ToLower(due)) {
			continue
		}
		p.dateHeads++
	}
	return p.dateHeads
}

// reKoPersonOnly: an item or label that is nothing but a Korean name,
// with 님/씨 or not ("* 선민", "- 홍정원님", "동훈:").
var reKoPersonOnly = regexp.MustCompile(`^([\p{Hangul}]{2,4}?)\s*(님|씨)?\s*[:：]?$`)

// koNameShape: the name an item or a label's head is, when it is shaped as
// one and is no word a heading, a team or a role uses; "" otherwise.
func koNameShape(text string) (name string, honorific bool) {
	t := strings.TrimSpace(stripInline(stripEmphasis(text)))
	m := reKoPersonOnly.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	w := m[1]
	if koCommonWord[w] || koSectionLabels[w] || koRoles[w] || groupOwners[w] || teamName(w) != "" || koTitleOnly(w) {
		return "", false
	}
	return w, m[2] != ""
}

// koRunPeople: in a run of items or lines of the same shape — each nothing
// but a name ("* 선민" / "* 무성" / …) or a name labelling its line
// ("동훈: …" / "승환: …" / …) — the words in the name's place are all
// people when two or more of them are people the rules know by their shape
// (a surname before a given name, an honorific). A team writes its
// members' given names alone ("동훈", "태준"): the surname list cannot
// read them, the list they stand in can.
func (p *parser) koRunPeople(names []string, hon []bool) bool {
	if len(names) < 3 {
		return false
	}
	sure := 0
	seen := map[string]bool{}
	for k, w := range names {
		if seen[w] {
			return false
		}
		seen[w] = true
		if hon[k] || p.known(w) || p.koPerson(w) || koFullName(w) && utf8.RuneCountInString(w) == 2 {
			sure++
		}
	}
	return sure >= 2
}

// koLabelRunNames keeps the given names a run of name-labelled lines writes
// (koRunPeople): "동훈: DB 수정, … 배포 예정" beside "승환: …", "기정: …",
// "지수: …" names who commits. They own the line they label; they are not
// made names the notes know everywhere (a label is no proof of a person
// outside its run).
func (p *parser) koLabelRunNames() {
	var run []string
	var hon []bool
	flush := func() {
		if p.koRunPeople(run, hon) {
			for _, w := range run {
				p.runNames[w] = true
			}
		}
		run, hon = run[:0], hon[:0]
	}
	prevKind, prevIndent := doc.Blank, -1
	for _, n := range p.d.Nodes {
		if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
			if n.Kind != doc.Blank {
				flush()
			}
			continue
		}
		w, h := "", false
		if m := reLeadKoName.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text)))); m != nil {
			w, h = koNameShape(m[1] + ":")
		}
		if w == "" || n.Kind != prevKind || n.Indent != prevIndent {
			flush()
		}
		prevKind, prevIndent = n.Kind, n.Indent
		if w != "" {
			run = append(run, w)
			hon = append(hon, h)
		}
	}
	flush()
}

// koPersonParent: the person item n is nested under ("* 선민" / "  *
// 오프라인 PUSH 알람"): a name alone, which the notes know, or one of a
// run of sibling items that are all names (koRunPeople); "" otherwise.
func (p *parser) koPersonParent(n doc.Node) string {
	if n.Parent < 0 {
		return ""
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem {
		return ""
	}
	return p.koNameInRun(par.Text, func(m doc.Node) bool {
		return m.Kind == doc.ListItem && m.Parent == par.Parent && m.Indent == par.Indent && m.Section == par.Section
	})
}

// reBracketLabelOnly: an item that is only a label in square brackets
// ("[유료 스터디 / 검색]").
var reBracketLabelOnly = regexp.MustCompile(`^\[[^\[\]]{1,60}\]$`)

// reKoStateEnd: "… 이유를 거의 잡은 상태": the state the work is in.
var reKoStateEnd = regexp.MustCompile(`[은는인된한]\s*상태\s*[.!]*$`)

// reKoDeliberation: "… 구성할까 고민중", "… 넣을까 싶습니다": a thought the
// person weighs, not work they take.
var reKoDeliberation = regexp.MustCompile(`[\p{Hangul}]까\s*(?:고민|싶|생각|해요|합니다)`)

// koPersonItem reads list item i, nested under an item that is nothing but
// a person, as that person's work to confirm: "* 선민" / "  * 오프라인 PUSH
// 알람" says what "* 선민: 오프라인 PUSH 알람" (owner-colon) says, the name
// written once above its lines. What the item reports as done or under
// way, asks, weighs or remarks ("…했습니다", "진행 중", "…할까 고민중",
// "좋아요") is none.
func (p *parser) koPersonItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	owner := p.koPersonParent(n)
	plain := strings.TrimSpace(stripInline(n.Text))
	if owner == "" && n.Parent >= 0 && p.d.Nodes[n.Parent].Kind == doc.ListItem && koToDoForm(plain) {
		// "- 박서영님" / "  - redis 예시 돌려보기" / "    - 미러링도
		// 찾아볼게요": a step the person commits to under their own item
		// is theirs too.
		owner = p.koPersonParent(p.d.Nodes[n.Parent])
	}
	if owner == "" {
		return nil
	}
	if !p.koPersonWork(n, plain) || koDoneLabelled(plain) || reFinishedMark.MatchString(plain) {
		return nil
	}
	if reBracketLabelOnly.MatchString(plain) && p.hasChildren(i) {
		// "- 선영" / "  - [유료 스터디 도메인]" / "    - 시작일 추가하기":
		// a part of the work in brackets heads the person's steps.
		return nil
	}
	c := &extract.Candidate{Assignee: owner, Owners: []string{owner}, Syntax: "ko-person-parent"}
	// "… 수정할 예정이고": the plan goes on to the next item.
	plain = reKoPlanGoesOn.ReplaceAllString(plain, "예정")
	if !titled(c, plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// koDoneLabelled: plain opens with a label of what was done or is under
// way ("한 일: …", "완료: …", "진행 중: …", "지난 주: …"): a report of the
// member's work, whatever its ending.
func koDoneLabelled(plain string) bool {
	label, ok := koLineLabel(plain)
	return ok && (reKoDoneLabel.MatchString(label) || koStatus(label))
}

// reKoDayHeading: a heading that is only a day of a running log ("190805",
// "2026.03.02 (월)", "3/2 스크럼").
var reKoDayHeading = regexp.MustCompile(`^(?:\d{6}|\d{8}|\d{4}[-./]\s?\d{1,2}[-./]\s?\d{1,2}\.?|\d{1,2}[/.]\d{1,2})\s*(?:[(（]\p{Hangul}[)）])?\s*(?:스크럼|회의|회의록|미팅|데일리)?$`)

// koPersonColonItem reads list item i, "* 선민: 알림 에러수정" in a run of
// such items that name people (koLabelRunNames) under a day's heading of
// a running log, as that person's work to
// confirm, as koPersonItem reads "* 선민" / "  * 알림 에러수정": the same
// list written on one line. What koPersonItem leaves, it leaves.
func (p *parser) koPersonColonItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	m := reLeadKoName.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
	if m == nil {
		return nil
	}
	owner, _ := koNameShape(m[1] + ":")
	if owner == "" || !p.runNames[owner] || n.Section == nil || !reKoDayHeading.MatchString(strings.TrimSpace(stripInline(stripEmphasis(n.Section.Title)))) {
		// (Under a topic — "## DB 설계" / "- 윤서진 : 주문, 결제" — the
		// names may split a design, not take work: possible only.)
		return nil
	}
	plain := strings.TrimSpace(m[2])
	if !p.koPersonWork(n, plain) {
		return nil
	}
	c := &extract.Candidate{Assignee: owner, Owners: []string{owner}, Syntax: "ko-person-colon"}
	if !titled(c, plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// koWorkAheadHeading: a Korean heading of the work ahead that the horizon
// words of futureWorkHeading miss — the day's work of a daily stand-up
// ("금일 업무", "오늘 작업", "내일 진행할 사항") and what is left to do ("남은
// 사항", "남은 작업"). A day's heading of what was done ("오늘 한 일",
// "금일 성과") or of what to discuss ("논의할 사항") is none. Without a
// day, the work is still ahead when a future modifier of doing heads the
// kind of work ("진행할 업무 내용 정리", "해야 할 작업 목록"): the section
// lists it, whatever word ("정리", "공유") closes the title.
var reKoWorkAheadHeading = regexp.MustCompile(`^(?:(?:금일|오늘|당일|내일|명일)(?:의)?\s*(?:업무|작업|과제|목표|계획|(?:진행|해야)\s*할\s*(?:사항|것|일|작업))(?:\s*공유)?|(?:남은|남아\s*있는|잔여)\s*(?:사항|것|부분|일|작업|과제|업무)(?:들)?|(?:앞으로\s*)?(?:진행|처리|해야)\s*할\s*(?:업무|작업|과제|사항|일|것)(?:들)?(?:\s*(?:내용|목록|리스트))?(?:\s*(?:정리|공유))?)$`)

func koWorkAheadHeading(norm string) bool { return reKoWorkAheadHeading.MatchString(norm) }

// koLineOwner gives an owner-less candidate the owner its own line names
// in Korean shapes the other readings leave:
//   - a topic labelled with the person in charge ("회원관리(이건구) : …":
//     koTopicPerson);
//   - a team labelling the line ("- 백엔드: bokeh 시각화 방법 독학"), or a
//     label in a run of such lines of which two or more are teams
//     ("- 데이터 분석: …" beside "- 프론트엔드: …", "- 백엔드: …"): the team
//     does the work, and the label leaves the title;
//   - a person made the subject with an honorific and a subject particle
//     after the topic ("로고는 일단 연화님께서 맡아주시는걸로"): 님/씨 with
//     께서/이/가 marks who acts, whatever comes first — unless the line
//     reports what that person said ("멘토님께서 … 보라고 하심") or names a
//     role.
func (p *parser) koLineOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if m := reDashGlued.FindStringSubmatch(plain); m != nil && n.Kind == doc.Paragraph {
		plain = m[1] // "-프론트엔드: …" after a <br>: the writer's bullet
	}
	if o := p.koTopicPerson(plain, n); o != "" {
		c.Assignee, c.Owners = o, []string{o}
		// "회원관리(이건구) : 회원 DB 재설계": the label leaves the title.
		if k := strings.IndexAny(c.Title, ":："); k > 0 && strings.Contains(c.Title[:k], o) {
			if t := strings.TrimSpace(strings.TrimLeft(c.Title[k:], ":： ")); t != "" {
				c.Title = t
			}
		}
		return
	}
	if m := reKoLabelColon.FindStringSubmatch(plain); m != nil {
		if team := p.koTeamLabel(m[1], n); team != "" {
			c.Assignee, c.Owners = team, []string{team}
			if rest, ok := strings.CutPrefix(strings.TrimSpace(c.Title), m[1]); ok {
				if t := strings.TrimSpace(strings.TrimLeft(rest, " :：")); t != "" {
					c.Title = t
				}
			}
			return
		}
	}
	if m := reKoHonorificSubject.FindStringSubmatch(plain); m != nil && !koTitleOnly(m[1]+m[2]) && !koRoles[m[1]] && !koCommonWord[m[1]] && !koConditional(plain) && !reKoReported.MatchString(plain) {
		c.Assignee, c.Owners = m[1], []string{m[1]}
		return
	}
	if o := koNamedTitleSubject(plain); o != "" {
		c.Assignee, c.Owners = o, []string{o}
	}
}

// reKoReported: "…보강하라고 하심", "…다시 보자고 말씀": the subject said
// it; who does the work is someone else.
var reKoReported = regexp.MustCompile(`(?:라|다|자|냐)고\s*(?:하|말|전|요청|부탁|했|말씀)`)

// reKoHonorificSubject: a name with 님/씨 and a subject particle, after a
// topic or at the start ("연화님께서 맡아주시는걸로", "… 서윤씨가 정리").
var reKoHonorificSubject = regexp.MustCompile(`(?:^|\s)([\p{Hangul}]{2,4}?)(님|씨)\s*(?:께서|이|가)\s`)

// koTeamLabel: label, which opens line n before a colon, as a team: one
// teamScope reads, or one of a run of sibling label lines of which two or
// more are teams; "" otherwise.
func (p *parser) koTeamLabel(label string, n doc.Node) string {
	if team := p.teamScope(label); team != "" {
		return team
	}
	if koSectionLabels[label] || koCommonWord[label] || utf8.RuneCountInString(label) > 8 {
		return ""
	}
	teams := 0
	for m := range p.siblings(n) {
		// ("-백엔드: 김하늘" after a <br>: a dash with no space is the
		// writer's bullet.)
		lm := reKoLabelColon.FindStringSubmatch(strings.TrimLeft(strings.TrimSpace(stripInline(stripEmphasis(m.Text))), "-•·* "))
		if lm != nil && p.teamScope(lm[1]) != "" {
			teams++
		}
	}
	if teams >= 2 {
		return label
	}
	return ""
}

// koFreshForms reads list item or line i by the rules of this file that make
// a candidate (the chain of parseWith asks it last).
func (p *parser) koFreshForms(i int) *extract.Candidate {
	if c := p.koPersonItem(i); c != nil {
		return c
	}
	if c := p.koPersonColonItem(i); c != nil {
		return c
	}
	if c := p.koListDeadline(i); c != nil {
		return c
	}
	if c := p.koQuotedTodo(i); c != nil {
		return c
	}
	if c := p.koParenPlan(i); c != nil {
		return c
	}
	if c := p.koDecidedWork(i); c != nil {
		return c
	}
	if c := p.koProseAgreed(i); c != nil {
		return c
	}
	return p.koProsePlanned(i)
}

// reKoDeadlineLine: a line that is nothing but a deadline, maybe after a
// word naming it ("기간은 다음주 화요일까지", "마감: 11/20", "~ 금요일까지").
var reKoDeadlineLabel = regexp.MustCompile(`^(?:기간|마감|기한|마감일|마감\s*기한|데드라인|일정)?\s*(?:은|는|이|:|：|-|~)?$`)

// koDeadlineLine: the deadline line text is, or "".
func koDeadlineLine(text string) string {
	t := strings.TrimSpace(stripInline(stripEmphasis(text)))
	if t == "" || utf8.RuneCountInString(t) > 40 || !extract.HasHangul(t) {
		return ""
	}
	rest, due := cutDue(t)
	if due == "" || !reDeadlineWord.MatchString(strings.ToLower(due)) || !reKoDeadlineLabel.MatchString(strings.TrimSpace(rest)) {
		return ""
	}
	return due
}

// koListDeadline reads top-level list item i as work due when the list it
// belongs to is closed by a line that is nothing but a deadline ("- 헤더
// 구현" … "- 푸터 구현" / "기간은 다음주 화요일까지"): the deadline is the
// list's, and each item written as work (a work noun or a to-do ending)
// is a task due then. Nested items are the details of their parent.
func (p *parser) koListDeadline(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent >= 0 || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	due := p.koListClosingDue(i)
	if due == "" {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if isQuestion(plain) || koStatus(plain) || koConditional(plain) || !p.koWorkForm(plain, n) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done || si.nonAction {
		return nil
	}
	return subjectless("ko-list-deadline", plain, due)
}

// koListClosingDue: the deadline of the line that closes the list top-level
// item i belongs to, or "". What is nested under the list's items — a
// wrapped remark, a detail list ("1. coverage 측정" / "    80% 넘는지
// 확인") — is read past (trial ko-trials37: "**2023/10/31(화)까지**"
// after such a list).
func (p *parser) koListClosingDue(i int) string {
	n := p.d.Nodes[i]
	for j, k := i+1, 0; j < len(p.d.Nodes) && k < 64; j, k = j+1, k+1 {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank || m.Kind == doc.ListItem && m.Section == n.Section {
			continue
		}
		if m.Kind == doc.Paragraph && m.Section == n.Section && m.Parent >= 0 {
			continue
		}
		if m.Kind == doc.Paragraph && m.Section == n.Section || m.Kind == doc.Heading && m.Level >= 7 {
			// (A line followed by a list of its own is read as that
			// list's pseudo heading; it still closes the list above.)
			return koDeadlineLine(m.Text)
		}
		return ""
	}
	return ""
}

// reKoTrailNoise: what closes an item after its last word ("… 구현 -",
// "… 설정.", "… 노출 구현'").
var reKoTrailNoise = regexp.MustCompile(`[\s\-–—.'"’”]+$`)

// koWorkForm: plain is written as work (formSignal), read on the item
// without its closing marks, or on its head before a " - " that adds a
// detail ("헤더 구현 - 우리 이미지 3개 사용").
func (p *parser) koWorkForm(plain string, n doc.Node) bool {
	t := reKoTrailNoise.ReplaceAllString(plain, "")
	if p.formSignal(t, n) != "" {
		return true
	}
	if k := strings.Index(t, " - "); k > 0 {
		return p.formSignal(reKoTrailNoise.ReplaceAllString(t[:k], ""), n) != ""
	}
	return false
}

// koQuotedTodo reads line i, in a block quote under a line that is an
// action label ("> TODO" / ">" / "> 파이어베이스 개발"), as an item of that
// to-do list: the quote's lines are its items, one a line, and the person
// whose heading the quote sits under ("### 동관") owns them.
func (p *parser) koQuotedTodo(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || n.Quote == 0 || len(n.Text) > maxItemBytes || n.Cont {
		return nil
	}
	label := -1
	for j := i - 1; j >= 0 && i-j < 24; j-- {
		m := p.d.Nodes[j]
		if m.Quote != n.Quote || m.Section != n.Section || m.Kind != doc.Blank && m.Kind != doc.Paragraph {
			break
		}
		if m.Kind == doc.Paragraph && isActionHeading(normHeading(strings.TrimRight(m.Text, ":： "))) {
			label = j
			break
		}
	}
	if label < 0 {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || isQuestion(plain) || koStatus(plain) {
		return nil
	}
	c := &extract.Candidate{Syntax: "quoted-todo"}
	if !titled(c, plain) {
		return nil
	}
	if o := p.koHeadingPerson(n.Section); o != "" {
		c.Assignee, c.Owners = o, []string{o}
	}
	return c
}

// koHeadingPerson: the person the heading of s is (a name the notes know,
// or one of sibling headings that are all names: koRunPeople); "".
func (p *parser) koHeadingPerson(s *doc.Section) string {
	if s == nil {
		return ""
	}
	return p.koNameInRun(s.Title, func(m doc.Node) bool {
		return m.Kind == doc.Heading && m.Level == s.Level && m.Section == s.Parent
	})
}

// koNameInRun is the name text is when it has a name's shape and is
// known, honoured, or one of a run of siblings (sibling picks them) that
// are all names: koRunPeople; "".
func (p *parser) koNameInRun(text string, sibling func(doc.Node) bool) string {
	name, hon := koNameShape(text)
	if name == "" {
		return ""
	}
	if hon || p.known(name) || p.koPerson(name) && !p.koTopicSiblings(sibling) {
		return name
	}
	var names []string
	var hons []bool
	for _, m := range p.d.Nodes {
		if sibling(m) {
			w, h := koNameShape(m.Text)
			if w == "" {
				return ""
			}
			names = append(names, w)
			hons = append(hons, h)
		}
	}
	if p.koRunPeople(names, hons) {
		return name
	}
	return ""
}

// reKoDecidedWork: "… 확인하기로 결정", "11/13(수)에 데이터 수집 진행하기로
// 결정함": work the meeting decided to do.
var reKoDecidedWork = regexp.MustCompile(`^(.+?)\s*하기로\s*결정(?:함|했음|하였음|됨|했다|하였다|했습니다)?\s*[.!]?$`)

// koDecidedWork reads line i as a task when it decides to do work (a work
// noun before 하기로 결정) and says when ("11/13(수)에", "모델 학습 후",
// "다음 주"): the decision schedules work, not a choice between options
// ("MySQL을 사용하기로 결정" names no time).
func (p *parser) koDecidedWork(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > maxItemBytes {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reKoDecidedWork.FindStringSubmatch(plain)
	if m == nil || !reKoActionNoun.MatchString(m[1]) || !(reKoTaskCue.MatchString(m[1]) || strings.Contains(m[1], " 후 ")) || koConditional(plain) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-decided-work"}
	if !titled(c, m[1]) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// reKoHedge: "… 시작해야할듯", "… 필요할 것 같음": a guess, not work taken.
var reKoHedge = regexp.MustCompile(`(?:[할될갈줄올볼]\s*듯(?:함|하다|합니다|해요)?|것\s*같(?:다|음|습니다|아요|네요))\s*[.!~)\]]*\s*$`)

// koHedged: candidate c, read from line i, only guesses ("파이어베이스
// 시작해야할듯 - 동관"): none.
func (p *parser) koHedged(i int, c *extract.Candidate) bool {
	t := strings.TrimSpace(c.Title)
	return extract.HasHangul(t) && reKoHedge.MatchString(t)
}

// reKoParenPlan: an item closed by a date and a plan in parentheses ("ER
// 설계 및 DB 생성 (11.16 완료예정)", "가이드 배포 (11/20 배포 예정)").
var reKoParenPlan = regexp.MustCompile(`^(.+?)\s*[(（]\s*([^()（）]{1,16}?)\s*([\p{Hangul}]{0,4})\s*예정\s*[)）]\s*[.]?$`)

// koParenPlan reads list item i as work due on the date its closing
// parentheses plan it for: "(11.16 완료예정)" is the work before it, to be
// finished then — not a report of it done.
func (p *parser) koParenPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	m := reKoParenPlan.FindStringSubmatch(plain)
	if m == nil || !dates.IsDateExpr(strings.TrimSpace(m[2])) || isQuestion(m[1]) || koConditional(m[1]) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-paren-plan", Due: strings.TrimSpace(m[2])}
	c.Title = cleanTitle(strings.TrimSpace(m[1] + " " + m[3]))
	if c.Title == "" {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// reKoTopicPerson: a topic labelled with the person in charge in
// parentheses ("회원관리(이건구) : …", "맛집등록(장미나): …").
var reKoTopicPerson = regexp.MustCompile(`^[^()（）:：]{1,24}?\s*[(（]\s*([\p{Hangul}]{2,4})\s*(님|씨)?\s*[)）]\s*[:：]`)

// koTopicPerson: the person a "topic(name) :" label puts in charge of its
// line, when the notes know the name, it carries 님/씨, or it is one of a
// run of sibling lines so labelled that are all names (koRunPeople); "".
func (p *parser) koTopicPerson(plain string, n doc.Node) string {
	m := reKoTopicPerson.FindStringSubmatch(plain)
	if m == nil {
		return ""
	}
	name, ok := koNameShape(m[1] + m[2])
	if name == "" {
		return ""
	}
	if ok || p.known(name) || p.koPerson(name) {
		return name
	}
	var names []string
	var hons []bool
	for _, o := range p.d.Nodes {
		if o.Kind != n.Kind || o.Parent != n.Parent || o.Indent != n.Indent || o.Section != n.Section {
			continue
		}
		if om := reKoTopicPerson.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(o.Text)))); om != nil {
			if w, h := koNameShape(om[1] + om[2]); w != "" {
				names = append(names, w)
				hons = append(hons, h)
			}
		}
	}
	seen := map[string]bool{}
	var uniq []string
	var uh []bool
	for k, w := range names {
		if !seen[w] {
			seen[w] = true
			uniq = append(uniq, w)
			uh = append(uh, hons[k])
		}
	}
	if p.koRunPeople(uniq, uh) {
		return name
	}
	return ""
}

// reKoCheer: a promise of effort only ("… 열심히 해보겠습니다", "화이팅
// 해보겠습니다"); reKoCannot: what someone cannot do ("… 못할 것 같고").
var (
	reKoCheer  = regexp.MustCompile(`(?:열심히|최선을\s*다(?:해|하여)?|화이팅|파이팅|힘내서?)\s*(?:해\s*보|하)?겠(?:습니다|어요|음)\s*[.!~…]*$`)
	reKoCannot = regexp.MustCompile(`못\s*할\s*(?:것\s*)?같(?:고|아요|습니다|음|다)?\s*[.!~…]*$`)
)

// koMoodOnly: a person's line that says how they feel or what they
// cannot do, no work they take.
func koMoodOnly(plain string) bool {
	return reKoCheer.MatchString(plain) || reKoCannot.MatchString(plain)
}

// reKoToDoForm: a line closing on a to-do form — a verb made a noun with
// 기 ("API 문서 읽기", "폴더 구조 짜기"), 할 것, 예정, or an intention
// ("찾아보려고요", "바꾸려구요").
var reKoToDoForm = regexp.MustCompile(`(?:\p{Hangul}기|할\s*것|예정(?:이고|이며)?|(?:하는|할)\s*(?:게|것이)\s*목표|[볼할올갈줄낼]\s*거(?:임|예요|에요|야)|[\p{Hangul}]려(?:고|구)(?:요|용|함|합니다)?)\s*[.!~]*$`)

// reKoPlanGoesOn: "예정이고", "예정이며" closing an item.
var reKoPlanGoesOn = regexp.MustCompile(`예정(?:이고|이며)\s*[.,]?\s*$`)

// koToDoForm: plain closes on a to-do form that is no past or state.
func koToDoForm(plain string) bool {
	t := koTrimMarkup(tail(plain, 64))
	return extract.HasHangul(t) && !koPast(t) && (reKoToDoForm.MatchString(t) || koVolitional(t))
}

// koPersonWork: plain, the words of a person's item n (nested under their
// name or after it and a colon), is work they take: no question, state,
// condition, deliberation or mood, no finished sentence unless a promise,
// and not in a section of decisions or done work. Under a heading of
// progress each person reports ("## 진행사항 공유" / "- 한지민님" / "  -
// 클래스 다이어그램") a bare noun is what they are on; a to-do form ("API
// 문서 읽기", "찾아보려고요") is still work they take.
func (p *parser) koPersonWork(n doc.Node, plain string) bool {
	if plain == "" || isQuestion(plain) || koStatus(strings.TrimRight(plain, ". ")) || reKoStateEnd.MatchString(plain) || koConditional(plain) && !koBehaviourWhen(plain) || reKoDeliberation.MatchString(plain) || koMoodOnly(plain) ||
		reKoSentenceEnd.MatchString(tail(plain, 32)) && !koVolitional(plain) {
		return false
	}
	si := p.section(n.Section)
	return !(si.decision || si.done || si.nonAction && !si.report || si.report && !koToDoForm(plain))
}
