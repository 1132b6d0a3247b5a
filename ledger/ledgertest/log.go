package ledgertest

import (
	"context"
	"errors"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
)

// testLogKeptWhenAttemptEndedTwice: claims and completions may be stored
// with their attempts, so a completion that names an attempt already ended
// (another generation's) must not rewrite the entries composed from it.
func testLogKeptWhenAttemptEndedTwice(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	ctx := context.Background()
	k := ledger.MustParseKey("t:p:m:A1:create-task")
	t0 := T0
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: "A1", Title: "x"}, Now: t0}); err != nil {
		t.Fatal(err)
	}
	claim := func(owner string, at time.Time) ledger.Execution {
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Second, Limit: 1, Now: at})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim: %+v, %v", got, err)
		}
		return got[0]
	}
	complete := func(p ledger.CompleteParams) {
		errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{p})
		if err != nil || errs[0] != nil {
			t.Fatalf("complete: %v %v", errs, err)
		}
	}
	a := claim("A", t0.Add(time.Second))
	complete(ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "A", Generation: a.Generation}, AttemptID: a.AttemptID, To: ledger.Unknown,
		Outcome: "unknown", Reason: "timeout", Error: "timeout", Now: t0.Add(2 * time.Second)})
	b := claim("B", t0.Add(3*time.Second))
	before, err := s.TransitionList(ctx, k.String())
	if err != nil || len(before) != 4 {
		t.Fatalf("log: %+v, %v", before, err)
	}
	// B's completion names A's attempt.
	complete(ledger.CompleteParams{Lease: ledger.Lease{Key: k.String(), Owner: "B", Generation: b.Generation}, AttemptID: a.AttemptID, To: ledger.Succeeded,
		Outcome: "succeeded", ExternalID: "X-1", Reason: "done", Now: t0.Add(4 * time.Second)})
	after, err := s.TransitionList(ctx, k.String())
	if err != nil || len(after) != 5 || !reflect.DeepEqual(after[:4], before) {
		t.Fatalf("log changed:\nbefore %+v\n after %+v, %v", before, after, err)
	}
	want := ledger.Transition{ID: after[4].ID, Key: k.String(), Kind: "execution", From: ledger.Running, To: ledger.Succeeded, Reason: "done",
		AttemptID: a.AttemptID, Generation: b.Generation, Actor: "B", ExternalID: "X-1", At: t0.Add(4 * time.Second).UTC()}
	if after[4] != want || after[4].ID <= after[3].ID {
		t.Errorf("last entry:\n got %+v\nwant %+v", after[4], want)
	}
	atts, err := s.AttemptList(ctx, k.String())
	if err != nil || len(atts) != 2 || atts[0].Outcome != "succeeded" || !atts[0].EndedAt.Equal(t0.Add(4*time.Second)) || !atts[1].EndedAt.IsZero() {
		t.Errorf("attempts: %+v, %v", atts, err)
	}
	if e, err := s.ExecutionGet(ctx, k); err != nil || e.Reason != "done" || e.Owner != "B" {
		t.Errorf("execution: %+v, %v", e, err)
	}
}

func testLog(t *testing.T, s ledger.Store, _ func(*testing.T) ledger.Store) {
	enqueue(t, s, Key, Intent)
	a := mustClaim(t, s, "A", T0)
	_ = completeOne(t, s, ledger.CompleteUnknown(a, ledger.OutcomeUnknown, errors.New("timeout"), "create response lost after send", T0))
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
