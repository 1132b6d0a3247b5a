// Package ledgertest is the conformance suite of the ledger storage contract.
// Every backend runs Exercise unchanged; differences between backends are
// capabilities, not skipped tests.
package ledgertest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// Backend makes fresh databases for the suite.
type Backend struct {
	// NewDB creates an empty ledger and returns a function that opens a new,
	// independent handle (its own connections) on it.
	NewDB func(t *testing.T) (open func(t *testing.T) ledger.Store)
}

// T0 is the suite's fixed start time.
var T0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

// Key is the seed's business key.
var Key = ledger.MustParseKey("demo:P42:M0914:A007:create-task")

// Intent is the seed's action.
var Intent = ledger.Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}

// Exercise runs every conformance test against the backend.
func Exercise(t *testing.T, b Backend) {
	tests := []struct {
		name string
		fn   func(*testing.T, ledger.Store, func(*testing.T) ledger.Store)
	}{
		{"EnqueueSameFingerprintReturnsExisting", testEnqueueSame},
		{"EnqueueOtherFingerprintRefused", testEnqueueMismatch},
		{"EnqueueValidatesKey", testEnqueueInvalid},
		{"EnqueueReplacesOnlyUnattemptedNeedsHuman", testEnqueueReplace},
		{"IngestAtomicAndDeduplicated", testIngest},
		{"InboxReceiveThenIngest", testInboxReceive},
		{"InboxDeferAndPark", testInboxDefer},
		{"ClaimSingle", testClaimSingle},
		{"ClaimRespectsLiveLease", testClaimLiveLease},
		{"ClaimExpiredLeaseTakesOverInDoubt", testClaimExpired},
		{"ClaimUnknownWhenDue", testClaimUnknown},
		{"ClaimBatch", testClaimBatch},
		{"ClaimInDoubtAheadOfBacklog", testClaimInDoubtFirst},
		{"ConcurrentClaimOneWinner", testConcurrentClaim},
		{"FairShareUnderBacklog", testFairShareUnderBacklog},
		{"FairCapRespected", testFairCap},
		{"FairWeights", testFairWeights},
		{"FairManyTenants", testFairManyTenants},
		{"FairConcurrentClaimersNeverTwice", testFairConcurrent},
		{"WakeAcrossHandles", testWakeAcrossHandles},
		{"StaleOwnerWriteRefused", testStaleWrite},
		{"RenewLease", testRenew},
		{"CompleteWritesOutboxInSameTransaction", testCompleteOutbox},
		{"AllowedAndRefusedTransitions", testTransitions},
		{"OutboxClaimAndFence", testOutbox},
		{"ResolveByHuman", testResolve},
		{"ResolveQueuesNotification", testResolveQueuesNotification},
		{"CorrectionByPersonAudited", testCorrectionAudited},
		{"OutboxEnqueueOnce", testOutboxEnqueue},
		{"TransitionLogAndAttempts", testLog},
		{"LogKeptWhenAttemptEndedTwice", testLogKeptWhenAttemptEndedTwice},
		{"GCRespectsStateAndRetention", testGC},
		{"ActionRegistry", testRegistry},
		{"Cache", testCache},
		{"Stats", testStats},
		{"ReportFacts", testReportFacts},
		{"TargetPinFirstWriterWins", testTargetPin},
		{"RateBudgetSharedAcrossHandles", testRateBudget},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			open := b.NewDB(t)
			s := open(t)
			tc.fn(t, s, open)
		})
	}
}

func ctx() context.Context { return context.Background() }

func enqueue(t *testing.T, s ledger.Store, k ledger.BusinessKey, in ledger.Intent) ledger.Execution {
	t.Helper()
	r, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k, Intent: in, Now: T0})
	if err != nil {
		t.Fatalf("enqueue %s: %v", k, err)
	}
	return r.Execution
}

func claimOne(t *testing.T, s ledger.Store, owner string, at time.Time, keys ...string) (ledger.Execution, bool) {
	t.Helper()
	got, err := s.ExecutionClaim(ctx(), ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 1, Keys: keys, Now: at})
	if err != nil {
		t.Fatalf("claim by %s: %v", owner, err)
	}
	if len(got) == 0 {
		return ledger.Execution{}, false
	}
	return got[0], true
}

