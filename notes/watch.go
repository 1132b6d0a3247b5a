package notes

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/axagent/axagent/clock"
)

// Watcher reports notes files in a folder that were created, written or
// renamed, once each has been quiet for Debounce with the same size and
// modification time — so a half-written file is not read while its writer
// is still at work. It keeps no state of its own: what was registered lives
// in the ledger, and a restarted watcher starts with Scan.
type Watcher struct {
	Dir      string
	Debounce time.Duration
	Clock    clock.Clock
	Log      *slog.Logger
	// OnEvent, when set, is told every file event the watcher took note of
	// (tests wait on it instead of sleeping).
	OnEvent func(path string)
	// onTick, in tests, is told each time the watcher looked for settled
	// files.
	onTick func()

	mu      sync.Mutex
	pending map[string]*pendingFile
	// handed is the size and modification time each file had when it was
	// handed over: a late event for the same content is not a change.
	handed map[string]pendingFile
}

type pendingFile struct {
	seen  time.Time
	size  int64
	mtime time.Time
}

// Scan lists the folder's notes files now: a (re)started watcher hands
// them all to the caller, whose registration of unchanged files is a no-op.
func (w *Watcher) Scan() ([]string, error) {
	ls, err := List(w.Dir)
	for _, e := range ls.Skipped {
		w.Log.Warn("watch: skipped", "err", e)
	}
	return ls.Files, err
}

// Run watches until ctx ends, calling ready with each settled file.
func (w *Watcher) Run(ctx context.Context, ready func(path string)) error {
	if w.Debounce <= 0 {
		w.Debounce = 2 * time.Second
	}
	if w.Clock == nil {
		w.Clock = clock.Real{}
	}
	if w.Log == nil {
		w.Log = slog.Default()
	}
	w.pending, w.handed = map[string]*pendingFile{}, map[string]pendingFile{}
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch %s: %w", w.Dir, err)
	}
	defer fw.Close()
	if err := w.addTree(fw, w.Dir); err != nil {
		return err
	}
	tick := w.Debounce / 2
	// One timer at a time, so a busy stream of events does not pile up
	// timers.
	timer := w.Clock.After(tick)
	for {
		select {
		case <-ctx.Done():
			return nil
		case err, ok := <-fw.Errors:
			if !ok {
				return nil
			}
			w.Log.Warn("watch: error", "dir", w.Dir, "err", err)
		case ev, ok := <-fw.Events:
			if !ok {
				return nil
			}
			w.event(fw, ev)
		case <-timer:
			for _, p := range w.settled() {
				ready(p)
			}
			if w.onTick != nil {
				w.onTick()
			}
			timer = w.Clock.After(tick)
		}
	}
}

// addTree watches dir and its sub-folders (hidden ones skipped).
func (w *Watcher) addTree(fw *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return fmt.Errorf("watch %s: %w", p, err)
		}
		if !d.IsDir() {
			return nil
		}
		if p != dir && strings.HasPrefix(d.Name(), ".") {
			return filepath.SkipDir
		}
		if err := fw.Add(p); err != nil {
			return fmt.Errorf("watch %s: %w", p, err)
		}
		return nil
	})
}

func (w *Watcher) event(fw *fsnotify.Watcher, ev fsnotify.Event) {
	if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
		// The old name of a rename: its new name arrives as a Create.
		w.mu.Lock()
		delete(w.pending, ev.Name)
		delete(w.handed, ev.Name)
		w.mu.Unlock()
		return
	}
	st, err := os.Stat(ev.Name)
	if err != nil {
		return
	}
	if st.IsDir() {
		if ev.Has(fsnotify.Create) && !strings.HasPrefix(filepath.Base(ev.Name), ".") {
			if err := w.addTree(fw, ev.Name); err != nil {
				w.Log.Warn("watch: new folder", "err", err)
			}
		}
		return
	}
	if strings.HasPrefix(filepath.Base(ev.Name), ".") || !isNotesFile(ev.Name) {
		return
	}
	w.mu.Lock()
	if h, ok := w.handed[ev.Name]; ok && h.size == st.Size() && h.mtime.Equal(st.ModTime()) {
		w.mu.Unlock()
		return
	}
	w.pending[ev.Name] = &pendingFile{seen: w.Clock.Now(), size: st.Size(), mtime: st.ModTime()}
	w.mu.Unlock()
	if w.OnEvent != nil {
		w.OnEvent(ev.Name)
	}
}

// settled returns the files quiet for Debounce with an unchanged size and
// modification time; a file that changed is given another Debounce.
func (w *Watcher) settled() []string {
	now := w.Clock.Now()
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []string
	for p, f := range w.pending {
		if now.Sub(f.seen) < w.Debounce {
			continue
		}
		st, err := os.Stat(p)
		if err != nil {
			delete(w.pending, p)
			continue
		}
		if st.Size() != f.size || !st.ModTime().Equal(f.mtime) {
			f.seen, f.size, f.mtime = now, st.Size(), st.ModTime()
			continue
		}
		delete(w.pending, p)
		w.handed[p] = pendingFile{size: f.size, mtime: f.mtime}
		out = append(out, p)
	}
	return out
}
