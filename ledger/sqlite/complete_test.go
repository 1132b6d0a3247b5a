package sqlite_test

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// A completion batch is written in a few statements for the whole batch
// (complete.go); these tests hold it to what completing the same params one
// call at a time records, including every row that leaves the batched
// statements' common path.

func batchKey(i int) ledger.BusinessKey {
	return ledger.MustParseKey(fmt.Sprintf("t:p:m:A%d:create-task", i))
}

func claimKeys(t *testing.T, s ledger.Store, owner string, lease time.Duration, at time.Time, keys ...int) map[int]ledger.Execution {
	t.Helper()
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = batchKey(k).String()
	}
	got, err := s.ExecutionClaim(context.Background(), ledger.ClaimParams{Owner: owner, LeaseFor: lease, Limit: len(keys), Keys: names, Now: at})
	if err != nil || len(got) != len(keys) {
		t.Fatalf("claim %v by %s: %d rows, %v", keys, owner, len(got), err)
	}
	out := map[int]ledger.Execution{}
	for _, e := range got {
		for _, k := range keys {
			if e.Key == batchKey(k) {
				out[k] = e
			}
		}
	}
	return out
}

func note(key string) ledger.NewNotification {
	return ledger.NewNotification{Key: key, Channel: "sandbox", Recipient: "minseo", Text: "task " + key}
}

// completionScenario sets up rows in every situation a completion meets
// and returns the batch that completes them, with what each element must
// give: nil, or the error type it must be.
func completionScenario(t *testing.T, s ledger.Store) ([]ledger.CompleteParams, []error) {
	ctx := context.Background()
	t0 := ledgertest.T0
	for i := 0; i <= 7; i++ {
		k := batchKey(i)
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "task " + k.Action}, Now: t0}); err != nil {
			t.Fatal(err)
		}
	}
	// k5: A's attempt already ended (unknown); B's claim follows.
	a5 := claimKeys(t, s, "A", time.Second, t0.Add(time.Second), 5)[5]
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{{Lease: ledger.Lease{Key: a5.Key.String(), Owner: "A", Generation: a5.Generation},
		AttemptID: a5.AttemptID, To: ledger.Unknown, Outcome: "unknown", Reason: "timeout", Error: "timeout", NextAttemptAt: t0.Add(2 * time.Second),
		InDoubt: true, Now: t0.Add(2 * time.Second)}}); err != nil || errs[0] != nil {
		t.Fatalf("complete k5 by A: %v %v", errs, err)
	}
	// k7: A's attempt never ended; its lease lapsed and B took the row.
	a7 := claimKeys(t, s, "A", time.Second, t0.Add(time.Second), 7)[7]
	b := claimKeys(t, s, "B", time.Hour, t0.Add(3*time.Second), 5, 7)
	w := claimKeys(t, s, "W", time.Minute, t0.Add(3*time.Second), 0, 1, 2, 3, 4, 6)
	// k2: W's lease lapsed and V took the row over.
	claimKeys(t, s, "V", time.Hour, t0.Add(2*time.Minute), 2)

	at := t0.Add(3 * time.Minute)
	ok := func(e ledger.Execution, ext string, notes ...ledger.NewNotification) ledger.CompleteParams {
		p := ledger.CompleteSucceeded(e, ext, "created "+ext+" in sandbox", notes...)
		p.Now = at
		return p
	}
	bad := ok(w[1], "TASK-1")
	bad.To = ledger.Running
	noAttempt := ok(w[3], "TASK-3", note("n3"))
	noAttempt.AttemptID = ""
	unknown := ledger.CompleteParams{Lease: ledger.Lease{Key: w[6].Key.String(), Owner: "W", Generation: w[6].Generation}, AttemptID: w[6].AttemptID,
		To: ledger.Unknown, Outcome: "unknown", Reason: "ack lost", Error: "ack lost", NextAttemptAt: at.Add(time.Minute), InDoubt: true, Now: at}
	endedTwice := ok(b[5], "TASK-5", note("n5"))
	endedTwice.AttemptID = a5.AttemptID
	othersAttempt := ok(b[7], "TASK-7", note("n7"))
	othersAttempt.AttemptID = a7.AttemptID
	ps := []ledger.CompleteParams{
		ok(w[0], "TASK-0", note("n0")),   // recorded
		bad,                              // refused: running → running
		ok(w[2], "TASK-2", note("n2")),   // refused: V holds the row
		ok(w[0], "TASK-0b", note("n0b")), // refused: the key again, already succeeded
		noAttempt,                        // recorded, its entry in the log
		ok(w[4], "TASK-4", note("n0")),   // recorded; n0 exists and is kept
		endedTwice,                       // recorded; A's entry moves to the log
		unknown,                          // recorded: unknown, no notification
		othersAttempt,                    // recorded; A's open attempt ended, the entry in the log
		ok(w[1], "TASK-1", note("n1")),   // recorded: k1 again, after its refused completion
	}
	want := []error{nil, &ledger.TransitionError{}, &ledger.StaleOwnerError{}, &ledger.StaleOwnerError{}, nil, nil, nil, nil, nil, nil}
	return ps, want
}

