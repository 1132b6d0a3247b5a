package postgres

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

const inboxCols = `source, message_id, status, body, result, received_at, updated_at, attempts, next_attempt_at, reason, coalesce(traceparent, '') AS traceparent,
	coalesce(claim_owner, '') AS claim_owner, claim_gen, claim_until`

// InboxReceive persists a received event before any side effect (S8).
func (s *Store) InboxReceive(ctx context.Context, r ledger.InboxReceipt) (ledger.InboxReceipt, bool, error) {
	if err := r.Validate(); err != nil {
		return ledger.InboxReceipt{}, false, fmt.Errorf("inbox receive: %w", err)
	}
	// One statement: insert-or-nothing, then the stored row either way.
	row := s.pool.QueryRow(ctx, `WITH `+clkCTE+`,
	    ins AS (
	        INSERT INTO inbox (source, message_id, status, body, received_at, updated_at, traceparent)
	        SELECT $2, $3, 'received', $4, clk.now, clk.now, $5 FROM clk
	        ON CONFLICT (source, message_id) DO NOTHING
	        RETURNING `+inboxCols+`
	    )
	    SELECT true, * FROM ins
	    UNION ALL
	    SELECT false, `+inboxCols+` FROM inbox
	    WHERE source = $2 AND message_id = $3 AND NOT EXISTS (SELECT 1 FROM ins)`,
		s.nowArg(r.ReceivedAt), r.Source, r.MessageID, r.Body, codec.NullIfEmpty(r.TraceParent))
	var created bool
	out, err := scanInbox(row, &created)
	if errors.Is(err, pgx.ErrNoRows) {
		// Inserted by a transaction that committed after this statement
		// began: a duplicate, read with a fresh snapshot.
		if out, err = getInbox(ctx, s.pool, r.Source, r.MessageID); err != nil {
			return out, true, err
		}
		return out, true, s.absorbedEvent(ctx, r)
	}
	if err != nil {
		return ledger.InboxReceipt{}, false, fmt.Errorf("inbox receive %s/%s: %w", r.Source, r.MessageID, err)
	}
	if !created {
		return out, true, s.absorbedEvent(ctx, r)
	}
	return out, false, nil
}

// scanInbox reads inboxCols, after the extra leading columns in pre.
func scanInbox(row pgx.Row, pre ...any) (ledger.InboxReceipt, error) {
	var r ledger.InboxReceipt
	var recv, upd, next, until int64
	dest := append(pre, &r.Source, &r.MessageID, &r.Status, &r.Body, &r.Result, &recv, &upd, &r.Attempts, &next, &r.Reason, &r.TraceParent,
		&r.ClaimOwner, &r.ClaimGeneration, &until)
	err := row.Scan(dest...)
	r.ReceivedAt, r.UpdatedAt, r.NextAttemptAt = fromMs(recv), fromMs(upd), fromMs(next)
	if until != 0 {
		r.ClaimUntil = fromMs(until)
	}
	return r, err
}

func getInbox(ctx context.Context, q queryer, source, id string) (ledger.InboxReceipt, error) {
	r, err := scanInbox(q.QueryRow(ctx, `SELECT `+inboxCols+` FROM inbox WHERE source = $1 AND message_id = $2`, source, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, ledger.ErrNotFound)
	}
	if err != nil {
		return r, fmt.Errorf("inbox %s/%s: %w", source, id, err)
	}
	return r, nil
}

// InboxGet returns one receipt.
func (s *Store) InboxGet(ctx context.Context, source, messageID string) (ledger.InboxReceipt, error) {
	return getInbox(ctx, s.pool, source, messageID)
}

