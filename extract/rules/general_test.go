package rules

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// The forms of issue 28 (item 2), each in notes written for this test:
// what makes a line an action is read from its context (a future-work
// heading composed of a horizon and a kind of work, a team or person
// heading or parent item, a bold name line), a person (a team subject, a
// closing parenthesis of handles, inline code, a name column), a deadline
// (spans of time, bracketed notes, a heading's horizon) and a form — and
// labels, decisions, problem statements and pasted chat give nothing.
var generalCases = []struct {
	name  string
	notes string
	want  []want
}{
	{"ko future-work heading (horizon + kind of work) under a team heading", `# 9주차
## 백엔드
### 진행사항
- 업로드 API 구현 완료
### 차주 목표
- 토큰 저장 구조 변경
- 테스트 코드 작성
`, []want{
		{line: 6, owners: "백엔드", due: "차주", title: "토큰 저장 구조 변경", needsHuman: false},
		{line: 7, owners: "백엔드", due: "차주", title: "테스트 코드 작성", needsHuman: false},
	}},
	{"en plans heading, closing parenthesis of handles, wrapped item", `## Plans for the coming week
- Upload the draft RFCs (centril)
- Read over the use cases and sketch what it would take
  to support them (nikomatsakis, maybe?)
`, []want{
		{line: 2, owners: "centril", due: "for the coming week", title: "Upload the draft RFCs", needsHuman: false},
		{line: 3, owners: "nikomatsakis", due: "for the coming week", title: "Read over the use cases and sketch what it would take to support them", needsHuman: false},
	}},
	{"ko team subjects", `## 다음 목표
다음주까지
- 백엔드는 비동기 작업 처리 구현
- 프론트엔드는 업로드 화면 연결
`, []want{
		{line: 3, owners: "백엔드", due: "다음주까지", title: "비동기 작업 처리 구현", needsHuman: false},
		{line: 4, owners: "프론트엔드", due: "다음주까지", title: "업로드 화면 연결", needsHuman: false},
	}},
	{"team parent bullets under a goal heading", `> 구현 목표

- Frontend
    - 채팅 목록 화면 구현
- Backend
    - 메시지 저장 API 제작
`, []want{
		{line: 4, owners: "Frontend", due: "", title: "채팅 목록 화면 구현", needsHuman: false},
		{line: 6, owners: "Backend", due: "", title: "메시지 저장 API 제작", needsHuman: false},
	}},
	{"bold name lines scope the list below, a stacked sub-label keeps the owner", `## Action Items

***Erik***
> ***Continuation***
> * deploy the docs site
* create project levels

***Nick***
* post the newsletter
`, []want{
		{line: 5, owners: "Erik", due: "", title: "deploy the docs site", needsHuman: false},
		{line: 6, owners: "Erik", due: "", title: "create project levels", needsHuman: false},
		{line: 9, owners: "Nick", due: "", title: "post the newsletter", needsHuman: false},
	}},
	{"Name to <work verb> anywhere; a label before the owner", `## Notes
- Website
    - Kris to make a release
    - Access to the repo is limited
- TAC Election: Sean to email the TAC this week
`, []want{
		{line: 3, owners: "Kris", due: "", title: "make a release", needsHuman: true},
		{line: 5, owners: "Sean", due: "this week", title: "email the TAC", needsHuman: true},
	}},
	{"ko due spans, bracketed deadlines, todo marks, owner in inline code, owner first with the due", `## 이번 주 할 일
- [주말동안 완료할 것] 블로그 정리
- 회고록 작성 (이번주까지)
- 연휴 기간까지 자료조사
- 보고서 제출 (todo)
- 화면 구현 ` + "`김민수`" + `
- 박지훈 - 금요일까지 테스트 코드 작성
`, []want{
		{line: 2, owners: "", due: "주말동안 완료할 것", title: "블로그 정리", needsHuman: false},
		{line: 3, owners: "", due: "이번주까지", title: "회고록 작성", needsHuman: false},
		{line: 4, owners: "", due: "연휴 기간까지", title: "자료조사", needsHuman: false},
		{line: 5, owners: "", due: "이번 주", title: "보고서 제출", needsHuman: false},
		{line: 6, owners: "김민수", due: "이번 주", title: "화면 구현", needsHuman: false},
		{line: 7, owners: "박지훈", due: "금요일까지", title: "테스트 코드 작성", needsHuman: false},
	}},
	{"labels, decisions, problem statements and a pasted chat are no actions", `# 회의록
참석자 : 김철수, 이영희
결정 사항: React 사용
- 문제점: 빌드가 느림
- Confirmed: the old API will be renamed to v1

# Action items
- Alice to send the survey

## Info Share
SCL: managed to get a couple interns. Want to build an editor.
MIH: there is a library for that
`, []want{
		{line: 8, owners: "Alice", due: "", title: "send the survey", needsHuman: false},
	}},
	{"a name column beside a task column; a decorated person heading keeps the heading's deadline", `## 다음 주까지 할 일
| 이름 | 할 일 | 기한 |
|---|---|---|
| 김철수 | 배포 스크립트 작성 | 3/18 |

### 👤 박민지
- 아이콘 제작
`, []want{
		{line: 4, owners: "김철수", due: "3/18", title: "배포 스크립트 작성", needsHuman: false},
		{line: 7, owners: "박민지", due: "다음 주까지", title: "아이콘 제작", needsHuman: false},
	}},
	{"reported speech and plans in running notes add up; hedges and presence do not", `## Discussion
- Bob said he'd prepare the slides by Friday.
- Carol is planning to set up the staging cluster this weekend.
- Maybe I'll look at it later.
- David will be at the summit next week.
`, []want{
		{line: 2, owners: "Bob", due: "by Friday", title: "prepare the slides", needsHuman: true},
		{line: 3, owners: "Carol", due: "this weekend", title: "set up the staging cluster", needsHuman: true},
	}},
	{"a name in brackets leading work; a commitment after an ellipsis", `## Notes
- jonah: reviewed the CI config
- [jonah] going to open a PR for the CI config
- [Nova] To send out the game plan email
- No new members on the list right now… Claire to investigate.
`, []want{
		{line: 3, owners: "jonah", title: "open a PR for the CI config", needsHuman: true},
		{line: 4, owners: "Nova", title: "send out the game plan email", needsHuman: true},
		{line: 5, owners: "Claire", title: "investigate", needsHuman: true},
	}},
	{"a verb of work with -ing opening a line reports work: no name", `## Notes
- Starting to write new code.
- Trying to set up a call with the vendor.
- Dana to write the release notes.
`, []want{
		{line: 4, owners: "Dana", title: "write the release notes", needsHuman: true},
	}},
	{"a bold name that acts is a person the notes name", `Attendees: Dahlberg, Shah, John, Ana

**Dahlberg:** Planning the internship. **Bob** is looking for 10 topics. Bob will send out a link after the meeting.
**Note** is that the room changed. Release will ship the fix.
`, []want{
		{line: 3, owners: "Bob", title: "send out a link after the meeting"},
	}},
	{"in an action list too, a verb of work with -ing is no owner", `## Action items
- Starting to write new code.
- Dana to write the release notes
`, []want{
		{line: 2, owners: "", title: "Starting to write new code"},
		{line: 3, owners: "Dana", title: "write the release notes"},
	}},
	{"a topic heading that is also a team's name owns nothing alone", `## Docs
- please look at https://example.org/guide we will discuss it next week
`, []want{
		{line: 2, owners: "", due: "next week", title: "please look at https://example.org/guide we will discuss it", needsHuman: true},
	}},
	{"a request beside a request read as an action is read alike; another request or list is not", `## Docs
- please look at https://example.org/a we will discuss it next week
- please look at https://example.org/b
- please note the office is closed on Friday
## Other
- please look at https://example.org/c
`, []want{
		{line: 2, owners: "", due: "next week", title: "please look at https://example.org/a we will discuss it", needsHuman: true},
		{line: 3, owners: "", due: "", title: "please look at https://example.org/b", needsHuman: true},
	}},
	{"a list of lines marked ACTION: is no record block of fields", `## Actions

* ACTION: eP to ask Fred where his use case is tracked
* ACTION: HZ to reach out to contacts in Australia
`, []want{
		{line: 3, owners: "eP", title: "ask Fred where his use case is tracked"},
		{line: 4, owners: "HZ", title: "reach out to contacts in Australia"},
	}},
	{"a topic-like team heading among other teams' headings is a team", `## Docs
- please look at https://example.org/guide we will discuss it next week
## Backend
- please look at https://example.org/api we will discuss it next week
`, []want{
		{line: 2, owners: "Docs", due: "next week", title: "please look at https://example.org/guide we will discuss it", needsHuman: true},
		{line: 4, owners: "Backend", due: "next week", title: "please look at https://example.org/api we will discuss it", needsHuman: true},
	}},
}

