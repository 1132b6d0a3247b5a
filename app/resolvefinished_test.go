package app

import (
	"context"
	"strings"
	"testing"

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
