package rules

// Korean rules: commitments with a named or no subject (하기로 함, 예정,
// 할게요), 담당: fields, "이름 : 업무" lines, requests (…님, … 부탁드립니다),
// status reports, and answers in transcripts.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// damdang: "담당: 김진원", "담당자 : 민서" — the owner of the task its section
// or parent item names.
var reDamdang = regexp.MustCompile(`^(?:담당자?|책임자|owner|assignee)\s*[:：]\s*(.+)$`)

func (p *parser) damdang(text string, n doc.Node) *extract.Candidate {
	m := reDamdang.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return nil
	}
	// "담당 : 김진원 (todo)": the item's state mark is no part of the owner.
	owner := strings.TrimSpace(strings.Trim(reTodoTail.ReplaceAllString(m[1], ""), "*_ "))
	// "Owner: Erin — follow up with legal": the owner, then the task.
	task := ""
	if i := strings.IndexAny(owner, "—–"); i > 0 {
		owner, task = strings.TrimSpace(owner[:i]), strings.TrimSpace(strings.TrimLeft(owner[i:], "—– "))
	} else if i := strings.Index(owner, " - "); i > 0 {
		owner, task = strings.TrimSpace(owner[:i]), strings.TrimSpace(owner[i+3:])
	}
	if owner == "" || utf8.RuneCountInString(owner) > 40 {
		return nil
	}
	if task != "" {
		c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Syntax: "owner-field"}
		titled(c, task)
		return c
	}
	title := ""
	if n.Parent >= 0 {
		title = stripInline(p.d.Nodes[n.Parent].Text)
	} else if n.Section != nil {
		title = stripInline(n.Section.Title)
	}
	title = reParen.ReplaceAllString(title, " ")
	title = strings.TrimSpace(strings.TrimRight(reSymbols.ReplaceAllString(title, " "), ":： "))
	c := &extract.Candidate{Assignee: owner, Owners: splitOwners(owner), Title: cleanTitle(title), Syntax: "owner-field"}
	if c.Title == "" {
		c.Title = owner
	}
	// The task is the heading or item above: likely, not written here.
	c.Problems = append(c.Problems, problemInferred)
	return c
}

// meetingOwnerField: line i is a "담당자: 김민수" field right under the
// notes' title ("# 회의록 2022.02.14"): whoever runs or writes the
// meeting, no task, whatever rule would read it.
func (p *parser) meetingOwnerField(i int) bool {
	n := p.d.Nodes[i]
	if n.Parent >= 0 || n.Section == nil || !meetingHeading(n.Section) {
		return false
	}
	m := reDamdang.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(n.Text))))
	return m != nil && !strings.ContainsAny(m[1], "—–") && !strings.Contains(m[1], " - ")
}

// reMeetingWord: a heading that names the meeting itself.
var reMeetingWord = regexp.MustCompile(`(?i)회의|미팅|모임|스크럼|스터디|minutes|meeting|sync|stand-?up|retro`)

// meetingHeading: s is the notes' top heading and names the meeting
// ("# 회의록 2022.02.14", "# Weekly sync") or only its date.
func meetingHeading(s *doc.Section) bool {
	if s.Parent != nil || s.Level > 1 {
		return false
	}
	t := stripInline(s.Title)
	return reMeetingWord.MatchString(t) || strings.Trim(t, "0123456789 .-/()년월일") == ""
}

// Korean commitments: "민서가 … 하기로 함", "지훈 님이 … 공유 예정", "정도윤이 …
// 등록", subjectless "… 하기로 함", "… 알아볼 것", "… 예정".
var (
	reKoSubject = regexp.MustCompile(`^(?:\(|\s)*([\p{Hangul}A-Za-z][\p{Hangul}A-Za-z.]{0,19}?)\s*(선생님|매니저님|팀장님|책임님|선임님|님|씨|매니저|팀장|학생)?\s*(께서|이가|이는|이|가|은|는)\s+(.+)$`)
	reKoCommit  = regexp.MustCompile(`([는은]\s*(?:걸로|것으로)\s*` + koSettledEnding + `|` + koChargeBecame + `|합니다|하겠습니다|하기로\s*했습니다|하기로\s*하였습니다|하기로\s*함|하기로\s*했음|하기로\s*했다|기로\s*했습니다|기로\s*함|기로\s*했음|할\s*예정(?:입니다|임|이다)?|예정(?:입니다|임|이다)?|드리겠습니다|겠습니다|습니다|니다|해\s*주세요|[아어여와워]\s*주세요|주시기\s*바랍니다|부탁드립니다|한다|할\s*것|맡기로\s*함|기로\s*하였음|기로\s*합의(?:함|했음|하였음|했습니다|됨)?|맡음|담당|할게요|할께요|볼게요|볼께요|드릴게요|하겠음|겠어요|겠다고\s*(?:함|했음|했다|하였음|하였다|했습니다|말함|하셨음)|할\s*계획(?:이다|임|입니다)?|도록\s*(?:함|했음|하였음|했다|하였다|한다))\s*[.!)]?$`)
	reKoPast    = regexp.MustCompile(`(었습니다|았습니다|였습니다|했습니다|했음|됐습니다|되었습니다|입니다|였음|었음|았음|했다|었다|였다|완료)\s*[.!)]?$`)
	reKoFuture  = regexp.MustCompile(`(` + koChargeBecame + `|겠다고\s*(?:했다|하였다|했음|하였음|했습니다|함)|도록\s*(?:했다|하였다|했음|하였음)|기로\s*했습니다|기로\s*하였습니다|기로\s*했음|기로\s*하였음|기로\s*했다|기로\s*하였다|기로\s*합의(?:함|했음|하였음|했습니다|됨)?|예정입니다)\s*[.!)]?$`)
	// An action noun ending a clause: "… 에 등록", "오늘 설정".
	reKoActionNoun = regexp.MustCompile(`(등록|설정|작성|공유|정리|검토|확인|제출|준비|조사|수정|구현|배포|전달|요청|연락|담당|진행|발표|업로드|초대|추가|개선|해결|분석|추출|수집|학습|설계|개발|테스트|점검|교체|적용|반영|취합|예약|통일)\s*[)]?\s*(?:[:：].*)?$`)
	// Subjectless commitments. ("내려받아보자", "완성해주자", "보여주자":
	// a verb's 아/어 form before 보자 or 주자 is the team's own next step,
	// as "해보자" is.)
	reKoNoSubject = regexp.MustCompile(`(?:하기로\s*함|하기로\s*했음|하기로\s*했다|기로\s*함|기로\s*했음|기로\s*했다|할\s*예정(?:임|이다)?|(?:등록|작성|공유|정리|검토|확인|제출|준비|조사|수정|구현|배포|전달|요청|연락|추합|취합|업로드|발송|분석|개발|테스트|설계|보고)\s*예정(?:임|이다)?|할\s*것|할것|볼\s*것|볼것|해\s*올\s*것|해올것|하자|해보자|(?:만들|끝내|짜|세우|나누|바꾸|맞추|올리|넣|그리|찾|모이|옮기|합치)자|[아어여]\s*보자|[아어여해]\s*주자|도록\s*(?:함|했음|하였음|한다)|(?:확인|검토|조사|수정|보완|공유|회신|답변|제출|참석|협조|정리|작성|준비|연락)\s*요망(?:\s+(?:to|->|→)\s*[\p{Hangul}]{2,4})?|[아어여해]\s*주(?:시)?길\s*(?:바람|바랍니다|바란다)|[아어여해]\s*주었으면\s*(?:함|합니다|한다|좋겠음|좋겠습니다)|[아어여해]\s*줬으면\s*(?:함|합니다|좋겠음|좋겠습니다))\s*[.!)]?\s*$`)
)

