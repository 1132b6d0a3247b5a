package app

import (
	"strings"
	"testing"
)

// statusDueW1 files two tasks for Dana and one for 민서; a status line
// about Dana's Q4 budget report, or 민서's 2차 draft, is about another
// deliverable than any of theirs (a distinguishing token differs: Q3/Q4,
// 1차/2차).
const statusDueW1 = "# W1\n\n## Action items\n- [ ] @Dana Write the release notes (due 2026-10-20)\n- [ ] @Dana Write the Q3 budget report (due 2026-10-20)\n- [ ] @민서 릴리스 노트 1차 초안 작성 (기한: 2026-10-20)\n"

// The most common way teams report progress: a status, the deliverable
// and when it will be ready ("Dana: … in progress, due Friday", "… - ETA
// next week", "(WIP, 10/16)", "… 진행 중, 금요일까지"). About an open task
// of the series (same person, the deliverable once status words and the
// deadline are gone) such a line is that task's status line: linked with
// its status, nothing filed or held, and the task's due date moves to the
// deadline it states — one update, one notification. The deadline does
// not make it a new commitment to confirm.
//
// Guards: the same line about another deliverable (Q4 for Q3, 2차 for
// 1차) is not linked and moves no date, and in a series with no open task the line is what
// it was without the series (a possible action, or no action).
func TestStatusLineWithDeadlineRestatesOpenTask(t *testing.T) {
	t.Parallel()
	const (
		dana, danaOther = "release notes", "Q4 budget report"
		ms, msOther     = "릴리스 노트 1차 초안 작성", "릴리스 노트 2차 초안 작성"
	)
	for _, c := range []struct {
		name, w2 string
		task     string // the W1 task the line restates
		status   string
		due      string // the task's due date after W2
		// heldAlone: the line is a possible action when it restates no
		// open task (as it is without the series).
		heldAlone bool
	}{
		{"en comma due", "## Updates\n- Dana: {dana} in progress, due Friday", "A001", "in-progress", "2026-10-09", true},
		{"en ETA after a dash", "## Updates\n- Dana: {dana} in progress - ETA next week", "A001", "in-progress", "2026-10-16", false},
		{"en WIP and date in parentheses", "## Updates\n- Dana: {dana} (WIP, 10/16)", "A001", "in-progress", "2026-10-16", true},
		{"en WIP, ETA", "## Updates\n- Dana: {dana} WIP, ETA next week", "A001", "in-progress", "2026-10-16", true},
		{"en blocked with its reason", "## Updates\n- Dana: {dana} blocked on legal review, due 10/16", "A001", "blocked", "2026-10-16", true},
		{"en finish planned by a day", "## Updates\n- Dana: get the {dana} done by Friday", "A001", "in-progress", "2026-10-09", true},
		{"ko comma due", "## 진행 상황\n- 민서: {민서} 진행 중, 금요일까지", "A003", "in-progress", "2026-10-09", false},
		{"ko status and due in parentheses", "## 진행 상황\n- 민서: {민서} (진행 중, 금요일까지)", "A003", "in-progress", "2026-10-09", true},
		{"ko deadline word", "## 진행 상황\n- 민서: {민서} 진행 중 (다음 주 금요일 마감)", "A003", "in-progress", "2026-10-16", false},
		{"ko date after a comma", "## 진행 상황\n- 민서: {민서} 작업 중, 10/16 마감", "A003", "in-progress", "2026-10-16", false},
	} {
		line := func(d, m string) string {
			return "# W2\n\n" + strings.NewReplacer("{dana}", d, "{민서}", m).Replace(c.w2) + "\n"
		}
		key := "demo:P42:W1:" + c.task + ":create-task"
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a, db := continuityApp(t, teamRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", statusDueW1)
			r := registerNotes(t, a, "W2", "2026-10-08", line(dana, ms))
			s := r.Summary()
			if s.Created != 0 || s.Held != 0 || s.Linked != 1 || s.Updated != 1 || len(r.Restated) != 1 || r.Restated[0].Key != key {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
			if got := r.Restated[0]; string(got.Status) != c.status || got.Update != "demo:P42:W1:"+c.task+":update-task-1" {
				t.Errorf("restated with status %q update %q, want %q and its update-task-1", got.Status, got.Update, c.status)
			}
			for _, x := range tasksIn(t, db) {
				if x.Key == key && x.DueDate != c.due {
					t.Errorf("%s due %s, want %s", x.Key, x.DueDate, c.due)
				}
			}
			if n := updateMessages(t, db); n != 1 {
				t.Errorf("%d update notifications, want 1", n)
			}
		})
		held := 0
		if c.heldAlone {
			held = 1
		}
		t.Run(c.name+"/another deliverable", func(t *testing.T) {
			t.Parallel()
			// What the line is without the series: the same with it.
			alone, _ := continuityApp(t, teamRoster, nil)
			want := registerNotes(t, alone, "W2", "2026-10-08", line(danaOther, msOther)).Summary()
			a, db := continuityApp(t, teamRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", statusDueW1)
			r := registerNotes(t, a, "W2", "2026-10-08", line(danaOther, msOther))
			if s := r.Summary(); s.Created != want.Created || s.Linked != 0 || s.Updated != 0 || s.Held != want.Held || len(r.Restated) != 0 {
				t.Fatalf("W2: %+v (alone %+v) restated %+v plan %+v\n%s", s, want, r.Restated, r.Plan.Actions, r.Message)
			}
			for _, x := range tasksIn(t, db) {
				if x.DueDate != "2026-10-20" {
					t.Errorf("%s due %s, want 2026-10-20", x.Key, x.DueDate)
				}
			}
		})
		t.Run(c.name+"/no open task", func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, teamRoster, nil)
			r := registerNotes(t, a, "W2", "2026-10-08", line(dana, ms))
			if s := r.Summary(); s.Created != 0 || s.Linked != 0 || s.Held != held || len(r.Restated) != 0 {
				t.Fatalf("W2 alone: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
		})
	}
}

// A status line that says the task is done links to it with the status
// done, and its deadline moves nothing: when finished work was due is
// moot, and its person is told of no change ("release notes done (due
// 10/16)", "… 완료 (기한 10/16)"). A finish with a deadline ("get … done by
// Friday", "금요일까지 완료") is a plan: in progress, and the date moves
// (TestStatusLineWithDeadlineRestatesOpenTask).
func TestDoneStatusLineMovesNoDueDate(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ name, w2, task string }{
		{"en", "## Updates\n- Dana: release notes done (due 10/16)", "A001"},
		{"en completed after a dash", "## Updates\n- Dana: release notes - completed, due 10/16", "A001"},
		{"ko", "## 진행 상황\n- 민서: 릴리스 노트 1차 초안 작성 완료 (기한 10/16)", "A003"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a, db := continuityApp(t, teamRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", statusDueW1)
			r := registerNotes(t, a, "W2", "2026-10-08", "# W2\n\n"+c.w2+"\n")
			s := r.Summary()
			key := "demo:P42:W1:" + c.task + ":create-task"
			if s.Created != 0 || s.Held != 0 || s.Linked != 1 || s.Updated != 0 || len(r.Restated) != 1 || r.Restated[0].Key != key {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
			if got := r.Restated[0]; got.Status != "done" || got.Update != "" {
				t.Errorf("restated with status %q update %q, want done and no update", got.Status, got.Update)
			}
			for _, x := range tasksIn(t, db) {
				if x.DueDate != "2026-10-20" {
					t.Errorf("%s due %s, want 2026-10-20", x.Key, x.DueDate)
				}
			}
			if n := updateMessages(t, db); n != 0 {
				t.Errorf("%d update notifications, want none", n)
			}
		})
	}
}

// updateMessages counts the sandbox's notifications of task updates.
func updateMessages(t *testing.T, db string) int {
	t.Helper()
	n := 0
	for _, m := range messagesIn(t, db) {
		if strings.Contains(m.Key, "update-task") || strings.Contains(m.Key, ":updated:") {
			n++
		}
	}
	return n
}

// In the action items, an action whose words are a status of an open task
// of its person ("- [ ] @Dana release notes in progress (due 10/16)") is
// that task restated, not a near-duplicate filed beside it: linked, its due
// date moved. Another deliverable, or no open task, is filed as before.
func TestStatusActionItemRestatesOpenTask(t *testing.T) {
	t.Parallel()
	w2 := func(d string) string {
		return "# W2\n\n## Action items\n- [ ] @Dana " + d + " in progress (due 10/16)\n"
	}
	t.Run("open task", func(t *testing.T) {
		t.Parallel()
		a, db := continuityApp(t, teamRoster, nil)
		registerNotes(t, a, "W1", "2026-10-01", statusDueW1)
		r := registerNotes(t, a, "W2", "2026-10-08", w2("release notes"))
		s := r.Summary()
		if s.Created != 0 || s.Held != 0 || s.Linked != 1 || s.Updated != 1 || len(r.Restated) != 1 ||
			r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Status != "in-progress" {
			t.Fatalf("W2: %+v restated %+v possible %+v\n%s", s, r.Restated, r.Possible, r.Message)
		}
		for _, x := range tasksIn(t, db) {
			if x.Key == "demo:P42:W1:A001:create-task" && x.DueDate != "2026-10-16" {
				t.Errorf("%s due %s, want 2026-10-16", x.Key, x.DueDate)
			}
		}
	})
	for name, d := range map[string]string{"another deliverable": "Q4 budget report", "no open task": "release notes"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			a, db := continuityApp(t, teamRoster, nil)
			if name != "no open task" {
				registerNotes(t, a, "W1", "2026-10-01", statusDueW1)
			}
			r := registerNotes(t, a, "W2", "2026-10-08", w2(d))
			if s := r.Summary(); s.Created != 1 || s.Linked != 0 || s.Updated != 0 || s.Held != 0 {
				t.Fatalf("W2: %+v restated %+v\n%s", s, r.Restated, r.Message)
			}
			for _, x := range tasksIn(t, db) {
				if strings.HasPrefix(x.Key, "demo:P42:W1:") && x.DueDate != "2026-10-20" {
					t.Errorf("%s due %s, want 2026-10-20", x.Key, x.DueDate)
				}
			}
		})
	}
}
