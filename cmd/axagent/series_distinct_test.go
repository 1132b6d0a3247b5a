package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeriesDistinct: `series show` offers "not the same task" for a
// possible link; `series distinct` records it as the person's (text and
// -o json), a second one says who decided and changes nothing, show lists
// the decision and no longer the link, a rerun of the later meeting does
// not show it again; a pair never shown, a key not in the ledger and a
// pair of one meeting are refused (exit 3) saying why. `series merge
// --actor` names the person on the cancel-task the merge makes.
func TestSeriesDistinct(t *testing.T) {
	t.Parallel() // in process, on its own directory; no global state
	dir := t.TempDir()
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	register := func(meeting, date, body string) string {
		t.Helper()
		notes := filepath.Join(dir, meeting+".md")
		if err := os.WriteFile(notes, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", meeting, "--meeting-date", date, "-o", "json")
		if code != 0 {
			t.Fatalf("register %s: exit %d\n%s\n%s", meeting, code, out, errOut)
		}
		return out
	}
	const w2 = "# W2\n\n## Action items\n- [ ] @지훈 Write the budget report (due 2026-10-16)\n- [ ] @민서 협력사 교육 자료 준비 및 배포 (기한: 2026-10-16)\n"
	register("W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n- [ ] @민서 협력사 교육 자료 준비 (기한: 2026-10-09)\n")
	register("W2", "2026-10-08", w2)
	const (
		later, task   = "demo:P42:W2:A001:create-task", "demo:P42:W1:A001:create-task"
		later2, task2 = "demo:P42:W2:A002:create-task", "demo:P42:W1:A002:create-task"
	)
	code, out, errOut := runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "if not: axagent series distinct "+later+" --from "+task) {
		t.Fatalf("show before: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, _, errOut := runPossibleCLI(t, db, "series", "distinct", later, "--from", task); code != 2 || !strings.Contains(errOut, "--reason") {
		t.Fatalf("distinct without a reason: exit %d\n%s", code, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "series", "distinct", later, "--from", task, "--reason", "the yearly budget, not Q3", "--actor", "kim", "-o", "json")
	if code != 0 {
		t.Fatalf("distinct: exit %d\n%s\n%s", code, out, errOut)
	}
	var got struct {
		Key, From, By string
		Already       bool
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Key != later || got.From != task || got.By != "kim" || got.Already {
		t.Fatalf("distinct -o json: %+v\n%s", got, out)
	}
	var raw map[string]any
	_ = json.Unmarshal([]byte(out), &raw)
	checkSnake(t, "series distinct", raw)
	code, out, errOut = runPossibleCLI(t, db, "series", "distinct", later, "--from", task, "--reason", "again", "--actor", "lee")
	if code != 0 || !strings.Contains(out, later+" was set apart from "+task+" before (by kim") || !strings.Contains(out, "nothing changed") {
		t.Fatalf("distinct again: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "W2:A001 is not the same task as "+task+", decided by kim (the yearly budget, not Q3)") ||
		strings.Contains(out, "W2:A001 may be") || !strings.Contains(out, "W2:A002 may be "+task2) {
		t.Fatalf("show after: exit %d\n%s", code, out)
	}
	again := register("W2", "2026-10-08", w2)
	if i := strings.Index(again, `"possible_links"`); i < 0 || strings.Contains(again[i:], `"key": "`+task+`"`) || !strings.Contains(again[i:], `"key": "`+task2+`"`) {
		t.Fatalf("a rerun of W2, its possible links:\n%s", again)
	}

	for _, c := range []struct{ name, later, task, want string }{
		{"never shown", later2, task, later2 + " was not shown as possibly " + task},
		{"not in the ledger", "demo:P42:W2:A009:create-task", task, "demo:P42:W2:A009:create-task is not in the ledger"},
		{"one meeting", later, later2, "both are of meeting W2"},
	} {
		code, out, errOut := runPossibleCLI(t, db, "series", "distinct", c.later, "--from", c.task, "--reason", "x")
		if code != 3 || !strings.Contains(out+errOut, c.want) {
			t.Errorf("%s: exit %d, want 3 saying %q\n%s\n%s", c.name, code, c.want, out, errOut)
		}
	}

	// A task the person names that the ledger does not hold is a typo: bad
	// input (exit 2), as for ledger show — it was a refusal (exit 3).
	missing := "demo:P42:W1:A009:create-task"
	for _, args := range [][]string{
		{"series", "distinct", later, "--from", missing, "--reason", "x"},
		{"series", "split", later, "--from", missing, "--reason", "x"},
		{"series", "merge", later, "--into", missing, "--reason", "x"},
		{"series", "merge", "demo:P42:W3:A009:create-task", "--into", task, "--reason", "x"},
	} {
		code, out, errOut := runPossibleCLI(t, db, args...)
		if code != 2 || !strings.Contains(errOut, ":A009:create-task is not in the ledger") {
			t.Errorf("%v: exit %d, want 2 saying the A009 key is not in the ledger\n%s\n%s", args, code, out, errOut)
		}
	}

	// A merge's cancel-task is the person's. Without the cancel-task
	// permission it waits: merge says so with its next step and exits 4
	// (it printed "merged into … (needs-human)" and exited 0).
	code, out, errOut = runPossibleCLI(t, db, "series", "merge", later2, "--into", task2, "--reason", "the same material", "--actor", "lee")
	if code != exitNeedsHuman || !strings.Contains(out, later2+" merged into "+task2) ||
		!strings.Contains(out, "demo:P42:W2:A002:cancel-task needs a person") || !strings.Contains(out, "axagent ledger resolve demo:P42:W2:A002:cancel-task --requeue") {
		t.Fatalf("merge: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "ledger", "show", "demo:P42:W2:A002:cancel-task", "-o", "json")
	if code != 0 || !strings.Contains(out, `"actor": "lee"`) || strings.Contains(out, `"actor": "human"`) {
		t.Fatalf("the merge's cancel-task: exit %d\n%s\n%s", code, out, errOut)
	}
}
