package ledgertest

import (
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testClaimInDoubtFirst (issue 19): keys in doubt — unknown and due, or
// running with an expired lease — are claimed ahead of an older pending
// backlog, so a person waiting for "did my task get created?" does not
// wait for a bulk import. Executions and the outbox alike.
func testClaimInDoubtFirst(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	key := func(i int) ledger.BusinessKey {
		return ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:A%03d:create-task", i))
	}
	// Two keys go in doubt first: one unknown, one held by a worker that died.
	for i := 900; i < 902; i++ {
		enqueue(t, s, key(i), Intent)
	}
	e := mustClaim(t, s, "A", T0, key(900).String())
	if err := completeOne(t, s, ledger.CompleteUnknown(e, ledger.OutcomeUnknown, errors.New("timeout"), "lost response", T0.Add(time.Minute))); err != nil {
		t.Fatal(err)
	}
	mustClaim(t, s, "dead", T0, key(901).String()) // lease of one minute
	// Then a backlog of pending keys, due long before either.
	for i := 1; i <= 20; i++ {
		if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: key(i), Intent: Intent, Now: T0.Add(-time.Hour)}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "B", LeaseFor: time.Minute, Limit: 4, Now: T0.Add(2 * time.Minute)})
	if err != nil {
		t.Fatal(err)
	}
	var inDoubt []string
	for _, g := range got {
		if g.InDoubt {
			inDoubt = append(inDoubt, g.Key.String())
		}
	}
	if len(got) != 4 || len(inDoubt) != 2 {
		t.Fatalf("claimed %d, in doubt %v; want both keys in doubt in a batch of 4 ahead of 20 older pending keys", len(got), inDoubt)
	}

	// The outbox: an unknown notification ahead of older pending ones.
	var ps []ledger.CompleteParams
	for _, g := range got {
		ps = append(ps, ledger.CompleteSucceeded(g, "TASK-"+g.Key.Action, "created",
			ledger.NewNotification{Key: ledger.NotificationKey(g.Key, "created", "assignee", 1), Channel: "c", Recipient: "r", Text: "x"}))
	}
	for i := range ps {
		ps[i].Now = T0.Add(-time.Hour)
	}
	if _, err := s.ExecutionComplete(ctx(), ps); err != nil {
		t.Fatal(err)
	}
	ns, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "A", LeaseFor: time.Minute, Limit: 1, Now: T0.Add(3 * time.Minute)})
	if err != nil || len(ns) != 1 {
		t.Fatalf("outbox claim: %v %v", ns, err)
	}
	errs, err := s.OutboxComplete(ctx(), []ledger.OutboxCompleteParams{ledger.NotifyUnknown(ns[0], ledger.OutcomeUnknown, errors.New("ack lost"), "ack lost", T0.Add(3*time.Minute))})
	if err != nil || errs[0] != nil {
		t.Fatalf("outbox unknown: %v %v", errs, err)
	}
	ns, err = s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "B", LeaseFor: time.Minute, Limit: 1, Now: T0.Add(4 * time.Minute)})
	if err != nil || len(ns) != 1 || !ns[0].InDoubt {
		t.Fatalf("outbox claim of 1 = %+v, %v; want the notification in doubt ahead of older pending ones", ns, err)
	}
}

func testClaimSingle(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	e := mustClaim(t, s, "A", T0)
	if e.State != ledger.Running || e.Owner != "A" || e.Generation != 1 || e.AttemptID == "" || e.ClaimedFrom != ledger.Pending || e.InDoubt {
		t.Fatalf("claimed = %+v", e)
	}
	if !e.LeaseUntil.Equal(T0.Add(time.Minute)) {
		t.Fatalf("lease until %s, want %s", e.LeaseUntil, T0.Add(time.Minute))
	}
	if _, ok := claimOne(t, s, "B", T0); ok {
		t.Fatal("second claim while leased succeeded")
	}
	if err := completeOne(t, s, ledger.CompleteSucceeded(e, "TASK-418", "created")); err != nil {
		t.Fatalf("complete: %v", err)
	}
	got := get(t, s, Key.String())
	if got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("after success: %+v", got)
	}
	if _, ok := claimOne(t, s, "B", T0.Add(time.Hour)); ok {
		t.Fatal("a succeeded key was claimable")
	}
}

