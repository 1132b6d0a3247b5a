package main

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/app"
)

// The bench command runs end to end with a tiny N and prints every key the
// issue names.
func TestBenchCommandJSON(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	db := filepath.Join(t.TempDir(), "bench.db")
	var out, errb bytes.Buffer
	code := runWith(context.Background(), []string{"bench", "--actions", "40", "--workers", "2", "--batch", "8", "--ingest-batch", "10",
		"--target-latency", "1ms", "--preload", "100", "--baseline", "100ms", "--db", db, "-o", "json"}, &out, &errb)
	if code != 0 {
		t.Fatalf("bench: exit %d\n%s", code, errb.String())
	}
	var res map[string]any
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatalf("bench output: %v\n%s", err, out.String())
	}
	for _, k := range []string{"actions", "seconds", "actions_per_sec", "ledger_commits_per_action", "claim_p50_ms", "claim_p99_ms",
		"end_to_end_p50_ms", "end_to_end_p99_ms", "db_bytes_per_action", "peak_rss_bytes", "baseline_txn_per_sec"} {
		if _, ok := res[k]; !ok {
			t.Errorf("missing %q in %s", k, out.String())
		}
	}
	if res["actions"] != float64(40) || res["finished_in_ledger"] != float64(140) || res["target_create_calls"] != float64(40) || res["target_send_calls"] != float64(40) {
		t.Errorf("want 40 actions created and sent on top of 100 preloaded: %s", out.String())
	}
	if v, _ := res["ledger_commits_per_action"].(float64); v <= 0 || v > 2.5 {
		t.Errorf("ledger_commits_per_action = %v, want (0, 2.5]", v)
	}
	if v, _ := res["baseline_txn_per_sec"].(float64); v <= 0 {
		t.Errorf("baseline_txn_per_sec = %v", v)
	}
}

func TestBenchCommandTableAndRefusals(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	var out, errb bytes.Buffer
	if code := runWith(context.Background(), []string{"bench", "--actions", "10", "--batch", "4", "--baseline", "-1s"}, &out, &errb); code != 0 {
		t.Fatalf("bench: exit %d\n%s", code, errb.String())
	}
	for _, want := range []string{"actions_per_sec", "ledger_commits_per_action", "db_bytes_per_action", "claim p50 / p99"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
	// An existing file is never used: bench writes synthetic rows.
	db := filepath.Join(t.TempDir(), "real.db")
	out.Reset()
	errb.Reset()
	if err := app.CreateLedgerFile(context.Background(), db); err != nil {
		t.Fatal(err)
	}
	errb.Reset()
	if code := runWith(context.Background(), []string{"bench", "--actions", "10", "--db", db}, &out, &errb); code == 0 || !strings.Contains(errb.String(), "exists") {
		t.Errorf("bench on an existing ledger: exit %d, %s", code, errb.String())
	}
	errb.Reset()
	if code := runWith(context.Background(), []string{"bench", "--synchronous", "OFF"}, &out, &errb); code != exitUsage {
		t.Errorf("--synchronous OFF: exit %d, want %d (%s)", code, exitUsage, errb.String())
	}
}