func mustClaim(t *testing.T, s ledger.Store, owner string, at time.Time, keys ...string) ledger.Execution {
	t.Helper()
	e, ok := claimOne(t, s, owner, at, keys...)
	if !ok {
		t.Fatalf("claim by %s at %s: nothing claimed", owner, at)
	}
	return e
}

func completeOne(t *testing.T, s ledger.Store, p ledger.CompleteParams) error {
	t.Helper()
	if p.Now.IsZero() {
		p.Now = T0
	}
	errs, err := s.ExecutionComplete(ctx(), []ledger.CompleteParams{p})
	if err != nil {
		t.Fatalf("complete %s: %v", p.Key, err)
	}
	return errs[0]
}

func get(t *testing.T, s ledger.Store, key string) ledger.Execution {
	t.Helper()
	e, err := s.ExecutionGet(ctx(), key)
	if err != nil {
		t.Fatalf("get %s: %v", key, err)
	}
	return e
}

func testEnqueueSame(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	r1, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0})
	if err != nil || !r1.Created {
		t.Fatalf("first enqueue: created=%v err=%v", r1.Created, err)
	}
	// Rephrased whitespace and case normalise to the same fingerprint.
	in := Intent
	in.Title = "  공급사   납기 회신 확인 "
	r2, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: in, Now: T0.Add(time.Hour)})
	if err != nil {
		t.Fatalf("second enqueue: %v", err)
	}
	if r2.Created || r2.Execution.Fingerprint != r1.Execution.Fingerprint || !r2.Execution.CreatedAt.Equal(r1.Execution.CreatedAt) {
		t.Fatalf("second enqueue = %+v, want the existing record", r2)
	}
	if r1.Execution.State != ledger.Pending || r1.Execution.Intent.Title != Intent.Title {
		t.Fatalf("stored = %+v", r1.Execution)
	}
}

func testEnqueueMismatch(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	first := enqueue(t, s, Key, Intent)
	in := Intent
	in.DueDate = "2026-09-22"
	_, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: in, Now: T0})
	var fe *ledger.FingerprintMismatchError
	if !errors.As(err, &fe) || !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("enqueue other content: err = %v, want FingerprintMismatchError", err)
	}
	if fe.Stored != first.Fingerprint || fe.Incoming != in.Fingerprint() || fe.Key != Key.String() {
		t.Fatalf("error does not show both fingerprints: %+v", fe)
	}
	if got := get(t, s, Key.String()); got.Intent.DueDate != Intent.DueDate {
		t.Fatalf("stored content changed to %+v", got.Intent)
	}
}

func testEnqueueInvalid(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	bad := ledger.BusinessKey{Tenant: "demo", Project: "P 42", Meeting: "M0914", Action: "A007", Operation: "create-task"}
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: bad, Intent: Intent, Now: T0}); err == nil {
		t.Fatal("enqueue with a space in the project: no error")
	}
	if list, _ := s.ExecutionList(ctx(), ledger.ListParams{}); len(list) != 0 {
		t.Fatalf("invalid enqueue wrote %d rows", len(list))
	}
}