type recorded struct {
	Exec     map[string]ledger.Execution
	Log      map[string][]ledger.Transition
	Attempts map[string][]ledger.Attempt
	Outbox   []ledger.Notification
}

// record reads every row, log and attempt of the scenario with the IDs
// that differ between two ledgers (entry IDs, random attempt IDs) replaced
// by their position; it checks the entry IDs are unique and in order.
func record(t *testing.T, s ledger.Store) recorded {
	t.Helper()
	ctx := context.Background()
	r := recorded{Exec: map[string]ledger.Execution{}, Log: map[string][]ledger.Transition{}, Attempts: map[string][]ledger.Attempt{}}
	var err error
	if r.Outbox, err = s.OutboxList(ctx, ledger.OutboxListParams{}); err != nil {
		t.Fatal(err)
	}
	keys := []string{}
	for i := 0; i <= 7; i++ {
		keys = append(keys, batchKey(i).String())
	}
	for _, n := range r.Outbox {
		keys = append(keys, n.Key)
	}
	ids := map[int64]string{}
	for _, k := range keys {
		atts, err := s.AttemptList(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		pos := map[string]string{"": ""}
		for i := range atts {
			pos[atts[i].ID] = fmt.Sprint("attempt ", i)
			atts[i].ID = pos[atts[i].ID]
		}
		log, err := s.TransitionList(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		for i := range log {
			if other, dup := ids[log[i].ID]; dup {
				t.Errorf("log entry ID %d is both %s's and %s's", log[i].ID, other, k)
			}
			ids[log[i].ID] = k
			if i > 0 && log[i].ID <= log[i-1].ID {
				t.Errorf("log of %s: entry IDs %d then %d", k, log[i-1].ID, log[i].ID)
			}
		}
		for i := range log {
			log[i].ID, log[i].AttemptID = 0, pos[log[i].AttemptID]
		}
		r.Log[k], r.Attempts[k] = log, atts
		if bk, err := ledger.ParseKey(k); err == nil {
			e, err := s.ExecutionGet(ctx, bk)
			if err != nil {
				t.Fatal(err)
			}
			e.AttemptID = pos[e.AttemptID]
			r.Exec[k] = e
		}
	}
	for i := range r.Outbox {
		r.Outbox[i].AttemptID = ""
	}
	return r
}

func checkErrs(t *testing.T, got, want []error) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%d results, want %d", len(got), len(want))
	}
	for i := range want {
		switch w := want[i].(type) {
		case nil:
			if got[i] != nil {
				t.Errorf("completion %d: %v, want recorded", i, got[i])
			}
		case *ledger.TransitionError:
			if !errors.As(got[i], &w) {
				t.Errorf("completion %d: %v, want a transition error", i, got[i])
			}
		case *ledger.StaleOwnerError:
			if !errors.As(got[i], &w) {
				t.Errorf("completion %d: %v, want a stale owner error", i, got[i])
			}
		}
	}
}

// TestBatchCompletionIsRowByRow completes the scenario's batch in one call
// on one ledger and one call per completion on another: the results, rows,
// logs, attempts and notifications must be the same.
func TestBatchCompletionIsRowByRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	one, batch := openStore(t), openStore(t)
	ps, want := completionScenario(t, one)
	var singly []error
	for _, p := range ps {
		errs, err := one.ExecutionComplete(ctx, []ledger.CompleteParams{p})
		if err != nil {
			t.Fatal(err)
		}
		singly = append(singly, errs[0])
	}
	checkErrs(t, singly, want)

	ps, _ = completionScenario(t, batch)
	errs, err := batch.ExecutionComplete(ctx, ps)
	if err != nil {
		t.Fatal(err)
	}
	checkErrs(t, errs, want)

	a, b := record(t, one), record(t, batch)
	for k := range a.Exec {
		if !reflect.DeepEqual(a.Exec[k], b.Exec[k]) {
			t.Errorf("row %s:\n one by one %+v\n batch      %+v", k, a.Exec[k], b.Exec[k])
		}
	}
	for k := range a.Log {
		if !reflect.DeepEqual(a.Log[k], b.Log[k]) {
			t.Errorf("log of %s:\n one by one %+v\n batch      %+v", k, a.Log[k], b.Log[k])
		}
		if !reflect.DeepEqual(a.Attempts[k], b.Attempts[k]) {
			t.Errorf("attempts of %s:\n one by one %+v\n batch      %+v", k, a.Attempts[k], b.Attempts[k])
		}
	}
	if !reflect.DeepEqual(a.Outbox, b.Outbox) {
		t.Errorf("outbox:\n one by one %+v\n batch      %+v", a.Outbox, b.Outbox)
	}

	// What the batch recorded, beyond agreeing with one by one.
	if len(b.Outbox) != 5 {
		t.Errorf("%d notifications, want n0 n1 n3 n5 n7 and the earlier n0's key once: %+v", len(b.Outbox), b.Outbox)
	}
	for _, n := range b.Outbox {
		if n.Key == "n0" && n.ExecKey != batchKey(0) {
			t.Errorf("n0 belongs to %s, want the first completion's %s", n.ExecKey, batchKey(0))
		}
		if n.Key == "n2" || n.Key == "n0b" {
			t.Errorf("a refused completion queued %s", n.Key)
		}
	}
	if e := b.Exec[batchKey(2).String()]; e.State != ledger.Running || e.Owner != "V" {
		t.Errorf("the stale completion changed k2: %+v", e)
	}
	if e := b.Exec[batchKey(0).String()]; e.State != ledger.Succeeded || e.ExternalID != "TASK-0" {
		t.Errorf("k0 after its repeat: %+v", e)
	}
	for _, i := range []int{1, 3, 4, 5, 7} {
		if e := b.Exec[batchKey(i).String()]; e.State != ledger.Succeeded || e.ExternalID != fmt.Sprint("TASK-", i) {
			t.Errorf("k%d: %+v", i, e)
		}
	}
	if e := b.Exec[batchKey(6).String()]; e.State != ledger.Unknown || !e.InDoubt {
		t.Errorf("k6: %+v", e)
	}
	// The stale completion of k2 wrote no entry and ended no attempt.
	for _, l := range b.Log[batchKey(2).String()] {
		if l.To == ledger.Succeeded {
			t.Errorf("k2's log has a success: %+v", b.Log[batchKey(2).String()])
		}
	}
	for _, at := range b.Attempts[batchKey(2).String()] {
		if !at.EndedAt.IsZero() {
			t.Errorf("k2's attempt %+v was ended by a stale completion", at)
		}
	}
	// A notification's first entry follows its execution's success.
	for _, n := range b.Outbox {
		ex, _ := batch.TransitionList(ctx, n.ExecKey.String())
		nl, _ := batch.TransitionList(ctx, n.Key)
		if len(ex) == 0 || len(nl) == 0 || nl[0].ID <= ex[len(ex)-1].ID {
			t.Errorf("%s's first entry %+v does not follow %s's last %+v", n.Key, nl, n.ExecKey, ex)
		}
	}
}