// InboxListReceived lists received receipts due at now, fewest failed
// tries first, then oldest.
func (s *Store) InboxListReceived(ctx context.Context, now time.Time, limit int) ([]ledger.InboxReceipt, error) {
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.pool.Query(ctx, `WITH `+clkCTE+` SELECT `+inboxCols+` FROM inbox, clk WHERE status = 'received' AND next_attempt_at <= clk.now
	    ORDER BY attempts, received_at, source COLLATE "C", message_id COLLATE "C" LIMIT $2`, s.nowArg(now), limit)
	if err != nil {
		return nil, fmt.Errorf("list inbox: %w", err)
	}
	defer rows.Close()
	out, err := codec.Collect(rows, func() (ledger.InboxReceipt, error) { return scanInbox(rows) })
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
	status, next := ledger.InboxReceived, ms64(p.RetryAt)
	if p.Park {
		status, next = ledger.InboxNeedsHuman, 0
	}
	var owner *string
	var gen int64
	if p.Claim != nil {
		owner, gen = &p.Claim.Owner, p.Claim.Generation
	}
	// The claim ends: the event is due again at its retry time, for
	// whichever worker claims it then.
	tag, err := s.pool.Exec(ctx, `WITH `+clkCTE+` UPDATE inbox SET status = $2, attempts = attempts + 1, next_attempt_at = $3, reason = $4, updated_at = clk.now, claim_until = 0
	    FROM clk WHERE source = $5 AND message_id = $6 AND status = 'received' AND ($7::text IS NULL OR (claim_owner = $7 AND claim_gen = $8))`,
		s.nowArg(p.Now), status, next, p.StoredReason(), p.Source, p.MessageID, owner, gen)
	if err != nil {
		return ledger.InboxReceipt{}, fmt.Errorf("inbox defer %s/%s: %w", p.Source, p.MessageID, err)
	}
	r, err := getInbox(ctx, s.pool, p.Source, p.MessageID)
	if err != nil {
		return r, err
	}
	if tag.RowsAffected() == 0 && p.Claim != nil && r.Status == ledger.InboxReceived {
		return r, fmt.Errorf("inbox defer: %w", claimStale(*p.Claim, r))
	}
	return r, nil
}

// InboxClaimReceived claims received events for processing, in
// InboxListReceived's order, in one statement: rows another claimer has
// locked are skipped, and one it claimed meanwhile fails the re-checked
// lease condition.
func (s *Store) InboxClaimReceived(ctx context.Context, p ledger.InboxClaimParams) ([]ledger.InboxReceipt, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("inbox claim: %w", err)
	}
	rows, err := s.pool.Query(ctx, `WITH `+clkCTE+`,
	    c AS (
	        SELECT inbox.source AS s, inbox.message_id AS m, inbox.claim_until <> 0 AS lapsed FROM inbox, clk
	        WHERE status = 'received' AND next_attempt_at <= clk.now AND claim_until <= clk.now
	        ORDER BY attempts, received_at, source COLLATE "C", message_id COLLATE "C" LIMIT $3
	        FOR UPDATE OF inbox SKIP LOCKED
	    )
	    UPDATE inbox SET claim_owner = $2, claim_until = clk.now + $4, claim_gen = claim_gen + 1
	    FROM c, clk WHERE source = c.s AND message_id = c.m
	    RETURNING c.lapsed, `+inboxCols, s.nowArg(p.Now), p.Owner, max(p.Limit, 1), p.LeaseFor.Milliseconds())
	if err != nil {
		return nil, fmt.Errorf("inbox claim: %w", err)
	}
	defer rows.Close()
	// A claim_until still set is an earlier claim that lapsed (a deferral
	// or processing clears it): this claim takes it over.
	out, err := codec.Collect(rows, func() (ledger.InboxReceipt, error) {
		var lapsed bool
		r, err := scanInbox(rows, &lapsed)
		r.TakenOver = lapsed
		return r, err
	})
	if err != nil {
		return nil, fmt.Errorf("inbox claim: %w", err)
	}
	// RETURNING has no order: the listing's.
	slices.SortFunc(out, func(a, b ledger.InboxReceipt) int {
		return cmp.Or(cmp.Compare(a.Attempts, b.Attempts), a.ReceivedAt.Compare(b.ReceivedAt),
			strings.Compare(a.Source, b.Source), strings.Compare(a.MessageID, b.MessageID))
	})
	return out, nil
}

