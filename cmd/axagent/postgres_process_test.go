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

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// Four worker processes on one PostgreSQL ledger against a sandbox server:
// one task per key and one delivery per notification key. One worker is
// SIGKILLed mid-flight, another is frozen (SIGSTOP) past its lease and then
// woken: the others take over, and the frozen one's late writes are refused.
func TestFourWorkersOnPostgres(t *testing.T) {
	t.Parallel()  // its own processes, directory and ports
	axagentBin(t) // before a PostgreSQL slot: none is held while the binary builds
	holdPostgresSlot(t)
	admin := pgtest.ServerDSN(t)
	dsn := pgtest.FromTemplate(t, admin, pgtest.SharedTemplate(t, admin)) // migrated once per binary
	dir := t.TempDir()
	url := startSandbox(t, dir, "--latency", "100ms")
	// Enough keys that the ledger is not drained before the test, reading
	// the workers' logs behind a loaded machine, has frozen one of them.
	const n = 400
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
		cmd := exec.Command(axagentBin(t), "worker", "--db", dsn, "--config", cfg, "--concurrency", "4", "--poll", "50ms", "--drain", "--log-level", "debug")
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
	// Freeze it while it holds a key: the log line that says it claimed
	// is read after the fact, and a worker on a 100ms tracker can finish
	// its batch before the signal lands, which left nothing to refuse.
	// The ledger says whether it holds a lease; if not, wake it and try
	// at its next claim.
	for try := 0; ; try++ {
		// Lines read late are old news: under load the reader falls behind
		// and a "claimed" taken from the backlog names a batch long done.
		// Only a claim logged after the backlog is skipped is fresh.
		skipBacklog(procs[1].lines)
		waitFor(procs[1], "msg=claimed", 1)
		procs[1].cmd.Process.Signal(syscall.SIGSTOP)
		procs[1].mu.Lock()
		m := ownerRe.FindStringSubmatch(procs[1].all.String())
		procs[1].mu.Unlock()
		if m == nil {
			t.Fatal("the worker logged no owner at start")
		}
		if holdsLease(t, dsn, strings.Trim(m[1], `"`)) {
			t.Logf("froze the worker holding a key at claim %d", try+1)
			break
		}
		if try == 50 {
			t.Fatal("never froze the worker while it held a key")
		}
		procs[1].cmd.Process.Signal(syscall.SIGCONT)
	}
	// The frozen worker's leases (2s, on the database's clock) expire while
	// the others drain the ledger; the waits below are on real processes.
	for _, p := range procs[2:] {
		if err := p.cmd.Wait(); err != nil {
			t.Fatalf("worker: %v", err)
		}
	}
	// Woken, it must find out by itself that its leases are gone; a
	// SIGTERM right away raced that under load (its shutdown deadline
	// cut the late write short). The refusal is waited for, bounded.
	procs[1].cmd.Process.Signal(syscall.SIGCONT)
	// Which write it makes first depends on where it froze: an outcome
	// (stale owner) or a notification it was dispatching (stale
	// dispatcher) — both are the fence refusing the superseded owner.
	waitForAny(procs[1].lines, 60*time.Second, "stale owner write refused", "lease lost while working", "stale dispatcher write refused")
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
	if !strings.Contains(frozen, "stale owner write refused") && !strings.Contains(frozen, "lease lost while working") && !strings.Contains(frozen, "stale dispatcher write refused") {
		t.Logf("frozen worker's log:\n%s", frozen)
		t.Error("the frozen worker's late writes were not refused (no stale-owner refusal in its log)")
	}
}

// skipBacklog discards the lines already buffered, without waiting.
func skipBacklog(lines <-chan string) {
	for {
		select {
		case _, ok := <-lines:
			if !ok {
				return
			}
		default:
			return
		}
	}
}

// waitForAny reads lines until one contains any of msgs, the lines end
// or d passes on the wall clock (a real process, not a fake clock).
func waitForAny(lines <-chan string, d time.Duration, msgs ...string) {
	deadline := time.After(d)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				return
			}
			for _, m := range msgs {
				if strings.Contains(line, m) {
					return
				}
			}
		case <-deadline:
			return
		}
	}
}

// holdsLease says whether owner holds a running key in the ledger at dsn.
func holdsLease(t *testing.T, dsn, owner string) bool {
	t.Helper()
	s, err := postgres.Open(context.Background(), dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	running, err := s.ExecutionList(context.Background(), ledger.ListParams{State: ledger.Running})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range running {
		if e.Owner == owner {
			return true
		}
	}
	return false
}
