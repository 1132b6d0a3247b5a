package notes

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/axagent/axagent/clock"
)

// Watcher reports the notes files of a folder — those there when it starts
// and each one created, written or renamed later — once each is stable:
// its size and modification time unchanged for Debounce, and (where the
// platform can tell, Linux) no process holding it open for writing, so a
// half-written file is not read while its writer pauses. The folder is
// watched before it is listed, so a file created while the files already
// there are being registered is not missed, and a lost event (the kernel's
// queue overflowed) makes it list the folder again. Files are handed to
// the caller in order on a goroutine of their own, so a slow registration
// never stops the watching. Anything that is not a regular file (a FIFO, a
// socket, a device) or cannot be read (a dangling or looping link) is
// reported and skipped without being opened.
//
// It keeps no state of its own: what was registered lives in the ledger,
// and a restarted watcher hands every file over again (registering an
// unchanged file changes nothing).
type Watcher struct {
	Dir      string
	Debounce time.Duration
	Clock    clock.Clock
	Log      *slog.Logger
	// OnEvent, when set, is told every file event the watcher took note of
	// (tests wait on it instead of sleeping).
	OnEvent func(path string)
	// OnStarted, when set, is told once the folder is watched and listed,
	// or why it could not be.
	OnStarted func(err error)
	// RetryMax caps the wait before a file the caller could not take is
	// handed over again (default 5m; the first wait is Debounce).
	RetryMax time.Duration
	// onTick, in tests, is told each time the watcher looked for settled
	// files; onHand each file it hands over, as it queues it.
	onTick func()
	onHand func(path string)
	// openForWriting says which of the paths some process holds open for
	// writing (default: the platform's answer; tests may replace it).
	openForWriting func(paths []string) map[string]bool

	mu      sync.Mutex
	pending map[string]*pendingFile
	// handed is the size and modification time each file had when it was
	// handed over: a late event for the same content is not a change.
	handed map[string]pendingFile
	// warned: entries already reported as skipped (once each).
	warned map[string]bool
	// tries: how many times in a row the caller could not take a file
	// (cleared when it takes it or the file changes).
	tries map[string]int
	// dirs are the folders of the tree that should be watched, the watched
	// folder always among them; rootGone: it was found gone (both touched
	// by Run's goroutine only).
	dirs     map[string]bool
	rootGone bool
}

type pendingFile struct {
	seen  time.Time
	size  int64
	mtime time.Time
	// openSince is when the file was first found stable but open for
	// writing (zero: not found so).
	openSince time.Time
	// notBefore: a file the caller could not take waits until then.
	notBefore time.Time
}

func (w *Watcher) defaults() {
	if w.Debounce <= 0 {
		w.Debounce = 2 * time.Second
	}
	if w.Clock == nil {
		w.Clock = clock.Real{}
	}
	if w.Log == nil {
		w.Log = slog.Default()
	}
	if w.openForWriting == nil {
		w.openForWriting = openForWriting
	}
	if w.RetryMax <= 0 {
		w.RetryMax = 5 * time.Minute
	}
	w.pending, w.handed, w.warned, w.tries = map[string]*pendingFile{}, map[string]pendingFile{}, map[string]bool{}, map[string]int{}
	w.dirs = map[string]bool{}
}