// InboxRenewClaim extends a processing claim still held.
func (s *Store) InboxRenewClaim(ctx context.Context, p ledger.InboxRenewParams) (time.Time, error) {
	if err := p.Validate(); err != nil {
		return time.Time{}, fmt.Errorf("inbox renew: %w", err)
	}
	c := p.Claim
	var until int64
	err := s.pool.QueryRow(ctx, `WITH `+clkCTE+` UPDATE inbox SET claim_until = clk.now + $2 FROM clk
	    WHERE source = $3 AND message_id = $4 AND status = 'received' AND claim_owner = $5 AND claim_gen = $6 RETURNING claim_until`,
		s.nowArg(p.Now), p.For.Milliseconds(), c.Source, c.MessageID, c.Owner, c.Generation).Scan(&until)
	if errors.Is(err, pgx.ErrNoRows) {
		r, err := getInbox(ctx, s.pool, c.Source, c.MessageID)
		if err != nil {
			return time.Time{}, fmt.Errorf("inbox renew: %w", err)
		}
		return time.Time{}, fmt.Errorf("inbox renew: %w", claimStale(c, r))
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("inbox renew %s: %w", c.Name(), err)
	}
	return fromMs(until), nil
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
// completions are composed from their attempts, archived or held by the
// row (attemptRows; see the SQLite backend's sqlTransitionList and
// migrations 0003 and 0017), first entries from their row (migration 0015).
var sqlTransitionList = `
	SELECT t.id, t.kind, t.from_state, t.to_state, t.reason, t.attempt_id, t.generation, ` + actorName("t.actor") + `, t.external_id, t.at, e.source
	  FROM executions e JOIN transitions t ON t.kind = 0 AND t.ref = e.id WHERE e.key = $1
	UNION ALL
	SELECT e.id, 0, NULL, e.enq_state, e.enq_reason, NULL, 0, ` + actorName("e.enq_actor") + `, '', e.created_at, e.source
	  FROM executions e WHERE e.key = $1 AND e.enq_state IS NOT NULL
	UNION ALL
	SELECT a.claim_id, a.kind, a.claimed_from, 2, NULL, a.id, a.generation, ` + actorName("a.owner") + `, coalesce(a.claim_ext, ''), a.started_at, ''
	  FROM executions e JOIN ` + attemptRows + ` a ON a.kind = 0 AND a.ref = e.id WHERE e.key = $1 AND a.claim_id IS NOT NULL
	UNION ALL
	SELECT a.done_id, a.kind, 2, a.done_to, a.done_reason, a.id, a.generation, ` + actorName("a.owner") + `, coalesce(a.done_ext, a.external_id), a.ended_at, ''
	  FROM executions e JOIN ` + attemptRows + ` a ON a.kind = 0 AND a.ref = e.id WHERE e.key = $1 AND a.done_id IS NOT NULL
	UNION ALL
	SELECT t.id, t.kind, t.from_state, t.to_state, t.reason, t.attempt_id, t.generation, ` + actorName("t.actor") + `, t.external_id, t.at,
	       coalesce(o.exec_key, (SELECT x.key FROM executions x WHERE x.id = o.exec_id))
	  FROM outbox o JOIN transitions t ON t.kind = 1 AND t.ref = o.id WHERE o.key = $1
	UNION ALL
	SELECT o.id, 1, NULL, 0, NULL, nullif(o.enq_att, ''::bytea), 0, 'axagent', '', o.created_at,
	       coalesce(o.exec_key, (SELECT x.key FROM executions x WHERE x.id = o.exec_id))
	  FROM outbox o WHERE o.key = $1 AND o.enq_att IS NOT NULL
	UNION ALL
	SELECT a.claim_id, a.kind, a.claimed_from, 2, NULL, a.id, a.generation, ` + actorName("a.owner") + `, coalesce(a.claim_ext, ''), a.started_at, ''
	  FROM outbox o JOIN ` + attemptRows + ` a ON a.kind = 1 AND a.ref = o.id WHERE o.key = $1 AND a.claim_id IS NOT NULL
	UNION ALL
	SELECT a.done_id, a.kind, 2, a.done_to, a.done_reason, a.id, a.generation, ` + actorName("a.owner") + `, coalesce(a.done_ext, a.external_id), a.ended_at, ''
	  FROM outbox o JOIN ` + attemptRows + ` a ON a.kind = 1 AND a.ref = o.id WHERE o.key = $1 AND a.done_id IS NOT NULL
	ORDER BY 1`

// TransitionList returns a key's log, oldest first.
func (s *Store) TransitionList(ctx context.Context, key string) ([]ledger.Transition, error) {
	rows, err := s.pool.Query(ctx, sqlTransitionList, key)
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
	SELECT a.id, a.kind, a.generation, ` + actorName("a.owner") + `, a.started_at, a.ended_at, a.outcome, a.external_id, a.error, a.trace_id
	  FROM executions e JOIN ` + attemptRows + ` a ON a.kind = 0 AND a.ref = e.id WHERE e.key = $1
	UNION ALL
	SELECT a.id, a.kind, a.generation, ` + actorName("a.owner") + `, a.started_at, a.ended_at, a.outcome, a.external_id, a.error, a.trace_id
	  FROM outbox o JOIN ` + attemptRows + ` a ON a.kind = 1 AND a.ref = o.id WHERE o.key = $1
	ORDER BY 5, 3`

// AttemptList returns a key's attempts, oldest first.
func (s *Store) AttemptList(ctx context.Context, key string) ([]ledger.Attempt, error) {
	rows, err := s.pool.Query(ctx, sqlAttemptList, key)
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

// ActionRegistryAdd adds actions if the scope still holds p.Seen. Writers
// of one scope are serialised by an advisory transaction lock on a hash of
// the scope for the count and the inserts only (R3).
func (s *Store) ActionRegistryAdd(ctx context.Context, p ledger.RegistryAddParams) ([]ledger.RegisteredAction, error) {
	scope := p.Scope
	var all []ledger.RegisteredAction
	err := s.tx(ctx, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, hashtext($2))`, registryLockClass, scopeLockName(scope)); err != nil {
			return fmt.Errorf("lock action registry %s: %w", scopeLockName(scope), err)
		}
		var n int
		var now int64
		if err := tx.QueryRow(ctx, `WITH `+clkCTE+` SELECT count(*), (SELECT now FROM clk) FROM action_registry WHERE tenant = $2 AND project = $3 AND meeting = $4`,
			s.nowArg(time.Time{}), scope.Tenant, scope.Project, scope.Meeting).Scan(&n, &now); err != nil {
			return fmt.Errorf("register actions: %w", err)
		}
		if n != p.Seen {
			return fmt.Errorf("register actions: %d in the registry, %d read: %w", n, p.Seen, ledger.ErrRegistryChanged)
		}
		for _, a := range p.Actions {
			created := now
			if !a.CreatedAt.IsZero() {
				created = a.CreatedAt.UnixMilli()
			}
			if _, err := tx.Exec(ctx, `INSERT INTO action_registry (tenant, project, meeting, action_id, match_key, title, assignee, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
				scope.Tenant, scope.Project, scope.Meeting, a.ActionID, a.MatchKey, a.Title, a.Assignee, created); err != nil {
				return fmt.Errorf("register action %s: %w", a.ActionID, err)
			}
		}
		var err error
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
	rows, err := q.Query(ctx, `SELECT action_id, match_key, title, assignee, created_at FROM action_registry WHERE tenant = $1 AND project = $2 AND meeting = $3 ORDER BY action_id COLLATE "C"`,
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
	rows, err := s.pool.Query(ctx, codec.StatsSQL)
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
		// Codes: succeeded, abandoned (1, 5), as in the partial gc indexes.
		rows, err := tx.Query(ctx, `SELECT id, key FROM executions e WHERE state IN (1, 5) AND updated_at < $1
		      AND NOT EXISTS (SELECT 1 FROM outbox o WHERE o.exec_id = e.id AND o.state NOT IN (1, 5))
		      ORDER BY key FOR UPDATE`, cutoff)
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
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM outbox WHERE state IN (1, 5) AND updated_at < $1`, cutoff).Scan(&res.Notifications); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM inbox WHERE status = 'processed' AND updated_at < $1`, cutoff).Scan(&res.Inbox); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		if p.DryRun {
			return nil
		}
		// A finished notification younger than its execution outlives it
		// and keeps the key (ids are not reused, but the row is gone).
		if _, err := tx.Exec(ctx, `UPDATE outbox o SET exec_key = e.key, exec_id = NULL FROM executions e
		      WHERE e.id = ANY($1::bigint[]) AND o.exec_id = e.id`, ids); err != nil {
			return fmt.Errorf("gc: %w", err)
		}
		for _, q := range []string{
			`DELETE FROM executions WHERE id = ANY($1::bigint[])`,
			`DELETE FROM transitions WHERE kind = 0 AND ref = ANY($1::bigint[])`,
			`DELETE FROM attempts WHERE kind = 0 AND ref = ANY($1::bigint[])`,
		} {
			if _, err := tx.Exec(ctx, q, ids); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		for _, q := range []string{
			`DELETE FROM transitions WHERE kind = 1 AND ref IN (SELECT id FROM outbox WHERE state IN (1, 5) AND updated_at < $1)`,
			`DELETE FROM attempts WHERE kind = 1 AND ref IN (SELECT id FROM outbox WHERE state IN (1, 5) AND updated_at < $1)`,
			`DELETE FROM outbox WHERE state IN (1, 5) AND updated_at < $1`,
			`DELETE FROM inbox WHERE status = 'processed' AND updated_at < $1`,
			gcContexts,
		} {
			if _, err := tx.Exec(ctx, q, cutoff); err != nil {
				return fmt.Errorf("gc: %w", err)
			}
		}
		return nil
	})
	return res, err
}
