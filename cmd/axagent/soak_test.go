package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
)

// armFaults arms transient sandbox faults: 503 and 429 before commit, a
// create whose response is lost after commit, a lost notification ack.
func armFaults(t *testing.T, url string, n int) {
	t.Helper()
	body := fmt.Sprintf(`[{"fault":"fail_create_before_commit","count":%[1]d},{"fault":"rate_limit_create","count":%[1]d},`+
		`{"fault":"drop_create_response_after_commit","count":%[1]d},{"fault":"drop_notify_ack_after_delivery","count":%[1]d}]`, n)
	resp, err := http.Post(url+"/_admin/faults", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("arm faults: %d", resp.StatusCode)
	}
}

// TestSoakKillsUnderLatencyAndFaults is a CI-sized form of the held-out
// soak (issue 19): pairs of worker processes on one ledger are SIGKILLed at
// random moments while the sandbox answers slowly (so kills land on calls
// in flight) and transient faults keep firing (503 and 429 before commit,
// lost create responses, lost notification acks). The sandbox has its
// default capabilities; notifications are not deduplicated by the channel,
// so its delivery history and the outbox must hold. At the end: every key has exactly one task and one delivered notification, none
// is lost, and none was given up because of the kills.
func TestSoakKillsUnderLatencyAndFaults(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	if testing.Short() {
		t.Skip("soak")
	}
	longtest.Skip(t, "soak")
	dir := t.TempDir()
	url := startSandbox(t, dir, "--latency", "120ms")
	axbin := axagentBin(t) // here: the workers start on other goroutines
	db := filepath.Join(dir, "ledger.db")
	ctx := context.Background()
	s, err := sqlite.Open(ctx, db, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 150
	ingestTasks(t, s, n, "soak")
	s.Close()
	cfg := filepath.Join(dir, "axagent.yaml")
	if err := os.WriteFile(cfg, []byte("worker:\n  lease: 1s\n  backoff_initial: 100ms\n  backoff_max: 1s\n  reconcile_recheck: 500ms\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "AXAGENT_SANDBOX_URL="+url)
	rng := rand.New(rand.NewSource(19))
	kills := 0
	for round := 0; round < 10; round++ {
		armFaults(t, url, 1)
		var wg sync.WaitGroup
		for w := 0; w < 2; w++ {
			want := 1 + rng.Intn(12)
			after := time.Duration(200+rng.Intn(1300)) * time.Millisecond
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := exec.Command(axbin, "worker", "--db", db, "--config", cfg, "--concurrency", "4", "--poll", "50ms")
				cmd.Dir, cmd.Env = dir, env
				stderr, _ := cmd.StderrPipe()
				if err := cmd.Start(); err != nil {
					t.Error(err)
					return
				}
				// Kill at a random moment: after a random number of
				// recorded outcomes (with the latency, other calls of this
				// worker are in flight then) or a random time, whichever
				// comes first.
				counted := make(chan struct{})
				go func() {
					sc := bufio.NewScanner(stderr)
					seen := 0
					for sc.Scan() {
						if strings.Contains(sc.Text(), "msg=recorded") || strings.Contains(sc.Text(), "msg=notification") {
							if seen++; seen == want {
								close(counted)
							}
						}
					}
				}()
				select {
				case <-counted:
				case <-time.After(after):
				}
				cmd.Process.Signal(syscall.SIGKILL)
				cmd.Wait()
			}()
			kills++
		}
		wg.Wait()
	}
	// The faults stop (a fault still armed fires only on a half-open
	// breaker's trial call, one per 30 s) and a last worker drains the
	// ledger: it waits out the dead workers' leases and reconciles what
	// they left in doubt.
	req, _ := http.NewRequest(http.MethodDelete, url+"/_admin/faults", nil)
	if resp, err := http.DefaultClient.Do(req); err != nil {
		t.Fatal(err)
	} else {
		resp.Body.Close()
	}
	dctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(dctx, axagentBin(t), "worker", "--db", db, "--config", cfg, "--drain", "--poll", "50ms", "--log-level", "warn")
	cmd.Dir, cmd.Env = dir, env
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	drainErr := cmd.Run()
	s, err = sqlite.Open(ctx, db, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if drainErr != nil {
		open, _ := s.ExecutionList(ctx, ledger.ListParams{})
		for _, e := range open {
			if e.State != ledger.Succeeded {
				t.Logf("%s %s: %s", e.Key, e.State, e.Reason)
			}
		}
		ns, _ := s.OutboxList(ctx, ledger.OutboxListParams{})
		for _, n := range ns {
			if n.State != ledger.Succeeded {
				t.Logf("%s %s: %s", n.Key, n.State, n.Reason)
			}
		}
		t.Fatalf("final worker did not drain the ledger: %v %s", drainErr, ledger.Truncate(errOut.String(), 2000))
	}
	list, err := s.ExecutionList(ctx, ledger.ListParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		if e.State != ledger.Succeeded {
			t.Errorf("%s left %s after %d claims (%s)", e.Key, e.State, e.Attempts, e.Reason)
		}
	}
	tasks := perKey(adminTasks(t, url), func(x sandboxTask) string { return x.Key })
	msgs := perKey(adminMessages(t, url), func(x sandboxMessage) string { return x.Key })
	for _, e := range list {
		if tasks[e.Key.String()] != 1 {
			t.Errorf("%d tasks for %s", tasks[e.Key.String()], e.Key)
		}
	}
	if len(tasks) != n {
		t.Errorf("tasks for %d keys, want %d", len(tasks), n)
	}
	for k, c := range msgs {
		if c != 1 {
			t.Errorf("%d deliveries for %s", c, k)
		}
	}
	if len(msgs) != n {
		t.Errorf("notifications for %d keys, want %d", len(msgs), n)
	}
	st, _ := s.Stats(ctx)
	t.Logf("%d SIGKILLs, %d keys, executions %v, notifications %v", kills, len(list), st.Executions, st.Notifications)
}

// Issue 19 item 4, end to end: a --db that is a key=value DSN goes to
// PostgreSQL (here: a server that is not there), a path that looks like a
// DSN is refused; neither makes a file, and no password reaches stderr.
func TestDBValueLooksLikeDSN(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	for _, db := range []string{
		"host=127.0.0.1 port=1 user=postgres dbname=x password=hunter2 connect_timeout=1",
		"data/user=postgres password=hunter2",
		"u:hunter2@localhost:5432/db",
	} {
		_, errOut, code := axagent(t, dir, nil, "ledger", "stats", "--db", db)
		if code == 0 || strings.Contains(errOut, "hunter2") || errOut == "" {
			t.Errorf("--db %q: exit %d, stderr %q; want a failure that names no password", db, code, errOut)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		t.Errorf("file created: %q", e.Name())
	}
}

// Issue 19 item 8, end to end: `worker --once` and `worker --drain` on a
// corrupted ledger exit non-zero with a message that says what to do.
func TestWorkerExitsOnCorruptLedger(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	db := filepath.Join(dir, "ledger.db")
	ctx := context.Background()
	s, err := sqlite.Open(ctx, db, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300; i++ {
		k := ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:A%03d:create-task", i))
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "P42", Action: k.Action,
			Title: strings.Repeat("긴 제목 ", 20), AssigneeID: "minseo", DueDate: "2026-09-21"}}); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	fi, _ := os.Stat(db)
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	for off := fi.Size() / 3; off < fi.Size(); off += 4096 {
		f.WriteAt([]byte(strings.Repeat("\xde\xad\xbe\xef", 1024)), off)
	}
	f.Close()
	for _, mode := range []string{"--once", "--drain"} {
		_, errOut, code := axagent(t, dir, nil, "worker", "--db", db, mode, "--poll", "50ms")
		if code == 0 || !strings.Contains(errOut, "corrupted") || !strings.Contains(errOut, "integrity_check") || !strings.Contains(errOut, "backup") {
			t.Errorf("worker %s on a corrupted ledger: exit %d, stderr %s", mode, code, ledger.Truncate(errOut, 1500))
		}
	}
}
