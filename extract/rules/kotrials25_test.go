package rules

import "testing"

// Issue 28 (helper ko-trials25): forms of a bootcamp team's daily
// minutes — a "| 오늘의 To Do | 아래 참고 |" row over lists of each
// member's work — written here as invented notes of the same shape.

// TestKoSeeBelowLabelRow: a to-do label row whose value only points to
// the lists below ("아래 참고", "하단 참조") holds no task; a label row
// with work in it still gives that work.
func TestKoSeeBelowLabelRow(t *testing.T) {
	notes := `### 3월 4일 회의

| 항목 | 내용 |
|---|---|
| 주요 논의 | 화면 구성 |
| 오늘의 To Do | 아래 참고 |

### 개별 담당

- **홍길동**
  - 로그인 화면 마크업 작성

### 3월 5일 회의

| 항목 | 내용 |
|---|---|
| 할 일 | 하단 참조 |

### 3월 6일 회의

| 항목 | 내용 |
|---|---|
| To Do | 발표 자료 초안 작성 |
`
	got := candsByLine(t, notes)
	for _, l := range []int{6, 17} {
		if c, ok := got[l]; ok {
			t.Errorf("line %d: a pointer to the lists below read as a task: %+v", l, c)
		}
	}
	if c, ok := got[11]; !ok || c.Assignee != "홍길동" {
		t.Errorf("line 11: want 홍길동's task, got %+v (ok %t)", c, ok)
	}
	if _, ok := got[23]; !ok {
		t.Errorf("line 23: the label row's own work was dropped:\n%v", got)
	}
}

// TestKoPersonBehaviourWhen: under a member's name, an item that names
// the moment of use its feature answers ("검색 시 …", "호버 시 …") is the
// member's task like its siblings; a contingency of the work — a verb
// before 시, a moment of the team's process ("승인 시"), a -면 clause —
// is not.
func TestKoPersonBehaviourWhen(t *testing.T) {
	notes := `### 개별 담당

- **홍길동**
  - 검색 시 로딩 스피너 표시 기능 추가
  - 카드 호버 시 설명 툴팁 구현
  - 메뉴 화면 정리
- **김영희**
  - 시안 승인 시 다음 화면 작업 진행
  - 업로드가 실패할 시 재시도 로직 검토
  - 시간이 되면 다크 모드 추가
  - 결제 API 연동
`
	got := candsByLine(t, notes)
	for _, l := range []int{4, 5, 6} {
		if c, ok := got[l]; !ok || c.Assignee != "홍길동" {
			t.Errorf("line %d: want 홍길동's task, got %+v (ok %t)", l, c, ok)
		}
	}
	for _, l := range []int{8, 9, 10} {
		if c, ok := got[l]; ok {
			t.Errorf("line %d: a contingency read as a task: %+v", l, c)
		}
	}
	if c, ok := got[11]; !ok || c.Assignee != "김영희" {
		t.Errorf("line 11: want 김영희's task, got %+v (ok %t)", c, ok)
	}
}
