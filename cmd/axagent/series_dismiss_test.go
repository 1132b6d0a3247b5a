package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSeriesDismiss: a later meeting's line that is no action but reports
// on an open task ("지훈 said the Q3 budget report is still in
// progress") is listed by `series show` as a status fact with the one
// step that undoes it; `series dismiss` dismisses it (a reason is
// required; a second one says who did; a line with no fact is refused),
// and show then says it was dismissed.
func TestSeriesDismiss(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	register := func(meeting, date, body string) {
		t.Helper()
		notes := filepath.Join(dir, meeting+".md")
		if err := os.WriteFile(notes, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		if code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", meeting, "--meeting-date", date); code != 0 {
			t.Fatalf("register %s: exit %d\n%s\n%s", meeting, code, out, errOut)
		}
	}
	register("W1", "2026-10-01", "# W1\n\n## Action items\n- [ ] @지훈 Write the Q3 budget report (due 2026-10-09)\n")
	register("W2", "2026-10-08", "# W2\n\n## Notes\n\n지훈 said the Q3 budget report is still in progress.\n")
	const task = "demo:P42:W1:A001:create-task"
	code, out, errOut := runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "W2 line 5 reported "+task+" as in progress") || !strings.Contains(out, "axagent series dismiss "+task+" --meeting W2 --line 5") || !strings.Contains(out, "[W2]") {
		t.Fatalf("show: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, _, errOut := runPossibleCLI(t, db, "series", "dismiss", task, "--meeting", "W2", "--line", "5"); code != 2 || !strings.Contains(errOut, "--reason") {
		t.Fatalf("dismiss without a reason: exit %d\n%s", code, errOut)
	}
	code, out, errOut = runPossibleCLI(t, db, "series", "dismiss", task, "--meeting", "W2", "--line", "5", "--reason", "about the board's budget", "--actor", "kim")
	if code != 0 || !strings.Contains(out, "dismissed by kim") {
		t.Fatalf("dismiss: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "series", "dismiss", task, "--meeting", "W2", "--line", "5", "--reason", "again", "--actor", "lee")
	if code != 0 || !strings.Contains(out, "dismissed before (by kim)") {
		t.Fatalf("dismiss again: exit %d\n%s", code, out)
	}
	if code, _, errOut := runPossibleCLI(t, db, "series", "dismiss", task, "--meeting", "W2", "--line", "4", "--reason", "none"); code != 3 || !strings.Contains(errOut, "no status fact") {
		t.Fatalf("dismiss of no fact: exit %d\n%s", code, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	if code != 0 || !strings.Contains(out, "W2 line 5 is not about "+task+", dismissed by kim (about the board's budget)") || strings.Contains(out, "[W2]") {
		t.Fatalf("show after: exit %d\n%s", code, out)
	}
}
