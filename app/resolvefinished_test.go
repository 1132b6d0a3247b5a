package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// A decision on a key that is already succeeded says so, with the command
// that closes its task (carrying the run's flags) — it was the ledger's
// "transition succeeded → abandoned not allowed" — and is still a refusal.
func TestResolveFinishedKeySaysItIsDone(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := migratedLedger(t)
	a, err := New(ctx, Config{DB: db, LedgerOnly: true, CommandFlags: " --db " + db})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	key, _ := ledger.ParseKey("demo:P42:M1:A001:create-task")
	intent := ledger.Intent{Project: "P42", Action: "A001", Title: "draft the plan", Assignee: "민서", AssigneeID: "민서"}
	if _, err := a.store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: intent, State: ledger.NeedsHuman, Reason: "awaiting approval", Now: a.now()}); err != nil {
		t.Fatal(err)
	}
	if _, err := a.Resolve(ctx, Decision{Key: key.String(), ExternalID: "TASK-7", Force: true, NoNotify: true, Reason: "found it"}); err != nil {
		t.Fatal(err)
	}
	_, err = a.Resolve(ctx, Decision{Key: key.String(), Abandon: true, Reason: "changed my mind"})
	want := "axagent compensate " + key.String() + " --reason TEXT --db " + db
	if !IsRefused(err) || !strings.Contains(err.Error(), "already succeeded as TASK-7") || !strings.Contains(err.Error(), want) {
		t.Fatalf("abandon of a succeeded key: %v; want a refusal saying it is done and %q", err, want)
	}
}

// approve on a key that waits for something else than approval says the
// command that answers what it waits for, with the run's roster and
// ledger; it said only "it is not awaiting approval (needs-human: …)".
func TestApproveNotAwaitingNamesTheNextStep(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	armed := false
	a := opsApp(t, &armed)
	a.rosterFlag, a.cmdFlags = " --roster team.yaml", " --db l.db"
	n := Notes{Name: "n.md", Body: []byte(opsNotes), Scope: ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}}
	if _, err := a.Register(ctx, n, RegisterOptions{Timeout: 10 * time.Second}); err != nil {
		t.Fatal(err)
	}
	_, err := a.Approve(ctx, []string{"demo:P42:M0914:A002:create-task"}, "me", "")
	want := "axagent ledger resolve demo:P42:M0914:A002:create-task --requeue --assignee NAME --reason TEXT --roster team.yaml --db l.db"
	if !IsRefused(err) || !strings.Contains(err.Error(), "not awaiting approval") || !strings.Contains(err.Error(), want) {
		t.Fatalf("approve of a key waiting for an assignee: %v; want %q", err, want)
	}
}
