package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"time"

	"github.com/axagent/axagent/app"
)

// RiverResult is one run of the River benchmark program (bench/river):
// River v0.51.2 on riverpgxv5 (the same PostgreSQL server) or riversqlite
// (a SQLite file on the same disk), unique jobs inserted with InsertMany
// in batches of 50, 64 workers, no-op work.
type RiverResult struct {
	River         string  `json:"river"`
	Jobs          int     `json:"jobs"`
	InsertBatch   int     `json:"insert_batch"`
	Workers       int     `json:"workers"`
	Unique        bool    `json:"unique"`
	Chain         string  `json:"chain,omitempty"`
	FetchCooldown float64 `json:"fetch_cooldown_ms"`
	Seconds       float64 `json:"seconds"`
	JobsPerSec    float64 `json:"jobs_per_sec"`
	DBBytesPerJob float64 `json:"db_bytes_per_job"`
}

// RiverComparison is the same-run comparison with River (runRounds):
// every window in the order it ran, each axagent window's ratio over the
// River windows either side of it (one per kind), and the median of those
// per-round ratios, which is the figure; min and max show the spread.
type RiverComparison struct {
	Windows []Window     `json:"windows"`
	Rounds  []RiverRound `json:"rounds"`
	// JobsPerSec is the median over the rounds of the mean of the two
	// one-job River windows either side of each axagent window.
	JobsPerSec       float64 `json:"jobs_per_sec"`
	AxagentOverIt    float64 `json:"actions_per_sec_over_river"`
	AxagentOverItMin float64 `json:"actions_per_sec_over_river_min"`
	AxagentOverItMax float64 `json:"actions_per_sec_over_river_max"`

	OverChainInsert    float64 `json:"actions_per_sec_over_river_chain_insert"`
	OverChainInsertMin float64 `json:"actions_per_sec_over_river_chain_insert_min"`
	OverChainInsertMax float64 `json:"actions_per_sec_over_river_chain_insert_max"`
	OverChainTx        float64 `json:"actions_per_sec_over_river_chain_tx"`
	OverChainTxMin     float64 `json:"actions_per_sec_over_river_chain_tx_min"`
	OverChainTxMax     float64 `json:"actions_per_sec_over_river_chain_tx_max"`
}

// The kinds of window in a comparison: axagent's pipeline, River with one
// no-op job per item, and River doing what an action does, two jobs per
// item (riverbench --chain): ChainInsert, a create job that inserts its
// notify job and returns (at-least-once, River's idiomatic form), and
// ChainTx, a create job that inserts its notify job and completes itself
// in one transaction (as axagent records a success with its notification).
const (
	WindowAxagent     = "axagent"
	WindowRiver       = "river"
	WindowChainInsert = "chain_insert"
	WindowChainTx     = "chain_tx"
)

// Window is one measured window: axagent's actions/s or River's items/s.
type Window struct {
	Kind    string  `json:"kind"`
	PerSec  float64 `json:"per_sec"`
	Seconds float64 `json:"seconds"`
	// DBBytes is per finished action (axagent) or per job (River).
	DBBytes float64 `json:"db_bytes_per_item"`
}

// RiverRound is one axagent window and the River windows of each kind
// nearest before and after it, with axagent's ratio over their mean.
type RiverRound struct {
	ActionsPerSec   float64    `json:"actions_per_sec"`
	River           [2]float64 `json:"river_jobs_per_sec_before_after"`
	OverRiver       float64    `json:"actions_per_sec_over_river"`
	ChainInsert     [2]float64 `json:"chain_insert_per_sec_before_after,omitempty"`
	OverChainInsert float64    `json:"actions_per_sec_over_river_chain_insert,omitempty"`
	ChainTx         [2]float64 `json:"chain_tx_per_sec_before_after,omitempty"`
	OverChainTx     float64    `json:"actions_per_sec_over_river_chain_tx,omitempty"`
}

