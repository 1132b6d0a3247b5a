package bench

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The River comparison runs River before and after the axagent run, then
// chained (insert and tx) with as many connections as the run's handles
// had on PostgreSQL, and divides axagent's throughput by each.
func TestRiverAroundRunsChainedModes(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "args")
	prog := filepath.Join(dir, "riverbench")
	script := `#!/bin/sh
echo "$@" >> ` + log + `
case "$*" in
*"--chain insert"*) echo '{"jobs_per_sec": 100, "chain": "insert"}' ;;
*"--chain tx"*) echo '{"jobs_per_sec": 50, "chain": "tx"}' ;;
*) echo '{"jobs_per_sec": 1000}' ;;
esac
`
	if err := os.WriteFile(prog, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	o := Options{CompareRiver: prog, Actions: 10, Workers: 3, Path: "postgres://x@127.0.0.1/db", Progress: func(string, ...any) {}}
	after, done, err := riverAround(context.Background(), o, func() string { return o.Path })
	if err != nil {
		t.Fatal(err)
	}
	defer done()
	res := Result{ActionsPerSec: 500}
	if err := after(&res); err != nil {
		t.Fatal(err)
	}
	r := res.River
	if r.AxagentOverIt != 0.5 || r.OverChainInsert != 5 || r.OverChainTx != 10 || r.ChainTx.Chain != "tx" {
		t.Errorf("ratios %+v", r)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	runs := strings.Split(strings.TrimSpace(string(b)), "\n")
	if len(runs) != 4 || !strings.Contains(runs[2], "--chain insert --conns 28") || !strings.Contains(runs[3], "--chain tx --conns 28") {
		t.Errorf("River ran with %q; want plain twice, then --chain insert and --chain tx with --conns 28 (4 × 7 handles)", runs)
	}
}
