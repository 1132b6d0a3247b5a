package postgres_test

import (
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// attemptHistory drives keys through every path that ends or supersedes an
// attempt, on an injected clock: claim → fail (unknown) → claim again whose
// lease expires → takeover → succeed with a notification; a notification
// retried then sent; a key parked for a human, requeued and claimed again;
// a running key whose lease expired requeued by a human. It returns the
// keys it wrote.
func attemptHistory(t *testing.T, s *postgres.Store) []string {
	t.Helper()
	ctx := context.Background()
	at := func(sec int) time.Time { return ledgertest.T0.Add(time.Duration(sec) * time.Second) }
	keys := []ledger.BusinessKey{ledgertest.Key, ledgertest.Key, ledgertest.Key, ledgertest.Key}
	keys[1].Action, keys[2].Action, keys[3].Action = "A008", "A009", "A010"
	for _, k := range keys {
		in := ledgertest.Intent
		in.Action = k.Action
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, Now: at(0)}); err != nil {
			t.Fatal(err)
		}
	}
	claim := func(owner string, k ledger.BusinessKey, lease time.Duration, now time.Time) ledger.Execution {
		t.Helper()
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: lease, Limit: 1, Keys: []string{k.String()}, Now: now})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim %s by %s: %+v, %v", k, owner, got, err)
		}
		return got[0]
	}
	complete := func(p ledger.CompleteParams, now time.Time) {
		t.Helper()
		p.Now = now
		if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("complete %s: %v %v", p.Key, errs, err)
		}
	}
	// keys[0]: fail, claim again, lease lost, takeover, succeed.
	a := claim("A", keys[0], time.Minute, at(1))
	complete(ledger.CompleteParams{Lease: ledger.Lease{Key: a.Key.String(), Owner: "A", Generation: a.Generation}, AttemptID: a.AttemptID,
		To: ledger.Unknown, Outcome: "unknown", Error: "timeout", Reason: "create response lost", InDoubt: true, NextAttemptAt: at(3)}, at(2))
	b := claim("B", keys[0], time.Second, at(3))
	c := claim("C", keys[0], time.Minute, at(10)) // B's lease expired at 4s
	if c.ClaimedFrom != ledger.Running || c.Generation != b.Generation+1 {
		t.Fatalf("takeover: %+v", c)
	}
	note := ledger.NewNotification{Key: keys[0].String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1"}
	done := ledger.CompleteSucceeded(c, "TASK-1", "created TASK-1", note)
	done.TraceID = "0af7651916cd43dd8448eb211c80319c"
	complete(done, at(11))

	// Its notification: retried, then sent.
	claimN := func(owner string, now time.Time) ledger.Notification {
		t.Helper()
		got, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 1, Now: now})
		if err != nil || len(got) != 1 {
			t.Fatalf("claim notification: %+v, %v", got, err)
		}
		return got[0]
	}
	completeN := func(n ledger.Notification, to ledger.State, outcome ledger.Outcome, ext, errText string, next, now time.Time) {
		t.Helper()
		p := ledger.OutboxCompleteParams{CompleteParams: ledger.CompleteParams{Lease: ledger.Lease{Key: n.Key, Owner: n.Owner, Generation: n.Generation},
			AttemptID: n.AttemptID, To: to, Outcome: outcome, ExternalID: ext, Error: errText, NextAttemptAt: next, Now: now}}
		if errs, err := s.OutboxComplete(ctx, []ledger.OutboxCompleteParams{p}); err != nil || errs[0] != nil {
			t.Fatalf("complete notification: %v %v", errs, err)
		}
	}
	d := claimN("D", at(12))
	completeN(d, ledger.Pending, "retryable", "", "503", at(13), at(12))
	e := claimN("E", at(14))
	completeN(e, ledger.Succeeded, "sent", "MSG-1", "", time.Time{}, at(15))

	// keys[1]: parked for a human, requeued, claimed and succeeded.
	f := claim("F", keys[1], time.Minute, at(1))
	complete(ledger.CompleteNeedsHuman(f, "permanent", "assignee unknown", false), at(2))
	if _, err := s.ExecutionResolve(ctx, ledger.ResolveParams{Key: keys[1], To: ledger.Pending, Reason: "assignee fixed", Actor: "ops", Now: at(5)}); err != nil {
		t.Fatal(err)
	}
	g := claim("G", keys[1], time.Minute, at(6))
	complete(ledger.CompleteSucceeded(g, "TASK-2", ""), at(7))

	// keys[2]: running, its lease expired, requeued by a human, then
	// claimed (the claim's attempt stays open on the row).
	h := claim("H", keys[2], time.Second, at(1))
	if _, err := s.ExecutionResolve(ctx, ledger.ResolveParams{Key: keys[2], To: ledger.Pending, Reason: "worker lost", Actor: "ops", Now: at(5)}); err != nil {
		t.Fatal(err)
	}
	_ = claim("I", keys[2], time.Minute, at(6))
	_ = h

	// keys[3]: in doubt with an external ID, retried without one (its
	// completion's entry keeps the row's), claimed again.
	j := claim("J", keys[3], time.Minute, at(1))
	complete(ledger.CompleteParams{Lease: ledger.Lease{Key: j.Key.String(), Owner: "J", Generation: j.Generation}, AttemptID: j.AttemptID,
		To: ledger.Unknown, Outcome: "unknown", ExternalID: "TASK-9", Error: "timeout", InDoubt: true, NextAttemptAt: at(2)}, at(2))
	k := claim("K", keys[3], time.Minute, at(3))
	complete(ledger.CompleteRetry(k, "not-sent", errors.New("503"), at(4)), at(4))
	_ = claim("L", keys[3], time.Minute, at(5))
	return []string{keys[0].String(), note.Key, keys[1].String(), keys[2].String(), keys[3].String()}
}

