package app

import (
	"testing"
)

const subjectRoster = `people:
  - {name: Dana, ids: {sandbox: dana}}
  - {name: Omar, ids: {sandbox: omar}}
  - {name: 민서, ids: {sandbox: minseo}}
`

// A status line that names its person as the subject of its sentence
// ("#634 Dana unwound …", "[Omar] did not …") or in parentheses closing
// it ("… 완료 (민서)"), not as a label, is asked
// of the series with that person: linked when the evidence rule ties it
// to an open task of theirs (here the pull request both name), else no
// action — a first meeting, or another pull request (#635) or stage
// (2차), files nothing and holds nothing.
func TestStatusLineSubjectIsItsPerson(t *testing.T) {
	t.Parallel()
	w1 := `# W1

## Action items
- [ ] @Dana merge PR 634 (due 2026-10-20)
- [ ] @Omar write the release notes for v2.1 (due 2026-10-20)
- [ ] @민서 결제 모듈 리팩터링 (기한: 2026-10-20)
`
	w2 := `# W2

## Updates
- #634 Dana unwound the CLA change, merge after the rebase
- [Omar] drafted the release notes for v2.1, reviews welcome
- #635 Dana unwound the CLA change
- 결제 모듈 리팩터링 완료 (민서)
- 결제 모듈 2차 리팩터링 완료 (민서)
`
	t.Run("linked", func(t *testing.T) {
		t.Parallel()
		a, _ := continuityApp(t, subjectRoster, nil)
		registerNotes(t, a, "W1", "2026-10-01", w1)
		r := registerNotes(t, a, "W2", "2026-10-08", w2)
		s := r.Summary()
		lines := map[int]string{}
		for _, x := range r.Restated {
			lines[x.Line] = x.Key
		}
		if s.Created != 0 || s.Held != 0 || len(r.Restated) != 3 || lines[4] != "demo:P42:W1:A001:create-task" || lines[5] != "demo:P42:W1:A002:create-task" || lines[7] != "demo:P42:W1:A003:create-task" {
			t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
		}
	})
	t.Run("no open task", func(t *testing.T) {
		t.Parallel()
		a, _ := continuityApp(t, subjectRoster, nil)
		r := registerNotes(t, a, "W2", "2026-10-08", w2)
		if s := r.Summary(); s.Created != 0 || s.Held != 0 || len(r.Restated) != 0 {
			t.Fatalf("W2 alone: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
		}
	})
}

// A line of a list of earlier items ("Items from last time") that is no
// action as written is asked of the series as a carry-over line, so that
// the evidence rule reads it as one: here its names and most of its words
// are those of the one open task ("Showing group name in Monitor Hosts
// widget?" for "add a column to Monitor Hosts to show the group name").
// The same words outside such a list are a status line, no action; a
// line naming another widget is no action either.
func TestCarryOverLineAskedAsCarryOver(t *testing.T) {
	t.Parallel()
	w1 := `# W1

## Action items
- [ ] Add a column to Monitor Hosts to show the group name
`
	for _, c := range []struct {
		name, w2 string
		linked   int
	}{
		{"carry-over", "# W2\n\n* Items from last time:\n   * Showing group name in Monitor Hosts widget?\n      * Covered above.\n", 1},
		{"status line", "# W2\n\n* Notes:\n   * Showing group name in Monitor Hosts widget?\n      * Covered above.\n", 0},
		{"another widget", "# W2\n\n* Items from last time:\n   * Showing group name in Monitor Jobs widget?\n      * Covered above.\n", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, subjectRoster, nil)
			registerNotes(t, a, "W1", "2026-10-01", w1)
			r := registerNotes(t, a, "W2", "2026-10-08", c.w2)
			s := r.Summary()
			if s.Created != 0 || s.Held != 0 || len(r.Restated) != c.linked || c.linked == 1 && (r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Line != 4) {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
		})
	}
}

// A row of a status table marked done ("| 민서 | 결제 모듈 리팩터링 | 완료 |")
// that the evidence rule ties to an open task of its person is that
// task, reported done: linked with its status, not held to ask whether
// it is still to do. Another stage (2차) or a first meeting keeps the
// hold: a row marked done is no new task.
func TestDoneRowRestatesAnOpenTask(t *testing.T) {
	t.Parallel()
	w1 := "# W1\n\n## Action items\n- [ ] @민서 결제 모듈 리팩터링 (기한: 2026-10-20)\n"
	table := func(task string) string {
		return "# W2\n\n## 진행 상황\n| 담당 | 업무 | 상태 |\n|---|---|---|\n| 민서 | " + task + " | 완료 |\n"
	}
	for _, c := range []struct {
		name, w1, w2 string
		linked       int
	}{
		{"linked", w1, table("결제 모듈 리팩터링"), 1},
		{"another stage", w1, table("결제 모듈 2차 리팩터링"), 0},
		{"no open task", "", table("결제 모듈 리팩터링"), 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			a, _ := continuityApp(t, subjectRoster, nil)
			if c.w1 != "" {
				registerNotes(t, a, "W1", "2026-10-01", c.w1)
			}
			r := registerNotes(t, a, "W2", "2026-10-08", c.w2)
			s := r.Summary()
			if s.Created != 0 || s.Linked != c.linked || s.Held != 1-c.linked || len(r.Restated) != c.linked {
				t.Fatalf("W2: %+v restated %+v plan %+v\n%s", s, r.Restated, r.Plan.Actions, r.Message)
			}
			if c.linked == 1 && (r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Status != "done") {
				t.Errorf("restated %+v, want W1's task, status done", r.Restated[0])
			}
		})
	}
}
