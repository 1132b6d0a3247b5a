package rules

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Forms of Korean student and study-group minutes that generalise across
// teams (issue 28, measured on teams the rules were never read against):
// a report of what the meeting did written as a to-do, a standing
// schedule, a deadline label over the owner labels that follow it, and
// owner labels in brackets.

// reKoDoneNominal: a clause closed by a verbal noun and 함 — "회의록 작성
// 완료함", "사실 부분을 논의함" — the note style of a report of what was
// done. "하기로 함" (decided to do) and "해야 함" (must) commit; "필요함"
// states a need; neither is a report.
var reKoDoneNominal = regexp.MustCompile(`[\p{Hangul}]{2}\s*함\s*[.!]?$`)

var reKoCommitHam = regexp.MustCompile(`(?:기로|도록|야|게|필요|예정|계획)\s*함\s*[.!]?$`)

// koDoneReport: node i is a Korean line reporting work already done —
// a past ending ("하였음", "논의했음") or a verbal noun with 함 — that was
// read as a task only because it sits under an action heading ("### 이번
// 미팅 조치 사항"). A past tense after 기로 ("보내기로 했음") is a
// commitment and stays.
func (p *parser) koDoneReport(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	plain := strings.TrimSpace(stripInline(n.Text))
	if !extract.HasHangul(plain) || p.transcript || c.Syntax != "section" || !p.section(n.Section).action {
		// Only a line read as an item of an action list: a report read
		// as the status of earlier work ("### 진행사항" / "- … 배열화
		// 하였음") is how package series learns that work is done.
		return false
	}
	t := strings.TrimRight(tail(plain, 64), " .!")
	if koFirstSentencePlans(plain) || reKoCommitHam.MatchString(t) || strings.Contains(t, "기로 ") || strings.Contains(t, "기로했") {
		return false
	}
	if reKoDoneNominal.MatchString(t) {
		return true
	}
	// A bare "완료" closing an item of the meeting's own action list is the
	// action's later state (a done mark), which is still labelled; a past
	// ending is a sentence about what happened.
	return reKoPastEnd.MatchString(t)
}

// reKoPastEnd: a past tense closing the clause ("하였음", "정했습니다",
// "나눴다"); not 있음/없음, which say what is, and not a bare 완료.
var reKoPastEnd = regexp.MustCompile(`(?:었|았|였|했|됐|웠|셨|냈|켰|봤|줬|췄|꿨|겼|렸|졌|쳤)(?:습니다|음|다)$`)

// reKoRecurring: a line that opens with a recurrence — "매주 월요일 9:30pm
// 라이브 코딩", "매일 스크럼", "격주 금요일 회고" — states how the team works,
// a standing convention, not a step taken after this meeting.
var reKoRecurring = regexp.MustCompile(`^(?:매주|매일|매달|매월|매번|격주|주\s*\d\s*회|평일|주말마다)\s`)

// reKoClockSpan: a span of clock time, "9:00pm ~ 12:00am", "14:00-15:30":
// the hours a session is held.
var reKoClockSpan = regexp.MustCompile(`(?i)\d{1,2}:\d{2}\s*(?:[ap]m)?\s*[~\-–]\s*\d{1,2}:\d{2}`)

// koRecurring: node i is a standing schedule line — a recurrence, or the
// hours of a session ("화요일 모각코 9:00pm ~ 12:00am 필참") — with no
// deadline of work.
func (p *parser) koRecurring(i int) bool {
	n := p.d.Nodes[i]
	t := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if !extract.HasHangul(t) || strings.Contains(t, "까지") {
		return false
	}
	return reKoRecurring.MatchString(t) || reKoClockSpan.MatchString(t)
}

// koSiblingDue: the deadline of a pseudo heading s that writes none,
// taken from a label before it under the same heading that is only a
// deadline ("**일요일까지**" / "**[모두]**" / "- …" / "**[상진]**" / "…"):
// the label scopes the owner labels that follow it, up to one that
// writes a deadline of its own.
func (p *parser) koSiblingDue(s *doc.Section) string {
	if s == nil || s.Level < 7 || s.Parent == nil {
		return ""
	}
	start := p.nodeAt(s.Line)
	// Bounded: a list of owner labels is short.
	siblings := 0
	for j := start - 1; j >= 0 && j >= start-200; j-- {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading {
			continue
		}
		if m.Level < 7 {
			return ""
		}
		if m.Section != s.Parent || m.Level != s.Level {
			continue
		}
		if siblings++; siblings > 12 {
			return ""
		}
		t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： "))
		rest, due := cutDue(t)
		if due == "" {
			continue
		}
		if strings.TrimSpace(strings.Trim(rest, " -–—·:()[]")) != "" || meetingDate(due) {
			return ""
		}
		return due
	}
	return ""
}

