package main

import (
	"bytes"
	"context"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/internal/partition"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// Issue 33, partitions: three worker processes on one PostgreSQL ledger,
// each reaching the sandbox tracker and channel through its own loopback
// proxy. Worker A's link holds every request 4s — beyond its 3s lease —
// so its creates and sends time out and land late, after the others may
// have taken the keys over. With calls bounded by the lease and sends in
// doubt waiting out their flight time (the channel declares a 6s delivery
// lag), every key ends with one task and one delivery.
func TestPartitionHeldLinkThreeWorkers(t *testing.T) {
	if testing.Short() {
		t.Skip("process partition test")
	}
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	dir := t.TempDir()
	sb := startSandbox(t, dir)
	resp, err := http.Post(sb+"/_admin/capabilities", "application/json", bytes.NewReader([]byte(`{"delivery_lag":"6s"}`)))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("sandbox capabilities: %v %v", resp, err)
	}
	resp.Body.Close()
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	const n = 24
	ingestTasks(t, s, n, "test")
	s.Close()
	cfg := filepath.Join(dir, "axagent.yaml")
	os.WriteFile(cfg, []byte("worker:\n  lease: 3s\n  backoff_initial: 100ms\n  reconcile_recheck: 500ms\n"), 0o644)
	u, _ := url.Parse(sb)
	var cmds []*exec.Cmd
	for i := 0; i < 3; i++ {
		p, err := partition.Start(u.Host)
		if err != nil {
			t.Fatal(err)
		}
		defer p.Close()
		if i == 0 {
			p.Hold(4e9)
		}
		cmd := exec.Command(bin, "worker", "--db", dsn, "--config", cfg, "--concurrency", "4", "--poll", "50ms", "--drain", "--log-level", "warn")
		cmd.Dir, cmd.Env = dir, append(os.Environ(), "AXAGENT_SANDBOX_URL=http://"+p.Addr())
		var out bytes.Buffer
		cmd.Stderr = &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() {
			if t.Failed() {
				t.Logf("worker %d:\n%s", i, out.String())
			}
		})
		cmds = append(cmds, cmd)
	}
	for _, c := range cmds {
		if err := c.Wait(); err != nil {
			t.Errorf("worker: %v", err)
		}
	}
	settledOnceEach(t, dsn, sb, n)
	if msgs := adminMessages(t, sb); len(msgs) != n {
		t.Errorf("%d deliveries, want %d", len(msgs), n)
	}
}

// settledOnceEach checks the end of a run on the ledger at dsn and the
// sandbox at sb: every key succeeded, n tasks, one task and at most one
// delivery per key.
func settledOnceEach(t *testing.T, dsn, sb string, n int) {
	t.Helper()
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	list, _ := s.ExecutionList(ctx, ledger.ListParams{})
	for _, e := range list {
		if e.State != ledger.Succeeded {
			t.Errorf("%s left %s (%s)", e.Key, e.State, e.Reason)
		}
	}
	tasks := adminTasks(t, sb)
	if len(tasks) != n {
		t.Errorf("%d tasks, want %d", len(tasks), n)
	}
	for k, c := range perKey(tasks, func(x sandboxTask) string { return x.Key }) {
		if c != 1 {
			t.Errorf("%d tasks for %s", c, k)
		}
	}
	for k, c := range perKey(adminMessages(t, sb), func(x sandboxMessage) string { return x.Key }) {
		if c != 1 {
			t.Errorf("%d deliveries for %s", c, k)
		}
	}
}
