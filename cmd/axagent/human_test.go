package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sandboxState is the in-process sandbox's state file, as a person would
// look at the tracker.
type sandboxState struct {
	Tasks []struct {
		ID       string `json:"id"`
		Key      string `json:"key"`
		Title    string `json:"title"`
		Assignee string `json:"assignee"`
		DueDate  string `json:"due_date"`
		Status   string `json:"status"`
	} `json:"tasks"`
	Messages []struct {
		ID        string `json:"id"`
		Key       string `json:"key"`
		Recipient string `json:"recipient"`
	} `json:"messages"`
}

func readSandbox(t *testing.T, db string) sandboxState {
	t.Helper()
	var st sandboxState
	b, err := os.ReadFile(db + ".sandbox.json")
	if os.IsNotExist(err) {
		return st
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatal(err)
	}
	return st
}

func (s sandboxState) tasksFor(key string) int {
	n := 0
	for _, t := range s.Tasks {
		if t.Key == key {
			n++
		}
	}
	return n
}

func (s sandboxState) messagesFor(prefix string) int {
	n := 0
	for _, m := range s.Messages {
		if strings.HasPrefix(m.Key, prefix) {
			n++
		}
	}
	return n
}

// humanRig is a temporary working directory with the example notes, a
// roster without 준호 and a ledger.
type humanRig struct {
	t                  *testing.T
	dir, db, notes, rs string
}

const junho = "  - name: 준호\n    aliases: [Junho]\n    email: junho@example.com\n    ids: {sandbox: junho}\n"

func newHumanRig(t *testing.T) *humanRig {
	notes, roster := examples(t)
	dir := t.TempDir()
	b, err := os.ReadFile(roster)
	if err != nil {
		t.Fatal(err)
	}
	rs := filepath.Join(dir, "roster.yaml")
	if err := os.WriteFile(rs, b, 0o600); err != nil {
		t.Fatal(err)
	}
	return &humanRig{t: t, dir: dir, db: filepath.Join(dir, "l.db"), notes: notes, rs: rs}
}

