package sqlite_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// An engine's completion that also takes its next claim
// (ExecutionCompleteClaim, issue 32) is one transaction: these tests hold
// the completions to the fence and to R14 (a success and its notification
// together, or neither), and the claim to what a claim of its own takes.
// That the store is an execute.CompleteClaimer is checked in execute's
// tests: importing execute here linked its tracing into every child
// process this binary starts.

func enqueueKeys(t *testing.T, s ledger.Store, at time.Time, keys ...int) {
	t.Helper()
	for _, i := range keys {
		k := batchKey(i)
		if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "task " + k.Action}, Now: at}); err != nil {
			t.Fatal(err)
		}
	}
}

func outboxKeys(t *testing.T, s ledger.Store) map[string]ledger.Notification {
	t.Helper()
	ns, err := s.OutboxList(context.Background(), ledger.OutboxListParams{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]ledger.Notification{}
	for _, n := range ns {
		out[n.Key] = n
	}
	return out
}

// A stale completion in the chained call is refused as ExecutionComplete
// refuses it (the row, its attempt and the outbox untouched), the others
// are recorded with their notifications, and the claim takes due keys but
// neither the taken-over row (live lease) nor the keys it completed.
func TestCompleteClaimFencesAndQueues(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	enqueueKeys(t, s, t0, 0, 1)
	w := claimKeys(t, s, "W", time.Second, t0, 0, 1)
	// k1: W's lease lapsed and V took the row over.
	claimKeys(t, s, "V", time.Hour, t0.Add(time.Minute), 1)
	enqueueKeys(t, s, t0.Add(time.Minute), 2, 3)

	at := t0.Add(2 * time.Minute)
	var ps []ledger.CompleteParams
	for _, k := range []int{0, 1} {
		p := ledger.CompleteSucceeded(w[k], "T-"+batchKey(k).Action, "created", note("n:"+batchKey(k).Action))
		p.Now = at
		ps = append(ps, p)
	}
	errs, handed, claimed, err := s.ExecutionCompleteClaim(ctx, ps, nil, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: at})
	if err != nil {
		t.Fatal(err)
	}
	if errs[0] != nil || !errors.Is(errs[1], ledger.ErrFenced) {
		t.Fatalf("errs = %v, want nil and fenced", errs)
	}
	if len(handed) != 0 {
		t.Fatalf("handed %d notifications without a handoff", len(handed))
	}
	got := map[string]ledger.Execution{}
	for _, e := range claimed {
		got[e.Key.String()] = e
	}
	if len(got) != 2 || got[batchKey(2).String()].Owner != "W" || got[batchKey(3).String()].State != ledger.Running {
		t.Fatalf("claimed %v, want k2 and k3 for W", got)
	}
	if e := getExec(t, s, 0); e.State != ledger.Succeeded || e.ExternalID != "T-A0" {
		t.Fatalf("k0 = %+v, want succeeded", e)
	}
	if e := getExec(t, s, 1); e.State != ledger.Running || e.Owner != "V" || e.ExternalID != "" {
		t.Fatalf("k1 = %+v, want V's running row untouched", e)
	}
	out := outboxKeys(t, s)
	if _, ok := out["n:A0"]; !ok || len(out) != 1 {
		t.Fatalf("outbox = %v, want the notification of k0 alone", out)
	}
	atts, err := s.AttemptList(ctx, batchKey(1).String())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range atts {
		if a.Owner == "W" && a.Outcome != "" {
			t.Fatalf("k1: W's superseded attempt was ended by a fenced completion: %+v", a)
		}
	}
	// The claim's entries follow the completion's in the log.
	done := lastEntry(t, s, 0)
	for _, k := range []int{2, 3} {
		if c := lastEntry(t, s, k); c.ID <= done.ID {
			t.Fatalf("k%d claim entry %d not after k0's completion entry %d", k, c.ID, done.ID)
		}
	}
}

