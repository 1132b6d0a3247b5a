package series_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// TestTickedAtBirthIsNoOpenTask: a task whose own line was written ticked
// ("- [x] Update the contributor guide - Dana") is finished work on
// record; the same chore ticked again the next week is that week's, a new
// task, never a link that swallows it. The same line unticked in week 1
// is an open task, and week 2's ticked line reports it done.
func TestTickedAtBirthIsNoOpenTask(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	const title = "Update the contributor guide"
	for _, c := range []struct {
		name   string
		first  string // week 1's checkbox
		linked bool
	}{
		{"ticked at birth", "[x]", false},
		{"ticked at birth, capital", "[X]", false},
		{"open at birth", "[ ]", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
			act := func(week, box string) extract.Action {
				return extract.Action{ActionID: "A001", Title: title, Assignee: "Dana", AssigneeID: "dana", Owners: []string{"Dana"},
					Status: extract.StatusReady, BusinessKey: "demo:P42:" + week + ":A001:create-task", SourceLine: 5,
					Evidence: "* " + box + " " + title + " - Dana"}
			}
			w1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "W1", Date: "2026-11-20"}, Actions: []extract.Action{act("W1", c.first)}}
			if _, err := l.Link(ctx, series.Input{Plan: w1}); err != nil {
				t.Fatal(err)
			}
			in, err := w1.Actions[0].Intent("P42")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledger.MustParseKey(w1.Actions[0].BusinessKey), Intent: in, Reason: "enqueued", Actor: "axagent", Now: now}); err != nil {
				t.Fatal(err)
			}
			w2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "W2", Date: "2026-11-27"}, Actions: []extract.Action{act("W2", "[x]")}}
			out, err := l.Link(ctx, series.Input{Plan: w2})
			if err != nil {
				t.Fatal(err)
			}
			if got := len(out.Same) == 1; got != c.linked {
				t.Fatalf("linked %v, want %v: same %+v possible %+v", got, c.linked, out.Same, out.Possible)
			}
			if !c.linked && (len(out.Plan.Actions) != 1 || len(out.Possible) != 0 || len(out.Holds) != 0) {
				t.Errorf("week 2's chore: plan %+v possible %+v holds %+v, want it filed alone", out.Plan.Actions, out.Possible, out.Holds)
			}
			if c.linked && out.Same[0].Status != series.StatusDone {
				t.Errorf("status %q, want done", out.Same[0].Status)
			}
		})
	}
}
