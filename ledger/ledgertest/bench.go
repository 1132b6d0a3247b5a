package ledgertest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// The hot-path benchmarks every backend runs (go test -bench), each on a
// fresh store from open; the backend's Benchmark* functions are one line
// each so the names stay per backend.

func benchKey(i int) ledger.BusinessKey {
	k := Key
	k.Action = fmt.Sprintf("A%07d", i)
	return k
}

// fill enqueues n keys, 500 per Ingest.
func fill(b *testing.B, s ledger.Store, n int) {
	ctx := context.Background()
	for i := 0; i < n; i += 500 {
		var ps []ledger.EnqueueParams
		for j := i; j < i+500 && j < n; j++ {
			ps = append(ps, ledger.EnqueueParams{Key: benchKey(j), Intent: Intent})
		}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: fmt.Sprint(i), Executions: ps, Now: T0}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEnqueue: one key per transaction (the unit of durable cost).
func BenchmarkEnqueue(b *testing.B, open func(*testing.B) ledger.Store) {
	s := open(b)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: benchKey(i), Intent: Intent, Now: T0}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClaim claims batch keys per call.
func BenchmarkClaim(b *testing.B, open func(*testing.B) ledger.Store, batch int) {
	s := open(b)
	fill(b, s, b.N*batch)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: batch, Now: T0})
		if err != nil || len(got) != batch {
			b.Fatalf("claim: %d rows, %v", len(got), err)
		}
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkComplete completes batch claims per call, each with a
// notification.
func BenchmarkComplete(b *testing.B, open func(*testing.B) ledger.Store, batch int) {
	s := open(b)
	fill(b, s, b.N*batch)
	ctx := context.Background()
	var claims [][]ledger.Execution
	for i := 0; i < b.N; i++ {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Hour, Limit: batch, Now: T0})
		if err != nil {
			b.Fatal(err)
		}
		claims = append(claims, got)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ps := make([]ledger.CompleteParams, 0, batch)
		for _, e := range claims[i] {
			p := ledger.CompleteSucceeded(e, "TASK-1", "ok", ledger.NewNotification{Key: ledger.NotificationKey(e.Key, "created", "assignee", 1), Channel: "sandbox", Recipient: "x", Text: "t"})
			p.Now = T0
			ps = append(ps, p)
		}
		if _, err := s.ExecutionComplete(ctx, ps); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
}