// Run watches until ctx ends, calling ready with each stable file, one at
// a time, in order. ready returns an error when it could not take the file
// and wants it again later (not for notes that can never be read: those
// wait for the file to change). Run returns an error when the folder
// cannot be watched or listed at the start.
func (w *Watcher) Run(ctx context.Context, ready func(path string) error) error {
	w.defaults()
	fw, n, err := w.start()
	if w.OnStarted != nil {
		w.OnStarted(err)
	}
	if err != nil {
		return err
	}
	defer fw.Close()
	w.Log.Info("watching", "dir", w.Dir, "files", n)
	q := newHandoff()
	done := make(chan struct{})
	go func() {
		defer close(done)
		q.run(ctx, func(p string) {
			if err := ready(p); err != nil && ctx.Err() == nil {
				w.retry(p, err)
				return
			}
			w.mu.Lock()
			delete(w.tries, p)
			w.mu.Unlock()
		})
	}()
	defer func() { q.close(); <-done }()
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
			if errors.Is(err, fsnotify.ErrEventOverflow) {
				// Events were lost: whatever changed is found by listing.
				w.Log.Warn("watch: events lost (queue overflow); listing the folder again", "dir", w.Dir)
				if _, err := w.scan(); err != nil {
					w.Log.Warn("watch: list", "dir", w.Dir, "err", err)
				}
				continue
			}
			w.Log.Warn("watch: error", "dir", w.Dir, "err", err)
		case ev, ok := <-fw.Events:
			if !ok {
				return nil
			}
			w.event(fw, ev)
		case <-timer:
			w.rewatch(fw)
			for _, p := range w.settled() {
				if w.onHand != nil {
					w.onHand(p)
				}
				q.put(p)
			}
			if w.onTick != nil {
				w.onTick()
			}
			timer = w.Clock.After(tick)
		}
	}
}

// start watches the folder and then lists it: a file created from then on
// is both listed and an event, never neither.
func (w *Watcher) start() (*fsnotify.Watcher, int, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, 0, fmt.Errorf("watch %s: %w", w.Dir, err)
	}
	if err := w.addTree(fw, w.Dir); err != nil {
		fw.Close()
		return nil, 0, err
	}
	n, err := w.scan()
	if err != nil {
		fw.Close()
		return nil, 0, err
	}
	return fw, n, nil
}

// scan lists the folder and takes every notes file in it as pending.
func (w *Watcher) scan() (int, error) {
	ls, err := List(w.Dir)
	if err != nil {
		return 0, fmt.Errorf("watch %s: %w", w.Dir, err)
	}
	for _, e := range ls.Skipped {
		w.skip(e)
	}
	for _, p := range ls.Files {
		w.note(p)
	}
	return len(ls.Files), nil
}

// addTree watches dir and its sub-folders (hidden ones skipped).
func (w *Watcher) addTree(fw *fsnotify.Watcher, dir string) error {
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == dir {
				return fmt.Errorf("watch %s: %w", p, err)
			}
			w.skip(unreadable(p, err))
			return nil
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
		w.dirs[p] = true
		return nil
	})
}

// rewatch watches again each folder of the tree the watcher no longer
// watches, and takes its files as pending. A sub-folder renamed inside the
// tree arrives as a new folder under its new name, but inotify keeps one
// watch per folder, which the watcher library drops when it sees the
// folder moved: without this, nothing written or edited in a renamed
// sub-folder was ever seen. The watched folder itself, renamed away or
// removed and made again, is watched again once it is back (before,
// nothing put there afterwards was seen, and nothing said so).
func (w *Watcher) rewatch(fw *fsnotify.Watcher) {
	watched := map[string]bool{}
	for _, p := range fw.WatchList() {
		watched[filepath.Clean(p)] = true
	}
	for d := range w.dirs {
		if watched[filepath.Clean(d)] {
			continue
		}
		root := filepath.Clean(d) == filepath.Clean(w.Dir)
		st, err := os.Stat(d)
		if err != nil || !st.IsDir() {
			if !root {
				delete(w.dirs, d)
			} else if !w.rootGone {
				// Renamed away, or removed to be put back (a checkout, a
				// sync that replaces the folder): watched again once it
				// is back.
				w.rootGone = true
				w.Log.Warn("watch: the watched folder is gone; it is watched again once it is back", "dir", w.Dir)
			}
			continue
		}
		if !root {
			delete(w.dirs, d) // addTree takes it again
		}
		if err := w.addTree(fw, d); err != nil {
			if !root {
				w.Log.Warn("watch: folder", "err", err)
			}
			continue
		}
		if root && w.rootGone {
			w.rootGone = false
			w.Log.Info("watch: the watched folder is back", "dir", w.Dir)
		}
		w.noteTree(d)
	}
}

