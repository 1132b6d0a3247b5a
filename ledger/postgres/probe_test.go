package postgres_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestIdleClaimProbes (issue 32): once a claim without keys took nothing,
// the next one first sends a probe that writes nothing, and claims only
// when the probe finds work — a key pending and due, a key in doubt and
// due, an expired lease — so an idle poll costs the probe, never the
// claim, and no work waits behind it. Each table keeps its own hint.
func TestIdleClaimProbes(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, rec := openRecorded(ctx, t)
	at := func(d time.Duration) time.Time { return ledgertest.T0.Add(d) }
	// claim claims executions at now and returns them with whether a
	// claim (an UPDATE) was sent.
	claim := func(now time.Time) ([]ledger.Execution, bool) {
		t.Helper()
		n := rec.count()
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w1", LeaseFor: time.Minute, Limit: 8, Now: now})
		if err != nil {
			t.Fatal(err)
		}
		claimed := false
		for _, q := range rec.since(n) {
			claimed = claimed || strings.Contains(q, "UPDATE executions")
		}
		return got, claimed
	}
	// mustTake claims the one key due at now; the claim after it, with
	// the hint cleared, is sent and takes nothing.
	mustTake := func(now time.Time, what string) ledger.Execution {
		t.Helper()
		got, _ := claim(now)
		if len(got) != 1 {
			t.Fatalf("%s: claimed %d keys; want 1", what, len(got))
		}
		if again, claimed := claim(now); len(again) != 0 || !claimed {
			t.Fatalf("%s, claimed again: %d keys, claim sent %v; want none, claim sent", what, len(again), claimed)
		}
		return got[0]
	}
	idle := func(now time.Time, what string) {
		t.Helper()
		got, claimed := claim(now)
		if len(got) != 0 || claimed {
			t.Fatalf("%s: claimed %d keys, claim sent %v; want nothing and only the probe", what, len(got), claimed)
		}
	}
	complete := func(p ledger.CompleteParams) {
		t.Helper()
		errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{p})
		if err == nil {
			err = errors.Join(errs...)
		}
		if err != nil {
			t.Fatal(err)
		}
	}

	// The first claim has no hint: it claims, finds nothing, and the
	// next poll only probes.
	if got, claimed := claim(at(0)); len(got) != 0 || !claimed {
		t.Fatalf("first claim: %d keys, claim sent %v; want none, claim sent", len(got), claimed)
	}
	idle(at(0), "empty ledger")

	// A pending key due.
	k := ledgertest.Key
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "m1", Now: at(0),
		Executions: []ledger.EnqueueParams{{Key: k, Intent: ledgertest.Intent}}}); err != nil {
		t.Fatal(err)
	}
	e := mustTake(at(0), "pending and due")
	idle(at(time.Second), "key running under its lease")

	// An expired lease.
	e = mustTake(at(2*time.Minute), "lease expired")

	// In doubt, due in five minutes.
	u := ledger.CompleteUnknown(e, ledger.OutcomeUnknown, errors.New("timeout"), "timeout", at(7*time.Minute))
	u.Now = at(2 * time.Minute)
	complete(u)
	idle(at(3*time.Minute), "in doubt, not due")
	e = mustTake(at(7*time.Minute), "in doubt and due")

	// Pending again, retried in a minute.
	r := ledger.CompleteRetry(e, ledger.OutcomeRetryable, errors.New("busy"), at(9*time.Minute))
	r.Now = at(8 * time.Minute)
	complete(r)
	idle(at(8*time.Minute), "pending, not due")
	e = mustTake(at(9*time.Minute), "pending retry due")

	// The outbox keeps its own hint: executions idle, a notification
	// queued by the success is claimed at the first poll.
	note := ledger.NewNotification{Key: k.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "filed"}
	ok := ledger.CompleteSucceeded(e, "TASK-1", "", note)
	ok.Now = at(9 * time.Minute)
	complete(ok)
	idle(at(9*time.Minute), "succeeded")
	ns, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Limit: 8, Now: at(9 * time.Minute)})
	if err != nil || len(ns) != 1 || ns[0].Key != note.Key {
		t.Fatalf("outbox claim: %v, %v; want %s", ns, err, note.Key)
	}
}

// TestIdleClaimProbesOnDatabaseClock: in production (no injected time) the
// probe reads the database's clock and is sent without parameters, so the
// server plans it once per connection; it still finds work enqueued since.
func TestIdleClaimProbesOnDatabaseClock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, rec := openRecorded(ctx, t)
	p := ledger.ClaimParams{Owner: "w1", LeaseFor: time.Minute, Limit: 8}
	for i := 0; i < 2; i++ {
		if got, err := s.ExecutionClaim(ctx, p); err != nil || len(got) != 0 {
			t.Fatalf("claim %d on an empty ledger: %v, %v", i, got, err)
		}
	}
	n := rec.count()
	if got, err := s.ExecutionClaim(ctx, p); err != nil || len(got) != 0 {
		t.Fatalf("idle claim: %v, %v", got, err)
	}
	sent, args := rec.since(n), rec.argsSince(n)
	if len(sent) != 1 || strings.Contains(sent[0], "UPDATE") || len(args[0]) != 0 {
		t.Fatalf("an idle claim sent %d statements %q with arguments %v; want the probe alone, without arguments", len(sent), sent, args)
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "m1",
		Executions: []ledger.EnqueueParams{{Key: ledgertest.Key, Intent: ledgertest.Intent}}}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, p)
	if err != nil || len(got) != 1 || got[0].Key != ledgertest.Key {
		t.Fatalf("claim after an enqueue: %v, %v; want %s", got, err, ledgertest.Key)
	}
}