func testClaimLiveLease(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	mustClaim(t, s, "A", T0)
	if _, ok := claimOne(t, s, "B", T0.Add(59*time.Second), Key.String()); ok {
		t.Fatal("B claimed a key under A's live lease")
	}
	// Not due yet: a retry scheduled for later is not claimable before it.
	k2 := Key
	k2.Action = "A010"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k2, Intent: Intent, NextAttemptAt: T0.Add(time.Hour), Now: T0}); err != nil {
		t.Fatal(err)
	}
	if _, ok := claimOne(t, s, "B", T0.Add(30*time.Minute), k2.String()); ok {
		t.Fatal("claimed a pending key before its next_attempt_at")
	}
	if _, ok := claimOne(t, s, "B", T0.Add(time.Hour), k2.String()); !ok {
		t.Fatal("could not claim a pending key once due")
	}
}

func testClaimExpired(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	b := mustClaim(t, s, "B", T0.Add(61*time.Second))
	if b.Generation != a.Generation+1 || b.Owner != "B" || b.ClaimedFrom != ledger.Running || !b.InDoubt || b.AttemptID == a.AttemptID {
		t.Fatalf("takeover = %+v (A was %+v)", b, a)
	}
}

func testClaimUnknown(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	if err := completeOne(t, s, ledger.CompleteUnknown(a, ledger.OutcomeUnknown, errors.New("timeout"), "create response lost", T0.Add(30*time.Second))); err != nil {
		t.Fatal(err)
	}
	if got := get(t, s, Key.String()); got.State != ledger.Unknown || !got.InDoubt {
		t.Fatalf("after unknown: %+v", got)
	}
	if _, ok := claimOne(t, s, "R", T0.Add(10*time.Second)); ok {
		t.Fatal("unknown claimed before due")
	}
	r := mustClaim(t, s, "R", T0.Add(30*time.Second))
	if r.ClaimedFrom != ledger.Unknown || !r.InDoubt {
		t.Fatalf("reconcile claim = %+v", r)
	}
}

func testClaimBatch(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	for i := 1; i <= 10; i++ {
		k := Key
		k.Action = fmt.Sprintf("A%03d", i)
		in := Intent
		in.Action = k.Action
		enqueue(t, s, k, in)
	}
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 4, Now: T0})
	if err != nil || len(got) != 4 {
		t.Fatalf("batch claim: %d rows, %v", len(got), err)
	}
	seen := map[string]bool{}
	for _, e := range got {
		if e.State != ledger.Running || e.Owner != "W" || seen[e.AttemptID] {
			t.Fatalf("batch row %+v", e)
		}
		seen[e.AttemptID] = true
	}
	rest, _ := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: "V", LeaseFor: time.Minute, Limit: 100, Now: T0})
	if len(rest) != 6 {
		t.Fatalf("second batch: %d rows, want the 6 left", len(rest))
	}
	ps := make([]ledger.CompleteParams, 0, 10)
	for _, e := range append(got, rest...) {
		ps = append(ps, ledger.CompleteSucceeded(e, "TASK-"+e.Key.Action, "ok"))
	}
	errs, err := s.ExecutionComplete(ctx(), ps)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range errs {
		if e != nil {
			t.Fatalf("batch complete row %d: %v", i, e)
		}
	}
	if st, _ := s.Stats(ctx()); st.Executions[ledger.Succeeded] != 10 {
		t.Fatalf("stats after batch = %+v", st.Executions)
	}
	// Every entry of the log has an ID of its own, a batch's claims
	// included, and each key's entries come in the order they happened:
	// enqueued, claimed, succeeded.
	ids := map[int64]string{}
	for _, e := range append(got, rest...) {
		log, err := s.TransitionList(ctx(), e.Key.String())
		if err != nil || len(log) != 3 || log[1].To != ledger.Running || log[1].AttemptID != e.AttemptID || log[2].To != ledger.Succeeded {
			t.Fatalf("log of %s: %+v, %v", e.Key, log, err)
		}
		for i, l := range log {
			if other, dup := ids[l.ID]; dup {
				t.Errorf("log entry ID %d is both %s's and %s's", l.ID, other, e.Key)
			}
			ids[l.ID] = e.Key.String()
			if i > 0 && l.ID <= log[i-1].ID {
				t.Errorf("log of %s: entry IDs %d then %d", e.Key, log[i-1].ID, l.ID)
			}
		}
	}
}

