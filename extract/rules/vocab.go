package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// The vocabulary the rules use, per language. A language is added by
// adding words here, not code paths.

// actionHeadings name a section whose items are actions (matched after
// normalisation: lower case, numbering, emoji, emphasis and parentheses
// dropped; a heading matches when it equals a word or starts with one
// followed by a qualifier such as "for next week").
var actionHeadings = []string{
	// en
	"action items", "action item", "action points", "actionables", "actionable items", "actions", "next steps",
	"follow ups", "follow-ups", "followups", "follow up", "todo", "todos", "to do", "to-do", "to dos", "to-dos", "todo list",
	"tasks", "ais", "a/is", "a/i", "assignments", "action item follow-up", "homework", "what's next", "owners", "work items",
	// a split of the work among people (작업 분담, 역할 분배 in Korean)
	"delegations", "delegation", "task allocation", "task distribution", "work distribution", "division of work", "work split",
	// ko
	"액션 아이템", "액션아이템", "액션 플랜", "할 일", "할일", "다음 할 일", "해야 할 일", "해야 할 것", "해야 할 것들",
	"할 것", "할것", "조치 사항", "조치사항", "조치 필요 사항", "조치 필요사항", "조치 요청 사항", "요청 사항", "협조 요청 사항", "후속 조치", "후속조치", "후속 작업", "실행 항목", "과제", "숙제",
	"다음 주 할 일", "다음주 할 일", "다음 회의까지", "계획", "향후 계획", "향후 일정", "작업 분담", "역할 분담", "업무 분담",
	"todo 리스트", "담당 업무", "알아야 할 것", "각자 할 일", "준비 사항", "준비할 것",
	"다음 단계", "향후 진행 사항", "향후 진행", "진행 예정 사항", "할 일 목록", "업무 할당", "후속 과제", "실행 계획",
	"진행 예정", "예정 사항", "액션", "역할 분배",
	// the shared and the individual work of a team ("공동 작업:" over "1. …")
	"공동 작업", "공통 작업", "공동 과제", "공통 과제", "개인 작업", "개인 과제", "개인별 작업", "팀 작업", "팀 과제", "업무 분배", "작업 분배", "추후 진행", "추후 진행 사항", "추후 작업", "향후 작업", "개인별 할 일", "팀원별 할 일",
	// public-institution and company report forms: what each office is
	// to do and what is asked of it
	"조치 계획", "조치계획", "조치 예정 사항", "협조 요청", "협조요청", "협조 사항", "협조사항", "추진 계획", "추진계획", "향후 추진 계획", "향후 추진계획",
	"action required", "actions required", "open action items", "follow up items", "follow-up items", "next actions", "next action", "owners and next steps",
	// the English of 액션 플랜 above
	"action plan",
	// (labelforowner.go) the steps or tasks a meeting leaves, and a bare
	// "Actionable" heading over them
	"action steps", "action step", "action tasks", "actionable",
	// a meeting's agreed work under other names
	"commitments", "action log", "action list", "action tracker", "action register", "who does what", "who will do what", "who is doing what", "who's doing what",
}

// actionHeadingSuffixes: a heading ending in one of these is an action
// section too ("문서화 해야 할 것들", "각자 알아야 할 것").
var actionHeadingSuffixes = []string{"할 일", "할일", "할 것", "할것", "해야 할 것들", "해올 것", "action items", "next steps", "todos"}

