package rules

import "testing"

// Issue 28 (helper ko-trials8): forms found on fresh Korean minutes
// (course and capstone teams, a bootcamp team, a small company's client
// meetings) nobody tuned on, written here as invented notes of the same
// shape. An empty title means the line is no action.

// A checklist heading with a weekday deadline ("담당자별 수요일 전
// 체크리스트") heads numbered sub-headings of members the notes' own
// table names ("| 용팔 | … |" over "### 4.2 용팔").
func TestKoTrials8NumberedMemberHeadings(t *testing.T) {
	notes := "# 주간 회의\n\n## 2. 역할\n\n| 담당 | 영역 |\n|---|---|\n| 용팔 | 서버 로그 |\n| 덕배 | 설문 |\n\n## 4. 담당자별 수요일 전 체크리스트\n\n### 4.1 덕배\n\n- 설문 문항 초안을 정리한다.\n- 인터뷰 대상자를 섭외한다.\n\n### 4.2 용팔\n\n- 서버 로그 수집 범위를 검토한다.\n"
	runLineCases(t, []lineCase{
		{"a numbered member heading under a weekday-deadline checklist", notes, 14, w5("덕배", "수요일 전", "설문 문항 초안 정리")},
		{"its second item", notes, 15, w5("덕배", "수요일 전", "인터뷰 대상자 섭외")},
		{"the next member's numbered heading", notes, 19, w5("용팔", "수요일 전", "서버 로그 수집 범위 검토")},
		{"the owner column of the member table is no action", notes, 7, w5("", "", "")},
	})
}

// A to-do label under a heading of the week ahead's schedule ("## 3. 차주
// 진행 일정" / "해야할 일") gives its items the week; a block quote under
// an item ("> 카드 입력 폼 오류 수정.") is the item's note, no action.
func TestKoTrials8WeekAheadScheduleLabel(t *testing.T) {
	notes := "## 2주차 회의록 ##\n\n## 3. 차주 진행 일정 ##\n해야할 일\n\n- 결제 화면 제작\n> 카드 입력 폼 오류 수정.\n- 알림 서버 구축\n> 지난주 작업에 이어서 진행.\n"
	runLineCases(t, []lineCase{
		{"an item under the label takes the week", notes, 6, w5("", "차주", "결제 화면 제작")},
		{"the quoted note under it is no action", notes, 7, w5("", "", "")},
		{"the next item", notes, 8, w5("", "차주", "알림 서버 구축")},
		{"its quoted note", notes, 9, w5("", "", "")},
	})
}

// A numbered goal label of the coming week ("2. 다음주 목표(5월 8일)"),
// parted by a blank line from its items, over parts that name their
// people ("- 앱: 김도현, 이수빈") gives each part's work its people and the
// label's date; the status list above it gives none.
func TestKoTrials8WeekGoalLabelOverParts(t *testing.T) {
	notes := "# 캡스톤 (2020.05.01)\n\n1. 진행상황\n\n   - 앱: 김도현, 이수빈\n\n     - 화면 설계 중\n\n2. 다음주 목표(5월 8일)\n\n   - 앱: 김도현, 이수빈\n     - 로그인 화면 구현하기\n   - 서버: 박지훈\n     - API 배포 후 점검\n"
	runLineCases(t, []lineCase{
		{"a part's work under the week's goals", notes, 12, w5("김도현, 이수빈", "5월 8일", "로그인 화면 구현")},
		{"the next part's work", notes, 14, w5("박지훈", "5월 8일", "API 배포 후 점검")},
		{"the part and its people is no action", notes, 13, w5("", "", "")},
		{"the status under 진행상황 is no action", notes, 7, w5("", "", "")},
	})
	plain := "# 캡스톤\n\n2. 다음주 목표(5월 8일)\n\n   - 로그인 화면 구현하기\n   - API 배포 후 점검\n"
	runLineCases(t, []lineCase{
		{"the goals of the week without parts", plain, 5, w5("", "5월 8일", "로그인 화면 구현")},
	})
}

