package rules

import "testing"

// Korean minutes that name members by their given names only, and that
// divide roles (notes invented for the test).
func TestKoreanGivenNamesAndRoles(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: a division of roles is no task; the list of work after it is", `# 2차 회의

## 역할 분담
- 윤서: 팀장, 기획
- 태민: 백엔드
- 예린: 디자인

## 다음 회의까지
- 윤서: 제안서 수정본 작성
`, []want{
			{line: 9, owners: "윤서", due: "다음 회의까지", title: "제안서 수정본 작성"},
		}},
		{"ko: a position or team after a name is a role anywhere", `# 회의

## 회의 내용
- 도현: 조장, 백엔드
- 도현: 크롤러 작성 예정
`, []want{
			{line: 5, owners: "도현", title: "크롤러 작성", needsHuman: true},
		}},
		{"ko: a given name labelling a line commits, over the team its heading names", `# 회의

## 회의 내용
### 프론트
- 로그인 페이지 완료
- 수진: 다음 주 화요일까지 마이페이지 구현 예정
`, []want{
			{line: 6, owners: "수진", due: "다음 주 화요일까지", title: "마이페이지 구현", needsHuman: true},
		}},
		{"ko: a given name closing the line in parentheses commits, over the heading's team", `# 회의

## 회의 내용
### 백엔드
- 게시판 API는 아직 진행 중 → 이번 주 금요일까지 마무리 예정 (도윤)
`, []want{
			{line: 5, owners: "도윤", due: "이번 주 금요일까지", title: "게시판 API는 아직 진행 중 → 마무리", needsHuman: true},
		}},
		{"ko: an ordinary word shaped like a name labels a line, it owns nothing", `# 회의

## 회의 내용
- 예정: 다음 주 화요일까지 마이페이지 구현
- 현재: 로그인 구현 중
`, []want{
			{line: 4, due: "다음 주 화요일까지", title: "마이페이지 구현", needsHuman: true},
		}},
	})
}

// A line's later sentence names who takes the work its first one
// states; an @handle before a closing due owns the item (notes invented
// for the test).
func TestLaterSentenceOwnerAndHandleBeforeDue(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: the subject of a later sentence owns its work; the first sentence's deadline is its due", `# 회의

## 내용
- 중간 보고서는 11/14까지 제출해야 함. 민지가 취합해서 제출하기로 했다.
- 테스트 계정 발급이 늦어지고 있음. 지우가 PG사에 다시 문의하기로.
`, []want{
			{line: 4, owners: "민지", due: "11/14까지", title: "취합해서 제출"},
			{line: 5, owners: "지우", title: "PG사에 다시 문의"},
		}},
		{"an @handle before a closing due owns the item", `## 다음 스프린트
- [ ] 결제 모듈 연동 @minseok ~1/24
- [ ] Wire the payment webhook @dana by Friday
`, []want{
			{line: 2, owners: "minseok", due: "~1/24", title: "결제 모듈 연동"},
			{line: 3, owners: "dana", due: "by Friday", title: "Wire the payment webhook"},
		}},
	})
}

// A naming field's value is no owner of the label (notes invented for the
// test): "오리온" reads like a full name.
func TestNamingFieldIsNoTask(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: team name and place fields", `# 킥오프 미팅

## 결정된 것
- 팀명: 오리온
- 팀 이름: 한별
- 정기회의: 매주 화요일 저녁 8시

## TODO
- 노션 페이지 만들기
`, []want{
			{line: 9, title: "노션 페이지 만들기"},
		}},
	})
}

// A given name alone over a list ("**민수**", "👤 지호") owns the list's
// items (notes invented for the test).
func TestGivenNameOverList(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: bold and decorated given names over their lists", `# 11/20 주간 회의

## 다음 주까지 할 일

**민수**
- 결제 페이지 UI 수정

👤 지호
- 푸시 알림 테스트
`, []want{
			{line: 6, owners: "민수", due: "다음 주까지", title: "결제 페이지 UI 수정"},
			{line: 9, owners: "지호", due: "다음 주까지", title: "푸시 알림 테스트"},
		}},
	})
}

// Under an agenda item a name over work with a deadline after it assigns
// the work; without the deadline it names who presents (notes invented
// for the test).
func TestAgendaNameWorkDeadline(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: a deadline after the work, past an arrow or a comma", `참석: 강민호, 윤아름, 조현우

## 안건 1
* 윤아름: 데이터 다운로드 및 용량 확인 → 금요일까지
* 강민호: 회의록 정리, 내일까지
* 조현우: 모델 구조
`, []want{
			{line: 4, owners: "윤아름", due: "금요일까지", title: "데이터 다운로드 및 용량 확인", needsHuman: true},
			{line: 5, owners: "강민호", due: "내일까지", title: "회의록 정리", needsHuman: true},
		}},
	})
}

// A Markdown hard line break ("\" closing a line) is no part of an owner;
// a student's title (학우, 학우님) is no name (notes invented for the test).
func TestHardBreakAndStudentTitle(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: hard line breaks and a student's title", `# 정기 회의

## 다음 회의까지
- 로그인 화면 구현\
  담당자: 정하윤\
- 배수빈 학우: 보고서 양식 업로드
`, []want{
			{line: 4, owners: "정하윤", due: "다음 회의까지", title: "로그인 화면 구현"},
			{line: 6, owners: "배수빈", due: "다음 회의까지", title: "보고서 양식 업로드"},
		}},
	})
}

// A name on its own line over the work on the next, in notes typed
// without markup (notes invented for the test).
func TestNameLineAboveWork(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: name lines over work lines", `## 내일까지 할 일

이승배
ERD 만들기

정하윤
피그마로 화면 그리기
`, []want{
			{line: 4, owners: "이승배", due: "내일까지", title: "ERD 만들기"},
			{line: 7, owners: "정하윤", due: "내일까지", title: "피그마로 화면 그리기"},
		}},
	})
}

// A name closed by 님 or 씨 opening an item owns it without a particle;
// a title or an office so closed does not (notes invented for the test).
func TestHonoredNameOpensItem(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: honoured names open the work; titles do not", `# 회의

## 다음 주 할 일
- 지은님 피그마 프로토타입 공유 (수요일까지)
- 박서준 씨 회원가입 API 구현
- 교수님 면담 일정 잡기
- 멘토님 피드백 반영
`, []want{
			{line: 4, owners: "지은", due: "수요일까지", title: "피그마 프로토타입 공유"},
			{line: 5, owners: "박서준", due: "다음 주", title: "회원가입 API 구현"},
			{line: 6, due: "다음 주", title: "교수님 면담 일정 잡기"},
			{line: 7, due: "다음 주", title: "멘토님 피드백 반영"},
		}},
	})
}

// An acronym and a noun of work made with -화 in an open box are a task,
// not a roll call of two names (notes invented for the test).
func TestAcronymWorkNounIsNoRollCall(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: acronym and -화 noun in an open box", `## To Do
- [ ] README 최신화
- [ ] ERD 고도화 (@minsu-kim)
- [ ] 김민수
`, []want{
			{line: 2, title: "README 최신화"},
			{line: 3, owners: "minsu-kim", title: "ERD 고도화"},
		}},
	})
}

// Under a division of roles, a part of the project with its head count,
// then the members after a colon, is a role; a deliverable with its
// maker stays a task (notes invented for the test).
func TestRolePartOverNames(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko: parts over names under 역할 분담", `# 회의

## 역할 분담
(1) 딥 러닝 모델(2명) : 이명학, 박은환
- 웹 서버(1명) : 김도윤
- 로그인 API 구현 : 김도윤
`, []want{
			{line: 6, owners: "김도윤", title: "로그인 API 구현"},
		}},
	})
}
