package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Forms of who-does-what read on Korean student minutes nobody tuned on
// (issue 28, fresh teams), each in notes written for this test.
var koLead28hCases = []formCase{
	{"ko: a size in parentheses after the owner (story points) leaves the owner of task - 이름", `# 스프린트 회의

## 화면 작업
- 로그인 화면 - 남궁민 (3)
- 설정 페이지 구현 - 오하늘(2)
- 알림 목록 - 오하늘 (1) (2h)
- 로그아웃 - 남궁민 - (1)
- 습도 조회- 오하늘(2)
`, []want{
		{line: 4, owners: "남궁민", due: "", title: "로그인 화면", needsHuman: true},
		{line: 5, owners: "오하늘", due: "", title: "설정 페이지 구현", needsHuman: true},
		{line: 6, owners: "오하늘", due: "", title: "알림 목록", needsHuman: true},
		{line: 7, owners: "남궁민", due: "", title: "로그아웃", needsHuman: true},
		{line: 8, owners: "오하늘", due: "", title: "습도 조회", needsHuman: true},
	}},
	{"ko: a heading that divides the work (기능분업, 역할 재배분) heads its items; a person opening an item under a team owns it", `# 3주차 회의

## 앱 기능분업
- 홈화면
    - 배너 슬라이드 - 윤서진
    - 검색창 - 강도윤

## 역할 재배분
- 백엔드
  - 윤서진 - 결제 모듈
  - 강도윤 - 배포 스크립트 정리
`, []want{
		{line: 5, owners: "윤서진", due: "", title: "배너 슬라이드"},
		{line: 6, owners: "강도윤", due: "", title: "검색창"},
		{line: 10, owners: "윤서진", due: "", title: "결제 모듈"},
		{line: 11, owners: "강도윤", due: "", title: "배포 스크립트 정리"},
	}},
	{"ko: a time or access allotment heading (시간 분배, 권한 배정) is no list of work: its lines stay to confirm", `# 발표 준비

## 발표 시간 분배
- 도입 - 윤서진
- 결론 - 강도윤

## 저장소 권한 배정
- 윤서진 - Admin
`, []want{
		{line: 4, owners: "윤서진", due: "", title: "도입", needsHuman: true},
		{line: 5, owners: "강도윤", due: "", title: "결론", needsHuman: true},
	}},
}

func TestKoLead(t *testing.T) { runFormCases(t, koLead28hCases) }

// TestKoLeadNamePossible: "이름 : 업무" with bare work and no verb, in
// a section that is no list of work, is who takes what — shown as a
// possible action with its person, never silent; the name opening the
// line owns it, not a remark in parentheses.
func TestKoLeadNamePossible(t *testing.T) {
	notes := `# 회의록

## DB 설계
- 윤서진 : 주문, 결제,
- 강도윤 : 게시판 (조회, 정렬)
- 남궁민 : API, 알림 설정
`
	got, pos := parseWithPossible(t, notes)
	for _, c := range got {
		t.Errorf("line %d extracted (owner %q): the lines are to confirm", c.Line, c.Assignee)
	}
	want := map[int]string{4: "윤서진", 5: "강도윤", 6: "남궁민"}
	seen := map[int]bool{}
	for _, pa := range pos {
		person, ok := want[pa.Line]
		if !ok {
			t.Errorf("line %d possible: %s", pa.Line, pa.SignalText())
			continue
		}
		seen[pa.Line] = true
		found := false
		for _, s := range pa.Signals {
			found = found || s.Value == person
		}
		if !found {
			t.Errorf("line %d: signals %s, want person %s", pa.Line, pa.SignalText(), person)
		}
	}
	for l := range want {
		if !seen[l] {
			t.Errorf("line %d neither extracted nor possible (a silent miss)", l)
		}
	}
}

// TestKoLeadStatusStays: "이름 : …" reporting work done or under way
// is a status report, neither a task nor a possible one.
func TestKoLeadStatusStays(t *testing.T) {
	got, pos := parseWithPossible(t, `# 회의록

## 진행 상황
- 윤서진 : 로그인 API 구현 완료
- 강도윤 : 회원가입 화면 작업 중
`)
	if len(got) != 0 || len(pos) != 0 {
		t.Errorf("extracted %s; possible %+v", dump(got), pos)
	}
}

func parseWithPossible(t *testing.T, notes string) ([]extract.Candidate, []extract.PossibleAction) {
	t.Helper()
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	pos, err := PossibleActions(context.Background(), []byte(notes), nil, got)
	if err != nil {
		t.Fatal(err)
	}
	return got, pos
}

// TestKoVerbTodoPossible: an instruction written as a verb made a noun
// (-기) or a future adnominal before 것, in a section of discussion and
// under the problem it answers, is a possible action — not silent; a
// choice the meeting settled ("… 것으로 하기"), a noun ending in 기
// ("페이지 크기") and the branches of a drawn tree are not.
func TestKoVerbTodoPossible(t *testing.T) {
	got, pos := parseWithPossible(t, `# 5주차 회의

## 회의 내용
- 1. 배포 스크립트가 멈춤
      -> 로그 파일 다시 확인하기.
- 2. 화면 구성 논의
      -> 좀 더 비교해 보기
- 이번 주 정리한 내용 위키에 올릴 것<br>
- 버튼 배치는 일단 왼쪽 것으로 하기
- 페이지 크기
- 구조
    ├─ 로그 파일 읽기
    └─ 설정 바꾸기
`)
	if len(got) != 0 {
		t.Errorf("extracted %s", dump(got))
	}
	wantPossibleLines(t, pos, 5, 7, 8)
}

// wantPossibleLines: the possible actions are on exactly these lines.
func wantPossibleLines(t *testing.T, pos []extract.PossibleAction, lines ...int) {
	t.Helper()
	want := map[int]bool{}
	for _, l := range lines {
		want[l] = true
	}
	for _, pa := range pos {
		if !want[pa.Line] {
			t.Errorf("line %d possible: %s", pa.Line, pa.SignalText())
		}
		delete(want, pa.Line)
	}
	for l := range want {
		t.Errorf("line %d silent", l)
	}
}
