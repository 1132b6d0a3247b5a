package notes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// A file whose registration failed for a passing reason (the ledger was
// locked by another process: "database is locked") was logged once and
// never registered until someone edited it or restarted the worker. The
// watcher hands it over again after a wait that doubles per try, and not
// again once it was taken.
func TestWatcherTriesAgainAFileTheCallerCouldNotTake(t *testing.T) {
	var fails atomic.Int32
	fails.Store(2)
	r := startWatchRig(t, t.TempDir(), func(p string) error {
		if fails.Add(-1) >= 0 {
			return errors.New("database is locked")
		}
		return nil
	})
	r.write("a.md", "# a\n- [ ] @민서 보고서 작성\n")
	r.event("a.md")
	ready := func(within time.Duration) bool {
		t.Helper()
		deadline := r.clk.Now().Add(within)
		for r.clk.Now().Before(deadline) {
			r.tick(debounce / 2)
			select {
			case <-r.ready:
				return true
			case <-time.After(20 * time.Millisecond):
			}
		}
		return false
	}
	if !ready(2 * debounce) {
		t.Fatal("a.md was not handed over")
	}
	// First failure: tried again after one debounce; the second after two.
	if !ready(2 * debounce) {
		t.Fatalf("a.md not tried again after its first failure; log:\n%s", r.log)
	}
	if ready(debounce) {
		t.Fatal("a.md tried again before its doubled wait")
	}
	if !ready(2 * debounce) {
		t.Fatalf("a.md not tried again after its second failure; log:\n%s", r.log)
	}
	if ready(8 * debounce) {
		t.Fatal("a.md handed over again after it was taken")
	}
	if n := strings.Count(r.log.String(), "watch: not registered; trying again"); n != 2 {
		t.Fatalf("%d retry warnings, want 2:\n%s", n, r.log)
	}
	if !strings.Contains(r.log.String(), filepath.Join(r.dir, "a.md")) || !strings.Contains(r.log.String(), "database is locked") {
		t.Fatalf("the warning names neither the file nor why:\n%s", r.log)
	}
}

// A sub-folder renamed inside the watched folder (2026 → 2026-H2) was no
// longer watched: a file edited or written in it afterwards was never
// registered, and nothing was logged. It is watched under its new name.
func TestWatcherFollowsARenamedSubFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, "2026"), 0o755); err != nil {
		t.Fatal(err)
	}
	write(t, dir, "2026/a.md", "# a\n")
	r := startWatchRig(t, dir, func(string) error { return nil })
	if got := r.settle(); len(got) != 1 || got[0] != "a.md" {
		t.Fatalf("settled %v, want a.md", got)
	}
	if err := os.Rename(filepath.Join(dir, "2026"), filepath.Join(dir, "2026-H2")); err != nil {
		t.Fatal(err)
	}
	r.settle() // a.md under its new path (a no-op registration)
	// The folder is watched again once the watcher looked (a tick after
	// the rename was handled); write until the new file's event arrives.
	deadline := time.After(10 * time.Second)
	for {
		r.tick(debounce / 2)
		r.write("2026-H2/b.md", "# b\n- [ ] @민서 보고서 작성\n")
		select {
		case p := <-r.events:
			if p != filepath.Join(dir, "2026-H2", "b.md") {
				continue
			}
			// a.md may come again under its new path (a no-op
			// registration) when the folder is watched again.
			if got := strings.Join(r.settle(), " "); got != "b.md" && got != "a.md b.md" {
				t.Fatalf("file in the renamed folder: settled %v, want b.md", got)
			}
			return
		case <-deadline:
			t.Fatalf("a file written in a renamed sub-folder was never seen; log:\n%s", r.log)
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// The watched folder replaced (renamed away and made again, as a checkout
// or a sync that swaps the folder does): the watcher went on watching
// nothing and said nothing. It says the folder is gone, watches it again
// once it is back, and hands over what is in it.
func TestWatcherWatchesTheFolderAgainOnceItIsBack(t *testing.T) {
	parent := t.TempDir()
	dir := filepath.Join(parent, "notes")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r := startWatchRig(t, dir, func(string) error { return nil })
	if err := os.Rename(dir, filepath.Join(parent, "notes-old")); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(10 * time.Second)
	for !strings.Contains(r.log.String(), "the watched folder is gone") {
		select {
		case <-deadline:
			t.Fatalf("the folder's going was not said; log:\n%s", r.log)
		default:
		}
		r.tick(debounce / 2)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	r.write("a.md", "# a\n- [ ] @민서 보고서 작성\n")
	for {
		r.tick(debounce / 2)
		select {
		case p := <-r.handed:
			if p != filepath.Join(dir, "a.md") {
				t.Fatalf("handed %s", p)
			}
			if !strings.Contains(r.log.String(), "the watched folder is back") {
				t.Errorf("its coming back was not said; log:\n%s", r.log)
			}
			r.write("b.md", "# b\n")
			r.event("b.md") // watched again, events and all
			return
		case <-deadline:
			t.Fatalf("a file in the folder made again was never handed over; log:\n%s", r.log)
		case <-time.After(20 * time.Millisecond):
		}
	}
}
