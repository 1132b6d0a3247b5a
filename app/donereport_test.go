package app

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// The lead's two weeks (issue 27): week 2 reviews week 1's actions — "—
// done" for the Q3 draft, "not done yet, rolling over" for PR 1234 — then
// lists new work. The done line is a status report: linked to 서연's open
// Q3 task by the evidence rule, its status (done) recorded and shown with
// its split; never a task, nor a hold. A report about another deliverable
// (Q4 for Q3) creates nothing at all. A rerun records
// nothing twice; the split undoes the link.
func TestDoneReportUnderReviewHeading(t *testing.T) {
	t.Parallel()
	const w1 = "# Weekly sync\n\n## Action items\n- 서연: Q3 report draft by 2026-11-27\n- 지훈: review PR 1234 by 2026-11-26\n"
	w2 := func(q, pr string) string {
		return "# Weekly sync\n\n## Previous action items\n- 서연: " + q + " report draft — done\n- 지훈: review PR " + pr + " — not done yet, rolling over\n\n" +
			"## Action items\n- 민서: 창고 재고 실사 by 2026-12-03\n"
	}
	t.Run("restates", func(t *testing.T) {
		t.Parallel()
		a, _ := continuityApp(t, teamRoster, nil)
		registerNotes(t, a, "W1", "2026-11-20", w1)
		for run := range 2 {
			r := registerNotes(t, a, "W2", "2026-11-27", w2("Q3", "1234"))
			s := r.Summary()
			want := 1
			if run == 1 {
				want = 0
			}
			if s.Created != want || s.Held != 0 || len(r.Restated) != 2 {
				t.Fatalf("run %d: %+v restated %+v\n%s", run, s, r.Restated, r.Message)
			}
			got := map[string]string{}
			for _, l := range r.Restated {
				got[l.Key] = string(l.Status)
			}
			if got["demo:P42:W1:A001:create-task"] != "done" || got["demo:P42:W1:A002:create-task"] != "in-progress" {
				t.Fatalf("run %d: statuses %v", run, got)
			}
		}
		tasks, err := a.Series(context.Background(), "demo", "P42", "")
		if err != nil {
			t.Fatal(err)
		}
		var q3 *SeriesTask
		for i := range tasks {
			if tasks[i].Key == "demo:P42:W1:A001:create-task" {
				q3 = &tasks[i]
			}
		}
		if q3 == nil || len(q3.Links) != 1 || q3.Links[0].Kind != string(ledger.LinkSame) || q3.Links[0].Status != string(series.StatusDone) {
			t.Fatalf("series show: %+v", tasks)
		}
		later, err := ledger.ParseKey("demo:P42:W2:" + q3.Links[0].Action + ":create-task")
		if err != nil {
			t.Fatal(err)
		}
		from, _ := ledger.ParseKey(q3.Key)
		// The one-command undo is the existing split: the line, set apart
		// from the task, is filed as the work it names (split_test.go);
		// a rerun then files nothing twice and holds nothing.
		sp, err := a.Split(context.Background(), later, from, "kim", "it was another report")
		if err != nil || sp.Filed.Execution.State != ledger.Succeeded || sp.Filed.Execution.Intent.Title != "Q3 report draft" {
			t.Fatalf("split of a done report: %+v %v", sp, err)
		}
		r := registerNotes(t, a, "W2", "2026-11-27", w2("Q3", "1234"))
		if s := r.Summary(); s.Created != 0 || s.Held != 0 || len(r.Restated) != 1 {
			t.Fatalf("rerun after the split: %+v restated %+v\n%s", s, r.Restated, r.Message)
		}
	})
	t.Run("near miss", func(t *testing.T) {
		t.Parallel()
		a, _ := continuityApp(t, teamRoster, nil)
		registerNotes(t, a, "W1", "2026-11-20", w1)
		r := registerNotes(t, a, "W2", "2026-11-27", w2("Q4", "1234"))
		if s := r.Summary(); s.Created != 1 || s.Held != 0 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A002:create-task" {
			t.Fatalf("%+v restated %+v\n%s", s, r.Restated, r.Message)
		}
	})
	t.Run("korean, read ready", func(t *testing.T) {
		// "완료" is no done mark the rules drop, so the line is read as a
		// ready carry-over line; about Q4 (no open task) it was filed as a
		// new task before.
		t.Parallel()
		a, _ := continuityApp(t, teamRoster, nil)
		registerNotes(t, a, "W1", "2026-11-20", "# 주간 회의\n\n## 액션 아이템\n- 서연: Q3 보고서 초안 (~11/27)\n")
		w2 := "# 주간 회의\n\n## 지난주 액션 점검\n- 서연: Q3 보고서 초안 완료\n- 서연: Q4 보고서 초안 완료\n\n## 액션 아이템\n- 민서: 창고 재고 실사 (~12/3)\n"
		for run := range 2 {
			r := registerNotes(t, a, "W2", "2026-11-27", w2)
			want := 1
			if run == 1 {
				want = 0
			}
			if s := r.Summary(); s.Created != want || s.Held != 0 || len(r.Restated) != 1 || r.Restated[0].Key != "demo:P42:W1:A001:create-task" || r.Restated[0].Status != series.StatusDone {
				t.Fatalf("run %d: %+v restated %+v plan %+v\n%s", run, s, r.Restated, r.Plan.Actions, r.Message)
			}
		}
	})
}

