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

// A line read as plain whose place says how its work stands (under
// "## Work in progress") names the person's task by part of its title as
// a progress line does: linked. The same words under a heading of new
// work are a new line of the person's, possibly the task: filed.
func TestPlainLineUnderStatusHeadingReportsOnItsTask(t *testing.T) {
	for _, c := range []struct {
		heading string
		same    bool
	}{{"## Work in progress", true}, {"## Action items", false}} {
		ctx := context.Background()
		s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
		l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
		action := func(meeting, title, line string, n int) extract.Action {
			return extract.Action{ActionID: "A001", Title: title, Assignee: "Sam", AssigneeID: "Sam", Owners: []string{"Sam"},
				Status: extract.StatusReady, BusinessKey: "demo:P42:" + meeting + ":A001:create-task", SourceLine: n, Evidence: line}
		}
		m1 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"},
			Actions: []extract.Action{action("M1", "set up the nightly benchmark job on the new runner", "- Sam: set up the nightly benchmark job on the new runner", 2)}}
		if _, err := l.Link(ctx, series.Input{Plan: m1, Notes: []byte("## Action items\n- Sam: set up the nightly benchmark job on the new runner\n")}); err != nil {
			t.Fatal(err)
		}
		filePlan(t, s, m1, now)
		notes := c.heading + "\n- Sam: nightly benchmark job\n"
		m2 := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M2", Date: "2026-10-08"},
			Actions: []extract.Action{action("M2", "nightly benchmark job", "- Sam: nightly benchmark job", 2)}}
		out, err := l.Link(ctx, series.Input{Plan: m2, Notes: []byte(notes)})
		if err != nil {
			t.Fatal(err)
		}
		if got := len(out.Same) == 1; got != c.same {
			t.Errorf("%s: linked %v, want %v (possible %v)", c.heading, got, c.same, out.Possible)
		}
		if !c.same && len(out.Plan.Actions) != 1 {
			t.Errorf("%s: the line is not filed: %+v", c.heading, out.Plan.Actions)
		}
	}
}
