package postgres_test

import (
	"context"
	"os"
	"reflect"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestMigrateCompactKeepsData writes rows in the schema of migration 0001
// (the text-keyed layout) and checks that opening the database with this
// build migrates them with everything the API shows unchanged (the same
// cases as the SQLite test of its 0003).
func TestMigrateCompactKeepsData(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dsn := freshDatabase(t, serverDSN(t))
	initSQL, err := os.ReadFile("migrations/0001_init.sql")
	if err != nil {
		t.Fatal(err)
	}
	const (
		k1  = "demo:P42:M0914:A007:create-task"
		k2  = "demo:P42:M0914:A008:create-task"
		n1  = "demo:P42:M0914:A007:created:assignee:1"
		n2  = "demo:P42:M0914:A001:created:assignee:1" // its execution was GC'd
		fp1 = "fcf8ef93fe554b033a658b57c140a5f31b9cce2fdefd20ee53989f7206b9ae5f"
		fp2 = "257b5e72c4b7506ab440d9684d0a13f2cb1dc4fbba72785c6a1eab494349ca59"
	)
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		string(initSQL),
		`CREATE TABLE schema_migrations (version bigint PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)`,
		`INSERT INTO schema_migrations VALUES (1, '0001_init.sql', 0)`,
		`INSERT INTO executions (key, tenant, project, meeting, fingerprint, intent, state, reason, owner, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, source, created_at, updated_at) VALUES
		 ('` + k1 + `', 'demo', 'P42', 'M0914', '` + fp1 + `', '{"project":"P42","action":"A007","title":"공급사 납기 회신 확인","assignee":"민서","assignee_id":"minseo","due_date":"2026-09-21","source":"민서 님이 확인합니다."}',
		  'succeeded', 'created TASK-1', 'w1', 1, 0, 0, 1, 'TASK-1', false, 'pending', 'att-431af39c00af9914', 'src/m1', 1000, 3000),
		 ('` + k2 + `', 'demo', 'P42', 'M0914', '` + fp2 + `', '{"project":"OTHER","action":"A008","title":"t","assignee":"a","due_date":""}',
		  'needs-human', 'owner unclear', '', 0, 0, 1000, 0, '', false, '', '', '', 1000, 1000)`,
		`INSERT INTO outbox (key, exec_key, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at) VALUES
		 ('` + n1 + `', '` + k1 + `', 'sandbox', 'minseo', '배정되었습니다', 'running', '', 'd1', 1, 9000, 3000, 1, '', true, 'pending', 'att-98cd0e01e75714ec', 3000, 3500),
		 ('` + n2 + `', 'demo:P42:M0914:A001:create-task', 'sandbox', 'x', 'old', 'succeeded', 'delivered', 'd1', 1, 0, 0, 1, 'MSG-1', false, 'pending', 'att-0000000000000001', 100, 200)`,
		`INSERT INTO transitions (id, key, kind, from_state, to_state, reason, attempt_id, generation, actor, external_id, at) OVERRIDING SYSTEM VALUE VALUES
		 (1, '` + k1 + `', 'execution', '', 'pending', 'enqueued from src/m1', '', 0, 'axagent', '', 1000),
		 (3, '` + k1 + `', 'execution', 'pending', 'running', 'claimed', 'att-431af39c00af9914', 1, 'w1', '', 2000),
		 (4, '` + n1 + `', 'notification', '', 'pending', 'queued with ` + k1 + `', 'att-431af39c00af9914', 0, 'axagent', '', 3000),
		 (5, '` + k1 + `', 'execution', 'running', 'succeeded', 'created TASK-1', 'att-431af39c00af9914', 1, 'w1', 'TASK-1', 3000),
		 (6, '` + n1 + `', 'notification', 'pending', 'running', 'claimed', 'att-98cd0e01e75714ec', 1, 'd1', '', 3500),
		 (2, '` + k2 + `', 'execution', '', 'needs-human', 'owner unclear', '', 0, 'extract', '', 1000),
		 (7, '` + n2 + `', 'notification', 'running', 'succeeded', 'delivered', 'att-0000000000000001', 1, 'd1', 'MSG-1', 200)`,
		`INSERT INTO attempts (key, id, kind, generation, owner, started_at, ended_at, outcome, external_id, error) VALUES
		 ('` + k1 + `', 'att-431af39c00af9914', 'execution', 1, 'w1', 2000, 3000, 'succeeded', 'TASK-1', ''),
		 ('` + n1 + `', 'att-98cd0e01e75714ec', 'notification', 1, 'd1', 3500, 0, '', '', ''),
		 ('` + n2 + `', 'att-0000000000000001', 'notification', 1, 'd1', 150, 200, 'sent', 'MSG-1', '')`,
	} {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatalf("%.80s: %v", q, err)
		}
	}
	conn.Close(ctx)

	s := openAt(t, dsn)
	ms := func(v int64) time.Time { return time.UnixMilli(v).UTC() }
	e, err := s.ExecutionGet(ctx, ledger.MustParseKey(k1))
	if err != nil {
		t.Fatal(err)
	}
	want := ledger.Execution{Key: ledger.MustParseKey(k1), Fingerprint: fp1,
		Intent: ledger.Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21", Source: "민서 님이 확인합니다."},
		State:  ledger.Succeeded, Reason: "created TASK-1", Owner: "w1", Generation: 1, Attempts: 1, ExternalID: "TASK-1", Source: "src/m1",
		ClaimedFrom: ledger.Pending, AttemptID: "att-431af39c00af9914", CreatedAt: ms(1000), UpdatedAt: ms(3000)}
	if !reflect.DeepEqual(e, want) {
		t.Errorf("execution:\n got %+v\nwant %+v", e, want)
	}
	if e2, err := s.ExecutionGet(ctx, ledger.MustParseKey(k2)); err != nil || e2.Intent.Project != "OTHER" || e2.Intent.Action != "A008" || e2.Fingerprint != fp2 || e2.ClaimedFrom != "" || e2.AttemptID != "" {
		t.Errorf("execution with its own project: %+v, %v", e2, err)
	}
	trs, err := s.TransitionList(ctx, k1)
	wantTr := []ledger.Transition{
		{ID: 1, Key: k1, Kind: "execution", To: ledger.Pending, Reason: "enqueued from src/m1", Actor: "axagent", At: ms(1000)},
		{ID: 3, Key: k1, Kind: "execution", From: ledger.Pending, To: ledger.Running, Reason: "claimed", AttemptID: "att-431af39c00af9914", Generation: 1, Actor: "w1", At: ms(2000)},
		{ID: 5, Key: k1, Kind: "execution", From: ledger.Running, To: ledger.Succeeded, Reason: "created TASK-1", AttemptID: "att-431af39c00af9914", Generation: 1, Actor: "w1", ExternalID: "TASK-1", At: ms(3000)},
	}
	if err != nil || !reflect.DeepEqual(trs, wantTr) {
		t.Errorf("transitions:\n got %+v, %v\nwant %+v", trs, err, wantTr)
	}
	if ntrs, err := s.TransitionList(ctx, n1); err != nil || len(ntrs) != 2 || ntrs[0].Reason != "queued with "+k1 || ntrs[0].AttemptID != "att-431af39c00af9914" {
		t.Errorf("notification transitions: %+v, %v", ntrs, err)
	}
	atts, err := s.AttemptList(ctx, k1)
	wantAtt := []ledger.Attempt{{ID: "att-431af39c00af9914", Key: k1, Kind: "execution", Generation: 1, Owner: "w1", StartedAt: ms(2000), EndedAt: ms(3000), Outcome: "succeeded", ExternalID: "TASK-1"}}
	if err != nil || !reflect.DeepEqual(atts, wantAtt) {
		t.Errorf("attempts:\n got %+v, %v\nwant %+v", atts, err, wantAtt)
	}
	ns, err := s.OutboxList(ctx, ledger.OutboxListParams{})
	if err != nil || len(ns) != 2 {
		t.Fatalf("outbox: %+v, %v", ns, err)
	}
	if n := ns[1]; n.Key != n1 || n.ExecKey.String() != k1 || n.State != ledger.Running || n.LeaseUntil != ms(9000) || !n.InDoubt || n.AttemptID != "att-98cd0e01e75714ec" {
		t.Errorf("notification: %+v", n)
	}
	if n := ns[0]; n.Key != n2 || n.ExecKey.String() != "demo:P42:M0914:A001:create-task" {
		t.Errorf("notification of a GC'd execution: %+v", n)
	}
	errs, err := s.OutboxComplete(ctx, []ledger.OutboxCompleteParams{ledger.NotifySent(ns[1], ledger.OutcomeSent, "MSG-2", "delivered")})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete after migration: %v %v", errs, err)
	}
	if got, _ := s.TransitionList(ctx, n1); len(got) != 3 || got[2].ID <= 7 || got[2].To != ledger.Succeeded {
		t.Errorf("log after migration: %+v", got)
	}
	if r, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledger.MustParseKey("demo:P42:M0914:A009:create-task"), Intent: ledger.Intent{Project: "P42", Action: "A009", Title: "new"}}); err != nil || !r.Created {
		t.Errorf("enqueue after migration: %+v, %v", r, err)
	}
}

