package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// reject --meeting M --reason "meeting cancelled" rejected the keys that
// awaited approval and exited 0 saying nothing of the meeting's key still
// waiting for a person for another reason (A004: 준호 is not in the
// roster) — the operator took the meeting for settled. Like approve
// --meeting, it names that key with its next step and exits 4; with
// nothing left to reject it says so.
func TestRejectMeetingNamesWhatStillWaits(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	if err := os.WriteFile(filepath.Join(h.dir, "axagent.yaml"), []byte("approvals:\n  - tenants: [demo]\n    approval: required\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, errOut, code := h.register(); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	reject := []string{"reject", "--tenant", "demo", "--project", "P42", "--meeting", "M0914", "--reason", "meeting cancelled", "--lang", "en", "--roster", h.rs}
	out, errOut, code := h.run(reject...)
	if code != exitNeedsHuman || strings.Count(out, "→ abandoned") != 3 || !strings.Contains(out, a004) || !strings.Contains(out, "--assignee NAME") {
		t.Fatalf("reject --meeting: exit %d (want 4, three rejected, naming A004 and its next step)\n%s\n%s", code, out, errOut)
	}
	out, errOut, code = h.run(reject...)
	if code != exitNeedsHuman || !strings.Contains(out, "nothing awaits approval") || !strings.Contains(out, a004) {
		t.Fatalf("reject --meeting again: exit %d\n%s\n%s", code, out, errOut)
	}
	if out, errOut, code := h.run(append(reject, "-o", "json")...); code != exitNeedsHuman || strings.TrimSpace(out) != "[]" {
		t.Fatalf("reject --meeting -o json: exit %d\n%s\n%s", code, out, errOut)
	}
}
