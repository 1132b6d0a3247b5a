package rules

import (
	"context"
	"testing"
)

// Korean course minutes written as lists (issue 28, trial ko-trials31),
// each in notes written for this test.

// A plain line naming the work left for the next meeting, longer than a
// title and closed by a period ("다음 회의 전까지 해야할 일."), heads the
// dash items under it, their deadline its own; the form's next field row
// ("| 결과물 | - |") is no item of it, and a remark in parentheses under an
// item keeps the items after it in the list.
var koTodoLabelCases = []formCase{
	{"ko: a to-do label line with a period over dash items and owners", `팀 미팅 회의록
| 팀명 | 가나 | 차수 | 3 차 |
회의내용
    각자 조사한 내용 공유
- 김민수 : 캐시 구조 조사.
다음 회의 전까지 해야할 일.
- 김민수 : 캐시 설계.
- 박지훈 : 로그 수집기 작성.
- 공통 : 자료 읽고 정리.
| 결과물 | - |
`, []want{
		{line: 7, owners: "김민수", due: "다음 회의 전까지", title: "캐시 설계"},
		{line: 8, owners: "박지훈", due: "다음 회의 전까지", title: "로그 수집기 작성"},
		{line: 9, owners: "공통", due: "다음 회의 전까지", title: "자료 읽고 정리"},
	}},
	{"ko: a remark in parentheses under an item, then the form's filled field", `회의내용
    다음 회의 전까지 해야할 일.
- 공개된 예제 저장소 알아오기
(예 : 깃허브)
- 형태소 분석 기본 개념 학습
- 분류기 원리 더 찾아보기
| 결과물 | 해석본 워드 파일 |
`, []want{
		{line: 3, owners: "", due: "다음 회의 전까지", title: "공개된 예제 저장소 알아오기"},
		{line: 5, owners: "", due: "다음 회의 전까지", title: "형태소 분석 기본 개념 학습"},
		{line: 6, owners: "", due: "다음 회의 전까지", title: "분류기 원리 더 찾아보기"},
	}},
	{"ko: planned items under a label with a date, written as 영역 : 작업 lines", `# 4차 회의

## 회의 내용
- 화면 설계 검토

다음 회의 전 까지 진행 예정사항 (5/12)
프론트 : 로그인 화면 구현
백엔드 : 회원 API 작성
`, []want{
		{line: 7, owners: "프론트", due: "5/12", title: "로그인 화면 구현"},
		{line: 8, owners: "백엔드", due: "5/12", title: "회원 API 작성"},
	}},
	{"ko: a topic that names what to do now, with no time ahead, is no label", `회의내용
    앞으로의 방향과 지금 해야할 일
- 효율적인 관리를 위해 공유 드라이브를 개설.
- 대회 문제를 보고 의논함.
`, nil},
}

func TestKoTodoLabelLine(t *testing.T) { runFormCases(t, koTodoLabelCases) }

// koShownLines: the lines the notes give as tasks or possible actions.
func koShownLines(t *testing.T, notes string) (tasks, possible map[int]bool) {
	t.Helper()
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := PossibleActions(context.Background(), []byte(notes), nil, cs)
	if err != nil {
		t.Fatal(err)
	}
	tasks, possible = map[int]bool{}, map[int]bool{}
	for _, c := range cs {
		tasks[c.Line] = true
	}
	for _, p := range ps {
		possible[p.Line] = true
	}
	return tasks, possible
}

// A course form's point that settles work on an object with 결정 ("…
// 자문을 구하기로 결정"), as a list item or a plain line, is a possible
// action; a choice settled the same way ("… Redis를 사용하기로 결정")
// stays quiet.
func TestKoDecidedWorkPossible(t *testing.T) {
	tasks, possible := koShownLines(t, `# 회의 내용
- 촬영한 사진을 안내 책자에 넣기로 결정
- 캐시 서버는 Redis를 사용하기로 결정
2. 교수님 자문
2-1. 김하늘 교수님
새 아이디어에 대한 자문을 구하기로 결정
`)
	if !possible[2] || !possible[6] || possible[3] || tasks[3] {
		t.Fatalf("want lines 2 and 6 possible, line 3 quiet; tasks %v possible %v", tasks, possible)
	}
}

// A point closed by 필요 that does work on an object ("… 문장을 다른
// 언어로 번역 필요") is a possible action; the need of a thing ("서버
// 필요") is not.
func TestKoNeedOnObjectPossible(t *testing.T) {
	tasks, possible := koShownLines(t, `# 회의 내용
- 인식 결과 전송
  - 사용자들의 문장을 다른 언어로 번역 필요
  - 추가 서버 필요
`)
	if !possible[3] && !tasks[3] || possible[4] || tasks[4] {
		t.Fatalf("want line 3 shown and line 4 quiet; tasks %v possible %v", tasks, possible)
	}
}
