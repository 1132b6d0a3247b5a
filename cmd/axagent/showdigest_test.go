package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// ledger show takes a digest's key as outbox list prints it
// (tenant:project:meeting:digest:person) — it refused it as an invalid
// business key ("operation … contains whitespace").
func TestShowTakesDigestKeys(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes, _ := examples(t)
	db, cfg, roster := filepath.Join(dir, "l.db"), filepath.Join(dir, "digest.yaml"), filepath.Join(dir, "roster.yaml")
	if err := os.WriteFile(cfg, []byte("notify:\n  mode: digest\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	// A name with a space: the digest key then parses as no business key.
	if err := os.WriteFile(roster, []byte("people:\n  - name: Minseo Kim\n    aliases: [민서]\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runPossibleCLI(t, db, "--config", cfg, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M0914"); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	_, list, _ := runPossibleCLI(t, db, "outbox", "list")
	for _, digest := range []string{"demo:P42:M0914:digest:Minseo Kim", "demo:P42:M0914:digest:지훈"} {
		if !strings.Contains(list, digest+"  ") {
			t.Fatalf("outbox list lacks %s:\n%s", digest, list)
		}
		code, out, errOut := runPossibleCLI(t, db, "ledger", "show", digest)
		if code != 0 || !strings.Contains(errOut, "is a notification of") || !strings.Contains(out, "demo:P42:M0914:") {
			t.Fatalf("ledger show %q: exit %d\n%s\n%s", digest, code, out, errOut)
		}
	}
	if code, _, errOut := runPossibleCLI(t, db, "ledger", "show", "demo:P42:M0914:digest:Nobody Here"); code != exitUsage || !strings.Contains(errOut, "no notification has that key") {
		t.Fatalf("an unknown digest key: exit %d %s", code, errOut)
	}
}

// ledger show of a key that waits for a person says the command that acts
// on it, with this run's --db, as register's next steps do; it showed the
// reason and nothing to do about it.
func TestShowSaysTheNextStep(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes, roster := examples(t) // without 준호: A004 waits
	db := filepath.Join(dir, "l.db")
	if code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M0914"); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	want := "axagent ledger resolve demo:P42:M0914:A004:create-task --requeue --assignee NAME --reason TEXT --db " + db
	code, out, errOut := runPossibleCLI(t, db, "ledger", "show", "demo:P42:M0914:A004:create-task")
	if code != 0 || !strings.Contains(out, "next step    "+want+"\n") {
		t.Fatalf("ledger show: exit %d, want %q\n%s\n%s", code, want, out, errOut)
	}
	code, out, _ = runPossibleCLI(t, db, "ledger", "show", "demo:P42:M0914:A004:create-task", "-o", "json")
	if code != 0 || !strings.Contains(out, `"next_command": "`+want+`"`) {
		t.Fatalf("ledger show -o json: exit %d\n%s", code, out)
	}
	if _, out, _ = runPossibleCLI(t, db, "ledger", "show", "demo:P42:M0914:A001:create-task"); strings.Contains(out, "next step") {
		t.Fatalf("a registered key shows a next step:\n%s", out)
	}
}

// outbox list --state sent lists the delivered notifications: register
// says a delivered one is "sent", and the filter refused the word.
func TestOutboxListTakesSent(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes, roster := examples(t)
	db := filepath.Join(dir, "l.db")
	if code, out, errOut := runPossibleCLI(t, db, "register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M0914"); code != exitNeedsHuman {
		t.Fatalf("register: exit %d\n%s\n%s", code, out, errOut)
	}
	code, sent, errOut := runPossibleCLI(t, db, "outbox", "list", "--state", "sent")
	_, succeeded, _ := runPossibleCLI(t, db, "outbox", "list", "--state", "succeeded")
	if code != 0 || sent != succeeded || !strings.Contains(sent, "demo:P42:M0914:A001:created:assignee:1") {
		t.Fatalf("outbox list --state sent: exit %d\n%s\n%s\nwant as --state succeeded:\n%s", code, sent, errOut, succeeded)
	}
}