// reportHeadings are the non-action sections that record rather than
// discuss: there a name next to a line reports, it does not assign.
var reportHeadings = []string{
	"attendees", "attendance", "participants", "present", "roll call", "agenda", "status", "updates", "announcements",
	"decisions", "decision", "decisions made", "참석", "참석자", "참석 인원", "참가자", "참가 인원", "참여자", "불참", "안건", "결정 사항", "결정사항", "결정",
	"공지", "진행 상황", "현황", "진행상황", "진행사항 공유", "진행 사항 공유", "진행상황 공유", "진행 상황 공유", "금주 진행사항", "금주 진행 사항", "이번 주 진행사항", "이번 주 진행 사항", "한 일",
	// A general meeting's resolutions and reports (총회, 이사회).
	"의결 사항", "의결사항", "의결", "의결 안건", "심의 결과", "심의 사항", "보고 사항", "보고사항", "보고",
	"resolutions", "motions", "reports",
	// A summary of the progress made ("주간 진척 요약", "Progress summary"):
	// what each member did, under their names.
	"진척", "진척 상황", "진척 요약", "진행 요약", "경과", "진행 경과", "progress", "progress summary", "progress report",
	// Ideas each member brought ("### 2. 아이디어" / "- 이건택 : 커뮤니티
	// 사이트"): proposals put to the meeting, under their names.
	"아이디어", "브레인스토밍", "ideas", "idea", "brainstorm", "brainstorming",
	// Members introducing themselves ("### 자기소개 + 아이스브레이킹" /
	// "- **최현화**: 게임 업계 취업 준비중 …"): who they are, no work.
	"자기소개", "자기 소개", "팀원 소개", "아이스브레이킹", "introductions", "intros", "icebreaker", "self-introductions",
}

// nonActionHeadings name sections whose lines are records, not tasks:
// the sections of reports above, and those of discussion. Commitments
// written there still count, but its list items are not actions by
// themselves, and subjectless commitments there are decisions.
var nonActionHeadings = slices.Concat(reportHeadings, []string{
	"discussion", "parking lot", "questions", "논의 내용", "논의 사항", "논의", "논의 항목", "질문", "q&a", "보류", "회의 내용",
	"토의", "토의 항목", "토의 사항", "토의 내용",
})

// decisionHeadings are the non-action sections where even a "하기로 함"
// sentence without a named person records a decision.
var decisionHeadings = []string{"decisions", "decision", "decisions made", "discussion", "결정 사항", "결정사항", "결정", "논의 내용", "논의 사항", "논의", "합의 사항",
	"의결 사항", "의결사항", "의결", "의결 안건", "심의 결과", "resolutions", "motions"}

// Table header synonyms by column role.
var headerRoles = map[string][]string{
	"owner": {"owner", "owners", "assignee", "assignees", "assigned to", "assigned", "action owner", "action by", "who", "dri", "responsible", "lead", "person", "by whom", "champion", "point person", "point of contact", "poc", "responsible person", "responsible party", "assigned person", "owned by",
		"담당", "담당자", "담당자명", "책임자", "담당 팀원", "수행자", "수행", "담당인원", "작업자", "팀원", "담당 인원", "맡은 사람", "누가"},
	"task": {"task", "tasks", "action", "action item", "action items", "item", "items", "description", "todo", "to do", "what",
		"deliverable", "work", "goal", "milestone", "details", "next steps", "next step", "follow-up", "follow up", "follow-ups",
		"title", "summary", "task name", "actions", "action required", "actions required", "activity", "task description", "action description", "to-do", "to-dos", "todos",
		"업무", "할 일", "할일", "작업", "작업 내용", "기능", "내용", "액션", "액션 아이템", "과제", "항목", "목표", "업무 내용", "세부 내용", "일",
		"제목", "작업명", "업무명", "과제명", "태스크", "해야 할 일", "해야할 일", "진행 업무", "세부 업무", "할 일 목록", "작업 목록"},
	"due": {"due", "due date", "deadline", "when", "eta", "date", "target date", "target", "by when", "week", "by", "due by", "timeline", "completion date", "target completion", "target completion date", "expected completion", "due on",
		"마감", "마감일", "기한", "일정", "날짜", "목표일", "완료 예정일", "예정일", "주차", "기간", "언제까지", "시한",
		"데드라인", "마감 기한", "마감기한", "완료일", "완료 기한", "마감 일자", "목표 일자", "완료 목표일"},
	"status": {"status", "state", "done", "progress", "complete", "completed", "상태", "진행", "진행 상황", "진행상황", "완료", "완료 여부"},
}

// groupOwners are owners that name a group; they are owners as written
// (axagent sends them to a human), never people.
var groupOwners = extract.GroupOwners

