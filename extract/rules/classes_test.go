package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
)

// want is one expected candidate: its line, owners (space-joined), due as
// written, title, and whether it must go to a human.
type want struct {
	line          int
	owners, due   string
	title         string
	needsHuman    bool
	titleContains bool
}

func (w want) String() string {
	return fmt.Sprintf("line %d owners %q due %q title %q human %t", w.line, w.owners, w.due, w.title, w.needsHuman)
}

// The classes of issue 12, each with notes written for this test (Korean
// and English) and the candidates they must give — and nothing else.
var classCases = []struct {
	name  string
	notes string
	want  []want
}{
	{"ko table owner column, any order, synonyms", `# 주간 회의
## 업무 분담
| 마감일 | 담당자 | 할 일 | 상태 |
|---|---|---|---|
| 9/30 | 민서 | 견적 비교표 작성 | 진행 중 |
| - | 지훈·서연 | 배포 체크리스트 정리 | |
|  |  |  |  |
`, []want{{line: 5, owners: "민서", due: "9/30", title: "견적 비교표 작성"}, {line: 6, owners: "지훈 서연", title: "배포 체크리스트 정리"}}},
	{"en table, owner last, header synonyms", `## Follow-ups
| Item | ETA | DRI |
|:--|:--:|--:|
| Draft the migration plan | Sep 30 | @dana |
| Book the venue | - | Lee |
`, []want{{line: 4, owners: "dana", due: "Sep 30", title: "Draft the migration plan"}, {line: 5, owners: "Lee", title: "Book the venue"}}},
	{"table without owner column outside actions is not actions", `## 회의 일정
| 날짜 | 내용 |
|---|---|
| 9/30 | 정기 회의 |
`, nil},
	{"roster table (owner column without a task column)", `| 팀원 | 역할 |
|---|---|
| 김민서 | 백엔드 |
`, nil},
	{"table date from the section heading", `### D-2 · 2026-09-28 (월)
| 담당 | 작업 |
|---|---|
| 이하준 | 발표 자료 초안 |
`, []want{{line: 4, owners: "이하준", due: "2026-09-28", title: "발표 자료 초안"}}},
	{"ko commitment sentences", `## 논의
민서가 다음 주까지 공급사 목록을 정리하기로 함.
지훈 님이 회의록을 팀 채널에 공유 예정.
서연 님은 어제 견적서를 보냈습니다.
`, []want{{line: 2, owners: "민서", due: "다음 주까지", title: "공급사 목록 정리", titleContains: true}, {line: 3, owners: "지훈", title: "회의록 팀 채널에 공유", titleContains: true}}},
	{"ko 담당 field and parenthesised name", `## 진행 사항
- 물류 계약 갱신 검토 (담당: 김하늘)
- 재고 실사 준비 (박서준)
`, []want{{line: 2, owners: "김하늘", title: "물류 계약 갱신 검토", needsHuman: false}, {line: 3, owners: "박서준", title: "재고 실사 준비", needsHuman: true}}},
	{"ko follow-up section, dates with time of day", `## 후속 조치
- 9월 30일 오후 3시까지 발표 자료 제출
- ~금 고객사 피드백 정리
- 차주 월 리허설 일정 확정
`, []want{{line: 2, due: "9월 30일 오후 3시까지", title: "발표 자료 제출"}, {line: 3, due: "~금", title: "고객사 피드백 정리"}, {line: 4, due: "차주 월", title: "리허설 일정 확정"}}},
	{"ko deadline heading scopes its items", `### 목요일 전까지
- 데이터 다운로드
- 평가 지표 조사
`, []want{{line: 2, due: "목요일 전까지", title: "데이터 다운로드"}, {line: 3, due: "목요일 전까지", title: "평가 지표 조사"}}},
	{"ko heading with owner at the end", `#### 인증 모듈 리팩터링 - 최유진
- 세부 항목 하나
`, []want{{line: 1, owners: "최유진", title: "인증 모듈 리팩터링", needsHuman: true}}},
	{"ko none marker and subjectless decision", `## 결정 사항
- 배포는 금요일에 하기로 함.
할 일: 없음
`, nil},
	{"en markers with colon, dash and none", `AI: Priya to renew the TLS certificate
AI - rotate the deploy keys
AI: none
TODO by [Sam Lee]: update the wiki
AI Omar to draft the agenda
AI is on the agenda again
`, []want{{line: 1, owners: "Priya", title: "renew the TLS certificate"}, {line: 2, title: "rotate the deploy keys"}, {line: 4, owners: "Sam Lee", title: "update the wiki"}, {line: 5, owners: "Omar", title: "draft the agenda"}}},
	{"en speaker first person and running-notes commitment", `## Discussion
- JK: I will send the survey to the mailing list.
- Dana Scully will draft the proposal by Sep 30.
- Dana Scully will be out next week.
`, []want{{line: 2, owners: "JK", title: "send the survey to the mailing list", needsHuman: true}, {line: 3, owners: "Dana Scully", due: "by Sep 30", title: "draft the proposal", needsHuman: true}}},
	{"en assigned to, @handle, []checkbox, several owners", `## Action items
- Fix the flaky login test, assigned to Omar
- [] @kim update the changelog
- Alan and Steven - record the walkthrough
- Lena, Marco: review the budget 30 Sep
`, []want{{line: 2, owners: "Omar", title: "Fix the flaky login test"}, {line: 3, owners: "kim", title: "update the changelog"}, {line: 4, owners: "Alan Steven", title: "record the walkthrough"}, {line: 5, owners: "Lena Marco", title: "review the budget 30 Sep", titleContains: true}}},
	{"en roll call, agenda, questions, status are not actions", `## Attendees
- [x] Alice Smith
- [x] @bob
## Agenda
- [ ] Review last week's items
## Notes
- Should we move the release?
- The build is green again.
`, nil},
	{"ko running notes: fields in parentheses, arrow owner, 해 주기로 함", `## 논의 내용
- 서버 비용 검토 필요 (담당: 박서연, 기한: 9/20)
- 로그인 버그 수정 → 이지훈
- 지훈님이 고객사 미팅 결과를 공유해 주기로 함
- 배포 일정은 다음 주로 연기하기로 결정
`, []want{{line: 2, owners: "박서연", due: "기한: 9/20", title: "서버 비용 검토 필요"}, {line: 3, owners: "이지훈", title: "로그인 버그 수정", needsHuman: true}, {line: 4, owners: "지훈", title: "고객사 미팅 결과 공유"}}},
	{"ko action items: due and name in one parenthesis", `## Action Items
1. 견적 비교 (~10/5(목), 민서)
2. 회의록 공유
`, []want{{line: 2, owners: "민서", due: "~10/5(목)", title: "견적 비교"}, {line: 3, title: "회의록 공유"}}},
	{"en owner field with a dash, owner in parentheses", `## Next steps
* Update the FAQ (Bob)
Owner: Erin — follow up with legal
`, []want{{line: 2, owners: "Bob", title: "Update the FAQ"}, {line: 3, owners: "Erin", title: "follow up with legal"}}},
	{"ko requests, '담당' after the name, role in an owner cell", `## 논의
- 민서님, 견적서 검토 부탁드립니다.
- 디자인 시안 공유 - 지훈 담당
## 다음 단계
- [ ] 김철수: API 명세 작성 (~3/15)
| 담당자 | 업무 |
|---|---|
| 정도윤(PM) | 일정 정리 |
`, []want{{line: 2, owners: "민서", title: "견적서 검토"}, {line: 3, owners: "지훈", title: "디자인 시안 공유", needsHuman: true}, {line: 5, owners: "김철수", due: "~3/15", title: "API 명세 작성"}, {line: 8, owners: "정도윤", title: "일정 정리"}}},
	{"ko status reports are not actions", `## 진행 상황
- 김민서: 로그인 API 개발 완료
- 이지훈: 결제 모듈 테스트 진행 중
## 이슈
- 박서연: 디자인 시안 검토했습니다
## 액션 아이템
- 김민서: 비용 절감 방안 조사
`, []want{{line: 7, owners: "김민서", title: "비용 절감 방안 조사"}}},
	{"fields separated by dashes and slashes, a date closing the line", `## ✅ Action Items
- [ ] API 문서 작성 - 담당: 민서 - 마감: 9/30
- [ ] 배포 스크립트 정리 (담당자: 이지훈 / 마감: 10/2)
* Bob - Draft the RFC - Oct 3
| 담당 | 할 일 | 마감 |
|-----|------|-----|
| | | |
`, []want{{line: 2, owners: "민서", due: "마감: 9/30", title: "API 문서 작성"}, {line: 3, owners: "이지훈", due: "마감: 10/2", title: "배포 스크립트 정리"}, {line: 4, owners: "Bob", due: "Oct 3", title: "Draft the RFC"}}},
	{"record blocks of fields are one action", `## Action Items
**Action Item #1**
- **Owner**: Alice
- **Due**: 2026-09-30
- **Description**: Update docs
`, []want{{line: 5, owners: "Alice", due: "2026-09-30", title: "Update docs"}}},
	{"ko schedules are not actions, subjectless commitments are to confirm", `## 공지
다음 회의는 금요일 오후 진행 예정
신규 버전 출시 예정
## 메모
- 설문 결과 취합 예정 (9/30)
- 다음 주에 각 팀이 요구사항 문서를 작성하기로 함.
`, []want{{line: 5, due: "9/30", title: "설문 결과 취합", needsHuman: true, titleContains: true}, {line: 6, title: "다음 주에 각 팀이 요구사항 문서 작성", needsHuman: true, titleContains: true}}},
	{"speaker remarks and reported commitments", `## 논의
- 김민서: 좋습니다
- 김민서: 그건 제가 다음 주까지 해볼게요
- Bob mentioned that Carol Danvers will handle the migration.
- Alice Smith and Bob Jones will pair on the release checklist.
`, []want{{line: 3, owners: "김민서", due: "다음 주까지", title: "그건 제가 해볼게요", needsHuman: true, titleContains: true}, {line: 4, owners: "Carol Danvers", title: "handle the migration", needsHuman: true}, {line: 5, owners: "Alice Smith Bob Jones", title: "pair on the release checklist", needsHuman: true}}},
	{"en agenda with commitments, Who/What/When table, group owners", `## Agenda
- KEP-1234 status
  - Jane Doe will follow up with API reviewers
  - **ACTION**: everyone review the release notes by Friday
## Action items
| Who | What | When |
|-----|------|------|
| John, Jane | Triage backlog | next week |
- [x] ~~Bump the sidecar version~~ (@priya)

▶ 액션 아이템
- 민서 님: 설문지 초안 작성 (~금)
`, []want{{line: 3, owners: "Jane Doe", title: "follow up with API reviewers", needsHuman: true}, {line: 4, owners: "everyone", due: "by Friday", title: "review the release notes"}, {line: 8, owners: "John Jane", due: "next week", title: "Triage backlog"}, {line: 9, owners: "priya", title: "Bump the sidecar version"}, {line: 12, owners: "민서 님", due: "~금", title: "설문지 초안 작성"}}},
	{"Korean document bullets and dotted dates", `□ 향후 계획

ㅇ 김민서: 설문 문항 확정 (9.30까지)
○ 이지훈 - 예산안 초안 작성
① 회의실 예약
`, []want{{line: 3, owners: "김민서", due: "9.30까지", title: "설문 문항 확정"}, {line: 4, owners: "이지훈", title: "예산안 초안 작성"}, {line: 5, title: "회의실 예약"}}},
	{"English notes with Korean names", `## Notes
- 민서 will send the deck to the client by Friday.
- 지훈님 to update the onboarding doc
`, []want{{line: 2, owners: "민서", due: "by Friday", title: "send the deck to the client", needsHuman: true}, {line: 3, owners: "지훈님", title: "update the onboarding doc", needsHuman: true}}},
	{"table cells with checkboxes and line breaks", `## Action items
| Task | Owner |
|---|---|
| [ ] Write the test plan | Dana<br>Lee |
| [x] Order badges | Kim |
`, []want{{line: 4, owners: "Dana Lee", title: "Write the test plan"}, {line: 5, owners: "Kim", title: "Order badges", needsHuman: true}}},
	{"numbered Korean tasks outside sections", `1. 로그 수집 스크립트 설계

2. 지난주 결과 요약
`, []want{{line: 1, title: "로그 수집 스크립트 설계", needsHuman: true}}},
	{"person sub-headings under action items", `## Action items
### Alice
- fix the build
### 김민서
- 견적서 검토
## Notes
### Bob
- likes the new logo
`, []want{{line: 3, owners: "Alice", title: "fix the build"}, {line: 5, owners: "김민서", title: "견적서 검토"}}},
	{"chat and IRC transcripts", `## Minutes
<jeff> I'll take the review of section 3
[10:32] alice: I will open the tracking issue
RESOLUTION: adopt the new charter
ACTION: bob to circulate the draft
`, []want{{line: 2, owners: "jeff", title: "take the review of section 3", needsHuman: true}, {line: 3, owners: "alice", title: "open the tracking issue", needsHuman: true}, {line: 5, owners: "bob", title: "circulate the draft"}}},
	{"ko subjectless decisions are not tasks", `## 기술 메모
- 인증서는 직접 발급해 서버에 넣기로 함
- 로컬 개발은 각자 도커로 띄우기로 함
- 다음 주까지 각 팀이 API 명세를 정리하기로 함
`, []want{{line: 4, due: "다음 주까지", title: "각 팀이 API 명세 정리", needsHuman: true, titleContains: true}}},
	{"generated-summary formats: bracket owners, ~MM-DD, empty cells", `## 액션 아이템
- [ ] @김개발 - 초안 작성 (~04-24)
- [김민서] 배포 체크리스트 정리 — 9/30
| 담당자 | 할 일 | 마감일 |
|-------|------|-------|
| 조하늘 | 캘린더 예약 | 기록된 내용 없음 |
| 미정 | 로고 시안 | 10/2 |
`, []want{{line: 2, owners: "김개발", due: "~04-24", title: "초안 작성"}, {line: 3, owners: "김민서", due: "9/30", title: "배포 체크리스트 정리"}, {line: 6, owners: "조하늘", title: "캘린더 예약"}, {line: 7, due: "10/2", title: "로고 시안"}}},
	{"checkbox glyphs of exported notes", `Action Items
☐ Alice Smith to send the deck to the client
☑ Bob Lee to book the venue
□ Carol Diaz to draft the budget
□ Dan Roe to review the budget
`, []want{{line: 2, owners: "Alice Smith", title: "send the deck to the client"}, {line: 3, owners: "Bob Lee", title: "book the venue"}, {line: 4, owners: "Carol Diaz", title: "draft the budget"}, {line: 5, owners: "Dan Roe", title: "review the budget"}}},
	{"a title line without markup heads the list under it", `Next steps
- Priya to renew the certificate
- update the wiki
`, []want{{line: 2, owners: "Priya", title: "renew the certificate"}, {line: 3, title: "update the wiki"}}},
	{"transcripts as speaker lines: answers to requests, volitional endings", `민서: 오늘 회의 시작하겠습니다.
민서: 지훈 님, 견적서 초안 금요일까지 보내주실 수 있을까요?
지훈: 네, 제가 금요일까지 보낼게요.
Alice: I'll update the supplier list by Monday.
서연: 고객 공지문은 제가 이번 주 금요일까지 작성할게요.
지훈: 좋습니다.
`, []want{{line: 3, owners: "지훈", due: "금요일까지", title: "견적서 초안 보내", needsHuman: true}, {line: 4, owners: "Alice", due: "by Monday", title: "update the supplier list", needsHuman: true}, {line: 5, owners: "서연", due: "이번 주 금요일까지", title: "고객 공지문 작성", needsHuman: true}}},
	{"English transcript: an answer takes its task from the request", `Carol: Dan, can you send the deck by Friday?
Dan: Sure, I'll do it.
Carol: could you review the budget, Eve?
Eve: yes, I'll take that.
Frank: I'll do it.
`, []want{{line: 2, owners: "Dan", due: "by Friday", title: "send the deck", needsHuman: true}, {line: 4, owners: "Eve", title: "review the budget", needsHuman: true}}},
	{"a request after a full-width speaker colon", `Carol： Dan, can you send the deck by Friday?
Dan: Sure, I'll do it.
`, []want{{line: 2, owners: "Dan", due: "by Friday", title: "send the deck", needsHuman: true}}},
	{"lower-case nicknames the notes know", `Attendees: dietrich, mona, @raj

## Action items
- dietrich: schedule the planning call
- fix: typo in the docs
`, []want{{line: 4, owners: "dietrich", title: "schedule the planning call"}, {line: 5, title: "fix: typo in the docs"}}},
	{"ko role split: role: names is who takes which part, no task", `## 역할 분담
- 프론트엔드: 김민서, 이지훈
- 백엔드: 박서연
`, nil}, // a division of roles, no task (rolelines.go)
	{"meeting header fields are not assignments", `# 주간 회의
- **서기:** 김민서
- **회의 종류:** 정기
- **Lead:** @olizilla
`, nil},
	{"English owner at the end of a line outside action sections", `## Notes
- Follow up with the vendor - Ana Lima
- The vendor call went well - Ana Lima
`, []want{{line: 2, owners: "Ana Lima", title: "Follow up with the vendor", needsHuman: true}}},
	{"summary restatement counted once", `## Action items
- Dana to book the room
## Summary
- Dana to book the room
`, []want{{line: 2, owners: "Dana", title: "book the room"}}},
}

