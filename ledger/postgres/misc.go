package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
)

// InboxReceive persists a received event before any side effect (S8).
func (s *Store) InboxReceive(ctx context.Context, r ledger.InboxReceipt) (ledger.InboxReceipt, bool, error) {
	if r.Source == "" || r.MessageID == "" {
		return ledger.InboxReceipt{}, false, fmt.Errorf("inbox receive: source and message ID are required")
	}
	var out ledger.InboxReceipt
	var created bool
	var recv, upd int64
	// One statement: insert-or-nothing, then the stored row either way.
	err := s.pool.QueryRow(ctx, `WITH `+clkCTE+`,
	    ins AS (
	        INSERT INTO inbox (source, message_id, status, body, received_at, updated_at)
	        SELECT $2, $3, 'received', $4, clk.now, clk.now FROM clk
	        ON CONFLICT (source, message_id) DO NOTHING
	        RETURNING source, message_id, status, body, result, received_at, updated_at
	    )
	    SELECT true, * FROM ins
	    UNION ALL
	    SELECT false, source, message_id, status, body, result, received_at, updated_at FROM inbox
	    WHERE source = $2 AND message_id = $3 AND NOT EXISTS (SELECT 1 FROM ins)`,
		s.nowArg(r.ReceivedAt), r.Source, r.MessageID, r.Body).Scan(&created, &out.Source, &out.MessageID, &out.Status, &out.Body, &out.Result, &recv, &upd)
	if errors.Is(err, pgx.ErrNoRows) {
		// Inserted by a transaction that committed after this statement
		// began: a duplicate, read with a fresh snapshot.
		out, err = getInbox(ctx, s.pool, r.Source, r.MessageID)
		return out, true, err
	}
	if err != nil {
		return ledger.InboxReceipt{}, false, fmt.Errorf("inbox receive %s/%s: %w", r.Source, r.MessageID, err)
	}
	out.ReceivedAt, out.UpdatedAt = fromMs(recv), fromMs(upd)
	return out, !created, nil
}

func getInbox(ctx context.Context, q queryer, source, id string) (ledger.InboxReceipt, error) {
	var r ledger.InboxReceipt
	var recv, upd int64
	err := q.QueryRow(ctx, `SELECT source, message_id, status, body, result, received_at, updated_at FROM inbox WHERE source = $1 AND message_id = $2`, source, id).
		Scan(&r.Source, &r.MessageID, &r.Status, &r.Body, &r.Result, &recv, &upd)
	if errors.Is(err, pgx.ErrNoRows) {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, ledger.ErrNotFound)
	}
	if err != nil {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, err)
	}
	r.ReceivedAt, r.UpdatedAt = fromMs(recv), fromMs(upd)
	return r, nil
}

// InboxGet returns one receipt.
func (s *Store) InboxGet(ctx context.Context, source, messageID string) (ledger.InboxReceipt, error) {
	return getInbox(ctx, s.pool, source, messageID)
}

// InboxListReceived lists receipts waiting to be processed, oldest first.
func (s *Store) InboxListReceived(ctx context.Context, limit int) ([]ledger.InboxReceipt, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.pool.Query(ctx, `SELECT source, message_id, status, body, result, received_at, updated_at FROM inbox WHERE status = 'received' ORDER BY received_at, source, message_id LIMIT $1`, limit)
	if err != nil {
		return nil, fmt.Errorf("list inbox: %w", err)
	}
	defer rows.Close()
	var out []ledger.InboxReceipt
	for rows.Next() {
		var r ledger.InboxReceipt
		var recv, upd int64
		if err := rows.Scan(&r.Source, &r.MessageID, &r.Status, &r.Body, &r.Result, &recv, &upd); err != nil {
			return nil, fmt.Errorf("list inbox: %w", err)
		}
		r.ReceivedAt, r.UpdatedAt = fromMs(recv), fromMs(upd)
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list inbox: %w", err)
	}
	return out, nil
}