// compareWindows pairs each axagent window with the nearest window of
// each River kind before it and after it, divides axagent's throughput by
// their mean, and takes the median (and spread) of those per-round ratios.
// A load burst during one window then moves one round's ratio, not the
// figure. Kinds with no window are left at zero; a kind missing on one
// side of an axagent window is an error.
func compareWindows(ws []Window) (*RiverComparison, error) {
	rc := &RiverComparison{Windows: ws}
	var river, over, overIns, overTx []float64
	for p, w := range ws {
		if w.Kind != WindowAxagent {
			continue
		}
		r := RiverRound{ActionsPerSec: w.PerSec}
		for _, k := range []struct {
			kind  string
			pair  *[2]float64
			ratio *float64
			all   *[]float64
		}{{WindowRiver, &r.River, &r.OverRiver, &over}, {WindowChainInsert, &r.ChainInsert, &r.OverChainInsert, &overIns}, {WindowChainTx, &r.ChainTx, &r.OverChainTx, &overTx}} {
			before, okB := nearest(ws, p, -1, k.kind)
			after, okA := nearest(ws, p, +1, k.kind)
			if !okB && !okA && k.kind != WindowRiver {
				continue
			}
			if !okB || !okA || before <= 0 || after <= 0 {
				return nil, fmt.Errorf("compare river: axagent window %d has no %s window with a throughput on both sides", p+1, k.kind)
			}
			*k.pair = [2]float64{before, after}
			*k.ratio = w.PerSec / ((before + after) / 2)
			*k.all = append(*k.all, *k.ratio)
			if k.kind == WindowRiver {
				river = append(river, (before+after)/2)
			}
		}
		rc.Rounds = append(rc.Rounds, r)
	}
	if len(rc.Rounds) == 0 {
		return nil, fmt.Errorf("compare river: no axagent window")
	}
	rc.JobsPerSec, _, _ = medianSpread(river)
	rc.AxagentOverIt, rc.AxagentOverItMin, rc.AxagentOverItMax = medianSpread(over)
	rc.OverChainInsert, rc.OverChainInsertMin, rc.OverChainInsertMax = medianSpread(overIns)
	rc.OverChainTx, rc.OverChainTxMin, rc.OverChainTxMax = medianSpread(overTx)
	return rc, nil
}

// nearest is the throughput of the first window of kind from position p
// in direction dir (-1 before, +1 after).
func nearest(ws []Window, p, dir int, kind string) (float64, bool) {
	for i := p + dir; i >= 0 && i < len(ws); i += dir {
		if ws[i].Kind == kind {
			return ws[i].PerSec, true
		}
	}
	return 0, false
}

// medianSpread is the median of v (the mean of the middle two for an even
// count), its minimum and its maximum; zeros for none.
func medianSpread(v []float64) (median, lo, hi float64) {
	if len(v) == 0 {
		return 0, 0, 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	n := len(s)
	median = s[n/2]
	if n%2 == 0 {
		median = (s[n/2-1] + s[n/2]) / 2
	}
	return median, s[0], s[n-1]
}

// riverFetchCooldown is River's FetchCooldown in the comparison: its
// smallest allowed value, River's fastest setting. With the default
// (100 ms) a producer fetches at most 10 times a second, which caps 64
// workers near 640 jobs/s.
const riverFetchCooldown = time.Millisecond

// riverProgram returns the River benchmark to run: path itself when it is
// an executable, or, when it is the bench/river module's directory, a
// binary built from it into dir (the module is kept out of axagent's
// go.mod, so it is built on demand).
func riverProgram(ctx context.Context, path, dir string) (string, error) {
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("compare river: %w", err)
	}
	if !st.IsDir() {
		return path, nil
	}
	if _, err := os.Stat(filepath.Join(path, "go.mod")); err != nil {
		return "", fmt.Errorf("compare river: %s: want the bench/river module's directory or a built riverbench program", path)
	}
	bin := filepath.Join(dir, "riverbench")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, ".")
	cmd.Dir = path
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("compare river: build %s: %w\n%s", path, err, out)
	}
	return bin, nil
}

// runRiver runs the River program once for jobs jobs on dsn's database,
// with extra flags (--chain, --conns).
func runRiver(ctx context.Context, bin, dsn string, jobs int, extra ...string) (RiverResult, error) {
	var stdout, stderr bytes.Buffer
	args := append([]string{"--db", dsn, "--jobs", strconv.Itoa(jobs), "--batch", "50", "--workers", "64",
		"--fetch-cooldown", riverFetchCooldown.String()}, extra...)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		return RiverResult{}, fmt.Errorf("compare river: %w: %s", err, bytes.TrimSpace(stderr.Bytes()))
	}
	var r RiverResult
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		return RiverResult{}, fmt.Errorf("compare river: read result: %w", err)
	}
	return r, nil
}

