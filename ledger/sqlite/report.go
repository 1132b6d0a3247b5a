package sqlite

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// dayMs is the unit of executions_created_day (migration 0010).
const dayMs = 86_400_000

// reportFilter is the WHERE clause selecting a report's executions: a range
// of the key index for the scope (codec.KeyRange) and of executions_created
// for the period. keep checks what the range cannot express (a project or
// meeting without the components before it).
func reportFilter(p ledger.ReportParams) (where string, args []any, keep func(ledger.BusinessKey) bool) {
	conds := []string{"1 = 1"}
	lo, hi, ranged := codec.KeyRange(p.Tenant, p.Project, p.Meeting)
	if ranged {
		conds, args = append(conds, "key >= ? AND key < ?"), append(args, lo, hi)
	}
	// The day bounds let executions_created_day serve the period; the
	// times make it exact.
	if !p.Since.IsZero() {
		conds, args = append(conds, "created_at / 86400000 >= ? AND created_at >= ?"), append(args, ms64(p.Since)/dayMs, ms64(p.Since))
	}
	if !p.Until.IsZero() {
		conds, args = append(conds, "created_at / 86400000 <= ? AND created_at < ?"), append(args, ms64(p.Until)/dayMs, ms64(p.Until))
	}
	keep = func(k ledger.BusinessKey) bool {
		return (p.Tenant == "" || k.Tenant == p.Tenant) && (p.Project == "" || k.Project == p.Project) && (p.Meeting == "" || k.Meeting == p.Meeting)
	}
	return strings.Join(conds, " AND "), args, keep
}

// registryFilter selects the action registry's rows of the scope and period.
func registryFilter(p ledger.ReportParams) (string, []any) {
	conds := []string{"1 = 1"}
	var args []any
	for _, c := range []struct{ col, v string }{{"r.tenant", p.Tenant}, {"r.project", p.Project}, {"r.meeting", p.Meeting}} {
		if c.v != "" {
			conds, args = append(conds, c.col+" = ?"), append(args, c.v)
		}
	}
	if !p.Since.IsZero() {
		conds, args = append(conds, "r.created_at >= ?"), append(args, ms64(p.Since))
	}
	if !p.Until.IsZero() {
		conds, args = append(conds, "r.created_at < ?"), append(args, ms64(p.Until))
	}
	return strings.Join(conds, " AND "), args
}

// ReportFacts reads a report's executions, notifications, logs, attempts
// and absorbed duplicates in one read transaction, set-wise: a handful of
// queries whatever the number of keys.
func (s *Store) ReportFacts(ctx context.Context, p ledger.ReportParams) (ledger.ReportFacts, error) {
	out := ledger.ReportFacts{Now: s.clock.Now().UTC()}
	var txs [2]*sql.Tx
	var err error
	if m := s.db.Stats().MaxOpenConnections; m == 0 || m >= 3 {
		var release func()
		txs, release, err = s.twinSnapshots(ctx)
		defer release()
	}
	if txs[0] == nil && ctx.Err() == nil {
		// Too few connections for two snapshots and the lock, or no write
		// lock to be had (a read-only file): one read, one side after the
		// other.
		if txs[0], err = s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true}); err == nil {
			defer txs[0].Rollback()
		}
	}
	if err != nil {
		return out, fmt.Errorf("report facts: %w", err)
	}
	if err := s.reportFacts(ctx, txs, p, &out); err != nil {
		return ledger.ReportFacts{}, fmt.Errorf("report facts: %w", err)
	}
	return out, nil
}

// twinSnapshots begins two read transactions that see the same commit, so
// that a report reads the executions' side and the notifications' side at
// once on two connections and still one state of the ledger: a write lock
// (BEGIN IMMEDIATE) is held while both take their snapshot, which keeps
// every writer from committing in between — for the few milliseconds it
// takes; writers wait on busy_timeout. The three connections are taken
// from the pool before the lock, so the lock is never held while waiting
// for one. release ends the transactions and returns the connections.
func (s *Store) twinSnapshots(ctx context.Context) (txs [2]*sql.Tx, release func(), err error) {
	var conns [3]*sql.Conn
	release = func() {
		for _, tx := range txs {
			if tx != nil {
				tx.Rollback()
			}
		}
		for _, c := range conns {
			if c != nil {
				c.Close()
			}
		}
	}
	fail := func(err error) ([2]*sql.Tx, func(), error) {
		release()
		return [2]*sql.Tx{}, func() {}, err
	}
	for i := range conns {
		if conns[i], err = s.db.Conn(ctx); err != nil {
			return fail(err)
		}
	}
	lock, err := conns[2].BeginTx(ctx, nil)
	if err != nil {
		return fail(err)
	}
	for i := range txs {
		if txs[i], err = conns[i].BeginTx(ctx, &sql.TxOptions{ReadOnly: true}); err == nil {
			var n int64
			err = txs[i].QueryRowContext(ctx, `SELECT count(*) FROM ledger_seq`).Scan(&n) // the snapshot starts here
		}
		if err != nil {
			lock.Rollback()
			return fail(err)
		}
	}
	if err := lock.Rollback(); err != nil {
		return fail(err)
	}
	conns[2].Close()
	conns[2] = nil
	return txs, release, nil
}