func testIngest(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	k2 := Key
	k2.Action = "A008"
	p := ledger.IngestParams{Source: "cli", MessageID: "notes-1", Result: `{"keys":2}`, Now: T0, Executions: []ledger.EnqueueParams{
		{Key: Key, Intent: Intent}, {Key: k2, Intent: ledger.Intent{Project: "P42", Action: "A008", Title: "t", Assignee: "x", DueDate: "2026-09-30"}},
	}}
	r, err := s.Ingest(ctx(), p)
	if err != nil || r.Duplicate || len(r.Results) != 2 || !r.Results[0].Created {
		t.Fatalf("ingest: %+v, %v", r, err)
	}
	r, err = s.Ingest(ctx(), p)
	if err != nil || !r.Duplicate || r.Receipt.Result != `{"keys":2}` || r.Receipt.Status != ledger.InboxProcessed {
		t.Fatalf("replayed ingest: %+v, %v; want duplicate with stored result", r, err)
	}
	// A new event whose keys conflict writes nothing at all, not even the inbox row.
	k3 := Key
	k3.Action = "A009"
	bad := Intent
	bad.Assignee, bad.AssigneeID = "지훈", "jihoon"
	_, err = s.Ingest(ctx(), ledger.IngestParams{Source: "cli", MessageID: "notes-2", Now: T0, Executions: []ledger.EnqueueParams{
		{Key: k3, Intent: Intent}, {Key: Key, Intent: bad},
	}})
	if !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("conflicting ingest: err = %v", err)
	}
	if _, err := s.ExecutionGet(ctx(), k3.String()); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("conflicting ingest left %s behind: %v", k3, err)
	}
	if _, err := s.InboxGet(ctx(), "cli", "notes-2"); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("conflicting ingest left its inbox row: %v", err)
	}
}

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
	if err := completeOne(t, s, ledger.CompleteUnknown(e, errors.New("timeout"), "lost response", T0.Add(time.Minute))); err != nil {
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
	errs, err := s.OutboxComplete(ctx(), []ledger.CompleteParams{ledger.NotifyUnknown(ns[0], errors.New("ack lost"), "ack lost", T0.Add(3*time.Minute))})
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
	if err := completeOne(t, s, ledger.CompleteUnknown(a, errors.New("timeout"), "create response lost", T0.Add(30*time.Second))); err != nil {
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
		ledger.CompleteUnknown(a, errors.New("timeout"), "A woke up", T0),
		ledger.CompleteSucceeded(a, "TASK-999", "A woke up"),
		ledger.CompleteRetry(a, errors.New("x"), T0),
	} {
		err := completeOne(t, s, p)
		var se *ledger.StaleOwnerError
		if !errors.As(err, &se) || !errors.Is(err, ledger.ErrFenced) || se.CurrentGeneration != b.Generation {
			t.Fatalf("stale write to %s: err = %v, want StaleOwnerError", p.To, err)
		}
	}
	if _, err := s.ExecutionRenewLease(ctx(), Key.String(), "A", a.Generation, time.Minute, T0); !errors.Is(err, ledger.ErrFenced) {
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
	until, err := s.ExecutionRenewLease(ctx(), Key.String(), "A", a.Generation, time.Minute, T0.Add(50*time.Second))
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

func testCompleteOutbox(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	nk := ledger.NotificationKey(Key, "created", "assignee", 1)
	note := ledger.NewNotification{Key: nk, Channel: "sandbox", Recipient: "minseo", Text: "TASK-418"}
	if err := completeOne(t, s, ledger.CompleteSucceeded(a, "TASK-418", "created", note)); err != nil {
		t.Fatal(err)
	}
	n, err := s.OutboxGet(ctx(), nk)
	if err != nil || n.State != ledger.Pending || n.ExecKey != Key || n.Recipient != "minseo" {
		t.Fatalf("outbox row = %+v, %v", n, err)
	}
	// A refused (stale) completion must not leave a notification behind.
	k2 := Key
	k2.Action = "A008"
	enqueue(t, s, k2, Intent)
	old := mustClaim(t, s, "A", T0, k2.String())
	mustClaim(t, s, "B", T0.Add(2*time.Minute), k2.String())
	nk2 := ledger.NotificationKey(k2, "created", "assignee", 1)
	if err := completeOne(t, s, ledger.CompleteSucceeded(old, "TASK-1", "stale", ledger.NewNotification{Key: nk2, Channel: "sandbox", Recipient: "x", Text: "t"})); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("stale completion: %v", err)
	}
	if _, err := s.OutboxGet(ctx(), nk2); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("stale completion wrote its notification: %v", err)
	}
}

