package main

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// Four worker processes on one PostgreSQL ledger against a sandbox server:
// one task per key and one delivery per notification key. One worker is
// SIGKILLed mid-flight, another is frozen (SIGSTOP) past its lease and then
// woken: the others take over, and the frozen one's late writes are refused.
func TestFourWorkersOnPostgres(t *testing.T) {
	t.Parallel() // its own processes, directory and ports
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	dir := t.TempDir()
	url := startSandbox(t, dir, "--latency", "100ms")
	const n = 200
	seedPostgres(t, dsn, n)
	cfg := filepath.Join(dir, "axagent.yaml")
	os.WriteFile(cfg, []byte("worker:\n  lease: 2s\n  backoff_initial: 100ms\n  reconcile_recheck: 500ms\n"), 0o644)
	env := append(os.Environ(), "AXAGENT_SANDBOX_URL="+url)

	type proc struct {
		cmd   *exec.Cmd
		lines chan string
		all   *strings.Builder
		mu    *sync.Mutex
	}
	start := func() proc {
		cmd := exec.Command(bin, "worker", "--db", dsn, "--config", cfg, "--concurrency", "4", "--poll", "50ms", "--drain", "--log-level", "debug")
		cmd.Dir, cmd.Env = dir, env
		stderr, _ := cmd.StderrPipe()
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		p := proc{cmd: cmd, lines: make(chan string, 4096), all: &strings.Builder{}, mu: &sync.Mutex{}}
		go func() {
			sc := bufio.NewScanner(stderr)
			for sc.Scan() {
				p.mu.Lock()
				p.all.WriteString(sc.Text() + "\n")
				p.mu.Unlock()
				select {
				case p.lines <- sc.Text():
				default:
				}
			}
			close(p.lines)
		}()
		return p
	}
	waitFor := func(p proc, msg string, k int) {
		for seen := 0; seen < k; {
			line, ok := <-p.lines
			if !ok {
				t.Fatalf("worker ended before %d× %q", k, msg)
			}
			if strings.Contains(line, msg) {
				seen++
			}
		}
	}
	var procs []proc
	for i := 0; i < 4; i++ {
		procs = append(procs, start())
	}
	// Kill one mid-flight, freeze another right after it claimed a batch:
	// each call takes 100ms, so it is in flight for a while.
	waitFor(procs[0], "msg=recorded", 8)
	procs[0].cmd.Process.Signal(syscall.SIGKILL)
	waitFor(procs[1], "msg=recorded", 4)
	waitFor(procs[1], "msg=claimed", 1)
	procs[1].cmd.Process.Signal(syscall.SIGSTOP)
	// The frozen worker's leases (2s, on the database's clock) expire while
	// the others drain the ledger; the waits below are on real processes.
	for _, p := range procs[2:] {
		if err := p.cmd.Wait(); err != nil {
			t.Fatalf("worker: %v", err)
		}
	}
	procs[1].cmd.Process.Signal(syscall.SIGCONT)
	procs[1].cmd.Process.Signal(syscall.SIGTERM)
	procs[1].cmd.Wait()
	procs[0].cmd.Wait()
	// A last drain settles anything the frozen worker touched after waking.
	last := start()
	if err := last.cmd.Wait(); err != nil {
		t.Fatalf("last worker: %v", err)
	}

	settledOnceEach(t, dsn, url, n)
	procs[1].mu.Lock()
	frozen := procs[1].all.String()
	procs[1].mu.Unlock()
	if !strings.Contains(frozen, "stale owner write refused") && !strings.Contains(frozen, "lease lost while working") {
		t.Logf("frozen worker's log:\n%s", frozen)
		t.Error("the frozen worker's late writes were not refused (no stale-owner refusal in its log)")
	}
	_ = time.Second
}

// The scenario files pass unchanged on a PostgreSQL ledger (a fresh schema
// per world), and leave no schema behind.
func TestScenariosOnPostgres(t *testing.T) {
	longtest.Skip(t, "every scenario file on PostgreSQL, a schema per world")
	// A database of its own; in-process sandboxes and fake clocks.
	t.Parallel()
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	files, _ := filepath.Glob(filepath.Join("..", "..", "scenarios", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no scenario files")
	}
	// Eight runs at once over every file (--parallel): a world spends most
	// of its time waiting for the server (a schema and its migrations,
	// ~2 s). One world after another took 400 s of the package's 640; four
	// CLI runs of a quarter of the files each still waited 94 s for
	// all_faults_combined.yaml's fifteen runs one after another (issue 32).
	var out, errb strings.Builder
	code := runWith(context.Background(), append([]string{"scenario", "run", "--db", dsn, "--parallel", "8"}, files...), &out, &errb)
	if code != 0 {
		t.Fatalf("scenario run on PostgreSQL: exit %d\n%s\n%s", code, out.String(), errb.String())
	}
	n := 0
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.HasPrefix(line, "match  ") {
			n++
		}
	}
	if n != len(files) {
		t.Fatalf("%d of %d files matched:\n%s", n, len(files), out.String())
	}
	s, err := postgres.Open(context.Background(), dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var schemas int
	if err := s.Pool().QueryRow(context.Background(), `SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'axagent_scenario_%'`).Scan(&schemas); err != nil {
		t.Fatal(err)
	}
	if schemas != 0 {
		t.Fatalf("%d scenario schemas left behind", schemas)
	}
}