// noteRows are the notifications' side of a report, read on the second
// snapshot and added once the executions are in.
type noteRows struct {
	rows []noteRow
	logs []codec.LogRow
	atts []codec.AttemptRow
}

type noteRow struct {
	id, execID int64
	k          ledger.KeyFacts
}

func (s *Store) reportFacts(ctx context.Context, txs [2]*sql.Tx, p ledger.ReportParams, out *ledger.ReportFacts) error {
	tx := txs[0]
	actors := map[int64]string{}
	if err := eachRow(ctx, tx, `SELECT id, name FROM actors`, nil, func(r *sql.Rows) error {
		var id int64
		var name string
		if err := r.Scan(&id, &name); err != nil {
			return err
		}
		actors[id] = name
		return nil
	}); err != nil {
		return err
	}
	// Trace IDs are read only from a ledger that has some.
	traceCol := "NULL"
	var traced bool
	if err := tx.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM attempt_traces)`).Scan(&traced); err != nil {
		return err
	}
	if traced {
		traceCol = traceOf("r")
	}
	f := codec.NewFacts(actors)
	where, args, keep := reportFilter(p)
	xWhere := strings.NewReplacer("key ", "x.key ", "created_at", "x.created_at").Replace(where)

	// The notifications' side, on the second snapshot meanwhile (or after
	// the executions' on the one snapshot).
	var notes noteRows
	noteErr := make(chan error, 1)
	readNotes := func(tx *sql.Tx) { noteErr <- s.reportNotes(ctx, tx, xWhere, args, traceCol, &notes) }
	if txs[1] != nil {
		go readNotes(txs[1])
	}

	var eIDs idSpan
	// A row that holds its first log entry (enq_state, migration 0024)
	// gives it here, under the row's ID.
	err := eachRow(ctx, tx, `SELECT id, key, state, title, assignee, assignee_id, due_date, source, created_at, updated_at,
	        enq_state, enq_actor, `+reasonSQL("enq_reason", "''")+`
	      FROM executions WHERE `+where+` ORDER BY created_at, id`, args, func(r *sql.Rows) error {
		var id, st, created, updated int64
		var k ledger.KeyFacts
		var first codec.LogRow
		var enqState sql.NullInt64
		if err := r.Scan(&id, &k.Key, &st, &k.Intent.Title, &k.Intent.Assignee, &k.Intent.AssigneeID, &k.Intent.DueDate, &k.Source, &created, &updated,
			&enqState, &first.Actor, &first.Reason); err != nil {
			return err
		}
		// Stored keys were validated on the way in: split, don't re-check.
		bk, ok := codec.SplitKey(k.Key)
		if !ok || !keep(bk) {
			return nil
		}
		k.Intent.Project, k.Intent.Action = bk.Project, bk.Action
		k.State, k.CreatedAt, k.UpdatedAt = codec.StateOf(st, true), codec.TimeOf(created), codec.TimeOf(updated)
		f.AddExecution(id, k)
		eIDs.add(id)
		if enqState.Valid {
			first.Kind, first.Ref, first.ID, first.To, first.At = codec.KindExecution, id, id, enqState.Int64, created
			f.AddLog(first)
		}
		return nil
	})
	if err == nil {
		err = readLogs(ctx, tx, codec.KindExecution, `executions x CROSS JOIN %[1]s r ON r.kind = 0 AND r.ref = x.id`, xWhere, args, eIDs, traceCol,
			f.AddLog, f.AddAttempt)
	}
	if txs[1] == nil {
		readNotes(tx)
	}
	if nerr := <-noteErr; err == nil {
		err = nerr
	}
	if err != nil {
		return err
	}
	for _, n := range notes.rows {
		f.AddNotification(n.id, n.execID, n.k)
	}
	for _, l := range notes.logs {
		f.AddLog(l)
	}
	for _, a := range notes.atts {
		f.AddAttempt(a)
	}
	out.Executions, out.Notifications = f.Result()
	sources := map[string]bool{}
	for _, e := range out.Executions {
		sources[e.Source] = true
	}
	// Duplicates absorbed: of a key in range, and of an event that
	// enqueued keys in range (by its name, a few per meeting).
	addAbsorbed := func(r *sql.Rows) error {
		var a ledger.Absorbed
		var ref sql.NullInt64
		var key, event sql.NullString
		var at int64
		if err := r.Scan(&a.ID, &ref, &key, &event, &at); err != nil {
			return err
		}
		a.Key, a.Event, a.At = key.String, event.String, codec.TimeOf(at)
		if a.Key != "" && !f.HasExecution(ref.Int64) {
			return nil // outside what keep admits
		}
		out.Absorbed = append(out.Absorbed, a)
		return nil
	}
	err = eachRow(ctx, tx, `SELECT d.id, d.ref, x.key, NULL, d.at FROM absorbed d CROSS JOIN executions x ON x.id = d.ref
	      WHERE d.ref IS NOT NULL AND `+xWhere, args, addAbsorbed)
	if err != nil {
		return err
	}
	events := make([]any, 0, len(sources))
	for src := range sources {
		if src != "" {
			events = append(events, src)
		}
	}
	sort.Slice(events, func(i, j int) bool { return events[i].(string) < events[j].(string) })
	for len(events) > 0 {
		n := min(len(events), 500)
		err = eachRow(ctx, tx, `SELECT d.id, NULL, NULL, d.event, d.at FROM absorbed d WHERE d.event IN (`+placeholders(n)+`)`, events[:n], addAbsorbed)
		if err != nil {
			return err
		}
		events = events[n:]
	}
	sort.Slice(out.Absorbed, func(i, j int) bool { return out.Absorbed[i].ID < out.Absorbed[j].ID })
	if out.Received, err = receivedAt(ctx, tx, sources); err != nil {
		return err
	}
	scopeWhere, scopeArgs, _ := reportFilter(ledger.ReportParams{Tenant: p.Tenant, Project: p.Project, Meeting: p.Meeting})
	// A meeting's range is small: read it. A tenant's or the whole
	// ledger's is not: walk the day index to the first day with a row in
	// scope, then take that day's earliest.
	q := `SELECT min(created_at) FROM executions WHERE ` + scopeWhere
	oargs := scopeArgs
	if p.Meeting == "" {
		q = `SELECT min(created_at) FROM executions WHERE ` + scopeWhere + ` AND created_at / 86400000 =
		    (SELECT created_at / 86400000 FROM executions INDEXED BY executions_created_day WHERE ` + scopeWhere + ` ORDER BY created_at / 86400000 LIMIT 1)`
		oargs = append(append([]any{}, scopeArgs...), scopeArgs...)
	}
	var oldest sql.NullInt64
	if err := tx.QueryRowContext(ctx, q, oargs...).Scan(&oldest); err != nil {
		return err
	}
	out.OldestKept = codec.TimeOf(oldest.Int64)
	rw, rargs := registryFilter(p)
	err = eachRow(ctx, tx, `SELECT tenant, project, meeting, action_id, match_key, title, assignee, created_at FROM action_registry r WHERE `+rw, rargs, func(r *sql.Rows) error {
		var a ledger.RegisteredAction
		var at int64
		if err := r.Scan(&a.Scope.Tenant, &a.Scope.Project, &a.Scope.Meeting, &a.ActionID, &a.MatchKey, &a.Title, &a.Assignee, &at); err != nil {
			return err
		}
		a.CreatedAt = codec.TimeOf(at)
		out.Registry = append(out.Registry, a)
		return nil
	})
	if err != nil {
		return err
	}
	var n int64
	var lo, hi sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT count(*), min(r.created_at), max(r.created_at) FROM action_registry r WHERE `+rw+`
	      AND NOT EXISTS (SELECT 1 FROM executions e WHERE e.key = r.tenant || ':' || r.project || ':' || r.meeting || ':' || r.action_id || ':`+ledger.OpCreateTask+`')`,
		rargs...).Scan(&n, &lo, &hi); err != nil {
		return err
	}
	out.Collected = ledger.Collected{Count: int(n), Oldest: codec.TimeOf(lo.Int64), Newest: codec.TimeOf(hi.Int64)}
	return nil
}