func testConcurrentClaim(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	const n = 32
	stores := make([]ledger.Store, n)
	for i := range stores {
		stores[i] = open(t)
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	wins := make(chan ledger.Execution, n)
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			got, err := stores[i].ExecutionClaim(ctx(), ledger.ClaimParams{Owner: fmt.Sprintf("w%d", i), LeaseFor: time.Minute, Limit: 1, Keys: []string{Key.String()}, Now: T0})
			if err != nil {
				errs <- err
				return
			}
			for _, e := range got {
				wins <- e
			}
		}(i)
	}
	close(start)
	wg.Wait()
	close(wins)
	close(errs)
	for err := range errs {
		t.Errorf("claim error: %v", err)
	}
	var winners []ledger.Execution
	for e := range wins {
		winners = append(winners, e)
	}
	if len(winners) != 1 {
		t.Fatalf("%d winners, want exactly 1", len(winners))
	}
	got := get(t, s, Key.String())
	if got.Owner != winners[0].Owner || got.Generation != 1 {
		t.Fatalf("losers must see the winner's state: %+v", got)
	}
}

func testStaleWrite(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	b := mustClaim(t, s, "B", T0.Add(2*time.Minute))
	if err := completeOne(t, s, ledger.CompleteSucceeded(b, "TASK-418", "B finished")); err != nil {
		t.Fatal(err)
	}
	before := get(t, s, Key.String())
	trBefore, _ := s.TransitionList(ctx(), Key.String())
	for _, p := range []ledger.CompleteParams{
		ledger.CompleteUnknown(a, ledger.OutcomeUnknown, errors.New("timeout"), "A woke up", T0),
		ledger.CompleteSucceeded(a, "TASK-999", "A woke up"),
		ledger.CompleteRetry(a, ledger.OutcomeRetryable, errors.New("x"), T0),
	} {
		err := completeOne(t, s, p)
		var se *ledger.StaleOwnerError
		if !errors.As(err, &se) || !errors.Is(err, ledger.ErrFenced) || se.CurrentGeneration != b.Generation {
			t.Fatalf("stale write to %s: err = %v, want StaleOwnerError", p.To, err)
		}
	}
	if _, err := s.ExecutionRenewLease(ctx(), ledger.RenewParams{Lease: ledger.Lease{Key: Key.String(), Owner: "A", Generation: a.Generation}, For: time.Minute, Now: T0}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("stale renew: %v", err)
	}
	after := get(t, s, Key.String())
	trAfter, _ := s.TransitionList(ctx(), Key.String())
	if after.State != before.State || after.ExternalID != "TASK-418" || after.Generation != before.Generation || !after.UpdatedAt.Equal(before.UpdatedAt) || len(trAfter) != len(trBefore) {
		t.Fatalf("stale write changed the row: before %+v after %+v", before, after)
	}
}

func testRenew(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	until, err := s.ExecutionRenewLease(ctx(), ledger.RenewParams{Lease: ledger.Lease{Key: Key.String(), Owner: "A", Generation: a.Generation}, For: time.Minute, Now: T0.Add(50 * time.Second)})
	if err != nil || !until.Equal(T0.Add(110*time.Second)) {
		t.Fatalf("renew = %s, %v", until, err)
	}
	if _, ok := claimOne(t, s, "B", T0.Add(100*time.Second)); ok {
		t.Fatal("claimed while the renewed lease was live")
	}
	if _, ok := claimOne(t, s, "B", T0.Add(111*time.Second)); !ok {
		t.Fatal("renewed lease never expired")
	}
}
