package postgres_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
)

// TestCappedClaimSeesRacingClaim (issue 17): a tenant's cap holds when two
// claimers race. Claimer T has taken the tenant's last slots and not yet
// committed; claimer A's capped claim must not count from a snapshot that
// misses them. Capped claims take turns under an advisory lock, so A waits
// for T and then sees T's rows in flight: it takes nothing. Without the
// lock A runs at once, skips T's locked rows, counts nothing in flight and
// takes the cap again (8 in flight for a cap of 4).
func TestCappedClaimSeesRacingClaim(t *testing.T) {
	t.Parallel()
	dsn := migratedDatabase(t)
	s := openAt(t, dsn)
	ctx := context.Background()
	now := time.Now().UTC()
	var ps []ledger.EnqueueParams
	for i := 0; i < 20; i++ {
		k := ledger.BusinessKey{Tenant: "big", Project: "P1", Meeting: "M1", Action: fmt.Sprintf("A%03d", i), Operation: ledger.OpCreateTask}
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "P1", Action: k.Action, Title: "t", Assignee: "a", AssigneeID: "a", DueDate: "2026-09-21"}})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "1", Executions: ps, Now: now.Add(-time.Minute)}); err != nil {
		t.Fatal(err)
	}
	// T: a claimer inside its claim, holding the claim lock, has taken 4.
	tx, err := s.Pool().Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, 0)`, postgres.ClaimLockClass); err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(ctx, `UPDATE executions SET state = 2, generation = generation + 1, lease_until = $1
	      WHERE id IN (SELECT id FROM executions WHERE state = 0 ORDER BY key LIMIT 4)`, now.Add(time.Hour).UnixMilli()); err != nil {
		t.Fatal(err)
	}
	type result struct {
		got []ledger.Execution
		err error
	}
	done := make(chan result, 1)
	go func() {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Hour, Limit: 10, MaxInFlight: 4, Now: now})
		done <- result{got, err}
	}()
	// Until A has finished (the race) or waits for the claim lock.
	deadline := time.Now().Add(20 * time.Second)
	var early *result
	for early == nil {
		select {
		case r := <-done:
			early = &r
			continue
		default:
		}
		var waiting bool
		if err := s.Pool().QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
		      AND objsubid = 2 AND classid::bigint = $1)`, int64(postgres.ClaimLockClass)).Scan(&waiting); err != nil {
			t.Fatal(err)
		}
		if waiting {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("claim neither finished nor waited for the claim lock")
		}
	}
	if err := tx.Commit(ctx); err != nil {
		t.Fatal(err)
	}
	r := early
	if r == nil {
		got := <-done
		r = &got
	}
	if r.err != nil {
		t.Fatal(r.err)
	}
	if len(r.got) != 0 {
		t.Fatalf("claimed %d more keys of big while its cap of 4 was taken by a racing claim (in flight now %d)", len(r.got), 4+len(r.got))
	}
}