// Under a goal or to-do heading, a sentence closed by a copula of state
// ("… 진행된 상태다.") or of negation ("… 확정이 아니다.") states, it gives
// no work; the goal and the obligation beside it still do.
func TestKoTrials8StateSentences(t *testing.T) {
	notes := "# 회의\n\n### 3.3 이번 주 기준 목표\n\n- 시안 작업은 절반쯤 진행된 상태다.\n- 목요일까지 결제 흐름 정의를 확정하는 것이 목표다.\n\n## 9. 금요일까지 해야 할 일\n\n금요일까지 해야 할 일은 디자인 확정이 아니다.\n\n금요일까지는 화면 시안을 준비해야 한다.\n"
	runLineCases(t, []lineCase{
		{"a state is no work", notes, 5, w5("", "", "")},
		{"a negated to-do is no work", notes, 10, w5("", "", "")},
		{"the obligation beside it is", notes, 12, w5("", "금요일까지는", "화면 시안 준비")},
	})
}

// Under the parts of a heading of agreed items ("## 확정/합의 사항" /
// "### 1) 서류 다운로드"), a plan with nobody and no date ("… 지원 예정")
// records what was agreed; a dated one is still work.
func TestKoTrials8AgreedParts(t *testing.T) {
	notes := "# 미팅 회의록\n\n## 확정/합의 사항\n\n### 1) 서류 다운로드\n- 작성 완료 후 서류를 항목별로 내려받을 수 있도록 지원 예정\n\n### 2) 요율 관리\n- 기존 방식과 동일하게 요율 수정 기능 적용 예정\n- 요율표 초안을 금요일까지 전달\n\n## 액션 아이템\n- 요율표 초안 전달\n"
	runLineCases(t, []lineCase{
		{"an agreed plan is no action", notes, 6, w5("", "", "")},
		{"another", notes, 9, w5("", "", "")},
		{"a dated one is", notes, 10, w5("", "금요일까지", "요율표 초안 전달")},
		{"the action item is", notes, 13, w5("", "", "요율표 초안 전달")},
	})
}

// Under "## 액션 아이템", one-word labels that come back on several items
// ("QX9: …", "QX9: …", "한빛상사: …") say who takes each — an
// organisation or a team no roll lists; a field's label among them
// ("참고: …") stays a label.
func TestKoTrials8ActionListLabels(t *testing.T) {
	notes := "# 미팅 회의록\n\n## 액션 아이템\n- QX9: 결제 모듈 요구사항 재검토 및 반영안 준비\n- QX9: 알림 기능 범위 검토 결과 정리\n- 한빛상사: 견적서 양식 확인 후 수정 필요사항 전달\n- 참고: 지난 회의록 링크\n"
	runLineCases(t, []lineCase{
		{"a label that comes back owns its item", notes, 4, w5("QX9", "", "결제 모듈 요구사항 재검토 및 반영안 준비")},
		{"again", notes, 5, w5("QX9", "", "알림 기능 범위 검토 결과 정리")},
		{"a label beside them owns its item", notes, 6, w5("한빛상사", "", "견적서 양식 확인 후 수정 필요사항 전달")},
		{"a field's label is no owner", notes, 7, w5("", "", "")},
	})
	phases := "# 회의\n\n## 액션 아이템\n- 1차: 화면 시안 공유\n- 1차: 요구사항 정리\n- 2차: 결제 연동\n"
	runLineCases(t, []lineCase{
		{"a phase that comes back owns nothing", phases, 4, w5("", "", "1차: 화면 시안 공유")},
	})
	fields := "# 회의\n\n## 할 일\n- 목표: 로그인 화면 완성\n- 방법: 컴포넌트 분리\n"
	runLineCases(t, []lineCase{
		{"a list of fields repeats no label and learns none", fields, 4, w5("", "", "목표: 로그인 화면 완성")},
	})
}