func testTransitions(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	all := ledger.States
	allowed := map[[2]ledger.State]bool{}
	for _, from := range all {
		for _, to := range all {
			allowed[[2]ledger.State{from, to}] = ledger.CanTransition(from, to)
		}
	}
	// The table itself: exactly these pairs.
	want := map[[2]ledger.State]bool{
		{ledger.Pending, ledger.Running}: true, {ledger.Pending, ledger.NeedsHuman}: true, {ledger.Pending, ledger.Abandoned}: true,
		{ledger.Running, ledger.Running}: true, {ledger.Running, ledger.Succeeded}: true, {ledger.Running, ledger.Pending}: true,
		{ledger.Running, ledger.Unknown}: true, {ledger.Running, ledger.NeedsHuman}: true,
		{ledger.Unknown, ledger.Running}: true, {ledger.Unknown, ledger.Succeeded}: true, {ledger.Unknown, ledger.Pending}: true,
		{ledger.Unknown, ledger.NeedsHuman}: true, {ledger.Unknown, ledger.Abandoned}: true,
		{ledger.NeedsHuman, ledger.Pending}: true, {ledger.NeedsHuman, ledger.Succeeded}: true, {ledger.NeedsHuman, ledger.Abandoned}: true,
	}
	for pair, ok := range allowed {
		if ok != want[pair] {
			t.Errorf("CanTransition(%s, %s) = %v, want %v", pair[0], pair[1], ok, want[pair])
		}
	}
	// Through the store: every completion target from running.
	for i, to := range all {
		k := Key
		k.Action = fmt.Sprintf("T%02d", i)
		enqueue(t, s, k, Intent)
		e := mustClaim(t, s, "A", T0, k.String())
		p := ledger.CompleteParams{Key: k.String(), Owner: "A", Generation: e.Generation, AttemptID: e.AttemptID, To: to, Reason: "test", Now: T0}
		err := completeOne(t, s, p)
		okWant := to != ledger.Running && want[[2]ledger.State{ledger.Running, to}]
		if okWant && err != nil {
			t.Errorf("running → %s refused: %v", to, err)
		}
		if !okWant && !errors.Is(err, ledger.ErrInvalidTransition) {
			t.Errorf("running → %s: err = %v, want ErrInvalidTransition", to, err)
		}
		if !okWant && get(t, s, k.String()).State != ledger.Running {
			t.Errorf("refused running → %s changed the row", to)
		}
	}
	// Human resolves: from each resting state to each target.
	for i, from := range []ledger.State{ledger.Succeeded, ledger.Abandoned, ledger.NeedsHuman, ledger.Unknown, ledger.Pending} {
		for j, to := range []ledger.State{ledger.Pending, ledger.Succeeded, ledger.Abandoned} {
			k := Key
			k.Action = fmt.Sprintf("H%d%d", i, j)
			enqueue(t, s, k, Intent)
			if from != ledger.Pending {
				e := mustClaim(t, s, "A", T0, k.String())
				mid := from
				if from == ledger.Abandoned {
					mid = ledger.NeedsHuman
				}
				if err := completeOne(t, s, ledger.CompleteParams{Key: k.String(), Owner: "A", Generation: e.Generation, AttemptID: e.AttemptID, To: mid, Reason: "setup", ExternalID: "TASK-1", Now: T0}); err != nil {
					t.Fatalf("setup %s: %v", from, err)
				}
				if from == ledger.Abandoned {
					if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k.String(), To: ledger.Abandoned, Reason: "setup", Now: T0}); err != nil {
						t.Fatalf("setup abandoned: %v", err)
					}
				}
			}
			_, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k.String(), To: to, ExternalID: "TASK-2", Reason: "human", Actor: "op", Now: T0.Add(time.Hour)})
			if want[[2]ledger.State{from, to}] && err != nil {
				t.Errorf("resolve %s → %s refused: %v", from, to, err)
			}
			if !want[[2]ledger.State{from, to}] {
				if !errors.Is(err, ledger.ErrInvalidTransition) {
					t.Errorf("resolve %s → %s: err = %v, want ErrInvalidTransition", from, to, err)
				}
				if got := get(t, s, k.String()); got.State != from {
					t.Errorf("refused resolve %s → %s left state %s", from, to, got.State)
				}
			}
		}
	}
}

