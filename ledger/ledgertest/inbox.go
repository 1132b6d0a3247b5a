package ledgertest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

func testInboxReceive(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	r, dup, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: "d-1", Body: []byte("notes"), ReceivedAt: T0})
	if err != nil || dup || r.Status != ledger.InboxReceived {
		t.Fatalf("receive: %+v dup=%v err=%v", r, dup, err)
	}
	if _, dup, _ := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: "d-1", Body: []byte("other"), ReceivedAt: T0}); !dup {
		t.Fatal("second receive of the same delivery not flagged duplicate")
	}
	pending, err := s.InboxListReceived(ctx(), T0, 10)
	if err != nil || len(pending) != 1 || string(pending[0].Body) != "notes" {
		t.Fatalf("received list = %+v, %v", pending, err)
	}
	res, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "d-1", Result: "ok", Now: T0, Executions: []ledger.EnqueueParams{{Key: Key, Intent: Intent}}})
	if err != nil || res.Duplicate || len(res.Results) != 1 {
		t.Fatalf("ingest of a received delivery: %+v, %v", res, err)
	}
	got, _ := s.InboxGet(ctx(), "webhook", "d-1")
	if got.Status != ledger.InboxProcessed || got.Body != nil || got.Result != "ok" {
		t.Fatalf("processed receipt = %+v; body must be dropped", got)
	}
	if pending, _ := s.InboxListReceived(ctx(), T0, 10); len(pending) != 0 {
		t.Fatalf("still listed as received: %+v", pending)
	}
}

// testInboxDefer: a receipt that failed is not listed before its retry
// time and goes behind receipts with fewer failures; a parked one is never
// listed again, keeps its reason, and a later ingest still completes it.
func testInboxDefer(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	for i, id := range []string{"poison", "good"} {
		if _, _, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: id, Body: []byte(id), ReceivedAt: T0.Add(time.Duration(i) * time.Second)}); err != nil {
			t.Fatal(err)
		}
	}
	long := strings.Repeat("x", 5000)
	r, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "poison", Reason: long, RetryAt: T0.Add(time.Minute), Now: T0.Add(2 * time.Second)})
	if err != nil || r.Status != ledger.InboxReceived || r.Attempts != 1 || !r.NextAttemptAt.Equal(T0.Add(time.Minute)) || len(r.Reason) > ledger.MaxInboxReason {
		t.Fatalf("deferred = %+v (reason %d bytes), %v", r, len(r.Reason), err)
	}
	if got, err := s.InboxListReceived(ctx(), T0.Add(30*time.Second), 10); err != nil || len(got) != 1 || got[0].MessageID != "good" {
		t.Fatalf("before the retry time: %+v, %v", got, err)
	}
	got, err := s.InboxListReceived(ctx(), T0.Add(time.Minute), 10)
	if err != nil || len(got) != 2 || got[0].MessageID != "good" || got[1].MessageID != "poison" {
		t.Fatalf("after the retry time the failed one must come after fresh ones: %+v, %v", got, err)
	}
	if _, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "poison", Reason: "date: not-a-date", Park: true, Now: T0.Add(time.Minute)}); err != nil {
		t.Fatal(err)
	}
	r, _ = s.InboxGet(ctx(), "webhook", "poison")
	if r.Status != ledger.InboxNeedsHuman || r.Attempts != 2 || r.Reason != "date: not-a-date" || string(r.Body) != "poison" {
		t.Fatalf("parked = %+v; the body and reason must be kept for a human", r)
	}
	if got, _ := s.InboxListReceived(ctx(), T0.Add(time.Hour), 10); len(got) != 1 || got[0].MessageID != "good" {
		t.Fatalf("a parked receipt is listed: %+v", got)
	}
	// Deferring a parked receipt changes nothing.
	if r2, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "poison", Reason: "again", RetryAt: T0.Add(2 * time.Hour)}); err != nil || r2.Status != ledger.InboxNeedsHuman || r2.Attempts != 2 {
		t.Fatalf("defer of a parked receipt: %+v, %v", r2, err)
	}
	if st, _ := s.Stats(ctx()); st.Inbox[ledger.InboxNeedsHuman] != 1 {
		t.Fatalf("stats inbox = %v", st.Inbox)
	}
	// A human who fixed the cause may still ingest it.
	if res, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "poison", Result: "ok", Now: T0.Add(time.Hour)}); err != nil || res.Duplicate {
		t.Fatalf("ingest of a parked receipt: %+v, %v", res, err)
	}
	if _, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "good"}); err == nil {
		t.Fatal("defer without a retry time or park accepted")
	}
}

