package ledgertest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

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
		if err := completeOne(t, s, ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID, To: to, Reason: "setup", ExternalID: "TASK-1", Now: T0}); err != nil {
			t.Fatal(err)
		}
		if st == ledger.Abandoned {
			if _, err := s.ExecutionResolve(ctx(), ledger.ResolveParams{Key: k, To: ledger.Abandoned, Reason: "dropped", Now: T0}); err != nil {
				t.Fatal(err)
			}
		}
	}
	// A fresh succeeded key inside retention.
	fresh := Key
	fresh.Action = "FRESH"
	enqueue(t, s, fresh, Intent)
	e := mustClaim(t, s, "A", T0.Add(40*24*time.Hour), fresh.String())
	_ = completeOne(t, s, ledger.CompleteParams{Lease: ledger.Lease{Key: fresh.String(), Owner: "A", Generation: e.Generation}, AttemptID: e.AttemptID, To: ledger.Succeeded, Now: T0.Add(40 * 24 * time.Hour)})

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
		_, err := s.ExecutionGet(ctx(), k)
		if st.Terminal() && !errors.Is(err, ledger.ErrNotFound) {
			t.Errorf("gc kept terminal %s", st)
		}
		if !st.Terminal() && err != nil {
			t.Errorf("gc deleted %s: %v", st, err)
		}
	}
	if _, err := s.ExecutionGet(ctx(), fresh); err != nil {
		t.Errorf("gc deleted a record inside retention: %v", err)
	}
	if tr, _ := s.TransitionList(ctx(), Key.WithOperation("create-task").String()); len(tr) != 0 {
		t.Errorf("unexpected transitions for an unused key: %+v", tr)
	}
}
