package ledgertest

import (
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// A task found by hand still tells its assignee: the resolution and the
// notification to send commit together, once.
func testResolveQueuesNotification(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	if err := completeOne(t, s, ledger.CompleteNeedsHuman(a, "no-lookup", "outcome unknown and no lookup", false)); err != nil {
		t.Fatal(err)
	}
	n := ledger.NewNotification{Key: ledger.NotificationKey(Key, "created", "assignee", 1), Channel: "sandbox", Recipient: "minseo", Text: "TASK-418"}
	bad := ledger.ResolveParams{Key: Key, To: ledger.Pending, Reason: "x", Notifications: []ledger.NewNotification{n}, Now: T0}
	if _, err := s.ExecutionResolve(ctx(), bad); err == nil {
		t.Fatal("a requeue that queues a notification was accepted")
	}
	p := ledger.ResolveParams{Key: Key, To: ledger.Succeeded, ExternalID: "TASK-418", Reason: "found it in the tracker", Actor: "kim",
		Notifications: []ledger.NewNotification{n}, Now: T0.Add(time.Minute)}
	if _, err := s.ExecutionResolve(ctx(), p); err != nil {
		t.Fatal(err)
	}
	list, err := s.OutboxList(ctx(), ledger.OutboxListParams{ExecKey: Key.String()})
	if err != nil || len(list) != 1 || list[0].Key != n.Key || list[0].State != ledger.Pending || list[0].Recipient != "minseo" {
		t.Fatalf("outbox after resolve = %+v, %v; want the one notification pending", list, err)
	}
	tr, _ := s.TransitionList(ctx(), n.Key)
	if len(tr) != 1 || tr[0].To != ledger.Pending {
		t.Fatalf("notification log = %+v", tr)
	}
}

// Two deciders that read the same needs-human row (two workers' self-heal
// passes, issue 33) each resolve it fenced by the generation they read:
// the first settles it and queues its notification, the second is refused
// as stale (not "succeeded → succeeded") and changes nothing.
func testResolveFenced(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	if err := completeOne(t, s, ledger.CompleteNeedsHuman(a, "not-found", "not found by key", true)); err != nil {
		t.Fatal(err)
	}
	read := get(t, s, Key.String())
	n := ledger.NewNotification{Key: ledger.NotificationKey(Key, "created", "assignee", 1), Channel: "sandbox", Recipient: "minseo", Text: "TASK-418"}
	p := ledger.ResolveParams{Key: Key, To: ledger.Succeeded, ExternalID: "TASK-418", Reason: "appeared", Actor: "self-heal",
		Notifications: []ledger.NewNotification{n}, Now: T0.Add(time.Minute), Generation: read.Generation}
	if _, err := s.ExecutionResolve(ctx(), p); err != nil {
		t.Fatal(err)
	}
	settled := get(t, s, Key.String())
	_, err := s.ExecutionResolve(ctx(), p)
	var stale *ledger.StaleOwnerError
	if !errors.As(err, &stale) || stale.CurrentGeneration != settled.Generation {
		t.Fatalf("second fenced resolve: %v, want *StaleOwnerError at generation %d", err, settled.Generation)
	}
	if got := get(t, s, Key.String()); got.Generation != settled.Generation || got.State != ledger.Succeeded {
		t.Fatalf("row after the refused resolve: %+v", got)
	}
	tr, _ := s.TransitionList(ctx(), Key.String())
	if last := tr[len(tr)-1]; last.From != ledger.NeedsHuman || last.To != ledger.Succeeded || (len(tr) > 1 && tr[len(tr)-2].To == ledger.Succeeded) {
		t.Fatalf("log: %+v", tr)
	}
	if list, err := s.OutboxList(ctx(), ledger.OutboxListParams{ExecKey: Key.String()}); err != nil || len(list) != 1 {
		t.Fatalf("outbox: %+v %v, want one notification", list, err)
	}
	// Unfenced (a person's resolve) keeps its old refusal.
	p.Generation = 0
	if _, err := s.ExecutionResolve(ctx(), p); !errors.Is(err, ledger.ErrInvalidTransition) {
		t.Fatalf("unfenced resolve of a settled key: %v, want a transition error", err)
	}
}

// A person's correction of an unattempted key is logged with their name
// and reason; the key is then due.
func testCorrectionAudited(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	in := Intent
	in.AssigneeID = ""
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: in, State: ledger.NeedsHuman, Reason: "assignee not in the roster", Now: T0}); err != nil {
		t.Fatal(err)
	}
	r, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, ReplaceUnattempted: true, Actor: "kim",
		Correction: "assignee set to 민서 by kim: roster fixed", Now: T0.Add(time.Minute)})
	if err != nil || !r.Created || r.Execution.State != ledger.Pending || r.Execution.Intent.AssigneeID != Intent.AssigneeID {
		t.Fatalf("correction = %+v, %v", r, err)
	}
	tr, _ := s.TransitionList(ctx(), Key.String())
	last := tr[len(tr)-1]
	if last.Actor != "kim" || last.Reason != "assignee set to 민서 by kim: roster fixed" || last.From != ledger.NeedsHuman || last.To != ledger.Pending {
		t.Fatalf("correction not audited: %+v", last)
	}
	if _, ok := claimOne(t, s, "A", T0.Add(time.Minute), Key.String()); !ok {
		t.Fatal("the corrected key is not due")
	}
}

