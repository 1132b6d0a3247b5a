package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// InboxReceive persists a received event before any side effect (S8).
func (s *Store) InboxReceive(ctx context.Context, r ledger.InboxReceipt) (ledger.InboxReceipt, bool, error) {
	if err := r.Validate(); err != nil {
		return ledger.InboxReceipt{}, false, fmt.Errorf("inbox receive: %w", err)
	}
	now := s.now(r.ReceivedAt)
	var out ledger.InboxReceipt
	var dup bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `INSERT INTO inbox (source, message_id, status, body, received_at, updated_at, traceparent) VALUES (?, ?, 'received', ?, ?, ?, ?)
		      ON CONFLICT (source, message_id) DO NOTHING`, r.Source, r.MessageID, r.Body, ms64(now), ms64(now), codec.NullIfEmpty(r.TraceParent))
		if err != nil {
			return fmt.Errorf("inbox receive %s/%s: %w", r.Source, r.MessageID, err)
		}
		n, _ := res.RowsAffected()
		if dup = n == 0; dup {
			if err := recordAbsorbed(ctx, tx, 0, r.Source+"/"+r.MessageID, ms64(now)); err != nil {
				return err
			}
		}
		out, err = s.getInboxTx(ctx, tx, r.Source, r.MessageID)
		return err
	})
	return out, dup, err
}

const inboxCols = `source, message_id, status, body, result, received_at, updated_at, attempts, next_attempt_at, reason, ifnull(traceparent, '')`

const selInbox = `SELECT ` + inboxCols + ` FROM inbox WHERE source = ? AND message_id = ?`

func (s *Store) getInboxTx(ctx context.Context, tx *sql.Tx, source, id string) (ledger.InboxReceipt, error) {
	return scanInbox(s.queryRow(ctx, tx, selInbox, source, id), source, id)
}

func getInbox(ctx context.Context, q querier, source, id string) (ledger.InboxReceipt, error) {
	return scanInbox(q.QueryRowContext(ctx, selInbox, source, id), source, id)
}

func scanInboxRow(row scanner) (ledger.InboxReceipt, error) {
	var r ledger.InboxReceipt
	var recv, upd, next int64
	err := row.Scan(&r.Source, &r.MessageID, &r.Status, &r.Body, &r.Result, &recv, &upd, &r.Attempts, &next, &r.Reason, &r.TraceParent)
	r.ReceivedAt, r.UpdatedAt, r.NextAttemptAt = fromMs(recv), fromMs(upd), fromMs(next)
	return r, err
}

func scanInbox(row *sql.Row, source, id string) (ledger.InboxReceipt, error) {
	r, err := scanInboxRow(row)
	if errors.Is(err, sql.ErrNoRows) {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, ledger.ErrNotFound)
	}
	if err != nil {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, err)
	}
	return r, nil
}

// InboxGet returns one receipt.
func (s *Store) InboxGet(ctx context.Context, source, messageID string) (ledger.InboxReceipt, error) {
	return getInbox(ctx, s.db, source, messageID)
}

// InboxListReceived lists received receipts due at now, fewest failed
// tries first, then oldest.
func (s *Store) InboxListReceived(ctx context.Context, now time.Time, limit int) ([]ledger.InboxReceipt, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+inboxCols+` FROM inbox WHERE status = 'received' AND next_attempt_at <= ?
	    ORDER BY attempts, received_at, source, message_id LIMIT ?`, ms64(s.now(now)), limit)
	if err != nil {
		return nil, fmt.Errorf("list inbox: %w", err)
	}
	defer rows.Close()
	out, err := codec.Collect(rows, func() (ledger.InboxReceipt, error) { return scanInboxRow(rows) })
	if err != nil {
		return nil, fmt.Errorf("list inbox: %w", err)
	}
	return out, nil
}

