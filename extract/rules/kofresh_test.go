package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Korean forms measured on student and study-group teams the rules were
// never read against (issue 28, helper 28k), each in notes written for
// this test, with the lines beside them that must stay no action.
var koFresh28kCases = []formCase{
	{"ko: a name and a slash open each line of a who-does-what list", `# 3차 미팅

참석자: 강민호 윤서진 오태경

## 다음 미팅까지 해야 할 일
### 역할 분담 / 추진 일정
* 강민호 / 설문 문항을 만들고 배포한다
* 윤서진 / 경쟁 앱 리뷰를 모아 정리한다
* 오태경 / 화면 흐름도를 그린다
`, []want{
		// (The sub-heading names the lines' fields: the same work as its
		// parent's, ready — fieldsHeading.)
		{line: 7, owners: "강민호", due: "다음 미팅까지", title: "설문 문항", titleContains: true},
		{line: 8, owners: "윤서진", due: "다음 미팅까지", title: "경쟁 앱 리뷰", titleContains: true},
		{line: 9, owners: "오태경", due: "다음 미팅까지", title: "화면 흐름도", titleContains: true},
	}},
	{"ko: what the meeting already did, under an action heading, is a report", `# 회의

## 이번 회의 조치 사항
* 발표 자료 초안 작성 완료함
* 데이터 출처에 대해 논의함
* 팀별 역할 분담을 하였음
* 서버 계정은 다음 주까지 만들기로 함

## 남은 과제
* 크롤러 구조 변경: 현재 중복 요청이 있음
`, []want{
		{line: 7, owners: "", due: "다음 주까지", title: "서버 계정", titleContains: true},
		{line: 10, owners: "", due: "", title: "크롤러 구조 변경", titleContains: true},
	}},
	{"ko: a deadline label scopes the bracketed owner labels after it; a standing schedule is no step", `# 팀 회의

## 업무 분담
**금요일까지**

**[모두]**
- 인터뷰 질문 정리

**[다온]**
홍보 문구 수정

**[은재]**
설문 결과 요약

## 일정
- 매주 화요일 9:00pm ~ 10:30pm 온라인 모각코
- 목요일 스터디 8:00pm ~ 10:00pm 필참
- 이번 주말(05.18)까지 기획안 완성
`, []want{
		{line: 7, owners: "", due: "금요일까지", title: "인터뷰 질문 정리"},
		{line: 10, owners: "다온", due: "금요일까지", title: "홍보 문구 수정"},
		{line: 13, owners: "은재", due: "금요일까지", title: "설문 결과 요약"},
		{line: 18, owners: "", due: "이번 주말(05.18)까지", title: "기획안 완성", needsHuman: true},
	}},
	{"ko: the common share of a who-does-what list is the group's", `# 회의

## Next Steps
- 이서아: 사용자 인터뷰 정리
- 공통: 발표 리허설
`, []want{
		{line: 4, owners: "이서아", due: "", title: "사용자 인터뷰 정리"},
		{line: 5, owners: "공통", due: "", title: "발표 리허설"},
	}},
	{"ko: the work, then the person in charge of it", `# 회의

참석: 김하늘, 박도윤

## 할 일
- 데이터 라벨링 하늘 담당
- 발표 자료 준비 박도윤 맡음
- 서버 구축 프론트 담당
`, []want{
		{line: 6, owners: "하늘", due: "", title: "데이터 라벨링"},
		{line: 7, owners: "박도윤", due: "", title: "발표 자료 준비"},
		{line: 8, owners: "", due: "", title: "서버 구축 프론트 담당", titleContains: true},
	}},
	{"ko: a topic whose whole predicate is a group word is the group's work", `# 회의

## 추후 진행
- QA는 다 같이
`, []want{
		{line: 4, owners: "다같이", due: "", title: "QA"},
	}},
}

func TestKoFresh(t *testing.T) { runFormCases(t, koFresh28kCases) }

