package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/rules"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/report"
	"github.com/axagent/axagent/worker"
)

// countingExtractor counts extractions (every worker's) and runs hook, if
// set, at the start of each: the test's way into a worker mid-processing.
type countingExtractor struct {
	inner extract.Extractor
	n     atomic.Int64
	mu    sync.Mutex
	hook  func(ctx context.Context) error
}

func (c *countingExtractor) Extract(ctx context.Context, in extract.Input) ([]extract.Candidate, error) {
	c.n.Add(1)
	c.mu.Lock()
	hook := c.hook
	c.mu.Unlock()
	if hook != nil {
		if err := hook(ctx); err != nil {
			return nil, err
		}
	}
	return c.inner.Extract(ctx, in)
}

func (c *countingExtractor) setHook(h func(ctx context.Context) error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hook = h
}

// claimRig is three workers (apps with their own store handles and
// owners) on one ledger, one sandbox, one fake clock and one counting
// extractor.
type claimRig struct {
	apps []*App
	ex   *countingExtractor
	clk  *clock.Fake
}

func newClaimRig(t *testing.T, db string) *claimRig {
	t.Helper()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n  - name: 지훈\n    ids: {sandbox: jihoon}\n"))
	r := &claimRig{ex: &countingExtractor{inner: rules.New()}, clk: clk}
	for i := range 3 {
		cfg, _ := config.Load("")
		a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
			Owner: fmt.Sprintf("w%d", i+1), Extractor: r.ex,
			Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		r.apps = append(r.apps, a)
	}
	return r
}

func claimEventBody(i int) []byte {
	return fmt.Appendf(nil, `{"tenant":"demo","project":"P42","meeting":"M%02d","date":"2026-09-14","notes":"- [ ] @민서 공급사 납기 회신 확인 %d (기한: 2026-09-21)\n- [ ] @지훈 물류 계약서 초안 검토 %d (기한: 2026-09-18)\n"}`, i, i, i)
}

// receive records n distinct deliveries, as POST /v1/meetings does.
func (r *claimRig) receive(t *testing.T, n int) {
	t.Helper()
	for i := range n {
		if _, dup, err := r.apps[0].Ledger().InboxReceive(context.Background(), ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: fmt.Sprintf("dlv-%02d", i), Body: claimEventBody(i)}); err != nil || dup {
			t.Fatalf("receive %d: dup=%v %v", i, dup, err)
		}
	}
}

func (r *claimRig) duplicates(t *testing.T) int {
	t.Helper()
	c, err := r.apps[0].Report(context.Background(), report.Params{})
	if err != nil {
		t.Fatal(err)
	}
	return c.Total.Duplicates
}

func (r *claimRig) received(t *testing.T) int {
	t.Helper()
	st, err := r.apps[0].Ledger().Stats(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return st.Inbox[ledger.InboxReceived]
}

func (r *claimRig) keys(t *testing.T) int {
	t.Helper()
	l, err := r.apps[0].Executions(context.Background(), ledger.ListParams{Tenant: "demo"})
	if err != nil {
		t.Fatal(err)
	}
	return len(l)
}

// inboxSeries is the value of name{table="inbox"} in reg (0 if absent).
func inboxSeries(t *testing.T, reg *prometheus.Registry, name string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != name {
			continue
		}
		for _, m := range mf.GetMetric() {
			for _, l := range m.GetLabel() {
				if l.GetName() == "table" && l.GetValue() == "inbox" {
					return m.GetCounter().GetValue()
				}
			}
		}
	}
	return 0
}

func claimBackends(t *testing.T, fn func(t *testing.T, db string)) {
	t.Run("sqlite", func(t *testing.T) { fn(t, migratedLedger(t)) })
	t.Run("postgres", func(t *testing.T) { fn(t, migratedPostgres(t)) })
}

