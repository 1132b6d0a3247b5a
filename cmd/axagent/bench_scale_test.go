package main

import (
	"encoding/json"
	"path/filepath"
	"testing"
)

// TestBenchProcessesSQLite runs `axagent bench --processes 2` at its
// smallest on SQLite: worker processes of this binary share one ledger,
// every action is created and notified exactly once, and wake-ups of idle
// workers in another process are measured.
func TestBenchProcessesSQLite(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	out, errOut, code := axagent(t, dir, nil, "bench", "--processes", "2", "--actions", "60", "--wakeups", "3",
		"--db", filepath.Join(dir, "scale.db"), "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var res struct {
		Processes      int     `json:"processes"`
		Actions        int     `json:"actions"`
		PerSec         float64 `json:"actions_per_sec"`
		Single         float64 `json:"single_process_actions_per_sec"`
		WakeP50        float64 `json:"wakeup_p50_ms"`
		Samples        int     `json:"wakeup_samples"`
		DupTasks       int     `json:"duplicate_tasks"`
		DupNotes       int     `json:"duplicate_notifications"`
		Finished       int     `json:"finished_in_ledger"`
		EndToEndP50Ms  float64 `json:"end_to_end_p50_ms"`
		ClaimP99Ms     float64 `json:"claim_p99_ms"`
		DBBytesPerAct  float64 `json:"db_bytes_per_action"`
		TargetLatency  float64 `json:"target_latency_ms"`
		CallsInFlight  int     `json:"target_calls_in_flight"`
		ChannelDedupOn bool    `json:"channel_dedup"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if res.Processes != 2 || res.Actions != 60 || res.PerSec <= 0 || res.Single <= 0 || res.Samples != 3 || res.WakeP50 <= 0 {
		t.Fatalf("result %+v", res)
	}
	if res.DupTasks != 0 || res.DupNotes != 0 || res.Finished != 60+3*3 {
		t.Fatalf("duplicates %d/%d, finished %d; want none and 69", res.DupTasks, res.DupNotes, res.Finished)
	}
}