// koBracketName: a pseudo heading that is one bracketed Korean word —
// "**[상진]**" — among at least one more such heading under the same
// heading: a list of owners by given name. A group word ("[모두]") or
// a word of work ("[기획]") is none.
func (p *parser) koBracketName(s *doc.Section) string {
	if s == nil || s.Level < 7 || s.Parent == nil {
		return ""
	}
	w, ok := koBracketWord(s.Title)
	if !ok {
		return ""
	}
	if p.koPerson(w) {
		return w
	}
	if utf8.RuneCountInString(w) != 2 {
		return ""
	}
	others := 0
	// Bounded: a list of owner labels is short, and hostile notes pay no
	// more.
	at := p.nodeAt(s.Line)
	for j := max(at-60, 0); j < min(at+60, len(p.d.Nodes)) && others == 0; j++ {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading || m.Level < 7 || m.Section != s.Parent || m.Line == s.Line {
			continue
		}
		if o, ok := koBracketWord(m.Text); ok && utf8.RuneCountInString(o) == 2 {
			others++
		}
	}
	if others == 0 {
		return ""
	}
	return w
}

// koBracketWord: the title is "[word]", the word a bare Hangul word that
// names no group and no work.
func koBracketWord(title string) (string, bool) {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(title)), ":： "))
	m := reWholeBracket.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	w, ok := koBareWord(m[1])
	if !ok || groupOwners[w] || koRoles[w] {
		return "", false
	}
	return w, true
}

// koPseudoScope gives a pseudo heading's items the deadline of a label
// before it and the owner its bracketed name gives.
func (p *parser) koPseudoScope(s *doc.Section, si *secInfo) {
	if si.due == "" && si.horizon == "" {
		if d := p.koSiblingDue(s); d != "" {
			si.horizon = d
		}
	}
	if si.owner == "" {
		if o := p.koBracketName(s); o != "" {
			si.owner = o
		}
	}
}

// koNotStepOfStudentNotes: a candidate read from node i that reports done work or a
// standing schedule.
func (p *parser) koNotStepOfStudentNotes(i int, c *extract.Candidate) bool {
	p.koAdvisorSaid(i, c)
	koGroupPredicate(c)
	return p.koDoneReport(i, c) || p.koRecurring(i) || koWhenOnly(c)
}

// koAdvisors: who advises a student team rather than works in it.
var koAdvisors = map[string]bool{"멘토": true, "코치": true, "컨설턴트": true, "지도교수": true, "교수": true, "조교": true, "강사": true}

// reKoToldTo: reported instruction — "시장 조사를 더 하라고 하심",
// "올리라고 조언하심", "보완하라는 피드백".
var reKoToldTo = regexp.MustCompile(`(?:라고|라는|하라|으라)\s*(?:하심|하셨|말씀|조언|피드백|지적|요청|권유|제안)`)

// reKoAdviceOf: an advisor's feedback as the object of the work
// ("교수님 피드백을 반영하여 …"): what they said, not what they do.
var reKoAdviceOf = regexp.MustCompile(`(?:교수|멘토|코치|조교|강사|컨설턴트)\s*(?:님)?\s*(?:의\s*)?(?:피드백|의견|조언|말씀|코멘트|지적)`)

// koAdvisorSaid: "교수님께서 시장 조사를 더 하라고 하심 → 보완": an advisor
// (a title, no member) telling the team what to do owns nothing; the work
// is the team's, with nobody named.
func (p *parser) koAdvisorSaid(i int, c *extract.Candidate) {
	if len(c.Owners) != 1 || !(koTitleOnly(c.Owners[0]) || koAdvisors[strings.TrimSuffix(c.Owners[0], "님")]) {
		return
	}
	if plain := stripInline(p.d.Nodes[i].Text); reKoToldTo.MatchString(plain) || reKoAdviceOf.MatchString(plain) {
		c.Assignee, c.Owners = "", nil
	}
}

