package sqlite_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestFirstEntryOnRow (migration 0024): neither the enqueue of a key nor
// the completion that queues its notification writes a log row for the
// row's first entry — the execution and the outbox row hold theirs, each
// under the row's ID, which the log's sequence gave — and the log reads
// as before: the notification's entry comes after the execution's
// completion, with the completion's attempt, actor axagent and the
// derived reason. Rows whose entries are in the log (a ledger written
// before 0024) read the same.
func TestFirstEntryOnRow(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openStore(t)
	t0 := ledgertest.T0
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent, Now: t0}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: time.Minute, Limit: 1, Now: t0.Add(time.Second)})
	if err != nil || len(got) != 1 {
		t.Fatalf("claim: %+v %v", got, err)
	}
	nkey := ledgertest.Key.String() + ":created:assignee:1"
	done := ledger.CompleteSucceeded(got[0], "TASK-1", "created TASK-1 in sandbox",
		ledger.NewNotification{Key: nkey, Channel: "sandbox", Recipient: "minseo", Text: "TASK-1"})
	done.Now = t0.Add(2 * time.Second)
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	db := s.DB()
	var logged int
	if err := db.QueryRow(`SELECT count(*) FROM transitions`).Scan(&logged); err != nil || logged != 0 {
		t.Fatalf("log rows: %d %v; want 0 (the rows hold their first entries, the attempts the others)", logged, err)
	}
	var id, seq int64
	if err := db.QueryRow(`SELECT o.id, s.n FROM outbox o, ledger_seq s WHERE o.key = ? AND s.name = 'transitions'`, nkey).Scan(&id, &seq); err != nil {
		t.Fatal(err)
	}
	log, err := s.TransitionList(ctx, nkey)
	if err != nil || len(log) != 1 {
		t.Fatalf("log of %s: %+v %v", nkey, log, err)
	}
	exec, err := s.TransitionList(ctx, ledgertest.Key.String())
	if err != nil || len(exec) != 3 {
		t.Fatalf("log of the execution: %+v %v", exec, err)
	}
	want := ledger.Transition{ID: id, Key: nkey, Kind: "notification", To: ledger.Pending, Reason: "queued with " + ledgertest.Key.String(),
		AttemptID: got[0].AttemptID, Actor: "axagent", At: done.Now}
	first := log[0]
	first.At = first.At.UTC()
	want.At = want.At.UTC()
	if !reflect.DeepEqual(first, want) {
		t.Errorf("first entry:\n got %+v\nwant %+v", first, want)
	}
	if id != seq || id <= exec[2].ID {
		t.Errorf("entry ID %d, log sequence %d, execution's completion %d: want the sequence's newest, after the completion", id, seq, exec[2].ID)
	}

	var eid int64
	if err := db.QueryRow(`SELECT id FROM executions WHERE key = ?`, ledgertest.Key.String()).Scan(&eid); err != nil {
		t.Fatal(err)
	}
	if exec[0].ID != eid || exec[0].From != "" || exec[0].To != ledger.Pending || exec[0].Generation != 0 || exec[0].Reason == "" {
		t.Errorf("execution's first entry: %+v (row ID %d)", exec[0], eid)
	}
	report, err := s.ReportFacts(ctx, ledger.ReportParams{Tenant: ledgertest.Key.Tenant})
	if err != nil {
		t.Fatal(err)
	}

	// The same entries stored in the log, as before 0024, read the same.
	for _, q := range []string{
		`INSERT INTO transitions (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
		 SELECT 0, id, id, NULL, enq_state, enq_reason, NULL, 0, enq_actor, '', created_at FROM executions`,
		`UPDATE executions SET enq_state = NULL, enq_actor = NULL, enq_reason = NULL`,
		`INSERT INTO transitions (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
		 SELECT 1, id, id, NULL, 0, NULL, nullif(enq_att, X''), 0, (SELECT id FROM actors WHERE name = 'axagent'), '', created_at FROM outbox`,
		`UPDATE outbox SET enq_att = NULL`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	if old, err := s.TransitionList(ctx, nkey); err != nil || !reflect.DeepEqual(old, log) {
		t.Errorf("notification's entry kept in the log: %+v %v; want %+v", old, err, log)
	}
	if old, err := s.TransitionList(ctx, ledgertest.Key.String()); err != nil || !reflect.DeepEqual(old, exec) {
		t.Errorf("execution's entries with the first in the log: %+v %v; want %+v", old, err, exec)
	}
	old, err := s.ReportFacts(ctx, ledger.ReportParams{Tenant: ledgertest.Key.Tenant})
	old.Now = report.Now // when it was read
	if err != nil || !reflect.DeepEqual(old, report) {
		t.Errorf("report with the first entries in the log:\n%+v %v\nwant %+v", old, err, report)
	}
}