// view is everything the API shows of a key's history.
type view struct {
	log      []ledger.Transition
	attempts []ledger.Attempt
	reason   string
	report   ledger.KeyFacts
}

func viewOf(t *testing.T, s *postgres.Store, keys []string) map[string]view {
	t.Helper()
	ctx := context.Background()
	out := map[string]view{}
	for _, k := range keys {
		var v view
		var err error
		if v.log, err = s.TransitionList(ctx, k); err != nil {
			t.Fatal(err)
		}
		if v.attempts, err = s.AttemptList(ctx, k); err != nil {
			t.Fatal(err)
		}
		if bk, perr := ledger.ParseKey(k); perr == nil && bk.Operation == ledger.OpCreateTask {
			e, err := s.ExecutionGet(ctx, bk)
			if err != nil {
				t.Fatal(err)
			}
			v.reason = e.Reason
		} else {
			n, err := s.OutboxGet(ctx, k)
			if err != nil {
				t.Fatal(err)
			}
			v.reason = n.Reason
		}
		out[k] = v
	}
	facts, err := s.ReportFacts(ctx, ledger.ReportParams{Tenant: ledgertest.Key.Tenant})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range append(facts.Executions, facts.Notifications...) {
		v, ok := out[f.Key]
		if !ok {
			continue
		}
		if !reflect.DeepEqual(f.Log, v.log) {
			t.Errorf("report log of %s:\n got %+v\nwant %+v", f.Key, f.Log, v.log)
		}
		if len(f.Attempts) != len(v.attempts) {
			t.Errorf("report attempts of %s: %+v, listed %+v", f.Key, f.Attempts, v.attempts)
		}
		v.report = f
		out[f.Key] = v
	}
	for k, v := range out {
		if v.report.Key == "" {
			t.Errorf("%s: not in the report", k)
		}
	}
	return out
}

// archiveHeld moves every attempt the rows hold into attempts, through the
// archiving trigger of migration 0017 (a write that changes att_claim_id),
// then clears the rows' att_* columns: the form of rows written before
// 0017, whose attempts are all in the table.
func archiveHeld(t *testing.T, s *postgres.Store) int {
	t.Helper()
	ctx := context.Background()
	n := 0
	for _, table := range []string{"executions", "outbox"} {
		tag, err := s.Pool().Exec(ctx, `UPDATE `+table+` SET att_claim_id = NULL WHERE att_started IS NOT NULL`)
		if err != nil {
			t.Fatal(err)
		}
		n += int(tag.RowsAffected())
		if _, err := s.Pool().Exec(ctx, `UPDATE `+table+` SET att_started = NULL, att_ended = NULL, att_done_id = NULL, att_done_to = NULL,
		    att_ext = NULL, att_claim_ext = NULL, att_outcome = NULL, att_error = NULL, att_reason = NULL, att_trace = NULL`); err != nil {
			t.Fatal(err)
		}
	}
	return n
}

