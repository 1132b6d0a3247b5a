package main

import (
	"strings"
	"testing"
)

// outbox list prints notification keys (…:created:assignee:1); pasted into
// ledger show they were refused as "invalid business key … has 7
// components" (found by product QA): ledger show now shows the execution
// the notification follows. A key the ledger does not hold — a business
// key or a notification key — is bad input (exit 2) in every command that
// names one, as a malformed key is; it was exit 1, "an operation failed".
func TestShowNotificationKeyAndUnknownKeys(t *testing.T) {
	parallel(t) // its own processes and directory
	h := newHumanRig(t)
	h.addJunho()
	if _, errOut, code := h.register(); code != 0 {
		t.Fatalf("register: exit %d %s", code, errOut)
	}
	note := "demo:P42:M0914:A002:created:assignee:1"
	if out, _, _ := h.run("outbox", "list"); !strings.Contains(out, note) {
		t.Fatalf("outbox list does not print %s:\n%s", note, out)
	}
	out, errOut, code := h.run("ledger", "show", note, "-o", "json")
	if code != 0 || !strings.Contains(out, `"key": "demo:P42:M0914:A002:create-task"`) || !strings.Contains(out, note) {
		t.Fatalf("ledger show %s: exit %d, stdout:\n%s\nstderr: %s", note, code, out, errOut)
	}
	if !strings.Contains(errOut, "demo:P42:M0914:A002:create-task") || strings.Contains(out, "is a notification of") {
		t.Fatalf("ledger show %s: the note naming the execution belongs on stderr alone; stderr: %q", note, errOut)
	}

	missing := "demo:P42:M0914:A099:create-task"
	for _, args := range [][]string{
		{"ledger", "show", missing},
		{"ledger", "show", "demo:P42:M0914:A099:created:assignee:1"},
		{"ledger", "resolve", missing, "--abandon", "--reason", "typo check"},
		{"update", missing, "--due", "2026-10-01"},
		{"reconcile", missing},
	} {
		if _, errOut, code := h.run(args...); code != exitUsage {
			t.Errorf("%s: exit %d (%s), want %d", strings.Join(args, " "), code, strings.TrimSpace(errOut), exitUsage)
		}
	}
}
