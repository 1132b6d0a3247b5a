package bench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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

// RiverComparison is River measured right before and right after the
// axagent run, and axagent's throughput over their mean; then River doing
// what an axagent action does, two jobs per item (riverbench --chain):
// ChainInsert, a create job that inserts its notify job and returns
// (at-least-once, River's idiomatic form), and ChainTx, a create job that
// inserts its notify job and completes itself in one transaction (as
// axagent records a success with its notification), each with axagent's
// throughput over its items per second.
type RiverComparison struct {
	Before        RiverResult `json:"before"`
	After         RiverResult `json:"after"`
	JobsPerSec    float64     `json:"jobs_per_sec"`
	AxagentOverIt float64     `json:"actions_per_sec_over_river"`

	ChainInsert     RiverResult `json:"chain_insert"`
	ChainTx         RiverResult `json:"chain_tx"`
	OverChainInsert float64     `json:"actions_per_sec_over_river_chain_insert"`
	OverChainTx     float64     `json:"actions_per_sec_over_river_chain_tx"`
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

// riverAround measures River right away, before the axagent run, and
// returns the function to call right after it: River again, then both in
// res.River with axagent's throughput over their mean. target names where
// each River run goes (a new SQLite file, or the PostgreSQL DSN). done
// removes the built program.
func riverAround(ctx context.Context, o Options, target func() string) (after func(*Result) error, done func(), err error) {
	dir, err := os.MkdirTemp("", "axagent-river")
	if err != nil {
		return nil, nil, fmt.Errorf("bench: %w", err)
	}
	done = func() { os.RemoveAll(dir) }
	bin, err := riverProgram(ctx, o.CompareRiver, dir)
	if err != nil {
		done()
		return nil, nil, err
	}
	o.Progress("river (before): %d unique jobs, InsertMany by 50, 64 workers, FetchCooldown %s", o.Actions, riverFetchCooldown)
	rc := &RiverComparison{}
	if rc.Before, err = runRiver(ctx, bin, target(), o.Actions); err != nil {
		done()
		return nil, nil, err
	}
	after = func(res *Result) error {
		o.Progress("river (after)")
		var err error
		if rc.After, err = runRiver(ctx, bin, target(), o.Actions); err != nil {
			return err
		}
		rc.JobsPerSec = (rc.Before.JobsPerSec + rc.After.JobsPerSec) / 2
		rc.AxagentOverIt = res.ActionsPerSec / rc.JobsPerSec
		// A chained create job holds a connection for its transaction:
		// River gets as many as the axagent run's handles had (4 each).
		var conns []string
		if app.IsPostgres(o.Path) {
			conns = []string{"--conns", strconv.Itoa(4 * (2*o.Workers + 1))}
		}
		o.Progress("river (chained: create job → notify job)")
		if rc.ChainInsert, err = runRiver(ctx, bin, target(), o.Actions, append([]string{"--chain", "insert"}, conns...)...); err != nil {
			return err
		}
		if rc.ChainTx, err = runRiver(ctx, bin, target(), o.Actions, append([]string{"--chain", "tx"}, conns...)...); err != nil {
			return err
		}
		rc.OverChainInsert = res.ActionsPerSec / rc.ChainInsert.JobsPerSec
		rc.OverChainTx = res.ActionsPerSec / rc.ChainTx.JobsPerSec
		res.River = rc
		return nil
	}
	return after, done, nil
}