func TestGeneralForms(t *testing.T) {
	runFormCases(t, generalCases)
}

// A future-work heading is composed of a horizon and a kind of work; a
// horizon alone names a date ("Next meeting"), a kind alone a topic.
func TestFutureWorkHeading(t *testing.T) {
	for h, want := range map[string]bool{
		"차주 목표": true, "다음주 스프린트까지 목표": true, "이후 계획": true, "남은 과제들": true, "구현 목표": true,
		"plans for the coming week": true, "for next session": true, "goals for next week": true, "다음 회의 전까지": true,
		"next meeting": false, "다음 회의": false, "goals": false, "this week highlights": false, "agenda": false,
		"status of the action items from the previous meeting": false, "upcoming events": false,
	} {
		if got := futureWorkHeading(h); got != want {
			t.Errorf("futureWorkHeading(%q) = %t, want %t", h, got, want)
		}
	}
}

// The score: a commitment with a person or a deadline is an action; an
// imperative or a request needs more; no form, no action.
func TestScore(t *testing.T) {
	sig := func(kv ...string) []extract.Signal {
		var out []extract.Signal
		for i := 0; i+1 < len(kv); i += 2 {
			out = append(out, extract.Signal{Kind: kv[i], Value: kv[i+1]})
		}
		return out
	}
	for _, tc := range []struct {
		sig  []extract.Signal
		want bool
	}{
		{sig(extract.SignalForm, formNamed, extract.SignalPerson, "Nick"), true},
		{sig(extract.SignalForm, formCommitment, extract.SignalDeadline, "by Friday"), true},
		{sig(extract.SignalForm, formTodo), true},
		{sig(extract.SignalForm, formImperative, extract.SignalContext, "Next steps"), false},
		{sig(extract.SignalForm, formRequest, extract.SignalPerson, "Ana", extract.SignalDeadline, "Friday"), false},
		{sig(extract.SignalForm, formCommitment, extract.SignalContext, "Plans"), false},
		{sig(extract.SignalPerson, "Ana", extract.SignalDeadline, "Friday", extract.SignalContext, "TODO"), false},
	} {
		if got := score(tc.sig) >= promoteScore; got != tc.want {
			t.Errorf("score(%v) = %.1f, promote %t, want %t", tc.sig, score(tc.sig), got, tc.want)
		}
	}
}
