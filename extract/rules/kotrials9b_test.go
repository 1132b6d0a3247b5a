package rules

import "testing"

// Issue 28 (helper ko-trials9b): forms found on fresh Korean minutes
// (a club's volunteer dev team, a student council, a small game team,
// side projects and small companies) nobody tuned on, written here as
// invented notes of the same shape. An empty title means the line is no
// action.

// A paragraph that is only a person's name, a blank line, then that
// person's work one sentence a paragraph (blank lines between them too),
// and the next person's name: notes typed without list markup. Each line
// belongs to the name above its run.
func TestKoTrials9bNameParagraphRuns(t *testing.T) {
	notes := "# 정기 회의\n\n참석자 : 박지훈, 이서연\n\n## 다음 회의(3/4)까지 할 것\n\n서연\n\n결제 모듈의 서비스와 컨트롤러 작성\n\n그 후에 환불 관련 코드도 작성\n\n지훈\n\n로그인 화면 문구 수정\n알림 설정 페이지 연동\n"
	runLineCases(t, []lineCase{
		{"the first line under a name paragraph", notes, 9, w5("서연", "다음 회의(3/4)까지", "결제 모듈 서비스와 컨트롤러 작성")},
		{"a line one blank further down", notes, 11, w5("서연", "다음 회의(3/4)까지", "그 후에 환불 관련 코드도 작성")},
		{"the next person's first line", notes, 15, w5("지훈", "다음 회의(3/4)까지", "로그인 화면 문구 수정")},
		{"a wrapped run with no blank between", notes, 16, w5("지훈", "다음 회의(3/4)까지", "알림 설정 페이지 연동")},
	})
	far := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 할 일\n\n서연\n\n\n\n결제 모듈 작성\n"
	runLineCases(t, []lineCase{
		{"a name paragraph two blank lines away does not reach", far, 11, w5("", "", "결제 모듈 작성")},
	})
}

// A heading of last week's progress closed by a word for the summary
// ("전주 진행 상황 정리") records done work; one of work a future modifier
// qualifies ("진행할 업무 내용 정리", "해야 할 작업 목록") lists work ahead,
// with no day word before it.
func TestKoTrials9bProgressAndWorkAheadHeadings(t *testing.T) {
	notes := "# 주간 회의\n\n### 1. 전주 진행 상황 정리\n\n- 기본 스크립트 구조 정리\n- 캐릭터 부여 시스템 구현\n\n### 2. 진행할 업무 내용 정리\n\n- 업그레이드 종류별 리스트 시트 정리\n- 기본 전투 시스템 정리\n\n### 3. 해야 할 작업 목록\n\n- 효과음 파일 교체\n"
	runLineCases(t, []lineCase{
		{"last week's progress is a record", notes, 5, w5("", "", "")},
		{"its next line too", notes, 6, w5("", "", "")},
		{"work ahead under a future modifier", notes, 10, w5("", "", "업그레이드 종류별 리스트 시트 정리")},
		{"its next item", notes, 11, w5("", "", "기본 전투 시스템 정리")},
		{"a list of work one has to do", notes, 15, w5("", "", "효과음 파일 교체")},
	})
	person := "# 주간 회의\n\n### 1. 전주 진행 상황 정리\n\n  * 박서준\n    - 기본 스크립트 구조 정리\n    - 캐릭터 부여 시스템 구현\n"
	runLineCases(t, []lineCase{
		{"a person's done work under last week's progress is a record", person, 6, w5("", "", "")},
		{"the next line of it", person, 7, w5("", "", "")},
	})
}

// A subjectless 하기로 함 records the group's decision; after the
// benefactive 주다 ("공지해 주기로 함", honoured "이야기를 해주시기로 함")
// someone the line leaves unsaid takes work on for the others, a
// commitment. A request closed by "~해 주길 바람" or "~해 주었으면 함" asks
// for work too.
func TestKoTrials9bBenefactiveAndRequestEndings(t *testing.T) {
	notes := "# 학생회 X 사감부 회의\n\n## 1. 외출 시간 안건\n\n### 결론\n- **해당 학생들과 면담을 해주시기로 함**\n- 추후 결정 사항은 반장에게 공지해 주기로 함\n- 외출 기록이 맞는지 다시 확인해주길 바람\n- 학생회에서 학생 의견을 모아 주었으면 함\n- 외출 시간은 그대로 유지하기로 함.\n"
	runLineCases(t, []lineCase{
		{"an honoured benefactive 하기로 함", notes, 6, w5("", "", "해당 학생들과 면담")},
		{"a plain benefactive 하기로 함", notes, 7, w5("", "", "추후 결정 사항 반장에게 공지")},
		{"a request closed by 주길 바람", notes, 8, w5("", "", "외출 기록이 맞는지 다시 확인")},
		{"a request closed by 주었으면 함", notes, 9, w5("", "", "학생회에서 학생 의견 모아 주었으면")},
		{"a plain subjectless 하기로 함 is a decision", notes, 10, w5("", "", "")},
	})
}

