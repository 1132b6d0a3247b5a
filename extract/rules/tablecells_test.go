package rules

import (
	"context"
	"testing"
)

// Korean team tables and study-group prose (issue 28), in
// notes written for these tests: cells of "<br>"-separated items, two-column
// forms with a "To Do" row, a time-ahead column, people as columns, and
// plain lines under a future-work heading.
var tableCellsCases = []formCase{
	{"ko table: each <br> item of a plan cell is a candidate with the row's owner", `# 3주차 회의록
## 진행 상황
| 이름 | 한 일 | 할 일 |
| --- | --- | --- |
| 문가온 | 요구사항 정리<br>ERD 초안 | 로그인 API 구현<br>회원가입 API 구현 |
| 백서하 | 시안 작업 | - |
`, []want{
		{line: 5, owners: "문가온", title: "로그인 API 구현"},
		{line: 5, owners: "문가온", title: "회원가입 API 구현"},
	}},
	{"ko table: agenda rows give each item the row's owner and due; a settled row is none", `# 회의
## 안건
| 안건 | 내용 | 담당 | 기한 |
|---|---|---|---|
| 중간 발표 | 발표 자료 초안 작성<br>• 시연 영상 촬영 | 윤채원 | 3/27 |
| 회의 방식 | 매주 수요일 19시 회의로 확정 | - | - |
`, []want{
		{line: 5, owners: "윤채원", due: "3/27", title: "발표 자료 초안 작성"},
		{line: 5, owners: "윤채원", due: "3/27", title: "시연 영상 촬영"},
	}},
	{"ko table: a To Do row of a two-column form heads its items; '이름:' owns one", `# 6주차 회의록
| 구분 | 내용 |
|:---:|:---|
| 참석자 | 정하람, 한도윤 |
| 논의 내용 | 모델은 기본 모델로 시작하기로 함 |
| To Do | • 한도윤: 데이터 전처리 (10/12까지)<br>• 정하람: 발표 자료 초안<br>• 학습 서버 신청 |
`, []want{
		{line: 6, owners: "한도윤", due: "10/12까지", title: "데이터 전처리"},
		{line: 6, owners: "정하람", title: "발표 자료 초안"},
		{line: 6, owners: "", title: "학습 서버 신청"},
	}},
	{"ko table: beside this week, the next-week column is the plan and its horizon the due", `# 4주차 회의
## 진행 상황
| 이름 | 이번 주 | 다음 주 |
|---|---|---|
| 고은찬 | 로그인 구현 | 회원가입 구현 |
| 남유나 | 시안 작업 | 메인 화면 퍼블리싱<br>아이콘 교체 |
`, []want{
		{line: 5, owners: "고은찬", due: "다음 주", title: "회원가입 구현"},
		{line: 6, owners: "남유나", due: "다음 주", title: "메인 화면 퍼블리싱"},
		{line: 6, owners: "남유나", due: "다음 주", title: "아이콘 교체"},
	}},
	{"ko table: people as columns, the future-work row is their work", `# 회의
| 구분 | 고은찬 | 남유나 |
|---|---|---|
| 지난 주 한 일 | DB 설계 | 와이어프레임 |
| 이번 주 할 일 | API 서버 배포 | 컴포넌트 분리 |
`, []want{
		{line: 5, owners: "고은찬 남유나", due: "이번 주", title: "API 서버 배포; 컴포넌트 분리", needsHuman: true},
	}},
	{"ko table: a column headed as future work lists it under any heading; its horizon beats the meeting date", `# 캡스톤 5주차 회의록
| 날짜 | 참석자 | 회의 내용 | 다음 회의까지 할 일 |
|---|---|---|---|
| 2024.04.02 | 전원 | 주제 확정 | 고은찬: 데이터셋 수집<br>남유나: 화면 설계서 작성 |
`, []want{
		{line: 4, owners: "고은찬", due: "다음 회의까지", title: "데이터셋 수집"},
		{line: 4, owners: "남유나", due: "다음 회의까지", title: "화면 설계서 작성"},
	}},
}

func TestTableCells(t *testing.T) { runFormCases(t, tableCellsCases) }

