package main

import (
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A lost delivery acknowledgement on a channel with neither history nor
// dedup left the notification waiting for a person: register exited 4,
// said the notification needs a person, and printed no next step for it —
// and `ledger list --state needs-human`, where exit 4 points, lists
// executions only. The notification key is named with its command.
func TestRegisterNamesTheNotificationThatWaits(t *testing.T) {
	parallel(t) // its own processes and directory
	dir := t.TempDir()
	notesPath, roster := examples(t)
	url := startSandbox(t, dir, "--delivery-history=false")
	resp, err := http.Post(url+"/_admin/faults", "application/json", strings.NewReader(`{"fault":"drop_notify_ack_after_delivery","count":1}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	out, errOut, code := axagent(t, dir, []string{"AXAGENT_SANDBOX_URL=" + url}, "register", notesPath, "--roster", roster, "--tenant", "demo", "--project", "P42",
		"--meeting", "M0914", "--lang", "en", "--db", filepath.Join(dir, "l.db"))
	if code != exitNeedsHuman || !strings.Contains(out, "may have been delivered and the channel cannot tell") ||
		!strings.Contains(out, ":created:assignee:1 --external-id ID --reason TEXT --lang en") {
		t.Fatalf("register: exit %d, want 4 naming the notification that waits and its command\n%s\n%s", code, out, errOut)
	}
}

// The step in Korean, and for a notification that was not sent.
func TestNotificationStepWords(t *testing.T) {
	n := ledger.Notification{Key: "demo:P42:M1:A001:created:assignee:1", Recipient: "minseo", InDoubt: true}
	if text, cmd := notificationStep("ko", n); !strings.Contains(text, "minseo 님에게 알림이 전달되었는지") || cmd != "axagent ledger resolve "+n.Key+" --external-id ID --reason TEXT" {
		t.Errorf("in doubt, ko: %q / %q", text, cmd)
	}
	n.InDoubt, n.Reason = false, "gave up after 8 attempts: connection refused"
	if text, cmd := notificationStep("en", n); !strings.Contains(text, "was not sent (gave up after 8 attempts") || cmd != "axagent ledger resolve "+n.Key+" --requeue --reason TEXT" {
		t.Errorf("not sent, en: %q / %q", text, cmd)
	}
}