// Issue 33: three workers on one ledger see the same received events; each
// event is extracted once and no delivery nobody repeated is counted as an
// absorbed duplicate. A real redelivery counts one.
func TestInboxEventExtractedOnceAcrossWorkers(t *testing.T) {
	t.Parallel()
	claimBackends(t, func(t *testing.T, db string) {
		ctx := context.Background()
		r := newClaimRig(t, db)
		r.receive(t, 10)
		ws := make([]*worker.Worker, len(r.apps))
		for i, a := range r.apps {
			ws[i] = a.NewWorker(WorkerOptions{NoWakeups: true})
		}
		// Deterministic interleaving: the other two workers run whole
		// passes while the first is mid-extraction of its first event.
		// Before the claim they listed the same received events and
		// extracted every one again (30 extractions, 20 duplicates).
		var nested atomic.Bool // the first extraction only (not a nested worker's)
		r.ex.setHook(func(context.Context) error {
			if !nested.CompareAndSwap(false, true) {
				return nil
			}
			for _, w := range ws[1:] {
				if _, err := w.RunOnce(ctx); err != nil {
					return err
				}
			}
			return nil
		})
		if _, err := ws[0].RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		r.ex.setHook(nil)
		if n := r.ex.n.Load(); n != 10 {
			t.Errorf("extractions = %d, want 10 (one per event)", n)
		}
		if n := r.received(t); n != 0 {
			t.Errorf("%d events still received", n)
		}

		// Truly concurrent passes over 10 more events.
		for i := 10; i < 20; i++ {
			if _, _, err := r.apps[1].Ledger().InboxReceive(ctx, ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: fmt.Sprintf("dlv-%02d", i), Body: claimEventBody(i)}); err != nil {
				t.Fatal(err)
			}
		}
		var wg sync.WaitGroup
		errs := make([]error, len(ws))
		for i, w := range ws {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = w.RunOnce(ctx)
			}()
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatal(err)
		}
		if n := r.ex.n.Load(); n != 20 {
			t.Errorf("extractions = %d after 20 events on 3 concurrent workers, want 20", n)
		}
		if n := r.received(t); n != 0 {
			t.Errorf("%d events still received", n)
		}
		if n := r.keys(t); n != 40 {
			t.Errorf("%d keys, want 40 (two actions per event)", n)
		}
		if d := r.duplicates(t); d != 0 {
			t.Fatalf("duplicates_absorbed = %d with no delivery repeated, want 0", d)
		}

		// The same delivery again: one real duplicate, nothing extracted.
		if _, dup, err := r.apps[2].Ledger().InboxReceive(ctx, ledger.InboxReceipt{Source: worker.WebhookSource, MessageID: "dlv-03", Body: claimEventBody(3)}); err != nil || !dup {
			t.Fatalf("redelivery: dup=%v %v", dup, err)
		}
		for _, w := range ws {
			if _, err := w.RunOnce(ctx); err != nil {
				t.Fatal(err)
			}
		}
		if d := r.duplicates(t); d != 1 {
			t.Errorf("duplicates_absorbed = %d after one redelivery, want 1", d)
		}
		if n := r.ex.n.Load(); n != 20 {
			t.Errorf("extractions = %d after a redelivery, want still 20", n)
		}
	})
}

// Issue 33: a worker killed mid-processing (after its claim, during
// extraction) leaves the event claimed; no other worker takes it while the
// claim's lease runs, and one does after it — the event's keys are
// enqueued once, nothing is counted as a duplicate, and the dead claimer's
// late write is refused.
func TestInboxClaimerCrashTakenOverAfterLease(t *testing.T) {
	t.Parallel()
	claimBackends(t, func(t *testing.T, db string) {
		ctx := context.Background()
		r := newClaimRig(t, db)
		r.receive(t, 1)
		// w2's /metrics: the worker counts its inbox claims with the
		// engine's and the dispatcher's.
		reg := prometheus.NewRegistry()
		r.apps[1].RegisterMetrics(reg)
		w1, w2 := r.apps[0].NewWorker(WorkerOptions{NoWakeups: true}), r.apps[1].NewWorker(WorkerOptions{NoWakeups: true})

		// w1 dies mid-extraction: its pass ends as a killed process's
		// would, with nothing recorded after the claim.
		dead, kill := context.WithCancel(ctx)
		r.ex.setHook(func(context.Context) error {
			kill()
			return context.Canceled
		})
		if _, err := w1.RunOnce(dead); !errors.Is(err, context.Canceled) {
			t.Fatalf("killed pass: %v", err)
		}
		r.ex.setHook(nil)
		rec, err := r.apps[0].Ledger().InboxGet(ctx, worker.WebhookSource, "dlv-00")
		if err != nil || rec.Status != ledger.InboxReceived || rec.ClaimOwner != "w1" || rec.Attempts != 0 {
			t.Fatalf("after the crash: %+v %v", rec, err)
		}

		// While the lease runs, the event is w1's.
		r.clk.Advance(29 * time.Second)
		if _, err := w2.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if n := r.ex.n.Load(); n != 1 || r.keys(t) != 0 {
			t.Fatalf("taken over under a live lease: %d extractions, %d keys", n, r.keys(t))
		}

		// After it, w2 takes the event over and processes it.
		r.clk.Advance(2 * time.Second)
		if _, err := w2.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		rec, _ = r.apps[1].Ledger().InboxGet(ctx, worker.WebhookSource, "dlv-00")
		if rec.Status != ledger.InboxProcessed || rec.ClaimOwner != "w2" || rec.ClaimGeneration != 2 {
			t.Fatalf("after the takeover: %+v", rec)
		}
		if n := r.ex.n.Load(); n != 2 {
			t.Errorf("extractions = %d, want 2 (the killed one and the takeover)", n)
		}
		if c, o := inboxSeries(t, reg, "axagent_claims_total"), inboxSeries(t, reg, "axagent_takeovers_total"); c != 1 || o != 1 {
			t.Errorf("w2's inbox claims %v, takeovers %v; want 1 and 1", c, o)
		}
		if n := r.keys(t); n != 2 {
			t.Errorf("%d keys, want the event's 2", n)
		}

		// w1's write under its lapsed claim changes nothing and is no
		// duplicate delivery.
		stale := rec.Claim()
		stale.Owner, stale.Generation = "w1", 1
		ev, err := worker.DecodeEvent(claimEventBody(0))
		if err != nil {
			t.Fatal(err)
		}
		if err := r.apps[0].IngestClaimed(ctx, ev, worker.WebhookSource, "dlv-00", &stale); !errors.Is(err, ledger.ErrFenced) {
			t.Fatalf("the dead claimer's late ingest: %v, want fenced", err)
		}
		if n := r.keys(t); n != 2 {
			t.Errorf("%d keys after the late ingest, want 2", n)
		}
		if d := r.duplicates(t); d != 0 {
			t.Errorf("duplicates_absorbed = %d, want 0", d)
		}
	})
}