// A notification that no completion carries (an operator's digest) is
// queued on an execution's row once: the same key again adds nothing.
func testOutboxEnqueue(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	n := ledger.NewNotification{Key: ledger.NotificationKey(Key, "needs-human", "operators", 1), Channel: "webhook", Recipient: "ops", Text: "1 action needs a person"}
	added, err := s.OutboxEnqueue(ctx(), Key.String(), []ledger.NewNotification{n}, T0)
	if err != nil || added != 1 {
		t.Fatalf("enqueue = %d, %v; want 1", added, err)
	}
	again := n
	again.Text = "2 actions need a person"
	if added, err := s.OutboxEnqueue(ctx(), Key.String(), []ledger.NewNotification{again}, T0.Add(time.Minute)); err != nil || added != 0 {
		t.Fatalf("enqueue again = %d, %v; want 0", added, err)
	}
	got, err := s.OutboxGet(ctx(), n.Key)
	if err != nil || got.Text != n.Text || got.State != ledger.Pending || got.ExecKey != Key {
		t.Fatalf("notification = %+v, %v", got, err)
	}
	if _, err := s.OutboxEnqueue(ctx(), "demo:P42:M0914:A999:create-task", []ledger.NewNotification{n}, T0); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("enqueue on a missing key: %v", err)
	}
}

func testResolve(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key, To: ledger.Abandoned, Reason: "x", Now: T0}); err == nil {
		t.Fatal("resolve under a live lease succeeded")
	}
	if err := completeOne(t, s, ledger.CompleteNeedsHuman(a, "permanent", "403 from target", false)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key, To: ledger.Succeeded, Reason: "found by hand", Now: T0}); err == nil {
		t.Fatal("resolve to succeeded without an external ID succeeded")
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key, To: ledger.Pending, Now: T0}); err == nil {
		t.Fatal("resolve without a reason succeeded")
	}
	e, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key, To: ledger.Pending, Reason: "permission granted", Actor: "kim", Now: T0.Add(time.Minute)})
	if err != nil || e.State != ledger.Pending || e.Generation != a.Generation+1 {
		t.Fatalf("requeue = %+v, %v", e, err)
	}
	// The old claim is fenced by the human's decision.
	if err := completeOne(t, s, ledger.CompleteSucceeded(a, "TASK-1", "late")); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("old owner after human resolve: %v", err)
	}
	tr, _ := s.TransitionList(ctx(), Key.String())
	last := tr[len(tr)-1]
	if last.Actor != "kim" || last.Reason != "permission granted" || last.From != ledger.NeedsHuman || last.To != ledger.Pending {
		t.Fatalf("resolve not audited: %+v", last)
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: ledger.MustParseKey("demo:P42:M0914:A999:create-task"), To: ledger.Pending, Reason: "x"}); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("resolve of a missing key: %v", err)
	}
}
