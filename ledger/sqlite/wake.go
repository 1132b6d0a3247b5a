package sqlite

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/fsnotify/fsnotify"
)

// Wake-ups across processes on one machine (issue 17). A committed enqueue
// touches the file <db>-wake (one utimensat call); workers watch it with
// inotify (fsnotify) and wake at once instead of waiting for their poll.
// Chosen over an adaptive poll: an idle worker costs nothing between
// enqueues, where a poll short enough to start a key within tens of
// milliseconds would claim (a write transaction on SQLite) dozens of times
// a second per idle worker; bench --processes reports the wake-up latency
// it gives (wakeup_p50_ms). A signal only shortens the
// wait: anything it misses (a retry becoming due, a deleted wake file) is
// found by the poll.

// WakePath is the file an enqueue on the ledger at path touches.
func WakePath(path string) string { return path + "-wake" }

// signalWork tells watchers that work was committed. Errors are ignored:
// the poll is the fallback.
func (s *Store) signalWork() {
	p := WakePath(s.path)
	now := time.Now()
	if err := os.Chtimes(p, now, now); err != nil {
		if f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
			_ = f.Close()
		}
	}
}

// ListenWork watches the wake file and calls wake whenever an enqueue in
// any process touched it, until ctx ends.
func (s *Store) ListenWork(ctx context.Context, wake func()) error {
	p := WakePath(s.path)
	if f, err := os.OpenFile(p, os.O_CREATE|os.O_WRONLY, 0o644); err == nil {
		_ = f.Close()
	} else {
		return fmt.Errorf("listen for work: %w", err)
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("listen for work: %w", err)
	}
	if err := w.Add(p); err != nil {
		_ = w.Close()
		return fmt.Errorf("listen for work: %w", err)
	}
	go func() {
		defer w.Close()
		for {
			select {
			case <-ctx.Done():
				return
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if ev.Has(fsnotify.Chmod) || ev.Has(fsnotify.Write) || ev.Has(fsnotify.Create) {
					wake()
				}
			case _, ok := <-w.Errors:
				if !ok {
					return
				}
			}
		}
	}()
	return nil
}