// Issue 33: an extraction that outlasts the claim's lease (a slow LLM) is
// not taken over while its worker lives: the claim is renewed every
// quarter of the lease, so another worker's passes find nothing to claim
// and the event is extracted once.
func TestInboxClaimRenewedWhileExtracting(t *testing.T) {
	t.Parallel()
	claimBackends(t, func(t *testing.T, db string) {
		ctx := context.Background()
		r := newClaimRig(t, db)
		r.receive(t, 1)
		w1, w2 := r.apps[0].NewWorker(WorkerOptions{NoWakeups: true}), r.apps[1].NewWorker(WorkerOptions{NoWakeups: true})
		var nested atomic.Bool
		var hookErr error
		r.ex.setHook(func(context.Context) error {
			if !nested.CompareAndSwap(false, true) {
				return nil
			}
			// 4 × 10 s of extraction against a 30 s lease.
			for range 4 {
				// The renewer waits on the fake clock: an Advance before
				// it reached its wait would pass it by (flaky before).
				deadline := time.Now().Add(30 * time.Second)
				for r.clk.Waiters() == 0 {
					if time.Now().After(deadline) {
						hookErr = errors.New("the claim renewer never waited on the clock")
						return nil
					}
					runtime.Gosched()
				}
				r.clk.Advance(10 * time.Second)
				want := r.clk.Now().Add(30 * time.Second)
				for {
					rec, err := r.apps[2].Ledger().InboxGet(ctx, worker.WebhookSource, "dlv-00")
					if err != nil {
						hookErr = err
						return nil
					}
					if !rec.ClaimUntil.Before(want) {
						break
					}
					if time.Now().After(deadline) {
						hookErr = fmt.Errorf("claim not renewed: until %v, want %v", rec.ClaimUntil, want)
						return nil
					}
					runtime.Gosched()
				}
				if _, err := w2.RunOnce(ctx); err != nil {
					hookErr = err
					return nil
				}
			}
			return nil
		})
		if _, err := w1.RunOnce(ctx); err != nil {
			t.Fatal(err)
		}
		if hookErr != nil {
			t.Fatal(hookErr)
		}
		if n := r.ex.n.Load(); n != 1 {
			t.Errorf("extractions = %d, want 1: the renewed claim was taken over", n)
		}
		rec, _ := r.apps[0].Ledger().InboxGet(ctx, worker.WebhookSource, "dlv-00")
		if rec.Status != ledger.InboxProcessed || rec.ClaimOwner != "w1" || rec.ClaimGeneration != 1 {
			t.Errorf("receipt = %s by %s (generation %d), want processed by w1 under its first claim", rec.Status, rec.ClaimOwner, rec.ClaimGeneration)
		}
		if d := r.duplicates(t); d != 0 {
			t.Errorf("duplicates_absorbed = %d, want 0", d)
		}
	})
}