// TransitionList returns a key's log, oldest first.
func (s *Store) TransitionList(ctx context.Context, key string) ([]ledger.Transition, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, key, kind, from_state, to_state, reason, attempt_id, generation, actor, external_id, at FROM transitions WHERE key = $1 ORDER BY id`, key)
	if err != nil {
		return nil, fmt.Errorf("list transitions %s: %w", key, err)
	}
	defer rows.Close()
	var out []ledger.Transition
	for rows.Next() {
		var t ledger.Transition
		var from, to string
		var at int64
		if err := rows.Scan(&t.ID, &t.Key, &t.Kind, &from, &to, &t.Reason, &t.AttemptID, &t.Generation, &t.Actor, &t.ExternalID, &at); err != nil {
			return nil, fmt.Errorf("list transitions %s: %w", key, err)
		}
		t.From, t.To, t.At = ledger.State(from), ledger.State(to), fromMs(at)
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list transitions %s: %w", key, err)
	}
	return out, nil
}

// AttemptList returns a key's attempts, oldest first.
func (s *Store) AttemptList(ctx context.Context, key string) ([]ledger.Attempt, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, key, kind, generation, owner, started_at, ended_at, outcome, external_id, error FROM attempts WHERE key = $1 ORDER BY started_at, generation`, key)
	if err != nil {
		return nil, fmt.Errorf("list attempts %s: %w", key, err)
	}
	defer rows.Close()
	var out []ledger.Attempt
	for rows.Next() {
		var a ledger.Attempt
		var st, en int64
		if err := rows.Scan(&a.ID, &a.Key, &a.Kind, &a.Generation, &a.Owner, &st, &en, &a.Outcome, &a.ExternalID, &a.Error); err != nil {
			return nil, fmt.Errorf("list attempts %s: %w", key, err)
		}
		a.StartedAt, a.EndedAt = fromMs(st), fromMs(en)
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list attempts %s: %w", key, err)
	}
	return out, nil
}

// ActionRegistryUpdate runs fn in one transaction over the scope. Callers
// on the same scope are serialised by an advisory transaction lock on a
// hash of the scope, so fn always sees every action committed before it
// and two callers can never both pick the next free ID (R3).
func (s *Store) ActionRegistryUpdate(ctx context.Context, scope ledger.MeetingScope, fn func([]ledger.RegisteredAction) ([]ledger.RegisteredAction, error)) ([]ledger.RegisteredAction, error) {
	var all []ledger.RegisteredAction
	err := s.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2))`, registryLockClass, scopeLockName(scope)); err != nil {
			return fmt.Errorf("lock action registry %s: %w", scopeLockName(scope), err)
		}
		existing, err := listRegistry(ctx, tx, scope)
		if err != nil {
			return err
		}
		added, err := fn(existing)
		if err != nil {
			return err
		}
		if len(added) > 0 {
			now, err := s.nowMs(ctx, tx, time.Time{})
			if err != nil {
				return fmt.Errorf("register actions: %w", err)
			}
			for _, a := range added {
				created := now
				if !a.CreatedAt.IsZero() {
					created = a.CreatedAt.UnixMilli()
				}
				if _, err := tx.Exec(ctx, `INSERT INTO action_registry (tenant, project, meeting, action_id, match_key, title, assignee, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
					scope.Tenant, scope.Project, scope.Meeting, a.ActionID, a.MatchKey, a.Title, a.Assignee, created); err != nil {
					return fmt.Errorf("register action %s: %w", a.ActionID, err)
				}
			}
		}
		all, err = listRegistry(ctx, tx, scope)
		return err
	})
	return all, err
}

// scopeLockName is the text hashed into the scope's advisory lock. The
// separator cannot occur in a key part.
func scopeLockName(scope ledger.MeetingScope) string {
	return scope.Tenant + ":" + scope.Project + ":" + scope.Meeting
}

// ActionRegistryList lists a scope's registered actions by ID.
func (s *Store) ActionRegistryList(ctx context.Context, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	return listRegistry(ctx, s.pool, scope)
}

func listRegistry(ctx context.Context, q queryer, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	rows, err := q.Query(ctx, `SELECT action_id, match_key, title, assignee, created_at FROM action_registry WHERE tenant = $1 AND project = $2 AND meeting = $3 ORDER BY action_id`,
		scope.Tenant, scope.Project, scope.Meeting)
	if err != nil {
		return nil, fmt.Errorf("list action registry: %w", err)
	}
	defer rows.Close()
	var out []ledger.RegisteredAction
	for rows.Next() {
		a := ledger.RegisteredAction{Scope: scope}
		var c int64
		if err := rows.Scan(&a.ActionID, &a.MatchKey, &a.Title, &a.Assignee, &c); err != nil {
			return nil, fmt.Errorf("list action registry: %w", err)
		}
		a.CreatedAt = fromMs(c)
		out = append(out, a)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list action registry: %w", err)
	}
	return out, nil
}

