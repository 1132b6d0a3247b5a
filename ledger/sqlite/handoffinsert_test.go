package sqlite_test

import (
	"context"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// The handoff inserts its notifications already claimed (issue 32) and
// composes what it hands back instead of reading the rows: what it hands
// back must be the stored row as a claim reads it, for every claim time of
// a batch, and the claims' attempts and log entries must be those of one
// claim per completion time after the batch's inserts.
func TestHandoffInsertClaimedIsTheStoredRow(t *testing.T) {
	t.Parallel()
	s := openStore(t)
	ctx := context.Background()
	t0 := ledgertest.T0
	key := func(i int) ledger.BusinessKey {
		return ledger.MustParseKey(fmt.Sprintf("t:p:m:H%d:create-task", i))
	}
	var held []ledger.Execution
	for i := 0; i < 4; i++ {
		k := key(i)
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "task " + k.Action}, Now: t0}); err != nil {
			t.Fatal(err)
		}
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Hour, Limit: 1, Keys: []string{k.String()}, Now: t0})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim %s: %+v %v", k, got, err)
		}
		held = append(held, got[0])
	}
	n := func(k string) ledger.NewNotification {
		return ledger.NewNotification{Key: k, Channel: "sandbox", Recipient: "r-" + k, Text: "text of " + k}
	}
	// A notification key that exists is the earlier row's and not handed off.
	if _, err := s.OutboxEnqueue(ctx, key(3).String(), []ledger.NewNotification{n("n:old")}, t0); err != nil {
		t.Fatal(err)
	}
	// Two completion times, the second with a sub-millisecond part; the
	// last completion repeats the third's second key.
	t1, t2 := t0.Add(time.Second), t0.Add(2*time.Second+1500*time.Microsecond)
	nowOf := map[string]time.Time{}
	var ps []ledger.CompleteParams
	for i, h := range held {
		at := t1
		if i >= 2 {
			at = t2
		}
		ns := []ledger.NewNotification{n(fmt.Sprintf("n:%da", i)), n(fmt.Sprintf("n:%db", i))}
		if i == 3 {
			ns = []ledger.NewNotification{n("n:3a"), n("n:2b"), n("n:old")}
		}
		for _, x := range ns {
			if _, ok := nowOf[x.Key]; !ok && x.Key != "n:old" {
				nowOf[x.Key] = at
			}
		}
		p := ledger.CompleteSucceeded(h, "T-"+h.Key.Action, "created", ns...)
		p.Now = at
		ps = append(ps, p)
	}
	errs, handed, err := s.ExecutionCompleteHandoff(ctx, ps, ledger.ClaimParams{Owner: "D", LeaseFor: 30 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range errs {
		if e != nil {
			t.Fatalf("completion %d: %v", i, e)
		}
	}
	want := []string{"n:0a", "n:0b", "n:1a", "n:1b", "n:2a", "n:2b", "n:3a"}
	var got []string
	for _, h := range handed {
		got = append(got, h.Key)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("handed off %v, want %v", got, want)
	}
	var lastRow, lastClaim int64
	for i, h := range handed {
		stored, err := s.OutboxGet(ctx, h.Key)
		if err != nil {
			t.Fatal(err)
		}
		stored.InDoubt = false // a claim from pending is not in doubt
		if !reflect.DeepEqual(h, stored) {
			t.Errorf("%s handed off:\n got %+v\nwant %+v (stored)", h.Key, h, stored)
		}
		at := nowOf[h.Key].Truncate(time.Millisecond)
		if h.State != ledger.Running || h.Owner != "D" || h.Generation != 1 || h.Attempts != 1 || h.ClaimedFrom != ledger.Pending ||
			!h.UpdatedAt.Equal(at) || !h.LeaseUntil.Equal(at.Add(30*time.Second)) || h.AttemptID == "" {
			t.Errorf("%s: %+v: want D's claim at %v", h.Key, h, at)
		}
		atts, err := s.AttemptList(ctx, h.Key)
		if err != nil || len(atts) != 1 || atts[0].ID != h.AttemptID || atts[0].Owner != "D" || atts[0].Generation != 1 || !atts[0].StartedAt.Equal(at) {
			t.Errorf("%s attempts %+v %v: want one of D's at %v", h.Key, atts, err, at)
		}
		log, err := s.TransitionList(ctx, h.Key)
		if err != nil || len(log) != 2 || log[1].From != ledger.Pending || log[1].To != ledger.Running || log[1].Actor != "D" || log[1].AttemptID != h.AttemptID {
			t.Fatalf("%s log %+v %v: want queued, claimed by D", h.Key, log, err)
		}
		// Every row of the batch is inserted before the first claim, and
		// the claims' entries follow the rows' order.
		if log[0].ID <= lastRow || (i > 0 && log[1].ID <= lastClaim) {
			t.Errorf("%s: entries %d, %d after row %d, claim %d: out of order", h.Key, log[0].ID, log[1].ID, lastRow, lastClaim)
		}
		lastRow, lastClaim = log[0].ID, log[1].ID
	}
	first, err := s.TransitionList(ctx, "n:3a")
	if err != nil {
		t.Fatal(err)
	}
	if last, err := s.TransitionList(ctx, "n:0a"); err != nil || last[1].ID <= first[0].ID {
		t.Errorf("the first claim's entry %d comes before the last row's %d", last[1].ID, first[0].ID)
	}
	old, err := s.OutboxGet(ctx, "n:old")
	if err != nil || old.State != ledger.Pending || old.Owner != "" {
		t.Errorf("existing row %+v %v: want it pending and unclaimed", old, err)
	}
}