// reKoWhenOnly: all a line says besides its date is that it takes place —
// "2024.01.04 13:00에 진행", "금요일 오후 7시 진행 예정": the next session's
// date, a schedule.
var reKoWhenOnly = regexp.MustCompile(`^(?:에\s*)?(?:진행|진행\s*예정|예정|시작|모임|만남)(?:함|됨|합니다)?\s*[.!]?$`)

// koWhenOnly: c is a date and no work.
func koWhenOnly(c *extract.Candidate) bool {
	return c.Due != "" && extract.HasHangul(c.Title) && reKoWhenOnly.MatchString(strings.TrimSpace(c.Title))
}

// reKoNameSlash: "박지호 / 인터뷰 내용 정리" — a Korean name, a slash set off
// by spaces, the work: the columns of a "담당 / 할 일" list written as a
// line.
var reKoNameSlash = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)?\s+/\s+(\S.*)$`)

// koNameSlash splits body into its owner and work when it opens with a
// person (a full name or one the notes know) and a slash.
func (p *parser) koNameSlash(body string) (owner, rest string, ok bool) {
	m := reKoNameSlash.FindStringSubmatch(strings.TrimSpace(body))
	if m == nil || koRoles[m[1]] || groupOwners[m[1]] || !(p.koPerson(m[1]) || p.known(m[1])) {
		return "", "", false
	}
	return m[1], m[2], true
}

// reKoPlannedWork: a verbal noun and 예정 closing the line — "Fake Door
// 방식으로 검증 예정", "리더암 추가 조립 예정": work the team plans. A
// meeting, a session, a talk or a release that is planned ("신규 버전
// 출시 예정") is a schedule.
var (
	reKoPlannedWork = regexp.MustCompile(`([\p{Hangul}]{2,})\s*예정(?:임|이다|입니다)?\s*[.!)]?\s*$`)
	reKoEventNoun   = regexp.MustCompile(`(?:` + koEventNouns + `|면담|일정|시험|행사|출장|휴가|방문|출시|릴리스|릴리즈|런칭|오픈|개강|종강|방학)$`)
)

// koPlannedWork: t closes with work planned.
func koPlannedWork(t string) bool {
	m := reKoPlannedWork.FindStringSubmatch(strings.TrimSpace(t))
	return m != nil && !reKoEventNoun.MatchString(m[1]) && !koPast(m[1])
}

// reKoLeadLabel: a short label opening a line ("결론: …"); reKoWorkGoalEnd:
// work to finish closed by the word that makes it the goal or a must
// ("2페이지 이상 완성 목표", "작업 완료 필수"). With a deadline the line is
// work due then.
var (
	reKoLeadLabel   = regexp.MustCompile(`^[\p{Hangul}]{1,6}\s*[:：]\s*(\S.*)$`)
	reKoWorkGoalEnd = regexp.MustCompile(`(?:완료|완성|마무리|제출|작성|구현|준비|배포|정리|수정)\s*(?:필수|목표)\s*[.!]?$`)
)

// reKoDateLabel: a line labelled by a date — "6월 2일(월): 포스터 배포
// 시작", "6/3: 계획서 작성" — a step of the team's own schedule.
var reKoDateLabel = regexp.MustCompile(`^((?:\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}/\d{1,2}|\d{1,2}\.\d{1,2}\.?)(?:\s*\([월화수목금토일]\))?)\s*[:：]\s*(\S.*)$`)

// koDateLabel splits a Korean line opened by a date label into the date
// and the rest.
func koDateLabel(plain string) (date, rest string, ok bool) {
	m := reKoDateLabel.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil || !extract.HasHangul(m[2]) {
		return "", "", false
	}
	return m[1], m[2], true
}

// reKoWorkStart: work begun or done on a day ("배포 시작", "계획 작성").
var reKoWorkStart = regexp.MustCompile(`(?:시작|착수|작성|배포|제출|완성|완료|마무리|구현|수정|정리|준비|진행|실험|검증|조사|설치|구매|신청)\s*[.!]?$`)

// koDatedWork: plain is a date, then work to do on it, and nothing that
// makes it an event ("회의", "발표" alone are the schedule of a meeting).
func koDatedWork(plain, due string) bool {
	if !reHeadingDate.MatchString(due) {
		return false
	}
	rest := strings.TrimSpace(strings.Replace(plain, due, " ", 1))
	rest = strings.TrimSpace(reTrailRemark.ReplaceAllString(rest, ""))
	if rest == "" || utf8.RuneCountInString(rest) > 40 || reKoEventNoun.MatchString(rest) {
		return false
	}
	return reKoWorkStart.MatchString(rest)
}

// nodeAt is the index of the node on line (nodes are in line order), or
// len(Nodes) when none is.
func (p *parser) nodeAt(line int) int {
	return sort.Search(len(p.d.Nodes), func(j int) bool { return p.d.Nodes[j].Line >= line })
}

// reKoNextSession: a heading over what the next session needs done —
// "다음 스터디 진행사항", "다음 회의 준비", "다음 멘토링 과제": the list
// under it is the group's work until then. "다음 회의 안건" (what will
// be discussed) and "다음 회의 일정" (when) are not.
var reKoNextSession = regexp.MustCompile(`^(?:\d+\.\s*)?다음\s*(?:` + koEventNouns + `|주차|모임)\s*(?:준비|준비\s*사항|진행\s*사항|과제|숙제|할\s*일|까지\s*할\s*일|전까지\s*할\s*일)$`)

// koNextSessionHeading: the normalised heading heads the next session's
// work.
func koNextSessionHeading(norm string) bool {
	return utf8.RuneCountInString(norm) <= 24 && (reKoNextSession.MatchString(norm) || reKoBeforehand.MatchString(norm))
}

// reKoTrailCharge: the work, then who takes charge of it closing the line
// — "데이터 라벨링 하늘 담당", "발표 자료 준비 김서아 맡음".
var reKoTrailCharge = regexp.MustCompile(`^(\S.{1,60}?)\s+([\p{Hangul}]{2,4})\s*(?:님|씨)?\s*(?:담당|맡음|전담)\s*[.!]?$`)

// koTrailCharge reads a Korean line closed by a person and 담당: the
// person owns the work before them. The person is a name the notes know
// or a full name; a word of work ("프론트 담당") is no person.
func (p *parser) koTrailCharge(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || len(n.Text) > 200 {
		return nil
	}
	si := p.section(n.Section)
	if si.done || si.report {
		return nil
	}
	owner, work, ok := p.koTrailChargeOf(n.Text)
	if !ok {
		return nil
	}
	m := []string{"", work, owner}
	c := &extract.Candidate{Assignee: m[2], Owners: []string{m[2]}, Syntax: "ko-trail-charge"}
	titled(c, work)
	inheritDue(c, si)
	if !si.action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// koTrailChargeOf splits text closed by a person and 담당 into the person
// and the work.
func (p *parser) koTrailChargeOf(text string) (owner, work string, ok bool) {
	m := reKoTrailCharge.FindStringSubmatch(strings.TrimSpace(stripInline(text)))
	if m == nil || koRoles[m[2]] || groupOwners[m[2]] || !(p.known(m[2]) || p.koPerson(m[2])) {
		return "", "", false
	}
	work = strings.TrimSpace(m[1])
	if !extract.HasHangul(work) || koStatus(work) || isQuestion(work) {
		return "", "", false
	}
	return m[2], work, true
}

// koTrailChargeOwner gives c, read from n with nobody named, the person
// n's text closes with before 담당, and the work before them as title.
func (p *parser) koTrailChargeOwner(c *extract.Candidate, n doc.Node) {
	if owner, work, ok := p.koTrailChargeOf(n.Text); ok {
		c.Assignee, c.Owners = owner, []string{owner}
		c.Title = cleanTitle(work)
	}
}

// reKoGroupPredicate: a group word as all the line says of its topic —
// "QA는 다 같이", "발표 준비는 모두": the topic is the work, the group
// takes it.
var reKoGroupPredicate = regexp.MustCompile(`^(?:다\s*같이|모두|전원|각자|함께|모두\s*함께|다\s*함께)\s*(?:진행|하기|함)?\s*[.!]?$`)

// koGroupPredicate turns a candidate read as "<topic> owns <group word>"
// round.
func koGroupPredicate(c *extract.Candidate) {
	t := strings.TrimSpace(c.Title)
	if len(c.Owners) != 1 || !reKoGroupPredicate.MatchString(t) {
		return
	}
	g := strings.Fields(t)[0]
	if strings.HasPrefix(t, "다") {
		g = "다같이"
	}
	c.Title = c.Owners[0]
	c.Assignee, c.Owners = g, []string{g}
}
