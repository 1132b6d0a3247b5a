package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// TestWriteLockSharedByHandles: every handle of one file in a process
// queues on one lock, a handle of another file on its own, and a writer
// that cannot get its turn within the busy timeout gets SQLite's
// "database is locked" (as the busy handler it stands in front of gave),
// or its context's error.
func TestWriteLockSharedByHandles(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()
	open := func(name string, busy time.Duration) *Store {
		s, err := Open(ctx, filepath.Join(dir, name), Options{BusyTimeout: busy})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b, other := open("a.db", 0), open("a.db", 50*time.Millisecond), open("b.db", 0)
	if a.wl == nil || a.wl != b.wl || a.wl == other.wl {
		t.Fatalf("locks: a %p, b %p, other file %p; want a == b != other", a.wl, b.wl, other.wl)
	}
	held, release := make(chan struct{}), make(chan struct{})
	done := make(chan error)
	go func() {
		done <- a.tx(ctx, func(*sql.Tx) error { close(held); <-release; return nil })
	}()
	<-held
	if err := b.tx(ctx, func(*sql.Tx) error { return nil }); err == nil || !isBusy(err) {
		t.Errorf("second handle's write while the first holds the lock: %v; want database is locked", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if err := a.tx(cctx, func(*sql.Tx) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("canceled writer: %v; want context.Canceled", err)
	}
	if err := other.tx(ctx, func(*sql.Tx) error { return nil }); err != nil {
		t.Errorf("another file's writer: %v", err)
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if err := b.tx(ctx, func(*sql.Tx) error { return nil }); err != nil {
		t.Errorf("after release: %v", err)
	}
}