// InboxDefer records a failed try at processing a received receipt.
func (s *Store) InboxDefer(ctx context.Context, p ledger.InboxDeferParams) (ledger.InboxReceipt, error) {
	if err := p.Validate(); err != nil {
		return ledger.InboxReceipt{}, fmt.Errorf("inbox defer: %w", err)
	}
	now := s.now(p.Now)
	status, next := ledger.InboxReceived, ms64(p.RetryAt)
	if p.Park {
		status, next = ledger.InboxNeedsHuman, 0
	}
	var out ledger.InboxReceipt
	err := s.tx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `UPDATE inbox SET status = ?, attempts = attempts + 1, next_attempt_at = ?, reason = ?, updated_at = ?
		    WHERE source = ? AND message_id = ? AND status = 'received'`, status, next, p.StoredReason(), ms64(now), p.Source, p.MessageID); err != nil {
			return fmt.Errorf("inbox defer %s/%s: %w", p.Source, p.MessageID, err)
		}
		var err error
		out, err = s.getInboxTx(ctx, tx, p.Source, p.MessageID)
		return err
	})
	return out, err
}

// sqlTransitionList reads the log of a key, which may name an execution or
// a notification (in principle both), with what DerivedReason needs: the
// execution's source, or the notification's execution key. Claims and
// completions are composed from their attempts: with the attempt's ID,
// generation and owner, a claim is the entry to running at the start with
// a derived reason (NULL) and what the attempt kept of it (claim_id,
// claimed_from, claim_ext); a completion is the entry from running at the
// end, with done_id, done_to, done_reason and done_ext (NULL: the
// attempt's external ID).
var sqlTransitionList = `
	SELECT t.id, t.kind, t.from_state, t.to_state, ` + reasonSQL("t.reason", "t.external_id") + `, t.attempt_id, t.generation, ` + actorName("t.actor") + `, t.external_id, t.at, e.source
	  FROM executions e JOIN transitions t ON t.kind = 0 AND t.ref = e.id WHERE e.key = ?1
	UNION ALL
	SELECT a.claim_id, a.kind, a.claimed_from, 2, NULL, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.claim_ext, ''), a.started_at, ''
	  FROM executions e JOIN attempts a ON a.kind = 0 AND a.ref = e.id WHERE e.key = ?1 AND a.claim_id IS NOT NULL
	UNION ALL
	SELECT a.done_id, a.kind, 2, a.done_to, ` + reasonSQL("a.done_reason", "ifnull(a.done_ext, a.external_id)") + `, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.done_ext, a.external_id), a.ended_at, ''
	  FROM executions e JOIN attempts a ON a.kind = 0 AND a.ref = e.id WHERE e.key = ?1 AND a.done_id IS NOT NULL
	UNION ALL
	SELECT t.id, t.kind, t.from_state, t.to_state, ` + reasonSQL("t.reason", "t.external_id") + `, t.attempt_id, t.generation, ` + actorName("t.actor") + `, t.external_id, t.at,
	       ifnull(o.exec_key, (SELECT x.key FROM executions x WHERE x.id = o.exec_id))
	  FROM outbox o JOIN transitions t ON t.kind = 1 AND t.ref = o.id WHERE o.key = ?1
	UNION ALL
	SELECT a.claim_id, a.kind, a.claimed_from, 2, NULL, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.claim_ext, ''), a.started_at, ''
	  FROM outbox o JOIN attempts a ON a.kind = 1 AND a.ref = o.id WHERE o.key = ?1 AND a.claim_id IS NOT NULL
	UNION ALL
	SELECT a.done_id, a.kind, 2, a.done_to, ` + reasonSQL("a.done_reason", "ifnull(a.done_ext, a.external_id)") + `, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.done_ext, a.external_id), a.ended_at, ''
	  FROM outbox o JOIN attempts a ON a.kind = 1 AND a.ref = o.id WHERE o.key = ?1 AND a.done_id IS NOT NULL
	ORDER BY 1`

