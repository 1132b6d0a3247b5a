package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// TestCompleteBatchRepeatsAndStaleRows: a batch of completions is one
// multi-row statement, which changes a row at most once. A key completed
// twice in one batch is recorded once (the first) and the repeat is
// refused as stale, as it was when each row had its own statement; a stale
// row in the batch is refused without touching the others; two successes
// queueing the same notification key leave one outbox row with one log
// entry (R14, R15).
func TestCompleteBatchRepeatsAndStaleRows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	got := ingestAndClaim(ctx, t, s, 3)
	note := ledger.NewNotification{Key: got[0].Key.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1"}
	stale := ledger.CompleteSucceeded(got[1], "TASK-X", "")
	stale.Generation--
	batch := []ledger.CompleteParams{
		ledger.CompleteSucceeded(got[0], "TASK-1", "", note),
		ledger.CompleteSucceeded(got[0], "TASK-9", ""),
		stale,
		ledger.CompleteSucceeded(got[2], "TASK-3", "", note),
	}
	for i := range batch {
		batch[i].Now = ledgertest.T0.Add(time.Second)
	}
	errs, err := s.ExecutionComplete(ctx, batch)
	if err != nil {
		t.Fatal(err)
	}
	var se *ledger.StaleOwnerError
	if errs[0] != nil || errs[3] != nil || !errors.As(errs[1], &se) || !errors.As(errs[2], &se) {
		t.Fatalf("errs = %v; want nil, stale, stale, nil", errs)
	}
	want := map[int]struct {
		state ledger.State
		ext   string
	}{0: {ledger.Succeeded, "TASK-1"}, 1: {ledger.Running, ""}, 2: {ledger.Succeeded, "TASK-3"}}
	for i, w := range want {
		e, err := s.ExecutionGet(ctx, got[i].Key)
		if err != nil {
			t.Fatal(err)
		}
		if e.State != w.state || e.ExternalID != w.ext {
			t.Errorf("%s: %s %q, want %s %q", e.Key, e.State, e.ExternalID, w.state, w.ext)
		}
	}
	ns, err := s.OutboxList(ctx, ledger.OutboxListParams{Keys: []string{note.Key}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ns) != 1 || ns[0].ExecKey != got[0].Key || ns[0].State != ledger.Pending {
		t.Fatalf("outbox = %+v; want one pending row of %s", ns, got[0].Key)
	}
	log, err := s.TransitionList(ctx, note.Key)
	if err != nil {
		t.Fatal(err)
	}
	if len(log) != 1 || log[0].AttemptID != got[0].AttemptID {
		t.Fatalf("notification log = %+v; want its one first entry, with the attempt of %s", log, got[0].Key)
	}
	// The repeat left the first completion's log entry as it was.
	elog, err := s.TransitionList(ctx, got[0].Key.String())
	if err != nil {
		t.Fatal(err)
	}
	if last := elog[len(elog)-1]; last.To != ledger.Succeeded || last.ExternalID != "TASK-1" {
		t.Fatalf("last entry of %s = %+v; want succeeded with TASK-1", got[0].Key, last)
	}
}

// TestHandoffIsOneStatement (issue 32): a completion that hands its
// notifications off is one statement — the rows it inserted claimed come
// back from that statement, not from a second read — and hands off each
// new row once: a key that existed is not handed off.
func TestHandoffIsOneStatement(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, rec := openRecorded(ctx, t)
	got := ingestAndClaim(ctx, t, s, 4)
	note := func(e ledger.Execution) ledger.NewNotification {
		return ledger.NewNotification{Key: e.Key.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "filed"}
	}
	// got[3]'s notification exists before the handoff.
	if _, err := s.OutboxEnqueue(ctx, got[3].Key.String(), []ledger.NewNotification{note(got[3])}, ledgertest.T0); err != nil {
		t.Fatal(err)
	}
	var batch []ledger.CompleteParams
	for i, e := range got {
		p := ledger.CompleteSucceeded(e, fmt.Sprintf("TASK-%d", i), "", note(e))
		if i == 1 {
			p = ledger.CompleteSucceeded(e, "TASK-1", "") // queues nothing
		}
		p.Now = ledgertest.T0.Add(time.Second)
		batch = append(batch, p)
	}
	// The owner's name is registered by its first use, a statement of
	// its own; the second handoff below is then counted alone.
	hand := ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Now: ledgertest.T0.Add(time.Second)}
	if _, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "d1", LeaseFor: time.Minute, Limit: 1, Keys: []string{"none"}, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	before := rec.count()
	errs, held, err := s.ExecutionCompleteHandoff(ctx, batch, hand)
	if err != nil {
		t.Fatal(err)
	}
	if n := rec.count() - before; n != 1 {
		t.Errorf("a handoff of %d completions sent %d statements; want 1", len(batch), n)
	}
	for i, e := range errs {
		if e != nil {
			t.Errorf("completion %d: %v", i, e)
		}
	}
	keys := map[string]bool{}
	for _, n := range held {
		keys[n.Key] = true
		if n.Owner != "d1" || n.State != ledger.Running || n.AttemptID == "" || n.ExecKey != got[0].Key && n.ExecKey != got[2].Key {
			t.Errorf("handed off %+v", n)
		}
	}
	if len(held) != 2 || !keys[note(got[0]).Key] || !keys[note(got[2]).Key] {
		t.Errorf("handed off %v; want the new rows of completions 0 and 2 only", keys)
	}
}

// ingestAndClaim records n keys of one meeting (actions A000…) and claims
// them all for worker w1.
func ingestAndClaim(ctx context.Context, t *testing.T, s *postgres.Store, n int) []ledger.Execution {
	t.Helper()
	var ps []ledger.EnqueueParams
	for i := 0; i < n; i++ {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%03d", i)
		in := ledgertest.Intent
		in.Action = k.Action
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: in})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "m1", Executions: ps, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w1", LeaseFor: time.Minute, Limit: n, Now: ledgertest.T0})
	if err != nil || len(got) != n {
		t.Fatalf("claim: %d rows, %v", len(got), err)
	}
	return got
}
