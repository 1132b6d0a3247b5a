package rules

import "testing"

// Issue 28 (helper ko-trials9): forms found on fresh Korean minutes
// (university course and capstone teams, bootcamp project teams) nobody
// tuned on, written here as invented notes of the same shape. An empty
// title means the line is no action.

// A deadline set by an event ("시연 전까지", "review 전까지", "발표
// 전까지") keeps its event, whatever the event is called; a time of day
// after a weekday ("목요일 낮까지") is part of the deadline.
func TestKoTrials9EventDeadline(t *testing.T) {
	notes := "# 정기 회의\n\n### 작업 계획\n- 목요일 낮까지 맡은 화면 구현 끝내기.\n- 그 다음, 시연 전까지 브랜치 합쳐서 충돌 수정!\n- 깨지는 테스트는 review 전까지 고치기로 함.\n- 발표 전까지 슬라이드 다듬기\n"
	runLineCases(t, []lineCase{
		{"a time of day after the weekday", notes, 4, w5("", "목요일 낮까지", "맡은 화면 구현 끝내기")},
		{"an event the patterns do not list", notes, 5, w5("", "시연 전까지", "그 다음, 브랜치 합쳐서 충돌 수정")},
		{"an event written in Latin letters", notes, 6, w5("", "review 전까지", "깨지 테스트 고치기")},
		{"an event that is also a word of work", notes, 7, w5("", "발표 전까지", "슬라이드 다듬기")},
	})
}

// Positions given for the next iteration ("Team leader: 한도윤",
// "Presenter: 문가람", "한도윤: Team leader & Dev leader") say who holds
// them, under a heading of the next iteration too; two members joined by
// a dash are a pair ("한도윤 - 문가람"), and the same pair closed by the
// part it takes ("한도윤 - 문가람(로그인)") owns that part together.
func TestKoTrials9PositionsAndPairs(t *testing.T) {
	notes := "Minutes\n- Members Present (with roles): 한도윤 (Team Leader), 문가람, 서지안, 백로아\n\n### Next iteration leaders\n- Team leader: 한도윤\n- QA leader: 문가람\n- Presenter: 서지안\n- 백로아: Planning leader & Dev leader\n\n### Pair change\n한도윤 - 문가람\n서지안 - 백로아\n\n### Task planning\n\n각 메뉴별로 목록 view, 추가 view -> 약 4개 정도의 view로 구현할 계획\n\t>> 페어별로 각 메뉴의 한 view씩 맡아서 작업을 하는 것으로\n\t한도윤 - 서지안(12)\t\n\t문가람 - 백로아(13)\n"
	runLineCases(t, []lineCase{
		{"a position and its holder", notes, 5, w5("", "", "")},
		{"another", notes, 6, w5("", "", "")},
		{"a position one word long", notes, 7, w5("", "", "")},
		{"the holder first", notes, 8, w5("", "", "")},
		{"a pair", notes, 11, w5("", "", "")},
		{"another pair", notes, 12, w5("", "", "")},
		{"a pair and its part", notes, 18, w5("한도윤, 서지안", "", "한도윤 - 서지안(12)")},
	})
}

// Dashes written against the name after them ("-한도윤 : 로그인 화면
// 완성"), line after line, are a list whose space was left out: under a
// parent that is only a deadline ("- 이번주 금요일까지") each is that
// member's work due then.
func TestKoTrials9GluedDashList(t *testing.T) {
	notes := "## 0215\n\n- 해야할것\n- 이번주 금요일까지\n    -한도윤 : 로그인 화면 기본기능 완성\n    -문가람 : 게시판 기본기능 완성\n"
	runLineCases(t, []lineCase{
		{"the first member's work", notes, 5, w5("한도윤", "이번주 금요일까지", "로그인 화면 기본기능 완성")},
		{"the next", notes, 6, w5("문가람", "이번주 금요일까지", "게시판 기본기능 완성")},
	})
}

