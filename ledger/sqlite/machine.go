package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// table describes one state-machine table: executions or outbox share the
// claim, completion, renewal and resolve code.
type table struct {
	name     string
	kind     string // transition/attempt kind
	kindCode int64  // its stored code (codec.Kind*)
	cols     string // columns scanned by scan
	scan     func(scanner) (row, error)
}

// row is what the shared code needs from a scanned record.
type row interface {
	base() *machineRow
}

type machineRow struct {
	id          int64 // the row's INTEGER id, which its log refers to
	key         string
	state       ledger.State
	owner       string
	generation  int64
	leaseUntil  time.Time
	externalID  string
	inDoubt     bool
	claimedFrom ledger.State
	attemptID   string
}

type scanner interface{ Scan(...any) error }

// listQuery filters a list of t: where clauses (joined with AND) with
// their args, a key set, and keep for what SQL cannot express; the limit
// applies after keep.
type listQuery struct {
	where []string
	args  []any
	keys  []string
	limit int
	keep  func(row) bool
}

// records converts rows to the API type; nil when there are none, so an
// empty list reads as before.
func records[T any](rows []row, err error, get func(row) T) ([]T, error) {
	if err != nil {
		return nil, err
	}
	var out []T
	for _, r := range rows {
		out = append(out, get(r))
	}
	return out, nil
}

// list reads the rows of t that q selects, oldest first.
func (s *Store) list(ctx context.Context, t table, q listQuery) ([]row, error) {
	if len(q.keys) > 0 {
		q.where = append(q.where, "key IN ("+placeholders(len(q.keys))+")")
		for _, k := range q.keys {
			q.args = append(q.args, k)
		}
	}
	stmt := `SELECT ` + t.cols + ` FROM ` + t.name
	if len(q.where) > 0 {
		stmt += " WHERE " + strings.Join(q.where, " AND ")
	}
	stmt += " ORDER BY created_at, key"
	if q.limit > 0 && q.keep == nil {
		stmt += fmt.Sprintf(" LIMIT %d", q.limit)
	}
	rows, err := s.db.QueryContext(ctx, stmt, q.args...)
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	defer rows.Close()
	var out []row
	for rows.Next() && (q.limit <= 0 || len(out) < q.limit) {
		r, err := t.scan(rows)
		if err != nil {
			return nil, fmt.Errorf("list %s: %w", t.name, err)
		}
		if q.keep == nil || q.keep(r) {
			out = append(out, r)
		}
	}
	return out, rows.Err()
}

// claimable is the one predicate for due work: pending or unknown and due,
// or running with an expired lease.
// The codes are pending, unknown (0, 3) and running (2), spelled as in the
// partial indexes so the planner uses them.
const claimable = `((state IN (0, 3) AND next_attempt_at <= :now) OR (state = 2 AND lease_until <= :now))`

