package ledgertest

import (
	"slices"
	"strings"
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