// testListingOrder: listings that tie on time order by byte order of their
// text on every backend, whatever the database's collation (a linguistic
// one puts "a" before "B" and ignores "-" and "_").
func testListingOrder(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	ids := []string{"b-2", "B_1", "a", "_z", "-y", "B1"}
	want := slices.Clone(ids)
	slices.Sort(want)
	for _, id := range ids {
		if _, _, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: id, Body: []byte("notes"), ReceivedAt: T0}); err != nil {
			t.Fatal(err)
		}
	}
	got, err := s.InboxListReceived(ctx(), T0, 10)
	if err != nil {
		t.Fatal(err)
	}
	var order []string
	for _, r := range got {
		order = append(order, r.MessageID)
	}
	if !slices.Equal(order, want) {
		t.Errorf("inbox order %q, want %q", order, want)
	}

	// The outbox list of one execution: keys that tie on created_at.
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0}); err != nil {
		t.Fatal(err)
	}
	var ns []ledger.NewNotification
	for _, r := range []string{"b", "B", "_a", "-a"} {
		ns = append(ns, ledger.NewNotification{Key: ledger.NotificationKey(Key, "created", r, 1), Channel: "sandbox", Recipient: r, Text: "t"})
	}
	if _, err := s.OutboxEnqueue(ctx(), Key.String(), ns, T0); err != nil {
		t.Fatal(err)
	}
	list, err := s.OutboxList(ctx(), ledger.OutboxListParams{})
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, n := range list {
		keys = append(keys, n.Key)
	}
	if !slices.IsSorted(keys) || len(keys) != len(ns) {
		t.Errorf("outbox order %q, want byte order of %d keys", keys, len(ns))
	}
}

// claimInbox claims up to limit received events for owner at at.
func claimInbox(t *testing.T, s ledger.Store, owner string, at time.Time, limit int) []ledger.InboxReceipt {
	t.Helper()
	got, err := s.InboxClaimReceived(ctx(), ledger.InboxClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: limit, Now: at})
	if err != nil {
		t.Fatalf("inbox claim by %s: %v", owner, err)
	}
	return got
}

func messageIDs(rs []ledger.InboxReceipt) []string {
	var out []string
	for _, r := range rs {
		out = append(out, r.MessageID)
	}
	return out
}