func testOutbox(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	nk := ledger.NotificationKey(Key, "created", "assignee", 1)
	if err := completeOne(t, s, ledger.CompleteSucceeded(a, "TASK-418", "ok", ledger.NewNotification{Key: nk, Channel: "sandbox", Recipient: "minseo", Text: "t"})); err != nil {
		t.Fatal(err)
	}
	d1, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D1", LeaseFor: time.Minute, Limit: 10, Now: T0})
	if err != nil || len(d1) != 1 || d1[0].Generation != 1 {
		t.Fatalf("outbox claim = %+v, %v", d1, err)
	}
	if d2, _ := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D2", LeaseFor: time.Minute, Limit: 10, Now: T0}); len(d2) != 0 {
		t.Fatalf("second dispatcher claimed a leased row: %+v", d2)
	}
	unk := ledger.NotifyUnknown(d1[0], errors.New("ack lost"), "ack lost", T0.Add(time.Second))
	unk.Now = T0
	errs, err := s.OutboxComplete(ctx(), []ledger.CompleteParams{unk})
	if err != nil || errs[0] != nil {
		t.Fatalf("notify unknown: %v %v", err, errs)
	}
	d2, _ := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "D2", LeaseFor: time.Minute, Limit: 10, Now: T0.Add(time.Second)})
	if len(d2) != 1 || !d2[0].InDoubt || d2[0].ClaimedFrom != ledger.Unknown {
		t.Fatalf("reconcile claim of notification = %+v", d2)
	}
	errs, _ = s.OutboxComplete(ctx(), []ledger.CompleteParams{ledger.NotifySent(d1[0], "MSG-1", "stale")})
	if !errors.Is(errs[0], ledger.ErrFenced) {
		t.Fatalf("stale dispatcher write: %v", errs[0])
	}
	errs, _ = s.OutboxComplete(ctx(), []ledger.CompleteParams{ledger.NotifySent(d2[0], "MSG-912", "history shows delivery")})
	if errs[0] != nil {
		t.Fatal(errs[0])
	}
	n, _ := s.OutboxGet(ctx(), nk)
	if n.State != ledger.Succeeded || n.MessageID != "MSG-912" {
		t.Fatalf("notification = %+v", n)
	}
	list, _ := s.OutboxList(ctx(), ledger.OutboxListParams{ExecKey: Key.String()})
	if len(list) != 1 {
		t.Fatalf("outbox list by exec key = %d rows", len(list))
	}
}

func testResolve(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key.String(), To: ledger.Abandoned, Reason: "x", Now: T0}); err == nil {
		t.Fatal("resolve under a live lease succeeded")
	}
	if err := completeOne(t, s, ledger.CompleteNeedsHuman(a, "permanent", "403 from target", false)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key.String(), To: ledger.Succeeded, Reason: "found by hand", Now: T0}); err == nil {
		t.Fatal("resolve to succeeded without an external ID succeeded")
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key.String(), To: ledger.Pending, Now: T0}); err == nil {
		t.Fatal("resolve without a reason succeeded")
	}
	e, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: Key.String(), To: ledger.Pending, Reason: "permission granted", Actor: "kim", Now: T0.Add(time.Minute)})
	if err != nil || e.State != ledger.Pending || e.Generation != a.Generation+1 {
		t.Fatalf("requeue = %+v, %v", e, err)
	}
	// The old claim is fenced by the human's decision.
	if err := completeOne(t, s, ledger.CompleteSucceeded(a, "TASK-1", "late")); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("old owner after human resolve: %v", err)
	}
	tr, _ := s.TransitionList(ctx(), Key.String())
	last := tr[len(tr)-1]
	if last.Actor != "kim" || last.Reason != "permission granted" || last.From != ledger.NeedsHuman || last.To != ledger.Pending {
		t.Fatalf("resolve not audited: %+v", last)
	}
	if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: "demo:P42:M0914:A999:create-task", To: ledger.Pending, Reason: "x"}); !errors.Is(err, ledger.ErrNotFound) {
		t.Fatalf("resolve of a missing key: %v", err)
	}
}

