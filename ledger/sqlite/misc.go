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

const inboxCols = `source, message_id, status, body, result, received_at, updated_at, attempts, next_attempt_at, reason, ifnull(traceparent, ''),
	ifnull(claim_owner, ''), claim_gen, claim_until`

const selInbox = `SELECT ` + inboxCols + ` FROM inbox WHERE source = ? AND message_id = ?`

func (s *Store) getInboxTx(ctx context.Context, tx *sql.Tx, source, id string) (ledger.InboxReceipt, error) {
	return scanInbox(s.queryRow(ctx, tx, selInbox, source, id), source, id)
}

func getInbox(ctx context.Context, q querier, source, id string) (ledger.InboxReceipt, error) {
	return scanInbox(q.QueryRowContext(ctx, selInbox, source, id), source, id)
}

func scanInboxRow(row scanner) (ledger.InboxReceipt, error) {
	var r ledger.InboxReceipt
	var recv, upd, next, until int64
	err := row.Scan(&r.Source, &r.MessageID, &r.Status, &r.Body, &r.Result, &recv, &upd, &r.Attempts, &next, &r.Reason, &r.TraceParent,
		&r.ClaimOwner, &r.ClaimGeneration, &until)
	r.ReceivedAt, r.UpdatedAt, r.NextAttemptAt = fromMs(recv), fromMs(upd), fromMs(next)
	if until != 0 {
		r.ClaimUntil = fromMs(until)
	}
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
	var owner any
	var gen int64
	if p.Claim != nil {
		owner, gen = p.Claim.Owner, p.Claim.Generation
	}
	var out ledger.InboxReceipt
	err := s.tx(ctx, func(tx *sql.Tx) error {
		// The claim ends: the event is due again at its retry time, for
		// whichever worker claims it then.
		res, err := tx.ExecContext(ctx, `UPDATE inbox SET status = ?, attempts = attempts + 1, next_attempt_at = ?, reason = ?, updated_at = ?, claim_until = 0
		    WHERE source = ? AND message_id = ? AND status = 'received' AND (? IS NULL OR (claim_owner = ? AND claim_gen = ?))`,
			status, next, p.StoredReason(), ms64(now), p.Source, p.MessageID, owner, owner, gen)
		if err != nil {
			return fmt.Errorf("inbox defer %s/%s: %w", p.Source, p.MessageID, err)
		}
		if out, err = s.getInboxTx(ctx, tx, p.Source, p.MessageID); err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 && p.Claim != nil && out.Status == ledger.InboxReceived {
			return fmt.Errorf("inbox defer: %w", claimStale(*p.Claim, out))
		}
		return nil
	})
	return out, err
}

