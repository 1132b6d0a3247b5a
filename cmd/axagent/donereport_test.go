package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRegisterFolderDoneReport: the lead's two weekly notes, registered as
// a folder into the series named by --series (a folder registration kept
// the default series before); week 2's "— done" line for the Q3 draft is
// shown by series show as that task's restatement reporting it done, with
// its split, and the folder's summary counts the two restatements linked.
func TestRegisterFolderDoneReport(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes")
	if err := os.MkdirAll(notes, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"2026-11-20-weekly.md": "# Weekly sync — 2026-11-20\n\n## Action items\n- 서연: Q3 report draft by 2026-11-27\n- 지훈: review PR 1234 by 2026-11-26\n",
		"2026-11-27-weekly.md": "# Weekly sync — 2026-11-27\n\n## Previous action items\n- 서연: Q3 report draft — done\n- 지훈: review PR 1234 — not done yet, rolling over\n\n" +
			"## Action items\n- 서연: Q4 report draft by 2026-12-04\n- 민서: 창고 재고 실사 by 2026-12-03\n",
	} {
		if err := os.WriteFile(filepath.Join(notes, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, roster := examples(t)
	db := filepath.Join(dir, "ux.db")
	out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL="}, "register", notes, "--series", "weekly", "--roster", roster, "--tenant", "demo", "--project", "P42", "--db", db, "--log-level", "warn", "--lang", "en")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errOut)
	}
	// The folder's summary counts week 2's restatements as its actions,
	// linked, not as nothing.
	if !strings.Contains(out, "2 files, 6 actions, 2 linked to an earlier task, 4 new keys") {
		t.Errorf("folder summary:\n%s", out)
	}
	out, errOut, code = axagent(t, dir, nil, "series", "show", "--series", "weekly", "--tenant", "demo", "--project", "P42", "--db", db)
	if code != 0 || !strings.Contains(out, "restated demo:P42:2026-11-20-weekly-fd2810:A001:create-task and reported it done") || !strings.Contains(out, "axagent series split") {
		t.Fatalf("series show: exit %d\n%s\n%s", code, out, errOut)
	}
	// The task's row says what the later meeting reported of it.
	row := ""
	for _, l := range strings.Split(out, "\n") {
		if strings.HasPrefix(l, "demo:P42:2026-11-20-weekly-fd2810:A001") && strings.Contains(l, "Q3 report draft") {
			row = l
		}
	}
	if !strings.Contains(row, "done in 2026-11-27-weekly") {
		t.Errorf("the Q3 draft's row does not say it was reported done in week 2: %q\n%s", row, out)
	}
	if st := readSandbox(t, db); len(st.Tasks) != 4 {
		t.Fatalf("%d tasks, want 4 (Q3, PR 1234, Q4, 창고 재고 실사)", len(st.Tasks))
	}
}
