package series_test

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/series"
)

// distinctSeries is a ledger with two meetings: M1 files 지훈's Q3 budget
// report and 민서's partner training deck; M2, a week later, files two
// actions each shown as possibly one of them (one title contains the
// other). held holds M1:A001 for a person (its state before any attempt).
type distinctSeries struct {
	s      *sqlite.Store
	l      *series.Linker
	m1, m2 extract.Plan
}

func newDistinctSeries(t *testing.T, held bool) *distinctSeries {
	t.Helper()
	ctx := context.Background()
	s, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "l.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	now := time.Date(2026, 10, 8, 9, 0, 0, 0, time.UTC)
	ds := &distinctSeries{s: s, l: &series.Linker{Store: s, Now: func() time.Time { return now }, Log: slog.New(slog.DiscardHandler)}}
	action := func(meeting, id, who, title, due string) extract.Action {
		return extract.Action{ActionID: id, Title: title, Assignee: who, AssigneeID: who, Owners: []string{who}, DueDate: due, Status: extract.StatusReady,
			BusinessKey: "demo:P42:" + meeting + ":" + id + ":create-task", SourceLine: 3}
	}
	ds.m1 = extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M1", Date: "2026-10-01"}, Actions: []extract.Action{
		action("M1", "A001", "jihoon", "Write the Q3 budget report", "2026-10-09"),
		action("M1", "A002", "minseo", "Prepare the partner training deck", "2026-10-09"),
	}}
	ds.m2 = extract.Plan{Meeting: extract.Meeting{Tenant: "demo", Project: "P42", Meeting: "M2", Date: "2026-10-08"}, Actions: []extract.Action{
		action("M2", "A001", "jihoon", "Write the budget report", "2026-10-16"),
		action("M2", "A002", "minseo", "Prepare the partner training deck and send it", "2026-10-16"),
	}}
	ds.link(t, ds.m1)
	ds.file(t, ds.m1, held)
	ds.link(t, ds.m2)
	ds.file(t, ds.m2, false)
	return ds
}

// link reads a meeting's plan into its series, as register does.
func (ds *distinctSeries) link(t *testing.T, pl extract.Plan) series.Outcome {
	t.Helper()
	out, err := ds.l.Link(context.Background(), series.Input{Plan: pl})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// file enqueues the plan's keys (the first one held when held).
func (ds *distinctSeries) file(t *testing.T, pl extract.Plan, held bool) {
	t.Helper()
	for i, a := range pl.Actions {
		k := ledger.MustParseKey(a.BusinessKey)
		in, err := a.Intent(pl.Meeting.Project)
		if err != nil {
			t.Fatal(err)
		}
		p := ledger.EnqueueParams{Key: k, Intent: in, Reason: "enqueued", Actor: "axagent", Now: time.Unix(100, 0)}
		if held && i == 0 {
			p.State, p.Reason = ledger.NeedsHuman, "awaiting approval"
		}
		if _, err := ds.s.ExecutionEnqueue(context.Background(), p); err != nil {
			t.Fatal(err)
		}
	}
}

// pairs are the possible links of an outcome, later key → task.
func pairs(out series.Outcome) map[string]string {
	m := map[string]string{}
	for _, p := range out.Possible {
		m[p.ActionKey] = p.Key
	}
	return m
}

const (
	m1a1 = "demo:P42:M1:A001:create-task"
	m1a2 = "demo:P42:M1:A002:create-task"
	m2a1 = "demo:P42:M2:A001:create-task"
	m2a2 = "demo:P42:M2:A002:create-task"
)

// A person's "not the same task" for one possible link of a filed action
// records that pair's link as their distinct decision, with the reason
// and what it was shown on; a rerun of the later meeting no longer shows
// it (and counts the task as not mentioned) yet still shows the action's
// other possible link; a second decision changes nothing and says who
// decided; bad pairs are refused, each with its reason.
func TestDistinctOnePair(t *testing.T) {
	ctx := context.Background()
	ds := newDistinctSeries(t, false)
	first := ds.link(t, ds.m2)
	if got := pairs(first); len(got) != 2 || got[m2a1] != m1a1 || got[m2a2] != m1a2 {
		t.Fatalf("before: possible links %v, want %s→%s and %s→%s", got, m2a1, m1a1, m2a2, m1a2)
	}
	at := time.Date(2026, 10, 9, 10, 0, 0, 0, time.UTC)
	l, wrote, err := series.Distinct(ctx, ds.s, ledger.MustParseKey(m2a1), ledger.MustParseKey(m1a1), "kim", "the yearly budget, not Q3", at)
	if err != nil || !wrote {
		t.Fatalf("distinct: %v (wrote %v)", err, wrote)
	}
	if l.Kind != ledger.LinkDistinct || l.Actor != "kim" || l.Why.Kind != series.EvNotSame || l.Why.Reason != "the yearly budget, not Q3" ||
		l.Why.Of == nil || l.Why.Of.Kind != series.EvContains || !series.SetAside(l) {
		t.Fatalf("the decision: %+v", l)
	}
	// Reruns of both meetings: the pair is neither shown nor linked again.
	again := ds.link(t, ds.m2)
	if got := pairs(again); len(got) != 1 || got[m2a2] != m1a2 {
		t.Fatalf("rerun of M2: possible links %v, want only %s→%s", got, m2a2, m1a2)
	}
	carried := false
	for _, c := range again.Carried {
		carried = carried || c.Key == m1a1
	}
	if !carried {
		t.Errorf("rerun of M2 counts %s as mentioned: %+v", m1a1, again.Carried)
	}
	if got := pairs(ds.link(t, ds.m1)); len(got) != 0 {
		t.Fatalf("rerun of M1: possible links %v", got)
	}
	ls, err := ds.s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: m1a1})
	if err != nil || len(ls) != 1 || ls[0].Kind != ledger.LinkDistinct || ls[0].Actor != "kim" {
		t.Fatalf("links of %s after the reruns: %+v %v", m1a1, ls, err)
	}
	// A second decision, by anyone, changes nothing.
	l2, wrote, err := series.Distinct(ctx, ds.s, ledger.MustParseKey(m2a1), ledger.MustParseKey(m1a1), "lee", "again", at.Add(time.Hour))
	if err != nil || wrote || l2.Actor != "kim" || !l2.At.Equal(at) {
		t.Fatalf("a second decision: %+v wrote %v %v", l2, wrote, err)
	}
	for _, c := range []struct {
		name        string
		later, task string
		why         series.DistinctRefusal
	}{
		{"not shown as possibly it", m2a2, m1a1, series.DistinctNotPossible},
		{"one meeting", m2a1, m2a2, series.DistinctPair},
		{"not a create key", "demo:P42:M2:A001:update-task-1", m1a1, series.DistinctPair},
		{"no such later key", "demo:P42:M2:A009:create-task", m1a1, series.DistinctNoKey},
		{"no such task", m2a1, "demo:P42:M1:A009:create-task", series.DistinctNoTask},
	} {
		_, _, err := series.Distinct(ctx, ds.s, ledger.MustParseKey(c.later), ledger.MustParseKey(c.task), "kim", "x", at)
		var de *series.DistinctError
		if !errors.As(err, &de) || de.Why != c.why {
			t.Errorf("%s: %v, want refused %s", c.name, err, c.why)
		}
	}
	// Set apart, the pair is not merged either: the decision stands.
	var me *series.MergeError
	if _, err := series.CheckMerge(ctx, ds.s, ledger.MustParseKey(m2a1), ledger.MustParseKey(m1a1)); !errors.As(err, &me) {
		t.Errorf("a merge of the pair set apart: %v", err)
	}
	if _, err := series.CheckMerge(ctx, ds.s, ledger.MustParseKey(m2a2), ledger.MustParseKey(m1a2)); err != nil {
		t.Errorf("a merge of the other pair: %v", err)
	}
	// The other pair is untouched, and still offered.
	ls, err = ds.s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: m1a2})
	if err != nil || len(ls) != 1 || ls[0].Kind != ledger.LinkPossible {
		t.Fatalf("links of %s: %+v %v", m1a2, ls, err)
	}
}

