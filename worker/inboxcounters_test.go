package worker_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/worker"
)

// counted reads a counter of m labelled table="inbox".
func counted(t *testing.T, c *prometheus.CounterVec) float64 {
	t.Helper()
	var out dto.Metric
	if err := c.WithLabelValues("inbox").Write(&out); err != nil {
		t.Fatal(err)
	}
	return out.GetCounter().GetValue()
}

// Issue 33: the inbox's claims, takeovers and refused stale writes count
// in the same series as the executions' and the outbox's, labelled
// table="inbox". Worker A claims two events; while it processes the first,
// worker B (whose clock is past A's lease: A stalled) takes both over,
// processes the first and defers the second. A's ingest of the first and
// its deferral of the second are then refused as stale.
func TestInboxClaimsTakeoversAndStaleWritesCounted(t *testing.T) {
	ctx := context.Background()
	t0 := time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	clkA, clkB := clock.NewFake(t0), clock.NewFake(t0.Add(31*time.Second))
	path := filepath.Join(t.TempDir(), "l.db")
	open := func(clk clock.Clock) ledger.Store {
		s, err := sqlite.Open(ctx, path, sqlite.Options{Clock: clk})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	storeA, storeB := open(clkA), open(clkB)
	for _, id := range []string{"e1", "e2"} {
		if _, _, err := storeA.InboxReceive(ctx, ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: id, Body: body("- [ ] @민서 " + id), ReceivedAt: t0}); err != nil {
			t.Fatal(err)
		}
	}
	newWorker := func(owner string, s ledger.Store, clk clock.Clock, m *execute.Metrics, ingest worker.Ingester) *worker.Worker {
		return worker.New(worker.Config{Store: s, Clock: clk, Log: quiet, Owner: owner, EventLease: 30 * time.Second, Counters: m, Ingest: ingest,
			EventBackoff: time.Minute,
			Keys:         func(context.Context) (worker.KeyCounts, error) { return worker.KeyCounts{}, nil },
			Dispatcher:   &notify.Dispatcher{Store: s, Channels: map[string]notify.Channel{}, Clock: clk, Owner: owner, Log: quiet}})
	}
	// record marks the event processed under claim, as the app's ingest does.
	record := func(s ledger.Store, clk clock.Clock) func(ctx context.Context, id string, claim *ledger.InboxClaim) error {
		return func(ctx context.Context, id string, claim *ledger.InboxClaim) error {
			_, err := s.Ingest(ctx, ledger.IngestParams{Source: worker.WebhookSource, MessageID: id, Result: "ok", Now: clk.Now(), Claim: claim})
			return err
		}
	}
	extractorDown := errors.New("extractor unavailable")
	mA := execute.NewMetrics(prometheus.NewRegistry(), storeA, func() int64 { return clkA.Now().UnixMilli() })
	mB := execute.NewMetrics(prometheus.NewRegistry(), storeB, func() int64 { return clkB.Now().UnixMilli() })
	b := newWorker("B", storeB, clkB, mB, func(ctx context.Context, _ worker.Event, _, id string, claim *ledger.InboxClaim) error {
		if id == "e2" {
			return extractorDown
		}
		return record(storeB, clkB)(ctx, id, claim)
	})
	var passB worker.PassResult
	a := newWorker("A", storeA, clkA, mA, func(ctx context.Context, _ worker.Event, _, id string, claim *ledger.InboxClaim) error {
		if id == "e2" {
			return extractorDown
		}
		// A stalls here; B's pass runs meanwhile.
		var err error
		if passB, err = b.RunOnce(ctx); err != nil {
			t.Errorf("B: %v", err)
		}
		return record(storeA, clkA)(ctx, id, claim)
	})
	passA, err := a.RunOnce(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if passB.Events != 1 || len(passB.EventErr) != 1 || passA.Events != 0 || len(passA.EventErr) != 1 {
		t.Fatalf("A %+v, B %+v: want B to process e1 and defer e2, A to process nothing", passA, passB)
	}
	if r, err := storeA.InboxGet(ctx, worker.WebhookSource, "e2"); err != nil || r.Attempts != 1 || r.Status != ledger.InboxReceived {
		t.Fatalf("e2 = %+v %v, want deferred once (B's try)", r, err)
	}
	for _, c := range []struct {
		name      string
		got, want float64
	}{
		{"A claims", counted(t, mA.Claims), 2}, {"A takeovers", counted(t, mA.Takeovers), 0},
		{"A stale writes (ingest of e1, deferral of e2)", counted(t, mA.StaleWrites), 2},
		{"B claims", counted(t, mB.Claims), 2}, {"B takeovers", counted(t, mB.Takeovers), 2},
		{"B stale writes", counted(t, mB.StaleWrites), 0},
	} {
		if c.got != c.want {
			t.Errorf("%s = %v, want %v", c.name, c.got, c.want)
		}
	}
	// B's deferral ended its claim: claiming e2 again when it is due is
	// no takeover.
	clkB.Advance(2 * time.Minute)
	b2 := newWorker("B", storeB, clkB, mB, func(ctx context.Context, _ worker.Event, _, id string, claim *ledger.InboxClaim) error {
		return record(storeB, clkB)(ctx, id, claim)
	})
	if res, err := b2.RunOnce(ctx); err != nil || res.Events != 1 {
		t.Fatalf("B again: %+v %v", res, err)
	}
	if got, want := counted(t, mB.Claims), 3.0; got != want {
		t.Errorf("B claims = %v, want %v", got, want)
	}
	if got := counted(t, mB.Takeovers); got != 2 {
		t.Errorf("B takeovers = %v after claiming a deferred event, want still 2", got)
	}
}