func (p *parser) koreanCommitment(text string, n doc.Node, heading bool) *extract.Candidate {
	// (kotwosignals.go) "→ 이영희가 …", "결론: 박도윤이 …": the mark or
	// label before the sentence is no part of it.
	t := koLeadMarks(strings.TrimSpace(text))
	if e := strings.TrimRight(t, "…. "); e != t && (strings.HasSuffix(t, "…") || strings.HasSuffix(t, "..")) {
		// "… 다시 task 배분하자…", "… 모이는 것으로..": a trailing
		// ellipsis trails off the sentence; its ending is before it.
		t = e
	}
	if t == "" || isQuestion(t) || !extract.HasHangul(t) {
		return nil
	}
	// A parenthesised commitment inside the line: "배포 권한 (정도윤이 오늘 설정)".
	if i := strings.LastIndex(t, "("); i > 0 && strings.HasSuffix(t, ")") {
		inner := t[i+1 : len(t)-1]
		if c := p.koSubject(inner, true); c != nil {
			if c.Title == "" || utf8.RuneCountInString(c.Title) <= 4 {
				c.Title = cleanTitle(strings.TrimSpace(t[:i]) + " " + c.Title)
			}
			c.Syntax = "korean-paren"
			return c
		}
	}
	if c := p.koSubject(t, false); c != nil {
		return c
	}
	if c := p.koDueThenSubject(t); c != nil {
		return c
	}
	if c := p.koLaterSentence(t); c != nil {
		return c
	}
	if c := p.koArrowClause(t); c != nil {
		return c
	}
	if c := p.koTopicSubject(t); c != nil {
		return c
	}
	si := p.section(n.Section)
	tt := strings.TrimSpace(reTrailParen.ReplaceAllString(tail(t, 96), ""))
	if tt == "" {
		tt = tail(t, 64)
	}
	scheduled := strings.Contains(tt, "예정") && reKoSchedule.MatchString(t)
	// "…를 사용하기로 함" records a decision; "이후 팀별로 문서를 작성하기로 함" a
	// task: a subjectless 하기로 함 counts when it makes something and says
	// when or by whom.
	// ("해 주기로 함", "공지해주시기로 함": the benefactive names a doer
	// who does the work for the others — a commitment of someone the line
	// leaves unsaid, not the group's decision.)
	decided := (reKoHagiro.MatchString(tt) || reKoDorok.MatchString(tt)) && !(reKoDeliverable.MatchString(tt) && reKoTaskCue.MatchString(t)) && !reKoBenefactiveGiro.MatchString(tt)
	if (reKoNoSubject.MatchString(tt) || reKoNoSubject.MatchString(tail(t, 64)) || koPlannedWork(tt) || koSettledWork(tt)) && !koPast(t) && !scheduled && !decided && (!si.decision || koTodoEnding(t)) && !strings.HasSuffix(t, ":") {
		c := &extract.Candidate{Syntax: "korean-commitment"}
		if m := reKoNameLabel.FindStringSubmatch(t); m != nil && p.koLabelPerson(m) {
			// "도윤님: 로그인 API 구현 예정": the name labelling the line
			// is who commits.
			c.Assignee, c.Owners = m[1], []string{m[1]}
			t = strings.TrimSpace(t[len(m[0]):])
		} else if m := reKoToName.FindStringSubmatch(t); m != nil && p.known(m[1]) {
			// "좀 더 조사 요망 to 정화": the request sent to a person.
			c.Assignee, c.Owners = m[1], []string{m[1]}
			t = strings.TrimSpace(t[:len(t)-len(m[0])])
		} else if m := reKoTeamEseo.FindStringSubmatch(t); m != nil && koDoerTeam(m[1]) {
			// "백엔드에서 DB 설계할 예정": 에서 after a team's name marks
			// the team as who does the work, as 이/가 marks a person.
			c.Assignee, c.Owners = teamName(m[1]), []string{teamName(m[1])}
			t = strings.TrimSpace(t[len(m[0]):])
		} else if m := reKoTrailName.FindStringSubmatch(t); m != nil && (p.koPerson(m[1]) || p.known(m[1])) {
			// "… 금요일까지 마무리 예정 (도윤)": the name closing the line
			// is who commits, over the team a heading names.
			c.Assignee, c.Owners = m[1], []string{m[1]}
			t = strings.TrimSpace(t[:len(t)-len(m[0])])
		} else if o := p.koParentNameLabel(n); o != "" {
			// "- 김지우: HTML 강의 학습" / "  - CSS 학습으로 넘어갈 예정": a
			// plan nested under a member's line is that member's.
			c.Assignee, c.Owners = o, []string{o}
		} else if o, rest, ok := p.koLeadName(t); ok {
			// "지훈 시연 영상 촬영 예정": the name opening the line
			// (konamelead.go).
			c.Assignee, c.Owners, t = o, []string{o}, rest
		} else if o := p.bracketOwner(t); o != "" && extract.HasHangul(o) {
			// "[민수] 로그인 구현할 것": the member in brackets first.
			c.Assignee, c.Owners, t = o, splitOwners(o), reLeadBracket.FindStringSubmatch(t)[2]
		}
		if loc := reKoDoneClause.FindAllStringIndex(t, -1); loc != nil {
			// "크롤러는 완료했고, 이번 주는 테스트 코드 작성 예정": the work
			// is what follows the clause of work done.
			if rest := strings.TrimSpace(t[loc[len(loc)-1][1]:]); rest != "" {
				t = rest
			}
		}
		week := ""
		if m := reKoWeekTopic.FindStringSubmatch(t); m != nil {
			week, t = m[1], strings.TrimSpace(t[len(m[0]):])
		}
		c.Title, c.Due = cutDue(t)
		if c.Due == "" {
			c.Due = week
		}
		if c.Due == "" {
			if d := reHeadingDate.FindString(t); d != "" {
				c.Due = d
			}
		}
		c.Title = cleanTitle(c.Title)
		if len(c.Owners) > 0 {
			c.Problems = append(c.Problems, problemConfirm)
		} else {
			c.Problems = append(c.Problems, problemNoSubject)
		}
		return c
	}
	return p.koTakes(t)
}

// reKoTeamEseo: a team's name and 에서 opening the sentence ("Backend에서
// …", "프론트 팀에서 …"); teamName decides whether it names a team, not a
// place ("서버에서", "로컬에서").
var reKoTeamEseo = regexp.MustCompile(`^((?:[\p{Hangul}A-Za-z]+\s?)?[\p{Hangul}A-Za-z]+)\s?에서\s+`)

// koDoerTeam: w, before 에서, names a team of people — one called a team
// or a part ("앱 파트", "QA팀"), or by what its people do ("백엔드",
// "기획", "Frontend") — not a place the work happens on, as the team
// words of a platform are ("서버에서", "앱에서", "Android에서").
func koDoerTeam(w string) bool {
	team := teamName(w)
	if team == "" {
		return false
	}
	l := strings.ToLower(strings.TrimSpace(team))
	for _, suf := range teamSuffixes {
		if strings.HasSuffix(l, suf) {
			return true
		}
	}
	return !koPlaceTeams[l]
}

// koPlaceTeams: team words that name a platform as often as the people
// building it.
var koPlaceTeams = map[string]bool{
	"server": true, "client": true, "android": true, "ios": true, "web": true, "mobile": true, "app": true,
	"ai": true, "ml": true, "data": true, "infra": true, "infrastructure": true, "platform": true, "security": true,
	"docs": true, "documentation": true, "dev": true, "development": true, "ops": true,
	"서버": true, "클라이언트": true, "안드로이드": true, "웹": true, "앱": true, "데이터": true, "인프라": true, "모델링": true, "모델": true,
}

// reKoDoneClause: a clause of work done joined to the next ("완료했고,",
// "끝냈으며", "마쳤는데,").
var reKoDoneClause = regexp.MustCompile(`(?:했|였|었|았|냈|쳤)(?:고|으며|는데|지만)\s*,?\s+`)