func testLog(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	_ = completeOne(t, s, ledger.CompleteUnknown(a, errors.New("timeout"), "create response lost after send", T0))
	r := mustClaim(t, s, "R", T0)
	_ = completeOne(t, s, ledger.CompleteSucceeded(r, "TASK-418", "found by key; project, action, assignee, due match"))
	tr, err := s.TransitionList(ctx(), Key.String())
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ from, to ledger.State }{{"", ledger.Pending}, {ledger.Pending, ledger.Running}, {ledger.Running, ledger.Unknown}, {ledger.Unknown, ledger.Running}, {ledger.Running, ledger.Succeeded}}
	if len(tr) != len(want) {
		t.Fatalf("transitions = %+v", tr)
	}
	for i, w := range want {
		if tr[i].From != w.from || tr[i].To != w.to || tr[i].Reason == "" || tr[i].Actor == "" {
			t.Errorf("transition %d = %+v, want %s → %s with reason and actor", i, tr[i], w.from, w.to)
		}
	}
	if tr[2].AttemptID != a.AttemptID || tr[4].AttemptID != r.AttemptID || tr[4].ExternalID != "TASK-418" || tr[4].Generation != 2 {
		t.Errorf("transitions miss attempt, generation or external ID: %+v", tr)
	}
	at, err := s.AttemptList(ctx(), Key.String())
	if err != nil || len(at) != 2 {
		t.Fatalf("attempts = %+v, %v", at, err)
	}
	if at[0].ID != a.AttemptID || at[0].Outcome != "unknown" || at[0].Error != "timeout" || at[1].ExternalID != "TASK-418" || at[1].EndedAt.IsZero() {
		t.Fatalf("attempts = %+v", at)
	}
}

func testGC(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	states := []ledger.State{ledger.Pending, ledger.Running, ledger.Unknown, ledger.NeedsHuman, ledger.Succeeded, ledger.Abandoned}
	for i, st := range states {
		k := Key
		k.Action = fmt.Sprintf("G%d", i)
		enqueue(t, s, k, Intent)
		if st == ledger.Pending {
			continue
		}
		e := mustClaim(t, s, "A", T0, k.String())
		if st == ledger.Running {
			continue
		}
		to := st
		if st == ledger.Abandoned {
			to = ledger.NeedsHuman
		}
		if err := completeOne(t, s, ledger.CompleteParams{Key: k.String(), Owner: "A", Generation: e.Generation, AttemptID: e.AttemptID, To: to, Reason: "setup", ExternalID: "TASK-1", Now: T0}); err != nil {
			t.Fatal(err)
		}
		if st == ledger.Abandoned {
			if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k.String(), To: ledger.Abandoned, Reason: "dropped", Now: T0}); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A fresh succeeded key inside retention.
	fresh := Key
	fresh.Action = "FRESH"
	enqueue(t, s, fresh, Intent)
	e := mustClaim(t, s, "A", T0.Add(40*24*time.Hour), fresh.String())
	_ = completeOne(t, s, ledger.CompleteParams{Key: fresh.String(), Owner: "A", Generation: e.Generation, AttemptID: e.AttemptID, To: ledger.Succeeded, Now: T0.Add(40 * 24 * time.Hour)})

	now := T0.Add(50 * 24 * time.Hour)
	dry, err := s.GC(ctx(), ledger.GCParams{Retention: ledger.DefaultRetention, DryRun: true, Now: now})
	if err != nil || dry.Executions != 2 {
		t.Fatalf("dry run = %+v, %v; want 2 terminal keys", dry, err)
	}
	if list, _ := s.ExecutionList(ctx(), ledger.ListParams{}); len(list) != 7 {
		t.Fatalf("dry run deleted rows: %d left", len(list))
	}
	res, err := s.GC(ctx(), ledger.GCParams{Retention: ledger.DefaultRetention, Now: now})
	if err != nil || res.Executions != 2 {
		t.Fatalf("gc = %+v, %v", res, err)
	}
	for i, st := range states {
		k := Key
		k.Action = fmt.Sprintf("G%d", i)
		_, err := s.ExecutionGet(ctx(), k.String())
		if st.Terminal() && !errors.Is(err, ledger.ErrNotFound) {
			t.Errorf("gc kept terminal %s", st)
		}
		if !st.Terminal() && err != nil {
			t.Errorf("gc deleted %s: %v", st, err)
		}
	}
	if _, err := s.ExecutionGet(ctx(), fresh.String()); err != nil {
		t.Errorf("gc deleted a record inside retention: %v", err)
	}
	if tr, _ := s.TransitionList(ctx(), Key.WithOperation("create-task").String()); len(tr) != 0 {
		t.Errorf("unexpected transitions for an unused key: %+v", tr)
	}
}

