package app

import (
	"strings"
	"testing"
)

// A Korean progress list reports on open tasks in many forms: the person
// before a dash, in brackets, as the line's first word with a particle,
// in parentheses or between dashes after the task; a status after the
// task qualified in parentheses ("진행 중 (80%)", "보류 (QA 서버 대기)"), or
// "마무리 단계", "완료 예정". A line that restates an open task of its
// person by the evidence rule is that task's status line: linked, with
// its status, nothing filed or held. The same line about another
// deliverable (2차 for 1차, 백엔드 for 프론트) or in a series with no open
// task stays what it is without the series: no action, or the possible
// action it was — never a task, never a link.
func TestKoreanProgressFormsRestateAnOpenTask(t *testing.T) {
	t.Parallel()
	w1 := "# W1\n\n## Action items\n- [ ] @민서 결제 모듈 1차 리팩터링 (기한: 2026-10-20)\n- [ ] @지훈 프론트 로그인 화면 구현 (기한: 2026-10-20)\n"
	const (
		minseo, minseoOther = "결제 모듈 1차 리팩터링", "결제 모듈 2차 리팩터링"
		jihoon, jihoonOther = "프론트 로그인 화면 구현", "백엔드 로그인 화면 구현"
	)
	for _, c := range []struct {
		name, w2 string
		task     string // the W1 task the line restates
		status   string
		// heldAlone: the line is a possible action when it restates
		// nothing (as it was before the series was asked about it).
		heldAlone bool
	}{
		{"dash lead", "## 지난주 진행 내용\n- 민서 - {민서} 작업 중", "A001", "in-progress", false},
		{"bracket lead", "## 진행사항\n- [민서] {민서} 진행 중", "A001", "in-progress", false},
		{"particle lead", "## 진행사항\n- 민서는 {민서} 진행 중", "A001", "in-progress", false},
		{"name in parentheses", "## 진행사항\n- {민서}(민서) 진행 중", "A001", "in-progress", false},
		{"name between dashes", "## 진행사항\n- {민서} - 민서 - 진행 중", "A001", "in-progress", false},
		{"wrap-up stage", "## 진행사항\n- 민서 님: {민서} 마무리 단계", "A001", "in-progress", true},
		{"blocked with reason", "## 진행사항\n- 민서: {민서} 보류 (QA 서버 대기)", "A001", "blocked", true},
		{"percent", "## 진행사항\n- 민서: {민서} 진행 중 (80%)", "A001", "in-progress", true},
		{"done this week", "## 이번 주 한 일\n- 민서 - {민서} 완료", "A001", "done", false},
		{"finish planned", "## 진행 상황\n- 지훈: {지훈} 완료 예정", "A002", "in-progress", true},
		{"under the name", "## 지훈\n- {지훈} 구현 중", "A002", "in-progress", false},
	} {
		line := func(m, j string) string {
			return "# W2\n\n" + strings.NewReplacer("{민서}", m, "{지훈}", j).Replace(c.w2) + "\n"
		}
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, teamRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", w1)
			r := registerNotes(t, a, "W2", "2026-10-08", line(minseo, jihoon))
			s := r.Summary()
			if s.Created != 0 || s.Held != 0 || s.Linked != 1 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:"+c.task+":create-task" {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
			if string(r.Restated[0].Status) != c.status {
				t.Errorf("status %q, want %q", r.Restated[0].Status, c.status)
			}
		})
		held := 0
		if c.heldAlone {
			held = 1
		}
		t.Run(c.name+"/another deliverable", func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, teamRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", w1)
			r := registerNotes(t, a, "W2", "2026-10-08", line(minseoOther, jihoonOther))
			if s := r.Summary(); s.Created != 0 || s.Linked != 0 || s.Held != held || len(r.Restated) != 0 {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
		})
		t.Run(c.name+"/no open task", func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, teamRoster, nil)
			r := registerNotes(t, a, "W2", "2026-10-08", line(minseo, jihoon))
			if s := r.Summary(); s.Created != 0 || s.Linked != 0 || s.Held != held || len(r.Restated) != 0 {
				t.Fatalf("W2 alone: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
		})
	}
}