// reKoWeekTopic: a week as the topic of the clause ("이번 주는 …"), read
// as the week the work is for.
var reKoWeekTopic = regexp.MustCompile(`^((?:이번|다음|차)\s*주)(?:는|에는)\s+`)

// koFirstSentencePlans: s holds more than one sentence and the first
// commits to work ahead.
func koFirstSentencePlans(s string) bool {
	first, ok := koFirstSentence(s)
	return ok && koSentencePlans(first)
}

// koSentencePlans: one sentence commits to work ahead.
func koSentencePlans(sentence string) bool {
	t := tail(sentence, 64)
	return reKoFuture.MatchString(t) || koWillDecl(t) || koPlainPresent(t) || reKoStrongCommit.MatchString(t) && !reKoPast.MatchString(t)
}

// reKoFullStop: a Korean sentence's end with another sentence after it.
var reKoFullStop = regexp.MustCompile(`\p{Hangul}[.!]\s+\p{Hangul}`)

// koFirstSentence: the first sentence of s, when another follows it.
func koFirstSentence(s string) (string, bool) {
	loc := reKoFullStop.FindStringIndex(s)
	if loc == nil {
		return "", false
	}
	_, size := utf8.DecodeRuneInString(s[loc[0]:])
	return s[:loc[0]+size], true
}