func (w *Watcher) event(fw *fsnotify.Watcher, ev fsnotify.Event) {
	if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
		// The old name of a rename: its new name arrives as a Create.
		w.mu.Lock()
		delete(w.pending, ev.Name)
		delete(w.handed, ev.Name)
		delete(w.warned, ev.Name)
		delete(w.tries, ev.Name)
		w.mu.Unlock()
		// A folder renamed or removed: it and its sub-folders are no
		// longer the tree's (a new name arrives as a Create).
		// The watched folder itself stays: it is looked for until it is
		// back.
		for d := range w.dirs {
			if (d == ev.Name || strings.HasPrefix(d, ev.Name+string(filepath.Separator))) && filepath.Clean(d) != filepath.Clean(w.Dir) {
				delete(w.dirs, d)
			}
		}
		return
	}
	st, err := os.Lstat(ev.Name)
	if err == nil && !isNotesFile(ev.Name) {
		if err := linkedFolder(ev.Name, st.Mode()); err != nil {
			w.skip(err)
			return
		}
	}
	if err == nil && st.IsDir() {
		if ev.Has(fsnotify.Create) && !strings.HasPrefix(filepath.Base(ev.Name), ".") {
			if err := w.addTree(fw, ev.Name); err != nil {
				w.Log.Warn("watch: new folder", "err", err)
			}
			// Files written into it before it was watched.
			w.noteTree(ev.Name)
		}
		return
	}
	if w.note(ev.Name) && w.OnEvent != nil {
		w.OnEvent(ev.Name)
	}
}

// noteTree takes the notes files already in a new folder as pending.
func (w *Watcher) noteTree(dir string) {
	ls, err := List(dir)
	if err != nil {
		w.Log.Warn("watch: new folder", "dir", dir, "err", err)
		return
	}
	for _, e := range ls.Skipped {
		w.skip(e)
	}
	for _, p := range ls.Files {
		w.note(p)
	}
}