// CacheGet reads a cached value.
func (s *Store) CacheGet(ctx context.Context, key string) (string, bool, error) {
	var v string
	err := s.pool.QueryRow(ctx, `SELECT value FROM cache WHERE key = $1`, key).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("cache get: %w", err)
	}
	return v, true, nil
}

// CachePut stores a value (first writer wins; values are derived, so equal).
func (s *Store) CachePut(ctx context.Context, key, value string, now time.Time) error {
	_, err := s.pool.Exec(ctx, `INSERT INTO cache (key, value, created_at) VALUES ($1, $2, COALESCE($3::bigint, `+dbNow+`)) ON CONFLICT (key) DO NOTHING`,
		key, value, s.nowArg(now))
	if err != nil {
		return fmt.Errorf("cache put: %w", err)
	}
	return nil
}

// Stats counts rows per state.
func (s *Store) Stats(ctx context.Context) (ledger.Stats, error) {
	st := ledger.Stats{Executions: map[ledger.State]int{}, Notifications: map[ledger.State]int{}, Inbox: map[string]int{}}
	rows, err := s.pool.Query(ctx, `SELECT 'e', state, count(*) FROM executions GROUP BY state
	    UNION ALL SELECT 'o', state, count(*) FROM outbox GROUP BY state
	    UNION ALL SELECT 'i', status, count(*) FROM inbox GROUP BY status`)
	if err != nil {
		return st, fmt.Errorf("stats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var table, k string
		var n int
		if err := rows.Scan(&table, &k, &n); err != nil {
			return st, fmt.Errorf("stats: %w", err)
		}
		switch table {
		case "e":
			st.Executions[ledger.State(k)] = n
		case "o":
			st.Notifications[ledger.State(k)] = n
		case "i":
			st.Inbox[k] = n
		}
	}
	if err := rows.Err(); err != nil {
		return st, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}

// GC deletes terminal records (and their logs) last changed before the
// retention window. Non-terminal rows are never touched; an execution whose
// notification is still open is kept with it.
func (s *Store) GC(ctx context.Context, p ledger.GCParams) (ledger.GCResult, error) {
	if p.Retention <= 0 {
		return ledger.GCResult{}, fmt.Errorf("gc: retention must be positive")
	}
	var res ledger.GCResult
	err := s.tx(ctx, func(tx pgx.Tx) error {
		res = ledger.GCResult{}
		now, err := s.nowMs(ctx, tx, p.Now)
		if err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		cutoff := now - p.Retention.Milliseconds()
		// FOR UPDATE: a row a worker changes meanwhile is re-checked, never
		// deleted on a stale read.
		rows, err := tx.Query(ctx, `SELECT key FROM executions e WHERE state IN ('succeeded','abandoned') AND updated_at < $1
		      AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.exec_key = e.key AND o.state NOT IN ('succeeded','abandoned'))
		      ORDER BY key FOR UPDATE`, cutoff)
		if err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		for rows.Next() {
			var k string
			if err := rows.Scan(&k); err != nil {
				rows.Close()
				return fmt.Errorf("gc: %w", err)
			}
			res.Keys = append(res.Keys, k)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		res.Executions = len(res.Keys)
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE state IN ('succeeded','abandoned') AND updated_at < $1`, cutoff).Scan(&res.Notifications); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM inbox WHERE status = 'processed' AND updated_at < $1`, cutoff).Scan(&res.Inbox); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if p.DryRun {
			return nil
		}
		for _, q := range []string{
			`DELETE FROM executions WHERE key = ANY($1::text[])`,
			`DELETE FROM transitions WHERE key = ANY($1::text[])`,
			`DELETE FROM attempts WHERE key = ANY($1::text[])`,
		} {
			if _, err := tx.Exec(ctx, q, res.Keys); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		for _, q := range []string{
			`DELETE FROM transitions WHERE key IN (SELECT key FROM outbox WHERE state IN ('succeeded','abandoned') AND updated_at < $1)`,
			`DELETE FROM attempts WHERE key IN (SELECT key FROM outbox WHERE state IN ('succeeded','abandoned') AND updated_at < $1)`,
			`DELETE FROM outbox WHERE state IN ('succeeded','abandoned') AND updated_at < $1`,
			`DELETE FROM inbox WHERE status = 'processed' AND updated_at < $1`,
		} {
			if _, err := tx.Exec(ctx, q, cutoff); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		return nil
	})
	return res, err
}
