package postgres_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestFirstEntriesOnTheRow: since migration 0015 a new row's first log
// entry is composed from the row and writes no row of transitions; the log,
// the row's reason and the report give it back as before: first in the
// row's log, its ID the row's, from no state, generation 0, at creation,
// an execution's with its actor and stored reason, a notification's with
// the attempt that queued it and the actor axagent.
func TestFirstEntriesOnTheRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	held := ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent, State: ledger.NeedsHuman, Reason: "needs approval", Actor: "ops", Now: ledgertest.T0}
	k2 := ledgertest.Key
	k2.Action = "A008"
	in2 := ledgertest.Intent
	in2.Action = k2.Action
	if _, err := s.ExecutionEnqueue(ctx, held); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "m1", Now: ledgertest.T0,
		Executions: []ledger.EnqueueParams{{Key: k2, Intent: in2}}}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w1", LeaseFor: time.Minute, Limit: 1, Now: ledgertest.T0})
	if err != nil || len(got) != 1 || got[0].Key != k2 {
		t.Fatalf("claim: %+v, %v", got, err)
	}
	note := ledger.NewNotification{Key: k2.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1"}
	done := ledger.CompleteSucceeded(got[0], "TASK-1", "", note)
	done.Now = ledgertest.T0.Add(time.Second)
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	var logged int
	if err := s.Pool().QueryRow(ctx, `SELECT count(*) FROM transitions`).Scan(&logged); err != nil {
		t.Fatal(err)
	}
	if logged != 0 {
		t.Errorf("%d rows of transitions; want none (every entry is on a row or an attempt)", logged)
	}

	heldLog, err := s.TransitionList(ctx, ledgertest.Key.String())
	if err != nil || len(heldLog) != 1 {
		t.Fatalf("log of the held key: %+v, %v", heldLog, err)
	}
	if f := heldLog[0]; f.From != "" || f.To != ledger.NeedsHuman || f.Actor != "ops" || f.Generation != 0 || !f.At.Equal(ledgertest.T0) || f.Reason != "needs approval" {
		t.Errorf("first entry of the held key: %+v", f)
	}
	if e, err := s.ExecutionGet(ctx, ledgertest.Key); err != nil || e.Reason != heldLog[0].Reason {
		t.Errorf("held key's reason %q, want its first entry's %q (%v)", e.Reason, heldLog[0].Reason, err)
	}
	elog, err := s.TransitionList(ctx, k2.String())
	if err != nil || len(elog) != 3 {
		t.Fatalf("log of %s: %+v, %v", k2, elog, err)
	}
	if f := elog[0]; f.From != "" || f.To != ledger.Pending || f.Actor != "axagent" || f.AttemptID != "" || !f.At.Equal(ledgertest.T0) ||
		f.Reason != "enqueued from test/m1" || f.ID >= elog[1].ID {
		t.Errorf("first entry of %s: %+v", k2, f)
	}
	nlog, err := s.TransitionList(ctx, note.Key)
	if err != nil || len(nlog) != 1 {
		t.Fatalf("log of %s: %+v, %v", note.Key, nlog, err)
	}
	if f := nlog[0]; f.From != "" || f.To != ledger.Pending || f.Actor != "axagent" || f.AttemptID != got[0].AttemptID ||
		f.Reason != "queued with "+k2.String() || !f.At.Equal(done.Now) {
		t.Errorf("first entry of %s: %+v", note.Key, f)
	}

	facts, err := s.ReportFacts(ctx, ledger.ReportParams{Tenant: k2.Tenant})
	if err != nil {
		t.Fatal(err)
	}
	logs := map[string][]ledger.Transition{}
	for _, k := range append(facts.Executions, facts.Notifications...) {
		logs[k.Key] = k.Log
	}
	for key, want := range map[string][]ledger.Transition{ledgertest.Key.String(): heldLog, k2.String(): elog, note.Key: nlog} {
		if !reflect.DeepEqual(logs[key], want) {
			t.Errorf("report log of %s:\n got %+v\nwant %+v", key, logs[key], want)
		}
	}
}