func TestClasses(t *testing.T) {
	runFormCases(t, classCases)
}

// formCase is notes and the candidates they must give, in order — and
// nothing else (the shape of every table of forms in this package).
type formCase = struct {
	name  string
	notes string
	want  []want
}

func runFormCases(t *testing.T, cases []formCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(context.Background(), []byte(tc.notes), nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tc.want) {
				t.Fatalf("%d candidates, want %d:\n%s", len(got), len(tc.want), dump(got))
			}
			for i, w := range tc.want {
				g := got[i]
				human := len(g.Problems) > 0
				titleOK := g.Title == w.title || w.titleContains && strings.Contains(g.Title, strings.Fields(w.title)[0])
				if g.Line != w.line || strings.Join(g.Owners, " ") != w.owners || g.Due != w.due || !titleOK || human != w.needsHuman {
					t.Errorf("candidate %d:\n got line %d owners %q due %q title %q human %t %v\nwant %v", i, g.Line, strings.Join(g.Owners, " "), g.Due, g.Title, human, g.Problems, w)
				}
			}
		})
	}
}

// checkByLine checks candidates against the one wanted on each line
// (owners, due, title) and that no other line gave one.
func checkByLine(t *testing.T, got []extract.Candidate, wantOf map[int]want) {
	t.Helper()
	if len(got) != len(wantOf) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(wantOf), dump(got))
	}
	for _, g := range got {
		w, ok := wantOf[g.Line]
		if !ok {
			t.Errorf("unexpected candidate on line %d: %+v", g.Line, g)
			continue
		}
		if o := strings.Join(g.Owners, " "); o != w.owners || g.Due != w.due || g.Title != w.title {
			t.Errorf("line %d: got owners %q due %q title %q, want %v", g.Line, o, g.Due, g.Title, w)
		}
	}
}