func countAttempts(t *testing.T, s *postgres.Store) (table, held int) {
	t.Helper()
	if err := s.Pool().QueryRow(context.Background(), `SELECT (SELECT count(*) FROM attempts),
	    (SELECT count(*) FROM executions WHERE att_started IS NOT NULL) + (SELECT count(*) FROM outbox WHERE att_started IS NOT NULL)`).Scan(&table, &held); err != nil {
		t.Fatal(err)
	}
	return table, held
}

// TestHeldAttemptHistory: since migration 0017 a row holds its latest
// attempt and the attempts table only the superseded ones. Through every
// path that ends or supersedes an attempt, the log, the attempts, the
// row's reason and the report show exactly what they show when every
// attempt is in the table (the form of rows written before 0017), and
// what the attempts were.
func TestHeldAttemptHistory(t *testing.T) {
	t.Parallel()
	s := openAt(t, migratedDatabase(t))
	keys := attemptHistory(t, s)
	// Superseded: keys[0] A and B, the notification's D, keys[1]'s F
	// (archived by the resolve), keys[2]'s H (archived by the resolve),
	// keys[3]'s J and K.
	if table, held := countAttempts(t, s); table != 7 || held != 5 {
		t.Errorf("%d attempts in the table, %d on rows; want 7 superseded and 5 latest", table, held)
	}
	before := viewOf(t, s, keys)
	if n := archiveHeld(t, s); n != 5 {
		t.Fatalf("archived %d attempts, want 5", n)
	}
	if table, held := countAttempts(t, s); table != 12 || held != 0 {
		t.Fatalf("after archiving: %d in the table, %d on rows", table, held)
	}
	after := viewOf(t, s, keys)
	for _, k := range keys {
		if !reflect.DeepEqual(before[k], after[k]) {
			t.Errorf("%s: held and archived attempts differ:\n held     %+v\n archived %+v", k, before[k], after[k])
		}
	}

	ms := func(sec int) time.Time { return ledgertest.T0.Add(time.Duration(sec) * time.Second).UTC() }
	type att struct {
		owner          string
		gen            int64
		start, end     time.Time
		outcome, ext   string
		errText, trace string
	}
	want := map[string][]att{
		keys[0]: {{"A", 1, ms(1), ms(2), "unknown", "", "timeout", ""}, {"B", 2, ms(3), time.Time{}, "", "", "", ""},
			{"C", 3, ms(10), ms(11), "succeeded", "TASK-1", "", "0af7651916cd43dd8448eb211c80319c"}},
		keys[1]: {{"D", 1, ms(12), ms(12), "retryable", "", "503", ""}, {"E", 2, ms(14), ms(15), "sent", "MSG-1", "", ""}},
		keys[2]: {{"F", 1, ms(1), ms(2), "permanent", "", "", ""}, {"G", 3, ms(6), ms(7), "succeeded", "TASK-2", "", ""}},
		keys[3]: {{"H", 1, ms(1), time.Time{}, "", "", "", ""}, {"I", 3, ms(6), time.Time{}, "", "", "", ""}},
		keys[4]: {{"J", 1, ms(1), ms(2), "unknown", "TASK-9", "timeout", ""}, {"K", 2, ms(3), ms(4), "not-sent", "", "503", ""},
			{"L", 3, ms(5), time.Time{}, "", "", "", ""}},
	}
	for k, w := range want {
		got := before[k].attempts
		if len(got) != len(w) {
			t.Errorf("attempts of %s: %+v", k, got)
			continue
		}
		for i, a := range got {
			g := att{a.Owner, a.Generation, a.StartedAt, a.EndedAt, string(a.Outcome), a.ExternalID, a.Error, a.TraceID}
			if g != w[i] || a.ID == "" {
				t.Errorf("attempt %d of %s:\n got %+v\nwant %+v", i, k, g, w[i])
			}
		}
	}
	type entry struct {
		from, to ledger.State
		actor    string
		gen      int64
		ext      string
		at       time.Time
		att      int // index into the key's attempts, -1 for none
	}
	wantLog := map[string][]entry{
		keys[0]: {{"", ledger.Pending, "axagent", 0, "", ms(0), -1}, {ledger.Pending, ledger.Running, "A", 1, "", ms(1), 0},
			{ledger.Running, ledger.Unknown, "A", 1, "", ms(2), 0}, {ledger.Unknown, ledger.Running, "B", 2, "", ms(3), 1},
			{ledger.Running, ledger.Running, "C", 3, "", ms(10), 2}, {ledger.Running, ledger.Succeeded, "C", 3, "TASK-1", ms(11), 2}},
		keys[1]: {{"", ledger.Pending, "axagent", 0, "", ms(11), -2}, {ledger.Pending, ledger.Running, "D", 1, "", ms(12), 0},
			{ledger.Running, ledger.Pending, "D", 1, "", ms(12), 0}, {ledger.Pending, ledger.Running, "E", 2, "", ms(14), 1},
			{ledger.Running, ledger.Succeeded, "E", 2, "MSG-1", ms(15), 1}},
		keys[2]: {{"", ledger.Pending, "axagent", 0, "", ms(0), -1}, {ledger.Pending, ledger.Running, "F", 1, "", ms(1), 0},
			{ledger.Running, ledger.NeedsHuman, "F", 1, "", ms(2), 0}, {ledger.NeedsHuman, ledger.Pending, "ops", 2, "", ms(5), -1},
			{ledger.Pending, ledger.Running, "G", 3, "", ms(6), 1}, {ledger.Running, ledger.Succeeded, "G", 3, "TASK-2", ms(7), 1}},
		keys[3]: {{"", ledger.Pending, "axagent", 0, "", ms(0), -1}, {ledger.Pending, ledger.Running, "H", 1, "", ms(1), 0},
			{ledger.Running, ledger.Pending, "ops", 2, "", ms(5), -1}, {ledger.Pending, ledger.Running, "I", 3, "", ms(6), 1}},
		keys[4]: {{"", ledger.Pending, "axagent", 0, "", ms(0), -1}, {ledger.Pending, ledger.Running, "J", 1, "", ms(1), 0},
			{ledger.Running, ledger.Unknown, "J", 1, "TASK-9", ms(2), 0}, {ledger.Unknown, ledger.Running, "K", 2, "TASK-9", ms(3), 1},
			{ledger.Running, ledger.Pending, "K", 2, "TASK-9", ms(4), 1}, {ledger.Pending, ledger.Running, "L", 3, "TASK-9", ms(5), 2}},
	}
	for k, w := range wantLog {
		got := before[k].log
		if len(got) != len(w) {
			t.Errorf("log of %s: %+v", k, got)
			continue
		}
		for i, e := range got {
			attID := ""
			switch {
			case w[i].att >= 0:
				attID = before[k].attempts[w[i].att].ID
			case w[i].att == -2: // queued by the execution's succeeding attempt
				attID = before[keys[0]].attempts[2].ID
			}
			g := entry{e.From, e.To, e.Actor, e.Generation, e.ExternalID, e.At, w[i].att}
			if g != w[i] || e.AttemptID != attID || (i > 0 && e.ID <= got[i-1].ID) {
				t.Errorf("entry %d of %s: %+v, want %+v with attempt %q", i, k, e, w[i], attID)
			}
		}
	}
	if r := before[keys[0]].reason; r != "created TASK-1" {
		t.Errorf("reason of %s: %q", keys[0], r)
	}
}

