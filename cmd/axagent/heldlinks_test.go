package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An action held for a question of its own (an owner the roster does not
// know) that may restate an open task: register says which task it may
// be and how to merge it (text and -o json, the same on a rerun), and
// series show says the task's later action waits for a person and may
// be it.
func TestRegisterShowsHeldPossibleTask(t *testing.T) {
	parallel(t) // in process, on its own directory; no global state
	dir := t.TempDir()
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	register := func(meeting, date, body string, more ...string) string {
		t.Helper()
		notes := filepath.Join(dir, meeting+".md")
		if err := os.WriteFile(notes, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		args := append([]string{"register", notes, "--roster", roster, "--tenant", "demo", "--project", "P9", "--meeting", meeting, "--meeting-date", date}, more...)
		_, out, errOut := runPossibleCLI(t, db, args...)
		if strings.Contains(errOut, "panic") {
			t.Fatalf("register %s:\n%s", meeting, errOut)
		}
		return out
	}
	register("H1", "2026-11-02", "# Weekly H1\n\n## Action items\n- [ ] @지훈 Write the vendor onboarding checklist (due 2026-11-06)\n")
	const task, later = "demo:P9:H1:A001:create-task", "demo:P9:H2:A001:create-task"
	body := "# Weekly H2\n\n## Action items\n- [ ] @Jordan Write the vendor onboarding checklist (due 2026-11-13)\n"
	out := register("H2", "2026-11-09", body)
	line := lineWith(out, "held for a person; it may be")
	if !strings.Contains(line, task) || !strings.Contains(line, "axagent series merge "+later+" --into "+task) {
		t.Fatalf("register does not show the held action's possible task:\n%s", out)
	}
	out = register("H2", "2026-11-09", body, "-o", "json")
	var got struct {
		Links []struct {
			ActionKey string `json:"action_key"`
			Key       string `json:"key"`
			Held      bool   `json:"held"`
			Why       struct {
				Kind string `json:"kind"`
			} `json:"why"`
		} `json:"possible_links"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(got.Links) != 1 || got.Links[0].ActionKey != later || got.Links[0].Key != task || !got.Links[0].Held || got.Links[0].Why.Kind != "held-same-deliverable" {
		t.Fatalf("rerun -o json possible_links: %+v", got.Links)
	}
	_, out, _ = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P9")
	if l := lineWith(out, "waits for a person and may be"); !strings.Contains(l, "H2:A001") || !strings.Contains(l, task) || !strings.Contains(l, "axagent series merge "+later) {
		t.Fatalf("series show:\n%s", out)
	}
}
