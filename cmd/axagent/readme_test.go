package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// walkthroughStep is one step of a README walkthrough: a command with the
// exit status the README prints for it, a script (a block run as one),
// a file the README tells the reader to write, or an example copied where
// the README names the reader's own file.
type walkthroughStep struct {
	block, line string
	exit        int
	// script: the whole block runs as one shell script.
	script bool
	// serve: the command serves on this address (as the README writes
	// it) until the walkthrough's next block.
	serve string
	// prints: what the output must contain ("# prints: …" lines).
	prints []string
	// file and body: write body to file (appended when appendFile); a
	// "<!-- walkthrough-file: NAME -->" block.
	file, body string
	appendFile bool
	// from: copy this checkout file to file ("<!-- walkthrough-copy:
	// SRC DST -->", the example standing in for the reader's own).
	from string
	// newBlock: the first step of a "<!-- walkthrough: … -->" block
	// (servers of an earlier block stop before it).
	newBlock bool
}

// notRun is a README sh block that no test runs, and why.
type notRun struct{ line, why string }

var (
	reExit   = regexp.MustCompile(`\s+#\s*exit (\d+)\s*$`)
	reListen = regexp.MustCompile(`--listen (\S+)`)
	reAddr   = regexp.MustCompile(`127\.0\.0\.1:\d+`)
)

// reTestCommand is the README's test command, environment assignments
// (CI=true, GOFLAGS='… …' quoted when it holds spaces) first or not: the
// test suite itself, not a walkthrough step.
var reTestCommand = regexp.MustCompile(`^(?:[A-Z_][A-Z0-9_]*=(?:'[^']*'|"[^"]*"|\S*)\s+)*go test\b`)

// readmeWalkthroughs reads the README's walkthroughs in order. Every
// ```sh block is either a walkthrough ("<!-- walkthrough: NAME -->", each
// command run; "<!-- walkthrough-script: NAME -->", run as one script) or
// says why it is not run ("<!-- not a walkthrough: WHY -->"); a block
// with neither fails the test. In a walkthrough a line's "# exit N" is
// the status the README promises (0 when it says none), "# prints: TEXT"
// what the step before it (or the script) prints; `go run ./cmd/axagent`
// and `axagent` are the binary under test; `go install ./cmd/axagent`
// (its build) and `go test` lines (the test suite) are left out.
func readmeWalkthroughs(t *testing.T) ([]walkthroughStep, []notRun) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var steps []walkthroughStep
	var skipped []notRun
	lines := strings.Split(string(b), "\n")
	marker := ""
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case strings.HasPrefix(l, "<!-- walkthrough-file: "), strings.HasPrefix(l, "<!-- walkthrough-file-append: "):
			name := strings.TrimSuffix(l[strings.Index(l, ": ")+2:], " -->")
			st := walkthroughStep{block: l, file: strings.TrimSpace(name), appendFile: strings.Contains(l, "-append:")}
			for i += 2; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
				st.body += lines[i] + "\n"
			}
			steps = append(steps, st)
			continue
		case strings.HasPrefix(l, "<!-- walkthrough-copy: "):
			f := strings.Fields(strings.TrimSuffix(strings.TrimPrefix(l, "<!-- walkthrough-copy: "), " -->"))
			if len(f) != 2 {
				t.Fatalf("README line %d: walkthrough-copy wants SRC DST", i+1)
			}
			steps = append(steps, walkthroughStep{block: l, from: f[0], file: f[1]})
			continue
		case strings.HasPrefix(l, "<!--"):
			marker = l
			continue
		case l == "":
			continue
		case l != "```sh":
			marker = ""
			continue
		}
		// A ```sh block.
		start := i + 1
		var body []string
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			body = append(body, lines[i])
		}
		switch {
		case strings.HasPrefix(marker, "<!-- not a walkthrough: "):
			why := strings.TrimSuffix(strings.TrimPrefix(marker, "<!-- not a walkthrough: "), " -->")
			if len(why) < 10 {
				t.Errorf("README line %d: a block not run must say why", start)
			}
			skipped = append(skipped, notRun{line: strconv.Itoa(start), why: why})
		case strings.HasPrefix(marker, "<!-- walkthrough-script: "):
			st := walkthroughStep{block: marker, script: true, newBlock: false, line: strings.Join(body, "\n") + "\n"}
			for _, bl := range body {
				if p, ok := strings.CutPrefix(strings.TrimSpace(bl), "# prints: "); ok {
					st.prints = append(st.prints, p)
				}
			}
			steps = append(steps, st)
		case strings.HasPrefix(marker, "<!-- walkthrough: "):
			first := len(steps)
			for _, bl := range joinContinued(body) {
				l := strings.TrimSpace(bl)
				if p, ok := strings.CutPrefix(l, "# prints: "); ok {
					if len(steps) == first {
						t.Fatalf("README line %d: # prints: before any command", start)
					}
					steps[len(steps)-1].prints = append(steps[len(steps)-1].prints, p)
					continue
				}
				if l == "" || strings.HasPrefix(l, "#") || reTestCommand.MatchString(l) || l == "go install ./cmd/axagent" {
					continue
				}
				st := walkthroughStep{block: marker, line: l}
				if m := reExit.FindStringSubmatch(l); m != nil {
					st.exit, _ = strconv.Atoi(m[1])
					st.line = strings.TrimSpace(l[:len(l)-len(m[0])])
				}
				st.line = strings.Replace(st.line, "go run ./cmd/axagent ", "axagent ", 1)
				if !regexp.MustCompile(`^(?:[A-Z_][A-Z0-9_]*=(?:\$\([^)]*\)|\S*)\s+)*axagent\b`).MatchString(st.line) {
					t.Fatalf("README walkthrough line %q: not an axagent command", bl)
				}
				if m := reListen.FindStringSubmatch(st.line); m != nil {
					st.serve = m[1]
				}
				steps = append(steps, st)
			}
			if len(steps) > first {
				steps[first].newBlock = true
			}
		default:
			t.Errorf("README line %d: a ```sh block that is neither a walkthrough nor marked <!-- not a walkthrough: WHY -->", start)
		}
		marker = ""
	}
	return steps, skipped
}

