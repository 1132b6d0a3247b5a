package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/sqlite"
)

func benchStore(b *testing.B) ledger.Store {
	s, err := sqlite.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"), sqlite.Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

func BenchmarkEnqueue(b *testing.B)         { ledgertest.BenchmarkEnqueue(b, benchStore) }
func BenchmarkClaimSingle(b *testing.B)     { ledgertest.BenchmarkClaim(b, benchStore, 1) }
func BenchmarkClaimBatch32(b *testing.B)    { ledgertest.BenchmarkClaim(b, benchStore, 32) }
func BenchmarkCompleteSingle(b *testing.B)  { ledgertest.BenchmarkComplete(b, benchStore, 1) }
func BenchmarkCompleteBatch32(b *testing.B) { ledgertest.BenchmarkComplete(b, benchStore, 32) }