// TestHeldAttemptHappyPathWritesNoAttempt: an action that succeeds at its
// first try and whose notification is sent at its first try leaves no row
// in attempts; both attempts are on their rows.
func TestHeldAttemptHappyPathWritesNoAttempt(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: time.Minute, Limit: 10, Now: ledgertest.T0})
	if err != nil || len(got) != 1 {
		t.Fatalf("claim: %+v, %v", got, err)
	}
	note := ledger.NewNotification{Key: ledgertest.Key.String() + ":created:assignee:1", Channel: "sandbox", Recipient: "minseo", Text: "TASK-1"}
	done := ledger.CompleteSucceeded(got[0], "TASK-1", "", note)
	done.Now = ledgertest.T0
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
		t.Fatalf("complete: %v %v", errs, err)
	}
	ns, err := s.OutboxClaim(ctx, ledger.ClaimParams{Owner: "d", LeaseFor: time.Minute, Limit: 10, Now: ledgertest.T0})
	if err != nil || len(ns) != 1 {
		t.Fatalf("claim notification: %+v, %v", ns, err)
	}
	sent := ledger.OutboxCompleteParams{CompleteParams: ledger.CompleteParams{Lease: ledger.Lease{Key: ns[0].Key, Owner: "d", Generation: ns[0].Generation},
		AttemptID: ns[0].AttemptID, To: ledger.Succeeded, Outcome: "sent", ExternalID: "MSG-1", Now: ledgertest.T0}}
	if errs, err := s.OutboxComplete(ctx, []ledger.OutboxCompleteParams{sent}); err != nil || errs[0] != nil {
		t.Fatalf("complete notification: %v %v", errs, err)
	}
	if table, held := countAttempts(t, s); table != 0 || held != 2 {
		t.Errorf("%d attempts in the table, %d on rows; want 0 and 2", table, held)
	}
	for _, k := range []string{ledgertest.Key.String(), note.Key} {
		if atts, err := s.AttemptList(ctx, k); err != nil || len(atts) != 1 || atts[0].EndedAt.IsZero() {
			t.Errorf("attempts of %s: %+v, %v", k, atts, err)
		}
		if log, err := s.TransitionList(ctx, k); err != nil || len(log) != 3 {
			t.Errorf("log of %s: %+v, %v", k, log, err)
		}
	}
}

