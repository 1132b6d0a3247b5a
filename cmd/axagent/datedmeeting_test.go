package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ledger list --meeting W1, where the meeting inferred from the title
// "Weekly sync W1 2026-11-02" is stored as W1-20261102, listed an empty
// table and said nothing; it says which dated meeting W1 is, and the
// command that lists it. A meeting with no such dated ID stays silent.
func TestLedgerListNamesTheDatedMeeting(t *testing.T) {
	dir := t.TempDir()
	notes := filepath.Join(dir, "w1.md")
	if err := os.WriteFile(notes, []byte("# Weekly sync W1 2026-11-02\n\n## Action items\n- 민서: 공급사 목록 정리\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	if code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--no-wait"); code != 0 && code != 4 {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	code, out, errOut := runPossibleCLI(t, db, "ledger", "list", "--meeting", "W1")
	if code != 0 || strings.Contains(out, "create-task") || !strings.Contains(errOut, "W1-20261102") || !strings.Contains(errOut, "axagent ledger list --meeting W1-20261102 --db ") {
		t.Errorf("ledger list --meeting W1: exit %d\n%s\n%s", code, out, errOut)
	}
	if code, out, errOut := runPossibleCLI(t, db, "ledger", "list", "--meeting", "W2"); code != 0 || errOut != "" {
		t.Errorf("ledger list --meeting W2: exit %d\n%s\n%s", code, out, errOut)
	}
}