// absorbedEvents counts the absorbed duplicates logged for event
// (source/message ID).
func absorbedEvents(t *testing.T, s ledger.Store, event string) int {
	t.Helper()
	f, err := s.ReportFacts(ctx(), ledger.ReportParams{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, d := range f.Absorbed {
		if d.Event == event {
			n++
		}
	}
	return n
}

// testInboxClaim (issue 33): a received event is claimed by one worker at
// a time; a claim whose lease lapsed is taken over with a new generation,
// and the earlier claimer's ingest, defer and renewal are refused without
// writing anything; a worker that lost the event to another records no
// absorbed duplicate, while a real redelivery and an unclaimed rerun do.
func testInboxClaim(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	for i, id := range []string{"e1", "e2", "e3"} {
		if _, _, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: id, Body: []byte(id), ReceivedAt: T0.Add(time.Duration(i) * time.Millisecond)}); err != nil {
			t.Fatal(err)
		}
	}
	a := claimInbox(t, s, "w-a", T0, 2)
	if ids := messageIDs(a); !slices.Equal(ids, []string{"e1", "e2"}) || a[0].ClaimOwner != "w-a" || a[0].ClaimGeneration != 1 || !a[0].ClaimUntil.Equal(T0.Add(time.Minute)) ||
		a[0].TakenOver || a[1].TakenOver {
		t.Fatalf("first claim = %+v", a)
	}
	if b := claimInbox(t, s, "w-b", T0.Add(time.Second), 5); !slices.Equal(messageIDs(b), []string{"e3"}) {
		t.Fatalf("second claim took %q, want only the unclaimed e3", messageIDs(b))
	}
	if c := claimInbox(t, s, "w-c", T0.Add(2*time.Second), 5); len(c) != 0 {
		t.Fatalf("claimed under live leases: %q", messageIDs(c))
	}
	// Received events stay listed whoever holds them.
	if l, _ := s.InboxListReceived(ctx(), T0, 10); len(l) != 3 {
		t.Fatalf("listed %d received events, want 3", len(l))
	}

	// w-a processes e1 under its claim.
	c1 := a[0].Claim()
	k1 := ledger.MustParseKey("demo:P42:M0914:A101:create-task")
	res, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e1", Result: "ok", Now: T0.Add(time.Second), Claim: &c1,
		Executions: []ledger.EnqueueParams{{Key: k1, Intent: Intent2(k1)}}})
	if err != nil || res.Duplicate || len(res.Results) != 1 {
		t.Fatalf("ingest under the claim: %+v, %v", res, err)
	}
	// Its own replay (a lost answer) is answered from the stored result.
	if res, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e1", Result: "ok", Now: T0.Add(2 * time.Second), Claim: &c1,
		Executions: []ledger.EnqueueParams{{Key: k1, Intent: Intent2(k1)}}}); err != nil || !res.Duplicate || res.Receipt.Result != "ok" {
		t.Fatalf("claimer's own replay: %+v, %v", res, err)
	}

	// w-a "dies" holding e2; after the lease w-b takes it over.
	c2 := a[1].Claim()
	if got := claimInbox(t, s, "w-b", T0.Add(59*time.Second), 5); len(got) != 0 {
		t.Fatalf("taken over before the lease lapsed: %q", messageIDs(got))
	}
	b := claimInbox(t, s, "w-b", T0.Add(61*time.Second), 5)
	if !slices.Equal(messageIDs(b), []string{"e2", "e3"}) || b[0].ClaimGeneration != 2 || b[0].ClaimOwner != "w-b" || !b[0].TakenOver || !b[1].TakenOver {
		t.Fatalf("takeover = %+v", b)
	}
	k2 := ledger.MustParseKey("demo:P42:M0914:A102:create-task")
	stale := []ledger.EnqueueParams{{Key: k2, Intent: Intent2(k2)}}
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e2", Result: "stale", Now: T0.Add(62 * time.Second), Claim: &c2, Executions: stale}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("ingest by the claimer that lost e2: %v, want fenced", err)
	}
	if _, err := s.ExecutionGet(ctx(), k2); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("the fenced ingest enqueued its key: %v", err)
	}
	if _, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "e2", Reason: "x", RetryAt: T0.Add(time.Hour), Claim: &c2}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("defer by the claimer that lost e2: %v, want fenced", err)
	}
	if _, err := s.InboxRenewClaim(ctx(), ledger.InboxRenewParams{Claim: c2, For: time.Minute, Now: T0.Add(62 * time.Second)}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("renewal by the claimer that lost e2: %v, want fenced", err)
	}
	if r, _ := s.InboxGet(ctx(), "webhook", "e2"); r.Status != ledger.InboxReceived || r.Attempts != 0 || r.ClaimGeneration != 2 {
		t.Fatalf("e2 after the stale writes = %+v", r)
	}
	// w-b renews e2 and processes it; w-a's late ingest is refused and
	// logs no absorbed duplicate.
	c2b := b[0].Claim()
	until, err := s.InboxRenewClaim(ctx(), ledger.InboxRenewParams{Claim: c2b, For: time.Minute, Now: T0.Add(100 * time.Second)})
	if err != nil || !until.Equal(T0.Add(160*time.Second)) {
		t.Fatalf("renew = %v, %v", until, err)
	}
	if got := claimInbox(t, s, "w-c", T0.Add(150*time.Second), 5); !slices.Equal(messageIDs(got), []string{"e3"}) {
		t.Fatalf("claim after the renewal took %q, want only e3 (e2 renewed)", messageIDs(got))
	}
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e2", Result: "ok", Now: T0.Add(150 * time.Second), Claim: &c2b, Executions: stale}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e2", Result: "stale", Now: T0.Add(151 * time.Second), Claim: &c2, Executions: stale}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("late ingest by the claimer that lost e2: %v, want fenced", err)
	}
	if n := absorbedEvents(t, s, "webhook/e2"); n != 0 {
		t.Fatalf("absorbed duplicates of e2 = %d, want 0: nobody delivered it twice", n)
	}
	if n := absorbedEvents(t, s, "webhook/e1"); n != 0 {
		t.Fatalf("absorbed duplicates of e1 = %d, want 0: the claimer's own replay is no redelivery", n)
	}
	// A real redelivery and an operator's rerun (no claim) are absorbed.
	if _, dup, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: "e2", Body: []byte("e2"), ReceivedAt: T0.Add(3 * time.Minute)}); err != nil || !dup {
		t.Fatalf("redelivery: dup=%v %v", dup, err)
	}
	if res, err := s.Ingest(ctx(), ledger.IngestParams{Source: "webhook", MessageID: "e2", Result: "ok", Now: T0.Add(3 * time.Minute), Executions: stale}); err != nil || !res.Duplicate {
		t.Fatalf("rerun: %+v, %v", res, err)
	}
	if n := absorbedEvents(t, s, "webhook/e2"); n != 2 {
		t.Fatalf("absorbed duplicates of e2 = %d, want 2 (one redelivery, one rerun)", n)
	}

	// A deferred event is released: due again at its retry time, for any
	// worker; the generation keeps counting.
	c3 := claimInbox(t, s, "w-a", T0.Add(4*time.Minute), 5)
	if len(c3) != 1 || c3[0].MessageID != "e3" {
		t.Fatalf("claim of e3 = %q", messageIDs(c3))
	}
	cl := c3[0].Claim()
	if _, err := s.InboxDefer(ctx(), ledger.InboxDeferParams{Source: "webhook", MessageID: "e3", Reason: "tracker down", RetryAt: T0.Add(5 * time.Minute), Now: T0.Add(4 * time.Minute), Claim: &cl}); err != nil {
		t.Fatal(err)
	}
	if got := claimInbox(t, s, "w-b", T0.Add(5*time.Minute), 5); len(got) != 1 || got[0].ClaimGeneration != cl.Generation+1 || got[0].Attempts != 1 || got[0].TakenOver {
		t.Fatalf("claim after the defer = %+v", got)
	}
}