// TestMigrateHeldAttemptsKeepsRows writes rows in the schema of migration
// 0016 (every attempt in the table) and checks that 0017 keeps what the
// API shows of them, that a completion of such a row's open attempt ends
// it in the table, and that a takeover of such a row leaves the old
// attempt in the table and holds the new one on the row.
func TestMigrateHeldAttemptsKeepsRows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dsn := freshDatabase(t, serverDSN(t))
	files, err := filepath.Glob("migrations/*.sql")
	if err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := conn.Exec(ctx, `CREATE TABLE schema_migrations (version bigint PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)`); err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		name := filepath.Base(f)
		v, _ := strconv.Atoi(name[:4])
		if v >= 17 {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := conn.Exec(ctx, string(b)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := conn.Exec(ctx, `INSERT INTO schema_migrations VALUES ($1, $2, 0)`, v, name); err != nil {
			t.Fatal(err)
		}
	}
	const (
		k1 = "demo:P42:M0914:A007:create-task"
		k2 = "demo:P42:M0914:A008:create-task"
		n1 = "demo:P42:M0914:A007:created:assignee:1"
		a1 = "att-00000000000000a1"
		a2 = "att-00000000000000a2"
		a3 = "att-00000000000000a3"
		a4 = "att-00000000000000a4"
	)
	// k1: unknown, then found by its second attempt; n1 running under d1's
	// live lease; k2 running under w1's lease, expired at 9000. Entries
	// 1-10 as the 0016 build wrote them: first entries on the rows (enq_*),
	// claims and completions on the attempts.
	for _, q := range []string{
		`INSERT INTO actors (id, name) VALUES (1, 'axagent'), (2, 'w1'), (3, 'w2'), (4, 'd1')`,
		`INSERT INTO executions (id, key, fingerprint, title, assignee, assignee_id, due_date, evidence, state, reason, owner, generation, lease_until,
		   next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, source, created_at, updated_at, enq_state, enq_actor, enq_reason) VALUES
		 (1, '` + k1 + `', NULL, 't', '민서', 'minseo', '2026-09-21', 'ev', 1, NULL, 3, 2, 0, 0, 2, 'TASK-1', false, 3, '\x00000000000000a2', 'src/m1', 1000, 5000, 0, 1, NULL),
		 (2, '` + k2 + `', NULL, 't2', 'a', '', '', '', 2, '', 2, 1, 9000, 1000, 1, '', true, 0, '\x00000000000000a3', 'src/m1', 1000, 2000, 0, 1, NULL)`,
		`INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at, attempts,
		   external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at, enq_att) VALUES
		 (7, '` + n1 + `', 1, 'sandbox', 'minseo', '배정되었습니다', 2, '', 4, 1, 99000, 5000, 1, '', false, 0, '\x00000000000000a4', 5000, 5500, '\x00000000000000a2')`,
		`INSERT INTO attempts (kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, error, claim_id, claimed_from, claim_ext,
		   done_id, done_to, done_reason, done_ext) VALUES
		 (0, 1, '\x00000000000000a1', 1, 2, 2000, 3000, 'unknown', '', 'timeout', 3, 0, NULL, 4, 3, 'timeout', NULL),
		 (0, 1, '\x00000000000000a2', 2, 3, 4000, 5000, 'found', 'TASK-1', '', 5, 3, NULL, 6, 1, 'found TASK-1', NULL),
		 (1, 7, '\x00000000000000a4', 1, 4, 5500, 0, '', '', '', 8, 0, NULL, NULL, NULL, NULL, NULL),
		 (0, 2, '\x00000000000000a3', 1, 2, 2000, 0, '', '', '', 9, 0, NULL, NULL, NULL, NULL, NULL)`,
		`SELECT setval(pg_get_serial_sequence('transitions', 'id'), 10)`,
	} {
		if _, err := conn.Exec(ctx, q); err != nil {
			t.Fatalf("%.80s: %v", q, err)
		}
	}
	conn.Close(ctx)

	s := openAt(t, dsn)
	ms := func(v int64) time.Time { return time.UnixMilli(v).UTC() }
	tr := ledgertest.Entry
	wantLogs := map[string][]ledger.Transition{
		k1: {
			tr(1, k1, "execution", "", ledger.Pending, "enqueued from src/m1", "", 0, "axagent", "", 1000),
			tr(3, k1, "execution", ledger.Pending, ledger.Running, "claimed", a1, 1, "w1", "", 2000),
			tr(4, k1, "execution", ledger.Running, ledger.Unknown, "timeout", a1, 1, "w1", "", 3000),
			tr(5, k1, "execution", ledger.Unknown, ledger.Running, "claimed for reconciliation", a2, 2, "w2", "", 4000),
			tr(6, k1, "execution", ledger.Running, ledger.Succeeded, "found TASK-1", a2, 2, "w2", "TASK-1", 5000),
		},
		n1: {
			tr(7, n1, "notification", "", ledger.Pending, "queued with "+k1, a2, 0, "axagent", "", 5000),
			tr(8, n1, "notification", ledger.Pending, ledger.Running, "claimed", a4, 1, "d1", "", 5500),
		},
		k2: {
			tr(2, k2, "execution", "", ledger.Pending, "enqueued from src/m1", "", 0, "axagent", "", 1000),
			tr(9, k2, "execution", ledger.Pending, ledger.Running, "claimed", a3, 1, "w1", "", 2000),
		},
	}
	ledgertest.CheckLogs(t, s, wantLogs)
	wantAtt := []ledger.Attempt{
		{ID: a1, Key: k1, Kind: "execution", Generation: 1, Owner: "w1", StartedAt: ms(2000), EndedAt: ms(3000), Outcome: "unknown", Error: "timeout"},
		{ID: a2, Key: k1, Kind: "execution", Generation: 2, Owner: "w2", StartedAt: ms(4000), EndedAt: ms(5000), Outcome: "found", ExternalID: "TASK-1"},
	}
	ledgertest.CheckAttempts(t, s, k1, wantAtt)
	if e, err := s.ExecutionGet(ctx, ledger.MustParseKey(k1)); err != nil || e.Reason != "found TASK-1" {
		t.Errorf("execution: %+v, %v", e, err)
	}

	// n1's open attempt is in the table: its completion ends it there.
	sent := ledger.OutboxCompleteParams{CompleteParams: ledger.CompleteParams{Lease: ledger.Lease{Key: n1, Owner: "d1", Generation: 1},
		AttemptID: a4, To: ledger.Succeeded, Outcome: "sent", ExternalID: "MSG-1", Reason: "delivered", Now: ms(6000)}}
	if errs, err := s.OutboxComplete(ctx, []ledger.OutboxCompleteParams{sent}); err != nil || errs[0] != nil {
		t.Fatalf("complete n1: %v %v", errs, err)
	}
	got, err := s.TransitionList(ctx, n1)
	if err != nil || len(got) != 3 || !reflect.DeepEqual(got[:2], wantLogs[n1]) ||
		got[2] != tr(got[2].ID, n1, "notification", ledger.Running, ledger.Succeeded, "delivered", a4, 1, "d1", "MSG-1", 6000) || got[2].ID <= 10 {
		t.Errorf("log of n1 after its completion: %+v, %v", got, err)
	}
	if got, err := s.AttemptList(ctx, n1); err != nil || len(got) != 1 || got[0].ID != a4 || got[0].Outcome != "sent" || got[0].ExternalID != "MSG-1" || !got[0].EndedAt.Equal(ms(6000)) {
		t.Errorf("attempts of n1: %+v, %v", got, err)
	}

	// k2's lease expired: a takeover holds its attempt on the row and
	// leaves a3 (open) in the table.
	c, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w2", LeaseFor: time.Minute, Limit: 1, Keys: []string{k2}, Now: ms(10000)})
	if err != nil || len(c) != 1 || c[0].ClaimedFrom != ledger.Running || c[0].Generation != 2 {
		t.Fatalf("takeover of k2: %+v, %v", c, err)
	}
	done := ledger.CompleteSucceeded(c[0], "TASK-2", "found TASK-2")
	done.Now = ms(11000)
	if errs, err := s.ExecutionComplete(ctx, []ledger.CompleteParams{done}); err != nil || errs[0] != nil {
		t.Fatalf("complete k2: %v %v", errs, err)
	}
	atts, err := s.AttemptList(ctx, k2)
	wantK2 := []ledger.Attempt{
		{ID: a3, Key: k2, Kind: "execution", Generation: 1, Owner: "w1", StartedAt: ms(2000)},
		{ID: c[0].AttemptID, Key: k2, Kind: "execution", Generation: 2, Owner: "w2", StartedAt: ms(10000), EndedAt: ms(11000), Outcome: "succeeded", ExternalID: "TASK-2"},
	}
	if err != nil || !reflect.DeepEqual(atts, wantK2) {
		t.Errorf("attempts of k2:\n got %+v, %v\nwant %+v", atts, err, wantK2)
	}
	got, err = s.TransitionList(ctx, k2)
	if err != nil || len(got) != 4 || !reflect.DeepEqual(got[:2], wantLogs[k2]) ||
		got[2] != tr(got[2].ID, k2, "execution", ledger.Running, ledger.Running, got[2].Reason, c[0].AttemptID, 2, "w2", "", 10000) ||
		got[3] != tr(got[3].ID, k2, "execution", ledger.Running, ledger.Succeeded, "found TASK-2", c[0].AttemptID, 2, "w2", "TASK-2", 11000) {
		t.Errorf("log of k2 after the takeover: %+v, %v", got, err)
	}
	if table, held := countAttempts(t, s); table != 4 || held != 1 {
		t.Errorf("%d attempts in the table, %d on rows; want the 4 migrated and k2's new one on its row", table, held)
	}
}