// Merged, or waiting for a person: no "not the same task" (a merge is not
// undone here; a held action is approved as new, or merged).
func TestDistinctRefusedForDecidedOrHeld(t *testing.T) {
	ctx := context.Background()
	ds := newDistinctSeries(t, false)
	if _, _, err := ds.s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: ledger.MustParseKey(m1a2), Meeting: "M2", Action: "A002", Kind: ledger.LinkMerged,
		Evidence: "merged by a person: same deck", Actor: "lee", At: time.Unix(200, 0)}); err != nil {
		t.Fatal(err)
	}
	_, _, err := series.Distinct(ctx, ds.s, ledger.MustParseKey(m2a2), ledger.MustParseKey(m1a2), "kim", "x", time.Unix(300, 0))
	var de *series.DistinctError
	if !errors.As(err, &de) || de.Why != series.DistinctMerged || de.By != "lee" {
		t.Fatalf("merged: %v", err)
	}
	if _, err := ds.s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledger.MustParseKey("demo:P42:M3:A001:create-task"), State: ledger.NeedsHuman,
		Intent: ledger.Intent{Project: "P42", Action: "A001", Title: "Write the budget report", Assignee: "jihoon", AssigneeID: "jihoon"}, Reason: "held", Actor: "axagent", Now: time.Unix(100, 0)}); err != nil {
		t.Fatal(err)
	}
	if _, err := ds.s.SeriesLinkAdd(ctx, []ledger.SeriesLink{{Task: ledger.MustParseKey(m1a1), Meeting: "M3", Action: "A001", Kind: ledger.LinkPossible, Evidence: "one title contains the other; a person decides", Actor: "axagent", At: time.Unix(100, 0)}}); err != nil {
		t.Fatal(err)
	}
	_, _, err = series.Distinct(ctx, ds.s, ledger.MustParseKey("demo:P42:M3:A001:create-task"), ledger.MustParseKey(m1a1), "kim", "x", time.Unix(300, 0))
	if !errors.As(err, &de) || de.Why != series.DistinctHeld {
		t.Fatalf("held: %v", err)
	}
}

// Read the other way — the earlier meeting read again while its action
// waits for a person, matched against the later meeting's tasks — the
// pair a person set apart stays apart.
func TestDistinctStandsReadTheOtherWay(t *testing.T) {
	ctx := context.Background()
	ds := newDistinctSeries(t, true)
	if got := pairs(ds.link(t, ds.m2)); got[m2a1] != m1a1 {
		t.Fatalf("before: possible links %v", got)
	}
	if _, _, err := series.Distinct(ctx, ds.s, ledger.MustParseKey(m2a1), ledger.MustParseKey(m1a1), "kim", "the yearly budget", time.Unix(300, 0)); err != nil {
		t.Fatal(err)
	}
	out := ds.link(t, ds.m1)
	if got := pairs(out); got[m1a1] != "" {
		t.Fatalf("rerun of M1 (its action held) shows %s as possibly %s", m1a1, got[m1a1])
	}
	ls, err := ds.s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: m2a1})
	if err != nil || len(ls) != 0 {
		t.Fatalf("links to %s: %+v %v", m2a1, ls, err)
	}
}
