package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// walkthroughStep is one command of a README walkthrough with the exit
// status the README prints for it.
type walkthroughStep struct {
	block, line string
	args        []string
	exit        int
	// file and body: instead of a command, write body to file (a
	// "<!-- walkthrough-file: NAME -->" block: the config the README
	// tells the reader to put there).
	file, body string
}

var reExit = regexp.MustCompile(`\s+#\s*exit (\d+)\s*$`)

// readmeWalkthroughs reads the README's walkthroughs: the sh blocks after
// a "<!-- walkthrough: … -->" marker, in order. A line's "# exit N" is the
// status the README promises (0 when it says none); `go run ./cmd/axagent`
// and `axagent` are the binary under test; `go test` lines are the test
// suite itself and are left out.
// reTestCommand is the README's test command, environment assignments
// (CI=true) first or not.
var reTestCommand = regexp.MustCompile(`^(?:[A-Z_][A-Z0-9_]*=\S*\s+)*go test\b`)

func readmeWalkthroughs(t *testing.T) []walkthroughStep {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	var steps []walkthroughStep
	lines := strings.Split(string(b), "\n")
	for i := 0; i < len(lines); i++ {
		marker := strings.TrimSpace(lines[i])
		if name, ok := strings.CutPrefix(marker, "<!-- walkthrough-file: "); ok {
			st := walkthroughStep{block: marker, file: strings.TrimSuffix(strings.TrimSpace(name), " -->")}
			for i += 2; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
				st.body += lines[i] + "\n"
			}
			steps = append(steps, st)
			continue
		}
		if !strings.HasPrefix(marker, "<!-- walkthrough:") {
			continue
		}
		if i+1 >= len(lines) || strings.TrimSpace(lines[i+1]) != "```sh" {
			t.Fatalf("README line %d: a walkthrough marker not followed by a ```sh block", i+1)
		}
		for i += 2; i < len(lines) && strings.TrimSpace(lines[i]) != "```"; i++ {
			l := strings.TrimSpace(lines[i])
			if l == "" || strings.HasPrefix(l, "#") || reTestCommand.MatchString(l) {
				continue
			}
			st := walkthroughStep{block: marker, line: l}
			if m := reExit.FindStringSubmatch(l); m != nil {
				st.exit, _ = strconv.Atoi(m[1])
				l = strings.TrimSpace(l[:len(l)-len(m[0])])
			}
			words := shellWords(t, l)
			switch {
			case len(words) > 2 && words[0] == "go" && words[1] == "run" && words[2] == "./cmd/axagent":
				st.args = words[3:]
			case len(words) > 0 && words[0] == "axagent":
				st.args = words[1:]
			default:
				t.Fatalf("README walkthrough line %q: not an axagent command", lines[i])
			}
			steps = append(steps, st)
		}
	}
	return steps
}

// shellWords splits a command line as a POSIX shell would for the plain
// words and double-quoted strings the README uses.
func shellWords(t *testing.T, s string) []string {
	t.Helper()
	var out []string
	var cur strings.Builder
	in, quoted := false, false
	for _, r := range s {
		switch {
		case r == '"':
			quoted, in = !quoted, true
		case r == ' ' && !quoted:
			if in {
				out = append(out, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if quoted {
		t.Fatalf("unbalanced quote in %q", s)
	}
	if in {
		out = append(out, cur.String())
	}
	return out
}

// The README's walkthroughs run as written, in the README's order, in one
// folder holding the checkout's examples, each exiting with the status the
// README prints.
func TestReadmeWalkthroughs(t *testing.T) {
	steps := readmeWalkthroughs(t)
	if len(steps) < 5 {
		t.Fatalf("%d walkthrough commands in the README", len(steps))
	}
	dir := t.TempDir()
	src := filepath.Join("..", "..", "examples")
	if err := os.CopyFS(filepath.Join(dir, "examples"), os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	var outs []string
	for _, st := range steps {
		if st.file != "" {
			if err := os.WriteFile(filepath.Join(dir, st.file), []byte(st.body), 0o600); err != nil {
				t.Fatal(err)
			}
			continue
		}
		out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL=", "AXAGENT_DB=", "AXAGENT_CONFIG="}, st.args...)
		outs = append(outs, out)
		if code != st.exit {
			t.Fatalf("%s\n%s\nexit %d, the README says %d\n%s\n%s", st.block, st.line, code, st.exit, out, errOut)
		}
		if st.args[0] != "worker" && strings.Contains(errOut, "level=INFO") {
			t.Errorf("%s: INFO logs on an interactive command (the worker keeps its logs):\n%s", st.line, errOut)
		}
	}
	// What the walkthroughs promise: the words the README quotes,
	all := strings.Join(outs, "\n")
	for _, quoted := range []string{"4건이 승인을 기다립니다", `담당자 "준호" 님이 명단에 없습니다`, "등록과 담당자 알림 전달을 확인했습니다"} {
		if !strings.Contains(all, quoted) {
			t.Errorf("no command of the walkthroughs says %q, which the README quotes", quoted)
		}
	}
	// and the quick start's four tasks once
	// each; in demo.db A004 with the person given, notified once.
	if st := readSandbox(t, filepath.Join(dir, "axagent.db")); len(st.Tasks) != 4 || len(st.Messages) != 4 {
		t.Fatalf("quick start: %d tasks, %d messages; want 4 and 4", len(st.Tasks), len(st.Messages))
	}
	st := readSandbox(t, filepath.Join(dir, "demo.db"))
	if st.tasksFor(a004) != 1 || st.messagesFor("demo:P42:M0914:A004:") != 1 || len(st.Tasks) != 4 {
		t.Fatalf("demo.db: %d tasks for A004, %d messages, %d tasks in all", st.tasksFor(a004), st.messagesFor("demo:P42:M0914:A004:"), len(st.Tasks))
	}
	if st := readSandbox(t, filepath.Join(dir, "approval.db")); len(st.Tasks) != 4 || len(st.Messages) != 4 {
		t.Fatalf("approval.db: %d tasks, %d messages; want 4 and 4 after the approval", len(st.Tasks), len(st.Messages))
	}
}
