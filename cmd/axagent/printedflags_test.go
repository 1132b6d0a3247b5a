package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The series steps register and series show print — split, merge,
// distinct, dismiss, compensate, series show — repeat the --db (and,
// where they file or notify, the --roster) of the run that printed them:
// pasted as printed they act on the same ledger. Found by hand: with
// --db l.db, the printed "axagent compensate KEY --reason …" answered
// "not found" (and made an axagent.db), split "is not in the ledger"; a
// split restatement, filed in-process without a roster, was assigned and
// notified to the person's name instead of their sandbox id.
func TestPrintedSeriesStepsCarryTheRunsFlags(t *testing.T) {
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
		code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", meeting, "--meeting-date", date, "--lang", "en")
		if code != 0 {
			t.Fatalf("register %s: exit %d\n%s\n%s", meeting, code, out, errOut)
		}
		return out
	}
	register("W1", "2026-10-05", "# W1\n\n## 액션 아이템\n- [ ] 민서: 3분기 정산 보고서 작성 (10/9까지)\n- [ ] 지훈: 결제 API 명세 검토 (10/9까지)\n")
	out := register("W2", "2026-10-12", "# W2\n\n## 지난 주 액션 아이템 점검\n- 민서: 3분기 정산 보고서 작성 — 완료\n- 지훈: 결제 API 명세 검토 — 진행 중\n")
	flags := " --roster " + roster + " --db " + db
	for _, want := range []string{
		`axagent compensate demo:P42:W1:A001:create-task --reason "done, per the meeting" --roster ` + roster + " --lang en --db " + db,
		`axagent series split demo:P42:W2:A002:create-task --from demo:P42:W1:A002:create-task --reason "…"` + flags,
	} {
		if !strings.Contains(out, want) {
			t.Fatalf("register W2 lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, flags+".") {
		t.Fatalf("a printed command ends in a full stop, which a paste takes as part of --db:\n%s", out)
	}
	code, show, errOut := runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42")
	want := `axagent series split demo:P42:W2:A002:create-task --from demo:P42:W1:A002:create-task --reason "…" --db ` + db
	if code != 0 || !strings.Contains(show, want) {
		t.Fatalf("series show lacks %q: exit %d\n%s\n%s", want, code, show, errOut)
	}
	// Given --roster, series show's split step carries it, as register's does.
	code, show, errOut = runPossibleCLI(t, db, "series", "show", "--tenant", "demo", "--project", "P42", "--roster", roster)
	want = `axagent series split demo:P42:W2:A002:create-task --from demo:P42:W1:A002:create-task --reason "…"` + flags
	if code != 0 || !strings.Contains(show, want) {
		t.Fatalf("series show --roster lacks %q: exit %d\n%s\n%s", want, code, show, errOut)
	}
	// A folder run's summary names the list of waiting keys of this ledger.
	folder := filepath.Join(dir, "folder")
	if err := os.MkdirAll(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(folder, "2026-10-19.md"), []byte("# W3\n\n## 액션 아이템\n- [ ] 서연: 환불 정책 초안 (10/23까지)\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out2, errOut := runPossibleCLI(t, db, "register", folder, "--roster", roster, "--tenant", "demo", "--project", "P42", "--dry-run")
	if want := "(axagent ledger list --state needs-human --db " + db + ")"; code != 0 || !strings.Contains(out2, want) {
		t.Fatalf("folder run lacks %q: exit %d\n%s\n%s", want, code, out2, errOut)
	}
	// The split, run as register printed it, files the task for 지훈's id.
	i := strings.Index(out, "axagent series split demo:P42:W2:A002")
	line, _, _ := strings.Cut(out[i:], "\n")
	args := strings.Fields(strings.ReplaceAll(line, `"…"`, "another"))[1:]
	var o, e bytes.Buffer
	if code := runWith(context.Background(), args, &o, &e); code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", line, code, o.String(), e.String())
	}
	st := readSandbox(t, db)
	for _, task := range st.Tasks {
		if task.Key == "demo:P42:W2:A002:create-task" && task.Assignee != "jihoon" {
			t.Fatalf("the split-off task is assigned to %q, not 지훈's sandbox id", task.Assignee)
		}
	}
	if st.tasksFor("demo:P42:W2:A002:create-task") != 1 {
		t.Fatalf("the split filed %d tasks", st.tasksFor("demo:P42:W2:A002:create-task"))
	}
}

// With approval required, the approve register prints for each key, run
// as printed, files the task for the roster person's id: approve files
// and notifies in its own process, and without --roster it addressed
// both to the person's name (found by hand: sandbox task and message to
// "Priya Raman", not "priya").
func TestPrintedApproveCarriesTheRoster(t *testing.T) {
	t.Parallel() // in process, on its own directory; no global state
	dir := t.TempDir()
	_, roster := examples(t)
	db, cfg, notes := filepath.Join(dir, "l.db"), filepath.Join(dir, "ax.yaml"), filepath.Join(dir, "n.md")
	if err := os.WriteFile(cfg, []byte("approval: required\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(notes, []byte("# M1\n\n## 액션 아이템\n- [ ] 지훈: 물류 계약서 검토 (10/9까지)\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runPossibleCLI(t, db, "--config", cfg, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M1", "--meeting-date", "2026-10-05")
	want := "axagent approve demo:P42:M1:A001:create-task --roster " + roster + " --db " + db + " --config " + cfg
	if code != exitNeedsHuman || !strings.Contains(out, want) {
		t.Fatalf("register: exit %d, want %q\n%s\n%s", code, want, out, errOut)
	}
	var o, e bytes.Buffer
	if code := runWith(context.Background(), strings.Fields(want)[1:], &o, &e); code != 0 {
		t.Fatalf("%s: exit %d\n%s\n%s", want, code, o.String(), e.String())
	}
	st := readSandbox(t, db)
	if len(st.Tasks) != 1 || st.Tasks[0].Assignee != "jihoon" || len(st.Messages) != 1 || st.Messages[0].Recipient != "jihoon" {
		t.Fatalf("after the printed approve: %+v", st)
	}
}