// koPlainPresent: a sentence closed by the plain present of a verb
// ("준비한다", "작성한다", "읽는다"), as formal minutes write what each
// person will do.
func koPlainPresent(s string) bool {
	h, ok := strings.CutSuffix(strings.TrimSpace(s), "다")
	if !ok || h == "" {
		return false
	}
	if strings.HasSuffix(h, "는") {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(h)
	return koFinal(r) == koFinalN
}

// reKoSentenceBreak: the end of a Korean sentence inside a line ("…
// 늦어지고 있음. 지우가 …", "… 제출해야 함. 민지가 …").
var reKoSentenceBreak = regexp.MustCompile(`[다음함임요][.!]\s+`)

// koLaterSentence: a line whose first sentence states a need or a state
// and whose later one names who takes it ("중간 보고서는 11/14까지 제출해야
// 함. 민지가 취합해서 제출하기로 했다"): the later sentence's subject owns
// its work, and a deadline only the first sentence gives is its due.
func (p *parser) koLaterSentence(t string) *extract.Candidate {
	breaks := reKoSentenceBreak.FindAllStringIndex(t, 4)
	for k, b := range breaks {
		end := len(t)
		if k+1 < len(breaks) {
			end = breaks[k+1][0] + len("다")
		}
		c := p.koSubject(strings.TrimSpace(t[b[1]:end]), false)
		if c == nil {
			continue
		}
		if c.Due == "" {
			_, c.Due = cutDue(t[:b[0]])
		}
		return c
	}
	return nil
}

// reKoReasonClause: a subordinate clause of reason or contrast closing
// on its predicate ("부족해서", "늦어져서", "많으니", "없으므로", "바쁜데",
// "했지만"), then a main clause that opens with its own subject.
var reKoReasonClause = regexp.MustCompile(`^\S*(?:[아어여해져워와려]서|니까|으니|므로|는데|지만)[,]?\s+(\S.*)$`)

// koMainClause: the main clause after a leading reason clause, when it
// opens with a subject of its own (koSubject reads it); "" otherwise —
// "민수가 조사해서 공유하기로 함" goes on with the same subject.
func koMainClause(rest string) string {
	m := reKoReasonClause.FindStringSubmatch(rest)
	if m == nil || reKoSubject.FindStringSubmatch(m[1]) == nil {
		return ""
	}
	return m[1]
}

// reKoCutGiro: a 하기로 with its 함 left off, as notes write it.
var reKoCutGiro = regexp.MustCompile(`기로\s*[.!]?\s*$`)

// reKoToName: a request sent to a person closing a line ("… 요망 to 정화",
// "… 확인 → 지훈").
var reKoToName = regexp.MustCompile(`\s+(?:to|->|→)\s*([\p{Hangul}]{2,4})\s*$`)

// reKoTrailName: one Korean name in parentheses closing a line.
var reKoTrailName = regexp.MustCompile(`\s*[(（]\s*([\p{Hangul}]{2,4}?)\s*(?:님|씨)?\s*[)）]\s*[.]?\s*$`)

// reKoNameLabel: a Korean name, with 님/씨 or not, labelling a line
// with a colon or a spaced dash ("도윤님: …", "박유나 - …").
var reKoNameLabel = regexp.MustCompile(`^([\p{Hangul}]{2,4}?)\s*(님|씨)?(?:\s*[:：]\s*|\s+[-–—]\s+)`)

// reKoSchedule: a line about when a meeting or event takes place ("다음
// 회의는 금요일 진행 예정") schedules, it assigns nothing.
var (
	reKoHagiro = regexp.MustCompile(`기로\s*(?:함|했음|했다|하였음)\s*[.!)]?\s*$`)
	// reKoBenefactiveGiro: 하기로 함 after the benefactive 주다, plain or
	// honoured ("공유해 주기로 함", "이야기를 해주시기로 함").
	reKoBenefactiveGiro = regexp.MustCompile(`[아어여해]\s*주(?:시)?기로\s*(?:함|했음|했다|하였음)\s*[.!)]?\s*$`)
	reKoDeliverable     = regexp.MustCompile(`(?:작성|제출|준비|조사|정리|공유|전달|보고|발표|확인|검토|설계|구현|개발|만들|합치|작업|연락|요청|정하|예약|업데이트|수정|취합|분석|테스트|배포|초안|문서)[가-힣]{0,3}\s*(?:기로|도록)`)
	// (" … 합친 후, … 수정하기로 함": work set after other work is a
	// step of a plan, as "이후" is.)
	reKoTaskCue = regexp.MustCompile(`이후|다음|내일|모레|까지|추후|나중에|향후|차주|이번\s*주|각자|팀별|팀원|전원|담당|\d{1,2}\s*/\s*\d{1,2}|\d{1,2}\s*월|\d{1,2}\s*일(?:[^\p{Hangul}]|$)|요일|\s후(?:에)?[,\s]`)
	// reKoDorok: "…하도록 함" — the meeting has it done; subjectless, a
	// decision as 하기로 함 is, unless it makes something and says when.
	reKoDorok = regexp.MustCompile(`도록\s*(?:함|했음|하였음|한다)\s*[.!)]?\s*$`)
)

// reKoBringBack: homework — work done and brought to the next meeting
// ("크롤링 해온다", "정리해오기", "논문 읽어오기", "조사해 올 것"): a
// commitment, whoever the subject.
var reKoBringBack = regexp.MustCompile(`[아어여와워해야]\s*(?:온다|옵니다|오기|올\s*것|올것|오도록\s*(?:함|한다|하기)?)\s*[.!)]?\s*$`)

// reKoMotionCome: 오다 as the verb of moving itself, "들어온다" (comes
// in), "돌아온다" (comes back), "넘어온다": what data, requests or servers
// do, no homework brought to the next meeting.
var reKoMotionCome = regexp.MustCompile(`(?:들어|돌아|넘어|따라|걸어|건너|쫓아|다가|나아|뛰어|날아|기어)\s*(?:온다|옵니다|오기|올\s*것|올것|오도록)`)

// koBringBack: s ends in homework brought back (reKoBringBack), not in a
// verb of moving.
func koBringBack(s string) bool {
	return reKoBringBack.MatchString(s) && !reKoMotionCome.MatchString(tail(s, 24))
}

// reKoStrongCommit: the endings that commit someone whatever the
// subject (not the plain present 한다/합니다, which also states facts).
var reKoStrongCommit = regexp.MustCompile(`기로|` + koSettledMark + `|예정|할\s*계획|겠|[할볼줄낼올을]\s*(?:게요|께요|게|께)|맡|담당|해\s*오기|해\s*온다|할\s*것|부탁|주세요`)

var reTrailParen = regexp.MustCompile(`\s*[(（][^()（）]*[)）]\s*[.]?\s*$`)

var reKoSchedule = regexp.MustCompile(`회의|미팅|모임|세미나|행사|일정은|meeting`)

// koSubject: a named subject and a commitment (or an action noun, for a
// full name: "정도윤이 저장소 설정에 등록").
func (p *parser) koSubject(t string, inner bool) *extract.Candidate {
	m := reKoSubject.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	name, hon, rest := m[1], m[2], m[4]
	if main := koMainClause(rest); main != "" {
		// "시간이 부족해서 민수가 나머지 정리하기로 함": the first subject
		// is the reason's; the main clause names who commits.
		if c := p.koSubject(main, inner); c != nil {
			return c
		}
	}
	known := p.known(name)
	if !known && hon == "" && koRelativeClause(rest) {
		// "사용자가 설정한 조건에 맞춰 … 준비": the subject is the
		// relative clause's (the conditions the user sets), not the
		// doer of the task the line names.
		return nil
	}
	// A word that only looks like a name ("인증서는 …") is a topic: with 은/는 a
	// name must be known or carry an honorific.
	topic := m[3] == "은" || m[3] == "는"
	full := koFullName(name) && !topic || koFamiliar(name, m[3])
	if full && !known && hon == "" && utf8.RuneCountInString(name) >= 3 && p.koRoll() && !p.known(string([]rune(name)[1:])) {
		// Where the notes list their members, a surname and a given name
		// they do not list is a word that starts like one ("신용평가 …
		// 검토한다", "문장형이 아닌 …"); a given name alone may be a
		// member the roll missed.
		full = false
	}
	tentative := false
	if !(hon != "" || known || full) {
		// "유진은 디자인 시안 수정할 예정", "민수는 DB 설계를 맡기로 한다":
		// with 은/는 a word shaped like a name before a commitment that
		// binds someone (예정, 기로, 할 것) is most often that person —
		// but it can be a topic ("홍보물은 … 제작 예정"): a person
		// confirms.
		// (Two syllables: a given name. A longer word is more often a
		// thing — "인증서는 … 넣기로 함".)
		if !topic || !koFullName(name) || utf8.RuneCountInString(name) != 2 || !reKoStrongCommit.MatchString(tail(rest, 64)) && !koWillDecl(rest) {
			return nil
		}
		tentative = true
	}
	if koPast(rest) {
		return nil
	}
	willThing := koWillThing(rest) || koWillDecl(rest)
	// ("… 작성해주기로": notes cut 하기로 함 short.)
	commit := reKoCommit.MatchString(rest) || willThing || reKoCutGiro.MatchString(rest)
	if commit && hon == "" && !known && utf8.RuneCountInString(name) == 2 && !reKoStrongCommit.MatchString(tail(rest, 64)) && !willThing {
		// "유분이 많은 제품보다 산뜻한 제품을 선호한다": a word of two
		// syllables that starts like a surname and a plain present
		// states a fact; a given name commits with 하기로/예정/겠/할게요.
		commit = false
	}
	// "민수님이 9.28 까지 로그인 화면 작업": a person written as one, and
	// the work they take.
	// ("세린님은 프론트 빌드 오류 해결.": the sentence's period is no word.)
	bare := strings.TrimRight(rest, ". ")
	// ("서연이 데이터 라벨링 마무리하기": a to-do's -기 with its doer.)
	noun := (full || hon != "" || known) && (reKoActionNoun.MatchString(bare) || reKoTaskNoun.MatchString(bare) || koVerbTodo(bare))
	if !commit && !noun {
		return nil
	}
	c := &extract.Candidate{Assignee: strings.TrimSpace(name + " " + hon), Owners: []string{name}, Syntax: "korean-sentence"}
	var listed string
	if i := strings.IndexAny(rest, ":："); i > 0 && noun && !commit {
		rest, listed = rest[:i], rest[i:]
	}
	c.Title, c.Due = cutDue(rest)
	if c.Due == "" && listed != "" {
		// "민수가 서버에 등록: KEY_A, KEY_B (이번주까지).": what the colon
		// lists is no part of the title, but a deadline closing the line
		// is the work's, as it is after a task with no list.
		c.Due = koTrailDueOf(listed)
	}
	c.Title, c.ExplicitID = cutExplicitID(c.Title)
	c.Title = cleanTitle(c.Title)
	if !commit {
		c.Problems = append(c.Problems, problemConfirm)
	}
	if tentative {
		c.Problems = append(c.Problems, problemTentative)
	}
	return c
}

// koStatus: "로그인 API 개발 완료", "테스트 진행 중", "검토했습니다".
var reNumbered = regexp.MustCompile(`^\d{1,3}[.)]$`)

var reKoStatus = regexp.MustCompile(`(?:완료|완료됨|완료함|진행\s*중|진행중|작업\s*중|하는\s*중|검토\s*중|대기\s*중|보류|됨|되었음|됐음)\s*[.!)]?\s*$`)

func koStatus(s string) bool {
	if extract.HasHangul(s) && koEventReport(cutUTF8(s, 256)) {
		return true
	}
	s = tail(s, 64)
	return reKoStatus.MatchString(s) || extract.HasHangul(s) && koPast(s)
}

// koProgressReport: koStatus, or how far the work is ("메인 화면 70%",
// "배포 환경 구성 중"). Only where a name in parentheses closes the line:
// elsewhere such a line is a restatement the series reads for its task's
// status.
func koProgressReport(s string) bool {
	return koStatus(s) || extract.HasHangul(s) && (reKoPercentDone.MatchString(tail(s, 64)) || koUnderWay(tail(s, 64)))
}

// reKoPercentDone: how far the work is ("메인 화면 70%", "80% 완료").
var reKoPercentDone = regexp.MustCompile(`\d{1,3}\s*%\s*(?:완료|진행|달성)?\s*[.!)]?\s*$`)

// koUnderWayLine: a Korean line that says its work is under way or
// waiting ("결제 화면 구현 중", "서버 연동 대기중") — where the work
// stands, not work to take on. A state set off after the work ("… (하은 -
// 진행중)", "…: 진행 중") is the task's status field: the task stays.
func koUnderWayLine(plain string) bool {
	t := strings.TrimRight(strings.TrimSpace(plain), ".! ")
	if strings.ContainsAny(t, "()-–—:：") {
		return false
	}
	return extract.HasHangul(t) && (koUnderWay(t) || reKoWaiting.MatchString(t))
}

var reKoWaiting = regexp.MustCompile(`(?:대기|작업|진행)\s*중$`)

// koUnderWay: work in progress, a noun of work and 중 ("배포 환경 구성
// 중", "개발중"); not a time's 중 ("이번 주 중", "이달 중": within it).
func koUnderWay(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(s), ".!) ")
	h, ok := strings.CutSuffix(t, "중")
	if !ok {
		return false
	}
	w := []rune(strings.TrimSuffix(h, " "))
	if len(w) < 2 || !isHangul(string(w[len(w)-2:])) {
		return false
	}
	return !strings.ContainsRune("주달월년일간기", w[len(w)-1])
}

// koPast: the clause reports what was done ("보냈습니다", "공유했음", "완료"),
// not what will be: a past-tense final syllable (with ㅆ, but not the
// future 겠) before the ending.
func koPast(s string) bool {
	// "홍진호는 정책안을 준비한다. 완료 기한은 정해지지 않았다.": a line
	// whose first sentence commits to work is work, whatever the remark
	// after it says in the past.
	if koFirstSentencePlans(s) {
		return false
	}
	s = tail(s, 64)
	if reKoFuture.MatchString(s) || koWillDecl(s) {
		return false
	}
	if reKoPast.MatchString(s) {
		return true
	}
	t := strings.TrimRight(strings.TrimSpace(s), ".!) ")
	for _, end := range []string{"습니다", "어요", "다", "음", "고"} {
		h, ok := strings.CutSuffix(t, end)
		if !ok || h == "" {
			continue
		}
		r, _ := utf8.DecodeLastRuneInString(h)
		if koFinal(r) == koFinalSS && r != '겠' {
			return true
		}
	}
	return false
}

