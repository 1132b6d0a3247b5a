package postgres

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// pgArgs numbers the placeholders of one statement.
type pgArgs []any

func (a *pgArgs) add(v any) string {
	*a = append(*a, v)
	return fmt.Sprintf("$%d", len(*a))
}

// reportWhere is the condition selecting a report's executions (alias x):
// a range of the key index for the scope (codec.KeyRange), of
// executions_created for the period, and the components the range cannot
// express.
func reportWhere(p ledger.ReportParams, a *pgArgs) string {
	conds := []string{"true"}
	lo, hi, ranged := codec.KeyRange(p.Tenant, p.Project, p.Meeting)
	if ranged {
		conds = append(conds, "x.key >= "+a.add(lo)+" AND x.key < "+a.add(hi))
	}
	if !ranged && p.Project != "" || p.Project == "" && p.Meeting != "" {
		// A component without those before it: compare it in the key.
		if p.Project != "" {
			conds = append(conds, "split_part(x.key, ':', 2) = "+a.add(p.Project))
		}
		if p.Meeting != "" {
			conds = append(conds, "split_part(x.key, ':', 3) = "+a.add(p.Meeting))
		}
	}
	if !p.Since.IsZero() {
		conds = append(conds, "x.created_at >= "+a.add(ms64(p.Since)))
	}
	if !p.Until.IsZero() {
		conds = append(conds, "x.created_at < "+a.add(ms64(p.Until)))
	}
	return strings.Join(conds, " AND ")
}

// registryWhere selects the action registry's rows (alias r) of the scope
// and period.
func registryWhere(p ledger.ReportParams, a *pgArgs) string {
	conds := []string{"true"}
	for _, c := range []struct{ col, v string }{{"r.tenant", p.Tenant}, {"r.project", p.Project}, {"r.meeting", p.Meeting}} {
		if c.v != "" {
			conds = append(conds, c.col+" = "+a.add(c.v))
		}
	}
	if !p.Since.IsZero() {
		conds = append(conds, "r.created_at >= "+a.add(ms64(p.Since)))
	}
	if !p.Until.IsZero() {
		conds = append(conds, "r.created_at < "+a.add(ms64(p.Until)))
	}
	return strings.Join(conds, " AND ")
}

// ReportFacts reads a report's executions, notifications, logs, attempts
// and absorbed duplicates from one snapshot, set-wise.
func (s *Store) ReportFacts(ctx context.Context, p ledger.ReportParams) (ledger.ReportFacts, error) {
	var out ledger.ReportFacts
	tx, err := s.pool.BeginTx(ctx, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly})
	if err != nil {
		return out, fmt.Errorf("report facts: %w", err)
	}
	defer tx.Rollback(ctx)
	if err := s.reportFacts(ctx, tx, p, &out); err != nil {
		return ledger.ReportFacts{}, fmt.Errorf("report facts: %w", err)
	}
	return out, nil
}

