package execute_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
)

// TestUpdatesLandInOrder: a task's second due-date change is planned while
// its first is still in flight (the worker sending it died before the
// call). The second waits, unsent, until the first settles; the first,
// taken over in doubt, is sent; then the second. The task ends with the
// date planned last, and the assignee's last "updated" says so. Without
// the order the second landed first and the first's retry put the older
// date back.
func TestUpdatesLandInOrder(t *testing.T) {
	e, a, up1, up2, first, second := createdWithTwoUpdates(t)
	e.enqueue(up1, first)
	var died atomic.Bool
	e.faults.Set(faults.BeforeSend, func(_ context.Context, k string) error {
		if k == up1.String() && died.CompareAndSwap(false, true) {
			return errors.New("worker died before the call")
		}
		return nil
	})
	e.run(a)
	if got := e.get(up1.String()); got.State != ledger.Running {
		t.Fatalf("first update after the crash: %+v", got)
	}
	e.enqueue(up2, second)
	b := e.engine("B", e.store)
	e.run(b)
	if got := e.get(up2.String()); got.State != ledger.Pending || e.svc.Stats().UpdateCalls != 0 {
		t.Fatalf("second update sent while the first may still land: %+v, %d update calls", got, e.svc.Stats().UpdateCalls)
	}
	for i := 0; i < 4; i++ {
		e.clk.Advance(31 * time.Second)
		e.run(b)
	}
	for _, k := range []ledger.BusinessKey{up1, up2} {
		if got := e.get(k.String()); got.State != ledger.Succeeded {
			t.Fatalf("%s: %+v", k, got)
		}
	}
	if tasks := e.svc.TasksForKey(key.String()); len(tasks) != 1 || tasks[0].DueDate != second.DueDate {
		t.Fatalf("task after both updates: %+v, want due %s", tasks, second.DueDate)
	}
}

// TestUpdateSupersededIsNotSent: an update a person requeues after a later
// update of the same task succeeded is settled without a call and without
// a notification — sending it would put the older date back.
func TestUpdateSupersededIsNotSent(t *testing.T) {
	e, a, up1, up2, first, second := createdWithTwoUpdates(t)
	// The first update is held for a person (parked before any call);
	// the second is planned and sent meanwhile.
	e.enqueue(up1, first)
	ctx := context.Background()
	claimed, err := e.store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "P", Keys: []string{up1.String()}, Limit: 1, LeaseFor: time.Minute, Now: e.clk.Now()})
	if err != nil || len(claimed) != 1 {
		t.Fatalf("claim: %v %v", claimed, err)
	}
	if _, err := e.store.ExecutionComplete(ctx, []ledger.CompleteParams{ledger.CompleteNeedsHuman(claimed[0], ledger.OutcomeBlocked, "held for the test", false)}); err != nil {
		t.Fatal(err)
	}
	e.enqueue(up2, second)
	e.run(a)
	if got := e.get(up2.String()); got.State != ledger.Succeeded {
		t.Fatalf("second update: %+v", got)
	}
	calls := e.svc.Stats().UpdateCalls
	if _, err := e.store.ExecutionResolve(ctx, ledger.ResolveParams{Key: up1, To: ledger.Pending, Actor: "person", Reason: "send it", Now: e.clk.Now()}); err != nil {
		t.Fatal(err)
	}
	e.run(a)
	got := e.get(up1.String())
	if got.State != ledger.Succeeded || e.svc.Stats().UpdateCalls != calls {
		t.Fatalf("superseded update: %+v, %d calls (was %d)", got, e.svc.Stats().UpdateCalls, calls)
	}
	if tasks := e.svc.TasksForKey(key.String()); len(tasks) != 1 || tasks[0].DueDate != second.DueDate {
		t.Fatalf("task: %+v, want due %s", tasks, second.DueDate)
	}
	if _, err := e.store.OutboxGet(ctx, ledger.NotificationKey(key, "updated", "assignee", 1)); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("the superseded update notified its assignee: %v", err)
	}
}

// createdWithTwoUpdates is a task created by engine A, and two due-date
// changes of it planned one after the other (not enqueued).
func createdWithTwoUpdates(t *testing.T) (e *env, a *execute.Engine, up1, up2 ledger.BusinessKey, first, second ledger.Intent) {
	e = newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	a = e.engine("A", e.store)
	e.run(a)
	first, second = intent, intent
	first.DueDate, second.DueDate = "2026-09-25", "2026-09-28"
	return e, a, key.WithOperation("update-task-1"), key.WithOperation("update-task-2"), first, second
}
