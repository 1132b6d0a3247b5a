package series_test

import (
	"context"
	"log/slog"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// TestReportedDoneIsNotUnmentioned: a task a later meeting reported done
// stays open until a person closes it, but the meetings after that one
// do not list it as open work they left unmentioned; series show lists
// it with the report (done, in W2). A task no meeting reported on is
// still listed as not mentioned.
func TestReportedDoneIsNotUnmentioned(t *testing.T) {
	ctx := context.Background()
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	l := &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}
	plan := func(meeting, date string, acts ...[2]string) extract.Plan {
		p := extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: meeting, Date: date}}
		for i, a := range acts {
			id := []string{"A001", "A002"}[i]
			p.Actions = append(p.Actions, extract.Action{ActionID: id, Title: a[1], Assignee: a[0], AssigneeID: a[0], Owners: []string{a[0]},
				DueDate: "2026-12-04", Status: extract.StatusReady, BusinessKey: "demo:P42:" + meeting + ":" + id + ":create-task", SourceLine: 4 + i, Evidence: "- " + a[0] + ": " + a[1]})
		}
		return p
	}
	carried := func(out series.Outcome) []string {
		var ks []string
		for _, c := range out.Carried {
			ks = append(ks, c.Key)
		}
		slices.Sort(ks)
		return ks
	}
	report, venue := "demo:P42:W1:A001:create-task", "demo:P42:W1:A002:create-task"
	w1 := plan("W1", "2026-11-13", [2]string{"서연", "Q3 report draft"}, [2]string{"지훈", "Book the venue"})
	if _, err := l.Link(ctx, series.Input{Plan: w1}); err != nil {
		t.Fatal(err)
	}
	filePlan(t, s, w1, now)
	w2 := plan("W2", "2026-11-20", [2]string{"서연", "Q3 report draft — done"})
	w2.Actions[0].Restates = extract.RestatesCarryOver
	out, err := l.Link(ctx, series.Input{Plan: w2, Notes: []byte("# W2\n\n## Previous action items\n- 서연: Q3 report draft — done\n")})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Same) != 1 || out.Same[0].Key != report || out.Same[0].Status != series.StatusDone {
		t.Fatalf("W2 did not report the Q3 draft done: same %+v", out.Same)
	}
	if got := carried(out); !slices.Equal(got, []string{venue}) {
		t.Fatalf("W2 not mentioned %v, want %v", got, []string{venue})
	}
	w3 := plan("W3", "2026-11-27", [2]string{"민서", "Order the catering"})
	out, err = l.Link(ctx, series.Input{Plan: w3})
	if err != nil {
		t.Fatal(err)
	}
	filePlan(t, s, w3, now)
	if got := carried(out); !slices.Equal(got, []string{venue}) {
		t.Errorf("W3 not mentioned %v, want only %s: the Q3 draft was reported done in W2", got, venue)
	}
	tasks, err := series.Show(ctx, s, "demo", "P42", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, ot := range tasks {
		switch ot.Key {
		case report:
			if ot.ReportedStatus != "done" || ot.ReportedIn != "W2" {
				t.Errorf("series show: %s reported %q in %q, want done in W2", ot.Key, ot.ReportedStatus, ot.ReportedIn)
			}
		case venue:
			if ot.ReportedStatus != "" || ot.ReportedIn != "" {
				t.Errorf("series show: %s reported %q in %q, want nothing", ot.Key, ot.ReportedStatus, ot.ReportedIn)
			}
		}
	}
}
