package ledgertest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

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
		p := ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID, To: to, Reason: "test", Now: T0}
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
				if err := completeOne(t, s, ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID, To: mid, Reason: "setup", ExternalID: "TASK-1", Now: T0}); err != nil {
					t.Fatalf("setup %s: %v", from, err)
				}
				if from == ledger.Abandoned {
					if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k, To: ledger.Abandoned, Reason: "setup", Now: T0}); err != nil {
						t.Fatalf("setup abandoned: %v", err)
					}
				}
			}
			_, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k, To: to, ExternalID: "TASK-2", Reason: "human", Actor: "op", Now: T0.Add(time.Hour)})
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
