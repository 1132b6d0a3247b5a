package notes

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
)

// Issue 29: a writer that paused longer than the quiet period had its
// half-written file read (a task titled "분기 보고서와 고객 공", then
// "updated"). A file some process holds open for writing is not handed
// over however long it stays unchanged; once closed it is, whole, once.
func TestWatcherWaitsWhileAWriterHoldsTheFile(t *testing.T) {
	r := newWatchRig(t)
	f, err := os.Create(filepath.Join(r.dir, "report.md"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	f.WriteString("# 회의 (M0914)\n\n## 액션 아이템\n- [ ] @민서 분기 보고서와 고객 공")
	f.Sync()
	r.event("report.md")
	// The writer pauses for ten quiet periods.
	for range 20 {
		r.tick(debounce / 2)
	}
	select {
	case p := <-r.handed:
		t.Fatalf("%s handed over while its writer still holds it open", p)
	default:
	}
	f.WriteString("지문 작성 (기한: 2026-09-25)\n")
	f.Close()
	if got := r.settle(); len(got) != 1 || got[0] != "report.md" {
		t.Fatalf("after the writer closed it: %v, want report.md once", got)
	}
	b, _ := os.ReadFile(filepath.Join(r.dir, "report.md"))
	if !strings.HasSuffix(string(b), "고객 공지문 작성 (기한: 2026-09-25)\n") {
		t.Fatalf("content %q", b)
	}
	if got := r.settle(); len(got) != 0 {
		t.Fatalf("handed again: %v", got)
	}
}

// Issue 29: files created while the ones already there were being
// registered (slowly) were never registered. The watcher lists the folder
// only once it watches it, and hands files over on its own goroutine: the
// files there at the start are handed over, and one created while the
// first registration is still at work is handed over too.
func TestWatcherHandsOverFilesThereAndCreatedDuringAStartupScan(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []string{"a.md", "b.md", "c.md"} {
		write(t, dir, n, "# "+n+"\n")
	}
	release := make(chan struct{})
	r := startWatchRig(t, dir, func(p string) error {
		if filepath.Base(p) == "a.md" {
			<-release // a slow registration
		}
		return nil
	})
	if got := r.settle(); strings.Join(got, " ") != "a.md b.md c.md" {
		t.Fatalf("files there at the start: %v, want a.md b.md c.md", got)
	}
	// a.md's registration is still at work.
	r.write("new.md", "# new\n")
	r.event("new.md")
	if got := r.settle(); len(got) != 1 || got[0] != "new.md" {
		t.Fatalf("a file created during a slow registration: %v, want new.md", got)
	}
	close(release)
	var got []string
	for range 4 {
		select {
		case p := <-r.ready:
			got = append(got, filepath.Base(p))
		case <-time.After(10 * time.Second):
			t.Fatalf("ready called with %v only", got)
		}
	}
	if strings.Join(got, " ") != "a.md b.md c.md new.md" {
		t.Fatalf("ready called with %v, want a b c new in order", got)
	}
}

// Issue 29: a FIFO named *.md stalled every later file of a watched folder
// (its read waits for a writer). Anything not a regular file is reported
// once and never opened, at the start and when it appears; the files
// after it are handed over.
func TestWatcherSkipsAFIFOWithoutOpeningIt(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mkfifo(filepath.Join(dir, "there.md"), 0o644); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	r := startWatchRig(t, dir, func(string) error { return nil })
	if err := syscall.Mkfifo(filepath.Join(dir, "later.md"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Symlink("nowhere.md", filepath.Join(dir, "dangling.md"))
	r.write("good.md", "# good\n")
	r.event("good.md")
	if got := r.settle(); len(got) != 1 || got[0] != "good.md" {
		t.Fatalf("settled %v, want good.md only", got)
	}
	select {
	case p := <-r.ready:
		if filepath.Base(p) != "good.md" {
			t.Fatalf("ready %s", p)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("good.md never reached ready: the hand-off is stalled")
	}
	log := r.log.String()
	for _, want := range []string{"there.md", "later.md", "named pipe", "dangling.md", "dangling symbolic link"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log does not name %q:\n%s", want, log)
		}
	}
	if n := strings.Count(log, "there.md"); n != 1 {
		t.Errorf("there.md reported %d times, want once", n)
	}
}

// CI once saw report.md never handed over: the write's event reached the
// watcher only after a poll had already seen the new size, and restarted
// the quiet period. An event for content the watcher already saw leaves
// the quiet period where it was.
func TestLateEventDoesNotRestartTheQuietPeriod(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.md")
	write(t, dir, "a.md", "# a\n")
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	w := &Watcher{Dir: dir, Debounce: debounce, Clock: clk}
	w.openForWriting = func([]string) map[string]bool { return nil }
	w.defaults()
	w.note(p)
	write(t, dir, "a.md", "# a\n- [ ] @민서 보고서 작성\n")
	clk.Advance(debounce)
	if got := w.settled(); len(got) != 0 {
		t.Fatalf("handed %v right after it changed", got)
	}
	clk.Advance(debounce)
	w.note(p) // the write's event, late
	if got := w.settled(); len(got) != 1 || got[0] != p {
		t.Fatalf("quiet for %v since its change was seen: handed %v, want %s", debounce, got, p)
	}
}