// koRoles are a team's roles: an owner as written where a name is
// expected ("각 팀 git 생성(팀장)"), and no task where a task is expected
// ("팀장: 서상호" names who holds the role).
var koRoles = map[string]bool{
	"팀장": true, "부팀장": true, "조장": true, "부조장": true, "팀원": true, "조원": true, "팀원들": true, "조원들": true,
	"리더": true, "파트장": true, "pm": true, "po": true, "총무": true, "멘토": true, "역할": true,
}

// Korean surnames (one syllable, and the common two-syllable ones). A
// Hangul word of two or three syllables starting with one is taken as a
// full name where a name is expected.
var koSurnames = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range "김이박최정강조윤장임한오서신권황안송류유전홍고문양손배백허남심노하곽성차주우구민진나지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부승" {
		m[string(r)] = true
	}
	for _, s := range []string{"남궁", "선우", "제갈", "황보", "독고", "사공", "서문"} {
		m[s] = true
	}
	return m
}()

// koFullName reports whether w looks like a Korean full name (성+이름).
func koFullName(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < 2 || n > 4 {
		return false
	}
	for _, r := range w {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	first, _ := utf8.DecodeRuneInString(w)
	if n == 4 {
		return koSurnames[string([]rune(w)[:2])]
	}
	// ("진행중", "완료됨": a state closing an item, whatever its first
	// syllable.)
	// ("문제점 : …", "정의: …": a record's label is no one, whatever its
	// first syllable — koRecordLabels.)
	if r := []rune(w); n == 3 && koCommonWord[string(r[:2])] && strings.ContainsRune("에엔없도만물점법률량체", r[2]) {
		// A common word and the particle or ending written onto it
		// ("이후에는 …", "이상없이 진행"), or a noun's suffix ("구현물",
		// "문제점", "사용법"): no name, though 이상민 is one.
		return false
	}
	return koSurnames[string(first)] && !koCommonWord[w] && !koSlotStatus[w] && !koSlotStatus[strings.TrimSuffix(w, "됨")] && !slices.Contains(koRecordLabels, w)
}

// koCommonWord: Hangul words of two or three syllables that start with a
// surname syllable but are ordinary words in notes.
var koCommonWord = map[string]bool{
	// The fields of a record (koFieldLabels): labels, no member.
	"대상": true, "일자": true, "일시": true, "일정": true, "날짜": true, "결과": true, "구분": true, "분류": true, "비고": true, "참고": true, "시간": true, "내용": true,
	"이번": true, "이후": true, "이전": true, "이상": true, "이하": true, "이용": true, "이슈": true, "정리": true, "정보": true, "조사": true,
	"공유": true, "공부": true, "기능": true, "기획": true, "기본": true, "기간": true, "기한": true, "문서": true, "문제": true, "진행": true,
	"전처리": true, "전원": true, "잔여": true, "미완": true, "미완료": true, "전체": true, "구현": true, "구조": true, "고객": true, "방법": true, "방안": true, "배포": true, "성능": true,
	"서버": true, "설정": true, "설계": true, "선정": true, "연결": true, "연동": true, "유지": true, "위치": true, "인증": true, "최종": true,
	"주간": true, "주제": true, "차주": true, "다음": true, "나머지": true, "모두": true, "모델": true, "모듈": true, "마감": true, "마일": true,
	"발표": true, "변경": true, "장소": true, "장애": true, "한번": true, "현재": true, "현황": true, "하기": true, "추가": true, "추출": true,
	"수집": true, "수정": true, "송신": true, "신규": true, "신청": true, "안건": true, "양식": true, "오늘": true, "오전": true, "오후": true,
	"우선": true, "원인": true, "육성": true, "인원": true, "임시": true, "경로": true, "경우": true, "도입": true, "도구": true, "석사": true,
	"제출": true, "제안": true, "모여서": true, "나누기": true, "학습": true, "표시": true, "명세": true, "사용": true, "사항": true, "부분": true,
	"예정": true, "예시": true, "용도": true, "편집": true, "반영": true, "방식": true, "백엔드": true, "허용": true, "홍보": true, "남은": true,
	"심사": true, "노트": true, "하나": true, "곽": true, "성공": true, "주의": true, "우리": true, "구글": true, "승인": true, "강의": true,
	"연구": true, "개발": true, "지원": true, "지난": true, "진짜": true, "소개": true, "소스": true, "권한": true, "황금": true, "안내": true,
	"유저": true, "채택": true, "천천히": true, "탁월": true, "국내": true, "어제": true, "은행": true, "용어": true, "봉사": true, "부족": true,
	"사용법": true, "서기": true, "정기": true, "수시": true, "임시회": true, "사회": true, "기록": true, "주소": true, "연락처": true, "소속": true, "장점": true, "단점": true, "이유": true, "제목": true, "목적": true, "금주": true, "금일": true, "명일": true, "이름": true, "이메일": true, "기존": true, "목표": true, "김에": true, "전부": true, "마무리": true, "기타": true, "공통": true,
	// (A study's how-to: "미팅이 시작되면 …", "#startmeeting (미팅 / 채널명)".)
	"미팅": true, "채널": true, "채널명": true,
	"최우선": true, "우선순위": true, "선택": true, "필수": true, "설명": true, "배경": true, "한계": true,
	// Words that head a part of the minutes ("### 차선책", "# 회의록
	// (최신순)", "### 장단점"): points and orders, no one.
	"차선책": true, "최신순": true, "장단점": true, "차이점": true, "공통점": true, "유의점": true, "주의점": true,
	// Times a person's heading labels its lines with ("### 민재" / "- 이번주:
	// 서버 배포"): the week's work, never its owner.
	"이번주": true, "이번달": true, "지난주": true, "지난달": true, "전주": true, "당일": true,
	// Times of the week, month and year ("주말이 아닌 금요일까지로 …",
	// "연휴 기간까지"): when, never who.
	"주말": true, "주중": true, "평일": true, "주초": true, "연휴": true, "방학": true, "월말": true, "월초": true, "연말": true, "연초": true, "하반기": true,
	// Nouns of work made with -화 ("README 최신화", "모델 고도화") whose
	// first syllable is a surname.
	"최신화": true, "고도화": true, "구체화": true, "시각화": true, "정규화": true, "최적화": true, "표준화": true, "안정화": true,
	"명확화": true, "공식화": true, "구조화": true, "단순화": true, "간소화": true, "경량화": true, "차별화": true, "현실화": true,
	"초기화": true, "동기화": true, "국제화": true, "현지화": true, "문서화": true, "모듈화": true, "세분화": true, "정상화": true,
	"유연화": true, "공개화": true, "전문화": true,
}

// koHonorifics: what a Korean name in running text may end with
// ("민수님", "이서연 대리"), the roster's list with a space before a bare
// title.
var koHonorifics = extract.KoNameSuffixes(" ")

// notNames are capitalised words that start an imperative or a label, not
// an owner ("Check the repos", "Note: …").
var notNames = map[string]bool{
	// Gatherings: "Upcoming General Assembly to vote on the members", "The
	// workshop will cover …" — an event's purpose, no person's task.
	"assembly": true, "session": true, "workshop": true, "conference": true, "summit": true, "webinar": true, "meetup": true,
	"telecon": true, "symposium": true, "hackathon": true, "retreat": true,
	"check": true, "have": true, "has": true, "had": true, "been": true, "get": true, "open": true, "figure": true, "set": true, "call": true, "we": true, "i": true, "they": true,
	"someone": true, "somebody": true, "need": true, "needs": true, "let": true, "this": true, "it": true, "the": true, "a": true,
	"note": true, "notes": true, "decision": true, "decisions": true, "decided": true, "update": true, "updates": true, "status": true, "demo": true,
	"moderator": true, "notetaker": true, "idea": true, "request": true, "proposal": true, "question": true, "answer": true,
	"next": true, "q": true, "re": true, "fyi": true, "todo": true, "done": true, "blocked": true, "blocker": true, "context": true,
	"suggestion": true, "suggestions": true, "target": true, "issues": true, "ticket": true, "milestone": true,
	"summary": true, "topic": true, "agenda": true, "action": true, "link": true, "links": true, "see": true, "follow": true,
	"make": true, "write": true, "add": true, "review": true, "create": true, "send": true, "schedule": true, "ask": true,
	"talk": true, "start": true, "try": true, "go": true, "do": true, "you": true, "he": true, "she": true, "who": true,
	"what": true, "when": true, "how": true, "why": true, "where": true, "which": true, "there": true, "and": true, "but": true, "so": true, "if": true,
	"please": true, "also": true, "plan": true, "goal": true, "result": true, "results": true, "outcome": true, "issue": true,
	"pr": true, "eta": true, "due": true, "deadline": true, "기한": true, "마감": true, "참고": true, "결정": true, "메모": true,
	"비고": true, "안건": true, "논의": true, "결론": true, "postponed": true, "deferred": true, "wip": true, "tbd": true, "n/a": true,
	"later": true, "optional": true, "draft": true, "yes": true, "no": true, "ok": true, "okay": true, "maybe": true, "discuss": true,
	"discussion": true, "background": true, "problem": true, "solution": true, "pros": true, "cons": true, "merge": true, "that": true,
	"it's": true, "one": true, "some": true, "any": true, "all": false, "our": true, "their": true, "his": true, "her": true, "my": true,
	"consensus": true, "agreed": true, "resolved": true, "closed": true, "reminder": true, "attendees": true, "date": true, "time": true,
	"location": true, "owner": true, "assignee": true, "current": true, "first": true, "second": true, "finally": true, "then": true,
	"time-box": true, "announcement": true, "announcements": true, "motion": true, "motions": true, "moved": true, "seconded": true, "misc": true, "miscellaneous": true, "aob": true, "logistics": true, "housekeeping": true, "news": true, "doc": true, "document": true, "mail": true, "email": true, "recording": true, "slides": true, "deck": true, "feedback": true, "comment": true, "comments": true, "thanks": true, "welcome": true, "intro": true,
	"reference": true, "references": true, "example": true, "e.g": true, "i.e": true, "both": true, "each": true, "other": true,
	"everything": true, "nothing": true, "something": true, "anyone": true, "anything": true, "people": true, "folks": true, "everyone": false, "users": true, "user": true, "project": true, "projects": true, "team": false,
	"meeting": true, "meetings": true, "process": true, "here": true, "more": true, "most": true, "many": true, "few": true,
	"want": true, "wants": true, "aim": true, "hope": true, "efforts": true, "intends": true, "intend": true, "plans": true,
	// Fields of a plan written as "Label: value" ("Timeline: beta in
	// January", "Risks: vendor delay", "Out of scope: …").
	"timeline": true, "risk": true, "scope": true, "budget": true, "cost": true, "priority": true, "priorities": true,
	"impact": true, "dependencies": true, "dependency": true, "requirements": true, "estimate": true, "effort": true,
	"phase": true, "objective": true, "deliverable": true, "nice": true, "out": true, "in": true, "blockers": true,
	"congrats": true, "congratulations": true, "kudos": true,
	// A gerund that opens a remark ("Using GitHub to create the project").
	"using": true,
	// A KPT retrospective's headings ("## Keep", "## Problem", "## Try").
	"keep": true,
	// "D-day: 12/1 최종 발표": the day counted down to, no person.
	"d-day": true, // "These will help us focus": a demonstrative, no person.
	"these": true, "those": true,
	// What the meeting settled and how ("Poll: Create a new Subgroup …",
	// "Agreement to close the vote."): a record of a decision, no person.
	"poll": true, "polls": true, "vote": true, "votes": true, "agreement": true, "resolution": true, "conclusion": true,
}

// enCommit are the verbs that make "Name <verb> …" a commitment. ("owns":
// the work is to own its object, as "will own" says.)
var enCommit = `(?:will\s+be\s+(?:responsible\s+for|in\s+charge\s+of)|owns|will|to|must|promised\s+to|(?:took|has|have|(?:has|have)\s+taken)\s+(?:on\s+)?(?:the|an?)\s+(?:action(?:\s+items?)?|actions|AI)\s+to|(?:has|have)\s+(?:placed|put|added|logged|filed)\s+(?:an?|the)\s+action\s+item\s+(?:on|in|to)\s+(?:the|our|their|its|his|her)\s+[\p{L}\p{N} -]{1,40}?\s+to|intends\s+to|(?:is|are)\s+on\s+point\s+for|volunteered\s+for|said\s+(?:she|he|they)\s+(?:will|would)|said\s+(?:she|he|they)['’](?:ll|d)|(?:is|was|has\s+been)\s+(?:tasked|assigned)\s+to|shall|is\s+going\s+to|are\s+going\s+to|is\s+to|agreed\s+to|offered\s+to|volunteered\s+to|(?:has\s+|have\s+)?committed\s+to|(?:has\s+|have\s+)?signed\s+up\s+to|stepped\s+up\s+to|(?:is|are)\s+(?:happy|willing|glad)\s+to|plans\s+to|needs\s+to|has\s+to|will\s+try\s+to|(?:is|are)\s+(?:now\s+)?(?:responsible\s+for|in\s+charge\s+of)|'ll)`

// firstPersonCommit are a speaker's own commitments ("JK: I will …").
var firstPersonCommit = `(?i:i\s*will|i'll|i’ll|i['’]m\s+planning\s+(?:to|on)|i\s+am\s+planning\s+(?:to|on)|i\s+am\s+going\s+to|i'm\s+going\s+to|i’m\s+going\s+to|i\s+intend\s+to|i\s+plan\s+to|i\s+can\s+take|i\s+will\s+take|i'll\s+take|(?:i\s+am\s+|i['’]m\s+)?(?:happy|willing|glad)\s+to)`

// wordSet is the set of the words of s, a list written over lines.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// enImperatives start an English task ("Follow up with the vendor - Ana").
var enImperatives = wordSet(`follow send update review write draft create schedule check fix prepare share
		contact ask investigate look set add remove test deploy file open close merge reach organize organise book plan
		finish document confirm publish post email call ping sync coordinate collect gather compile submit upload clean
		migrate rotate renew order arrange run measure track triage summarize summarise circulate announce invite
		implement build design define evaluate research explore verify validate benchmark refactor release tag
		setup cleanup followup
		rewrite chase upgrade assess prototype reconcile backfill configure compare`)

// noneWords: an action marker that records no action ("AI: none").
var noneWords = map[string]bool{"none": true, "n/a": true, "na": true, "nothing": true, "-": true, "없음": true, "없다": true, "없습니다": true, "해당 없음": true, "해당없음": true, "no action": true, "no actions": true, "tbd": false}

func lowerTrim(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// teamNames name a team by its function (a part of a project), in either
// language: a heading or a parent item that is one scopes its items to
// that team ("## 백엔드" / "### 계획" / "- task"), and one that opens a
// sentence as its subject owns it ("백엔드는 … 구현", "Frontend에서 …").
var teamNames = map[string]bool{
	"frontend": true, "front-end": true, "front end": true, "front": true, "backend": true, "back-end": true, "back end": true, "back": true,
	"design": true, "designer": true, "designers": true, "infra": true, "infrastructure": true, "devops": true, "ops": true,
	"ml": true, "ai": true, "data": true, "qa": true, "server": true, "client": true, "android": true, "ios": true,
	"web": true, "mobile": true, "app": true, "fe": true, "be": true, "pm": true, "docs": true, "documentation": true,
	"marketing": true, "research": true, "platform": true, "security": true, "dev": true, "development": true,
	"프론트": true, "프론트엔드": true, "프엔": true, "백엔드": true, "백엔": true, "디자인": true, "디자이너": true, "기획": true,
	"기획팀": true, "서버": true, "클라이언트": true, "안드로이드": true, "웹": true, "앱": true, "데이터": true, "인프라": true,
	"모델링": true, "모델": true, "ai팀": true, "개발팀": true, "디자인팀": true, "프론트팀": true, "백엔드팀": true, "프론트엔드팀": true, "백엔드 팀": true, "프론트엔드 팀": true,
}

// topicTeams are team names that are as often a topic of the meeting
// ("## Docs" over links to read, "### 데이터" over a data plan): a
// heading or parent item of one alone names the team only when the notes
// name another team so too (teams come in sets: "## 디자인", "## 개발"),
// or when it says team ("Docs team", "데이터팀").
var topicTeams = map[string]bool{
	"design": true, "data": true, "docs": true, "documentation": true, "research": true, "security": true, "marketing": true,
	"platform": true, "web": true, "mobile": true, "app": true, "server": true, "client": true, "android": true, "ios": true,
	"ml": true, "ai": true, "infra": true, "infrastructure": true,
	"디자인": true, "데이터": true, "서버": true, "웹": true, "앱": true, "모델": true, "모델링": true, "인프라": true, "클라이언트": true, "안드로이드": true,
}

// teamSuffixes: the words that call a group of people a team or a part
// ("QA팀", "앱 파트", "Backend team").
var teamSuffixes = []string{" team", "팀", " 팀", " part", " 파트", "파트"}

// teamName: the words name a team (see teamNames), one of teamSuffixes
// allowed after them.
func teamName(s string) string {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "*_:：`"))
	if extract.HasHangul(t) {
		// "💻 백엔드", "[백엔드]", "백엔드 (BE)": the team, decorated,
		// bracketed or with its short name.
		t = strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration))
		if strings.HasPrefix(t, "[") && strings.HasSuffix(t, "]") || strings.HasPrefix(t, "【") && strings.HasSuffix(t, "】") {
			t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(t, "["), "【"), "]"), "】"))
		}
		if i := strings.IndexAny(t, "(（"); i > 0 && strings.HasSuffix(t, ")") || i > 0 && strings.HasSuffix(t, "）") {
			t = strings.TrimSpace(t[:i])
		}
	}
	l := strings.ToLower(t)
	for _, suf := range teamSuffixes {
		if h, ok := strings.CutSuffix(l, suf); ok && teamNames[strings.TrimSpace(h)] {
			return t
		}
	}
	if teamNames[l] {
		return t
	}
	return ""
}

