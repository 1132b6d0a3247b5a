package rules

import (
	"context"
	"testing"
)

// Korean running prose of study groups and student teams (issue 28, fresh
// set 28s), in notes written for this test: a sentence inside a paragraph
// that settles work somebody will do, beside sentences that only tell what
// happened or what was chosen.
var koStudy28sCases = []formCase{
	{"ko prose: homework agreed in the middle of a paragraph is a task for the team to confirm; the sentences around it are no action", `# 2주차 모임

첫 모임에서 발표 순서를 정했다. 다음 모임까지 각자 3장을 읽고 요약해 오기로 했다. 교재는 모던 자바스크립트로 정했다.
`, []want{
		{line: 3, owners: "", due: "다음 모임까지", title: "각자 3장을 읽고 요약", needsHuman: true},
	}},
	{"ko prose: a part taken by a named member (맡기로 하였다) is that member's task", `# 회의

역할 분담을 논의하였다. 회의 끝에 김민서가 API 문서 작성을 맡기로 하였다.
`, []want{
		{line: 3, owners: "김민서", due: "", title: "API 문서 작성을 맡기로", titleContains: true},
	}},
	{"ko prose: a choice, a passive and a telling of what was done are no action", `# 회의

우리는 속도를 위해 yarn을 사용하기로 했다. 배포는 다음 달에 진행되기로 했다. 로그인 화면을 구현하였다.
`, nil},
}

func TestKoStudyGroupNotes(t *testing.T) { runFormCases(t, koStudy28sCases) }

// A prose sentence that settled something the team will do, with no
// homework, part or deadline on it, is a possible action; one that settled
// what will happen (되기로) is not.
func TestKoStudy28sProsePossible(t *testing.T) {
	notes := `# 6/12 모임

오늘 처음 팀원들과 만났다. 일단 각자 첫 페이지를 만들어 보고 다시 회의하기로 했다. 약간 기대된다.

배포는 다음 학기에 진행되기로 했다. 모두 수고했다.
`
	ctx := context.Background()
	got, err := Parse(ctx, []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Fatalf("want no action, got:\n%s", dump(got))
	}
	pos, err := PossibleActions(ctx, []byte(notes), nil, got)
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int]string{}
	for _, pa := range pos {
		lines[pa.Line] = pa.SignalText()
	}
	if _, ok := lines[3]; !ok {
		t.Errorf("line 3: want a possible action, got %v", lines)
	}
	if s, ok := lines[5]; ok {
		t.Errorf("line 5: what will happen is no possible action, got %q", s)
	}
}

// A full name before the title it is addressed by ("이하늘 멘토님이") is the
// subject who commits, not the title.
var koStudy28sTitleCases = []formCase{
	{"ko: a full name with its title and 님 as subject owns the line; reported speech does not", `# 멘토링

1. 객체 탐지 모델은 다음 주 이하늘 멘토님이 추가로 설명 예정
2. 학습률은 김철수 교수님이 다시 보라고 하심
`, []want{
		{line: 3, owners: "이하늘", due: "", title: "이하늘 멘토님이 추가로 설명", titleContains: true, needsHuman: true},
	}},
}

func TestKoStudy28sTitle(t *testing.T) { runFormCases(t, koStudy28sTitleCases) }

// TestKoStatusMarkTitle: a status pictograph or an empty box opening an
// item of a to-do list ("- ✅ 회의실 예약 - 서연", "- ⬜ 문서 정리 - 민수")
// is no word of the task's title.
func TestKoStatusMarkTitle(t *testing.T) {
	runFormCases(t, []formCase{{"ko: marks opening to-do items", "# 주간 회의\n\n참석자: 김민수, 이서연\n\n## 액션아이템\n- ⬜ 문서 사이트 링크 정리 - 민수\n- ✅ 회의실 예약 - 서연\n- ☑\uFE0F 회의록 업로드 - 서연\n", []want{
		{line: 6, owners: "민수", title: "문서 사이트 링크 정리"},
		{line: 7, owners: "서연", title: "회의실 예약"},
		{line: 8, owners: "서연", title: "회의록 업로드"},
	}}})
}