// TransitionList returns a key's log, oldest first.
func (s *Store) TransitionList(ctx context.Context, key string) ([]ledger.Transition, error) {
	rows, err := s.db.QueryContext(ctx, sqlTransitionList, key)
	if err != nil {
		return nil, fmt.Errorf("list transitions %s: %w", key, err)
	}
	defer rows.Close()
	out, err := codec.ScanTransitions(rows, key)
	if err != nil {
		return nil, fmt.Errorf("list transitions %s: %w", key, err)
	}
	return out, nil
}

var sqlAttemptList = `
	SELECT a.id, a.kind, a.generation, ` + actorName("a.owner") + `, a.started_at, a.ended_at, a.outcome, a.external_id, a.error, ` + traceOf("a") + `
	  FROM executions e JOIN attempts a ON a.kind = 0 AND a.ref = e.id WHERE e.key = ?1
	UNION ALL
	SELECT a.id, a.kind, a.generation, ` + actorName("a.owner") + `, a.started_at, a.ended_at, a.outcome, a.external_id, a.error, ` + traceOf("a") + `
	  FROM outbox o JOIN attempts a ON a.kind = 1 AND a.ref = o.id WHERE o.key = ?1
	ORDER BY 5, 3`

// AttemptList returns a key's attempts, oldest first.
func (s *Store) AttemptList(ctx context.Context, key string) ([]ledger.Attempt, error) {
	rows, err := s.db.QueryContext(ctx, sqlAttemptList, key)
	if err != nil {
		return nil, fmt.Errorf("list attempts %s: %w", key, err)
	}
	defer rows.Close()
	out, err := codec.ScanAttempts(rows, key)
	if err != nil {
		return nil, fmt.Errorf("list attempts %s: %w", key, err)
	}
	return out, nil
}

// ActionRegistryAdd adds actions if the scope still holds p.Seen: the
// count and the inserts are one write transaction, which SQLite serialises.
func (s *Store) ActionRegistryAdd(ctx context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error) {
	scope := p.Scope
	var all []ledger.RegisteredAction
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM action_registry WHERE tenant = ? AND project = ? AND meeting = ?`,
			scope.Tenant, scope.Project, scope.Meeting).Scan(&n); err != nil {
			return fmt.Errorf("register actions: %w", err)
		}
		if n != p.Seen {
			return fmt.Errorf("register actions: %d in the registry, %d read: %w", n, p.Seen, ledger.ErrRegistryChanged)
		}
		now := s.clock.Now()
		for _, a := range p.Actions {
			if a.CreatedAt.IsZero() {
				a.CreatedAt = now
			}
			if _, err := tx.ExecContext(ctx, `INSERT INTO action_registry (tenant, project, meeting, action_id, match_key, title, assignee, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
				scope.Tenant, scope.Project, scope.Meeting, a.ActionID, a.MatchKey, a.Title, a.Assignee, ms64(a.CreatedAt)); err != nil {
				return fmt.Errorf("register action %s: %w", a.ActionID, err)
			}
		}
		var err error
		all, err = listRegistry(ctx, tx, scope)
		return err
	})
	return all, err
}

// ActionRegistryList lists a scope's registered actions by ID.
func (s *Store) ActionRegistryList(ctx context.Context, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	return listRegistry(ctx, s.db, scope)
}