// runRounds is the pipeline against River on the same backend, as a
// benchmark tool compares two programs on a noisy machine: o.Rounds axagent
// windows, each between two one-job River windows run right before and
// right after it, and River's two chained forms between rounds and at
// both ends:
//
//	C R A R C R A R C R A R C    (C: chain_insert, chain_tx)
//
// Each round's ratio is its axagent window over the mean of the River
// windows of a kind nearest before and after it (compareWindows); the
// figure is the median of the rounds' ratios, printed with min and max.
// Every axagent window is a new ledger; the result's other figures are the
// round with the median actions/s.
func runRounds(ctx context.Context, o Options) (Result, error) {
	dir, err := os.MkdirTemp("", "axagent-river")
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer os.RemoveAll(dir)
	bin, err := riverProgram(ctx, o.CompareRiver, dir)
	if err != nil {
		return Result{}, err
	}
	pg := app.IsPostgres(o.Path)
	// River on a new file of its own beside the ledger each window,
	// removed once measured; on PostgreSQL, a fresh schema of the server.
	riverDir := dir
	if !pg && o.Path != "" {
		riverDir = filepath.Dir(o.Path)
	}
	var extra []string
	if pg {
		// A chained create job holds a connection for its transaction:
		// River gets as many as the axagent run's handles had (4 each).
		extra = []string{"--conns", strconv.Itoa(4 * (2*o.Workers + 1))}
	}
	var ws []Window
	record := func(w Window) {
		ws = append(ws, w)
		o.Progress("window %d: %s %.0f/s (%.2f s)", len(ws), w.Kind, w.PerSec, w.Seconds)
	}
	river := func(kind string, args ...string) error {
		target := o.Path
		if !pg {
			target = filepath.Join(riverDir, fmt.Sprintf("river-%d.db", len(ws)+1))
			defer removeDB(target)
		}
		o.Progress("river %s: %d unique jobs, InsertMany by 50, 64 workers, FetchCooldown %s", kind, o.Actions, riverFetchCooldown)
		r, err := runRiver(ctx, bin, target, o.Actions, args...)
		if err != nil {
			return err
		}
		record(Window{Kind: kind, PerSec: r.JobsPerSec, Seconds: r.Seconds, DBBytes: r.DBBytesPerJob})
		return nil
	}
	chains := func() error {
		if err := river(WindowChainInsert, append([]string{"--chain", "insert"}, extra...)...); err != nil {
			return err
		}
		return river(WindowChainTx, append([]string{"--chain", "tx"}, extra...)...)
	}
	var results []Result
	if err := chains(); err != nil {
		return Result{}, err
	}
	for i := 0; i < o.Rounds; i++ {
		if err := river(WindowRiver); err != nil {
			return Result{}, err
		}
		oi := o
		oi.CompareRiver = ""
		if !pg && o.Path != "" && i > 0 {
			oi.Path = fmt.Sprintf("%s.round%d", o.Path, i+1)
		}
		o.Progress("round %d of %d: axagent", i+1, o.Rounds)
		res, err := runOnce(ctx, oi)
		if err != nil {
			return res, err
		}
		results = append(results, res)
		record(Window{Kind: WindowAxagent, PerSec: res.ActionsPerSec, Seconds: res.Seconds, DBBytes: res.DBBytesPerAction})
		if err := river(WindowRiver); err != nil {
			return Result{}, err
		}
		if err := chains(); err != nil {
			return Result{}, err
		}
	}
	rc, err := compareWindows(ws)
	if err != nil {
		return Result{}, err
	}
	// The run reported in full is the one with the median throughput.
	order := make([]int, len(results))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return results[order[a]].ActionsPerSec < results[order[b]].ActionsPerSec })
	res := results[order[len(order)/2]]
	res.River = rc
	o.Progress("actions/s over river: median %.2f of %d rounds (min %.2f, max %.2f)", rc.AxagentOverIt, len(rc.Rounds), rc.AxagentOverItMin, rc.AxagentOverItMax)
	return res, nil
}