func dump(cs []extract.Candidate) string {
	var b strings.Builder
	for _, c := range cs {
		fmt.Fprintf(&b, "  %d [%s] owners=%v due=%q title=%q problems=%v\n", c.Line, c.Syntax, c.Owners, c.Due, c.Title, c.Problems)
	}
	return b.String()
}

// TestLongLines: lines around the per-line cap, in bytes of several widths,
// never break a rune or panic.
func TestLongLines(t *testing.T) {
	// Independent and CPU-bound under -race: run beside the others.
	t.Parallel()
	for _, unit := range []string{"a", "가", "😀"} {
		for n := maxItemBytes - 8; n <= maxItemBytes+8; n++ {
			body := strings.Repeat(unit, n/len(unit)+1)[:0]
			for len(body)+len(unit) <= n {
				body += unit
			}
			for _, line := range []string{"- " + body, body, "- [ ] @민서 " + body + " 하기로 함", "| 담당 | 할 일 |\n|---|---|\n| 민서 | " + body + " |"} {
				got, err := Parse(context.Background(), []byte(line+"\n"), nil)
				if err != nil {
					t.Fatal(err)
				}
				for _, c := range got {
					if !utf8.ValidString(c.Title) {
						t.Fatalf("invalid UTF-8 title at %d bytes of %q", n, unit)
					}
				}
			}
		}
	}
}

