package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// groupHandles opens n handles of one new file.
func groupHandles(t *testing.T, n int) []*Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.db")
	var out []*Store
	for i := 0; i < n; i++ {
		s, err := Open(context.Background(), path, Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		out = append(out, s)
	}
	return out
}

// queued waits until n writes wait in l's queue.
func queued(t *testing.T, l *writeLock, n int) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		l.mu.Lock()
		got := len(l.queue)
		l.mu.Unlock()
		if got >= n {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d writes queued for the lock; want %d", got, n)
		}
		runtime.Gosched()
	}
}

func commitsOf(ss []*Store) (n int64) {
	for _, s := range ss {
		n += s.Commits()
	}
	return n
}

func cacheHas(t *testing.T, s *Store, key string) bool {
	t.Helper()
	_, ok, err := s.CacheGet(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

func putCache(key string) func(*sql.Tx) error {
	return func(tx *sql.Tx) error {
		_, err := tx.Exec(`INSERT INTO cache (key, value, created_at) VALUES (?, 'v', 0)`, key)
		return err
	}
}

// TestGroupCommitOneCommitForQueuedWrites: writes of several handles that
// queue while another holds the lock are committed together, one commit
// for all (issue 32), each still all or nothing: an Ingest through one
// handle and through another (hot statements prepared on each handle's
// own connections, run on the leader's), and a write that fails, which
// leaves nothing and alone reports an error.
func TestGroupCommitOneCommitForQueuedWrites(t *testing.T) {
	ctx := context.Background()
	hs := groupHandles(t, 3)
	a, b, c := hs[0], hs[1], hs[2]
	key := func(m string) ledger.BusinessKey {
		return ledger.BusinessKey{Tenant: "t", Project: "P1", Meeting: m, Action: "A1", Operation: ledger.OpCreateTask}
	}
	ingest := func(s *Store, m string) error {
		_, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: m, Executions: []ledger.EnqueueParams{
			{Key: key(m), Intent: ledger.Intent{Project: "P1", Action: "A1", Title: "title " + m}}}})
		return err
	}
	// The handles' first writes add their actors, each in a commit of
	// its own before its transaction.
	for i, s := range []*Store{b, c} {
		if err := ingest(s, fmt.Sprint("W", i)); err != nil {
			t.Fatal(err)
		}
	}
	if err := a.wl.lock(ctx, a.busy); err != nil {
		t.Fatal(err)
	}
	before := commitsOf(hs)
	refused := errors.New("refused")
	errs := make(chan error, 3)
	go func() { errs <- ingest(b, "M1") }()
	queued(t, a.wl, 1)
	go func() {
		errs <- c.txGroup(ctx, func(tx *sql.Tx) error {
			if err := putCache("bad")(tx); err != nil {
				return err
			}
			return refused
		})
	}()
	queued(t, a.wl, 2)
	go func() { errs <- ingest(c, "M2") }()
	queued(t, a.wl, 3)
	a.wl.unlock()
	var failed []error
	for i := 0; i < 3; i++ {
		if err := <-errs; err != nil {
			failed = append(failed, err)
		}
	}
	if len(failed) != 1 || !errors.Is(failed[0], refused) {
		t.Fatalf("errors %v; want only the refused write's", failed)
	}
	if got := commitsOf(hs) - before; got != 1 {
		t.Errorf("commits for three queued writes: %d; want 1", got)
	}
	for _, m := range []string{"M1", "M2"} {
		if _, err := a.ExecutionGet(ctx, key(m)); err != nil {
			t.Errorf("%s: %v", m, err)
		}
	}
	if cacheHas(t, a, "bad") {
		t.Errorf("the refused write's row was committed")
	}
}

// TestGroupCommitWriteEndingTheTransaction: a write whose failure ends the
// shared transaction (here it rolls it back itself, as SQLite does on some
// errors) takes the writes that ran before it in that transaction with it
// — each reports an error, none is committed — and the writes after it
// run in a new transaction and commit.
func TestGroupCommitWriteEndingTheTransaction(t *testing.T) {
	ctx := context.Background()
	hs := groupHandles(t, 2)
	a, b := hs[0], hs[1]
	if err := a.wl.lock(ctx, a.busy); err != nil {
		t.Fatal(err)
	}
	type result struct {
		name string
		err  error
	}
	res := make(chan result, 3)
	write := func(name string, fn func(*sql.Tx) error) {
		go func() { res <- result{name, b.txGroup(ctx, fn)} }()
	}
	write("first", putCache("first"))
	queued(t, a.wl, 1)
	write("ender", func(tx *sql.Tx) error {
		_, err := tx.Exec(`ROLLBACK`)
		return err
	})
	queued(t, a.wl, 2)
	write("after", putCache("after"))
	queued(t, a.wl, 3)
	a.wl.unlock()
	got := map[string]error{}
	for i := 0; i < 3; i++ {
		r := <-res
		got[r.name] = r.err
	}
	if got["first"] == nil || got["ender"] == nil || got["after"] != nil {
		t.Fatalf("results %v; want first and ender failed, after committed", got)
	}
	if cacheHas(t, a, "first") || !cacheHas(t, a, "after") {
		t.Errorf("stored: first %t, after %t; want false, true", cacheHas(t, a, "first"), cacheHas(t, a, "after"))
	}
}