// note takes path as pending (again) unless it is no notes file, the
// content already handed over, or not a regular file (reported once,
// never opened). It reports whether the path was taken note of.
func (w *Watcher) note(path string) bool {
	if strings.HasPrefix(filepath.Base(path), ".") || !isNotesFile(path) {
		return false
	}
	st, err := os.Stat(path)
	if err != nil {
		if _, lerr := os.Lstat(path); lerr == nil {
			// A link that cannot be followed; a file already gone is no
			// news.
			w.skip(unreadable(path, err))
		}
		return false
	}
	if !st.Mode().IsRegular() {
		w.skip(notRegular(path, st.Mode()))
		return false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	delete(w.warned, path)
	if h, ok := w.handed[path]; ok && h.size == st.Size() && h.mtime.Equal(st.ModTime()) {
		return false
	}
	if f, ok := w.pending[path]; ok && f.size == st.Size() && f.mtime.Equal(st.ModTime()) {
		// An event arriving after a poll already saw this content: the
		// quiet period runs from when it was seen, not from the event (and
		// a file waiting to be tried again keeps its wait).
		return true
	}
	// New content: tried afresh once it is quiet.
	delete(w.tries, path)
	w.pending[path] = &pendingFile{seen: w.Clock.Now(), size: st.Size(), mtime: st.ModTime()}
	return true
}

// retry takes a file the caller could not take as pending again, due after
// a wait that doubles with each failed try (Debounce, 2×, … up to
// RetryMax). A file that changed meanwhile is already pending afresh.
func (w *Watcher) retry(path string, cause error) {
	st, err := os.Stat(path)
	w.mu.Lock()
	defer w.mu.Unlock()
	if err != nil || !st.Mode().IsRegular() {
		// Gone (its Remove event clears the rest) or no longer a file.
		delete(w.tries, path)
		return
	}
	delete(w.handed, path)
	if _, ok := w.pending[path]; ok {
		return
	}
	w.tries[path]++
	n := w.tries[path]
	wait := w.Debounce
	for i := 1; i < n && wait < w.RetryMax; i++ {
		wait *= 2
	}
	wait = min(wait, w.RetryMax)
	now := w.Clock.Now()
	w.pending[path] = &pendingFile{seen: now, size: st.Size(), mtime: st.ModTime(), notBefore: now.Add(wait)}
	w.Log.Warn("watch: not registered; trying again", "file", path, "tries", n, "retry_in", wait, "err", cause)
}

// skip reports a file that is not registered, once per path.
func (w *Watcher) skip(err error) {
	path := ""
	var ue *UnsupportedError
	if errors.As(err, &ue) {
		path = ue.Path
	}
	w.mu.Lock()
	seen := w.warned[path]
	w.warned[path] = true
	w.mu.Unlock()
	if !seen {
		w.Log.Warn("watch: skipped", "err", err)
	}
}

// settled returns, in path order, the files quiet for Debounce with an
// unchanged size and modification time that no process holds open for
// writing; a file that changed is given another Debounce, one still open
// for writing waits for its writer.
func (w *Watcher) settled() []string {
	now := w.Clock.Now()
	w.mu.Lock()
	var quiet []string
	for p, f := range w.pending {
		if now.Sub(f.seen) < w.Debounce || now.Before(f.notBefore) {
			continue
		}
		st, err := os.Stat(p)
		if err != nil || !st.Mode().IsRegular() {
			delete(w.pending, p)
			continue
		}
		if st.Size() != f.size || !st.ModTime().Equal(f.mtime) {
			f.seen, f.size, f.mtime, f.openSince, f.notBefore = now, st.Size(), st.ModTime(), time.Time{}, time.Time{}
			delete(w.tries, p)
			continue
		}
		quiet = append(quiet, p)
	}
	w.mu.Unlock()
	if len(quiet) == 0 {
		return nil
	}
	open := w.openForWriting(quiet)
	w.mu.Lock()
	defer w.mu.Unlock()
	var out []string
	for _, p := range quiet {
		f, ok := w.pending[p]
		if !ok {
			continue
		}
		if open[p] {
			if f.openSince.IsZero() {
				f.openSince = now
			} else if now.Sub(f.openSince) >= 30*w.Debounce && now.Sub(f.openSince) < 30*w.Debounce+w.Debounce/2 {
				w.Log.Warn("watch: still open for writing; waiting for its writer to close it", "file", p, "since", f.openSince)
			}
			continue
		}
		delete(w.pending, p)
		w.handed[p] = pendingFile{size: f.size, mtime: f.mtime}
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// handoff is the queue between the watching loop and the caller's ready:
// the loop never waits for a registration, and a path already waiting is
// not queued twice.
type handoff struct {
	mu     sync.Mutex
	queue  []string
	queued map[string]bool
	wake   chan struct{}
	closed bool
}

func newHandoff() *handoff {
	return &handoff{queued: map[string]bool{}, wake: make(chan struct{}, 1)}
}

func (h *handoff) put(p string) {
	h.mu.Lock()
	if !h.queued[p] {
		h.queued[p] = true
		h.queue = append(h.queue, p)
	}
	h.mu.Unlock()
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

func (h *handoff) close() {
	h.mu.Lock()
	h.closed = true
	h.mu.Unlock()
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

func (h *handoff) run(ctx context.Context, ready func(string)) {
	for {
		h.mu.Lock()
		if h.closed || ctx.Err() != nil {
			h.mu.Unlock()
			return
		}
		if len(h.queue) == 0 {
			h.mu.Unlock()
			<-h.wake
			continue
		}
		p := h.queue[0]
		h.queue = h.queue[1:]
		delete(h.queued, p)
		h.mu.Unlock()
		ready(p)
	}
}
