package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/axagent/axagent/connectors/sandbox"
)

// fileByHand creates a task in the rig's sandbox the way a person would in
// the tracker, carrying key, and returns its ID.
func (h *humanRig) fileByHand(key, title string) string {
	h.t.Helper()
	svc, err := sandbox.New(sandbox.Options{StateFile: h.db + ".sandbox.json"})
	if err != nil {
		h.t.Fatal(err)
	}
	task, _, err := svc.CreateTask(context.Background(), key, "by-hand", sandbox.TaskInput{Project: "P42", Title: title})
	if err != nil {
		h.t.Fatal(err)
	}
	return task.ID
}

// ledger resolve --external-id looks the ID up in the key's tracker first
// (issue 29: another key's task and an ID that does not exist were both
// taken, the key marked succeeded and the assignee told): a task that does
// not exist or carries another key is refused with exit 3 saying what was
// found, and nothing changes; the task of this key is taken; --force takes
// any ID and the log says it was forced.
func TestResolveExternalIDIsLookedUp(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.register()
	other := readSandbox(t, h.db).Tasks[0]
	for _, c := range []struct{ id, want string }{
		{"NO-SUCH-TASK-999", "has no task NO-SUCH-TASK-999"},
		{other.ID, "carries " + other.Key},
	} {
		_, errOut, code := h.run("ledger", "resolve", a004, "--external-id", c.id, "--assignee", "민서", "--reason", "found it", "--roster", h.rs)
		if code != exitConflict || !strings.Contains(errOut, c.want) || !strings.Contains(errOut, "--force") {
			t.Fatalf("resolve --external-id %s: exit %d, %s; want exit 3 saying %q", c.id, code, errOut, c.want)
		}
	}
	out, _, _ := h.run("ledger", "show", a004, "-o", "json")
	if !strings.Contains(out, `"state": "needs-human"`) {
		t.Fatalf("a refused resolve changed the key:\n%s", out)
	}
	if out, _, _ := h.run("outbox", "list", "--key", a004, "-o", "json"); strings.TrimSpace(out) != "[]" {
		t.Fatalf("a refused resolve queued a notification: %s", out)
	}

	id := h.fileByHand(a004, "창고 재고 실사")
	if _, errOut, code := h.run("ledger", "resolve", a004, "--external-id", id, "--assignee", "민서", "--reason", "filed it myself", "--roster", h.rs); code != 0 {
		t.Fatalf("resolve --external-id with this key's task: exit %d %s", code, errOut)
	}
	out, _, _ = h.run("ledger", "show", a004, "-o", "json")
	if !strings.Contains(out, `"state": "succeeded"`) || !strings.Contains(out, "found in sandbox: filed it myself") {
		t.Fatalf("after resolve:\n%s", out)
	}

	h2 := newHumanRig(t)
	h2.register()
	if _, errOut, code := h2.run("ledger", "resolve", a004, "--external-id", "JIRA-12", "--force", "--no-notify", "--reason", "it is in the old tracker"); code != 0 {
		t.Fatalf("resolve --force: exit %d %s", code, errOut)
	}
	out, _, _ = h2.run("ledger", "show", a004, "-o", "json")
	var show struct {
		Transitions []struct{ Reason, To, ExternalID string } `json:"transitions"`
	}
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatal(err)
	}
	last := show.Transitions[len(show.Transitions)-1]
	if !strings.HasPrefix(last.Reason, "forced, not checked in the tracker: ") {
		t.Fatalf("the forced resolve is not recorded as forced: %+v\n%s", last, out)
	}
	if _, errOut, code := h2.run("ledger", "resolve", a004, "--requeue", "--force", "--reason", "x"); code != exitUsage || !strings.Contains(errOut, "--force goes with --external-id") {
		t.Fatalf("--force without --external-id: exit %d %s", code, errOut)
	}
}