// joinContinued joins lines ending in a backslash with the next.
func joinContinued(lines []string) []string {
	var out []string
	cur := ""
	for _, l := range lines {
		if s, ok := strings.CutSuffix(strings.TrimRight(l, " "), "\\"); ok {
			cur += s + " "
			continue
		}
		out = append(out, cur+l)
		cur = ""
	}
	return out
}

// server is a walkthrough command serving until the walkthrough stops it.
type server struct {
	line string
	exit int
	cmd  *exec.Cmd
	out  *lockedBuffer
	done chan error
}

// lockedBuffer is a server's output, written while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) WriteString(s string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b.WriteString(s)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestReadmeWalkthroughs: the README's walkthroughs run as written, in the
// README's order, in one folder holding the checkout's examples, each
// command exiting with the status the README prints; a server runs on a
// free port (the README's address replaced in what follows) until the next
// walkthrough begins, and exits as printed when stopped.
func TestReadmeWalkthroughs(t *testing.T) {
	parallel(t) // its own folder, processes and free ports
	steps, skipped := readmeWalkthroughs(t)
	if len(steps) < 10 {
		t.Fatalf("%d walkthrough steps in the README", len(steps))
	}
	for _, s := range skipped {
		t.Logf("README block at line %s not run: %s", s.line, s.why)
	}
	dir := t.TempDir()
	src := filepath.Join("..", "..", "examples")
	if err := os.CopyFS(filepath.Join(dir, "examples"), os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	for _, tool := range []string{"bash", "curl", "openssl"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("the README's walkthroughs need %s", tool)
			}
			t.Skipf("the README's walkthroughs need %s", tool)
		}
	}
	// The reader's shell: the binary under test first on PATH, nothing of
	// this machine's axagent settings, the webhook secret exported as the
	// README's worker line sets it.
	env := append(os.Environ(), "PATH="+filepath.Dir(axagentBin(t))+string(os.PathListSeparator)+os.Getenv("PATH"),
		"AXAGENT_SANDBOX_URL=", "AXAGENT_DB=", "AXAGENT_CONFIG=", "AXAGENT_WEBHOOK_SECRET=…")
	addrs := map[string]string{}
	subst := func(s string) string {
		for from, to := range addrs {
			s = strings.ReplaceAll(s, from, to)
		}
		return s
	}
	var servers []*server
	stop := func() {
		for _, s := range servers {
			_ = s.cmd.Process.Signal(syscall.SIGTERM)
			err := <-s.done
			code := 0
			if ee, ok := err.(*exec.ExitError); ok {
				code = ee.ExitCode()
			}
			if code != s.exit {
				t.Errorf("%s\nstopped: exit %d, the README says %d\n%s", s.line, code, s.exit, s.out)
			}
		}
		servers = nil
	}
	defer stop()
	var outs []string
	for _, st := range steps {
		if st.newBlock {
			stop()
		}
		switch {
		case st.from != "":
			b, err := os.ReadFile(filepath.Join("..", "..", st.from))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, st.file)), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, st.file), b, 0o600); err != nil {
				t.Fatal(err)
			}
			continue
		case st.file != "":
			flag := os.O_CREATE | os.O_WRONLY | os.O_TRUNC
			if st.appendFile {
				flag = os.O_CREATE | os.O_WRONLY | os.O_APPEND
			}
			f, err := os.OpenFile(filepath.Join(dir, st.file), flag, 0o600)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := f.WriteString(st.body); err != nil {
				t.Fatal(err)
			}
			f.Close()
			continue
		case st.serve != "":
			servers = append(servers, startServer(t, dir, env, st, addrs))
			continue
		}
		line := subst(st.line)
		cmd := exec.Command("bash", "-c", line)
		if st.script {
			cmd = exec.Command("bash", "-e", "-c", line)
		}
		cmd.Dir, cmd.Env = dir, env
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		outs = append(outs, out.String())
		if code != st.exit {
			t.Fatalf("%s\n%s\nexit %d, the README says %d\n%s\n%s", st.block, line, code, st.exit, &out, &errb)
		}
		for _, p := range st.prints {
			if !strings.Contains(out.String(), subst(p)) {
				t.Errorf("%s\n%s\ndoes not print %q:\n%s\n%s", st.block, line, subst(p), &out, &errb)
			}
		}
		if !st.script && !strings.Contains(line, "axagent worker") && strings.Contains(errb.String(), "level=INFO") {
			t.Errorf("%s: INFO logs on an interactive command (the worker keeps its logs):\n%s", line, &errb)
		}
	}
	stop()
	// What the walkthroughs promise: the words the README quotes,
	all := strings.Join(outs, "\n")
	for _, quoted := range []string{"4건이 승인을 기다립니다", `담당자 "준호" 님이 명단에 없습니다`, "등록과 담당자 알림 전달을 확인했습니다"} {
		if !strings.Contains(all, quoted) {
			t.Errorf("no command of the walkthroughs says %q, which the README quotes", quoted)
		}
	}
	// the quick start's four tasks once each (the webhook's meeting is
	// another); in demo.db A004 with the person given, notified once.
	st := readSandbox(t, filepath.Join(dir, "axagent.db"))
	if n, m := countPrefix(st, "demo:P42:M0914:"); n != 4 || m != 4 {
		t.Fatalf("quick start: %d tasks, %d messages of M0914; want 4 and 4", n, m)
	}
	st = readSandbox(t, filepath.Join(dir, "demo.db"))
	if st.tasksFor(a004) != 1 || st.messagesFor("demo:P42:M0914:A004:") != 1 || len(st.Tasks) != 4 {
		t.Fatalf("demo.db: %d tasks for A004, %d messages, %d tasks in all", st.tasksFor(a004), st.messagesFor("demo:P42:M0914:A004:"), len(st.Tasks))
	}
	if st := readSandbox(t, filepath.Join(dir, "approval.db")); len(st.Tasks) != 4 || len(st.Messages) != 4 {
		t.Fatalf("approval.db: %d tasks, %d messages; want 4 and 4 after the approval", len(st.Tasks), len(st.Messages))
	}
	// and the report card page the README writes.
	if b, err := os.ReadFile(filepath.Join(dir, "card.html")); err != nil || !bytes.Contains(b, []byte("<html")) {
		t.Fatalf("card.html: %v\n%.200s", err, b)
	}
}

