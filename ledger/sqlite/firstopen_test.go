package sqlite_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger/sqlite"
)

const childEnv = "AXAGENT_TEST_OPEN_CHILD"

// TestOpenChild is a child process of TestConcurrentFirstOpen: it says it
// is ready, then for each ledger path it reads on stdin (the go: every
// child gets its line at the same moment) opens that ledger, reads it and
// says "ok", or "err" and why; it exits when stdin closes.
func TestOpenChild(t *testing.T) {
	if os.Getenv(childEnv) == "" {
		t.Skip("child process only")
	}
	in := bufio.NewReader(os.Stdin)
	fmt.Println("ready")
	for {
		line, err := in.ReadString('\n')
		if err != nil {
			return
		}
		if err := openAndRead(strings.TrimSuffix(line, "\n")); err != nil {
			fmt.Println("err", strings.ReplaceAll(err.Error(), "\n", " "))
			continue
		}
		fmt.Println("ok")
	}
}

func openAndRead(path string) error {
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		return err
	}
	defer s.Close()
	_, err = s.Stats(context.Background())
	return err
}

// Issue 19 item 10: many processes opening a ledger file that does not
// exist yet all succeed: the journal-mode switch, the migrations and the
// prepared statements wait for each other instead of failing with
// SQLITE_BUSY. 20 rounds of 8 processes released at the same moment on a
// new file; 8 processes on the CI machines' 2 cores also keep each of
// them slow, which is when the race is widest.
//
// The same 8 processes open each round's file (issue 32): starting 8 new
// ones per round (160 race-built processes) cost half the test's CPU,
// and 2 goroutines spinning in the parent while the children opened
// cost most of the rest. Neither helped the test see the race: with the
// open's busy retries removed, 8 processes kept for 20 rounds failed 10
// runs out of 13 (1 to 6 of 160 opens with SQLITE_BUSY; loads 4 to 10 on
// 2 cores), the same with the spinners 1 of 5, and new processes with
// the spinners 0 of 5. A new process's first open also initialises
// SQLite and the driver, which staggered the children, and the spinners
// took the cores the children needed to meet each other. Kept
// processes: 7 CPU seconds instead of 21, and half the wall time, here.
func TestConcurrentFirstOpen(t *testing.T) {
	// Not parallel: its processes must each open within the busy timeout,
	// so it runs alone.
	if testing.Short() {
		t.Skip("spawns processes")
	}
	longtest.Skip(t, "20 rounds of 8 processes opening a new ledger at once")
	rounds, procs := 20, 8
	type child struct {
		cmd   *exec.Cmd
		stdin io.WriteCloser
		out   *bufio.Reader
		errs  strings.Builder
	}
	// The children exit without the race detector's one-second wait for
	// late reports (atexit_sleep_ms).
	gorace := "GORACE=" + strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0")
	children := make([]*child, procs)
	for i := range children {
		c := &child{cmd: exec.Command(os.Args[0], "-test.run=^TestOpenChild$", "-test.count=1")}
		c.cmd.Env = append(os.Environ(), gorace, childEnv+"=1")
		c.cmd.Stderr = &c.errs
		stdout, err := c.cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if c.stdin, err = c.cmd.StdinPipe(); err != nil {
			t.Fatal(err)
		}
		if err := c.cmd.Start(); err != nil {
			t.Fatal(err)
		}
		c.out = bufio.NewReader(stdout)
		children[i] = c
	}
	// A child is stopped when the test ends: its stdin closes and it exits
	// (Wait also waits for its output to be copied).
	t.Cleanup(func() {
		for _, c := range children {
			c.stdin.Close()
			if err := c.cmd.Wait(); err != nil {
				t.Errorf("child: %v: %s", err, strings.TrimSpace(c.errs.String()))
			}
		}
	})
	for _, c := range children {
		if line, err := c.out.ReadString('\n'); err != nil || line != "ready\n" {
			t.Fatalf("child: %q %v: %s", line, err, strings.TrimSpace(c.errs.String()))
		}
	}
	var failures []string
	for r := range rounds {
		path := filepath.Join(t.TempDir(), "new.db")
		for _, c := range children {
			if _, err := io.WriteString(c.stdin, path+"\n"); err != nil {
				t.Fatalf("round %d: child gone: %v: %s", r, err, strings.TrimSpace(c.errs.String()))
			}
		}
		for _, c := range children {
			line, err := c.out.ReadString('\n')
			if err != nil {
				t.Fatalf("round %d: child gone: %v: %s", r, err, strings.TrimSpace(c.errs.String()))
			}
			if line != "ok\n" {
				failures = append(failures, fmt.Sprintf("round %d: %s", r, strings.TrimSpace(line)))
			}
		}
	}
	if len(failures) > 0 {
		t.Fatalf("%d of %d opens of a new ledger failed:\n%s", len(failures), rounds*procs, strings.Join(failures, "\n"))
	}
}
