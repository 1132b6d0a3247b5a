package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// startupConfig writes a config whose console has one operator, kim, whose
// token lives in tokenEnv.
func startupConfig(t *testing.T, dir, tokenEnv string) string {
	t.Helper()
	cfg := filepath.Join(dir, "axagent.yaml")
	body := "console:\n  operators:\n    - name: kim\n      token_env: " + tokenEnv + "\n      tenants: [demo]\n"
	if err := os.WriteFile(cfg, []byte(body), 0o600); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// With every operator's token variable unset the console does not start
// (it would refuse every sign-in as a wrong token): exit 2, naming the
// variable to set.
func TestConsoleRefusesWithoutOperatorToken(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	cfg := startupConfig(t, dir, "AXAGENT_TEST_TOKEN_NEVER_SET")
	_, stderr, code := axagent(t, dir, []string{"AXAGENT_TEST_TOKEN_NEVER_SET="}, "console", "--config", cfg, "--db", filepath.Join(dir, "l.db"), "--listen", "127.0.0.1:0")
	if code != exitUsage || !strings.Contains(stderr, "AXAGENT_TEST_TOKEN_NEVER_SET") {
		t.Fatalf("console without a token: exit %d, stderr %s; want exit 2 naming the variable", code, stderr)
	}
}

// startLogging starts the binary with args and returns it and its stderr,
// line by line (closed when it ends); it is killed when the test ends.
func startLogging(t *testing.T, dir string, env []string, args ...string) (*exec.Cmd, <-chan string) {
	t.Helper()
	cmd := exec.Command(axagentBin(t), args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	errp, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Signal(syscall.SIGKILL); cmd.Wait() })
	lines := make(chan string, 1024)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(errp)
		for sc.Scan() {
			lines <- sc.Text()
		}
	}()
	return cmd, lines
}

// startListening runs args until the process logs line, and returns its
// stderr up to there; the process is stopped when the test ends.
func startListening(t *testing.T, dir string, env []string, line string, args ...string) string {
	t.Helper()
	_, lines := startLogging(t, dir, env, args...)
	var b strings.Builder
	timeout := time.After(60 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("%v ended before %q:\n%s", args, line, b.String())
			}
			b.WriteString(l + "\n")
			if strings.Contains(l, line) {
				go func() {
					for range lines { // keep its stderr flowing
					}
				}()
				return b.String()
			}
		case <-timeout:
			t.Fatalf("%v never logged %q", args, line)
		}
	}
}

// A listener reachable from other machines without TLS in front is said
// so at start-up; a loopback one, or one behind TLS (--secure), is not.
func TestListenWarnsWhenExposedWithoutTLS(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	cfg := startupConfig(t, dir, "AXAGENT_TEST_TOKEN_KIM")
	env := []string{"AXAGENT_TEST_TOKEN_KIM=kim-secret-token-0123456789", "AXAGENT_SANDBOX_URL="}
	const warning = "non-loopback address without TLS"
	for _, c := range []struct {
		name, listen string
		extra        []string
		warn         bool
	}{
		{"console on every interface", "0.0.0.0:0", nil, true},
		{"console on loopback", "127.0.0.1:0", nil, false},
		{"console behind TLS", "0.0.0.0:0", []string{"--secure"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"console", "--config", cfg, "--db", filepath.Join(dir, "l.db"), "--listen", c.listen}, c.extra...)
			out := startListening(t, dir, env, "console listening", args...)
			if strings.Contains(out, warning) != c.warn {
				t.Fatalf("warning %v, want %v:\n%s", !c.warn, c.warn, out)
			}
		})
	}
	out := startListening(t, dir, env, "worker listening", "worker", "--config", cfg, "--db", filepath.Join(dir, "w.db"), "--listen", "0.0.0.0:0", "--poll", "1h")
	if !strings.Contains(out, warning) {
		t.Fatalf("worker on every interface did not warn:\n%s", out)
	}
}

// A PostgreSQL DSN naming the maintenance database (or a template, or no
// database for user postgres, which the server takes as "postgres") is
// refused before anything is connected to or created; --allow-maintenance-db
// lets it through (here to a port where nothing listens: exit 1, not 2).
func TestMaintenanceDatabaseRefused(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	for _, dsn := range []string{
		"postgres://postgres@127.0.0.1:1/postgres?sslmode=disable",
		"postgres://axagent@127.0.0.1:1/template1?sslmode=disable",
		"host=127.0.0.1 port=1 user=postgres sslmode=disable",
	} {
		_, stderr, code := axagent(t, dir, []string{"PGDATABASE="}, "ledger", "stats", "--db", dsn)
		if code != exitUsage || !strings.Contains(stderr, "--allow-maintenance-db") {
			t.Errorf("--db %s: exit %d, stderr %s; want exit 2 naming --allow-maintenance-db", dsn, code, stderr)
		}
		_, stderr, code = axagent(t, dir, []string{"PGDATABASE="}, "ledger", "stats", "--db", dsn, "--allow-maintenance-db")
		if code != exitError || !strings.Contains(stderr, "cannot reach PostgreSQL") {
			t.Errorf("--db %s --allow-maintenance-db: exit %d, stderr %s; want it let through to the connection", dsn, code, stderr)
		}
	}
	if _, stderr, code := axagent(t, dir, nil, "ledger", "stats", "--db", "postgres://axagent@127.0.0.1:1/axagent?sslmode=disable"); code != exitError {
		t.Errorf("a database of its own: exit %d, stderr %s; want the connection tried (exit 1)", code, stderr)
	}
}