// A heading of what must still be done ("### 3. 해결해야 하는 문제",
// "## 수정해야 할 부분") heads work, even when the items name problems;
// one of what need not be ("해결하지 않아도 되는 문제") heads none.
func TestKoTrials9MustHeading(t *testing.T) {
	notes := "## 세 번째 회의\n\n### 2. 진행사항\n  - 웹페이지 구축 완료\n\n### 3. 해결해야 하는 문제\n  1. 새 서버에서의 실행\n  2. 환경변수 설정 문제\n\n## 수정해야 할 부분\n- 업로드 화면 문구\n\n### 4. 해결하지 않아도 되는 문제\n  1. 느린 첫 로딩\n"
	runLineCases(t, []lineCase{
		{"a problem to solve", notes, 7, w5("", "", "새 서버에서 실행")},
		{"another", notes, 8, w5("", "", "환경변수 설정 문제")},
		{"a part to fix", notes, 11, w5("", "", "업로드 화면 문구")},
		{"the report above is none", notes, 4, w5("", "", "")},
		{"a problem left alone is none", notes, 14, w5("", "", "")},
	})
}

// An iteration's plan titled the other way round ("Planning first
// Iteration", "Planning for the next sprint") hands out its items; a
// list under a title of its own further down ("Brainstorming for a new
// feature") is that title's, ideas rather than the plan's work.
func TestKoTrials9PlanningIteration(t *testing.T) {
	notes := "# 2차 회의\n\nAttendees: 한도윤, 문가람, 서지안, 백로아\n\nPlanning first Iteration\n- UC12 : 한도윤, 문가람\n- UC15 : 서지안, 백로아\n\nBrainstorming for a new feature\n- 병실 변경 기능을 만들자\n- 약국 추가\n"
	runLineCases(t, []lineCase{
		{"a part of the plan and its pair", notes, 6, w5("한도윤, 문가람", "", "UC12")},
		{"the next", notes, 7, w5("서지안, 백로아", "", "UC15")},
		{"an idea is no work of the plan", notes, 11, w5("", "", "")},
	})
}

// Under a member's name, a piece of work and its date after a colon
// ("보고서 제출 : 12.4(화) 10:59") is due then, as the same with 까지 is.
func TestKoTrials9ColonDate(t *testing.T) {
	notes := "### 팀원별 할 일 / 마감일\n- 한도윤\n  - 튜토리얼 페이지 작성\n  - 1주차 보고서 제출 : 12.4(화) 10:59\n  - 웹 페이지 디자인 : 12.4(화) 23:59 까지\n"
	runLineCases(t, []lineCase{
		{"a date after the colon", notes, 4, w5("한도윤", "12.4(화) 10:59", "1주차 보고서 제출")},
		{"the same with 까지", notes, 5, w5("한도윤", "12.4(화) 23:59 까지", "웹 페이지 디자인")},
	})
}

// A question and, after an arrow typed as two characters ("->", "=>"),
// who will settle it ("설치가 가능한가? -> 한도윤이 확인할 것") is that
// member's work, as with "→"; an answer with nobody is none.
func TestKoTrials9TypedArrow(t *testing.T) {
	notes := "# 회의\n참석자: 한도윤, 문가람\n\n### 결정사항\n  1. DB가 필요한가? -> 필요하지 않음\n  2. 서버에 설치가 가능한가? -> 한도윤이 확인할 것\n  3. 로그인은 어떻게? => 문가람이 정리하기로 함\n"
	runLineCases(t, []lineCase{
		{"an answer is no work", notes, 5, w5("", "", "")},
		{"who will check", notes, 6, w5("한도윤", "", "서버에 설치가 가능한가? 확인")},
		{"the other arrow", notes, 7, w5("문가람", "", "로그인 어떻게? 정리")},
	})
}

// A heading of the task plan ("### Task Planning") hands out its items
// as an iteration's plan does: "화요일까지 … 끝내기", "데모 전 … 달기".
func TestKoTrials9TaskPlanning(t *testing.T) {
	notes := "Minutes\n\n### Demo schedule\n- 수요일 밤 10시 진행.\n\n### Tasks planning\n- 화요일까지 배분된 화면 구현 끝내기.\n- 데모 당일 태그 달기!!!\n"
	runLineCases(t, []lineCase{
		{"a to-do of the plan", notes, 7, w5("", "화요일까지", "배분된 화면 구현 끝내기")},
		{"another", notes, 8, w5("", "", "데모 당일 태그 달기")},
		{"the schedule above is none", notes, 4, w5("", "", "")},
	})
}

