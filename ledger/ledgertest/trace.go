package ledgertest

import (
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testTraceAtStart (issue 33): an attempt's trace is recorded as the
// attempt starts, so the attempt of a worker that died mid-call shows it,
// before any completion and after another worker took the key over; a
// completion without a trace ID keeps it; a superseded lease writes none.
func testTraceAtStart(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	const tr1, tr2 = "4bf92f3577b34da6a3ce929d0e0e4736", "0af7651916cd43dd8448eb211c80319c"
	enqueue(t, s, Key, Intent)
	e := mustClaim(t, s, "w1", T0, Key.String())
	if err := s.ExecutionTraceAttempt(ctx(), ledger.TraceParams{Lease: e.Lease(), AttemptID: e.AttemptID, TraceID: "nope"}); err == nil {
		t.Fatal("a malformed trace ID was accepted")
	}
	if err := s.ExecutionTraceAttempt(ctx(), ledger.TraceParams{Lease: e.Lease(), AttemptID: e.AttemptID, TraceID: tr1}); err != nil {
		t.Fatal(err)
	}
	if atts, err := s.AttemptList(ctx(), Key.String()); err != nil || len(atts) != 1 || atts[0].TraceID != tr1 || !atts[0].EndedAt.IsZero() {
		t.Fatalf("open attempt: %+v %v; want its trace before any outcome", atts, err)
	}
	// w1 dies; w2 takes the key over after the lease. w1's attempt keeps
	// its trace; w1's late write of a trace is fenced.
	e2 := mustClaim(t, s, "w2", T0.Add(2*time.Minute), Key.String())
	if err := s.ExecutionTraceAttempt(ctx(), ledger.TraceParams{Lease: e.Lease(), AttemptID: e.AttemptID, TraceID: tr2}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("trace under a superseded lease: %v, want fenced", err)
	}
	if err := s.ExecutionTraceAttempt(ctx(), ledger.TraceParams{Lease: e2.Lease(), AttemptID: e2.AttemptID, TraceID: tr2}); err != nil {
		t.Fatal(err)
	}
	done := ledger.CompleteSucceeded(e2, "TASK-1", "created TASK-1")
	done.Now = T0.Add(3 * time.Minute)
	if err := completeOne(t, s, done); err != nil {
		t.Fatal(err)
	}
	atts, err := s.AttemptList(ctx(), Key.String())
	if err != nil || len(atts) != 2 || atts[0].TraceID != tr1 || atts[1].TraceID != tr2 {
		t.Fatalf("attempts: %+v %v; want the dead worker's trace and the completed one's", atts, err)
	}

	// The same for a notification's attempt.
	nk := ledger.NotificationKey(Key, "created", "minseo", 1)
	if _, err := s.OutboxEnqueue(ctx(), Key.String(), []ledger.NewNotification{{Key: nk, Channel: "sandbox", Recipient: "minseo", Text: "hi"}}, T0); err != nil {
		t.Fatal(err)
	}
	ns, err := s.OutboxClaim(ctx(), ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Keys: []string{nk}, Now: T0.Add(4 * time.Minute)})
	if err != nil || len(ns) != 1 {
		t.Fatalf("outbox claim: %+v %v", ns, err)
	}
	if err := s.OutboxTraceAttempt(ctx(), ledger.TraceParams{Lease: ns[0].Lease(), AttemptID: ns[0].AttemptID, TraceID: tr2}); err != nil {
		t.Fatal(err)
	}
	if atts, err := s.AttemptList(ctx(), nk); err != nil || len(atts) != 1 || atts[0].TraceID != tr2 {
		t.Fatalf("open notification attempt: %+v %v", atts, err)
	}
	stale := ns[0].Lease()
	stale.Generation++
	if err := s.OutboxTraceAttempt(ctx(), ledger.TraceParams{Lease: stale, AttemptID: ns[0].AttemptID, TraceID: tr1}); !errors.Is(err, ledger.ErrFenced) {
		t.Fatalf("notification trace under a wrong generation: %v, want fenced", err)
	}
}
