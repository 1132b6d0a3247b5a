package series_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// TestDoneReportLinksOrVanishes: a line of a review of last week's actions
// reporting work done ("- 서연: Q3 report draft — done"), passed as a
// carry-over line held only as a possible action, is the restatement of
// the open task it names by the evidence rule — linked, status done — and
// about any other deliverable (Q4 for Q3, PR 1250 for PR 1234) nothing:
// no task, no hold, no possible link — held as a possible action or
// read ready. A plain line saying done, or a carry-over line with no
// status, is left as it was.
func TestDoneReportLinksOrVanishes(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		name, owner, line string
		restates          string
		linked            bool
		kept              bool // left in the plan (filed or held as it was)
		status            series.Status
		ready             bool
	}{
		{"done report", "서연", "Q3 report draft — done", extract.RestatesCarryOver, true, false, series.StatusDone, false},
		{"done report, PR", "지훈", "review PR 1234 — done", extract.RestatesCarryOver, true, false, series.StatusDone, false},
		{"another quarter", "서연", "Q4 report draft — done", extract.RestatesCarryOver, false, false, "", false},
		{"another PR", "지훈", "review PR 1250 — done", extract.RestatesCarryOver, false, false, "", false},
		{"another person", "민서", "Q3 report draft — done", extract.RestatesCarryOver, false, false, "", false},
		{"no status", "서연", "Q4 report draft", extract.RestatesCarryOver, false, true, "", false},
		{"plain line", "서연", "Q4 report draft — done", "", false, true, "", false},
		// Read ready ("- 서연: Q4 보고서 초안 완료" in "## 지난주 액션 점검").
		{"ready, done", "서연", "Q3 report draft — done", extract.RestatesCarryOver, true, false, series.StatusDone, true},
		{"ready, another quarter", "서연", "Q4 report draft 완료", extract.RestatesCarryOver, false, false, "", true},
		{"ready, no status", "서연", "Q4 report draft", extract.RestatesCarryOver, false, true, "", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
			w1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "W1", Date: "2026-11-20"}}
			for i, a := range [][2]string{{"서연", "Q3 report draft"}, {"지훈", "review PR 1234"}} {
				id := []string{"A001", "A002"}[i]
				w1.Actions = append(w1.Actions, extract.Action{ActionID: id, Title: a[1], Assignee: a[0], AssigneeID: a[0], Owners: []string{a[0]},
					DueDate: "2026-11-27", Status: extract.StatusReady, BusinessKey: "demo:P42:W1:" + id + ":create-task", SourceLine: 4 + i, Evidence: "- " + a[0] + ": " + a[1]})
			}
			if _, err := l.Link(ctx, series.Input{Plan: w1}); err != nil {
				t.Fatal(err)
			}
			filePlan(t, s, w1, now)
			evidence := "- " + c.owner + ": " + c.line
			act := extract.Action{ActionID: "A001", Title: c.line, Assignee: c.owner, AssigneeID: c.owner, Owners: []string{c.owner}, Restates: c.restates,
				Status: extract.StatusNeedsHuman, Questions: []extract.Question{extract.QuestionPossible}, Reason: "possible action: confirm",
				BusinessKey: "demo:P42:W2:A001:create-task", SourceLine: 4, Evidence: evidence}
			if c.ready {
				act.Status, act.Questions, act.Reason = extract.StatusReady, nil, ""
			}
			w2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "W2", Date: "2026-11-27"}, Actions: []extract.Action{act}}
			notes := "# W2\n\n## Previous action items\n" + evidence + "\n"
			out, err := l.Link(ctx, series.Input{Plan: w2, Notes: []byte(notes)})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(out.Same) == 1; got != c.linked {
				t.Fatalf("linked %v, want %v: same %+v possible %+v", got, c.linked, out.Same, out.Possible)
			}
			if c.linked && out.Same[0].Status != c.status {
				t.Errorf("status %q, want %q", out.Same[0].Status, c.status)
			}
			if got := len(out.Plan.Actions) == 1; got != c.kept {
				t.Errorf("kept in the plan %v, want %v: %+v", got, c.kept, out.Plan.Actions)
			}
			if !c.linked && !c.kept && (len(out.Possible) != 0 || len(out.Holds) != 0) {
				t.Errorf("an unlinked done report left %+v / %+v", out.Possible, out.Holds)
			}
		})
	}
}
