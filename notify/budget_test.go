package notify_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
)

type flakySend struct {
	notify.Channel
	fails, calls atomic.Int64
}

func (f *flakySend) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	if f.calls.Add(1) <= f.fails.Load() {
		return notify.Delivery{}, failure.NewRetryable("send", errors.New("429 Too Many Requests"))
	}
	return f.Channel.Send(ctx, m)
}

// Issue 19 item 5: dispatchers that died holding a notification do not use
// up its retry budget; one transient failure after many takeovers is
// retried, not given up.
func TestNotificationTakeoversDoNotUseTheRetryBudget(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	caps := sandbox.Capabilities{NotifyDedup: true, DeliveryHistory: true}
	svc := sandbox.MustNew(sandbox.Options{NextMessageID: 912, Capabilities: &caps, Clock: clk, Log: quiet})
	// A copy of one migrated ledger, not a migration per test (issue 32).
	ledgerPath := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(ctx, ledgerPath); err != nil {
		t.Fatal(err)
	}
	store, err := sqlite.Open(ctx, ledgerPath, sqlite.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	key := ledger.MustParseKey("demo:P42:M0914:A007:create-task")
	nkey := ledger.NotificationKey(key, "created", "assignee", 1)
	if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: ledger.Intent{Project: "P42", Action: "A007", Title: "t", AssigneeID: "minseo", DueDate: "2026-09-21"}, Now: clk.Now()}); err != nil {
		t.Fatal(err)
	}
	claimed, _ := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Now: clk.Now()})
	p := ledger.CompleteSucceeded(claimed[0], "TASK-418", "created", ledger.NewNotification{Key: nkey, Channel: "sandbox", Recipient: "minseo", Text: "TASK-418"})
	p.Now = clk.Now()
	if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	for range 6 {
		if got, err := store.OutboxClaim(ctx, ledger.ClaimParams{Owner: "dead", LeaseFor: 30 * time.Second, Limit: 1, Now: clk.Now()}); err != nil || len(got) != 1 {
			t.Fatalf("crash claim: %v %v", got, err)
		}
		clk.Advance(31 * time.Second)
	}
	ch := &flakySend{Channel: sandbox.NewChannel(svc)}
	ch.fails.Store(1)
	d := &notify.Dispatcher{Store: store, Channels: map[string]notify.Channel{"sandbox": ch}, Clock: clk, Owner: "B", Lease: 30 * time.Second,
		MaxAttempts: 4, Backoff: func(int, time.Duration) time.Duration { return time.Second }, Log: quiet}
	for range 10 {
		if _, err := d.RunOnce(ctx, nil); err != nil {
			t.Fatal(err)
		}
		clk.Advance(time.Minute)
	}
	n, _ := store.OutboxGet(ctx, nkey)
	if n.State != ledger.Succeeded || len(svc.MessagesForKey(nkey)) != 1 {
		t.Fatalf("notification %s after %d sends: %s", n.State, ch.calls.Load(), n.Reason)
	}
}
