package notes

import (
	"errors"
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
