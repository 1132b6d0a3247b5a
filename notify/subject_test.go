package notify

import (
	"testing"

	"github.com/axagent/axagent/ledger"
)

// A message that carries its own subject line (the operators' digest)
// is sent under it, not under its internal key.
func TestSubjectOf(t *testing.T) {
	digest := ledger.Notification{Key: "demo:P42:M0914:A002:create-task:needs-human:operators:0", Text: "[axagent] demo/P42/M0914: 2 action(s) need a person\n- …"}
	if got := subjectOf(digest); got != "[axagent] demo/P42/M0914: 2 action(s) need a person" {
		t.Fatalf("digest subject %q", got)
	}
	plain := ledger.Notification{Key: "demo:P42:M0914:A002:created:assignee:1", Text: "TASK-2 is yours"}
	if got := subjectOf(plain); got != "[axagent] "+ledger.ShortNotificationKey(plain.Key) {
		t.Fatalf("plain subject %q", got)
	}
}