// TestKoPlanned: planned work closed by 예정 after any verbal noun is a
// commitment; a deadline before work closed by 목표 or 필수 is at least a
// possible action.
func TestKoPlanned(t *testing.T) {
	notes := `# 회의

## 기술 검토
- 랜딩 페이지로 수요 검증 예정
- 교수님 면담 예정
- 다음 주 화요일 회의 예정

## 결론
- 일요일 밤 10시까지 각자 화면 3개 이상 완성 목표
- 9일(목) 오후 6시 회의 전까지 작업 완료 필수
`
	got, pos := parseWithPossible(t, notes)
	lines := map[int]bool{}
	for _, c := range got {
		lines[c.Line] = true
	}
	if !lines[4] {
		t.Errorf("line 4 (검증 예정) not extracted: %s", dump(got))
	}
	for _, pa := range pos {
		lines[pa.Line] = true
	}
	for _, l := range []int{9, 10} {
		if !lines[l] {
			t.Errorf("line %d neither extracted nor possible", l)
		}
	}
}

// TestKoDatedWork: a date labelling work in the team's own schedule is
// at least a possible action, not a speaker's remark.
func TestKoDatedWork(t *testing.T) {
	notes := `# 회의

## 주요 일정
- **5월 12일(월)**: 수정한 전단지 배포 시작
- **5월 14일**: 중간 보고서 작성
`
	got, pos := parseWithPossible(t, notes)
	lines := map[int]bool{}
	for _, c := range got {
		lines[c.Line] = true
	}
	for _, pa := range pos {
		lines[pa.Line] = true
	}
	for _, l := range []int{4, 5} {
		if !lines[l] {
			t.Errorf("line %d neither extracted nor possible", l)
		}
	}
}

// TestKoNextSession: a heading over what the next session needs done
// heads the group's work; the next session's date under it is no step,
// and the next meeting's agenda is no work list.
func TestKoNextSession(t *testing.T) {
	runFormCases(t, []formCase{{"ko: next session's work list", `# 7회차 스터디

## 다음 스터디 진행사항
- 6장 연습문제 풀어오기
- 자료구조 정리
- 2025.03.08 14:00에 진행

## 다음 회의 안건
- 배포 방식 선정
`, []want{
		{line: 4, owners: "", due: "", title: "6장 연습문제 풀어오기"},
		{line: 5, owners: "", due: "", title: "자료구조 정리"},
	}}})
}

// TestKoAdvisorSaid: an advisor telling the team what to do owns none
// of it.
func TestKoAdvisorSaid(t *testing.T) {
	notes := `# 회의

## 피드백
- 교수님께서 경쟁사 분석을 보강하라고 하심 → 다음 주까지 보완
- 멘토님께서 로그 구조를 다시 보라고 하심 → 다음 멘토링까지 수정해 가기
`
	got, _ := parseWithPossible(t, notes)
	if len(got) != 2 {
		t.Fatalf("%d candidates, want 2:\n%s", len(got), dump(got))
	}
	for _, c := range got {
		if len(c.Owners) != 0 {
			t.Errorf("line %d: owners %v, want none (the advisor said it)", c.Line, c.Owners)
		}
	}
}

// TestKoProgressReportKept: a report of done work under a progress
// heading stays what the rules read it as before (the status that tells
// package series the earlier task is done); only an action list's report
// of this meeting's doings is dropped.
func TestKoProgressReportKept(t *testing.T) {
	notes := `# 주간 기록

## 프론트엔드
### 진행사항
- 입력창의 문장을 공백 기준으로 토큰화 하였음.
- 하이라이트 기능 추가.
`
	// As package series asks: every restatement of an open task is one.
	got, err := New().Extract(context.Background(), extract.Input{Notes: []byte(notes), RestatesOpenTask: func(owner, title, restates string) bool { return true }})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range got {
		found = found || c.Line == 5
	}
	if !found {
		t.Errorf("line 5 (a progress report) no longer read: %s", dump(got))
	}
}