// koVocative: "민서님, 견적서 검토 부탁드립니다" — a request addressed to a
// person.
var reKoVocative = regexp.MustCompile(`^([\p{Hangul}]{2,4})\s*(?:님|씨)\s*[,:：]?\s+(.+?)\s*(?:좀\s*)?(?:부탁드립니다|부탁드려요|부탁합니다|해\s*주세요|해\s*주시기\s*바랍니다|바랍니다)\s*[.!]?$`)

func (p *parser) koVocative(t string) *extract.Candidate {
	m := reKoVocative.FindStringSubmatch(strings.TrimSpace(t))
	if m == nil {
		return nil
	}
	c := &extract.Candidate{Assignee: m[1] + " 님", Owners: []string{m[1]}, Syntax: "korean-request"}
	if !titled(c, m[2]) {
		return nil
	}
	return c
}

// leadingKoName: "한지우 : 보수 성향 매체 두 곳" — a Korean full name, then the
// task.
var reKoVolitional = regexp.MustCompile(`(?:합니다|하겠습니다|겠습니다|할게요|할께요|볼게요|볼께요|드릴게요|하기로\s*함|기로\s*했음|예정(?:입니다|임)?|할\s*것|하겠음|겠어요)\s*[.!]*$`)

// requestAbove is the task of a question put to name on one of the two
// lines above line i ("민서: 지훈 님, 견적서 초안 금요일까지 보내주실 수 있을까요?").
func (p *parser) requestAbove(i int, name string) (title, due string) {
	return p.requestAboveWith(i, func(t string) string {
		if !isQuestion(t) || !strings.Contains(t, name) {
			return ""
		}
		t = afterSpeakerLabel(t)
		if k := strings.Index(t, name); k >= 0 {
			t = t[k+len(name):]
		}
		t = strings.TrimLeft(t, " 님씨,")
		return strings.TrimSpace(reKoRequestEnd.ReplaceAllString(t, ""))
	})
}

var reKoRequestEnd = regexp.MustCompile(`\s*(?:해\s*)?(?:주실\s*수\s*있을까요|주시겠어요|주시겠습니까|주실래요|줄\s*수\s*있어요|줄래요|줄\s*수\s*있을까요|할\s*수\s*있을까요|가능할까요|가능한가요)\s*[?？]+\s*$`)

// koVolitional: the speaker commits ("하겠습니다", "보낼게요", "작성할게요").
func koVolitional(s string) bool {
	t := strings.TrimRight(strings.TrimSpace(tail(s, 64)), ".!~ ")
	if reKoVolitional.MatchString(t) {
		return true
	}
	for _, end := range []string{"게요", "께요", "게", "께"} {
		if h, ok := strings.CutSuffix(t, end); ok && h != "" {
			r, _ := utf8.DecodeLastRuneInString(h)
			// 보낼게요, 할게요: a syllable closed by ㄹ before 게요.
			if koFinal(r) == koFinalL {
				return true
			}
		}
	}
	return false
}

var (
	reKoFirstPerson = regexp.MustCompile(`(?:^|\s)(?:제가|저는|저희가|제)\s`)
	// reKoProcedure: the meeting talking about itself ("회의 시작하겠습니다").
	reKoProcedure = regexp.MustCompile(`회의\s*(?:를|을)?\s*(?:시작|마치|마무리|종료|끝내)`)
	// reKoSpeakerLead: what a spoken answer opens with ("네, 제가 …").
	reKoSpeakerLead = regexp.MustCompile(`^(?:(?:네|예|넵|좋아요|좋습니다|알겠습니다|그럼|그러면)[,.!]?\s+)*(?:제가|저는|제가\s+직접|저희가|내가)?\s*`)
)

var reKoSentenceEnd = regexp.MustCompile(`(?:다|요|죠|네|군|음)\s*[.!?~]*$`)

// reKoSpokenWhen: a time opening a speaker's commitment ("이번 주에",
// "오늘은", "내일까지는").
var reKoSpokenWhen = regexp.MustCompile(`^((?:이번|다음|차|금)\s*주|금주|차주|오늘|내일|모레)\s*(?:에는|에|은|는|중에|중으로|안에)?\s+`)

// reKoOneOfOwners: a Korean name opening a line before a space, its
// honorific aside.
var reKoOneOfOwners = regexp.MustCompile(`^(\p{Hangul}{2,4}?)(?:님|씨)?\s+(\S.*)$`)

// reLeadKoName: a Korean name opening a line before a colon; the name
// stops before an honorific written onto it ("이동재님: …" is 이동재's).
var reLeadKoName = regexp.MustCompile(`^([\p{Hangul}]{2,4}?(?:\s\d{1,2})?)\s*(?:님|씨)?\s*[:：]\s*(.+)$`)

// reKoMarkedLead: a name marked as a person's by how it opens the line —
// a handle ("@이동재 …"), an honorific ("이동재님 …") or brackets
// ("[이동재] …") — and then the work, with no colon between.
var reKoMarkedLead = regexp.MustCompile(`^(?:@([\p{Hangul}]{2,4})|\[([\p{Hangul}]{2,4}|\p{Lu}\p{Ll}{1,11})\]|([\p{Hangul}]{2,4}?)\s?님)[,]?\s+([^\s:：].*)$`)

// reKoPastLead: a time before the meeting opening what follows a name
// ("[지민] 지난주 회고"): the line reports on it, it gives no work.
var reKoPastLead = regexp.MustCompile(`^(?:지난|어제|저번|이전|그동안)`)

// koMarkedLead reads t opened by a marked name as the colon form
// ("이동재: …"), and whether the mark is a person's for certain (@, 님):
// a name so marked owns what follows as one labelling it with a colon
// does.
func koMarkedLead(t string) (string, string, bool) {
	m := reKoMarkedLead.FindStringSubmatch(t)
	if m == nil || !extract.HasHangul(m[4]) || reKoPastLead.MatchString(m[4]) {
		return "", "", false
	}
	name := m[1] + m[2] + m[3]
	if koCommonWord[name] || groupOwners[name] || teamName(name) != "" || koTitleOnly(name) || koTitles[name] {
		return "", "", false
	}
	return name, m[4], m[2] == ""
}

