package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"
	"time"
)

// writeLock queues this process's write transactions on one file in
// arrival order before they take SQLite's write lock (issue 32). SQLite's
// busy handler polls with growing sleeps (up to 100 ms), so a writer that
// has waited longest sleeps longest: under steady load from several
// handles one of them — a register's Ingest, a claim — could wait seconds
// while fresh writers went first, and the lock stood idle while the
// waiters slept. Queued here, every handle of the process waits its turn
// and takes the lock as soon as the one before it commits; only one of
// the process's writers at a time meets writers of other processes in
// the busy handler. Writes are serialised by SQLite in any case; nothing
// runs that would not have run.
type writeLock struct{ ch chan struct{} }

// writeLocks are the process's write locks by file identity (device and
// inode; the cleaned path where the file cannot be stat'ed).
var writeLocks sync.Map

func writeLockFor(path string, id fileID) *writeLock {
	var key any = id
	if id == (fileID{}) {
		key = filepath.Clean(path)
	}
	l, _ := writeLocks.LoadOrStore(key, &writeLock{ch: make(chan struct{}, 1)})
	return l.(*writeLock)
}

// lock waits its turn (a channel's senders are served in order) for at
// most wait, like the busy timeout it stands in front of.
func (l *writeLock) lock(ctx context.Context, wait time.Duration) error {
	if l == nil {
		return nil // not yet set: Open's own steps
	}
	select {
	case l.ch <- struct{}{}:
		return nil
	default:
	}
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case l.ch <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return fmt.Errorf("database is locked: this process's other writers held the write lock for %s (SQLITE_BUSY)", wait)
	}
}

func (l *writeLock) unlock() {
	if l != nil {
		<-l.ch
	}
}
