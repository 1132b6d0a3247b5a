package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The README's exit-status table, process by process: cobra's own errors
// are usage errors (2), never 1 or 0.
func TestCLIUsageErrorsExit2(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	notes, roster := examples(t)
	cases := []struct {
		name string
		args []string
		msg  string
	}{
		{"missing required flag", []string{"register", notes, "--roster", roster, "--tenant", "demo", "--meeting", "M1"}, `"project"`},
		{"unknown flag", []string{"ledger", "list", "--colour"}, "unknown flag"},
		{"extra argument", []string{"ledger", "stats", "extra"}, "unknown command"},
		{"bad duration", []string{"ledger", "gc", "--retention", "forever"}, "--retention"},
		{"unknown subcommand", []string{"ledger", "lst"}, `did you mean list`},
		{"unknown command", []string{"registr"}, "unknown command"},
		{"missing config file", []string{"ledger", "stats", "--config", filepath.Join(dir, "nope.yaml")}, "nope.yaml"},
		{"bad output format", []string{"ledger", "stats", "-o", "yaml"}, "--output"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, errOut, code := axagent(t, dir, nil, c.args...)
			if code != exitUsage || !strings.Contains(errOut, c.msg) {
				t.Fatalf("%v: exit %d, stderr %q, stdout %q; want exit 2 mentioning %q", c.args, code, errOut, out, c.msg)
			}
		})
	}
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("target: jiraa\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"ledger", "stats"}, {"register", notes, "--tenant", "d", "--project", "p", "--meeting", "m"}, {"worker", "--once"},
		{"version"}, {"sandbox", "serve", "--addr", "127.0.0.1:0"}, {"scenario", "run", "x.yaml"}} {
		if _, errOut, code := axagent(t, dir, nil, append(args, "--config", bad)...); code != exitUsage || !strings.Contains(errOut, "bad.yaml") {
			t.Errorf("%v with an invalid config: exit %d, %q", args, code, errOut)
		}
	}
}

// JSON output: snake_case keys everywhere and [] for empty lists; --limit
// says on stderr when it cut the list.
func TestCLIJSONShapes(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	notes, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	if out, errOut, code := axagent(t, dir, nil, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M1", "--db", db); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	out, _, code := axagent(t, dir, nil, "ledger", "list", "--db", db, "--state", "unknown", "-o", "json")
	if code != 0 || strings.TrimSpace(out) != "[]" {
		t.Fatalf("empty list: exit %d, %q; want []", code, out)
	}
	out, errOut, code := axagent(t, dir, nil, "ledger", "list", "--db", db, "--limit", "2", "-o", "json")
	var list []map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 || !strings.Contains(errOut, "first 2 rows") {
		t.Fatalf("--limit 2: exit %d, %d rows, stderr %q", code, len(list), errOut)
	}
	out, _, code = axagent(t, dir, nil, "ledger", "show", "demo:P42:M1:A001:create-task", "--db", db, "-o", "json")
	if code != 0 {
		t.Fatalf("show: exit %d %s", code, out)
	}
	var show any
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatal(err)
	}
	checkSnake(t, "ledger show", show)
	out, _, code = axagent(t, dir, nil, "ledger", "stats", "--db", db, "-o", "json")
	var stats map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &stats) != nil || !strings.Contains(out, `"needs_human": 1`) {
		t.Fatalf("ledger stats: exit %d %s", code, out)
	}
	checkSnake(t, "ledger stats", stats)
	out, _, code = axagent(t, dir, nil, "reconcile", "demo:P42:M1:A001:create-task", "--db", db, "-o", "json")
	if code != 0 {
		t.Fatalf("reconcile: exit %d %s", code, out)
	}
	var rec map[string]any
	if err := json.Unmarshal([]byte(out), &rec); err != nil {
		t.Fatal(err)
	}
	checkSnake(t, "reconcile", rec)
	if sk, _ := rec["skipped"].([]any); len(sk) != 1 || !strings.Contains(out, "not in doubt") {
		t.Errorf("reconcile of a settled key should say it is not in doubt: %s", out)
	}
	// The table says it in one language: the reason's and the lines'.
	for lang, want := range map[string][]string{"ko": {"키: ", "건너뜀 demo:P42:M1:A001:create-task"}, "en": {"keys: claimed", "skipped demo:P42:M1:A001:create-task", "not in doubt"}} {
		out, _, code = axagent(t, dir, nil, "reconcile", "demo:P42:M1:A001:create-task", "--db", db, "--lang", lang)
		for _, w := range want {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("reconcile --lang %s: exit %d, lacks %q:\n%s", lang, code, w, out)
			}
		}
		if lang == "ko" && (strings.Contains(out, "keys: claimed") || strings.Contains(out, "skipped ")) {
			t.Errorf("reconcile --lang ko mixes English lines with Korean reasons:\n%s", out)
		}
	}
	out, _, code = axagent(t, dir, nil, "version", "-o", "json")
	var v map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["version"] == "" || v["commit"] == nil || v["go"] == "" {
		t.Errorf("version: exit %d %s", code, out)
	}
}

// checkSnake fails on any JSON object key that is not snake_case.
func checkSnake(t *testing.T, what string, v any) {
	t.Helper()
	switch x := v.(type) {
	case map[string]any:
		for k, sub := range x {
			if k != strings.ToLower(k) || strings.ContainsAny(k, " -") {
				t.Errorf("%s: JSON key %q is not snake_case", what, k)
			}
			checkSnake(t, what, sub)
		}
	case []any:
		for _, sub := range x {
			checkSnake(t, what, sub)
		}
	case nil:
	}
}

// register --timeout against a tracker slower than the timeout: the table
// with every key's state, a message saying what is open, exit 5 — never a
// raw context error.
func TestRegisterTimeoutReportsOpenKeys(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	url := startSandbox(t, dir, "--latency", "3s")
	notes, roster := examples(t)
	out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL=" + url}, "register", notes, "--roster", roster,
		"--tenant", "demo", "--project", "P42", "--meeting", "M1", "--timeout", "500ms", "--lang", "en")
	if code != exitPending {
		t.Fatalf("exit %d, want %d\n%s\n%s", code, exitPending, out, errOut)
	}
	if strings.Contains(errOut, "axagent: ") || !strings.Contains(out, "keys are still open") || !strings.Contains(out, "demo:P42:M1:A001:create-task") {
		t.Fatalf("want the table and what is open:\n%s\nstderr: %s", out, errOut)
	}
}
