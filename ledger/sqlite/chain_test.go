package sqlite_test

import (
	"context"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// An engine's completion that also takes its next claim
// (ExecutionCompleteClaim, issue 32) is one transaction; the contract's
// cases are ledgertest.CompleteClaim. That the store is an
// execute.CompleteClaimer is checked in execute's tests: importing execute
// here linked its tracing into every child process this binary starts.
func TestCompleteClaim(t *testing.T) {
	t.Parallel()
	ledgertest.CompleteClaim(t, func(t *testing.T) ledgertest.Chained {
		s := openStore(t)
		return ledgertest.Chained{
			Store: s,
			// The next claim's attempt rows fail to insert (a fault in
			// the claim's own statements, after the completion's).
			FailClaims: func(t *testing.T) {
				if _, err := s.DB().Exec(`CREATE TRIGGER fail_claim BEFORE INSERT ON attempts WHEN NEW.kind = 0 BEGIN SELECT RAISE(ABORT, 'injected claim fault'); END`); err != nil {
					t.Fatal(err)
				}
			},
		}
	})
}

// After a claim that took nothing, a poll with nothing due takes no write
// transaction (it probes first); work that comes due, and an expired
// lease, are claimed at the next poll.
func TestIdleClaimProbes(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	claim := func(at time.Time) []ledger.Execution {
		t.Helper()
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: at})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	if got := claim(t0); len(got) != 0 {
		t.Fatalf("claimed %d from an empty ledger", len(got))
	}
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: batchKey(0), Intent: ledger.Intent{Project: "p", Action: "A0", Title: "t"}, Now: t0,
		NextAttemptAt: t0.Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	before := s.Commits()
	if got := claim(t0.Add(time.Second)); len(got) != 0 {
		t.Fatalf("claimed %d not due", len(got))
	}
	if n := s.Commits() - before; n != 0 {
		t.Fatalf("an idle poll took %d write transaction(s)", n)
	}
	if got := claim(t0.Add(time.Hour)); len(got) != 1 {
		t.Fatalf("claimed %d once due, want 1", len(got))
	}
	// The lease lapses: the next idle poll finds it (in doubt).
	if got := claim(t0.Add(time.Hour + time.Second)); len(got) != 0 {
		t.Fatalf("claimed %d under a live lease", len(got))
	}
	if got := claim(t0.Add(time.Hour + 2*time.Minute)); len(got) != 1 || got[0].ClaimedFrom != ledger.Running {
		t.Fatalf("claimed %+v after the lease lapsed, want the takeover", got)
	}
}