func (p *parser) leadingKoName(t string, i int) *extract.Candidate {
	t = strings.TrimSpace(t)
	m := reLeadKoName.FindStringSubmatch(t)
	marked := false
	if m == nil {
		// "@이동재 매체 두 곳", "이동재님 매체 두 곳", "[이동재] 매체 두 곳":
		// the name is marked; a handle or 님 is a person's, brackets
		// hold a person's full name the notes use.
		if name, rest, person := koMarkedLead(t); name != "" && (p.known(name) || koFullName(name) && utf8.RuneCountInString(name) == 3 && (person || p.recurs(name)) || !koFullName(name) && !bracketTags[strings.ToLower(name)] && (p.recurs(name) || koToDoForm(rest))) {
			m, marked = []string{t, name, rest}, true
		}
	}
	// A name, when the notes know it, write it twice, or it speaks of itself
	// ("서연: … 제가 작성할게요"). A word of two syllables written twice is
	// as often a form's label ("설명: …", "배경: …" in every idea's
	// entry) as a given name; and where the notes list their Korean
	// attendees, a name they do not list is a label ("유사도: …").
	if m == nil || !(marked || p.known(m[1]) || p.koGivenOwner(m[1], m[2], i) || koFullName(m[1]) && (p.koPerson(m[1]) && p.recurs(m[1]) && !p.koRoll() || reKoFirstPerson.MatchString(m[2]) || koVolitional(m[2]) || p.boldLabel(i, m[1]))) {
		return nil
	}
	// "민서: 좋습니다" is a speaker's remark; "민서: 제가 해볼게요" or "한지우 :
	// 매체 두 곳" (a task without a verb) assigns.
	rest := strings.TrimSpace(m[2])
	if reKoSentenceEnd.MatchString(tail(rest, 32)) && !koVolitional(rest) || isQuestion(rest) || reKoProcedure.MatchString(rest) || koBareProcedure(rest) || koNominalReport(rest) {
		return nil
	}
	rest = reKoSpeakerLead.ReplaceAllString(koCommittingPart(rest), "")
	c := &extract.Candidate{Assignee: m[1], Owners: []string{m[1]}, Syntax: "owner-colon"}
	// "지훈: 저는 이번 주에 로그인 끝낼게요", "오늘은 로그 모니터링
	// 보겠습니다": a speaker's time opening the commitment is when the
	// work is due (a sentence of the notes opened so says when something
	// happens, and cutDue leaves it).
	when := ""
	if w := reKoSpokenWhen.FindStringSubmatch(rest); w != nil && koVolitional(rest) {
		when, rest = strings.TrimSpace(w[1]), strings.TrimSpace(rest[len(w[0]):])
	}
	titled(c, rest)
	if c.Due == "" {
		c.Due = when
	} else if when != "" && strings.HasPrefix(rest, c.Due) {
		// "다음 주 화요일까지": the week, then the day in it.
		c.Due = when + " " + c.Due
	}
	// "네, 보낼게요" answers the request above it: the task is there.
	if len(strings.Fields(c.Title)) <= 1 {
		if q, due := p.requestAbove(i, m[1]); q != "" {
			c.Title = q
			if c.Due == "" {
				c.Due = due
			}
		}
	}
	// In a transcript, "지훈: 네, 제가 금요일까지 보낼게요" is 지훈's to do.
	if !(p.transcript && c.Due != "" && reKoFirstPerson.MatchString(" "+m[2]+" ")) {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// reKoNominalReport: a line closed by a verb or adjective in its noun
// form, as notes state what happened or how things are ("비용이 많이
// 나옴", "서버 다운됨", "문제 없음", "속도 느려짐") — a report, where a
// task closes with the work's noun ("매체 두 곳", "배포 스크립트 작성").
var reKoNominalReport = regexp.MustCompile(`(?:나옴|됨|없음|있음|많음|적음|좋음|같음|느림|빠름|힘듦|어려움|했음|였음|었음|았음|려짐|해짐|아짐|어짐|져짐|남음)\s*[.!]?$`)

// koNominalReport: s states what happened, in the noun form of a verb.
func koNominalReport(s string) bool {
	return reKoNominalReport.MatchString(strings.TrimSpace(tail(s, 32)))
}

// reKoReportClause: a clause of what was done, joined to what comes next
// ("로그인 쪽은 다 끝났고 ", "어제 배포했는데 ", "못 했지만 ").
var reKoReportClause = regexp.MustCompile(`^.*(?:았|었|였|했|났|겼|쳤|됐|렸|졌)(?:고|는데|지만|으나)[,]?\s+`)

// koCommittingPart: of a speaker's words that report and then commit
// ("모니터링은 아직 못 했어요. 이번 주 안에 해볼게요", "로그인 쪽은 다
// 끝났고 이번 주에는 결제 붙여볼게요"), the committing sentence without
// the report clause before it; the words as written otherwise.
func koCommittingPart(rest string) string {
	part := rest
	if ss := koSentences(rest); len(ss) > 1 {
		for k := len(ss) - 1; k >= 0; k-- {
			// "이번 주 안에 해볼게요" names its work in the sentence
			// before: the words stay whole.
			if t, _ := cutDue(ss[k]); koVolitional(ss[k]) && len(strings.Fields(t)) > 2 {
				part = ss[k]
				break
			}
		}
	}
	if !koVolitional(part) {
		return rest
	}
	if loc := reKoReportClause.FindStringIndex(part); loc != nil && loc[1] < len(part) {
		part = part[loc[1]:]
	}
	return part
}

// boldLabel: line i writes name in bold before its colon ("* **김민수**:
// 로그인 리팩토링"), as a label of the person, not a word of the sentence.
func (p *parser) boldLabel(i int, name string) bool {
	if i < 0 || i >= len(p.d.Nodes) || utf8.RuneCountInString(name) < 3 {
		return false
	}
	t := p.d.Nodes[i].Text
	return strings.Contains(t, "**"+name+"**") || strings.Contains(t, "__"+name+"__")
}

// koConditional: a Korean line that opens with a condition — "아이디어
// 승인 시 다음 과정 진행", "반려될 시 재구상", "크롤링이 안될시 주제 변경",
// "불가능한 경우 …", "시간이 되면 …" — is a contingency, not a step
// someone takes: it stays a possible action. A standalone 시 after a word,
// or 시 on a verb in its ㄹ form (될시, 할 시), is "when"; 경우 and a -면
// clause followed by more words are "if".
var reKoCondition = regexp.MustCompile(`[\p{Hangul}]\s+시\s*[,]?\s+\S|[\p{Hangul}]\s*경우(?:에는|에|엔)?\s*[,]?\s+\S|(?:으면|다면|라면|이면|되면|하면|않으면|없으면|있으면)\s*[,]?\s+\S`)

func koConditional(s string) bool {
	s = cutUTF8(s, 256)
	if !extract.HasHangul(s) {
		return false
	}
	if reKoCondition.MatchString(s) {
		return true
	}
	// "안될시", "할 시": a syllable closed by ㄹ, then 시 and more words.
	for i := 0; ; {
		j := strings.Index(s[i:], "시")
		if j < 0 {
			return false
		}
		j += i
		h := strings.TrimRight(s[:j], " ")
		rest := s[j+len("시"):]
		if r, _ := utf8.DecodeLastRuneInString(h); koFinal(r) == koFinalL && strings.HasPrefix(rest, " ") && strings.TrimSpace(rest) != "" && !koSiNoun(s[:j]) {
			return true
		}
		i = j + len("시")
	}
}

// koNotStep: a line among the items of an action section that is no
// step of work — a form's field ("**결론:** 방향 확정", "우선순위: …"), a
// label heading the list below it ("**향후 계획:**", "프로젝트 아웃라인"
// over numbered steps), the time of the next meeting ("다음 회의는 토요일
// 오후 8시"), a contingency ("승인 시 …"). Korean only: English items
// keep their own rules.
// reKoStateSentence: a sentence closed by a copula of state or of
// negation ("… 진행된 상태다.", "… 확정이 아니다.").
var reKoStateSentence = regexp.MustCompile(`(?:상태(?:이)?다|아니다|아님)[.!]?$`)

// reKoSituationTail: a line closed by a noun of the state things are in
// ("… 상황", "… 상태임").
var reKoSituationTail = regexp.MustCompile(`(?:상황|상태|실정|형편)\s*(?:임|이다|입니다)?\s*[.!]*$`)

// koSituationEnd: the line describes the state things are in, the noun
// of state after an adnominal in -ㄴ/-은/-는 ("시험기간으로 인해 작업 시간
// 확보가 어려운 상황", "테스트 서버가 멈춘 상태"): what the team faces, no
// step, even under a heading that shares out the work. A to-be adnominal
// ("… 확인할 상태") is left to the other readings.
func koSituationEnd(plain string) bool {
	loc := reKoSituationTail.FindStringIndex(plain)
	if loc == nil {
		return false
	}
	before := strings.TrimSpace(plain[:loc[0]])
	r, _ := utf8.DecodeLastRuneInString(before)
	return koFinal(r) == koFinalN
}

func (p *parser) koNotStep(i int, n doc.Node, plain string, si secInfo) bool {
	if !extract.HasHangul(plain) {
		return false
	}
	// Under a team's or a person's name a condition describes the
	// behaviour they build ("Frontend" / "커서를 올릴 시, … 보여줍니다").
	if koConditional(plain) && !koTimePermits(plain) && si.owner == "" && !koHomework(n.Section) {
		return true
	}
	if reKoMeetingTime.MatchString(plain) || koSituationEnd(plain) {
		return true
	}
	if koDiscussionItem(plain) {
		return true
	}
	if si.pointed && (koStatus(strings.TrimRight(plain, ". ")) || reKoStateEnd.MatchString(plain)) {
		// A to-do a form points to ("| 오늘의 To Do | 아래 참고 |")
		// lists what each member reports too: "… 연동 완료", "… 손실
		// 발생" are none of its work.
		return true
	}
	// (Nested links are the item's references, not a list it heads:
	// kohomework.go.)
	kids := n.Kind == doc.ListItem && p.hasChildren(i) && !p.koRefChildren(i)
	if kids && p.koToDoOverSpec(i, plain) {
		// (konestedstep.go) "- … 만들어 보기 :" over its spec.
		return false
	}
	if introLabel(n.Text) && kids {
		return true
	}
	if m := reKoFieldLabel.FindStringSubmatch(plain); m != nil && !p.koUnderPlanLeadIn(i) {
		// (Under "… 연동할 예정입니다:" the values are what the plan acts
		// on: koplanleadin.go.)
		label := strings.TrimSpace(m[1])
		owner := teamName(label) != "" || groupOwners[strings.ToLower(label)] || koRoles[strings.ToLower(label)] || p.allPeople(splitOwners(label), true) || hasHonorific(label)
		// "모델 구조 변경: 현재 비효율적" is a task and why: the label
		// itself is work; "로그인: 소셜 로그인 추가" a topic and its task.
		// A record's label ("결론:", "우선순위:", "배경:") heads no task
		// whatever its value says.
		value := ""
		if k := strings.IndexAny(plain, ":："); k >= 0 {
			value = strings.TrimSpace(strings.TrimLeft(plain[k:], ":："))
		}
		// "유스케이스 다이어그램: 이서연" under "역할 분담": a deliverable
		// and the people who make it; a role ("발표자: 박지훈", "서기:
		// 이서연") is who does what in the meeting.
		assigned := si.action && value != "" && p.allPeople(splitOwners(value), true) && !koRoleLabel(label) && !koRecordLabel(label)
		work := reKoActionNoun.MatchString(label) || reKoTaskNoun.MatchString(label) || reKoTask.MatchString(label) || assigned ||
			!koRecordLabel(label) && p.formSignal(value, n) != ""
		if !owner && !work && !reFuture.MatchString(strings.ToLower(label)) && !isOwnerLabel(label) {
			return true
		}
	}
	// A nominal parent without any form of work over its own list:
	// "- 프로젝트 아웃라인" / "  1. … 파악한다".
	if kids && si.owner == "" && p.scopeOwner(plain) == "" && p.formSignal(plain, n) == "" && !reFuture.MatchString(plain) {
		if c := p.parseItem(n.Text, ""); len(c.Owners) == 0 {
			return true
		}
	}
	return false
}

// koMeetingRoles: who does what in the meeting itself.
var koMeetingRoles = map[string]bool{"서기": true, "사회": true, "기록": true, "진행": true, "회의록": true, "타임키퍼": true, "발표": true, "발표 순서": true}

// koRoleLabel: label names a role, not a deliverable ("발표자", "서기",
// "팀장", "사회자").
func koRoleLabel(label string) bool {
	l := strings.TrimSpace(label)
	return koRoles[strings.ToLower(l)] || koMeetingRoles[l] || strings.HasSuffix(l, "자") && utf8.RuneCountInString(l) <= 4
}

var (
	// reKoFieldLabel: "결론: …", "**배경:** …" — a Hangul label of a few
	// words, a colon, a value.
	reKoFieldLabel = regexp.MustCompile(`^([\p{Hangul}][\p{Hangul}\s·/]{0,14}?)\s*[:：]\s*\S`)
	// reKoMeetingTime: the next meeting's time, not work.
	reKoMeetingTime = regexp.MustCompile(`^(?:다음\s*|차기\s*|정기\s*)?(?:회의|미팅|모임|스크럼)\s*(?:는|은|일정은?|시간은?|날짜는?)\s`)
)

// koTeamPlan: a parent item that names a team and its plan — "FE 전체적인
// 일정", "백엔드 이번 주 목표", "프론트 할 일" — is the team's list: its
// items are the team's tasks. The team's name opens the line, a word of
// future work (일정, 계획, 목표, 할 일) closes it.
func koTeamPlan(t string) string {
	t = strings.TrimSpace(strings.TrimRight(stripInline(t), ":： "))
	f := strings.Fields(t)
	if len(f) < 2 || len(f) > 6 || !extract.HasHangul(t) || isQuestion(t) {
		return ""
	}
	team := teamName(f[0])
	if team == "" {
		return ""
	}
	if !reKoPlanWord.MatchString(t) {
		return ""
	}
	return team
}

var reKoPlanWord = regexp.MustCompile(`(?:일정|계획|목표|할\s*일|할일|작업|과제|업무|todo|to\s*do)$`)

// koTeamTask: under a team's parent item outside any action section, a
// Korean line is the team's task when its section speaks of future work
// ("## 일정", "## 계획") or it carries a deadline of its own ("수 or
// 목까지 배포 서버 구축").
func (p *parser) koTeamTask(plain string, si secInfo) bool {
	if !extract.HasHangul(plain) || si.report || isQuestion(plain) || koStatus(plain) {
		return false
	}
	if _, due := cutDue(plain); due != "" {
		return true
	}
	return false
}

// koEmptyActionAbove: the headings above s, past sibling team headings,
// reach a Korean action heading with nothing under it ("### 오늘 할 일",
// "**오늘 할 일**" right before "### 백엔드").
//
// Nodes are walked by index from the node before the heading: a node is
// not always one line (HTML blocks, tables and wrapped items span several),
// so a line number is no index — read as one, it ran past the nodes of an
// HTML-heavy README and panicked.
func (p *parser) koEmptyActionAbove(s *doc.Section) bool {
	for j := p.nodeAt(s.Line) - 1; j >= 0 && p.d.Nodes[j].Line >= s.Line-400; j-- {
		m := p.d.Nodes[j]
		if m.Kind != doc.Heading {
			continue
		}
		if m.Level < s.Level {
			return false
		}
		if m.Level == s.Level && teamName(stripInline(m.Text)) != "" {
			continue
		}
		norm := normHeading(m.Text)
		if !extract.HasHangul(m.Text) || !(isActionHeading(norm) || futureWorkHeading(norm) || koWorkAheadHeading(norm)) {
			return false
		}
		return p.emptyBelow(j)
	}
	return false
}

// reDateOnlyLine: a line that is only a date ("2024.05.03 (금)",
// "5월 3일 금요일", "2024-05-03").
var reDateOnlyLine = regexp.MustCompile(`^(?:\d{4}\s*[-./년]\s*\d{1,2}\s*[-./월]\s*\d{1,2}\s*일?|\d{1,2}\s*[./월]\s*\d{1,2}\s*일?)\.?(?:\s*\(?\s*[월화수목금토일](?:요일)?\s*\)?)?$`)

// emptyBelow: heading node j has nothing under it before the next
// heading (blank lines aside): a label over the headings that follow.
func (p *parser) emptyBelow(j int) bool {
	for k := j + 1; k < len(p.d.Nodes); k++ {
		switch p.d.Nodes[k].Kind {
		case doc.Blank, doc.Skipped:
			continue
		case doc.Heading:
			return true
		case doc.Paragraph:
			if reDateOnlyLine.MatchString(strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[k].Text)))) {
				// "**오늘 할 일**" / "2024.05.03 (금)" / "### [백엔드]": the
				// day's date under the label is none of its content.
				continue
			}
		}
		return false
	}
	return false
}

