package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeriesSplit: `series show` offers the split of a restatement, `series
// split` files the later action and restores the task's due date (text and
// -o json), a second split says there is nothing left to do, show lists
// the person's decision, and a split of a key no restatement ties is
// refused (exit 3) naming it.
func TestSeriesSplit(t *testing.T) {
	t.Parallel() // in process, on its own directory; no global state
	dir := t.TempDir()
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	register := func(meeting, date, body string) {
		t.Helper()
		notes := filepath.Join(dir, meeting+".md")
		if err := os.WriteFile(notes, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", meeting, "--meeting-date", date)
		if code != 0 {
			t.Fatalf("register %s: exit %d\n%s\n%s", meeting, code, out, errOut)
		}
	}
	register("W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-10)\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n")
	register("W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 — 진행 중 (기한: 2026-10-17)\n")
	const later, task = "demo:P42:W2:A001:create-task", "demo:P42:W1:A001:create-task"

	code, out, errOut := runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "W2:A001 restated "+task) || !strings.Contains(out, "axagent series split "+later+" --from "+task) {
		t.Fatalf("show before: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, _, errOut := runPossibleCLI(t, db, "series", "split", later, "--from", task); code != 2 || !strings.Contains(errOut, "--reason") {
		t.Fatalf("split without a reason: exit %d\n%s", code, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "series", "split", later, "--from", task, "--reason", "the Q4 close is other work", "--actor", "kim", "-o", "json")
	if code != 0 {
		t.Fatalf("split: exit %d\n%s\n%s", code, out, errOut)
	}
	var got struct {
		Key, From, By, State, ExternalID string
		Already                          bool
		Restored                         struct{ Key, State, DueDate string }
	}
	if err := json.Unmarshal([]byte(strings.ReplaceAll(out, "external_id", "externalid")), &got); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if got.Key != later || got.From != task || got.By != "kim" || got.State != "succeeded" || got.ExternalID == "" || got.Already ||
		got.Restored.Key != "demo:P42:W1:A001:update-task-2" || got.Restored.State != "succeeded" {
		t.Fatalf("split -o json: %+v\n%s", got, out)
	}
	var raw map[string]any
	_ = json.Unmarshal([]byte(out), &raw)
	checkSnake(t, "series split", raw)
	if !strings.Contains(out, `"due_date": "2026-10-10"`) {
		t.Fatalf("the restored due date is not shown:\n%s", out)
	}

	code, out, errOut = runPossibleCLI(t, db, "series", "split", later, "--from", task, "--reason", "again", "--actor", "lee")
	if code != 0 || !strings.Contains(out, later+" was split from "+task+" before (by kim") || !strings.Contains(out, "nothing left to do") {
		t.Fatalf("split again: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "W2:A001 is another task than "+task+", split by kim (split by a person: the Q4 close is other work") || strings.Contains(out, "W2:A001 restated") {
		t.Fatalf("show after: exit %d\n%s", code, out)
	}

	const other = "demo:P42:W1:A002:create-task"
	code, out, errOut = runPossibleCLI(t, db, "series", "split", "demo:P42:W2:A009:create-task", "--from", other, "--reason", "x")
	if code != 3 || !strings.Contains(out+errOut, "no restatement ties demo:P42:W2:A009:create-task to "+other) {
		t.Fatalf("split of no restatement: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "series", "split", later, "--from", other, "--reason", "x")
	if code != 3 || !strings.Contains(out+errOut, later+" is its own task already (succeeded); no restatement ties it to "+other) {
		t.Fatalf("split of no restatement: exit %d\n%s\n%s", code, out, errOut)
	}
}

// TestSeriesSplitDueLeft: when the task's due date was changed again
// since the restatement, split leaves it and prints why with the command
// that restores it; -o json carries the typed reason with its dates.
func TestSeriesSplitDueLeft(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	for _, m := range []struct{ meeting, date, body string }{
		{"W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 (기한: 2026-10-10)\n"},
		{"W2", "2026-10-08", "# W2\n\n## Action items\n- [ ] @민서 9월 정산 보고서 작성 — 진행 중 (기한: 2026-10-17)\n"},
	} {
		notes := filepath.Join(dir, m.meeting+".md")
		if err := os.WriteFile(notes, []byte(m.body), 0o600); err != nil {
			t.Fatal(err)
		}
		if code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", m.meeting, "--meeting-date", m.date); code != 0 {
			t.Fatalf("register %s: exit %d\n%s\n%s", m.meeting, code, out, errOut)
		}
	}
	const later, task = "demo:P42:W2:A001:create-task", "demo:P42:W1:A001:create-task"
	if code, out, errOut := runPossibleCLI(t, db, "update", task, "--due", "2026-10-30"); code != 0 {
		t.Fatalf("update: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut := runPossibleCLI(t, db, "series", "split", later, "--from", task, "--reason", "other work", "--actor", "kim")
	if code != 0 || !strings.Contains(out, task+"'s due date was changed again since the restatement (demo:P42:W1:A001:update-task-2, due 2026-10-30): it is left as it is; if it should be 2026-10-10 again: axagent update "+task+" --due 2026-10-10") {
		t.Fatalf("split: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "series", "split", later, "--from", task, "--reason", "other work", "--actor", "kim", "-o", "json")
	var got struct {
		DueLeft struct{ Why, Task, Update, Due, Before string } `json:"due_left"`
		Kept    string
	}
	if err := json.Unmarshal([]byte(out), &got); code != 0 || err != nil {
		t.Fatalf("split -o json: exit %d %v\n%s\n%s", code, err, out, errOut)
	}
	if got.DueLeft.Why != "changed-again" || got.DueLeft.Task != task || got.DueLeft.Update != "demo:P42:W1:A001:update-task-2" || got.DueLeft.Due != "2026-10-30" ||
		got.DueLeft.Before != "2026-10-10" || !strings.Contains(got.Kept, "axagent update "+task+" --due 2026-10-10") {
		t.Fatalf("split -o json: %+v\n%s", got, out)
	}
	var raw map[string]any
	_ = json.Unmarshal([]byte(out), &raw)
	checkSnake(t, "series split", raw)
}
