package notify_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
)

// S10 (a record expired before a genuine late retry), R15/R16: after the
// ledger's retention removed a delivered notification, the late retry
// queues the same notification key again. A channel without dedup but with
// delivery history must not deliver it a second time.
func TestDispatcherLateRetryAfterGCDoesNotDeliverTwice(t *testing.T) {
	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	caps := sandbox.Capabilities{DeliveryHistory: true}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
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
	d := &notify.Dispatcher{Store: store, Channels: map[string]notify.Channel{"sandbox": sandbox.NewChannel(svc)}, Clock: clk,
		Owner: "A", Lease: 30 * time.Second, Log: quiet}
	register := func() {
		t.Helper()
		if _, err := store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: ledger.Intent{Project: "P42", Action: "A007",
			Title: "공급사 납기 회신 확인", AssigneeID: "minseo", DueDate: "2026-09-21"}, Now: clk.Now()}); err != nil {
			t.Fatal(err)
		}
		claimed, err := store.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Now: clk.Now()})
		if err != nil || len(claimed) != 1 {
			t.Fatalf("claim: %v %v", claimed, err)
		}
		p := ledger.CompleteSucceeded(claimed[0], "TASK-418", "created",
			ledger.NewNotification{Key: nkey, Channel: "sandbox", Recipient: "minseo", Text: "TASK-418"})
		p.Now = clk.Now()
		if errs, err := store.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
		if _, err := d.RunOnce(ctx, nil); err != nil {
			t.Fatal(err)
		}
	}
	register()
	clk.Advance(ledger.DefaultRetention + time.Hour)
	if res, err := store.GC(ctx, ledger.GCParams{Retention: ledger.DefaultRetention, Now: clk.Now()}); err != nil || res.Notifications != 1 {
		t.Fatalf("gc = %+v, %v", res, err)
	}
	register() // the late retry of the same event
	if msgs := svc.MessagesForKey(nkey); len(msgs) != 1 {
		t.Fatalf("%d deliveries for %s, want 1: %+v", len(msgs), nkey, msgs)
	}
	n, err := store.OutboxGet(ctx, nkey)
	if err != nil {
		t.Fatal(err)
	}
	if n.State != ledger.Succeeded || n.MessageID != "MSG-912" {
		t.Fatalf("notification after the late retry: %s %s (%s), want succeeded with MSG-912", n.State, n.MessageID, n.Reason)
	}
}