// testInboxClaimConcurrent: claimers on their own handles, racing over the
// same received events, each get every event at most once between them.
func testInboxClaimConcurrent(t *testing.T, s ledger.Store, open func(*testing.T) ledger.Store) {
	const events, workers = 24, 4
	for i := range events {
		if _, _, err := s.InboxReceive(ctx(), ledger.InboxReceipt{Source: "webhook", MessageID: fmt.Sprintf("c%02d", i), Body: []byte("x"), ReceivedAt: T0}); err != nil {
			t.Fatal(err)
		}
	}
	stores := make([]ledger.Store, workers)
	for i := range stores {
		stores[i] = open(t)
	}
	var mu sync.Mutex
	seen := map[string]int{}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				got, err := stores[w].InboxClaimReceived(ctx(), ledger.InboxClaimParams{Owner: fmt.Sprintf("w%d", w), LeaseFor: time.Minute, Limit: 3, Now: T0})
				if err != nil {
					errs <- err
					return
				}
				if len(got) == 0 {
					return
				}
				mu.Lock()
				for _, r := range got {
					seen[r.MessageID]++
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatal(err)
	}
	if len(seen) != events {
		t.Fatalf("claimed %d distinct events, want %d", len(seen), events)
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("event %s claimed %d times under live leases", id, n)
		}
	}
}