// reportNotes reads the notifications of the executions in range, with
// their logs and attempts.
func (s *Store) reportNotes(ctx context.Context, tx *sql.Tx, xWhere string, args []any, traceCol string, out *noteRows) error {
	var oIDs idSpan
	// A row that holds its first log entry (enq_att, migration 0024) gives
	// it here: its ID is the row's, its actor "axagent", its reason derived.
	err := eachRow(ctx, tx, `SELECT o.id, o.exec_id, o.key, o.state, o.created_at, o.updated_at, o.enq_att IS NOT NULL, o.enq_att,
	        (SELECT a.id FROM actors a WHERE a.name = 'axagent')
	      FROM executions x CROSS JOIN outbox o ON o.exec_id = x.id WHERE `+xWhere, args, func(r *sql.Rows) error {
		var n noteRow
		var st, created, updated int64
		var first bool
		var att []byte
		var ax sql.NullInt64
		if err := r.Scan(&n.id, &n.execID, &n.k.Key, &st, &created, &updated, &first, &att, &ax); err != nil {
			return err
		}
		n.k.State, n.k.CreatedAt, n.k.UpdatedAt = codec.StateOf(st, true), codec.TimeOf(created), codec.TimeOf(updated)
		out.rows = append(out.rows, n)
		oIDs.add(n.id)
		if first {
			out.logs = append(out.logs, codec.LogRow{Kind: codec.KindNotification, Ref: n.id, ID: n.id, To: 0, AttemptID: att, Actor: ax, At: created})
		}
		return nil
	})
	if err != nil {
		return err
	}
	return readLogs(ctx, tx, codec.KindNotification, `executions x CROSS JOIN outbox o ON o.exec_id = x.id CROSS JOIN %[1]s r ON r.kind = 1 AND r.ref = o.id`,
		xWhere, args, oIDs, traceCol,
		func(l codec.LogRow) { out.logs = append(out.logs, l) }, func(a codec.AttemptRow) { out.atts = append(out.atts, a) })
}

