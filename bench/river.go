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
)

// RiverResult is one run of the River benchmark program (bench/river):
// River v0.51.2 on riverpgxv5, unique jobs inserted with InsertMany in
// batches of 50, 64 workers, no-op work, on the same PostgreSQL server.
type RiverResult struct {
	River         string  `json:"river"`
	Jobs          int     `json:"jobs"`
	InsertBatch   int     `json:"insert_batch"`
	Workers       int     `json:"workers"`
	Unique        bool    `json:"unique"`
	FetchCooldown float64 `json:"fetch_cooldown_ms"`
	Seconds       float64 `json:"seconds"`
	JobsPerSec    float64 `json:"jobs_per_sec"`
	DBBytesPerJob float64 `json:"db_bytes_per_job"`
}

// RiverComparison is River measured right before and right after the
// axagent run, and axagent's throughput over their mean.
type RiverComparison struct {
	Before        RiverResult `json:"before"`
	After         RiverResult `json:"after"`
	JobsPerSec    float64     `json:"jobs_per_sec"`
	AxagentOverIt float64     `json:"actions_per_sec_over_river"`
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

// runRiver runs the River program once for jobs jobs on dsn's database.
func runRiver(ctx context.Context, bin, dsn string, jobs int) (RiverResult, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, bin, "--db", dsn, "--jobs", strconv.Itoa(jobs), "--batch", "50", "--workers", "64",
		"--fetch-cooldown", riverFetchCooldown.String())
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
