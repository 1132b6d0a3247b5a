package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runScenarioCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := runWith(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

const seedFile = "../../scenarios/meeting_action_response_loss.yaml"

func TestScenarioRunSeedFileMatches(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	report := filepath.Join(t.TempDir(), "report.yaml")
	code, out, stderr := runScenarioCLI(t, "scenario", "run", seedFile, "--report", report)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
	for _, want := range []string{"RUN", "FIELD", "EXPECTED", "OBSERVED", "VERDICT", "alone: drop_create_response_after_commit", "task_id", "TASK-418"} {
		if !strings.Contains(out, want) {
			t.Fatalf("table lacks %q:\n%s", want, out)
		}
	}
	if stderr != "" {
		t.Fatalf("quiet by default, got stderr:\n%s", stderr)
	}
	b, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"observed:", "source_key: meetings/", "attempts:", "transitions:", "reason:", "external_id: TASK-418", "MSG-912"} {
		if !strings.Contains(string(b), want) {
			t.Fatalf("report lacks %q", want)
		}
	}
}

func TestScenarioRunJSONAndGlob(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	code, out, stderr := runScenarioCLI(t, "scenario", "run", "../../scenarios/fault_reject*.yaml", "-o", "json")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	var got struct {
		Files []struct {
			Path  string `json:"path"`
			Match bool   `json:"match"`
			Runs  []struct {
				Checks []struct{ Field, Observed string } `json:"checks"`
			} `json:"runs"`
		} `json:"files"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(got.Files) != 1 || !got.Files[0].Match || !strings.HasSuffix(got.Files[0].Path, "fault_reject_create.yaml") {
		t.Fatalf("json = %+v", got)
	}
}

func TestScenarioRunMismatchExits1(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	b, err := os.ReadFile(seedFile)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "wrong.yaml")
	wrong := strings.Replace(string(b), "task_id: TASK-418", "task_id: TASK-419", 1)
	if err := os.WriteFile(path, []byte(wrong), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runScenarioCLI(t, "scenario", "run", path)
	if code != 1 || !strings.Contains(out, "MISMATCH") || !strings.Contains(out, "TASK-419") {
		t.Fatalf("exit %d, want 1 with a MISMATCH line:\n%s", code, out)
	}
}

func TestScenarioRunInvalidExits2WithLine(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	b, err := os.ReadFile(seedFile)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, c := range map[string]struct{ old, new, want string }{
		"fault.yaml": {"  - deliver_event_to_second_worker", "  - deliver_event_twice", "fault.yaml:22: unknown fault \"deliver_event_twice\""},
		"date.yaml":  {"due_date: 2026-09-21", "due_date: 21.09.2026", "date.yaml:10: due_date \"21.09.2026\" is not a date"},
		"key.yaml":   {"business_key: demo:P42:M0914:A007:create-task", "business_key: demo:P42:M0914:A007", "key.yaml:11: business_key"},
		"field.yaml": {"  next_task_id: 418", "  next_task: 418", "field.yaml:13: unknown field: \"next_task\""},
	} {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(strings.Replace(string(b), c.old, c.new, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		code, _, stderr := runScenarioCLI(t, "scenario", "run", path)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Fatalf("%s: exit %d, stderr %q; want 2 and %q", name, code, stderr, c.want)
		}
	}
}

func TestScenarioFuzzCLI(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	code, out, stderr := runScenarioCLI(t, "scenario", "fuzz", "--runs", "5", "--seed", "42", "--out", t.TempDir())
	if code != 0 || !strings.Contains(out, "5 runs, seed 42") || !strings.Contains(out, "0 violation(s)") {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
}