// readLogs reads the log entries and attempts of one kind of row. Rows are
// clustered by (kind, ref): when the report's rows fill most of their id
// range (a period, a meeting), that range is read in one pass and rows of
// other keys are dropped later (Facts.AddLog, AddAttempt); otherwise each
// key's rows are joined from the executions in range (join, with %[1]s for
// the table).
func readLogs(ctx context.Context, tx *sql.Tx, kind int64, join, xWhere string, args []any, ids idSpan, traceCol string,
	addLog func(codec.LogRow), addAttempt func(codec.AttemptRow)) error {
	from, where, qargs := fmt.Sprintf(join, "transitions"), xWhere, args
	lo, hi, dense, err := ids.span(ctx, tx, kind)
	if err != nil {
		return err
	}
	if dense {
		from, where, qargs = "transitions r", fmt.Sprintf("r.kind = %d AND r.ref BETWEEN ? AND ?", kind), []any{lo, hi}
	}
	err = eachRow(ctx, tx, `SELECT r.kind, r.ref, r.id, r.from_state, r.to_state, `+reasonSQL("r.reason", "r.external_id")+`, r.attempt_id, r.generation, r.actor, r.external_id, r.at
	      FROM `+from+` WHERE `+where, qargs, func(r *sql.Rows) error {
		var l codec.LogRow
		if err := r.Scan(&l.Kind, &l.Ref, &l.ID, &l.From, &l.To, &l.Reason, &l.AttemptID, &l.Generation, &l.Actor, &l.ExternalID, &l.At); err != nil {
			return err
		}
		addLog(l)
		return nil
	})
	if err != nil {
		return err
	}
	from = fmt.Sprintf(join, "attempts")
	if dense {
		from = "attempts r"
	}
	return eachRow(ctx, tx, `SELECT r.kind, r.ref, r.id, r.generation, r.owner, r.started_at, r.ended_at, r.outcome, r.external_id, r.error,
	        r.claim_id, r.claimed_from, r.claim_ext, r.done_id, r.done_to, `+reasonSQL("r.done_reason", "ifnull(r.done_ext, r.external_id)")+`, r.done_ext, `+traceCol+`
	      FROM `+from+` WHERE `+where, qargs, func(r *sql.Rows) error {
		var a codec.AttemptRow
		if err := r.Scan(&a.Kind, &a.Ref, &a.ID, &a.Generation, &a.Owner, &a.StartedAt, &a.EndedAt, &a.Outcome, &a.ExternalID, &a.Error,
			&a.ClaimID, &a.ClaimedFrom, &a.ClaimExt, &a.DoneID, &a.DoneTo, &a.DoneReason, &a.DoneExt, &a.TraceID); err != nil {
			return err
		}
		addAttempt(a)
		return nil
	})
}

