package bench

import (
	"context"
	"testing"

	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// The pipeline runs on PostgreSQL too, with the same accounting.
func TestRunPostgres(t *testing.T) {
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	res, err := Run(context.Background(), Options{Path: dsn, Actions: 120, Workers: 2, BatchSize: 16, Baseline: -1})
	if err != nil {
		t.Fatal(err)
	}
	if res.FinishedInLedger != 120 || res.SendCalls != 120 || res.CreateCalls != 120 {
		t.Fatalf("finished %d, creates %d, sends %d; want 120 each", res.FinishedInLedger, res.CreateCalls, res.SendCalls)
	}
	if res.CommitsPerAction <= 0 || res.CommitsPerAction > 2.5 || res.DBBytesPerAction <= 0 {
		t.Fatalf("commits/action %.3f, bytes/action %.0f", res.CommitsPerAction, res.DBBytesPerAction)
	}
	if _, err := Run(context.Background(), Options{Path: dsn, Actions: 10, Preload: 10, Baseline: -1}); err == nil {
		t.Fatal("--preload on PostgreSQL accepted")
	}
}
