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

// TestKoRelativeClauseSubject: "사용자가 설정한 조건에 맞춰 …" under a
// member's name — the subject belongs to the clause that modifies the
// next noun (the conditions the user sets), not to the task: the member
// keeps it. A person who is the subject of the line's own verb still
// owns the work.
func TestKoRelativeClauseSubject(t *testing.T) {
	notes := `### 개별 담당

- **박지민**
  - 검색 필터 화면 설계
  - 사용자가 선택한 옵션에 맞춰 추천 목록 정렬 로직 준비

## 할 일

- 김서준이 회원가입 화면 구현
`
	got := candsByLine(t, notes)
	if c, ok := got[5]; !ok || c.Assignee != "박지민" {
		t.Errorf("line 5: want 박지민's task, got %+v (ok %t)", c, ok)
	}
	if c, ok := got[9]; !ok || c.Assignee != "김서준" {
		t.Errorf("line 9: want 김서준's task, got %+v (ok %t)", c, ok)
	}
}

// TestKoEventReport: in a member's list of the day, an item that reports
// what happened — an error, a loss, a plan given up ("… 발생", "… 포기",
// "에러 발생: …") — is no task; the member's work around it still is.
func TestKoEventReport(t *testing.T) {
	notes := `### 개별 담당

- **최유나**
  - 결제 모듈 연동
  - 유료 요금제 제한으로 지도 API 사용 포기
  - 캐시 삭제로 작업 내역 일부 손실 발생
  - 에러 발생: TypeError: undefined is not a function
  - 원인 분석 및 코드 구조 개선 예정
`
	got := candsByLine(t, notes)
	for _, l := range []int{4, 8} {
		if c, ok := got[l]; !ok || c.Assignee != "최유나" {
			t.Errorf("line %d: want 최유나's task, got %+v (ok %t)", l, c, ok)
		}
	}
	for _, l := range []int{5, 6, 7} {
		if c, ok := got[l]; ok {
			t.Errorf("line %d: an event report read as a task: %+v", l, c)
		}
	}
}

// TestKoNextMeetingBareBefore: "다음 회의 전 공유" sets the next meeting
// as the deadline, as "다음 회의 전까지" does; a bare 전 after a count of
// time ("2주 전 작성한 문서") is a time ago, no deadline.
func TestKoNextMeetingBareBefore(t *testing.T) {
	notes := `## 공통 작업

- 관심 기능 아이디어 정리 후 다음 회의 전 공유
- 차기 미팅 전 발표 순서 정리
- 2주 전 작성한 요구사항 문서 정리
`
	got := candsByLine(t, notes)
	for l, due := range map[int]string{3: "다음 회의 전", 4: "차기 미팅 전", 5: ""} {
		c, ok := got[l]
		if !ok || c.Due != due {
			t.Errorf("line %d: want due %q, got %+v (ok %t)", l, due, c, ok)
		}
	}
	if c := got[3]; c.Title != "관심 기능 아이디어 정리 후 공유" {
		t.Errorf("line 3: the due left in the title: %q", c.Title)
	}
}

// TestKoDiscussionItem: in the team's list of common work, an item that
// is a topic talked over ("… 관리 전략 논의") is meeting talk, no task;
// the work items beside it stay.
func TestKoDiscussionItem(t *testing.T) {
	notes := `### 공통 작업

- 로그인 결과를 각 페이지로 넘기는 방식 정의
- API 키 보안 관리 방법, 설정 파일 관리 전략 논의
- 공통 헤더 디자인 정리
`
	got := candsByLine(t, notes)
	if c, ok := got[4]; ok {
		t.Errorf("line 4: a topic discussed read as a task: %+v", c)
	}
	for _, l := range []int{3, 5} {
		if _, ok := got[l]; !ok {
			t.Errorf("line %d: the team's work was dropped:\n%v", l, got)
		}
	}
}

// TestKoToDoPointerSections: the headings after a form whose to-do row
// points below ("| 오늘의 To Do | 아래 참고 |") head that to-do — the
// team's items and each member's are tasks to act on, not commitments
// to confirm — while what a member reports there ("… 연동 완료", "…
// 발생") is none; the next meeting's form opens no to-do of its own, and
// the same lists without the pointer stay to confirm.
func TestKoToDoPointerSections(t *testing.T) {
	notes := `### 3월 4일 회의

| 항목 | 내용 |
|---|---|
| 주요 논의 | 화면 구성 |
| 오늘의 To Do | 아래 참고 |

### 공통 작업

- 공통 헤더 디자인 정리

### 개별 담당

- **홍길동**
  - 로그인 화면 마크업 작성
  - 지도 API 연동 완료

### 3월 5일 회의

| 항목 | 내용 |
|---|---|
| 주요 논의 | 배포 준비 |

### 개별 담당

- **김영희**
  - 배포 스크립트 작성
`
	got := candsByLine(t, notes)
	for l, owner := range map[int]string{10: "", 15: "홍길동"} {
		c, ok := got[l]
		if !ok || c.Assignee != owner || len(c.Problems) > 0 {
			t.Errorf("line %d: want a task of %q to act on, got %+v (ok %t)", l, owner, c, ok)
		}
	}
	for _, l := range []int{16, 22} {
		if c, ok := got[l]; ok {
			t.Errorf("line %d: not a task, got %+v", l, c)
		}
	}
	if c, ok := got[27]; !ok || c.Assignee != "김영희" || len(c.Problems) == 0 {
		t.Errorf("line 27: want 김영희's task to confirm (no pointer above), got %+v (ok %t)", c, ok)
	}
}
