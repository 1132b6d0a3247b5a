package bench

import (
	"context"
	"fmt"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

func TestRunSmall(t *testing.T) {
	t.Parallel()
	res, err := Run(context.Background(), Options{Path: filepath.Join(t.TempDir(), "b.db"), Actions: 120, Workers: 2, BatchSize: 16,
		IngestBatch: 25, Preload: 50, Baseline: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if res.CreateCalls != 120 || res.SendCalls != 120 || res.FindCalls != 0 || res.FinishedInLedger != 170 {
		t.Errorf("calls %d/%d/%d, finished %d; want 120 creates, 120 sends, no lookups, 170 finished", res.CreateCalls, res.SendCalls, res.FindCalls, res.FinishedInLedger)
	}
	// 5 ingests + at least 8 claims, completions, outbox claims and
	// completions of 16: far below one commit per action.
	if res.CommitsPerAction <= 0 || res.CommitsPerAction > 0.5 {
		t.Errorf("commits per action %.3f, want (0, 0.5]", res.CommitsPerAction)
	}
	if res.IngestTransactions != 5 || res.StaleOrFailedWrites != 0 {
		t.Errorf("ingests %d, refused writes %d", res.IngestTransactions, res.StaleOrFailedWrites)
	}
	if res.BaselineTxnPerSec <= 0 || res.ClaimP99Ms < res.ClaimP50Ms || res.EndToEndP99Ms < res.EndToEndP50Ms || res.DBBytesPerAction <= 0 {
		t.Errorf("implausible result %+v", res)
	}
}

func TestNetworkCapsCallsInFlight(t *testing.T) {
	n := NewNetwork(0, 3)
	release := make(chan struct{})
	started := make(chan struct{}, 10)
	var wg sync.WaitGroup
	for i := 0; i < 10; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = n.call(context.Background(), func() error { started <- struct{}{}; <-release; return nil })
		}()
	}
	for i := 0; i < 3; i++ {
		<-started
	}
	select {
	case <-started:
		t.Fatal("a fourth call started while three were in flight")
	default:
	}
	close(release)
	wg.Wait()
	if n.Peak() != 3 {
		t.Errorf("peak %d, want 3", n.Peak())
	}
}

func TestActionIndexAndPercentiles(t *testing.T) {
	k := Key("M00001", 42)
	if i, ok := actionIndex(k.String()); !ok || i != 42 {
		t.Errorf("actionIndex(%s) = %d, %v", k, i, ok)
	}
	if i, ok := actionIndex(ledger.NotificationKey(k, "created", "assignee", 1)); !ok || i != 42 {
		t.Errorf("notification key index = %d, %v", i, ok)
	}
	var d []time.Duration
	for i := 1; i <= 100; i++ {
		d = append(d, time.Duration(i)*time.Millisecond)
	}
	if p50, p99 := percentiles(d); p50 != 50 || p99 != 99 {
		t.Errorf("percentiles = %v, %v", p50, p99)
	}
}

func benchStore(b *testing.B) ledger.Store {
	s, err := app.OpenStoreWith(context.Background(), filepath.Join(b.TempDir(), "b.db"), app.StoreOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

func ingest(b *testing.B, s ledger.Store, batch, n int) {
	ps := make([]ledger.EnqueueParams, 0, n)
	for i := batch * n; i < (batch+1)*n; i++ {
		ps = append(ps, ledger.EnqueueParams{Key: Key(fmt.Sprintf("M%05d", batch), i), Intent: Intent(i)})
	}
	if _, err := s.Ingest(context.Background(), ledger.IngestParams{Source: "bench", MessageID: fmt.Sprint(batch), Executions: ps}); err != nil {
		b.Fatal(err)
	}
}

// BenchmarkPipeline is the whole run (enqueue → sent) per action.
func BenchmarkPipeline(b *testing.B) {
	res, err := Run(context.Background(), Options{Path: filepath.Join(b.TempDir(), "b.db"), Actions: max(b.N, 64), Baseline: -1})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(res.ActionsPerSec, "actions/s")
	b.ReportMetric(res.CommitsPerAction, "commits/action")
	b.ReportMetric(res.DBBytesPerAction, "dbbytes/action")
}

// BenchmarkIngest50 is one register-sized Ingest of 50 keys.
func BenchmarkIngest50(b *testing.B) {
	s := benchStore(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ingest(b, s, i, 50)
	}
	b.ReportMetric(float64(b.N*50)/b.Elapsed().Seconds(), "keys/s")
}

// BenchmarkEngineRunOnce64 claims 64 keys, creates them on the sandbox and
// records the successes with their outbox rows.
func BenchmarkEngineRunOnce64(b *testing.B) {
	s := benchStore(b)
	svc := sandbox.MustNew(sandbox.Options{})
	g := &execute.Engine{Store: s, Tasks: sandbox.NewTaskConnector(svc), Channel: sandbox.Name, Owner: "b", BatchSize: 64, Concurrency: 64,
		Log: slog.New(slog.DiscardHandler)}
	for i := 0; i < b.N; i++ {
		ingest(b, s, i, 64)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := g.RunOnce(context.Background(), nil)
		if err != nil || r.Succeeded != 64 {
			b.Fatalf("run: %+v, %v", r, err)
		}
	}
	b.ReportMetric(float64(b.N*64)/b.Elapsed().Seconds(), "keys/s")
}

// BenchmarkDispatcherRunOnce64 claims and sends 64 notifications.
func BenchmarkDispatcherRunOnce64(b *testing.B) {
	s := benchStore(b)
	caps := sandbox.DefaultCapabilities()
	caps.NotifyDedup = true
	svc := sandbox.MustNew(sandbox.Options{Capabilities: &caps})
	quiet := slog.New(slog.DiscardHandler)
	g := &execute.Engine{Store: s, Tasks: sandbox.NewTaskConnector(svc), Channel: sandbox.Name, Owner: "b", BatchSize: 64, Log: quiet}
	d := &notify.Dispatcher{Store: s, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Owner: "b", BatchSize: 64, Log: quiet}
	for i := 0; i < b.N; i++ {
		ingest(b, s, i, 64)
		if _, err := g.RunOnce(context.Background(), nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		r, err := d.RunOnce(context.Background(), nil)
		if err != nil || r.Sent != 64 {
			b.Fatalf("dispatch: %+v, %v", r, err)
		}
	}
	b.ReportMetric(float64(b.N*64)/b.Elapsed().Seconds(), "notifications/s")
}

// BenchmarkBaselineInsert is the baseline: single-row INSERT … ON
// CONFLICT DO NOTHING transactions on the ledger's file settings, half a
// second of them per op.
func BenchmarkBaselineInsert(b *testing.B) {
	st, err := storageOf(benchStore(b))
	if err != nil {
		b.Fatal(err)
	}
	var sum float64
	for i := 0; i < b.N; i++ {
		rate, err := st.BaselineInserts(context.Background(), 500*time.Millisecond)
		if err != nil {
			b.Fatal(err)
		}
		sum += rate
	}
	b.ReportMetric(sum/float64(b.N), "txn/s")
}