// Under an agenda, a name, the work and a deadline after a dash ("조현우:
// 크롤러 배포 - 다음 주 화요일까지") assign the work, as with an arrow or a
// comma; a name and the work alone there name who presents.
func TestKoTrials8AgendaNameWorkDashDue(t *testing.T) {
	notes := "# 3주차 회의\n\n## 안건\n\n- 조현우: 크롤러 배포 - 다음 주 화요일까지\n- 배수진: 데이터 정제 - 금요일까지\n- 조현우: 진행 상황 공유\n"
	runLineCases(t, []lineCase{
		{"a dash before the deadline", notes, 5, w5("조현우", "다음 주 화요일까지", "크롤러 배포")},
		{"again", notes, 6, w5("배수진", "금요일까지", "데이터 정제")},
		{"a presenter and a topic is no action", notes, 7, w5("", "", "")},
	})
}

// A label of the team's shared or individual work ("공동 작업:", "개인
// 작업:") heads its numbered or bulleted items as a to-do label does.
func TestKoTrials8JointWorkLabels(t *testing.T) {
	notes := "# 회의록\n\n## 회의 내용\n\n공동 작업:\n1. 발표 자료 초안 작성\n2. 시연 영상 촬영\n\n개인 작업:\n- 김하늘: 로그인 API 구현\n"
	runLineCases(t, []lineCase{
		{"a numbered item of the joint work", notes, 6, w5("", "", "발표 자료 초안 작성")},
		{"the next", notes, 7, w5("", "", "시연 영상 촬영")},
		{"a person's item of the individual work", notes, 10, w5("김하늘", "", "로그인 API 구현")},
		{"the label itself is none", notes, 5, w5("", "", "")},
	})
}

// Korean deadlines: a weekday syllable with its date opening the item
// ("금(7/9)에는 …", "목(7/8)까지 …") and a date with a delivery in
// parentheses closing it ("(3/4 공유)", "(6/12 제출)"); a date with a
// meeting there ("(6/12 회의)") is no deadline.
func TestKoTrials8DayDateDues(t *testing.T) {
	notes := "# 회의\n\n# 할 것\n- 금(7/9)에는 다같이 설정값 적용하고 버그 잡기\n- 목(7/8)까지 README 작성\n\n## 액션 아이템\n- 알림 기능 범위 검토 결과 정리 (3/4 공유)\n- 보고서 초안 작성 (6/12 제출)\n- 서버 점검 (6/12 회의)\n"
	runLineCases(t, []lineCase{
		{"a weekday syllable and its date opening the item", notes, 4, w5("", "금(7/9)", "다같이 설정값 적용하고 버그 잡기")},
		{"the same closed by 까지", notes, 5, w5("", "목(7/8)까지", "README 작성")},
		{"a date and a delivery in parentheses", notes, 8, w5("", "3/4", "알림 기능 범위 검토 결과 정리")},
		{"again", notes, 9, w5("", "6/12", "보고서 초안 작성")},
	})
}

// Homework to bring back on a line of its own, no bullet ("유저 시나리오를
// 작성해오기<br>" under "#### 메모", typed line by line), is work to
// confirm, as the same in a list is; a line inside a wrapped sentence is
// not read alone.
func TestKoTrials8BringBackLines(t *testing.T) {
	notes := "# 캡스톤\n\n#### 메모\n목적을 구체화 하기 <br>\n유저 시나리오를 작성해오기<br>\n\t\t레이아웃을 또한 생각해오기<br>\n2주 뒤에 미팅 진행!!<br>\n"
	runLineCases(t, []lineCase{
		{"a line of homework", notes, 5, w5("", "", "유저 시나리오 작성해오기")},
		{"an indented one", notes, 6, w5("", "", "레이아웃 또한 생각해오기")},
		{"the meeting's date is none", notes, 7, w5("", "", "")},
	})
	wrapped := "# 회의\n\n회의에서 정한 대로 다음 주까지 각자 맡은 화면의\n레이아웃을 생각해오기\n"
	runLineCases(t, []lineCase{
		{"a wrapped sentence's line is not read alone", wrapped, 4, w5("", "", "")},
	})
}

