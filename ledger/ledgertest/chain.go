package ledgertest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// An engine's completion that also takes its next claim
// (ExecutionCompleteClaim, issue 32) is one transaction: these cases hold
// the completions to the fence and to R14 (a success and its notification
// together, or neither), and the claim to what a claim of its own takes.
// The method is not part of ledger.Store (execute's CompleteClaimer finds
// it); the suite names it here rather than importing execute, which would
// link execute's tracing into every backend's test binary and the child
// processes it starts.

// CompleteClaimer is a store with the chained completion and claim.
type CompleteClaimer interface {
	ledger.Store
	ExecutionCompleteClaim(ctx context.Context, ps []ledger.CompleteParams, handoff *ledger.ClaimParams, next ledger.ClaimParams) (errs []error, handed []ledger.Notification, claimed []ledger.Execution, err error)
}

// Chained is one fresh ledger for a case of CompleteClaim, with the
// backend's hooks bound to it.
type Chained struct {
	Store CompleteClaimer
	// FailClaims makes every later claim fail inside the backend, in the
	// claim's own statements (after the completion's), with an error that
	// names "injected claim fault". A claim is what only a claim writes
	// (a row to running, a claim's attempt), so the completions before it
	// succeed on their own and only the transaction can take them back.
	FailClaims func(t *testing.T)
	// Watch, when set, is called just before the fence case's chained
	// call; the check it returns is called just after it, for what the
	// backend must do beyond the contract (PostgreSQL: one batch of
	// statements).
	Watch func(t *testing.T) (check func(t *testing.T))
}

// CompleteClaim runs the chained completion-and-claim cases; newDB makes a
// fresh migrated ledger for each.
func CompleteClaim(t *testing.T, newDB func(t *testing.T) Chained) {
	tests := []struct {
		name string
		fn   func(*testing.T, Chained)
	}{
		{"FencesAndQueues", testChainFences},
		{"SkipsItsOwnKeys", testChainSkipsOwnKeys},
		{"AllOrNothing", testChainAllOrNothing},
		{"HandsOff", func(t *testing.T, c Chained) { testChainHandsOff(t, c, 0) }},
		{"HandsOffCapped", func(t *testing.T, c Chained) { testChainHandsOff(t, c, 1) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tc.fn(t, newDB(t))
		})
	}
}

func chainKey(i int) ledger.BusinessKey {
	return ledger.MustParseKey(fmt.Sprintf("t:p:m:A%d:create-task", i))
}

func chainEnqueue(t *testing.T, s ledger.Store, at time.Time, keys ...int) {
	t.Helper()
	for _, i := range keys {
		k := chainKey(i)
		if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "task " + k.Action}, Now: at}); err != nil {
			t.Fatal(err)
		}
	}
}

func chainClaim(t *testing.T, s ledger.Store, owner string, lease time.Duration, at time.Time, keys ...int) map[int]ledger.Execution {
	t.Helper()
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = chainKey(k).String()
	}
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: owner, LeaseFor: lease, Limit: len(keys), Keys: names, Now: at})
	if err != nil || len(got) != len(keys) {
		t.Fatalf("claim %v by %s: %d rows, %v", keys, owner, len(got), err)
	}
	out := map[int]ledger.Execution{}
	for _, e := range got {
		for _, k := range keys {
			if e.Key == chainKey(k) {
				out[k] = e
			}
		}
	}
	return out
}

func chainNote(key string) ledger.NewNotification {
	return ledger.NewNotification{Key: key, Channel: "sandbox", Recipient: "minseo", Text: "task " + key}
}

func chainOutbox(t *testing.T, s ledger.Store) map[string]ledger.Notification {
	t.Helper()
	ns, err := s.OutboxList(ctx(), ledger.OutboxListParams{})
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]ledger.Notification{}
	for _, n := range ns {
		out[n.Key] = n
	}
	return out
}

func chainGet(t *testing.T, s ledger.Store, k int) ledger.Execution {
	t.Helper()
	e, err := s.ExecutionGet(ctx(), chainKey(k))
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func chainLastEntry(t *testing.T, s ledger.Store, k int) ledger.Transition {
	t.Helper()
	trs, err := s.TransitionList(ctx(), chainKey(k).String())
	if err != nil || len(trs) == 0 {
		t.Fatalf("log of k%d: %d entries, %v", k, len(trs), err)
	}
	return trs[len(trs)-1]
}

// A stale completion in the chained call is refused as ExecutionComplete
// refuses it (the row, its attempt and the outbox untouched), the others
// are recorded with their notifications, and the claim takes due keys but
// neither the taken-over row (live lease) nor the keys it completed.
func testChainFences(t *testing.T, c Chained) {
	s := c.Store
	chainEnqueue(t, s, T0, 0, 1)
	w := chainClaim(t, s, "W", time.Second, T0, 0, 1)
	// k1: W's lease lapsed and V took the row over.
	chainClaim(t, s, "V", time.Hour, T0.Add(time.Minute), 1)
	chainEnqueue(t, s, T0.Add(time.Minute), 2, 3)

	at := T0.Add(2 * time.Minute)
	var ps []ledger.CompleteParams
	for _, k := range []int{0, 1} {
		p := ledger.CompleteSucceeded(w[k], "T-"+chainKey(k).Action, "created", chainNote("n:"+chainKey(k).Action))
		p.Now = at
		ps = append(ps, p)
	}
	check := func(*testing.T) {}
	if c.Watch != nil {
		check = c.Watch(t)
	}
	errs, handed, claimed, err := s.ExecutionCompleteClaim(ctx(), ps, nil, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: at})
	if err != nil {
		t.Fatal(err)
	}
	check(t)
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
	if len(got) != 2 || got[chainKey(2).String()].Owner != "W" || got[chainKey(3).String()].State != ledger.Running {
		t.Fatalf("claimed %v, want k2 and k3 for W", got)
	}
	if e := chainGet(t, s, 0); e.State != ledger.Succeeded || e.ExternalID != "T-A0" {
		t.Fatalf("k0 = %+v, want succeeded", e)
	}
	if e := chainGet(t, s, 1); e.State != ledger.Running || e.Owner != "V" || e.ExternalID != "" {
		t.Fatalf("k1 = %+v, want V's running row untouched", e)
	}
	out := chainOutbox(t, s)
	if _, ok := out["n:A0"]; !ok || len(out) != 1 {
		t.Fatalf("outbox = %v, want the notification of k0 alone", out)
	}
	atts, err := s.AttemptList(ctx(), chainKey(1).String())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range atts {
		if a.Owner == "W" && a.Outcome != "" {
			t.Fatalf("k1: W's superseded attempt was ended by a fenced completion: %+v", a)
		}
	}
	// The claim's entries follow the completion's in the log.
	done := chainLastEntry(t, s, 0)
	for _, k := range []int{2, 3} {
		if e := chainLastEntry(t, s, k); e.ID <= done.ID {
			t.Fatalf("k%d claim entry %d not after k0's completion entry %d", k, e.ID, done.ID)
		}
	}
}