// TestHeldAttemptArchivedInItsSchema: the archiving trigger writes into the
// attempts of the ledger whose row it archives when ledgers share a
// database in schemas of their own (postgres.NewSchema).
func TestHeldAttemptArchivedInItsSchema(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := freshDatabase(t, serverDSN(t))
	var stores []*postgres.Store
	for range 2 {
		dsn, drop, err := postgres.NewSchema(ctx, db, "axagent_held")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = drop(context.Background()) })
		stores = append(stores, openAt(t, dsn))
	}
	attemptHistory(t, stores[1])
	keys := attemptHistory(t, stores[0])
	for i, s := range stores {
		if table, held := countAttempts(t, s); table != 7 || held != 5 {
			t.Errorf("ledger %d: %d attempts in the table, %d on rows; want 7 and 5", i, table, held)
		}
	}
	if atts, err := stores[0].AttemptList(ctx, keys[0]); err != nil || len(atts) != 3 {
		t.Errorf("attempts of %s: %+v, %v", keys[0], atts, err)
	}
}

// TestHeldAttemptsUnderRacingClaims: workers racing on a few keys with
// short leases (on a shared injected clock) claim, take over expired
// leases, retry and succeed; every attempt any claim opened is in the
// key's attempts exactly once, with its generation, and the log holds one
// claim entry per attempt: archiving under concurrent claims loses none.
func TestHeldAttemptsUnderRacingClaims(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := openAt(t, migratedDatabase(t))
	const nKeys, workers, rounds = 12, 6, 60
	var keys []string
	for i := range nKeys {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%03d", i)
		in := ledgertest.Intent
		in.Action = k.Action
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: in, Now: ledgertest.T0}); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k.String())
	}
	var clock atomic.Int64 // ms after T0
	now := func(r *rand.Rand) time.Time {
		return ledgertest.T0.Add(time.Duration(clock.Add(int64(1+r.Intn(3)))) * time.Millisecond)
	}
	type opened struct {
		id  string
		gen int64
	}
	var mu sync.Mutex
	claimed := map[string][]opened{}
	takeovers := 0
	var wg sync.WaitGroup
	errc := make(chan error, workers)
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewSource(int64(w)))
			owner := fmt.Sprintf("w%d", w)
			for range rounds {
				got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: 5 * time.Millisecond, Limit: 3, Now: now(r)})
				if err != nil {
					errc <- err
					return
				}
				mu.Lock()
				for _, e := range got {
					claimed[e.Key.String()] = append(claimed[e.Key.String()], opened{e.AttemptID, e.Generation})
					if e.ClaimedFrom == ledger.Running {
						takeovers++
					}
				}
				mu.Unlock()
				var ps []ledger.CompleteParams
				for _, e := range got {
					switch r.Intn(6) {
					case 0, 1: // left to lapse: a takeover follows
					case 2, 3:
						ps = append(ps, ledger.CompleteRetry(e, "retryable", fmt.Errorf("503"), now(r)))
					case 4:
						ps = append(ps, ledger.CompleteUnknown(e, "unknown", fmt.Errorf("timeout"), "lost", now(r)))
					default:
						ps = append(ps, ledger.CompleteSucceeded(e, "TASK-"+e.AttemptID, ""))
					}
				}
				for i := range ps {
					ps[i].Now = now(r)
				}
				if len(ps) > 0 {
					// A completion whose lease was taken over is refused; that
					// is part of the race. Two batches racing over rows a
					// takeover moved between their owners do not deadlock:
					// a completion locks its rows in id order first (without
					// that, on a table this small the UPDATE scans in physical
					// order, which moves with every update: 2 deadlocks in 40
					// runs under -race).
					if _, err := s.ExecutionComplete(ctx, ps); err != nil {
						errc <- err
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errc)
	for err := range errc {
		t.Fatal(err)
	}
	total := 0
	for _, k := range keys {
		want := claimed[k]
		total += len(want)
		atts, err := s.AttemptList(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]int64{}
		for _, a := range atts {
			if _, dup := got[a.ID]; dup {
				t.Errorf("%s: attempt %s listed twice", k, a.ID)
			}
			got[a.ID] = a.Generation
		}
		if len(atts) != len(want) {
			t.Errorf("%s: %d attempts listed, %d opened", k, len(atts), len(want))
		}
		for _, o := range want {
			if g, ok := got[o.id]; !ok || g != o.gen {
				t.Errorf("%s: attempt %s (generation %d) listed as %d, %v", k, o.id, o.gen, g, ok)
			}
		}
		log, err := s.TransitionList(ctx, k)
		if err != nil {
			t.Fatal(err)
		}
		claims := 0
		for _, e := range log {
			if e.To == ledger.Running {
				claims++
			}
		}
		if claims != len(want) {
			t.Errorf("%s: %d claim entries, %d claims", k, claims, len(want))
		}
	}
	table, held := countAttempts(t, s)
	if table+held != total || total < 2*nKeys || takeovers == 0 {
		t.Errorf("%d attempts in the table and %d on rows for %d claims (%d takeovers)", table, held, total, takeovers)
	}
	t.Logf("%d claims (%d takeovers), %d archived", total, takeovers, table)
}
