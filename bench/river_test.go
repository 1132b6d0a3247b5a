package bench

import (
	"context"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// Each axagent window is divided by the mean of the nearest River window of
// each kind before it and after it, and the figure is the median of those
// per-round ratios. The numbers are chosen so that any other pairing (the
// mean of all River windows, the windows of the next round, one side
// only) or the mean instead of the median gives another answer.
func TestCompareWindowsPairsNeighbours(t *testing.T) {
	ci := func(v float64) Window { return Window{Kind: WindowChainInsert, PerSec: v} }
	ct := func(v float64) Window { return Window{Kind: WindowChainTx, PerSec: v} }
	r := func(v float64) Window { return Window{Kind: WindowRiver, PerSec: v} }
	a := func(v float64) Window { return Window{Kind: WindowAxagent, PerSec: v} }
	ws := []Window{
		ci(100), ct(50),
		r(1000), a(3000), r(2000), // 3000 / 1500 = 2
		ci(300), ct(150),
		r(500), a(1500), r(1000), // 1500 / 750 = 2
		ci(200), ct(100),
		r(1000), a(1000), r(1000), // 1000 / 1000 = 1: a burst in this window
		ci(100), ct(50),
	}
	rc, err := compareWindows(ws)
	if err != nil {
		t.Fatal(err)
	}
	if len(rc.Rounds) != 3 {
		t.Fatalf("%d rounds, want 3", len(rc.Rounds))
	}
	want := []struct{ river, ins, tx float64 }{{2, 3000.0 / 200, 3000.0 / 100}, {2, 1500.0 / 250, 1500.0 / 125}, {1, 1000.0 / 150, 1000.0 / 75}}
	for i, w := range want {
		g := rc.Rounds[i]
		if !near(g.OverRiver, w.river) || !near(g.OverChainInsert, w.ins) || !near(g.OverChainTx, w.tx) {
			t.Errorf("round %d: over river %.4f, chain_insert %.4f, chain_tx %.4f; want %.4f, %.4f, %.4f", i+1, g.OverRiver, g.OverChainInsert, g.OverChainTx, w.river, w.ins, w.tx)
		}
	}
	if g := rc.Rounds[1].River; g != [2]float64{500, 1000} {
		t.Errorf("round 2's River windows %v, want [500 1000] (the ones right before and after it)", g)
	}
	if !near(rc.AxagentOverIt, 2) || !near(rc.AxagentOverItMin, 1) || !near(rc.AxagentOverItMax, 2) {
		t.Errorf("over river median %.4f (min %.4f, max %.4f); want 2 (1, 2)", rc.AxagentOverIt, rc.AxagentOverItMin, rc.AxagentOverItMax)
	}
	if !near(rc.OverChainInsert, 1000.0/150) || !near(rc.OverChainTx, 1000.0/75) || !near(rc.OverChainTxMax, 30) || !near(rc.JobsPerSec, 1000) {
		t.Errorf("chain medians %.4f / %.4f (tx max %.4f), river jobs/s %.1f", rc.OverChainInsert, rc.OverChainTx, rc.OverChainTxMax, rc.JobsPerSec)
	}
	// An axagent window with River on one side only is no round.
	if _, err := compareWindows([]Window{r(1000), a(2000)}); err == nil {
		t.Error("an axagent window without a River window after it was compared")
	}
	if m, lo, hi := medianSpread([]float64{4, 1, 3, 2}); m != 2.5 || lo != 1 || hi != 4 {
		t.Errorf("median of 4 values %.2f (%.0f–%.0f), want 2.5 (1–4)", m, lo, hi)
	}
}

// fakeRiver writes a riverbench stand-in that logs its arguments and
// answers the n-th one-job run with 1000·n jobs/s, chained runs with 100
// and 50.
func fakeRiver(t *testing.T) (prog, log string) {
	dir := t.TempDir()
	log, prog = filepath.Join(dir, "args"), filepath.Join(dir, "riverbench")
	count := filepath.Join(dir, "count")
	script := `#!/bin/sh
echo "$@" >> ` + log + `
case "$*" in
*"--chain insert"*) echo '{"jobs_per_sec": 100, "chain": "insert", "seconds": 1}' ;;
*"--chain tx"*) echo '{"jobs_per_sec": 50, "chain": "tx", "seconds": 1}' ;;
*) echo x >> ` + count + `; n=$(wc -l < ` + count + `); echo "{\"jobs_per_sec\": ${n}000, \"seconds\": 1}" ;;
esac
`
	if err := os.WriteFile(prog, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return prog, log
}

// --compare-river alternates River and axagent windows (C R A R C R A R C
// …) on new ledgers, and the ratios printed are computed from the windows
// printed.
func TestRoundsAlternateWithRiver(t *testing.T) {
	t.Parallel()
	prog, log := fakeRiver(t)
	res, err := Run(context.Background(), Options{CompareRiver: prog, Actions: 60, Workers: 2, BatchSize: 16, IngestBatch: 20, Baseline: -1,
		Path: filepath.Join(t.TempDir(), "b.db")})
	if err != nil {
		t.Fatal(err)
	}
	rc := res.River
	var kinds []string
	for _, w := range rc.Windows {
		kinds = append(kinds, w.Kind)
	}
	c, r, a := "chain_insert chain_tx", "river", "axagent"
	want := strings.Join([]string{c, r, a, r, c, r, a, r, c, r, a, r, c}, " ")
	if got := strings.Join(kinds, " "); got != want {
		t.Fatalf("windows %s\nwant    %s", got, want)
	}
	if len(rc.Rounds) != 3 || res.FinishedInLedger != 60 {
		t.Fatalf("%d rounds, %d finished in the reported run; want 3 rounds of new ledgers of 60", len(rc.Rounds), res.FinishedInLedger)
	}
	// One-job River windows answered 1000, 2000, … 6000 jobs/s in order.
	var ratios []float64
	for i, g := range rc.Rounds {
		river := [2]float64{float64(2*i+1) * 1000, float64(2*i+2) * 1000}
		ax := rc.Windows[3+5*i].PerSec
		if g.River != river || g.ActionsPerSec != ax || !near(g.OverRiver, ax/((river[0]+river[1])/2)) || !near(g.OverChainInsert, ax/100) || !near(g.OverChainTx, ax/50) {
			t.Errorf("round %d: %+v; want River %v around axagent %.1f", i+1, g, river, ax)
		}
		ratios = append(ratios, g.OverRiver)
	}
	if m, lo, hi := medianSpread(ratios); rc.AxagentOverIt != m || rc.AxagentOverItMin != lo || rc.AxagentOverItMax != hi {
		t.Errorf("over river %.3f (%.3f–%.3f), want the rounds' median %.3f (%.3f–%.3f)", rc.AxagentOverIt, rc.AxagentOverItMin, rc.AxagentOverItMax, m, lo, hi)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	if runs := strings.Split(strings.TrimSpace(string(b)), "\n"); len(runs) != 14 || strings.Contains(string(b), "--conns") {
		t.Errorf("River ran %d times (want 14) with %q; no --conns on SQLite", len(runs), runs)
	}
}

// On PostgreSQL the chained River runs get as many connections as the
// axagent run's handles had (4 × 7 for 3 workers).
func TestRoundsPostgresChainConns(t *testing.T) {
	t.Parallel()
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	prog, log := fakeRiver(t)
	res, err := Run(context.Background(), Options{CompareRiver: prog, Rounds: 1, Actions: 40, Workers: 3, BatchSize: 16, Baseline: -1, Path: dsn})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.River.Rounds) != 1 || !near(res.River.AxagentOverIt, res.ActionsPerSec/1500) {
		t.Errorf("rounds %+v, actions/s %.1f", res.River.Rounds, res.ActionsPerSec)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	runs := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(runs) != 6 || !strings.Contains(runs[0], "--chain insert --conns 28") || !strings.Contains(runs[1], "--chain tx --conns 28") || strings.Contains(runs[2], "--chain") {
		t.Errorf("River ran with %q; want --chain insert and --chain tx with --conns 28 (4 × 7 handles), then plain", runs)
	}
}