// koRoll: the notes name at least two Korean attendees (an attendee line,
// a roll): the people of the meeting are known.
func (p *parser) koRoll() bool {
	if p.koRollN < 0 {
		p.koRollN = 0
		for n := range p.names {
			if isHangul(n) && utf8.RuneCountInString(n) >= 2 && utf8.RuneCountInString(n) <= 4 {
				p.koRollN++
			}
		}
	}
	return p.koRollN >= 2
}

// koRecordLabels: the fields of a record — a conclusion, a priority, a
// reason, a description — whose value states, never assigns.
var koRecordLabels = []string{"결론", "결정", "우선순위", "배경", "설명", "목적", "이유", "문제", "문제점", "한계", "현황", "특이사항",
	"참고", "비고", "내용", "기대효과", "기대 효과", "장점", "단점", "주제", "요약", "의견", "결과", "근거", "개요", "정의", "예시", "방향"}

func koRecordLabel(label string) bool {
	for _, w := range koRecordLabels {
		if label == w || strings.HasSuffix(label, " "+w) || strings.HasPrefix(label, w+" ") {
			return true
		}
	}
	return false
}

// allKnown: every owner is a person the roster or the notes name (an
// attendee, or an attendee's given name): "데이터 전처리 (민수, 서연, 지훈)".
func (p *parser) allKnown(owners []string) bool {
	for _, o := range owners {
		if !p.known(o) {
			return false
		}
	}
	return len(owners) > 0
}