// Under a to-do heading, a run of paragraph lines under a bare name is
// that person's list however the work is worded ("… 테스트 완료 + PR",
// "… 작성 시작"), as the bullets of a list under the name would be; the
// next name is no work of the one before.
func TestKoTrials9bNamedRunNominalWork(t *testing.T) {
	notes := "# 회의\n\n참여자 : 박지훈, 이서연\n\n## 다음 회의(3/4)까지 할 것\n\n서연\n\n결제 모듈 서비스 테스트 완료 + PR\n\n남은 컨트롤러들의 테스트 작성 시작\n\n지훈\n\n출석 화면 연동 + PR\n"
	runLineCases(t, []lineCase{
		{"a nominal line closed by + PR", notes, 9, w5("서연", "다음 회의(3/4)까지", "결제 모듈 서비스 테스트 완료 + PR")},
		{"work that starts", notes, 11, w5("서연", "다음 회의(3/4)까지", "남은 컨트롤러들 테스트 작성 시작")},
		{"the next name is no work", notes, 13, w5("", "", "")},
		{"the next person's line", notes, 15, w5("지훈", "다음 회의(3/4)까지", "출석 화면 연동 + PR")},
	})
}

// "…하도록 함" (the meeting has it done) reads as 하기로 함 does: a
// decision when it only sets a rule, work when it makes something and
// says when ("5 일 통화로 확인하도록 함", "내일까지 … 준비하도록 함").
func TestKoTrials9bDorokHam(t *testing.T) {
	notes := "# 기획부 회의\n\n## 회의 결과\n\n1.  회식에 관한 건\n    -   식당의 휴무 여부를 5 일 통화를 통해 확인하도록 함.\n    -   각 div의 이름은 정해진 양식으로 명명하도록 함.\n- 내일까지 발표 자료를 준비하도록 함.\n"
	runLineCases(t, []lineCase{
		{"a check with a day of the month", notes, 6, w5("", "", "식당 휴무 여부 5 일 통화 통해 확인")},
		{"a naming rule is a decision", notes, 7, w5("", "", "")},
		{"a deliverable with a deadline", notes, 8, w5("", "내일까지", "발표 자료 준비")},
	})
}

// A member's wish ("… 다듬는 일을 하고 싶다") and a guess at what will
// happen ("… 투자하게 될 것으로 예상") commit nobody, even with the name
// labelling the line; a plain name-labelled task beside them still does.
func TestKoTrials9bWishesAndExpectations(t *testing.T) {
	notes := "# 킥오프\n\n참석자 : 박지훈, 이서연\n\n## 목표\n\n서연: 새 기능보다는 있던 코드를 깔끔하게 다듬는 일을 하고 싶다.\n\n지훈: 다음 달부터는 비슷한 시간을 투자하게 될 것으로 예상\n\n## 할 일\n\n- 지훈: 배포 스크립트 정리\n"
	runLineCases(t, []lineCase{
		{"a wish", notes, 7, w5("", "", "")},
		{"an expectation", notes, 9, w5("", "", "")},
		{"a task beside them", notes, 13, w5("지훈", "", "배포 스크립트 정리")},
	})
}

// A numbered header field of the minutes that names who holds a role
// ("4. 회의록 작성자 : 임하늘") is no work; a numbered task closed by who
// takes it ("5. 화면 설계서 정리 : 임하늘") still is.
func TestKoTrials9bRoleFieldIsNoTask(t *testing.T) {
	notes := "# 1차 회의\n\n1. 회의 일자 : 2021-10-07(목)\n2. 회의 참석자 : 임하늘, 김도윤\n3. 회의록 작성자 : 임하늘\n\n## 업무 분담\n\n* 화면 설계서 정리 : 임하늘\n"
	runLineCases(t, []lineCase{
		{"the minutes' writer", notes, 5, w5("", "", "")},
		{"a task and its owner", notes, 9, w5("임하늘", "", "화면 설계서 정리")},
	})
}

// Deadlines set by an event: a date before the event ("9/30 정기 회의까지")
// is the event's, and so is a date and time in parentheses after it
// ("다음 회의(2025/01/07 21:00)까지"); two days joined by 혹은/또는/이나
// ("오늘 혹은 내일") are the deadline of the work after them.
func TestKoTrials9bEventDeadlines(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 9/30 정기 회의까지 할 일\n\n- 서연: 결제 모듈 테스트 작성\n\n## 다음 회의(2025/01/07 21:00)까지 할 것\n\n- 지훈: 로그인 API 구현\n\n## 할 일\n\n- 지훈: 오늘 혹은 내일 학생 명단 PR 올리고 머지할 것\n"
	runLineCases(t, []lineCase{
		{"a date before the event", notes, 7, w5("서연", "9/30 정기 회의까지", "결제 모듈 테스트 작성")},
		{"a date and time in parentheses after the event", notes, 11, w5("지훈", "다음 회의(2025/01/07 21:00)까지", "로그인 API 구현")},
		{"two days joined by 혹은", notes, 15, w5("지훈", "오늘 혹은 내일", "학생 명단 PR 올리고 머지")},
	})
}

