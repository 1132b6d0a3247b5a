package rules

import "testing"

// The owner written in any of the usual places of an action item, with a
// deadline after it (notes invented for the test). Found by generating
// items from every owner form × every deadline form: a deadline closing
// the item hid an owner read where it ends the item.
func TestOwnerBeforeClosingDeadline(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: an owner after a dash, in code or in brackets, then the deadline", `# 회의
참석자: 김민수, 수빈, 박유나, 지은

## 할 일
- 데이터 전처리 - 김민수 다음 회의 전까지
- 발표 대본 작성하기 ` + "`수빈`" + ` (~12/4)
- 수빈 모델 성능 비교 금요일까지
- 박유나님 DB 마이그레이션 다음 회의 전까지
- 지은 크롤러 예외 처리
`, []want{
			{line: 5, owners: "김민수", due: "다음 회의 전까지", title: "데이터 전처리"},
			{line: 6, owners: "수빈", due: "~12/4", title: "발표 대본 작성"},
			{line: 7, owners: "수빈", due: "금요일까지", title: "모델 성능 비교"},
			{line: 8, owners: "박유나", due: "다음 회의 전까지", title: "DB 마이그레이션"},
			{line: 9, owners: "지은", title: "크롤러 예외 처리"},
		}},
		{"en: an owner in brackets, a field without its colon, a bold name, a known first name before its verb", `# Sync
Attendees: Alice, Bob Smith, Wei, Priya N.

## Action items
- Fix the login redirect [Alice] by Friday
- Refresh the API docs (Bob Smith) before next call
- Draft the Q1 roadmap (owner Wei, EOW)
- **Bob Smith** API docs refresh next week
- Alice review PR #512 before next call
- Priya N. to ping legal about the CLA
`, []want{
			{line: 5, owners: "Alice", due: "by Friday", title: "Fix the login redirect"},
			{line: 6, owners: "Bob Smith", due: "before next call", title: "Refresh the API docs"},
			{line: 7, owners: "Wei", due: "EOW", title: "Draft the Q1 roadmap"},
			{line: 8, owners: "Bob Smith", due: "next week", title: "API docs refresh"},
			{line: 9, owners: "Alice", due: "before next call", title: "review PR #512"},
			{line: 10, owners: "Priya N.", title: "ping legal about the CLA"},
		}},
	})
}

// A person's Korean line over a list is a line of content, not a title
// heading the list; a name before a spaced dash labels a commitment as a
// colon does (notes invented for the test).
func TestKoreanNameLineOverList(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: a name's sentence right above a list, a dash after a name", `# 회의록
참석자: 김민수, 지은, 서준, 박유나

## 회의 내용
박유나: 로그인 API 공유하겠습니다
- 서준 - 크롤러 구현 예정
`, []want{
			{line: 5, owners: "박유나", title: "로그인 API 공유", needsHuman: true},
			{line: 6, owners: "서준", title: "크롤러 구현", needsHuman: true},
		}},
	})
}

// Fields of an action written in a row: three comma-parted fields, a
// field name without its colon, a deadline read into the owner after a
// dash or a field, a month and day alone as the deadline field (notes
// invented for the test).
func TestActionFieldsInARow(t *testing.T) {
	runFormCases(t, []formCase{
		{"en and ko: comma fields, spaced field names, the deadline after the owner", `# Sync
Attendees: Jo Park, Carol, Dmitri, Wei, 이도현, 김민수

## Action items
- update the README, Jo Park, by Friday
- fix the login redirect - Carol EOW
- Circulate the survey — owner: Dmitri next week
- review PR #512 | Wei | Dec 4
- 회의록 정리 (담당 이도현) 금요일까지
- 보고서 초안 작성, 김민수, 금요일까지
- Thank the hosts, Carol, for the venue
`, []want{
			{line: 5, owners: "Jo Park", due: "by Friday", title: "update the README"},
			{line: 6, owners: "Carol", due: "EOW", title: "fix the login redirect"},
			{line: 7, owners: "Dmitri", due: "next week", title: "Circulate the survey"},
			{line: 8, owners: "Wei", due: "Dec 4", title: "review PR #512"},
			{line: 9, owners: "이도현", due: "금요일까지", title: "회의록 정리"},
			{line: 10, owners: "김민수", due: "금요일까지", title: "보고서 초안 작성"},
			{line: 11, title: "Thank the hosts, Carol, for the venue"},
		}},
	})
}

// A person's name in brackets over a nested list scopes it as the bare
// name does (notes invented for the test): the items were possible
// actions only, and the bracket an empty task.
func TestBracketedPersonOverList(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko and en: [name] over its list", `# 회의
참석자: 김민수, Jo Park

## 할 일
- [김민수]
  - 로그인 API 구현
- [Jo Park]
  - update the release notes
`, []want{
			{line: 6, owners: "김민수", title: "로그인 API 구현"},
			{line: 8, owners: "Jo Park", title: "update the release notes"},
		}},
	})
}

// "Work items" heads a list of actions as "Action items" does (notes
// invented for the test).
func TestWorkItemsHeading(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: work items", `# Sync
Attendees: Jo Park, Carol

## Work items
- Jo Park: update the release notes
`, []want{
			{line: 5, owners: "Jo Park", title: "update the release notes"},
		}},
	})
}

// Deadlines written in full: a word of work before a span is the
// title's, the week before a day and a part of the day are the due's
// (notes invented for the test).
func TestDueWrittenWhole(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko and en due spans", `# 회의
참석자: 박유나, Jo Park

## 할 일
- 박유나: 로그인 API 구현 주말까지
- 박유나: 로그인 API 구현 다음주 화요일 회의 전까지
- 박유나: 로그인 API 구현 12/4일까지
- 박유나: 로그인 API 구현 이번 주 안으로
- Jo Park: update the release notes by Monday morning
- Jo Park: update the release notes by end of day Friday
- Jo Park: update the release notes by end of sprint
- Jo Park: update the release notes within a week
`, []want{
			{line: 5, owners: "박유나", due: "주말까지", title: "로그인 API 구현"},
			{line: 6, owners: "박유나", due: "다음주 화요일 회의 전까지", title: "로그인 API 구현"},
			{line: 7, owners: "박유나", due: "12/4일까지", title: "로그인 API 구현"},
			{line: 8, owners: "박유나", due: "이번 주 안으로", title: "로그인 API 구현"},
			{line: 9, owners: "Jo Park", due: "by Monday morning", title: "update the release notes"},
			{line: 10, owners: "Jo Park", due: "by end of day Friday", title: "update the release notes"},
			{line: 11, owners: "Jo Park", due: "by end of sprint", title: "update the release notes"},
			{line: 12, owners: "Jo Park", due: "within a week", title: "update the release notes"},
		}},
	})
}

// A bold name joined to another opens a list of owners, not the item's
// one owner (notes invented for the test).
func TestBoldNamesJoined(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: **A** and **B** to …", `# Sync
Attendees: Jo Park, Carol

## Action items
- **Jo Park** and **Carol** to review the release checklist
`, []want{
			{line: 5, owners: "Jo Park Carol", title: "review the release checklist"},
		}},
	})
}

// A lower-case adverb in parentheses is no nickname owning the item
// (notes invented for the test).
func TestParenAdverbIsNoOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: (experimentally)", `# Sync

## Action items
- Enable the new parser (experimentally) in the nightly build
- Review the parser patch (nikomatsakis)
`, []want{
			{line: 4, title: "Enable the new parser (experimentally) in the nightly build"},
			{line: 5, owners: "nikomatsakis", title: "Review the parser patch"},
		}},
	})
}

// A handle after "with", "to" or "ask" is whom the work is with or for,
// not its owner (notes invented for the test).
func TestHandleAsObject(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: review with @x, send to @x; a closing handle still owns", `# Sync

## Action items
- Review the spec with @lucas
- Send the keys to @lucas
- Write the FAQ @alice
`, []want{
			{line: 4, title: "Review the spec with @lucas"},
			{line: 5, title: "Send the keys to @lucas"},
			{line: 6, owners: "alice", title: "Write the FAQ"},
		}},
	})
}

// A deadline opening a Korean item before a person the notes know, and
// an issue reference closing the work (notes invented for the test).
func TestLeadDueThenKnownName(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: 내일까지 name work; name work (#34) due", `# 회의
참석자: 박유나, 서준

## 할 일
- 내일까지 박유나 서버 비용 알아보기
- 서준 로그인 버그 수정 (#34) 금요일까지
- 금(7/9)에는 다같이 설정값 적용하기
`, []want{
			{line: 5, owners: "박유나", due: "내일까지", title: "서버 비용 알아보기"},
			{line: 6, owners: "서준", due: "금요일까지", title: "로그인 버그 수정 (#34)"},
			{line: 7, due: "금(7/9)", title: "다같이 설정값 적용"},
		}},
	})
}

// A name the attendees list with an initial ("Priya N.") is known with
// its full stop (notes invented for the test).
func TestInitialNameKnown(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: Priya N. in bold and in a field", `# Sync
Attendees: Priya N., Jo Park

## Action items
- **Priya N.** ERD update EOW
- set up CI caching | Priya N. | by 2026-12-08
`, []want{
			{line: 5, owners: "Priya N.", due: "EOW", title: "ERD update"},
			{line: 6, owners: "Priya N.", due: "by 2026-12-08", title: "set up CI caching"},
		}},
	})
}

// "Who:" and "When:" fields under a task are its owner and deadline
// (notes invented for the test).
func TestWhoWhenRecord(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: who/when fields", `# Sync
Attendees: Jo Park

## Action items
* Draft the roadmap
    * Who: Jo Park
    * When: next week
`, []want{
			{line: 5, owners: "Jo Park", due: "next week", title: "Draft the roadmap"},
		}},
	})
}

// One Korean sentence that gives two people their work: a deadline
// opening it, objects sharing the last clause's verb, and the verb of
// taking work on (notes invented for the test).
func TestKoClausesSharedVerbAndLeadDue(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: lead due, gapped objects; 맡고", `# 회의
참석자: 김민수, 이서연, 박지훈, 최유진

## 논의
다음 주까지 민수는 로그인 페이지를, 서연은 회원가입 페이지를 구현하기로 했다.
유진이는 크롤러 스케줄링을 맡고, 지훈이는 배포를 맡는다.
`, []want{
			{line: 5, owners: "민수", due: "다음 주까지", title: "로그인 페이지 구현", needsHuman: true},
			{line: 5, owners: "서연", due: "다음 주까지", title: "회원가입 페이지 구현", needsHuman: true},
			{line: 6, owners: "유진", due: "", title: "크롤러 스케줄링", needsHuman: true},
			{line: 6, owners: "지훈", due: "", title: "배포", needsHuman: true},
		}},
	})
}

// A to-do label naming its week under a person's heading: the week is
// the deadline (notes invented for the test).
func TestKoWeekTodoLabelDue(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: 다음 주 할 일 label", `# 회의

## 진행 상황
### 김민수
- 이번 주 한 일: 로그인 API 구현 완료
- 다음 주 할 일: 회원가입 API 구현
`, []want{
			{line: 6, owners: "김민수", due: "다음 주", title: "회원가입 API 구현"},
		}},
	})
}

// Korean owners written after a comma, joined by 와/과, or beside the
// word for who is in charge (notes invented for the test).
func TestKoOwnerCommaJoinInCharge(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: , 민수; 민수와 서연이; 담당 민수 -", `# 회의
참석자: 김민수, 이서연

## 다음 회의까지 할 일
- 로그인 API 구현, 민수
- 민수와 서연이 결제 모듈 연동
- 담당 민수 - 배포 스크립트 작성
- 사과, 배
`, []want{
			{line: 5, owners: "민수", due: "다음 회의까지", title: "로그인 API 구현"},
			{line: 6, owners: "민수 서연", due: "다음 회의까지", title: "결제 모듈 연동"},
			{line: 7, owners: "민수", due: "다음 회의까지", title: "배포 스크립트 작성"},
			{line: 8, due: "다음 회의까지", title: "사과, 배"},
		}},
		{"en: a comma before a known name; a list of whom the work is with", `# Sync
Attendees: Mara Lind, Tomas Berg, Ines Roy

## Action items
- Renew the signing key, Mara
- Set up a call with Tomas, Ines
`, []want{
			{line: 5, owners: "Mara", title: "Renew the signing key"},
			{line: 6, title: "Set up a call with Tomas, Ines"},
		}},
	})
}

// In running Korean notes a line read by its signals takes every owner
// it names out of its title (notes invented for the test).
func TestKoSignalsLineOwnersOutOfTitle(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: 민수/서연 -, 민수님 … 부탁 in discussion", `# 회의
참석자: 김민수, 이서연

## 논의 내용
- 민수/서연 - 결제 모듈 연동
- 민수님 배포 스크립트 작성 부탁
`, []want{
			{line: 5, owners: "민수 서연", title: "결제 모듈 연동", needsHuman: true},
			{line: 6, owners: "민수", title: "배포 스크립트 작성", needsHuman: true},
		}},
	})
}

// A table whose columns are "Person | Next steps | By" is a list of
// actions (notes invented for the test).
func TestTableNextStepsBy(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: Person | Next steps | By", `# Sync
Attendees: Mara Lind

| Person | Next steps | By |
|---|---|---|
| Mara | Renew the signing key | Dec 4 |
`, []want{
			{line: 6, owners: "Mara", due: "Dec 4", title: "Renew the signing key"},
		}},
	})
}

// Korean running notes: the work after a clause of work done, with the
// week written as the clause's topic, and an advisor's feedback the work
// applies, no owner of it (notes invented for the test).
func TestKoDoneClauseThenPlanAndAdvice(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: …완료했고, 이번 주는 …; 교수님 피드백을 반영하여", `# 회의
참석자: 김민수, 이서연

## 기타
- 민수 - 저번 주에 말한 크롤러는 완료했고, 이번 주는 테스트 코드 작성 예정
- 교수님 피드백을 반영하여 발표 자료를 수정해야 한다
`, []want{
			{line: 5, owners: "민수", due: "이번 주", title: "테스트 코드 작성", needsHuman: true},
			{line: 6, title: "교수님 피드백 반영하여 발표 자료 수정", needsHuman: true},
		}},
	})
}

// Full names written apart by spaces after a label's colon own the item
// in a to-do list; attendance and roles stay no task (notes invented for
// the test).
func TestKoSpacedNamesOwn(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: UC93 : 김희곤 조성원", `# 회의
참석자 : 김도윤 이서아

## 할 일
- UC93 : 김도윤 이서아
- 팀원 : 김도윤 이서아
`, []want{
			{line: 5, owners: "김도윤 이서아", title: "UC93"},
		}},
	})
}

// Korean task-list lines whose owner sits between the work and its
// deadline, written with an em dash or a task app's 👤 and 📅, a slash
// field list, a month's week in brackets, and a state after the owner
// (notes invented for the test).
func TestKoTaskLineFieldsAndStates(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: — 이름 — date, 👤 📅, / 담당자: /, (12월 첫째 주), (이름) - 진행중", `# 회의
참석자: 김민수, 이서연

## 할 일
- [ ] 로그인 구현 — 김민수 — December 4, 2026
- [ ] 회원가입 구현 👤 이서연 📅 12/4
- [ ] 결제 연동 / 담당자: 김민수 / 기한: 12월 4일
- [ ] 김민수: 배포 설정 (12월 첫째 주)
- [ ] 알림 구현 (이서연) - 진행중
`, []want{
			{line: 5, owners: "김민수", due: "December 4, 2026", title: "로그인 구현"},
			{line: 6, owners: "이서연", due: "12/4", title: "회원가입 구현"},
			{line: 7, owners: "김민수", due: "기한: 12월 4일", title: "결제 연동"},
			{line: 8, owners: "김민수", due: "12월 첫째 주", title: "배포 설정"},
			{line: 9, owners: "이서연", title: "알림 구현 - 진행중"},
		}},
	})
}