// countPrefix counts the sandbox's tasks and messages under a key prefix.
func countPrefix(st sandboxState, prefix string) (tasks, messages int) {
	for _, t := range st.Tasks {
		if strings.HasPrefix(t.Key, prefix) {
			tasks++
		}
	}
	return tasks, st.messagesFor(prefix)
}

// startServer starts a serving walkthrough command on a free port of
// loopback and returns once it has announced its address (stdout or its
// log), which then replaces the README's address in what follows.
func startServer(t *testing.T, dir string, env []string, st walkthroughStep, addrs map[string]string) *server {
	t.Helper()
	line := strings.Replace(st.line, "--listen "+st.serve, "--listen 127.0.0.1:0", 1)
	// exec: the signal that stops it reaches axagent, not the shell.
	line = regexp.MustCompile(`\baxagent `).ReplaceAllLiteralString(line, "exec axagent ")
	cmd := exec.Command("bash", "-c", line)
	cmd.Dir, cmd.Env = dir, env
	pr, pw := io.Pipe()
	s := &server{line: st.line, exit: st.exit, cmd: cmd, out: &lockedBuffer{}, done: make(chan error, 1)}
	cmd.Stdout, cmd.Stderr = pw, pw
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { err := cmd.Wait(); pw.Close(); s.done <- err }()
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		sent := false
		for sc.Scan() {
			s.out.WriteString(sc.Text() + "\n")
			if a := reAddr.FindString(sc.Text()); a != "" && !sent {
				found <- a
				sent = true
			}
		}
		if !sent {
			close(found)
		}
	}()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	select {
	case a, ok := <-found:
		if !ok {
			t.Fatalf("%s: exited without serving\n%s", st.line, s.out)
		}
		addrs[st.serve] = a
		// It answers HTTP at that address.
		resp, err := http.Get("http://" + a + "/healthz")
		if err != nil {
			t.Fatalf("%s: announced %s but does not answer: %v", st.line, a, err)
		}
		resp.Body.Close()
	case <-ctx.Done():
		t.Fatalf("%s: did not announce an address within a minute\n%s", st.line, s.out)
	}
	return s
}
