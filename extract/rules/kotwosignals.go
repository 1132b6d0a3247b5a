package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Korean readings that combine two structural signals a line carries
// (issue 28, branch 28ko). Each signal alone is too weak to make a task
// on teams the rules were not built from — a -기 ending is also a title,
// a box is also a criterion, "담당" is also a field, a three-syllable word
// is often no name — but together they say what the notes mean:
//   - an open box ("- [ ]") and a to-do ending (-기 after a verb, ㄹ 것):
//     work still to do, whoever does it, in any section;
//   - a name or team, then 담당 and a colon ("도율 담당: …"), names in
//     brackets closing an item ("… [방지호]"), a full name the notes know
//     opening it ("한소미 크롤러 …"), an @-mention inside it: the owner;
//   - a noun of work and a dated deadline closing it ("회의록 정리
//     (~4/30)", "… ~ 5/20"), homework to bring back ("… 요약해오기"), the
//     team's let-us with a deadline ("… 끝내자"): work to confirm;
//   - each sentence of running prose that commits work by a deadline, with
//     the person it makes its subject;
//   - deadlines: a sprint in brackets ("(다음 스프린트)"), a D-day count
//     ("D-3 전까지"), a full date closing a to-do, a horizon heading over a
//     table.
// And lines that read whole are none (koNotAction): criteria to check,
// remarks of thanks or impression, record fields, items under a topic
// label or a heading of points to check.

// underDone: s or a section above it files finished work.
func (p *parser) underDone(s *doc.Section) bool {
	for ; s != nil; s = s.Parent {
		if p.section(s).done {
			return true
		}
	}
	return false
}