// koCodeOwner: "발표 자료 준비 `지훈`" — a Korean task closed by a known
// person or a team ("`백엔드`", koTrailTeam) in inline code, anywhere in
// the notes.
func (p *parser) koCodeOwner(text string) *extract.Candidate {
	o, end, ok := codeOwnerTail(text)
	if !ok {
		return nil
	}
	owners := splitOwners(o)
	body := stripInline(text[:end])
	if !extract.HasHangul(body) || !p.allKnown(owners) && !allTrailTeams(owners) || isQuestion(body) || koStatus(body) {
		return nil
	}
	c := &extract.Candidate{Assignee: o, Owners: owners, Syntax: "code-owner"}
	if !titled(c, body) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// koRemark: a single Korean word of two syllables in parentheses that the
// notes do not know as a person ("(지휘)", "(선택)") — it starts like a
// surname, but it remarks.
func (p *parser) koRemark(owners []string) bool {
	return len(owners) == 1 && utf8.RuneCountInString(owners[0]) == 2 && isHangul(owners[0]) && !p.koPerson(owners[0]) && !groupOwners[owners[0]] && !koRoles[owners[0]]
}

// reKoThing: a clause ending in "것" after an adnominal: "읽어볼 것",
// "만들 것", "정리할 것".
var reKoThing = regexp.MustCompile(`(\p{Hangul})\s*것\s*[.!)]?\s*$`)

// reKoWillDecl: the declarative future, "것임" / "것이다" / "것입니다"
// after a future adnominal ("지훈이 보고서를 올릴 것임"): what a named
// subject will do — without one, as often a forecast ("유용할 것임").
var reKoWillDecl = regexp.MustCompile(`(\p{Hangul})\s*것(?:임|이다|입니다|이에요)\s*[.!)]?\s*$`)

// koWillThing: the clause ends in a future adnominal and 것 ("읽어볼
// 것", "올릴 것", "만들 것"): what someone is to do, whatever the verb
// (the ㄹ of the future adnominal is the last consonant of the syllable
// before 것).
func koWillThing(s string) bool { return koFutureBefore(reKoThing, s) }

// koWillDecl: the clause ends in a future adnominal and 것임 / 것이다 /
// 것입니다 (reKoWillDecl).
func koWillDecl(s string) bool { return koFutureBefore(reKoWillDecl, s) }

// koFutureBefore: re's first group, the syllable before 것, closes on
// the ㄹ of the future adnominal.
func koFutureBefore(re *regexp.Regexp, s string) bool {
	m := re.FindStringSubmatch(tail(s, 64))
	if m == nil {
		return false
	}
	r, _ := utf8.DecodeRuneInString(m[1])
	return koFinal(r) == koFinalL
}

// koFamiliar: "지훈이가", "서연이는" — a given name that ends in a
// consonant takes the familiar suffix 이 before its particle; a noun
// takes the particle alone ("문제가", "작업이"), so the two together
// after two syllables with a final consonant mark a person.
func koFamiliar(name, particle string) bool {
	if particle != "이가" && particle != "이는" || utf8.RuneCountInString(name) != 2 || !isHangul(name) {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(name)
	return koFinal(r) > 0 && !koCommonWord[name]
}

// reKoTopicSubject: the work as the topic, then who does it: "발표
// 자료는 박서연이 담당", "중간 보고서는 김도윤이 만들 예정".
var reKoTopicSubject = regexp.MustCompile(`^(.{2,}?)(?:은|는)\s+([\p{Hangul}]{2,4}?)\s*(님|씨)?(이가|이|가|께서)\s+(.+)$`)

// koTopicSubject reads a commitment whose subject follows the work it
// takes ("발표 자료는 박서연이 담당"): the subject must be a person the
// notes name, a full name or carry an honorific, and the clause must
// commit (담당, 예정, 하기로, ㄹ 것, …).
func (p *parser) koTopicSubject(t string) *extract.Candidate {
	m := reKoTopicSubject.FindStringSubmatch(t)
	if m == nil {
		return nil
	}
	work, name, hon, rest := strings.TrimSpace(m[1]), m[2], m[3], strings.TrimSpace(m[5])
	named := hon != "" || p.known(name) || koFullName(name) && utf8.RuneCountInString(name) >= 3 || koFamiliar(name, m[4])
	if !(named || koGivenShaped(name) && !p.koRoll()) || koPast(rest) {
		return nil
	}
	commit := reKoCommit.MatchString(rest) || koWillThing(rest) || reKoStrongCommit.MatchString(tail(rest, 64))
	// ("발표 자료는 민수가 만들기": a to-do's -기 with its doer, for a
	// person to confirm; a name known only by its shape takes no other
	// form here — koTakes reads "… 지훈이 담당하게 됨".)
	if !commit && !koVerbTodo(strings.TrimRight(rest, ". ")) || commit && !named {
		return nil
	}
	c := &extract.Candidate{Assignee: strings.TrimSpace(name + " " + hon), Owners: []string{name}, Syntax: "korean-topic-subject"}
	if !titled(c, work+" "+rest) {
		return nil
	}
	if !commit {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// allTrailTeams: every owner is a Korean team that may close a line
// (koTrailTeam).
func allTrailTeams(owners []string) bool {
	for _, o := range owners {
		if !koTrailTeam(o) {
			return false
		}
	}
	return len(owners) > 0
}

// koLabelPerson: the name of a reKoNameLabel match m is a person's: an
// honorific, people the notes know, a run of such labels, or a given
// name's shape where the notes keep no roll.
func (p *parser) koLabelPerson(m []string) bool {
	return m[2] != "" || p.allPeople([]string{m[1]}, true) || p.runNames[m[1]] || koGivenShaped(m[1]) && !p.koRoll()
}

// koParentNameLabel: the person labelling n's parent item with a colon
// ("- 김지우: HTML 강의 학습 및 정리"), when the line reads as a person's
// (koLabelPerson); "" otherwise.
func (p *parser) koParentNameLabel(n doc.Node) string {
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return ""
	}
	m := reKoNameLabel.FindStringSubmatch(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text)))
	if m == nil || koCommonWord[m[1]] || groupOwners[m[1]] || teamName(m[1]) != "" || !p.koLabelPerson(m) {
		return ""
	}
	return m[1]
}
