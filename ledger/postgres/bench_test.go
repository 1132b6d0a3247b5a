package postgres_test

import (
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// Each benchmark runs on a fresh database.
func benchStore(b *testing.B) ledger.Store { return openAt(b, migratedDatabase(b)) }

func BenchmarkEnqueue(b *testing.B)         { ledgertest.BenchmarkEnqueue(b, benchStore) }
func BenchmarkClaimSingle(b *testing.B)     { ledgertest.BenchmarkClaim(b, benchStore, 1) }
func BenchmarkClaimBatch32(b *testing.B)    { ledgertest.BenchmarkClaim(b, benchStore, 32) }
func BenchmarkCompleteSingle(b *testing.B)  { ledgertest.BenchmarkComplete(b, benchStore, 1) }
func BenchmarkCompleteBatch32(b *testing.B) { ledgertest.BenchmarkComplete(b, benchStore, 32) }