func listRegistry(ctx context.Context, q interface {
	QueryContext(context.Context, string, ...any) (*sql.Rows, error)
}, scope ledger.MeetingScope) ([]ledger.RegisteredAction, error) {
	rows, err := q.QueryContext(ctx, `SELECT action_id, match_key, title, assignee, created_at FROM action_registry WHERE tenant = ? AND project = ? AND meeting = ? ORDER BY action_id`,
		scope.Tenant, scope.Project, scope.Meeting)
	if err != nil {
		return nil, fmt.Errorf("list action registry: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanRegistry(rows, scope)
	if err != nil {
		return nil, fmt.Errorf("list action registry: %w", err)
	}
	return out, nil
}

// CacheGet reads a cached value.
func (s *Store) CacheGet(ctx context.Context, key string) (string, bool, error) {
	var v string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM cache WHERE key = ?`, key).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("cache get: %w", err)
	}
	return v, true, nil
}

// CachePut stores a value (first writer wins; values are derived, so equal).
func (s *Store) CachePut(ctx context.Context, key, value string, now time.Time) error {
	return s.CachePutAll(ctx, []ledger.CacheEntry{{Key: key, Value: value}}, now)
}

// CachePutAll stores several values in one transaction.
func (s *Store) CachePutAll(ctx context.Context, entries []ledger.CacheEntry, now time.Time) error {
	if len(entries) == 0 {
		return nil
	}
	at := ms64(s.now(now))
	err := s.tx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO cache (key, value, created_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING`)
		if err != nil {
			return err
		}
		defer st.Close()
		for _, e := range entries {
			if _, err := st.ExecContext(ctx, e.Key, e.Value, at); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("cache put: %w", err)
	}
	s.commits.Add(1)
	return nil
}

// Stats counts rows per state.
func (s *Store) Stats(ctx context.Context) (ledger.Stats, error) {
	rows, err := s.db.QueryContext(ctx, codec.StatsSQL)
	if err != nil {
		return ledger.Stats{}, fmt.Errorf("stats: %w", err)
	}
	defer rows.Close()
	st, err := codec.ScanStats(rows)
	if err != nil {
		return st, fmt.Errorf("stats: %w", err)
	}
	return st, nil
}

// GC deletes terminal records (and their logs) last changed before the
// retention window. Non-terminal rows are never touched; an execution whose
// notification is still open is kept with it.
func (s *Store) GC(ctx context.Context, p ledger.GCParams) (ledger.GCResult, error) {
	if err := p.Validate(); err != nil {
		return ledger.GCResult{}, fmt.Errorf("gc: %w", err)
	}
	cutoff := ms64(s.now(p.Now).Add(-p.Retention))
	var res ledger.GCResult
	err := s.tx(ctx, func(tx *sql.Tx) error {
		// Codes: succeeded, abandoned (1, 5), as in the partial gc indexes.
		rows, err := tx.QueryContext(ctx, `SELECT id, key FROM executions e WHERE state IN (1, 5) AND updated_at < ?
		      AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.exec_id = e.id AND o.state NOT IN (1, 5))
		      ORDER BY key`, cutoff)
		if err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		ids, keys, err := codec.ScanIDsAndKeys(rows)
		res.Keys = keys
		rows.Close()
		if err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		res.Executions = len(res.Keys)
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM outbox WHERE state IN (1, 5) AND updated_at < ?`, cutoff).Scan(&res.Notifications); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM inbox WHERE status = 'processed' AND updated_at < ?`, cutoff).Scan(&res.Inbox); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if p.DryRun {
			return nil
		}
		for i, id := range ids {
			for _, q := range []string{
				// A finished notification younger than its execution
				// outlives it and keeps the key (exec_id may be reused).
				`UPDATE outbox SET exec_key = ?2, exec_id = NULL WHERE exec_id = ?1`,
				`DELETE FROM executions WHERE id = ?1`,
				`DELETE FROM transitions WHERE kind = 0 AND ref = ?1`,
				`DELETE FROM attempts WHERE kind = 0 AND ref = ?1`,
			} {
				if _, err := tx.ExecContext(ctx, q, id, res.Keys[i]); err != nil {
					return fmt.Errorf("gc %s: %w", res.Keys[i], err)
				}
			}
		}
		for _, q := range []string{
			`DELETE FROM transitions WHERE kind = 1 AND ref IN (SELECT id FROM outbox WHERE state IN (1, 5) AND updated_at < ?1)`,
			`DELETE FROM attempts WHERE kind = 1 AND ref IN (SELECT id FROM outbox WHERE state IN (1, 5) AND updated_at < ?1)`,
			`DELETE FROM outbox WHERE state IN (1, 5) AND updated_at < ?1`,
			`DELETE FROM inbox WHERE status = 'processed' AND updated_at < ?1`,
		} {
			if _, err := tx.ExecContext(ctx, q, cutoff); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		return nil
	})
	return res, err
}