// "데모 전에 … 달기" is due before the demo, as "데모 전까지" is; "얼마
// 전에" says a while ago, no deadline.
func TestKoTrials9BeforeEvent(t *testing.T) {
	notes := "Minutes\n\n### Tasks planning\n- 데모 전에 태그 달기!!!\n- 얼마 전에 만든 화면 수정하기\n"
	runLineCases(t, []lineCase{
		{"before the demo", notes, 4, w5("", "데모 전에", "태그 달기")},
		{"a while ago", notes, 5, w5("", "", "얼마 전에 만든 화면 수정")},
	})
}

// Under an instruction of how to name files ("파일명은 다음과 같이 할
// 것"), items that are only file names are samples, no work; the work
// above them still is.
func TestKoTrials9FileNameSamples(t *testing.T) {
	notes := "### 팀원별 할 일\n- 한도윤\n  - 서버 설치 및 설치과정 캡쳐 : 12.1(토) 23:59 까지\n    - 파일명은 다음과 같이 할 것\n      - setup_server_01.jpg / setup_server_11.jpg\n      - setup_db(gpu)_01.png\n"
	runLineCases(t, []lineCase{
		{"the work", notes, 3, w5("한도윤", "12.1(토) 23:59 까지", "서버 설치 및 설치과정 캡쳐")},
		{"two file names", notes, 5, w5("", "", "")},
		{"one file name", notes, 6, w5("", "", "")},
	})
}

// Lines written under "- 완료한것" one entry per line without bullets
// ("    한도윤 : 초기 코드 작성 <br/>") report work done, as its bulleted
// children would.
func TestKoTrials9UnderDoneItem(t *testing.T) {
	notes := "## 20220215\n\n- 완료한것\n    한도윤 : 보일러플레이트 코드 작성 <br/>\n    전원 : 개발 도구 설치 및 컨벤션 숙지\n- 이번주 금요일까지\n    -문가람 : 회원관리 기본기능 완성\n    -한도윤 : 게시판 기본기능 완성\n"
	runLineCases(t, []lineCase{
		{"work done", notes, 4, w5("", "", "")},
		{"more work done", notes, 5, w5("", "", "")},
		{"the work due is still work", notes, 8, w5("한도윤", "이번주 금요일까지", "게시판 기본기능 완성")},
	})
}

// A sentence that trails off in an ellipsis ("… 다시 작업 배분하자…",
// "… 다시 모이는 것으로..") ends where its words do: "배분하자" proposes
// work as "배분하자." does.
func TestKoTrials9TrailingEllipsis(t *testing.T) {
	notes := "Minutes\n\n### 구현 공유\n- 화면 3개는 제외하고 구현하고, 머지 한 다음에 다시 작업 배분하자…\n- 머지 한 다음에 다시 작업 배분하자.\n"
	runLineCases(t, []lineCase{
		{"the ellipsis", notes, 4, w5("", "", "화면 3개는 제외하고 구현하고, 머지 한 다음에 다시 작업 배분하자")},
		{"the full stop", notes, 5, w5("", "", "머지 한 다음에 다시 작업 배분하자")},
	})
}

// Work set after other work ("… 합친 후, 모든 오류를 한번에 수정하기로
// 함") is a step of the plan, as with "이후"; a subjectless decision
// of what to use ("… 라이브러리를 사용하기로 함") is still none.
func TestKoTrials9AfterStep(t *testing.T) {
	notes := "Minutes\n\n### Merge\n- 따라서 merge를 진행하고 합친 후, 모든 오류를 한번에 수정하기로 함\n- 날짜 처리는 기존 라이브러리를 사용하기로 함\n"
	runLineCases(t, []lineCase{
		{"a step after a step", notes, 4, w5("", "", "따라서 merge 진행하고 합친 후, 모든 오류 한번에 수정")},
		{"a decision", notes, 5, w5("", "", "")},
	})
}

// "사전에" is one word ("beforehand"), no event before which work is
// due; "리뷰 전에" is.
func TestKoTrials9Beforehand(t *testing.T) {
	notes := "### 할 일\n- 한도윤\n  - 버전은 사전에 검색해보고 체크한 뒤 설치할 것\n  - 리뷰 전에 테스트 코드 정리할 것\n"
	runLineCases(t, []lineCase{
		{"beforehand", notes, 3, w5("한도윤", "", "버전 사전에 검색해보고 체크한 뒤 설치")},
		{"before the review", notes, 4, w5("한도윤", "리뷰 전에", "테스트 코드 정리")},
	})
}
