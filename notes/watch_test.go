package notes

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
)

// watchRig runs a Watcher on a fake clock; events and settled files come
// back on channels, so the test waits on them instead of sleeping.
type watchRig struct {
	t      *testing.T
	dir    string
	clk    *clock.Fake
	events chan string
	// handed: what the watcher queued for ready (as it queues it); ready:
	// what ready was called with (on the hand-off goroutine).
	handed chan string
	ready  chan string
	ticks  chan struct{}
	log    *syncBuffer
	w      *Watcher
}

const debounce = 2 * time.Second

func newWatchRig(t *testing.T) *watchRig {
	return startWatchRig(t, t.TempDir(), func(p string) error { return nil })
}

// startWatchRig runs a Watcher on dir; ready is called before the path is
// sent on r.ready.
func startWatchRig(t *testing.T, dir string, ready func(string) error) *watchRig {
	r := &watchRig{t: t, dir: dir, clk: clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)),
		events: make(chan string, 64), handed: make(chan string, 64), ready: make(chan string, 64), ticks: make(chan struct{}, 64), log: &syncBuffer{}}
	w := &Watcher{Dir: r.dir, Debounce: debounce, Clock: r.clk, OnEvent: func(p string) { r.events <- p },
		Log: slog.New(slog.NewTextHandler(r.log, nil))}
	w.onTick = func() { r.ticks <- struct{}{} }
	w.onHand = func(p string) { r.handed <- p }
	r.w = w
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := w.Run(ctx, func(p string) error { err := ready(p); r.ready <- p; return err }); err != nil {
			t.Error(err)
		}
	}()
	t.Cleanup(func() { cancel(); <-done })
	// Run has registered its folder once its first tick waits on the clock.
	r.waitTimers()
	return r
}

// syncBuffer is a log sink tests read while the watcher writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func (r *watchRig) waitTimers() {
	r.t.Helper()
	deadline := time.After(10 * time.Second)
	for r.clk.Waiters() == 0 {
		select {
		case <-deadline:
			r.t.Fatal("the watcher never waited on its clock")
		case <-time.After(time.Millisecond):
		}
	}
}

func (r *watchRig) event(name string) {
	r.t.Helper()
	want := filepath.Join(r.dir, name)
	for {
		select {
		case p := <-r.events:
			if p == want {
				return
			}
		case <-time.After(10 * time.Second):
			r.t.Fatalf("no file event for %s", name)
		}
	}
}

// tick advances the clock by d and waits until the watcher has looked for
// settled files.
func (r *watchRig) tick(d time.Duration) {
	r.t.Helper()
	for {
		select {
		case <-r.ticks:
			continue
		default:
		}
		break
	}
	r.waitTimers()
	r.clk.Advance(d)
	select {
	case <-r.ticks:
	case <-time.After(10 * time.Second):
		r.t.Fatal("the watcher did not look after the clock moved")
	}
}

func (r *watchRig) write(name, body string) {
	r.t.Helper()
	if err := os.WriteFile(filepath.Join(r.dir, name), []byte(body), 0o644); err != nil {
		r.t.Fatal(err)
	}
}

// settle advances the clock past the debounce and returns what became
// ready.
func (r *watchRig) settle() []string {
	r.t.Helper()
	r.tick(debounce)
	r.tick(debounce)
	var out []string
	for {
		select {
		case p := <-r.handed:
			out = append(out, filepath.Base(p))
		default:
			return out
		}
	}
}

func TestWatcherSettlesEachFileOnce(t *testing.T) {
	r := newWatchRig(t)
	r.write("a.md", "# a\n- 민서: 납기 확인\n")
	r.event("a.md")
	if got := r.settle(); len(got) != 1 || got[0] != "a.md" {
		t.Fatalf("settled %v, want [a.md]", got)
	}
	if got := r.settle(); len(got) != 0 {
		t.Fatalf("settled again: %v", got)
	}
	r.write("image.png", "x")
	r.write(".hidden.md", "x")
	if got := r.settle(); len(got) != 0 {
		t.Fatalf("not notes files settled: %v", got)
	}
}

func TestWatcherWaitsForAWriterToFinish(t *testing.T) {
	r := newWatchRig(t)
	f, err := os.Create(filepath.Join(r.dir, "half.md"))
	if err != nil {
		t.Fatal(err)
	}
	f.WriteString("# half\n- 민서: 납")
	f.Sync()
	r.event("half.md")
	// The writer goes on before the file is quiet: still not ready.
	r.tick(debounce / 2)
	f.WriteString("기 확인\n")
	f.Close()
	r.event("half.md")
	r.tick(debounce / 2)
	select {
	case p := <-r.handed:
		t.Fatalf("%s read while its writer was at work", p)
	default:
	}
	if got := r.settle(); len(got) != 1 {
		t.Fatalf("settled %v, want the finished file once", got)
	}
	b, _ := os.ReadFile(filepath.Join(r.dir, "half.md"))
	if string(b) != "# half\n- 민서: 납기 확인\n" {
		t.Fatalf("content %q", b)
	}
}

func TestWatcherRenameAndNewFolder(t *testing.T) {
	r := newWatchRig(t)
	r.write("old.md", "# x\n")
	r.event("old.md")
	r.settle()
	if err := os.Rename(filepath.Join(r.dir, "old.md"), filepath.Join(r.dir, "new.md")); err != nil {
		t.Fatal(err)
	}
	r.event("new.md")
	if got := r.settle(); len(got) != 1 || got[0] != "new.md" {
		t.Fatalf("after a rename settled %v, want [new.md]", got)
	}
	if err := os.Mkdir(filepath.Join(r.dir, "2026"), 0o755); err != nil {
		t.Fatal(err)
	}
	r.waitTimers()
	// The new folder is watched once its Create event is handled; a file
	// written there may race it, so write until the event arrives.
	deadline := time.After(10 * time.Second)
	for {
		r.write("2026/w.md", "# w\n")
		select {
		case p := <-r.events:
			if p == filepath.Join(r.dir, "2026", "w.md") {
				if got := r.settle(); len(got) != 1 || got[0] != "w.md" {
					t.Fatalf("file in a new folder: settled %v", got)
				}
				return
			}
		case <-deadline:
			t.Fatal("a file in a new sub-folder was not seen")
		case <-time.After(50 * time.Millisecond):
		}
	}
}
