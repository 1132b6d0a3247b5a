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

// TestOpenChild is the child process of TestConcurrentFirstOpen: it says
// it is ready, waits for the go (a byte on stdin) so that every child opens
// at the same moment, opens the ledger named by the environment, reads it,
// says "ok" and exits.
func TestOpenChild(t *testing.T) {
	path := os.Getenv(childEnv)
	if path == "" {
		t.Skip("child process only")
	}
	fmt.Println("ready")
	if _, err := os.Stdin.Read(make([]byte, 1)); err != nil {
		fmt.Fprintln(os.Stderr, "CHILD-ERR: no go:", err)
		os.Exit(4)
	}
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		fmt.Fprintln(os.Stderr, "CHILD-ERR:", err)
		os.Exit(3)
	}
	if _, err := s.Stats(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "CHILD-ERR:", err)
		os.Exit(3)
	}
	s.Close()
	fmt.Println("ok")
}

// Issue 19 item 10: many processes opening a ledger file that does not
// exist yet all succeed: the journal-mode switch, the migrations and the
// prepared statements wait for each other instead of failing with
// SQLITE_BUSY. Repeated, 8 processes released at the same moment, under
// CPU load.
func TestConcurrentFirstOpen(t *testing.T) {
	// Not parallel: it loads the CPU itself and its processes must each
	// open within the busy timeout, so it runs alone.
	if testing.Short() {
		t.Skip("spawns processes")
	}
	longtest.Skip(t, "20 rounds of 8 processes under CPU load")
	rounds, procs := 20, 8
	// CPU load while the children open: the race is widest when the
	// processes are slow. Only then: spinning while the children start (each
	// waits for its go) slowed nothing the test looks at and took two cores
	// from the packages the suite runs beside this one.
	load := func() (stop func()) {
		done := make(chan struct{})
		for range 2 {
			go func() {
				for {
					select {
					case <-done:
						return
					default:
					}
				}
			}()
		}
		return func() { close(done) }
	}
	// The children exit without the race detector's one-second wait for
	// late reports (atexit_sleep_ms): it held every round a second longer,
	// with the spinners above running (issue 32).
	gorace := "GORACE=" + strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0")
	var failures []string
	for r := 0; r < rounds; r++ {
		path := filepath.Join(t.TempDir(), "new.db")
		type child struct {
			cmd   *exec.Cmd
			stdin io.WriteCloser
			out   *bufio.Reader
			errs  strings.Builder
		}
		// All of a round's children start at once, then each says ready.
		children := make([]*child, procs)
		for i := range children {
			c := &child{cmd: exec.Command(os.Args[0], "-test.run=^TestOpenChild$", "-test.count=1")}
			c.cmd.Env = append(os.Environ(), gorace, childEnv+"="+path)
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
		for _, c := range children {
			if line, err := c.out.ReadString('\n'); err != nil || line != "ready\n" {
				t.Fatalf("child: %q %v", line, err)
			}
		}
		stopLoad := load()
		for _, c := range children {
			c.stdin.Write([]byte{1})
		}
		// The opens are over when every child has said ok or ended.
		for _, c := range children {
			c.out.ReadString('\n')
		}
		stopLoad()
		for _, c := range children {
			if err := c.cmd.Wait(); err != nil {
				failures = append(failures, fmt.Sprintf("round %d: %v: %s", r, err, strings.TrimSpace(c.errs.String())))
			}
		}
	}
	if len(failures) > 0 {
		t.Fatalf("%d of %d processes failed to open a new ledger:\n%s", len(failures), rounds*procs, strings.Join(failures, "\n"))
	}
}
