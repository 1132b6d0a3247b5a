package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Korean course minutes written as prose blocks (issue 28, trial
// ko-trials28), each in notes written for this test.

// A Word form's field row rendered as text ("| 회의내용 | … |", no Markdown
// table): the prose in its value cell is read as a paragraph, and a
// sentence of it set after the meeting is the task.
var koProseFieldRowCases = []formCase{
	{"ko: a form's field row of running prose, its sentence set after the meeting", `주간 회의록
| 팀명 | 나무 | 차수 | 3 차 |
| 참석자 | 한가람, 윤슬기 |
| 회의내용 | 이번 회의에서는 센서 연결 상태를 점검하였다. 습도 센서의 값이 자주 튀는 문제를 확인하였다. 추후에 센서 배선을 다시 정리하기로 하였다. |
| 결과물 | 점검표 작성 |
`, []want{
		{line: 4, owners: "", due: "", title: "추후에 센서 배선을 다시 정리하기로", needsHuman: true, titleContains: true},
	}},
}

func TestKoProseFieldRow(t *testing.T) { runFormCases(t, koProseFieldRowCases) }

// A paragraph that tells what the meeting did in the narrative past and
// then plans work ("… 검증할 예정이다.", "… 다듬어 볼 것이다."): the
// planned sentence is the task, the account is not.
var koProsePlannedCases = []formCase{
	{"ko: a planned sentence closing a paragraph of the meeting's account", `# 5차 회의

이번 모임에서는 로그인 화면의 오류를 함께 살펴보았다. 세션 만료 시간이 짧게 잡혀 있던 것이 원인이었다. 이후에는 결제 모듈의 예외 처리를 검증할 예정이다.
`, []want{
		{line: 3, owners: "", due: "", title: "이후에 결제 모듈 예외 처리 검증할", needsHuman: true},
	}},
	{"ko: a clause set after the meeting closes a sentence of what was done", `# 8차 회의

이번 모임에서는 측정 장비를 연결하였다. 또한, 배선 오류를 바로 고쳤고, 추후에 보정 값을 다시 측정하기로 하였다.
`, []want{
		{line: 3, owners: "", due: "", title: "보정 값 다시 측정하기로", needsHuman: true, titleContains: true},
	}},
	{"ko: a common word with a particle written onto it (이후에는, 이상없이) is no name", `# 9차 회의

이번 모임에서는 파일 변환 결과를 살펴보았다. 변환 작업은 이상없이 진행되었다. 이후에는 변환된 파일로 속도를 검증할 예정이다.
`, []want{
		{line: 3, owners: "", due: "", title: "이후에 변환된 파일로 속도 검증할", needsHuman: true},
	}},
	{"ko: the narrative past alone reports, and what will merely happen is no plan", `# 6차 회의

이번 모임에서는 발표 자료를 함께 검토하였다. 전체 흐름은 무리가 없다는 의견이 많았다. 다음 주에는 날씨가 좋아질 것이다.
`, nil},
}

func TestKoProsePlanned(t *testing.T) { runFormCases(t, koProsePlannedCases) }

// A paragraph of the meeting's account whose last sentence settles work
// with no deadline, part or time after the meeting ("… 다듬기로 하였다.")
// is not sure enough for a task, but is a possible action: the prose is
// no report though it ends in the past tense.
func TestKoProseAgreedPossible(t *testing.T) {
	notes := []byte(`# 7차 회의

오늘은 수집한 데이터의 전처리를 마쳤다. 라벨이 어긋난 사진 몇 장을 골라내었다. 발표 자료는 모두 함께 다듬기로 하였다.
`)
	cs, err := Parse(context.Background(), notes, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 0 {
		t.Fatalf("want no task, got:\n%s", dump(cs))
	}
	ps, err := PossibleActions(context.Background(), notes, nil, cs)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 1 || ps[0].Line != 3 {
		t.Fatalf("want line 3 as a possible action, got %+v", ps)
	}
}

// An item closed by "…하기로 함" that does work on an object ("… 사진을
// 책자에 넣기로 하였음") is a possible action; one that makes a choice
// ("… Redis를 사용하기로 함") stays quiet, as the meeting's decision.
func TestKoAgreedWorkItemPossible(t *testing.T) {
	notes := []byte(`# 회의 내용
- 촬영한 사진을 안내 책자에 넣기로 하였음.
- 캐시 서버는 Redis를 사용하기로 함
`)
	lines, cs, ps := shownLines(t, notes)
	if !lines[2] || lines[3] {
		t.Fatalf("want line 2 shown and line 3 quiet; tasks %s possible %+v", dump(cs), ps)
	}
}

// A condition in an earlier clause of the settling sentence ("… 실행하면
// 속도가 떨어지는 현상을 확인하였고, …") and a decision closing the
// paragraph ("… 노트북으로 최종 결정하였다.") do not hide the work an
// earlier clause or sentence settles: both paragraphs are possible actions.
func TestKoProseSettledPossible(t *testing.T) {
	notes := []byte(`# 10차 회의

오늘은 센서 값을 다시 확인하였다. 원격으로 실행하면 속도가 떨어지는 현상을 확인하였고, 발표 자료는 모두 함께 다듬기로 하였다.

오늘은 시연 순서를 점검하였다. 포스터는 모두 함께 다듬기로 하였다. 시연 장비는 노트북으로 최종 결정하였다.
`)
	shown, cs, ps := shownLines(t, notes)
	if !shown[3] || !shown[5] {
		t.Fatalf("want lines 3 and 5 shown; tasks %s possible %+v", dump(cs), ps)
	}
}

// The adviser's request told in the account ("… 구체적으로 적으라고
// 말씀하셨다.") is work asked of the team: a possible action.
func TestKoReportedAskPossible(t *testing.T) {
	notes := []byte(`교수님 면담 기록

준비한 시연 영상을 보여드리고 의견을 들었다. 화면 전환 순서를 다이어그램으로 구체적으로 그리라고 말씀하셨다.
`)
	shown, cs, ps := shownLines(t, notes)
	if !shown[3] {
		t.Fatalf("want line 3 shown; tasks %s possible %+v", dump(cs), ps)
	}
}

// shownLines parses notes and returns the lines shown to a person — as a
// task or as a possible action — with both lists for a failure message.
func shownLines(t *testing.T, notes []byte) (map[int]bool, []extract.Candidate, []extract.PossibleAction) {
	t.Helper()
	cs, ps := parseWithPossible(t, string(notes))
	shown := map[int]bool{}
	for _, c := range cs {
		shown[c.Line] = true
	}
	for _, p := range ps {
		shown[p.Line] = true
	}
	return shown, cs, ps
}
