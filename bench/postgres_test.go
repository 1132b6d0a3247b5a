package bench

import (
	"context"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// The pipeline runs on PostgreSQL too, with the same accounting. The
// bench tests each have their own ledger and share no state: they run in
// parallel, overlapping the PostgreSQL ones' waits on the server.
func TestRunPostgres(t *testing.T) {
	t.Parallel()
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
	// The engines' next claims ride in their completions (the store is an
	// execute.CompleteClaimer, issue 32): 120 keys in batches of 16 leave
	// room for chained claims.
	if res.ChainedClaims == 0 {
		t.Fatalf("no claim chained in a completion (%d claims of their own)", res.ExecutionClaims)
	}
	if _, err := Run(context.Background(), Options{Path: dsn, Actions: 10, Preload: 10, Baseline: -1}); err == nil {
		t.Fatal("--preload on PostgreSQL accepted")
	}
}

// --vacuum-every runs VACUUMs during the run and reports them; the sizes
// come split by relation, and each split adds up to its total.
func TestRunPostgresVacuumEveryAndRelations(t *testing.T) {
	t.Parallel()
	dsn := pgtest.FreshDatabase(t, pgtest.ServerDSN(t))
	res, err := Run(context.Background(), Options{Path: dsn, Actions: 400, Workers: 2, BatchSize: 16, Baseline: -1, VacuumEvery: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if res.FinishedInLedger != 400 || res.VacuumsDuringRun == 0 {
		t.Fatalf("finished %d, %d vacuums during the run; want 400 and some", res.FinishedInLedger, res.VacuumsDuringRun)
	}
	var run, vac, live float64
	for _, r := range res.DBBytesByRelation {
		run, vac, live = run+r.PerActionAfterRun, vac+r.PerActionAfterVacuum, live+r.PerActionLive
	}
	for _, c := range []struct {
		name       string
		sum, total float64
	}{{"after the run", run, res.DBBytesPerAction}, {"after VACUUM", vac, res.DBBytesPerActionAfterVacuum}, {"live", live, res.DBBytesPerActionLive}} {
		// Relations under a byte per action are left out of the split.
		if c.sum > c.total+0.5 || c.sum < c.total-float64(len(res.DBBytesByRelation)+40) {
			t.Errorf("%s: relations add up to %.0f bytes per action, total %.0f", c.name, c.sum, c.total)
		}
	}
	if _, err := Run(context.Background(), Options{Actions: 10, VacuumEvery: time.Second, Baseline: -1}); err == nil {
		t.Fatal("--vacuum-every on SQLite accepted")
	}
}