// A short question of what to do by a time ("9/30 정기 회의까지 뭐하지?"),
// a blank line, then the list that answers it: the list is the work, due
// by the time the question names.
func TestKoTrials9bWhatToDoQuestionLabel(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 앞으로의 일정\n\n9/30 정기 회의까지 뭐하지?\n\n- 서연: 남은 강의 듣기\n- 지훈: 모노레포 세팅하기\n"
	runLineCases(t, []lineCase{
		{"an answer to the question", notes, 9, w5("서연", "9/30 정기 회의까지", "남은 강의 듣기")},
		{"the next answer", notes, 10, w5("지훈", "9/30 정기 회의까지", "모노레포 세팅")},
	})
}

// A permission ("테스트는 나중에 해도 되고") obliges nobody; the steps in
// a list right under a paragraph a person's name labels ("서연: 결제 API
// 작성하기" / " - 그 전에 … PR 올리기") are that person's.
func TestKoTrials9bPermissionAndLabelledParagraphSteps(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 다음 회의까지 할 것\n\n서연: 결제 관련 API 작성하기\n - 그 전에 환불 관련 작업 마무리한 거 PR 올리기\n - 테스트는 좀 나중에 해도 되고\n"
	runLineCases(t, []lineCase{
		{"the labelled paragraph", notes, 7, w5("서연", "다음 회의까지", "결제 관련 API 작성")},
		{"a step under it", notes, 8, w5("서연", "다음 회의까지", "그 전에 환불 관련 작업 마무리한 거 PR 올리기")},
		{"a permission", notes, 9, w5("", "", "")},
	})
}

// A known person made the subject after a first clause ("… 다양해서
// 서연이 조사해 보고 이야기할 것") owns the work; a name that is the
// subject of a reported clause ("지훈이 말한 대로 …") is not read so.
func TestKoTrials9bMidLineSubject(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 논의\n\n- 메일, 문자 보내기 구현\n  - 문자 API는 종류가 다양해서 서연이 좀 조사해 보고 이야기할 것\n  - 예산 문서는 바뀐 게 많아서 지훈이 말한 대로 다시 정리할 것\n"
	runLineCases(t, []lineCase{
		{"the subject of the committing clause", notes, 8, w5("서연", "", "문자 API는 종류가 다양해서 서연이 좀 조사해 보고 이야기")},
	})
	got := candsByLine(t, notes)
	if c, ok := got[9]; ok && c.Assignee == "지훈" {
		t.Errorf("line 9: the subject of a reported clause owns it: %+v", c)
	}
}

// Under a person's name on a to-do list, a condition on the doer's own
// time ("시간이 남으면 …", "시간 되면 …", "여유가 되면 …") gives the work's
// priority, not a contingency: the work is still theirs.
func TestKoTrials9bTimePermitsIsNoContingency(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 다음 회의까지 할 것\n\n지훈\n\n학생 명단 페이지 UI 구현\n시간이 남으면 스크래핑 관련 기능 구현\n여유가 되면 문서 정리\n"
	runLineCases(t, []lineCase{
		{"the plain task", notes, 9, w5("지훈", "다음 회의까지", "학생 명단 페이지 UI 구현")},
		{"if time remains", notes, 10, w5("지훈", "다음 회의까지", "시간이 남으면 스크래핑 관련 기능 구현")},
		{"if there is room", notes, 11, w5("지훈", "다음 회의까지", "여유가 되면 문서 정리")},
	})
}

// A nominal request closed by 요망 ("… 원인 확인 요망") asks for work, and
// one sent on to a person the notes know ("… 조사 요망 to 서연") is theirs.
func TestKoTrials9bYomangRequest(t *testing.T) {
	notes := "# 회의\n\n참석자 : 박지훈, 이서연\n\n## 스크래핑 관련\n\n현재는 서버에서 스크래핑을 하므로 우회 방법이 필요해 보인다.\n\n좀 더 조사 요망 to 서연\n\n- 로그인 오류 원인 확인 요망\n"
	runLineCases(t, []lineCase{
		{"a request sent to a person", notes, 9, w5("서연", "", "좀 더 조사")},
		{"a request to nobody in particular", notes, 11, w5("", "", "로그인 오류 원인 확인")},
	})
}

// A resolve to try ("… 협업하는 분위기를 위해 노력할 것") names no work one
// could finish; a task with its deadline beside it still does.
func TestKoTrials9bEffortIsNoTask(t *testing.T) {
	notes := "# 회의\n\n## 결론\n\n학생과 학교가 함께 협업하는 분위기를 위해 노력할 것\n\n- 다음 주까지 설문 결과를 정리할 것\n"
	runLineCases(t, []lineCase{
		{"an effort", notes, 5, w5("", "", "")},
		{"a task beside it", notes, 7, w5("", "다음 주까지", "설문 결과 정리")},
	})
}