// A date line under an empty to-do label ("**오늘 할 일**" / "2024.05.03
// (금)") is none of its content: the label still heads the part
// headings after it ("### [프론트엔드]").
func TestKoTrials8DateLineUnderTodoLabel(t *testing.T) {
	notes := "# 데일리 스크럼\n\n**오늘 할 일**\n2024.05.03 (금)\n### [프론트엔드]\n- 메인 화면 퍼블리싱\n### [백엔드]\n- 결제 API 작성\n"
	runLineCases(t, []lineCase{
		{"a part's item", notes, 6, w5("프론트엔드", "", "메인 화면 퍼블리싱")},
		{"the next part's", notes, 8, w5("백엔드", "", "결제 API 작성")},
		{"the date line is none", notes, 4, w5("", "", "")},
	})
	done := "# 데일리 스크럼\n\n**어제 한 일**\n2024.05.02 (목)\n### [프론트엔드]\n- 메인 화면 퍼블리싱\n"
	runLineCases(t, []lineCase{
		{"under a done label the parts report", done, 6, w5("", "", "")},
	})
}

// A heading that writes an owner as the notes' own table writes it in
// its owner column ("| 요청자/디자인 | … |" over "### 4.1 요청자/디자인")
// heads that owner's list, however the owner is written.
func TestKoTrials8OwnerCellHeading(t *testing.T) {
	notes := "# 주간 회의\n\n## 2. 역할\n\n| 담당 | 영역 |\n|---|---|\n| 요청자/디자인 | 화면 |\n| 덕배 | 설문 |\n\n## 4. 담당자별 수요일 전 체크리스트\n\n### 4.1 요청자/디자인\n\n- 홈 화면 시안을 정리한다.\n\n### 4.2 덕배\n\n- 설문 문항 초안을 정리한다.\n"
	runLineCases(t, []lineCase{
		{"the owner as the table writes it", notes, 14, w5("요청자/디자인", "수요일 전", "홈 화면 시안 정리")},
		{"a member after it", notes, 18, w5("덕배", "수요일 전", "설문 문항 초안 정리")},
	})
}

// An owner column that says nobody is named yet ("| 미정 |") names no
// member: a heading of that word heads no one's list.
func TestKoTrials8OwnerCellUndecided(t *testing.T) {
	notes := "# 회의\n\n| 담당 | 할 일 |\n|---|---|\n| 미배정 | 로고 시안 |\n\n## 다음 주까지 할 일\n\n### 미배정\n\n- 로고 시안 만들기\n"
	runLineCases(t, []lineCase{
		{"the item under it has no owner", notes, 11, w5("", "다음 주까지", "로고 시안 만들기")},
	})
}

// A retrospective's "try" label of the coming week ("- **다음 주 시도:**
// 전체 UI 디자인", or its value on the line under it) is next week's
// work; what went well or badly is none.
func TestKoTrials8NextWeekTry(t *testing.T) {
	notes := "# week12\n\n### 간단 회고\n\n- **잘된 점:** 이미지 처리 완료\n- **개선할 점:** UI 디자인을 어떻게 할지\n- **개선할 내용 기반 다음 주 시도:** \n전체 UI 디자인\n"
	runLineCases(t, []lineCase{
		{"the value on the line under the label", notes, 8, w5("", "다음 주", "전체 UI 디자인")},
		{"what went well is none", notes, 5, w5("", "", "")},
		{"what to improve is none", notes, 6, w5("", "", "")},
	})
	one := "# week12\n\n### 간단 회고\n\n- **다음 주 시도:** 전체 UI 디자인\n"
	runLineCases(t, []lineCase{
		{"the value on the label's line", one, 5, w5("", "다음 주", "전체 UI 디자인")},
	})
}