// TestKoProseUnderFutureHeading: plain lines under a future-work heading are its items,
// read sentence by sentence; a report in the past tense is none.
func TestKoProseUnderFutureHeading(t *testing.T) {
	runFormCases(t, []formCase{
		{"ko study: prose lines under a future-work heading", `# 스터디 4회차

## 다음 주 할 일

14장~16장 읽고 정리하기. 정리한 내용은 각자 폴더에 올립니다.
질문은 토요일 자정까지 이슈에 남겨주세요.
예제 코드는 레포에 올립니다.
지난주 과제는 모두 제출했습니다.
`, []want{
			{line: 5, due: "다음 주", title: "14장~16장 읽고 정리"},
			{line: 6, due: "토요일 자정까지", title: "질문 이슈에 남겨주세요"},
			{line: 7, due: "다음 주", title: "예제 코드는 레포에 올립니다", titleContains: true},
		}},
	})
}

// TestTablesThatAreNoActions: tables of finished work, attendance, a schedule and
// a legend of tags are no actions.
func TestTablesThatAreNoActions(t *testing.T) {
	notes := `# 2주차 회의 결과

## 참석 현황
| 이름 | 출석 | 비고 |
|---|---|---|
| 문가온 | O | |
| 백서하 | O | 지각 |

## 이번 주 완료한 작업
| 이름 | 한 일 | 상태 |
|---|---|---|
| 문가온 | 요구사항 정리<br>ERD 초안 | 완료 |
| 백서하 | 와이어프레임 작성 | 완료 |

## 일정
| 주차 | 날짜 | 내용 |
|---|---|---|
| 1주차 | 3/6 | 주제 선정 |
| 2주차 | 3/13 | 기획서 제출 |

## 표기
| 태그 | 뜻 |
|---|---|
| [todo] | Action Item |
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Fatalf("want no candidates, got:\n%s", dump(got))
	}
}

// TestCellItems: bullets are dropped, empty parts skipped, and a cell
// of one item is not split.
func TestCellItems(t *testing.T) {
	if got := cellItems("• 가<br/>- 나<br>  <br>1. 다"); len(got) != 3 || got[0] != "가" || got[1] != "나" || got[2] != "다" {
		t.Errorf("cellItems = %q", got)
	}
	if got := cellItems("1) 로그인 구현 2) 회원가입 구현"); len(got) != 2 || got[0] != "로그인 구현" || got[1] != "회원가입 구현" {
		t.Errorf("cellItems of an inline-numbered cell = %q", got)
	}
	if got := cellItems("하나뿐인 항목"); got != nil {
		t.Errorf("cellItems of one item = %q, want nil", got)
	}
}

// TestTableRowPossible: a Korean table row that commits to a deadline
// without naming anyone is no action, but a person sees it as a possible
// one; a schedule row and a decided row stay quiet (no silent miss, no
// noise).
func TestTableRowPossible(t *testing.T) {
	notes := `# 회의

## 논의 내용

| 주제 | 내용 |
|---|---|
| 배포 | 서버 이전은 다음 주 금요일까지 완료할 예정 |
| 디자인 | 시안 A로 결정 |
| 3주차 | 3/20 |
`
	got := possibleLines(t, notes, nil)
	if _, ok := got[7]; !ok {
		t.Errorf("line 7 is not possible; got %v", got)
	}
	for _, line := range []int{8, 9} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
}

// TestEnPersonRowPlanTable: an English table of people by rows with a
// column of work done and a column of the time ahead ("| Name | Done |
// Next week |"): the time ahead is each person's plan and its due, as
// "| 이름 | 이번 주 한 일 | 다음 주 할 일 |" is. An empty cell gives nothing.
func TestEnPersonRowPlanTable(t *testing.T) {
	runFormCases(t, []formCase{{"en: done and next-week columns", `# Team sync

| Name | Done | Next week |
|---|---|---|
| Alice | login API | signup API |
| Bob | dashboard | wire the charts |
| Carol | docs | - |
`, []want{
		{line: 5, owners: "Alice", due: "Next week", title: "signup API"},
		{line: 6, owners: "Bob", due: "Next week", title: "wire the charts"},
	}}})
}