func (s *Store) claim(ctx context.Context, t table, p ledger.ClaimParams) ([]row, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	limit := p.BatchLimit()
	now := s.now(p.Now)
	args := []any{sql.Named("now", ms64(now)), sql.Named("owner", p.Owner), sql.Named("lease", ms64(now.Add(p.LeaseFor))), sql.Named("limit", limit)}
	filter := ""
	if len(p.Keys) > 0 {
		ph := make([]string, len(p.Keys))
		for i, k := range p.Keys {
			ph[i] = fmt.Sprintf(":k%d", i)
			args = append(args, sql.Named(fmt.Sprintf("k%d", i), k))
		}
		filter = " AND key IN (" + strings.Join(ph, ",") + ")"
	}
	q := claimSQL(t, filter)
	var out []row
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var rows *sql.Rows
		var err error
		rows, err = s.query(ctx, tx, q, args...)
		if err != nil {
			return fmt.Errorf("claim %s: %w", t.name, err)
		}
		for rows.Next() {
			r, err := t.scan(rows)
			if err != nil {
				rows.Close()
				return fmt.Errorf("claim %s: %w", t.name, err)
			}
			out = append(out, r)
		}
		if err := rows.Close(); err != nil {
			return fmt.Errorf("claim %s: %w", t.name, err)
		}
		for _, r := range out {
			b := r.base()
			reason := codec.DerivedReason(t.kindCode, b.claimedFrom, ledger.Running, "")
			if err := s.insertTransition(ctx, tx, t.kindCode, b.id, "", ledger.Transition{Key: b.key, From: b.claimedFrom, To: ledger.Running, Reason: reason, AttemptID: b.attemptID, Generation: b.generation, Actor: p.Owner, ExternalID: b.externalID, At: now}); err != nil {
				return err
			}
			att, err := codec.AttemptID(b.attemptID)
			if err != nil {
				return fmt.Errorf("claim %s: %w", t.name, err)
			}
			if _, err := s.exec(ctx, tx, sqlInsertAttempt,
				t.kindCode, b.id, att, b.generation, p.Owner, ms64(now)); err != nil {
				return fmt.Errorf("claim %s: record attempt: %w", t.name, err)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// claimSQL is the claim statement: one statement decides and changes, so
// two claimers can never both win (S5, R11). SET expressions read the old
// row, so claimed_from and the attempt counter see the state before the
// claim.
func claimSQL(t table, filter string) string {
	return `UPDATE ` + t.name + ` SET
	        claimed_from = state,
	        state = 2,
	        owner = :owner,
	        generation = generation + 1,
	        lease_until = :lease,
	        attempts = attempts + 1,
	        in_doubt = 1,
	        attempt_id = randomblob(8),
	        updated_at = :now
	      WHERE id IN (SELECT id FROM ` + t.name + ` WHERE ` + claimable + filter + ` ORDER BY next_attempt_at, key LIMIT :limit)
	      RETURNING ` + t.cols
}

// completeSQL ends one claim, fenced by owner and generation.
func completeSQL(t table) string {
	return `UPDATE ` + t.name + ` SET
	        state = :to, reason = :reason,
	        external_id = CASE WHEN :ext <> '' THEN :ext ELSE external_id END,
	        next_attempt_at = :next, in_doubt = :doubt, lease_until = 0, updated_at = :now
	      WHERE key = :key AND owner = :owner AND generation = :gen AND state = 2
	      RETURNING id, external_id`
}

const (
	sqlInsertAttempt = `INSERT INTO attempts (kind, ref, id, generation, owner, started_at) VALUES (?, ?, ?, ?, ?, ?)`
	sqlEndAttempt    = `UPDATE attempts SET ended_at = ?, outcome = ?, external_id = ?, error = ? WHERE kind = ? AND ref = ? AND id = ?`
	// The ID is the next of ledger_seq (a trigger advances it); writes are
	// serialised by BEGIN IMMEDIATE, so IDs are unique and increasing.
	sqlInsertTransion = `INSERT INTO transitions (id, kind, ref, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	      VALUES ((SELECT n + 1 FROM ledger_seq WHERE name = 'transitions'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
)

func (s *Store) renew(ctx context.Context, t table, key, owner string, generation int64, leaseFor time.Duration, now time.Time) (time.Time, error) {
	now = s.now(now)
	until := now.Add(leaseFor)
	var got int64
	err := s.db.QueryRowContext(ctx, `UPDATE `+t.name+` SET lease_until = ?, updated_at = ? WHERE key = ? AND owner = ? AND generation = ? AND state = 2 RETURNING lease_until`,
		ms64(until), ms64(now), key, owner, generation).Scan(&got)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, s.staleError(ctx, s.db, t, key, owner, generation)
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("renew lease %s: %w", key, err)
	}
	s.commits.Add(1)
	return fromMs(got), nil
}

type querier interface {
	QueryRowContext(ctx context.Context, q string, args ...any) *sql.Row
}

// staleError explains why a fenced write matched no row.
func (s *Store) staleError(ctx context.Context, q querier, t table, key, owner string, generation int64) error {
	var curOwner string
	var curGen, state int64
	err := q.QueryRowContext(ctx, `SELECT owner, generation, state FROM `+t.name+` WHERE key = ?`, key).Scan(&curOwner, &curGen, &state)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s %s: %w", t.kind, key, ledger.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", t.kind, key, err)
	}
	return &ledger.StaleOwnerError{Key: key, Owner: owner, Generation: generation, CurrentGeneration: curGen, CurrentOwner: curOwner}
}

// complete ends claims; each row's write is fenced by (owner, generation)
// and refused when superseded, without touching the others.
func (s *Store) complete(ctx context.Context, t table, ps []ledger.CompleteParams, after func(tx *sql.Tx, id int64, p ledger.CompleteParams, now time.Time) error) ([]error, error) {
	errs := make([]error, len(ps))
	err := s.tx(ctx, func(tx *sql.Tx) error {
		for i, p := range ps {
			if err := p.CheckTransition(); err != nil {
				errs[i] = err
				continue
			}
			now := s.now(p.Now)
			var id int64
			var ext string
			err := s.queryRow(ctx, tx, completeSQL(t),
				sql.Named("to", codec.State(p.To)), sql.Named("reason", p.Reason), sql.Named("ext", p.ExternalID),
				sql.Named("next", ms64(p.NextAttemptAt)), sql.Named("doubt", p.InDoubt), sql.Named("now", ms64(now)),
				sql.Named("key", p.Key), sql.Named("owner", p.Owner), sql.Named("gen", p.Generation)).Scan(&id, &ext)
			if errors.Is(err, sql.ErrNoRows) {
				errs[i] = s.staleError(ctx, tx, t, p.Key, p.Owner, p.Generation)
				continue
			}
			if err != nil {
				return fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
			}
			if err := s.insertTransition(ctx, tx, t.kindCode, id, "", ledger.Transition{Key: p.Key, From: ledger.Running, To: p.To, Reason: p.Reason, AttemptID: p.AttemptID, Generation: p.Generation, Actor: p.Owner, ExternalID: ext, At: now}); err != nil {
				return err
			}
			if p.AttemptID != "" {
				att, err := codec.AttemptID(p.AttemptID)
				if err != nil {
					return fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
				}
				if _, err := s.exec(ctx, tx, sqlEndAttempt,
					ms64(now), p.Outcome, p.ExternalID, p.Error, t.kindCode, id, att); err != nil {
					return fmt.Errorf("complete %s %s: record attempt: %w", t.kind, p.Key, err)
				}
			}
			if after != nil {
				if err := after(tx, id, p, now); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return errs, nil
}

// resolve records a human decision; it bumps the generation so any worker
// still holding an expired claim is fenced.
func (s *Store) resolve(ctx context.Context, t table, p ledger.ResolveParams) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("resolve %s: %w", p.Key, err)
	}
	actor := p.ActorOrHuman()
	now := s.now(p.Now)
	return s.tx(ctx, func(tx *sql.Tx) error {
		var id, state, gen, lease int64
		err := tx.QueryRowContext(ctx, `SELECT id, state, generation, lease_until FROM `+t.name+` WHERE key = ?`, p.Key).Scan(&id, &state, &gen, &lease)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("resolve %s: %w", p.Key, ledger.ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("resolve %s: %w", p.Key, err)
		}
		from := codec.StateOf(state, true)
		if from == ledger.Running && lease > ms64(now) {
			return fmt.Errorf("resolve %s: %w until %s", p.Key, ledger.ErrLeaseHeld, fromMs(lease).Format(time.RFC3339))
		}
		if err := ledger.CheckTransition(p.Key, from, p.To); err != nil {
			return fmt.Errorf("resolve: %w", err)
		}
		res, err := tx.ExecContext(ctx, `UPDATE `+t.name+` SET state = ?, reason = ?, owner = ?, generation = generation + 1, lease_until = 0,
		        external_id = CASE WHEN ? <> '' THEN ? ELSE external_id END, in_doubt = 0, next_attempt_at = ?, updated_at = ?
		      WHERE key = ? AND generation = ?`,
			codec.State(p.To), p.Reason, actor, p.ExternalID, p.ExternalID, ms64(now), ms64(now), p.Key, gen)
		if err != nil {
			return fmt.Errorf("resolve %s: %w", p.Key, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("resolve %s: %w", p.Key, ledger.ErrFenced)
		}
		return s.insertTransition(ctx, tx, t.kindCode, id, "", ledger.Transition{Key: p.Key, From: from, To: p.To, Reason: p.Reason, Generation: gen + 1, Actor: actor, ExternalID: p.ExternalID, At: now})
	})
}

// insertTransition appends to the log of row ref of kind; tr.Key and
// tr.Kind are not stored (the row holds the key) and only name errors.
// derivCtx is what codec.DerivedReason needs for the entry.
func (s *Store) insertTransition(ctx context.Context, tx *sql.Tx, kind, ref int64, derivCtx string, tr ledger.Transition) error {
	att, err := codec.AttemptID(tr.AttemptID)
	if err != nil {
		return fmt.Errorf("record transition %s: %w", tr.Key, err)
	}
	_, err = s.exec(ctx, tx, sqlInsertTransion,
		kind, ref, codec.State(tr.From), codec.State(tr.To), codec.Reason(tr.Reason, codec.DerivedReason(kind, tr.From, tr.To, derivCtx)), att, tr.Generation, tr.Actor, tr.ExternalID, ms64(tr.At))
	if err != nil {
		return fmt.Errorf("record transition %s: %w", tr.Key, err)
	}
	return nil
}