func (s *Store) reportFacts(ctx context.Context, tx pgx.Tx, p ledger.ReportParams, out *ledger.ReportFacts) error {
	now, err := s.nowMs(ctx, tx, out.Now)
	if err != nil {
		return err
	}
	out.Now = fromMs(now)
	actors := map[int64]string{}
	if err := eachRow(ctx, tx, `SELECT id, name FROM actors`, nil, func(r pgx.Rows) error {
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
	f := codec.NewFacts(actors)
	var a pgArgs
	where := reportWhere(p, &a)
	sub := `SELECT x.id FROM executions x WHERE ` + where
	err = eachRow(ctx, tx, `SELECT x.id, x.key, x.state, x.title, x.assignee, x.assignee_id, x.due_date, x.source, x.created_at, x.updated_at
	      FROM executions x WHERE `+where+` ORDER BY x.created_at, x.id`, a, func(r pgx.Rows) error {
		var id, st, created, updated int64
		var k ledger.KeyFacts
		if err := r.Scan(&id, &k.Key, &st, &k.Intent.Title, &k.Intent.Assignee, &k.Intent.AssigneeID, &k.Intent.DueDate, &k.Source, &created, &updated); err != nil {
			return err
		}
		bk, ok := codec.SplitKey(k.Key)
		if !ok {
			return nil
		}
		k.Intent.Project, k.Intent.Action = bk.Project, bk.Action
		k.State, k.CreatedAt, k.UpdatedAt = codec.StateOf(st, true), fromMs(created), fromMs(updated)
		f.AddExecution(id, k)
		return nil
	})
	if err != nil {
		return err
	}
	err = eachRow(ctx, tx, `SELECT id, exec_id, key, state, created_at, updated_at FROM outbox WHERE exec_id IN (`+sub+`)`, a, func(r pgx.Rows) error {
		var id, execID, st, created, updated int64
		var k ledger.KeyFacts
		if err := r.Scan(&id, &execID, &k.Key, &st, &created, &updated); err != nil {
			return err
		}
		k.State, k.CreatedAt, k.UpdatedAt = codec.StateOf(st, true), fromMs(created), fromMs(updated)
		f.AddNotification(id, execID, k)
		return nil
	})
	if err != nil {
		return err
	}
	refs := []struct {
		kind int64
		sub  string
	}{{codec.KindExecution, sub}, {codec.KindNotification, `SELECT id FROM outbox WHERE exec_id IN (` + sub + `)`}}
	for _, rf := range refs {
		err := eachRow(ctx, tx, `SELECT kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at
		      FROM `+logRows+` l WHERE kind = `+fmt.Sprint(rf.kind)+` AND ref IN (`+rf.sub+`)`, a, func(r pgx.Rows) error {
			var l codec.LogRow
			if err := r.Scan(&l.Kind, &l.Ref, &l.ID, &l.From, &l.To, &l.Reason, &l.AttemptID, &l.Generation, &l.Actor, &l.ExternalID, &l.At); err != nil {
				return err
			}
			f.AddLog(l)
			return nil
		})
		if err != nil {
			return err
		}
		err = eachRow(ctx, tx, `SELECT `+attemptCols+`
		      FROM `+attemptRows+` a WHERE kind = `+fmt.Sprint(rf.kind)+` AND ref IN (`+rf.sub+`)`, a, func(r pgx.Rows) error {
			var at codec.AttemptRow
			if err := r.Scan(&at.Kind, &at.Ref, &at.ID, &at.Generation, &at.Owner, &at.StartedAt, &at.EndedAt, &at.Outcome, &at.ExternalID, &at.Error,
				&at.ClaimID, &at.ClaimedFrom, &at.ClaimExt, &at.DoneID, &at.DoneTo, &at.DoneReason, &at.DoneExt, &at.TraceID); err != nil {
				return err
			}
			f.AddAttempt(at)
			return nil
		})
		if err != nil {
			return err
		}
	}
	out.Executions, out.Notifications = f.Result()
	err = eachRow(ctx, tx, `SELECT d.id, x.key, NULL::text, d.at FROM absorbed d JOIN executions x ON x.id = d.ref WHERE d.ref IN (`+sub+`)
	      UNION ALL
	      SELECT d.id, NULL, d.event, d.at FROM absorbed d WHERE d.event IN (SELECT x.source FROM executions x WHERE `+where+`)
	      ORDER BY 1`, a, func(r pgx.Rows) error {
		var ab ledger.Absorbed
		var key, event *string
		var at int64
		if err := r.Scan(&ab.ID, &key, &event, &at); err != nil {
			return err
		}
		if key != nil {
			ab.Key = *key
		}
		if event != nil {
			ab.Event = *event
		}
		ab.At = fromMs(at)
		out.Absorbed = append(out.Absorbed, ab)
		return nil
	})
	if err != nil {
		return err
	}
	sources := map[string]bool{}
	for _, e := range out.Executions {
		sources[e.Source] = true
	}
	if out.Received, err = receivedAt(ctx, tx, sources); err != nil {
		return err
	}
	var sa pgArgs
	scope := reportWhere(ledger.ReportParams{Tenant: p.Tenant, Project: p.Project, Meeting: p.Meeting}, &sa)
	var oldest *int64
	if err := tx.QueryRow(ctx, `SELECT min(x.created_at) FROM executions x WHERE `+scope, sa...).Scan(&oldest); err != nil {
		return err
	}
	if oldest != nil {
		out.OldestKept = fromMs(*oldest)
	}
	var ra pgArgs
	rw := registryWhere(p, &ra)
	err = eachRow(ctx, tx, `SELECT tenant, project, meeting, action_id, match_key, title, assignee, created_at FROM action_registry r WHERE `+rw, ra, func(r pgx.Rows) error {
		var ra ledger.RegisteredAction
		var at int64
		if err := r.Scan(&ra.Scope.Tenant, &ra.Scope.Project, &ra.Scope.Meeting, &ra.ActionID, &ra.MatchKey, &ra.Title, &ra.Assignee, &at); err != nil {
			return err
		}
		ra.CreatedAt = fromMs(at)
		out.Registry = append(out.Registry, ra)
		return nil
	})
	if err != nil {
		return err
	}
	var n int64
	var lo, hi *int64
	if err := tx.QueryRow(ctx, `SELECT count(*), min(r.created_at), max(r.created_at) FROM action_registry r WHERE `+rw+`
	      AND NOT EXISTS (SELECT 1 FROM executions e WHERE e.key = r.tenant || ':' || r.project || ':' || r.meeting || ':' || r.action_id || ':`+ledger.OpCreateTask+`')`,
		ra...).Scan(&n, &lo, &hi); err != nil {
		return err
	}
	out.Collected = ledger.Collected{Count: int(n)}
	if lo != nil && hi != nil {
		out.Collected.Oldest, out.Collected.Newest = fromMs(*lo), fromMs(*hi)
	}
	return nil
}

// eachRow runs q and calls fn on every row.
func eachRow(ctx context.Context, tx pgx.Tx, q string, args []any, fn func(pgx.Rows) error) error {
	rows, err := tx.Query(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	return codec.Each(rows, func() error { return fn(rows) })
}

// absorbedSQL logs a duplicate the ledger absorbed: $1 the execution's key
// (a key enqueued again with the same content) or NULL, $2 the event
// (source/message_id delivered again) or NULL, $3 the time (NULL: the
// database clock).
const absorbedSQL = `INSERT INTO absorbed (ref, event, at)
    SELECT (SELECT id FROM executions WHERE key = $1::text), $2::text, COALESCE($3::bigint, ` + dbNow + `)`

// absorbedEvent logs a delivery of an event the inbox already holds.
func (s *Store) absorbedEvent(ctx context.Context, r ledger.InboxReceipt) error {
	if _, err := s.pool.Exec(ctx, absorbedSQL, nil, r.Source+"/"+r.MessageID, s.nowArg(r.ReceivedAt)); err != nil {
		return fmt.Errorf("inbox receive %s/%s: record absorbed duplicate: %w", r.Source, r.MessageID, err)
	}
	return nil
}

// receivedAt reads when the inbox received the events named (as
// executions.source names them, source/message_id).
func receivedAt(ctx context.Context, tx pgx.Tx, events map[string]bool) (map[string]time.Time, error) {
	out := map[string]time.Time{}
	var srcs, ids []string
	for ev := range events {
		if src, id, ok := strings.Cut(ev, "/"); ok {
			srcs, ids = append(srcs, src), append(ids, id)
		}
	}
	if len(srcs) == 0 {
		return out, nil
	}
	err := eachRow(ctx, tx, `SELECT i.source, i.message_id, i.received_at FROM inbox i
	    JOIN unnest($1::text[], $2::text[]) AS e(source, message_id) ON e.source = i.source AND e.message_id = i.message_id`,
		[]any{srcs, ids}, func(r pgx.Rows) error {
			var src, id string
			var at int64
			if err := r.Scan(&src, &id, &at); err != nil {
				return err
			}
			out[src+"/"+id] = fromMs(at)
			return nil
		})
	return out, err
}