// InboxClaimReceived claims received events for processing, in
// InboxListReceived's order, in one write transaction.
func (s *Store) InboxClaimReceived(ctx context.Context, p ledger.InboxClaimParams) ([]ledger.InboxReceipt, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("inbox claim: %w", err)
	}
	limit := max(p.Limit, 1)
	now := ms64(s.now(p.Now))
	// A worker asks every pass: with nothing to claim (the usual answer)
	// a read answers without taking the one writer's lock.
	var one int
	err := s.db.QueryRowContext(ctx, `SELECT 1 FROM inbox WHERE status = 'received' AND next_attempt_at <= ? AND claim_until <= ? LIMIT 1`, now, now).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("inbox claim: %w", err)
	}
	var out []ledger.InboxReceipt
	err = s.tx(ctx, func(tx *sql.Tx) error {
		out = nil
		// A claim_until still set is an earlier claim that lapsed (a
		// deferral or processing clears it): this claim takes it over.
		rows, err := tx.QueryContext(ctx, `SELECT source, message_id, claim_until <> 0 FROM inbox WHERE status = 'received' AND next_attempt_at <= ? AND claim_until <= ?
		    ORDER BY attempts, received_at, source, message_id LIMIT ?`, now, now, limit)
		if err != nil {
			return fmt.Errorf("inbox claim: %w", err)
		}
		var names [][2]string
		var lapsed []bool
		for rows.Next() {
			var n [2]string
			var l bool
			if err := rows.Scan(&n[0], &n[1], &l); err != nil {
				rows.Close()
				return fmt.Errorf("inbox claim: %w", err)
			}
			names, lapsed = append(names, n), append(lapsed, l)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("inbox claim: %w", err)
		}
		for i, n := range names {
			if _, err := tx.ExecContext(ctx, `UPDATE inbox SET claim_owner = ?, claim_until = ?, claim_gen = claim_gen + 1 WHERE source = ? AND message_id = ?`,
				p.Owner, now+p.LeaseFor.Milliseconds(), n[0], n[1]); err != nil {
				return fmt.Errorf("inbox claim %s/%s: %w", n[0], n[1], err)
			}
			r, err := s.getInboxTx(ctx, tx, n[0], n[1])
			if err != nil {
				return fmt.Errorf("inbox claim: %w", err)
			}
			r.TakenOver = lapsed[i]
			out = append(out, r)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// InboxRenewClaim extends a processing claim still held.
func (s *Store) InboxRenewClaim(ctx context.Context, p ledger.InboxRenewParams) (time.Time, error) {
	if err := p.Validate(); err != nil {
		return time.Time{}, fmt.Errorf("inbox renew: %w", err)
	}
	c := p.Claim
	until := s.now(p.Now).Add(p.For)
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE inbox SET claim_until = ? WHERE source = ? AND message_id = ? AND status = 'received' AND claim_owner = ? AND claim_gen = ?`,
			ms64(until), c.Source, c.MessageID, c.Owner, c.Generation)
		if err != nil {
			return fmt.Errorf("inbox renew %s: %w", c.Name(), err)
		}
		if n, _ := res.RowsAffected(); n == 1 {
			return nil
		}
		r, err := s.getInboxTx(ctx, tx, c.Source, c.MessageID)
		if err != nil {
			return fmt.Errorf("inbox renew: %w", err)
		}
		return fmt.Errorf("inbox renew: %w", claimStale(c, r))
	})
	if err != nil {
		return time.Time{}, err
	}
	return until, nil
}

// claimStale is the refusal of a write under claim c, which r (the
// receipt as it is now) no longer holds.
func claimStale(c ledger.InboxClaim, r ledger.InboxReceipt) error {
	return &ledger.StaleOwnerError{Key: c.Name(), Owner: c.Owner, Generation: c.Generation, CurrentGeneration: r.ClaimGeneration, CurrentOwner: r.ClaimOwner}
}

// ingestClaimLost decides an ingest under claim c that completed nothing:
// the receipt processed under c itself is a replay of this claimer's own
// ingest (the stored result answers it); anything else means another
// worker has the event.
func ingestClaimLost(c ledger.InboxClaim, r ledger.InboxReceipt) error {
	if r.Status == ledger.InboxProcessed && r.ClaimOwner == c.Owner && r.ClaimGeneration == c.Generation {
		return nil
	}
	return fmt.Errorf("ingest: %w", claimStale(c, r))
}

// sqlTransitionList reads the log of a key, which may name an execution or
// a notification (in principle both), with what DerivedReason needs: the
// execution's source, or the notification's execution key. Claims and
// completions are composed from their attempts: with the attempt's ID,
// generation and owner, a claim is the entry to running at the start with
// a derived reason (NULL) and what the attempt kept of it (claim_id,
// claimed_from, claim_ext); a completion is the entry from running at the
// end, with done_id, done_to, done_reason and done_ext (NULL: the
// attempt's external ID). A row's first entry is composed from the row
// where the row holds it (enq_state, enq_att: migration 0024).
var sqlTransitionList = `
	SELECT t.id, t.kind, t.from_state, t.to_state, ` + reasonSQL("t.reason", "t.external_id") + `, t.attempt_id, t.generation, ` + actorName("t.actor") + `, t.external_id, t.at, e.source
	  FROM executions e JOIN transitions t ON t.kind = 0 AND t.ref = e.id WHERE e.key = ?1
	UNION ALL
	SELECT e.id, 0, NULL, e.enq_state, ` + reasonSQL("e.enq_reason", "''") + `, NULL, 0, ` + actorName("e.enq_actor") + `, '', e.created_at, e.source
	  FROM executions e WHERE e.key = ?1 AND e.enq_state IS NOT NULL
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
	SELECT o.id, 1, NULL, 0, NULL, nullif(o.enq_att, X''), 0, 'axagent', '', o.created_at,
	       ifnull(o.exec_key, (SELECT x.key FROM executions x WHERE x.id = o.exec_id))
	  FROM outbox o WHERE o.key = ?1 AND o.enq_att IS NOT NULL
	UNION ALL
	SELECT a.claim_id, a.kind, a.claimed_from, 2, NULL, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.claim_ext, ''), a.started_at, ''
	  FROM outbox o JOIN attempts a ON a.kind = 1 AND a.ref = o.id WHERE o.key = ?1 AND a.claim_id IS NOT NULL
	UNION ALL
	SELECT a.done_id, a.kind, 2, a.done_to, ` + reasonSQL("a.done_reason", "ifnull(a.done_ext, a.external_id)") + `, a.id, a.generation, ` + actorName("a.owner") + `, ifnull(a.done_ext, a.external_id), a.ended_at, ''
	  FROM outbox o JOIN attempts a ON a.kind = 1 AND a.ref = o.id WHERE o.key = ?1 AND a.done_id IS NOT NULL
	ORDER BY 1`

// TransitionList returns a key's log, oldest first.
func (s *Store) TransitionList(ctx context.Context, key string) ([]ledger.Transition, error) {
	rows, err := s.prepared(sqlTransitionList).QueryContext(ctx, key)
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
	rows, err := s.prepared(sqlAttemptList).QueryContext(ctx, key)
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
	at := ms64(s.now(now))
	err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `INSERT INTO cache (key, value, created_at) VALUES (?, ?, ?) ON CONFLICT (key) DO NOTHING`, key, value, at)
		return err
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
			gcContexts,
		} {
			if _, err := tx.ExecContext(ctx, q, cutoff); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		return nil
	})
	return res, err
}