// TestTitlesKeepNoHalfDate: the due expression leaves the title whole,
// with its time of day, and no half of a due stays in the title.
func TestTitlesKeepNoHalfDate(t *testing.T) {
	for _, c := range []struct{ in, title, due string }{
		{"발표 자료를 9월 30일 오후 3시까지 제출", "발표 자료 제출", "9월 30일 오후 3시까지"},
		{"9/30 오후 3시까지 발표 자료 제출", "발표 자료 제출", "9/30 오후 3시까지"},
		{"Submit the report by Sep 30 at 5pm", "Submit the report", "by Sep 30 at 5pm"},
		{"Submit the report by Friday 3pm", "Submit the report", "by Friday 3pm"},
		{"Send the deck by 9/30 EOD", "Send the deck", "by 9/30 EOD"},
		{"다음 주 월요일 오전 10시까지 배포", "배포", "다음 주 월요일 오전 10시까지"},
		{"견적서 정리 (10/2 14:00까지)", "견적서 정리", "10/2 14:00까지"},
		// A bare time word in brackets closing the item is its due, which
		// dates then resolves or leaves for a person, never title text.
		{"견적 확인 (차주)", "견적 확인", "차주"},
		{"배포 준비 [이번 주]", "배포 준비", "이번 주"},
		{"Book the venue (next week).", "Book the venue", "next week"},
	} {
		title, due := cutDue(c.in)
		if cleanTitle(title) != c.title || due != c.due {
			t.Errorf("%q: title %q due %q, want %q %q", c.in, cleanTitle(title), due, c.title, c.due)
		}
	}
}

// TestLargeKoreanInput: 10 MB of Korean notes (tables, commitments, long
// lines, many distinct names) is parsed without error; its speed is
// BenchmarkLargeInput's.
func TestLargeKoreanInput(t *testing.T) {
	// Independent and CPU-bound under -race: run beside the others.
	t.Parallel()
	notes := koreanLargeNotes(largeInputBytes)
	if _, err := Parse(context.Background(), notes, nil); err != nil {
		t.Fatal(err)
	}
}