// reKoOrgUnit: the name of an office or team as Korean company and
// public-institution minutes give work to it ("정보화팀", "경제정책과",
// "센터 사무국", "운영위원회"): a group owner as written, like a person's
// name where one is expected. The words before the unit are Hangul; the
// units that end ordinary words too (결과, 효과, 회의실) are left out.
var reKoOrgUnit = regexp.MustCompile(`^(?:[가-힣]{1,8}\s)?[가-힣]{1,8}(?:팀|[^결효성통초이문]과|센터|본부|사무국|위원회|사업단|추진단|담당관|지원단)$`)

// koOrgUnit reports whether o names a team or office (see reKoOrgUnit).
func koOrgUnit(o string) bool {
	o = strings.TrimSpace(o)
	if utf8.RuneCountInString(o) < 3 || utf8.RuneCountInString(o) > 14 {
		return false
	}
	return reKoOrgUnit.MatchString(o) && !koNotOrgUnit[o] || koPublicOffice(o) || koOfficer(o)
}

// koNotOrgUnit: words shaped like a unit that name none.
var koNotOrgUnit = map[string]bool{"우리팀": true, "같은팀": true, "상대팀": true, "각팀": true, "전팀": true, "다른팀": true, "우리 팀": true, "각 팀": true, "다른 팀": true, "같은 팀": true}

// koFieldLabels: the fields of a record ("+ 대상 : 윤석준", "+ 일자 :
// 2023. 7. 24. ~ 28.", a mentoring log's entry): a label, never a
// member nor, alone, a task.
var koFieldLabels = wordSet(`대상 일자 일시 일정 날짜 목적 결과 구분 분류 비고 참고 시간 내용 장소 위치 주제 안건 형식 기간`)
