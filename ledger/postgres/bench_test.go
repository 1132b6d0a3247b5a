package postgres_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// The same operations as ledger/sqlite/bench_test.go, each on a fresh
// database.

func benchStore(b *testing.B) *postgres.Store {
	return openAt(b, freshDatabase(b, serverDSN(b)))
}

func benchKey(i int) ledger.BusinessKey {
	k := ledgertest.Key
	k.Action = fmt.Sprintf("A%07d", i)
	return k
}

func fill(b *testing.B, s *postgres.Store, n int) {
	ctx := context.Background()
	for i := 0; i < n; i += 500 {
		var ps []ledger.EnqueueParams
		for j := i; j < i+500 && j < n; j++ {
			ps = append(ps, ledger.EnqueueParams{Key: benchKey(j), Intent: ledgertest.Intent})
		}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "bench", MessageID: fmt.Sprint(i), Executions: ps, Now: ledgertest.T0}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEnqueue: one key per transaction (the unit of durable cost).
func BenchmarkEnqueue(b *testing.B) {
	s := benchStore(b)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: benchKey(i), Intent: ledgertest.Intent, Now: ledgertest.T0}); err != nil {
			b.Fatal(err)
		}
	}
}

func benchClaim(b *testing.B, batch int) {
	s := benchStore(b)
	fill(b, s, b.N*batch)
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: batch, Now: ledgertest.T0})
		if err != nil || len(got) != batch {
			b.Fatalf("claim: %d rows, %v", len(got), err)
		}
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
}

func BenchmarkClaimSingle(b *testing.B)  { benchClaim(b, 1) }
func BenchmarkClaimBatch32(b *testing.B) { benchClaim(b, 32) }

func benchComplete(b *testing.B, batch int) {
	s := benchStore(b)
	fill(b, s, b.N*batch)
	ctx := context.Background()
	var claims [][]ledger.Execution
	for i := 0; i < b.N; i++ {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Hour, Limit: batch, Now: ledgertest.T0})
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
			p.Now = ledgertest.T0
			ps = append(ps, p)
		}
		if _, err := s.ExecutionComplete(ctx, ps); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*batch)/b.Elapsed().Seconds(), "rows/s")
}

func BenchmarkCompleteSingle(b *testing.B)  { benchComplete(b, 1) }
func BenchmarkCompleteBatch32(b *testing.B) { benchComplete(b, 32) }