// A key the call completes is not claimed again by it, even when it is
// due at once (a retry without backoff): it waits for a later claim.
func TestCompleteClaimSkipsItsOwnKeys(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	enqueueKeys(t, s, t0, 0)
	w := claimKeys(t, s, "W", time.Minute, t0, 0)
	p := ledger.CompleteRelease(w[0], false, "given back")
	p.Now = t0.Add(time.Second)
	errs, _, claimed, err := s.ExecutionCompleteClaim(ctx, []ledger.CompleteParams{p}, nil, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	if len(claimed) != 0 {
		t.Fatalf("claimed %d row(s) the call gave back", len(claimed))
	}
	if e := getExec(t, s, 0); e.State != ledger.Pending {
		t.Fatalf("k0 = %+v, want pending", e)
	}
	again, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
	if err != nil || len(again) != 1 {
		t.Fatalf("a later claim took %d row(s), %v; want k0", len(again), err)
	}
}

// When the claim fails, nothing of the call is written: no success without
// its notification, no notification without its success (R14).
func TestCompleteClaimAllOrNothing(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	enqueueKeys(t, s, t0, 0, 1)
	w := claimKeys(t, s, "W", time.Minute, t0, 0)
	// The next claim's attempt rows fail to insert (a fault in the
	// claim's own statements, after the completion's).
	if _, err := s.DB().Exec(`CREATE TRIGGER fail_claim BEFORE INSERT ON attempts WHEN NEW.kind = 0 BEGIN SELECT RAISE(ABORT, 'injected claim fault'); END`); err != nil {
		t.Fatal(err)
	}
	p := ledger.CompleteSucceeded(w[0], "T-A0", "created", note("n:A0"))
	p.Now = t0.Add(time.Second)
	for _, handoff := range []*ledger.ClaimParams{nil, {Owner: "D", LeaseFor: time.Minute}} {
		_, handed, claimed, err := s.ExecutionCompleteClaim(ctx, []ledger.CompleteParams{p}, handoff, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
		if err == nil || len(handed) != 0 || len(claimed) != 0 {
			t.Fatalf("handoff %v: err %v, handed %d, claimed %d; want the claim's fault and nothing", handoff, err, len(handed), len(claimed))
		}
		if e := getExec(t, s, 0); e.State != ledger.Running || e.ExternalID != "" {
			t.Fatalf("k0 = %+v, want still running: the completion rolled back with the claim", e)
		}
		if out := outboxKeys(t, s); len(out) != 0 {
			t.Fatalf("outbox = %v, want none", out)
		}
		if e := getExec(t, s, 1); e.State != ledger.Pending {
			t.Fatalf("k1 = %+v, want pending", e)
		}
	}
}

// With a handoff, the call's notifications are claimed for the handoff's
// owner as ExecutionCompleteHandoff claims them, and the next batch for the
// engine.
func TestCompleteClaimHandsOff(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	enqueueKeys(t, s, t0, 0, 1)
	w := claimKeys(t, s, "W", time.Minute, t0, 0)
	p := ledger.CompleteSucceeded(w[0], "T-A0", "created", note("n:A0"))
	p.Now = t0.Add(time.Second)
	errs, handed, claimed, err := s.ExecutionCompleteClaim(ctx, []ledger.CompleteParams{p}, &ledger.ClaimParams{Owner: "D", LeaseFor: time.Minute},
		ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	if len(handed) != 1 || handed[0].Key != "n:A0" || handed[0].Owner != "D" || handed[0].State != ledger.Running {
		t.Fatalf("handed %+v, want n:A0 running for D", handed)
	}
	if len(claimed) != 1 || claimed[0].Key != batchKey(1) || claimed[0].Owner != "W" {
		t.Fatalf("claimed %+v, want k1 for W", claimed)
	}
	if n := outboxKeys(t, s)["n:A0"]; n.State != ledger.Running || n.Owner != "D" || n.Generation != handed[0].Generation {
		t.Fatalf("outbox row %+v, want D's claim", n)
	}
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

func getExec(t *testing.T, s ledger.Store, k int) ledger.Execution {
	t.Helper()
	e, err := s.ExecutionGet(context.Background(), batchKey(k))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func lastEntry(t *testing.T, s ledger.Store, k int) ledger.Transition {
	t.Helper()
	trs, err := s.TransitionList(context.Background(), batchKey(k).String())
	if err != nil || len(trs) == 0 {
		t.Fatalf("log of k%d: %d entries, %v", k, len(trs), err)
	}
	return trs[len(trs)-1]
}
