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

// TestLinkReadsStatusFromStructure: a restatement filed under a "Done"
// heading records done though its line says only the task — the notes
// given to the linker are read for it; without them the line says none.
func TestLinkReadsStatusFromStructure(t *testing.T) {
	for _, withNotes := range []bool{true, false} {
		ctx := context.Background()
		s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
		l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
		action := func(meeting, line string, n int) extract.Action {
			return extract.Action{ActionID: "A001", Title: "Review the API doc", Assignee: "Dana", AssigneeID: "Dana", Owners: []string{"Dana"},
				Status: extract.StatusReady, BusinessKey: "demo:P42:" + meeting + ":A001:create-task", SourceLine: n, Evidence: line}
		}
		m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"},
			Actions: []extract.Action{action("M1", "- Dana: Review the API doc", 2)}}
		if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte("## Action items\n- Dana: Review the API doc\n")}); err != nil {
			t.Fatal(err)
		}
		filePlan(t, s, m1, now)
		notes := "## Done\n- Dana: Review the API doc\n"
		m2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M2", Date: "2026-10-08"},
			Actions: []extract.Action{action("M2", "- Dana: Review the API doc", 2)}}
		in := series.Input{Plan: m2}
		if withNotes {
			in.Notes = []byte(notes)
		}
		out, err := l.Link(ctx, in)
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Same) != 1 {
			t.Fatalf("notes %v: %d restatements, want 1 (possible %v)", withNotes, len(out.Same), out.Possible)
		}
		want := map[bool]series.Status{true: series.StatusDone, false: series.StatusNone}[withNotes]
		if got := out.Same[0].Status; got != want {
			t.Errorf("notes %v: status %q, want %q", withNotes, got, want)
		}
	}
}

// TestLaterStepOfTheEarlierTask: a restatement naming a later step of the
// work ("finish", "merge") reads in progress only when the task it
// restates did not already name that step: "Finish the survey" restated
// as "finish the survey" is no news of it; "Merge PR 81" restating
// "Review PR 81"'s work is.
func TestLaterStepOfTheEarlierTask(t *testing.T) {
	for _, c := range []struct {
		earlier, later string
		want           series.Status
	}{
		{"Finish the survey", "finish the survey", series.StatusNone},
		{"Merge PR 81", "will merge PR 81", series.StatusNone},
		{"Finalize the budget", "finalize the budget", series.StatusNone},
		{"Write the survey", "finish writing the survey", series.StatusInProgress},
	} {
		ctx := context.Background()
		s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
		l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
		action := func(meeting, title string) extract.Action {
			return extract.Action{ActionID: "A001", Title: title, Assignee: "Dana", AssigneeID: "Dana", Owners: []string{"Dana"},
				Status: extract.StatusReady, BusinessKey: "demo:P42:" + meeting + ":A001:create-task", SourceLine: 2, Evidence: "- Dana: " + title,
				Restates: map[string]string{"M2": extract.RestatesCarryOver}[meeting]}
		}
		m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"},
			Actions: []extract.Action{action("M1", c.earlier)}}
		if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte("## Action items\n- Dana: " + c.earlier + "\n")}); err != nil {
			t.Fatal(err)
		}
		filePlan(t, s, m1, now)
		m2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M2", Date: "2026-10-08"},
			Actions: []extract.Action{action("M2", c.later)}}
		out, err := l.Link(ctx, series.Input{Plan: m2, Notes: []byte("## Action items from last meeting\n- Dana: " + c.later + "\n")})
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		if len(out.Same) != 1 {
			t.Errorf("%q -> %q: %d restatements, want 1 (possible %v)", c.earlier, c.later, len(out.Same), out.Possible)
			continue
		}
		if got := out.Same[0].Status; got != c.want {
			t.Errorf("%q -> %q: status %q, want %q", c.earlier, c.later, got, c.want)
		}
	}
}