func testRegistry(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	all, err := s.ActionRegistryUpdate(ctx(), scope, func(existing []ledger.RegisteredAction) ([]ledger.RegisteredAction, error) {
		if len(existing) != 0 {
			t.Errorf("fresh scope has %d actions", len(existing))
		}
		return []ledger.RegisteredAction{{ActionID: "A001", MatchKey: "m1", Title: "t1", Assignee: "a"}, {ActionID: "A002", MatchKey: "m2", Title: "t2", Assignee: "b"}}, nil
	})
	if err != nil || len(all) != 2 {
		t.Fatalf("registry update = %+v, %v", all, err)
	}
	// A duplicate ID fails the whole update.
	if _, err := s.ActionRegistryUpdate(ctx(), scope, func([]ledger.RegisteredAction) ([]ledger.RegisteredAction, error) {
		return []ledger.RegisteredAction{{ActionID: "A003", MatchKey: "m3"}, {ActionID: "A001", MatchKey: "dup"}}, nil
	}); err == nil {
		t.Fatal("duplicate action ID accepted")
	}
	other := ledger.MeetingScope{Tenant: "acme", Project: "P42", Meeting: "M0914"}
	if list, _ := s.ActionRegistryList(ctx(), other); len(list) != 0 {
		t.Fatalf("another tenant sees %d actions", len(list))
	}
	list, _ := s.ActionRegistryList(ctx(), scope)
	if len(list) != 2 || list[1].MatchKey != "m2" {
		t.Fatalf("registry list = %+v", list)
	}
}

func testCache(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	if _, ok, err := s.CacheGet(ctx(), "k"); ok || err != nil {
		t.Fatalf("empty cache: ok=%v err=%v", ok, err)
	}
	if err := s.CachePut(ctx(), "k", "v1", T0); err != nil {
		t.Fatal(err)
	}
	_ = s.CachePut(ctx(), "k", "v2", T0)
	if v, ok, _ := s.CacheGet(ctx(), "k"); !ok || v != "v1" {
		t.Fatalf("cache = %q %v", v, ok)
	}
}

func testStats(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	k2 := Key
	k2.Action = "A008"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: k2, Intent: Intent, State: ledger.NeedsHuman, Reason: "assignee 'Jun' not in roster", Now: T0}); err != nil {
		t.Fatal(err)
	}
	st, err := s.Stats(ctx())
	if err != nil || st.Executions[ledger.Pending] != 1 || st.Executions[ledger.NeedsHuman] != 1 {
		t.Fatalf("stats = %+v, %v", st, err)
	}
	if e := get(t, s, k2.String()); e.Reason != "assignee 'Jun' not in roster" {
		t.Fatalf("needs-human reason = %q", e.Reason)
	}
}

func testEnqueueReplace(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	unresolved := Intent
	unresolved.AssigneeID = ""
	unresolved.Assignee = "Jun"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: unresolved, State: ledger.NeedsHuman, Reason: "assignee Jun not in roster", Now: T0}); err != nil {
		t.Fatal(err)
	}
	// Without the flag other content is refused as always.
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0}); !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("enqueue other content without ReplaceUnattempted: %v", err)
	}
	r, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: Intent, ReplaceUnattempted: true, Now: T0.Add(time.Minute)})
	if err != nil || r.Execution.State != ledger.Pending || r.Execution.Fingerprint != Intent.Fingerprint() {
		t.Fatalf("replace unattempted needs-human: %+v, %v", r.Execution, err)
	}
	// Once claimed, the content is fixed for good.
	mustClaim(t, s, "A", T0.Add(time.Minute))
	again := Intent
	again.DueDate = "2026-09-30"
	if _, err := s.ExecutionEnqueue(ctx(), ledger.EnqueueParams{Key: Key, Intent: again, ReplaceUnattempted: true, Now: T0}); !errors.Is(err, ledger.ErrFingerprintMismatch) {
		t.Fatalf("replace of an attempted key: %v", err)
	}
}