// TestMigrateActorsClaimsKeepsData writes rows in the layout of migration
// 0002 and checks that 0003 keeps everything the API shows (the same cases
// as the SQLite test of its 0004): names stored once, claim and completion
// entries folded into the attempts that give them back exactly, a claim
// logged at another time than its attempt started kept in the log, and the
// log continuing from the highest ID.
func TestMigrateActorsClaimsKeepsData(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dsn := freshDatabase(t, serverDSN(t))
	var old []string
	for _, f := range []string{"migrations/0001_init.sql", "migrations/0003_compact.sql"} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		old = append(old, string(b))
	}
	const (
		k1  = "demo:P42:M0914:A007:create-task"
		k2  = "demo:P42:M0914:A008:create-task"
		n1  = "demo:P42:M0914:A007:created:assignee:1"
		fp1 = "fcf8ef93fe554b033a658b57c140a5f31b9cce2fdefd20ee53989f7206b9ae5f"
		a1  = "att-00000000000000a1"
		a2  = "att-00000000000000a2"
		a3  = "att-00000000000000a3"
		a4  = "att-00000000000000a4"
	)
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	// Each migration file runs as one implicit transaction (simple protocol).
	for _, q := range append(old,
		`CREATE TABLE schema_migrations (version bigint PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)`,
		`INSERT INTO schema_migrations VALUES (1, '0001_init.sql', 0), (2, '0002_compact.sql', 0)`,
		`INSERT INTO executions (id, key, fingerprint, title, assignee, assignee_id, due_date, evidence, intent_project, intent_action, state, reason, owner,
		   generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, source, created_at, updated_at) VALUES
		 (1, '`+k1+`', decode('`+fp1+`', 'hex'), 't', '민서', 'minseo', '2026-09-21', 'ev', NULL, NULL, 1, 'created TASK-1', 'w2', 2, 0, 0, 2, 'TASK-1', false, 3, '\x00000000000000a2', 'src/m1', 1000, 5000),
		 (2, '`+k2+`', decode('`+fp1+`', 'hex'), 't2', 'a', '', '', '', 'OTHER', NULL, 2, '', 'w1', 1, 9000, 1000, 1, '', true, 0, '\x00000000000000a3', '', 1000, 2000)`,
		`INSERT INTO outbox (id, key, exec_id, exec_key, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at, attempts,
		   external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at) VALUES
		 (1, '`+n1+`', 1, NULL, 'sandbox', 'minseo', '배정되었습니다', 1, 'delivered', 'd1', 1, 0, 0, 1, 'MSG-1', false, 0, '\x00000000000000a4', 5000, 6000)`,
		`INSERT INTO transitions (kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at) VALUES
		 (0, 1, 1, NULL, 0, NULL, NULL, 0, 'axagent', '', 1000),
		 (0, 1, 2, 0, 2, NULL, '\x00000000000000a1', 1, 'w1', '', 2000),
		 (0, 1, 4, 2, 3, 'timeout', '\x00000000000000a1', 1, 'w1', 'TASK-0', 3000),
		 (0, 1, 5, 3, 2, NULL, '\x00000000000000a2', 2, 'w2', 'TASK-0', 4000),
		 (0, 1, 6, 2, 1, 'created TASK-1', '\x00000000000000a2', 2, 'w2', 'TASK-1', 5000),
		 (1, 1, 7, NULL, 0, NULL, '\x00000000000000a2', 0, 'axagent', '', 5000),
		 (1, 1, 8, 0, 2, NULL, '\x00000000000000a4', 1, 'd1', '', 5500),
		 (1, 1, 9, 2, 1, 'delivered', '\x00000000000000a4', 1, 'd1', 'MSG-1', 6000),
		 (0, 2, 3, NULL, 0, 'by hand', NULL, 0, 'ops', '', 1000),
		 (0, 2, 10, 0, 2, NULL, '\x00000000000000a3', 1, 'w1', '', 2000)`,
		`INSERT INTO attempts (kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, error) VALUES
		 (0, 1, '\x00000000000000a1', 1, 'w1', 2000, 3000, 'unknown', '', 'timeout'),
		 (0, 1, '\x00000000000000a2', 2, 'w2', 4000, 5000, 'found', 'TASK-1', ''),
		 (1, 1, '\x00000000000000a4', 1, 'd1', 5500, 6000, 'sent', 'MSG-1', ''),
		 (0, 2, '\x00000000000000a3', 1, 'w1', 2001, 0, '', '', '')`,
		`SELECT setval(pg_get_serial_sequence('transitions', 'id'), 10), setval(pg_get_serial_sequence('executions', 'id'), 2),
		   setval(pg_get_serial_sequence('outbox', 'id'), 1)`,
	) {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatalf("%.80s: %v", q, err)
		}
	}
	conn.Close(ctx)

	s := openAt(t, dsn)
	ms := func(v int64) time.Time { return time.UnixMilli(v).UTC() }
	e, err := s.ExecutionGet(ctx, ledger.MustParseKey(k1))
	if err != nil || e.Reason != "created TASK-1" || e.Owner != "w2" || e.Fingerprint != fp1 || e.ClaimedFrom != ledger.Unknown || e.AttemptID != a2 {
		t.Errorf("execution: %+v, %v", e, err)
	}
	tr := ledgertest.Entry
	wantLogs := map[string][]ledger.Transition{
		k1: {
			tr(1, k1, "execution", "", ledger.Pending, "enqueued from src/m1", "", 0, "axagent", "", 1000),
			tr(2, k1, "execution", ledger.Pending, ledger.Running, "claimed", a1, 1, "w1", "", 2000),
			tr(4, k1, "execution", ledger.Running, ledger.Unknown, "timeout", a1, 1, "w1", "TASK-0", 3000),
			tr(5, k1, "execution", ledger.Unknown, ledger.Running, "claimed for reconciliation", a2, 2, "w2", "TASK-0", 4000),
			tr(6, k1, "execution", ledger.Running, ledger.Succeeded, "created TASK-1", a2, 2, "w2", "TASK-1", 5000),
		},
		n1: {
			tr(7, n1, "notification", "", ledger.Pending, "queued with "+k1, a2, 0, "axagent", "", 5000),
			tr(8, n1, "notification", ledger.Pending, ledger.Running, "claimed", a4, 1, "d1", "", 5500),
			tr(9, n1, "notification", ledger.Running, ledger.Succeeded, "delivered", a4, 1, "d1", "MSG-1", 6000),
		},
		k2: {
			tr(3, k2, "execution", "", ledger.Pending, "by hand", "", 0, "ops", "", 1000),
			tr(10, k2, "execution", ledger.Pending, ledger.Running, "claimed", a3, 1, "w1", "", 2000),
		},
	}
	ledgertest.CheckLogs(t, s, wantLogs)
	wantAtt := []ledger.Attempt{
		{ID: a1, Key: k1, Kind: "execution", Generation: 1, Owner: "w1", StartedAt: ms(2000), EndedAt: ms(3000), Outcome: "unknown", Error: "timeout"},
		{ID: a2, Key: k1, Kind: "execution", Generation: 2, Owner: "w2", StartedAt: ms(4000), EndedAt: ms(5000), Outcome: "found", ExternalID: "TASK-1"},
	}
	ledgertest.CheckAttempts(t, s, k1, wantAtt)
	if n, err := s.OutboxGet(ctx, n1); err != nil || n.Reason != "delivered" || n.Owner != "d1" || n.MessageID != "MSG-1" {
		t.Errorf("notification: %+v, %v", n, err)
	}
	var logged, folded, nullReasons int
	if err := s.Pool().QueryRow(ctx, `SELECT (SELECT count(*) FROM transitions),
	      (SELECT count(claim_id) + count(done_id) FROM attempts),
	      (SELECT count(*) FROM executions WHERE reason IS NULL) + (SELECT count(*) FROM outbox WHERE reason IS NULL)`).Scan(&logged, &folded, &nullReasons); err != nil {
		t.Fatal(err)
	}
	if logged != 4 || folded != 6 || nullReasons != 2 {
		t.Errorf("stored: %d transitions, %d entries in attempts, %d NULL reasons; want 4, 6, 2", logged, folded, nullReasons)
	}

	k2e, err := s.ExecutionGet(ctx, ledger.MustParseKey(k2))
	if err != nil {
		t.Fatal(err)
	}
	errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{{Lease: ledger.Lease{Key: k2, Owner: "w1", Generation: 1}, AttemptID: k2e.AttemptID, To: ledger.NeedsHuman,
		Outcome: "permanent", Reason: "rejected", Error: "400", Now: ms(7000)}})
	if err != nil || errs[0] != nil {
		t.Fatalf("complete after migration: %v %v", errs, err)
	}
	got, err := s.TransitionList(ctx, k2)
	if err != nil || len(got) != 3 || !reflect.DeepEqual(got[:2], wantLogs[k2]) || got[2].ID <= 10 ||
		got[2] != tr(got[2].ID, k2, "execution", ledger.Running, ledger.NeedsHuman, "rejected", a3, 1, "w1", "", 7000) {
		t.Errorf("log after migration: %+v, %v", got, err)
	}
	if got, err := s.ExecutionGet(ctx, ledger.MustParseKey(k2)); err != nil || got.Reason != "rejected" || got.Intent.Project != "OTHER" {
		t.Errorf("execution after migration: %+v, %v", got, err)
	}
}
