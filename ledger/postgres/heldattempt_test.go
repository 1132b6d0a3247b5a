package postgres_test

import (
	"context"
	"reflect"
	"testing"
	"time"

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
	keys := []ledger.BusinessKey{ledgertest.Key, ledgertest.Key, ledgertest.Key}
	keys[1].Action, keys[2].Action = "A008", "A009"
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
	return []string{keys[0].String(), note.Key, keys[1].String(), keys[2].String()}
}

// view is everything the API shows of a key's history.
type view struct {
	log      []ledger.Transition
	attempts []ledger.Attempt
	reason   string
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
	s := openAt(t, freshDatabase(t, serverDSN(t)))
	keys := attemptHistory(t, s)
	// Superseded: keys[0] A and B, the notification's D, keys[1]'s F
	// (archived by the resolve), keys[2]'s H (archived by the resolve).
	if table, held := countAttempts(t, s); table != 5 || held != 4 {
		t.Errorf("%d attempts in the table, %d on rows; want 5 superseded and 4 latest", table, held)
	}
	before := viewOf(t, s, keys)
	if n := archiveHeld(t, s); n != 4 {
		t.Fatalf("archived %d attempts, want 4", n)
	}
	if table, held := countAttempts(t, s); table != 9 || held != 0 {
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
	ctx := context.Background()
	s := openAt(t, freshDatabase(t, serverDSN(t)))
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