// TestDoneReportIsSaid: a line read as finished work that no open task
// matches files nothing — and the run says so, line by line, so a
// misread status is seen, never a silent loss: every extracted action is
// created, linked, held, refused or named as a done report.
func TestDoneReportIsSaid(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-11-20", "# 주간 회의\n\n## 액션 아이템\n- 서연: Q3 보고서 초안 (~11/27)\n")
	r := registerNotes(t, a, "W2", "2026-11-27", "# 주간 회의\n\n## 지난주 액션 점검\n- 서연: Q3 보고서 초안 완료\n- 서연: Q4 보고서 초안 완료\n\n## 액션 아이템\n- 민서: 창고 재고 실사 (~12/3)\n")
	s := r.Summary()
	if s.DoneReported != 1 || len(r.DoneReports) != 1 || r.DoneReports[0].Line != 5 {
		t.Fatalf("%+v done reports %+v\n%s", s, r.DoneReports, r.Message)
	}
	if s.Extracted != s.Created+s.Linked+s.Held+s.DoneReported {
		t.Errorf("%d extracted, but %d created, %d linked, %d held, %d done reports\n%s", s.Extracted, s.Created, s.Linked, s.Held, s.DoneReported, r.Message)
	}
	if !strings.Contains(r.Message, "line 5: Q4 보고서 초안") {
		t.Errorf("message does not name the done report:\n%s", r.Message)
	}
	// Kept as a possible action: one step promotes it if it was work.
	ref := ""
	for _, p := range r.Plan.Possible {
		if p.Line == 5 {
			ref = p.Ref
		}
	}
	if ref == "" {
		t.Fatalf("line 5 is no possible action: %+v", r.Plan.Possible)
	}
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "W2"}
	var keys []string
	for range 2 {
		pr, err := a.Promote(context.Background(), Promotion{Scope: scope, Ref: ref, Assignee: "서연", Actor: "kim"})
		if err != nil || pr.Key == "" {
			t.Fatalf("promote the done report: %+v %v", pr, err)
		}
		keys = append(keys, pr.Key)
	}
	if keys[0] != keys[1] {
		t.Errorf("two promotions made two tasks: %v", keys)
	}
	ps, err := a.PossibleActions(context.Background(), scope)
	if err != nil {
		t.Fatal(err)
	}
	promoted := 0
	for _, p := range ps {
		if p.Ref == ref && p.Key != "" {
			promoted++
		}
	}
	if promoted != 1 {
		t.Errorf("after two promotions the line is promoted %d times: %+v", promoted, ps)
	}
}

// TestFinishAwaitedIsNotDone: a note under an open item that waits for
// something else to finish ("Will do after proposal is done") says
// the work is still to do: the item is filed, not read as a report of
// finished work and dropped.
func TestFinishAwaitedIsNotDone(t *testing.T) {
	t.Parallel()
	a, _ := continuityApp(t, teamRoster, nil)
	registerNotes(t, a, "W1", "2026-11-20", "# Weekly sync\n\n## Action items\n- [ ] 서연: Write a proposal for remote repositories\n")
	r := registerNotes(t, a, "W2", "2026-11-27", "# Weekly sync\n\n## Previous action items\n- [ ] 서연: Review the artifact repository PR\n  - Will do after proposal is done\n- [ ] 서연: Write a proposal for remote repositories\n  - In progress\n")
	if s := r.Summary(); s.Created != 1 || s.DoneReported != 0 || len(r.Restated) != 1 {
		t.Fatalf("%+v restated %+v done %+v\n%s", s, r.Restated, r.DoneReports, r.Message)
	}
}