func (h *humanRig) addJunho() {
	f, err := os.OpenFile(h.rs, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		h.t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(junho); err != nil {
		h.t.Fatal(err)
	}
}

func (h *humanRig) run(args ...string) (string, string, int) {
	h.t.Helper()
	return axagent(h.t, h.dir, []string{"AXAGENT_SANDBOX_URL="}, append(args, "--db", h.db, "--log-level", "warn")...)
}

func (h *humanRig) register(extra ...string) (string, string, int) {
	h.t.Helper()
	return h.run(append([]string{"register", h.notes, "--roster", h.rs, "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--lang", "en"}, extra...)...)
}

const a004 = "demo:P42:M0914:A004:create-task"

// The README's fix works: after the roster learns 준호, running register
// again creates his task and notifies him — once.
func TestRerunAfterRosterFixCreatesTheTask(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	if out, errOut, code := h.register(); code != exitNeedsHuman || !strings.Contains(out, "not in the roster") {
		t.Fatalf("first run: exit %d\n%s\n%s", code, out, errOut)
	}
	if n := readSandbox(t, h.db).tasksFor(a004); n != 0 {
		t.Fatalf("%d tasks for %s before the fix", n, a004)
	}
	h.addJunho()
	out, errOut, code := h.register()
	if code != 0 {
		t.Fatalf("rerun after the roster fix: exit %d\n%s\n%s", code, out, errOut)
	}
	st := readSandbox(t, h.db)
	if st.tasksFor(a004) != 1 || st.messagesFor("demo:P42:M0914:A004:") != 1 {
		t.Fatalf("after the fix: %d tasks, %d messages for A004; want 1 and 1\n%s", st.tasksFor(a004), st.messagesFor("demo:P42:M0914:A004:"), out)
	}
	for _, tk := range st.Tasks {
		if tk.Key == a004 && tk.Assignee != "junho" {
			t.Fatalf("A004 assigned to %q, want junho", tk.Assignee)
		}
	}
	if out, _, code := h.register(); code != 0 || len(readSandbox(t, h.db).Tasks) != 4 {
		t.Fatalf("third run: exit %d, %d tasks\n%s", code, len(readSandbox(t, h.db).Tasks), out)
	}
}

// resolve --requeue refuses an action nobody can carry out, and takes the
// correction that makes it possible; the task then has the assignee and
// the notification goes out.
func TestRequeueTakesCorrections(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.register()
	out, errOut, code := h.run("ledger", "resolve", a004, "--requeue", "--reason", "try again", "--roster", h.rs)
	if code != exitConflict || !strings.Contains(errOut, "nobody is assigned") {
		t.Fatalf("requeue without an assignee: exit %d\n%s\n%s", code, out, errOut)
	}
	if _, errOut, code := h.run("ledger", "resolve", a004, "--requeue", "--assignee", "준호", "--reason", "x", "--roster", h.rs); code != exitUsage || !strings.Contains(errOut, "준호") {
		t.Fatalf("requeue to a person not in the roster: exit %d %s", code, errOut)
	}
	h.addJunho()
	if out, errOut, code := h.run("ledger", "resolve", a004, "--requeue", "--assignee", "준호", "--reason", "he owns inventory", "--actor", "kim", "--roster", h.rs); code != 0 || !strings.Contains(out, "axagent worker --once") {
		t.Fatalf("requeue with --assignee: exit %d, want 0 and what carries it out\n%s\n%s", code, out, errOut)
	}
	if out, errOut, code := h.run("worker", "--once", "--roster", h.rs); code != 0 {
		t.Fatalf("worker: exit %d\n%s\n%s", code, out, errOut)
	}
	st := readSandbox(t, h.db)
	if st.tasksFor(a004) != 1 || st.messagesFor("demo:P42:M0914:A004:") != 1 {
		t.Fatalf("%d tasks, %d messages for A004; want 1 and 1", st.tasksFor(a004), st.messagesFor("demo:P42:M0914:A004:"))
	}
	for _, tk := range st.Tasks {
		if tk.Key == a004 && tk.Assignee != "junho" {
			t.Fatalf("A004 assigned to %q, want junho", tk.Assignee)
		}
	}
	show, _, _ := h.run("ledger", "show", a004, "-o", "json")
	if !strings.Contains(show, `"actor": "kim"`) || !strings.Contains(show, "he owns inventory") {
		t.Fatalf("the correction is not audited with the actor:\n%s", show)
	}
}

// A task a person found in the tracker still tells its assignee, once;
// --no-notify leaves the assignee alone.
func TestResolveExternalIDNotifies(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.register()
	h.addJunho()
	filed := h.fileByHand(a004, "창고 재고 실사")
	if _, errOut, code := h.run("ledger", "resolve", a004, "--external-id", filed, "--reason", "filed it myself", "--roster", h.rs); code != exitUsage || !strings.Contains(errOut, "nobody to notify") {
		t.Fatalf("resolve --external-id of a key without an assignee: exit %d %s", code, errOut)
	}
	if _, errOut, code := h.run("ledger", "resolve", a004, "--external-id", filed, "--assignee", "준호", "--reason", "filed it myself", "--roster", h.rs); code != 0 {
		t.Fatalf("resolve --external-id: exit %d %s", code, errOut)
	}
	out, _, _ := h.run("outbox", "list", "--key", a004, "-o", "json")
	var notes []map[string]any
	if err := json.Unmarshal([]byte(out), &notes); err != nil || len(notes) != 1 || notes[0]["state"] != "pending" {
		t.Fatalf("outbox after resolve: %s", out)
	}
	h.run("worker", "--once", "--roster", h.rs)
	h.run("worker", "--once", "--roster", h.rs)
	st := readSandbox(t, h.db)
	if n := st.messagesFor("demo:P42:M0914:A004:"); n != 1 {
		t.Fatalf("%d messages for A004, want 1", n)
	}
	for _, m := range st.Messages {
		if strings.HasPrefix(m.Key, "demo:P42:M0914:A004:") && m.Recipient != "junho" {
			t.Fatalf("notified %q, want junho", m.Recipient)
		}
	}
	h2 := newHumanRig(t)
	h2.register()
	if _, _, code := h2.run("ledger", "resolve", a004, "--external-id", h2.fileByHand(a004, "창고 재고 실사"), "--no-notify", "--reason", "told him in person"); code != 0 {
		t.Fatalf("resolve --no-notify: exit %d", code)
	}
	if out, _, _ := h2.run("outbox", "list", "--key", a004, "-o", "json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("--no-notify queued: %s", out)
	}
}

// update refuses a cancelled task and a key that waits for a person,
// changing nothing.
func TestUpdateRefusesCancelledAndUnregistered(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	cfg := filepath.Join(h.dir, "axagent.yaml")
	if err := os.WriteFile(cfg, []byte("permissions:\n  - connector: sandbox\n    operations: [create-task, update-task, cancel-task]\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	h.register()
	a002 := "demo:P42:M0914:A002:create-task"
	if out, errOut, code := h.run("compensate", a002, "--reason", "duplicate", "--roster", h.rs); code != 0 {
		t.Fatalf("compensate: exit %d\n%s\n%s", code, out, errOut)
	}
	before := readSandbox(t, h.db)
	if _, errOut, code := h.run("update", a002, "--due", "2026-10-01", "--roster", h.rs); code != exitConflict || !strings.Contains(errOut, "cancelled") {
		t.Fatalf("update of a cancelled task: exit %d %s", code, errOut)
	}
	if _, errOut, code := h.run("update", a004, "--due", "2026-10-01", "--roster", h.rs); code != exitConflict || !strings.Contains(errOut, "not registered") {
		t.Fatalf("update of a needs-human key: exit %d %s", code, errOut)
	}
	out, _, _ := h.run("ledger", "list", "--meeting", "M0914", "-o", "json")
	if strings.Contains(out, "update-task") {
		t.Fatalf("a refused update left a key:\n%s", out)
	}
	if after := readSandbox(t, h.db); len(after.Messages) != len(before.Messages) {
		t.Fatalf("a refused update notified someone: %d → %d messages", len(before.Messages), len(after.Messages))
	}
}

// A title changed in the notes under a registered key: the task keeps its
// title, the run says so with both fingerprints and exits 3, and nothing
// is created twice.
func TestChangedTitleIsRefused(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.register()
	b, _ := os.ReadFile(h.notes)
	edited := filepath.Join(h.dir, "notes.md")
	if err := os.WriteFile(edited, []byte(strings.Replace(string(b), "고객 공지문 작성", "고객 공지문 작성 및 발송", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	h.notes = edited
	out, errOut, code := h.register()
	if code != exitConflict || !strings.Contains(out, "keeps") || !strings.Contains(out, "fingerprint") {
		t.Fatalf("changed title: exit %d\n%s\n%s", code, out, errOut)
	}
	st := readSandbox(t, h.db)
	if len(st.Tasks) != 3 {
		t.Fatalf("%d tasks after a title change, want 3", len(st.Tasks))
	}
	for _, tk := range st.Tasks {
		if strings.Contains(tk.Title, "발송") {
			t.Fatalf("the task was renamed: %+v", tk)
		}
	}
}

// approval: required — nothing reaches the tracker until a person
// approves; approving creates each task once; an identical rerun needs no
// new approval.
func TestApprovalBeforeCreation(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	if err := os.WriteFile(filepath.Join(h.dir, "axagent.yaml"), []byte("approvals:\n  - tenants: [demo]\n    approval: required\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, errOut, code := h.register()
	if code != exitNeedsHuman || !strings.Contains(out, "approval: `axagent approve") {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	if st := readSandbox(t, h.db); len(st.Tasks) != 0 {
		t.Fatalf("%d tasks before approval", len(st.Tasks))
	}
	if _, errOut, code := h.run("approve", a004, "--roster", h.rs); code != exitConflict || !strings.Contains(errOut, "not awaiting approval") {
		t.Fatalf("approve of an unresolved action: exit %d %s", code, errOut)
	}
	// Approving the meeting approves what awaited approval and names what
	// still waits for a person (A004: 준호 is not in the roster) — exit 4,
	// not a silent 0.
	out, errOut, code = h.run("approve", "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--actor", "lee", "--roster", h.rs)
	if code != exitNeedsHuman || !strings.Contains(out, a004) || !strings.Contains(out, "--assignee NAME") {
		t.Fatalf("approve --meeting: exit %d (want 4 naming A004 and its next step)\n%s\n%s", code, out, errOut)
	}
	st := readSandbox(t, h.db)
	if len(st.Tasks) != 3 || len(st.Messages) != 3 {
		t.Fatalf("after approval: %d tasks, %d messages; want 3 and 3", len(st.Tasks), len(st.Messages))
	}
	if out, errOut, code := h.register(); code != exitNeedsHuman || strings.Contains(out, "approval: `axagent approve") {
		t.Fatalf("identical rerun: exit %d (want 4 for A004 only)\n%s\n%s", code, out, errOut)
	}
	if st := readSandbox(t, h.db); len(st.Tasks) != 3 {
		t.Fatalf("rerun after approval made tasks: %d", len(st.Tasks))
	}
	show, _, _ := h.run("ledger", "show", "demo:P42:M0914:A001:create-task", "-o", "json")
	if !strings.Contains(show, `"actor": "lee"`) || !strings.Contains(show, "approved") {
		t.Fatalf("approval not audited:\n%s", show)
	}
	if out, errOut, code := h.run("reject", a004, "--reason", "not an action", "--actor", "lee"); code != 0 || !strings.Contains(out, "abandoned") {
		t.Fatalf("reject: exit %d\n%s\n%s", code, out, errOut)
	}
}