// koOpenBoxTodo reads list item i as owner-less work when it is an open
// box closed by a to-do ending. What the item reports as done, asks, or
// sits in a section of decisions, reports or finished work is none; the
// owner, when the line names one, is read by the readings after it.
func (p *parser) koOpenBoxTodo(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != ' ' || len(n.Text) > maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if plain == "" || isQuestion(plain) || koPast(plain) {
		return nil
	}
	// ("- [ ] 사업자 등록", "- [ ] 발표 자료 제작": a short noun of work
	// in an open box is a to-do as a -기 is.)
	// (Under a person's scope the box is theirs — personopenbox.go — and
	// under finished work it is none.)
	bare := strings.TrimSpace(strings.TrimRight(plain, ". "))
	if !koVerbTodo(plain) && !reKoNoSubject.MatchString(tail(plain, 64)) && !(utf8.RuneCountInString(bare) <= 24 && (reKoActionNoun.MatchString(bare) || reKoTaskNoun.MatchString(bare)) && !koStatus(bare) && p.ancestorOwner(n) == "" && p.scopeOwnerName(n) == "" && !p.underDone(n.Section) && p.personOpenBox(i) == nil) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-open-box"}
	if !titled(c, plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// reKoChargeLabel: "<name or team> 담당: <work>" opening an item — the
// label names who is in charge, the colon opens the work.
var reKoChargeLabel = regexp.MustCompile(`^([\p{Hangul}]{2,10})\s*(?:님|씨)?\s*담당(?:자)?\s*[:：]\s*(\S.*)$`)

// koChargeLabel splits body written "<name> 담당: <work>" into the person
// or team in charge and the work; ok is false for any other shape, or
// when the label is no person the notes could name nor a team ("업무
// 담당: …" is a field).
func (p *parser) koChargeLabel(body string) (owner, rest string, ok bool) {
	if !strings.Contains(body, "담당") {
		return "", "", false
	}
	m := reKoChargeLabel.FindStringSubmatch(strings.TrimSpace(body))
	if m == nil {
		return "", "", false
	}
	if p.teamScope(m[1]) != "" || p.allPeople([]string{m[1]}, true) || p.runNames[m[1]] {
		return m[1], m[2], true
	}
	return "", "", false
}

// koTwoSignals reads list item or line i by the rules of this file that
// make a candidate (asked after koFreshForms).
func (p *parser) koTwoSignals(i int) *extract.Candidate {
	if c := p.koOpenBoxTodo(i); c != nil {
		return c
	}
	if c := p.koDatedNounTodo(i); c != nil {
		return c
	}
	if c := p.koHomeworkOrLetUs(i); c != nil {
		return c
	}
	if c := p.koGroupParentItem(i); c != nil {
		return c
	}
	return p.koProseDeadline(i)
}

// koGroupParentItem reads list item i, nested under an item that is
// nothing but a group word ("- 공통", "- 전원"), as the group's work to
// confirm when a sibling of that parent is a person with work nested
// under it ("- 김태윤" / "  - 로그인 오류 수정" … "- 공통" / "  - 각자
// README 작성하기"): the list splits the work by who does it, and the
// group's share is everyone's. The item must be work (a to-do ending or
// a noun of work closing it) and nothing reported done.
func (p *parser) koGroupParentItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	par := p.d.Nodes[n.Parent]
	group := strings.TrimSpace(strings.Trim(stripInline(stripEmphasis(par.Text)), ":： "))
	if par.Kind != doc.ListItem || !groupOwners[group] {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if isQuestion(plain) || koPast(plain) || koStatus(strings.TrimRight(plain, ". ")) || !(koVerbTodo(plain) || reKoNoSubject.MatchString(tail(plain, 64)) || reKoActionNoun.MatchString(plain)) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done {
		return nil
	}
	// (The siblings are looked for near the item only: a hostile list of
	// thousands of items under "- 공통" must not cost a scan each.)
	people := false
	for j := max(0, i-200); j < min(len(p.d.Nodes), i+200); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.ListItem && m.Parent >= 0 && m.Parent != n.Parent && p.d.Nodes[m.Parent].Parent == par.Parent && p.d.Nodes[m.Parent].Indent == par.Indent && p.d.Nodes[m.Parent].Section == par.Section && p.koPersonParent(p.d.Nodes[j]) != "" {
			people = true
			break
		}
	}
	if !people {
		return nil
	}
	c := &extract.Candidate{Assignee: group, Owners: []string{group}, Syntax: "ko-group-parent"}
	if !titled(c, plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reKoLetUs: the hortative "let us" of a verb of work closing a line ("…
// 끝내자", "… 정하자", "… 해보자").
var reKoLetUs = regexp.MustCompile(`(?:하|내|들|보|정하|올리|마치|끝내|만들|바꾸|옮기|나누|합치|맞추|모으|채우|고치|돌리|짜|넣|쓰|읽|찾|받)자\s*[.!~]*$`)

// reKoLineComplete: a Korean line closed as an item or a sentence is
// closed ("… 하기", "… 할 것", "… 진행!!"): the line under it, though the
// paragraph goes on, is a line of its own (notes typed line by line,
// "<br>" at each end).
var reKoLineComplete = regexp.MustCompile(`(?:기|것|함|음|임|다|요|[.!?])\s*$`)

// reKoBringBackTodo: homework to bring back written as a to-do ("…
// 준비해오기", "… 조사해 올 것"); the plain present ("받아온다") describes.
var reKoBringBackTodo = regexp.MustCompile(`[아어여와워해]\s*(?:오기|올\s*것)\s*[.!]?$`)

// koHomeworkOrLetUs reads a Korean list item as work to confirm when it
// closes with homework to bring back ("발표 자료는 각자 준비해오기") or,
// with a deadline in the line, with the hortative of a verb of work
// ("다음 주까지 로그인 끝내자"): the team sets itself the work. What is
// reported, asked, or sits in a section of decisions, reports or finished
// work is none.
func (p *parser) koHomeworkOrLetUs(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	// (A short line of its own, no bullet, as notes typed without markup
	// write it: "유저 시나리오를 작성해오기<br>".)
	line := n.Kind == doc.Paragraph && (!n.Cont || i > 0 && reKoLineComplete.MatchString(stripInline(p.d.Nodes[i-1].Text))) && n.Quote == 0 && utf8.RuneCountInString(n.Text) <= 80
	if n.Kind != doc.ListItem && !line || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	// (A past "-기로 결정하였음" settles work ahead: koSettledByDue below
	// wants its deadline.)
	if isQuestion(plain) || koPast(plain) && !reKoSettledEnd.MatchString(tail(plain, 64)) || koConditional(plain) || line && !reKoBringBackTodo.MatchString(tail(plain, 48)) {
		return nil
	}
	si := p.section(n.Section)
	if si.decision || si.done {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-homework"}
	if !titled(c, plain) {
		return nil
	}
	if si.report && !koSettledByDue(plain, c.Due) {
		// A part that reports progress ("진행 상황 점검") records what
		// was done, unless the team settles work there with its deadline
		// ("다음주 금요일까지 … 완성해오기로 결정하였음").
		return nil
	}
	switch {
	case reKoBringBackTodo.MatchString(tail(plain, 48)):
	case reKoLetUs.MatchString(plain) && c.Due != "":
	case koSettledByDue(plain, c.Due) || koGroupSettled(plain):
		// (kosettleddue.go) "다음주 목요일까지 맡은 파트 완성해오기로
		// 결정하였음": work the team settled, with its deadline; "각자 맡은
		// 부분을 작성해오기로 합의": with the group opening the line, who
		// does it.
		if m := reKoGroupLead.FindStringSubmatch(plain); m != nil {
			c.Assignee, c.Owners = m[1], []string{m[1]}
			c.Problems = append(c.Problems, problemConfirm)
			return c
		}
	default:
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// koRecipientNotOwner clears the owner of c when line n names that person
// only as whom the work goes to — a name or title with the dative
// honorific or particle ("지도교수님께 메일 드리기", "민서에게 전달"):
// the reader of the mail does not write it. A line that also makes the
// person its subject ("민서가 … 민서에게") keeps the owner.
func (p *parser) koRecipientNotOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) != 1 || !extract.HasHangul(n.Text) {
		return
	}
	o := c.Owners[0]
	text := stripInline(n.Text)
	_, _, to := koNameParticle(text, o, koRecipientParticles, false)
	_, _, subj := koNameParticle(text, o, koSubjectParticles, false)
	if to && !subj && !reKoAssignedTo.MatchString(text) && c.Syntax != "told-member" {
		// ("민서에게 배정된 …" names whom the work was given to: its
		// owner, assignedearlier.go; so does "서연에게 … 보내라고 하심",
		// speakernext.go.)
		c.Assignee, c.Owners = "", nil
	}
}

// reKoAddressedLead: a Korean request opened by whom it asks, a name
// with 님 or 씨 and no particle ("다은님 디자인 가이드 공유 부탁드립니다").
var reKoAddressedLead = regexp.MustCompile(`^(\p{Hangul}{2,4})\s?(님|씨)\s+(\S.*)$`)

// reKoAskEnd: the line asks for the work ("… 부탁드립니다", "… 해
// 주세요", "… 주시기 바랍니다").
var reKoAskEnd = regexp.MustCompile(`(?:부탁(?:드립니다|드려요|드림|합니다|해요)?|주세요|주시기\s*바랍니다|주십시오)\s*[.!~]*\s*$`)

// koAddressedRequest gives an owner-less Korean request the person it
// opens by addressing: "다은님 디자인 가이드 최종본 공유 부탁드립니다" is
// 다은's work, titled without the name.
func (p *parser) koAddressedRequest(c *extract.Candidate, n doc.Node) {
	m := reKoAddressedLead.FindStringSubmatch(c.Title)
	if m == nil || koRoles[m[1]] || groupOwners[m[1]] || !reKoAskEnd.MatchString(strings.TrimSpace(stripInline(n.Text))) {
		return
	}
	c.Assignee, c.Owners = m[1]+m[2], []string{m[1]}
	c.Title = cleanTitle(m[3])
}

// reKoTakenBy: the work as the topic, then who takes it ("중간 발표는
// 소희가 맡기로 함", "회의록은 민수님이 담당").
var reKoTakenBy = regexp.MustCompile(`^(.{2,60}?)(?:은|는)\s+(\p{Hangul}{2,4}?)\s?(님|씨)?(?:이가|가|이)\s+(?:맡기로|맡아|맡음|담당)`)

// koTakenBy gives an owner-less Korean line whose topic is the work and
// whose subject takes it ("중간 발표는 소희가 맡기로 함") that person,
// the work as its title. The subject must read as a person: a name with
// an honorific, one the notes know or a name's shape.
func (p *parser) koTakenBy(c *extract.Candidate, n doc.Node) {
	m := reKoTakenBy.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
	if m == nil || koRoles[m[2]] || groupOwners[m[2]] || !(m[3] != "" || p.known(m[2]) || koFullName(m[2]) && !koCommonWord[m[2]]) {
		return
	}
	title, due := cutDue(strings.TrimLeft(m[1], "-*0123456789.) "))
	if title = cleanTitle(title); title == "" {
		return
	}
	c.Assignee, c.Owners, c.Title = m[2]+m[3], []string{m[2]}, title
	if c.Due == "" {
		c.Due = due
	}
}

// reKoBracketOwnerTail: a Korean item closed by one or more names in
// square brackets ("발표 대본 작성 [방지호]", "… [하윤, 도율]").
var reKoBracketOwnerTail = regexp.MustCompile(`^(.*[\p{Hangul}].*?)\s*\[\s*([\p{Hangul}]{2,4}(?:\s*[,/·]\s*[\p{Hangul}]{2,4})*)\s*\]\s*[.!]?\s*$`)

// koBracketOwnerTail splits a Korean item closed by names in brackets
// into the owners and the work before them. The names must be people the
// notes name (a full name, a known or roster name): "[완료]", "[필수]",
// "[보류]" close items too, as marks of their state.
func (p *parser) koBracketOwnerTail(body string) (owner, rest string, ok bool) {
	if !strings.HasSuffix(strings.TrimRight(body, " .!"), "]") {
		return "", "", false
	}
	m := reKoBracketOwnerTail.FindStringSubmatch(strings.TrimSpace(body))
	if m == nil || strings.TrimSpace(m[1]) == "" {
		return "", "", false
	}
	names := splitOwners(m[2])
	for _, n := range names {
		if !p.allPeople([]string{n}, true) && !p.runNames[n] {
			return "", "", false
		}
	}
	return m[2], strings.TrimSpace(m[1]), true
}

// reKoParenDate: a deadline written with a date in brackets closing an
// item — "(~4/30)", "(5/3까지)", "[~6/1(월)]" — or with a tilde ("~ 3/15").
var reKoParenDate = regexp.MustCompile(`(?:[(\[]\s*~?\s*\d{1,2}\s*[/.]\s*\d{1,2}[^)\]]{0,12}[)\]]|~\s*\d{1,2}\s*[/.]\s*\d{1,2}(?:\s*\([월화수목금토일]\))?(?:\s*까지)?)\s*[.!]?\s*$`)

// reKoEventHeld: a meeting or event held, not work ("다음 회의 금요일까지
// 진행", "스터디 발표").
var reKoEventHeld = regexp.MustCompile(`(?:회의|미팅|모임|세미나|스터디|수업|행사)\s*(?:진행|발표|준비)?\s*$`)

// koDatedNounTodo reads list item i as owner-less work when a piece of
// work written as a noun of work ("회의록 정리", "설문 배포") closes with
// a dated deadline in brackets ("(~4/30)"): the date says it is still to
// be done, the noun what. An item that reports the work done or under
// way, or sits in a section of decisions, reports or finished work, is
// none.
func (p *parser) koDatedNounTodo(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if !reKoParenDate.MatchString(plain) || isQuestion(plain) || koPast(plain) {
		return nil
	}
	if si := p.section(n.Section); si.decision || si.report || si.done {
		return nil
	}
	c := &extract.Candidate{Syntax: "ko-dated-noun"}
	if !titled(c, plain) || c.Due == "" || !reKoActionNoun.MatchString(c.Title) || koStatus(c.Title) || reKoEventHeld.MatchString(c.Title) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// reKoAsciiArrow: a name, then an arrow typed as "->" or "=>", then the
// work ("이하준 -> 라벨링 가이드 문서화"): what "이하준 → …" says.
var reKoAsciiArrow = regexp.MustCompile(`^([\p{Hangul}]{2,10}(?:\s*(?:님|씨))?)\s*(?:->|=>)\s*(\S.*)$`)

// koAsciiArrow writes a Korean name's typed arrow as the arrow the owner
// readings know; any other body is returned as is.
func koAsciiArrow(body string) string {
	if !strings.Contains(body, "->") && !strings.Contains(body, "=>") {
		return body
	}
	if m := reKoAsciiArrow.FindStringSubmatch(strings.TrimSpace(body)); m != nil {
		return m[1] + " → " + m[2]
	}
	return body
}

// reKoLeadName: a three-syllable word opening a Korean item, then the rest.
// reKoWorkNounEnd: more nouns of work closing an item ("… 삭제", "…
// 업데이트", "… 마무리"); after a name the notes know they make the item
// that person's work, as reKoActionNoun's do.
var reKoWorkNounEnd = regexp.MustCompile(`(?:삭제|업데이트|변경|생성|연동|제작|갱신|오픈|세팅|리뷰|번역|편집|촬영|문서화|보완|검수|협의|조율|확정|안내|공지|발송|회신|신청|구매|마무리|착수|대응|복구|이전|구축|모니터링|정비|처리|비교|검증|실험|측정|평가|통합|병합|기획|디버깅|마이그레이션|리팩토링|리팩터링|(?:^|\s)\p{Hangul}{2}화)\s*[.!]?$`)

// reTrailIssueRef: an issue or pull request reference closing a line
// ("(#34)", "#34", "(PR #12)").
var reTrailIssueRef = regexp.MustCompile(`\s*\(?(?:(?i:pr|issue)\s*)?#\d+\)?\s*$`)

// reKoLeadName: a word of two to four syllables opening a Korean item,
// then the rest.
var reKoLeadName = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s+(\S.*)$`)

// koLeadName reads a Korean item opened by a person's full name with no
// mark between it and the work ("한소미 크롤러 예외 처리 추가하기"), or by
// a deadline and then the name ("~10/18 까지 명재원 모델 재학습"). Both
// signals must hold: the word is a full name the notes know (attendees,
// owners) or address with 님/씨 (itself or its given name, "소미님") — a
// word that merely recurs is none ("공급사 납기 회신 확인" twice) — not a
// title's holder ("김민수 교수님 …"), and the rest is work: a to-do
// ending or a noun of work closing it.
// owner is the name; rest is the body without it (the deadline kept).
func (p *parser) koLeadName(body string) (owner, rest string, ok bool) {
	body = strings.TrimSpace(body)
	lead := ""
	if m := reDueLead.FindStringIndex(body); m != nil && m[0] == 0 {
		lead, body = strings.TrimSpace(body[:m[1]]), strings.TrimSpace(body[m[1]:])
	}
	m := reKoLeadName.FindStringSubmatch(body)
	if m == nil {
		return "", "", false
	}
	name, work := m[1], strings.TrimSpace(m[2])
	if !p.koLeadNamePerson(name) {
		// "민수는 로그인 구현", "민수가 API 배포": the name with its
		// topic or subject particle, in a list of work.
		stem, ok := koCutSubjectParticle(name)
		if !ok || !p.koLeadNamePerson(stem) {
			return "", "", false
		}
		name = stem
	}
	if f := strings.Fields(work); len(f) > 0 && (strings.HasPrefix(f[0], "님") || strings.HasPrefix(f[0], "씨") || strings.IndexAny(f[0], "+&,/:：·-–—→") == 0 || f[0] == "외" || f[0] == "및" || koTitleOnly(f[0]) || koTitles[strings.TrimSuffix(strings.TrimSuffix(f[0], "님"), "씨")]) {
		return "", "", false
	}
	// ("… 버그 수정 (#34)": an issue reference closing the work is no
	// part of its wording.)
	plainWork := strings.TrimSpace(reTrailIssueRef.ReplaceAllString(stripInline(work), ""))
	dated := false
	if t, d := cutDue(plainWork); d != "" && strings.TrimSpace(t) != "" {
		// "서연 발표 슬라이드 18시까지": a deadline makes the rest work,
		// whatever noun names it.
		plainWork, dated = strings.Join(strings.Fields(t), " "), true
	}
	if koPast(plainWork) || koStatus(plainWork) || !(dated || koVerbTodo(plainWork) || koPlannedWork(plainWork) || reKoRunGi.MatchString(plainWork) || reKoNoSubject.MatchString(tail(plainWork, 64)) || reKoActionNoun.MatchString(plainWork) || reKoWorkNounEnd.MatchString(plainWork) || koWorkShaped(plainWork)) {
		return "", "", false
	}
	if lead != "" {
		work = lead + " " + work
	}
	return name, work, true
}

// koLeadNamePerson: name, opening a Korean item, is a person's (koLeadName).
func (p *parser) koLeadNamePerson(name string) bool {
	if utf8.RuneCountInString(name) != 3 {
		// "수빈 데이터 전처리": a given name (or a four-syllable name)
		// the attendees or the roster list.
		// ("민수 API 배포" in a team that lists nobody: a word shaped like
		// a given name opening the work, as koPerson reads owners.)
		return (p.known(name) || koGivenShaped(name) && !p.koRoll()) && !koCommonWord[name] && !groupOwners[name] && teamName(name) == ""
	}
	given := string([]rune(name)[1:])
	return koFullName(name) && !koCommonWord[name] && (p.known(name) || p.runNames[name] || p.koHonoredInNotes(name) || p.koHonoredInNotes(given))
}

// koCutSubjectParticle: w without the topic or subject particle closing
// it ("민수는", "서연이가", "지훈이"), when it has one.
func koCutSubjectParticle(w string) (string, bool) {
	for _, pt := range []string{"이가", "는", "은", "가", "이"} {
		if stem, ok := strings.CutSuffix(w, pt); ok && utf8.RuneCountInString(stem) >= 2 {
			return stem, true
		}
	}
	return w, false
}

// synKoProseDeadline: the syntax of a sentence of running prose in which
// a named person commits to work by a deadline.
const synKoProseDeadline = "ko-prose-deadline"

// koProseDeadlines: the sentences of Korean running prose text in which a
// person the sentence makes its subject ("준호는 …", "서연이가 …")
// commits to work by a deadline ("… 금요일까지 결제 테스트를 마무리한다",
// "… 전까지 릴리즈 노트를 작성하기로 했다"). Two signals together — a
// named subject and a deadline — with a commitment ending; what is
// reported done, hangs on a condition or asks is none.
func (p *parser) koProseDeadlines(text string) []*extract.Candidate {
	var out []*extract.Candidate
	for _, s := range koSentences(text) {
		if isQuestion(s) || koPast(s) || koConditional(s) {
			continue
		}
		if _, due := cutDue(s); due == "" || !reDeadlineWord.MatchString(due) {
			continue
		}
		t := strings.TrimRight(s, ". ")
		c := p.koProseSubject(t)
		if c == nil || len(c.Owners) == 0 {
			// The same commitment with nobody it names ("일정표를
			// 금요일까지 완성한다"): work to confirm, not dropped — unless
			// it schedules a meeting or says what will happen on its own.
			if !reKoCommit.MatchString(t) && !reKoNoSubject.MatchString(t) || reKoSchedule.MatchString(t) || reKoProsePassive.MatchString(t) {
				continue
			}
			c = &extract.Candidate{}
			if !titled(c, t) {
				continue
			}
			c.Problems = append(c.Problems, problemNoSubject)
		}
		c.Syntax = synKoProseDeadline
		out = append(out, c)
	}
	return out
}

// reKoProsePassive: what will happen, nobody's work ("…된다", "…되기로
// 했다", "…않는다").
var reKoProsePassive = regexp.MustCompile(`된다|되기로|않는다|않기로|[안못]\s*한다`)

// koProseDeadline reads paragraph i by koProseDeadlines: its first such
// sentence (koProseMore adds the others).
func (p *parser) koProseDeadline(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.Paragraph || len(n.Text) > 4*maxItemBytes || !extract.HasHangul(n.Text) {
		return nil
	}
	if si := p.section(n.Section); si.report || si.done || si.decision {
		return nil
	}
	if cs := p.koProseDeadlines(strings.TrimSpace(stripInline(stripEmphasis(n.Text)))); len(cs) > 0 {
		return cs[0]
	}
	return nil
}

// koProseMore reads again each owner-less candidate made of a Korean
// paragraph of several sentences: when sentences of it commit named people
// by a deadline ("… 확정했다. 서연이는 화요일 전까지 릴리즈 노트를
// 작성하기로 했다."), those commitments, each with its person, replace the
// one candidate that ran the sentences together with nobody named; the
// paragraph read by koProseDeadline gives its later sentences too.
func (p *parser) koProseMore(out []extract.Candidate) []extract.Candidate {
	var res []extract.Candidate
	changed := false
	for _, c := range out {
		j := p.nodeAt(c.Line)
		if j >= len(p.d.Nodes) || p.d.Nodes[j].Line != c.Line || p.d.Nodes[j].Kind != doc.Paragraph || !extract.HasHangul(c.Evidence) {
			res = append(res, c)
			continue
		}
		n := p.d.Nodes[j]
		text := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
		if c.Syntax != synKoProseDeadline && (len(c.Owners) > 0 || len(koSentences(text)) < 2) {
			res = append(res, c)
			continue
		}
		cs := p.koProseDeadlines(text)
		if len(cs) == 0 {
			res = append(res, c)
			continue
		}
		for _, x := range cs {
			x.Line, x.Evidence = n.Line, n.Raw
			x.Title = strings.TrimSpace(x.Title)
			res = append(res, *x)
		}
		changed = true
	}
	if !changed {
		return out
	}
	slices.SortStableFunc(res, func(a, b extract.Candidate) int { return a.Line - b.Line })
	return res
}

// reDueKoDday: a countdown to a day the notes name ("D-3 전까지", "D-1
// 까지") before a Korean item's work — a deadline as "금요일까지" is.
var reDueKoDday = regexp.MustCompile(`(?:^|\s)(D\s*-\s*\d{1,3}\s*(?:전까지|까지))`)

// Korean lines the readings above take for work that, read whole, are
// none (fresh working half 28ko: a relay team's report pages):
//   - a criterion to check, written as an embedded question or 여부
//     ("사진 삭제 기능 동작 여부", "태그가 생성되었는지"): what a reviewer
//     verifies, nobody's work;
//   - a remark of thanks, feeling or impression closing the line ("…
//     감사합니다", "… 것 같습니다", "… 좋았습니다") with no deadline;
//   - a record field outside an action section — a label, a colon, and a
//     value with no work in it ("기업 : KTH", "서비스 : 유머 커뮤니티");
//   - items under a parent that is a topic label, not a person ("문제점",
//     "좋았던 점", "참고 사항").
var (
	reKoAskedOf      = regexp.MustCompile(`해\s*주(?:시|세|면|었|셨)|맡아|진행해\s*주`)
	reKoCriterionEnd = regexp.MustCompile(`(?:여부|유무|[는은]지)\s*[.?!]?$`)
	reKoRemarkEnd    = regexp.MustCompile(`(?:감사(?:합니다|드립니다|해요|했습니다)|(?:고생|수고)\s*(?:하셨|많으셨|많았|했)습니다|[것거]\s*같(?:습니다|아요|다)|좋(?:았|겠)(?:습니다|다|어요)|아쉬웠(?:습니다|다|어요)|죄송합니다|배웠습니다|느꼈습니다)[\s~!.ㅠㅜ^;)]*$`)
	reKoRecordField  = regexp.MustCompile(`^([^:：]{1,16}?)\s*[:：]\s*(\S.*)$`)
	reKoTopicLabel   = regexp.MustCompile(`(?:점|사항|내용|이유|목적|배경|결과|방법|특징|소개)$`)
	reKoTrailParens  = regexp.MustCompile(`\s*\([^()]*\)\s*$`)
	// reKoCriteriaHeading: a heading of points to check, not of work (a
	// "체크리스트" may be either, and is not one).
	reKoCriteriaHeading = regexp.MustCompile(`(?:체크\s*포인트|점검\s*(?:항목|사항|포인트)|확인\s*(?:항목|포인트)|평가\s*(?:기준|항목)|검수\s*(?:기준|항목)|성공\s*기준|완료\s*기준)$`)
)

// koNotAction: candidate c read from line i is none of the work the
// notes assign (see above).
func (p *parser) koNotAction(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if !extract.HasHangul(n.Text) {
		return false
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if koAwayLine(plain) {
		// (koaway.go) "민수: 금요일에는 휴가라 참석 못 합니다".
		return true
	}
	if c.Syntax == "speaker-next" {
		// (speakernext.go) "지훈 (예정): 베이스라인 재실행": a person's
		// labelled next step, no record field.
		return false
	}
	bare := strings.TrimSpace(reKoTrailParens.ReplaceAllString(plain, ""))
	if bare == "" {
		bare = plain
	}
	if len(c.Owners) == 0 && c.Due == "" && reKoCriterionEnd.MatchString(bare) {
		return true
	}
	if len(c.Owners) == 0 && reKoPassiveFuture.MatchString(tail(bare, 40)) {
		// "시 보조금은 4월에 입금될 예정임": what will happen to a thing,
		// nobody's work (English: thingFuture).
		return true
	}
	if len(c.Owners) == 0 && c.Due == "" && p.koUnderDecisionParts(n.Section) {
		// "## 확정/합의 사항" / "### 1) 서류 다운로드" / "- … 지원 예정": the
		// parts of the meeting's decisions record what was agreed; a
		// plan there with nobody and no date is a decision.
		return true
	}
	if c.Due == "" && reKoPointEnd.MatchString(bare) {
		// "## VCNC의 과제" / "- 인력이 부족한 상황에서 … 배치하기 어려운 점":
		// a point made about how things are (a difficulty, a merit),
		// named by the noun 점, is no work.
		return true
	}
	if len(c.Owners) == 0 && reKoStateSentence.MatchString(bare) {
		// "화면 설계는 어느 정도 진행된 상태다.", "이번 주 할 일은 모델 확정이
		// 아니다.": a sentence closed by a copula of state or of negation
		// says how things stand or what is not to be done, under a goal
		// heading too.
		return true
	}
	if c.Due == "" && len(c.Owners) > 0 && !p.section(p.d.Nodes[i].Section).action && koOnlyNames(strings.Join(c.Owners, ", ")) && (teamName(c.Title) != "" || p.koTeamLabel(strings.TrimSpace(c.Title), p.d.Nodes[i]) != "" || p.koRoleRun(i)) {
		// "-프론트엔드: 한지민, 오세훈" / "-데이터 분석: 박서진" beside
		// other teams / "Design — 문하윤": outside a list of work ("## 역할
		// 분담" hands the parts out), a team or part and only the full
		// names of its members says who is in it, no task (the officer's
		// line below, for a team).
		return true
	}
	if len(c.Owners) == 1 && c.Due == "" && koOnlyNames(c.Title) && (koOfficer(c.Owners[0]) || teamName(c.Owners[0]) != "" && !((p.section(n.Section).action || p.koUnderActionLabel(i)) && p.koAreaRun(n))) {
		// "부회장: 박서윤" under a to-do heading says who holds the
		// office (koofficers.go), whatever the section. (A team among
		// the areas a list of work shares out — "## 역할 분담" /
		// "- Frontend: 강용욱" / "- Blockchain: 정지환" — is an area and
		// its holder to confirm: koAreaHolders.)
		return true
	}
	// (Thanks or a hedge after a part taken or a request — "배포 문서는
	// 제가 맡을게요. 다들 감사합니다", "… 맡아주시면 좋을 것 같습니다" —
	// close a line that takes or asks for work: kept.)
	if c.Due == "" && reKoRemarkEnd.MatchString(plain) && !reKoStrongCommit.MatchString(plain) && !reKoAskedOf.MatchString(plain) {
		return true
	}
	if c.Syntax == "ko-person-parent" && len(c.Owners) == 1 && reKoTopicLabel.MatchString(c.Owners[0]) {
		return true
	}
	// Under a heading of points to check ("체크포인트", "점검 항목",
	// "평가 기준"), an item naming no person the notes know and no
	// deadline is a point a reviewer checks ("방명록 - 목록을 받아와서
	// 출력": a page, not a person), not work.
	if n.Section != nil && reKoCriteriaHeading.MatchString(normHeading(n.Section.Title)) && c.Due == "" && !(len(c.Owners) > 0 && (p.known(c.Owners[0]) || p.runNames[c.Owners[0]] || p.koHonoredInNotes(c.Owners[0]))) {
		return true
	}
	if koTemplateFields(plain) || koDeferredTalk(plain, c) || p.koHandleRoster(i, c) || koRoleChosen(c) {
		// (kotemplatefields.go) "[ ] 담당자 / 기한 / 내용" unfilled; "back-end는
		// 추후 논의 예정": a template line, a talk put off.
		return true
	}
	if si := p.section(n.Section); !si.action && c.Due == "" && !p.koUnderActionLabel(i) && !koBlankFields(plain) && !(n.Kind == doc.Heading && c.Syntax == "heading-owner") {
		// ("#### 이서준: 결제 모듈 정리": a heading that gives a part to
		// a person titles that person's part, as "결제 모듈 정리 - 이서준"
		// does; no record field.)
		// ("중도 : 이지윤": the value names the person who does the
		// work the label names — an assignment, not a record.)
		if m := reKoRecordField.FindStringSubmatch(plain); m != nil && !p.known(m[1]) && !p.runNames[m[1]] && !p.boldLabel(i, m[1]) && !koWorkValue(m[2]) && !koValueOwner(c, m[1], m[2]) && !koToDoLabelWords(normHeading(m[1])) {
			// ("예정: 결제 API", "계획: …" label work to do, as "할 일:"
			// does.)
			return true
		}
	}
	return false
}

// koToDoLabelWords: a label, normalised, calls what follows it work to do
// ("할 일", "… 해야 할 것", "예정", "계획").
func koToDoLabelWords(label string) bool {
	return reKoToDoWords.MatchString(label) || reKoTodoLabel.MatchString(label)
}

// koWorkValue: v, the value after a label, says work — a to-do or
// commitment ending, a noun of work closing it, or a deadline.
func koWorkValue(v string) bool {
	v = strings.TrimSpace(v)
	if _, due := cutDue(v); due != "" {
		return true
	}
	return koVerbTodo(v) || reKoNoSubject.MatchString(tail(v, 64)) || reKoCommit.MatchString(v) || reKoActionNoun.MatchString(v) || koBringBack(v)
}

// koValueOwner: the value v after label names c's owner (an owner that is
// the label itself names nobody).
func koValueOwner(c *extract.Candidate, label, v string) bool {
	for _, o := range c.Owners {
		if o != "" && o != strings.TrimSpace(label) && strings.Contains(v, o) {
			return true
		}
	}
	return false
}

// reKoLeadMark: what Korean notes put before a line's sentence that is no
// part of it — an arrow or reply mark ("→", "->", "=>", "➡", "ㄴ"), a
// pointing symbol ("👉", "▶", "☞"), or the label of a conclusion ("결론:",
// "결정:", "합의:") — then the sentence.
var reKoLeadMark = regexp.MustCompile(`^(?:(?:→|->|=>|⇒|➡|➔|ㄴ|👉|▶|▷|☞|►|\p{So})\s*|(?:결론|결정|합의|정리)\s*[:：]\s*)+(\S.*)$`)

// koLeadMarks: t without the marks and conclusion label before its
// Korean sentence; t itself when it has none or is not Korean.
func koLeadMarks(t string) string {
	if t == "" || !extract.HasHangul(t) {
		return t
	}
	// Cheap first test: a letter or digit opening t is no mark, unless it
	// opens a conclusion label.
	if r, _ := utf8.DecodeRuneInString(t); (unicode.IsLetter(r) || unicode.IsDigit(r)) && r != 'ㄴ' && !strings.ContainsAny(t, ":：") {
		return t
	}
	if m := reKoLeadMark.FindStringSubmatch(t); m != nil && extract.HasHangul(m[1]) {
		return m[1]
	}
	return t
}

// reKoMention: a person mentioned with @ in Korean ("@김민수"), as
// Notion and chat tools write whom a to-do is for.
var reKoMention = regexp.MustCompile(`(?:^|\s)@([\p{Hangul}]{2,4})(?:님)?(?:\s|$)`)

// reKoTrailDate: a full date closing an item ("2024년 5월 3일",
// "2024-05-03"), as tools write a to-do's date.
var reKoTrailDate = regexp.MustCompile(`\s+(\d{4}\s*년\s*\d{1,2}\s*월\s*\d{1,2}\s*일|\d{4}[-./]\d{1,2}[-./]\d{1,2})\s*$`)

// koMentionOwner reads a Korean item that mentions exactly one person with
// @ ("배포 스크립트 정리 @김민수 2024년 5월 3일"): that person is the
// owner, a full date closing the item its due; rest is the work.
func koMentionOwner(body string) (owner, rest, due string, ok bool) {
	if !strings.Contains(body, "@") || !extract.HasHangul(body) {
		return "", "", "", false
	}
	// (A mention opening the item is read as a leading handle, written
	// as it is: "@민서 물류 계약 갱신 검토".)
	// (Two mentions or more, "… @박지훈 @김민수", are owners together, read
	// as closing handles; the match below would see one of them.)
	ms := reKoMention.FindAllStringSubmatchIndex(body, -1)
	if len(ms) != 1 || strings.Count(body, "@") > 1 || strings.HasPrefix(strings.TrimSpace(body), "@") {
		return "", "", "", false
	}
	m := ms[0]
	owner = body[m[2]:m[3]]
	rest = strings.TrimSpace(body[:m[0]] + " " + body[m[1]:])
	if d := reKoTrailDate.FindStringSubmatchIndex(rest); d != nil {
		due = rest[d[2]:d[3]]
		rest = strings.TrimSpace(rest[:d[0]])
	}
	if rest == "" {
		return "", "", "", false
	}
	return owner, rest, due, true
}

// koHonoredInNotes: the notes address w with 님 or 씨 somewhere ("소미님",
// "재원 씨").
func (p *parser) koHonoredInNotes(w string) bool {
	for _, h := range []string{"님", " 님", "씨", " 씨"} {
		if p.koCount(w+h) > 0 {
			return true
		}
	}
	return false
}

// koCount: how often s occurs in the notes, each distinct s counted once
// (the cache recurs keeps); past maxWordScans distinct words a word counts
// as absent, so hostile notes cannot make every line rescan them.
func (p *parser) koCount(s string) int {
	if n, ok := p.words[s]; ok {
		return n
	}
	if len(p.words) >= maxWordScans {
		return 0
	}
	n := strings.Count(p.notesText(), s)
	p.words[s] = n
	return n
}

// koOnlyNames: s is one or more Korean full names and nothing else
// ("박서윤", "박서윤, 임태민").
func koOnlyNames(s string) bool {
	parts := splitOwners(s)
	return len(parts) > 0 && !slices.ContainsFunc(parts, func(x string) bool { return !koFullName(strings.TrimSpace(x)) })
}

// koRoleRun: line i is one of a run of sibling lines "label: full names"
// of which one labels a team ("-프론트엔드: 한지민", "-백엔드 및 데이터
// 시각화: 김하늘, 이도윤", "-데이터 전처리 및 분석: 박서진"): who works
// in which part, no task.
func (p *parser) koRoleRun(i int) bool {
	n := p.d.Nodes[i]
	roles, team := 0, false
	for m := range p.siblings(n) {
		lm := reRoleLine.FindStringSubmatch(strings.TrimLeft(strings.TrimSpace(stripInline(stripEmphasis(m.Text))), "-•·* "))
		if lm == nil || !koOnlyNames(lm[2]) {
			continue
		}
		roles++
		for _, part := range reRoleJoin.Split(lm[1], -1) {
			team = team || teamName(part) != ""
		}
	}
	return roles >= 2 && team
}

// reRoleLine: a short label, a colon and the rest ("백엔드 및 데이터 시각화:
// 김하늘, 이도윤"); reRoleJoin the joins of a label of two parts.
var (
	reRoleLine = regexp.MustCompile(`^([^:：]{1,24}?)\s*[:：]\s*(\S.*)$`)
	reRoleJoin = regexp.MustCompile(`\s*(?:및|/|&|,)\s*`)
)

// koUnderDecisionParts: s is a sub-heading of a heading of decisions
// ("## 확정/합의 사항" / "### 1) 서류 다운로드"), not that heading itself.
// A heading of work ahead between them ("## 2. 논의 내용" / "### (4) 향후
// 계획") heads work, not a decision.
func (p *parser) koUnderDecisionParts(s *doc.Section) bool {
	if s == nil || s.Level >= 7 {
		return false
	}
	for a := s; a != nil; a = a.Parent {
		if a.Level < 7 && p.section(a).action {
			return false
		}
		if a == s {
			continue
		}
		norm := strings.ReplaceAll(normHeading(a.Title), "/", " ")
		if matchesAny(norm, decisionHeadings) || matchesAny(norm, koAgreedHeadings) {
			return true
		}
	}
	return false
}

// koAgreedHeadings: headings of what a meeting settled ("확정 사항",
// "합의 사항").
var koAgreedHeadings = []string{"확정 사항", "확정사항", "합의 사항", "합의사항", "결정 사항", "결정사항"}

// reKoPassiveFuture: a sentence closed by a passive future ("입금될 예정임",
// "공개될 것", "지급받을 예정입니다").
var reKoPassiveFuture = regexp.MustCompile(`(?:될|되어질|받게\s*될|받을)\s*(?:예정|것)\s*(?:임|이다|입니다|이에요|이라고\s*함)?\s*[.!]?$`)

// reKoPointEnd: a line closed by the noun 점 after a modifier ("…하기
// 어려운 점", "…이 부족하다는 점") or as a kind of point (문제점, 단점,
// 장점, 차이점): what is so, named as a point.
var reKoPointEnd = regexp.MustCompile(`(?:[는은운린한던]|다는)\s*점\s*[.!]?\s*$|(?:문제|단|장|차이)점\s*[.!]?\s*$`)