// idSpan tracks the row ids a report reads.
type idSpan struct{ lo, hi, n int64 }

func (s *idSpan) add(id int64) {
	if s.n == 0 || id < s.lo {
		s.lo = id
	}
	if s.n == 0 || id > s.hi {
		s.hi = id
	}
	s.n++
}

// span is the id range and whether the report's rows fill at least half
// of the rows of their table in it (then one range scan beats a lookup per
// key). Executions and outbox rows take their ids from the log's sequence
// (migration 0024), so a range is never full of one table's ids; the rows
// of that table in it are counted (a rowid range, cheap) once the id range
// alone cannot decide.
func (s idSpan) span(ctx context.Context, tx *sql.Tx, kind int64) (lo, hi int64, dense bool, err error) {
	if s.n == 0 {
		return 0, 0, false, nil
	}
	if 2*s.n >= s.hi-s.lo+1 {
		return s.lo, s.hi, true, nil
	}
	table := "executions"
	if kind == codec.KindNotification {
		table = "outbox"
	}
	var inRange int64
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM `+table+` WHERE id BETWEEN ? AND ?`, s.lo, s.hi).Scan(&inRange); err != nil {
		return 0, 0, false, fmt.Errorf("report: count %s ids: %w", table, err)
	}
	return s.lo, s.hi, 2*s.n >= inRange, nil
}

// eachRow runs q and calls fn on every row.
func eachRow(ctx context.Context, tx *sql.Tx, q string, args []any, fn func(*sql.Rows) error) error {
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return codec.Each(rows, func() error { return fn(rows) })
}

// recordAbsorbed logs a duplicate the ledger absorbed: an event delivered
// again (event is source/message_id) or a key enqueued again with the same
// content (ref is its execution's id).
func recordAbsorbed(ctx context.Context, tx *sql.Tx, ref int64, event string, at int64) error {
	var r, e any
	if event != "" {
		e = event
	} else {
		r = ref
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO absorbed (ref, event, at) VALUES (?, ?, ?)`, r, e, at); err != nil {
		return fmt.Errorf("record absorbed duplicate: %w", err)
	}
	return nil
}

// traceOf is the SQL expression of the trace ID of attempt alias a
// (attempt_traces, migration 0011; NULL when none was recorded).
func traceOf(a string) string {
	return `(SELECT t.trace_id FROM attempt_traces t WHERE t.kind = ` + a + `.kind AND t.ref = ` + a + `.ref AND t.id = ` + a + `.id)`
}

// recordTrace keeps the trace ID of an attempt, when there is one. Traces
// live beside the attempts so that a ledger without tracing spends no byte
// on them.
func recordTrace(ctx context.Context, tx *sql.Tx, kind, ref int64, att any, traceID string) error {
	trace, err := codec.TraceID(traceID)
	if err != nil || trace == nil || att == nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO attempt_traces (kind, ref, id, trace_id)
	      SELECT kind, ref, id, ?4 FROM attempts WHERE kind = ?1 AND ref = ?2 AND id = ?3
	      ON CONFLICT (kind, ref, id) DO UPDATE SET trace_id = excluded.trace_id`, kind, ref, att, trace); err != nil {
		return fmt.Errorf("record trace ID: %w", err)
	}
	return nil
}

// receivedAt reads when the inbox received the events named (as
// executions.source names them, source/message_id), in batches of row
// values.
func receivedAt(ctx context.Context, tx *sql.Tx, events map[string]bool) (map[string]time.Time, error) {
	out := map[string]time.Time{}
	var pairs []any
	for ev := range events {
		if src, id, ok := strings.Cut(ev, "/"); ok {
			pairs = append(pairs, src, id)
		}
	}
	for len(pairs) > 0 {
		n := min(len(pairs), 800)
		vals := strings.TrimSuffix(strings.Repeat("(?, ?), ", n/2), ", ")
		err := eachRow(ctx, tx, `SELECT source, message_id, received_at FROM inbox WHERE (source, message_id) IN (VALUES `+vals+`)`, pairs[:n], func(r *sql.Rows) error {
			var src, id string
			var at int64
			if err := r.Scan(&src, &id, &at); err != nil {
				return err
			}
			out[src+"/"+id] = codec.TimeOf(at)
			return nil
		})
		if err != nil {
			return nil, err
		}
		pairs = pairs[n:]
	}
	return out, nil
}