// TestBatchOutboxCompletionStaleRow: a dispatcher's batch where another
// dispatcher took one row over records the others and leaves that one.
func TestBatchOutboxCompletionStaleRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openStore(t)
	t0 := ledgertest.T0
	for i := 0; i < 3; i++ {
		k := batchKey(i)
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledger.Intent{Project: "p", Action: k.Action, Title: "x"}, Now: t0}); err != nil {
			t.Fatal(err)
		}
	}
	w := claimKeys(t, s, "W", time.Hour, t0, 0, 1, 2)
	var ps []ledger.CompleteParams
	for i := 0; i < 3; i++ {
		p := ledger.CompleteSucceeded(w[i], fmt.Sprint("TASK-", i), "ok", note(fmt.Sprint("n", i)))
		p.Now = t0
		ps = append(ps, p)
	}
	if errs, err := s.ExecutionComplete(ctx, ps); err != nil || errors.Join(errs...) != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	d, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "D", LeaseFor: time.Minute, Limit: 3, Now: t0.Add(time.Second)})
	if err != nil || len(d) != 3 {
		t.Fatalf("claim by D: %d, %v", len(d), err)
	}
	e, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "E", LeaseFor: time.Hour, Limit: 1, Keys: []string{d[1].Key}, Now: t0.Add(2 * time.Minute)})
	if err != nil || len(e) != 1 {
		t.Fatalf("takeover by E: %d, %v", len(e), err)
	}
	var sent []ledger.OutboxCompleteParams
	for i, n := range d {
		p := ledger.NotifySent(n, ledger.OutcomeSent, fmt.Sprint("MSG-", i), "delivered as "+fmt.Sprint("MSG-", i))
		p.Now = t0.Add(3 * time.Minute)
		sent = append(sent, p)
	}
	errs, err := s.OutboxComplete(ctx, sent)
	if err != nil {
		t.Fatal(err)
	}
	var stale *ledger.StaleOwnerError
	if errs[0] != nil || errs[2] != nil || !errors.As(errs[1], &stale) {
		t.Fatalf("results %v, want the second refused as stale and the others recorded", errs)
	}
	for i, n := range d {
		got, err := s.OutboxGet(ctx, n.Key)
		if err != nil {
			t.Fatal(err)
		}
		log, _ := s.TransitionList(ctx, n.Key)
		atts, _ := s.AttemptList(ctx, n.Key)
		if i == 1 {
			if got.State != ledger.Running || got.Owner != "E" || got.MessageID != "" || len(log) != 3 || log[2].Actor != "E" || !atts[0].EndedAt.IsZero() {
				t.Errorf("the stale row was changed: %+v\nlog %+v\nattempts %+v", got, log, atts)
			}
			continue
		}
		if got.State != ledger.Succeeded || got.MessageID != fmt.Sprint("MSG-", i) || len(log) != 3 || log[2].To != ledger.Succeeded ||
			log[2].Reason != "delivered as "+got.MessageID || log[2].AttemptID != n.AttemptID || atts[0].Outcome != string(ledger.OutcomeSent) {
			t.Errorf("%s: %+v\nlog %+v\nattempts %+v", n.Key, got, log, atts)
		}
	}
}