// A key the call completes is not claimed again by it, even when it is
// due at once (a retry without backoff, a lease given back): it waits for
// a later claim.
func testChainSkipsOwnKeys(t *testing.T, c Chained) {
	s := c.Store
	chainEnqueue(t, s, T0, 0)
	w := chainClaim(t, s, "W", time.Minute, T0, 0)
	p := ledger.CompleteRelease(w[0], false, "given back")
	p.Now = T0.Add(time.Second)
	errs, _, claimed, err := s.ExecutionCompleteClaim(ctx(), []ledger.CompleteParams{p}, nil, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	if len(claimed) != 0 {
		t.Fatalf("claimed %d row(s) the call gave back", len(claimed))
	}
	if e := chainGet(t, s, 0); e.State != ledger.Pending {
		t.Fatalf("k0 = %+v, want pending", e)
	}
	again, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
	if err != nil || len(again) != 1 {
		t.Fatalf("a later claim took %d row(s), %v; want k0", len(again), err)
	}
}

// When the claim fails, nothing of the call is written: no success without
// its notification, no notification without its success (R14).
func testChainAllOrNothing(t *testing.T, c Chained) {
	s := c.Store
	chainEnqueue(t, s, T0, 0, 1)
	w := chainClaim(t, s, "W", time.Minute, T0, 0)
	c.FailClaims(t)
	p := ledger.CompleteSucceeded(w[0], "T-A0", "created", chainNote("n:A0"))
	p.Now = T0.Add(time.Second)
	for _, handoff := range []*ledger.ClaimParams{nil, {Owner: "D", LeaseFor: time.Minute}} {
		_, handed, claimed, err := s.ExecutionCompleteClaim(ctx(), []ledger.CompleteParams{p}, handoff, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, Now: p.Now})
		if err == nil || !strings.Contains(err.Error(), "injected claim fault") || len(handed) != 0 || len(claimed) != 0 {
			t.Fatalf("handoff %v: err %v, handed %d, claimed %d; want the claim's fault and nothing", handoff, err, len(handed), len(claimed))
		}
		if e := chainGet(t, s, 0); e.State != ledger.Running || e.ExternalID != "" {
			t.Fatalf("k0 = %+v, want still running: the completion rolled back with the claim", e)
		}
		if out := chainOutbox(t, s); len(out) != 0 {
			t.Fatalf("outbox = %v, want none", out)
		}
		if e := chainGet(t, s, 1); e.State != ledger.Pending {
			t.Fatalf("k1 = %+v, want pending", e)
		}
	}
}

// With a handoff, the call's notifications are claimed for the handoff's
// owner as ExecutionCompleteHandoff claims them, and the next batch for the
// engine; with tenant caps (maxInFlight > 0, one key more than the claim
// may take) the claim counts the rows the call completed as no longer in
// flight.
func testChainHandsOff(t *testing.T, c Chained, maxInFlight int) {
	s := c.Store
	keys := []int{0, 1}
	if maxInFlight > 0 {
		keys = append(keys, 2)
	}
	chainEnqueue(t, s, T0, keys...)
	w := chainClaim(t, s, "W", time.Minute, T0, 0)
	p := ledger.CompleteSucceeded(w[0], "T-A0", "created", chainNote("n:A0"))
	p.Now = T0.Add(time.Second)
	errs, handed, claimed, err := s.ExecutionCompleteClaim(ctx(), []ledger.CompleteParams{p}, &ledger.ClaimParams{Owner: "D", LeaseFor: time.Minute},
		ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 10, MaxInFlight: maxInFlight, Now: p.Now})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	if len(handed) != 1 || handed[0].Key != "n:A0" || handed[0].Owner != "D" || handed[0].State != ledger.Running {
		t.Fatalf("handed %+v, want n:A0 running for D", handed)
	}
	if len(claimed) != 1 || claimed[0].Key != chainKey(1) || claimed[0].Owner != "W" {
		t.Fatalf("claimed %+v, want k1 alone for W (in flight at most %d, 0 uncapped)", claimed, maxInFlight)
	}
	if n := chainOutbox(t, s)["n:A0"]; n.State != ledger.Running || n.Owner != "D" || n.Generation != handed[0].Generation {
		t.Fatalf("outbox row %+v, want D's claim", n)
	}
}
