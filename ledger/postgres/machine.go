package postgres

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

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
	// names are the output names of cols, to read them back from a CTE
	// that returned them (cols may hold expressions).
	names string
	scan  func(pgx.Row) (row, error)
	// completeExtra, when set, adds data-modifying CTEs to a completion that
	// carries notifications (the outbox of R14). It reads CTEs u (id, ord,
	// at) and p (ord, att) of completeQuery and the arguments from firstArg
	// on.
	completeExtra func(firstArg int) string
}

// row is what the shared code needs from a scanned record.
type row interface {
	base() *machineRow
}

type machineRow struct {
	id          int64 // the row's id, which its log refers to
	key         string
	state       ledger.State
	owner       string
	generation  int64
	externalID  string
	claimedFrom ledger.State
	attemptID   string
}

// claimQuery is the whole claim in one statement (S5, R11). Due work is
// pending or unknown and due, or running with an expired lease; each kind
// is read from its own partial index in (next_attempt_at, key) order and
// locked with FOR UPDATE SKIP LOCKED, so claimers never wait on each other
// and never sort the whole backlog. The UPDATE takes the first $4 with a new
// generation and attempt ID; a data-modifying CTE opens the attempts, each
// of which is also the claim's log entry (it keeps the entry's ID, the
// state claimed from and the row's external ID; TransitionList composes
// the rest). SET expressions read the old row, so claimed_from is the state
// before the claim; RETURNING gives the new values. $2 is the owner's actor
// id. State codes: pending, unknown (0, 3) and running (2), as in the
// partial indexes.
func claimQuery(t table, byKeys bool) string {
	kind := fmt.Sprint(t.kindCode)
	filter := ""
	if byKeys {
		filter = ` AND c.key = ANY($5::text[])`
	}
	// Keys in doubt (unknown and due, expired leases) come ahead of pending
	// ones however old the pending backlog is (issue 19).
	return `WITH ` + clkCTE + `,
	doubt AS (
	    SELECT c.id, c.key, c.next_attempt_at AS due, 0 AS prio FROM ` + t.name + ` c
	    WHERE c.state = 3 AND c.next_attempt_at <= (SELECT now FROM clk)` + filter + `
	    ORDER BY c.next_attempt_at, c.key LIMIT $4 FOR UPDATE SKIP LOCKED
	),
	expired AS (
	    SELECT c.id, c.key, c.lease_until AS due, 0 AS prio FROM ` + t.name + ` c
	    WHERE c.state = 2 AND c.lease_until <= (SELECT now FROM clk)` + filter + `
	    ORDER BY c.lease_until, c.key LIMIT $4 FOR UPDATE SKIP LOCKED
	),
	due AS (
	    SELECT c.id, c.key, c.next_attempt_at AS due, 1 AS prio FROM ` + t.name + ` c
	    WHERE c.state = 0 AND c.next_attempt_at <= (SELECT now FROM clk)` + filter + `
	    ORDER BY c.next_attempt_at, c.key LIMIT $4 FOR UPDATE SKIP LOCKED
	),
	claimed AS (
	    UPDATE ` + t.name + ` SET
	        claimed_from = state,
	        state = 2,
	        owner = $2,
	        generation = generation + 1,
	        lease_until = clk.now + $3::bigint,
	        attempts = attempts + 1,
	        in_doubt = true,
	        attempt_id = decode(substr(md5(gen_random_uuid()::text), 1, 16), 'hex'),
	        updated_at = clk.now
	    FROM clk
	    WHERE id IN (SELECT id FROM (SELECT * FROM doubt UNION ALL SELECT * FROM expired UNION ALL SELECT * FROM due) d ORDER BY prio, due, key LIMIT $4)
	    RETURNING ` + t.cols + `, clk.now AS claimed_at
	),
	att AS (
	    INSERT INTO attempts (kind, ref, id, generation, owner, started_at, claim_id, claimed_from, claim_ext)
	    SELECT ` + kind + `, id, attempt_id, generation, $2, claimed_at, nextval(` + logSeq + `), claimed_from, NULLIF(external_id, '')
	    FROM claimed
	)
	SELECT ` + t.names + ` FROM claimed ORDER BY next_attempt_at, key`
}

func (s *Store) claim(ctx context.Context, t table, p ledger.ClaimParams) ([]row, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	limit := p.BatchLimit()
	owner, err := s.actor(ctx, p.Owner)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	args := []any{s.nowArg(p.Now), owner, p.LeaseFor.Milliseconds(), limit}
	if len(p.Keys) > 0 {
		args = append(args, p.Keys)
	}
	rows, err := s.pool.Query(ctx, claimQuery(t, len(p.Keys) > 0), args...)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	defer rows.Close()
	var out []row
	for rows.Next() {
		r, err := t.scan(rows)
		if err != nil {
			return nil, fmt.Errorf("claim %s: %w", t.name, err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	return out, nil
}

func (s *Store) renew(ctx context.Context, t table, key, owner string, generation int64, leaseFor time.Duration, now time.Time) (time.Time, error) {
	if leaseFor <= 0 {
		return time.Time{}, fmt.Errorf("renew lease %s: lease duration must be positive", key)
	}
	ownerID, err := s.knownActor(ctx, owner)
	if err != nil {
		return time.Time{}, fmt.Errorf("renew lease %s: %w", key, err)
	}
	var got int64
	err = s.pool.QueryRow(ctx, `WITH `+clkCTE+`
	    UPDATE `+t.name+` SET lease_until = clk.now + $2::bigint, updated_at = clk.now FROM clk
	    WHERE key = $3 AND owner = $4 AND generation = $5 AND state = 2
	    RETURNING lease_until`,
		s.nowArg(now), leaseFor.Milliseconds(), key, ownerID, generation).Scan(&got)
	if errors.Is(err, pgx.ErrNoRows) {
		return time.Time{}, s.staleError(ctx, s.pool, t, key, owner, generation)
	}
	if err != nil {
		return time.Time{}, fmt.Errorf("renew lease %s: %w", key, err)
	}
	return fromMs(got), nil
}

// staleError explains why a fenced write matched no row.
func (s *Store) staleError(ctx context.Context, q queryer, t table, key, owner string, generation int64) error {
	var curOwner string
	var curGen int64
	err := q.QueryRow(ctx, `SELECT `+actorName("owner")+`, generation FROM `+t.name+` WHERE key = $1`, key).Scan(&curOwner, &curGen)
	if errors.Is(err, pgx.ErrNoRows) {
		return fmt.Errorf("%s %s: %w", t.kind, key, ledger.ErrNotFound)
	}
	if err != nil {
		return fmt.Errorf("%s %s: %w", t.kind, key, err)
	}
	return &ledger.StaleOwnerError{Key: key, Owner: owner, Generation: generation, CurrentGeneration: curGen, CurrentOwner: curOwner}
}

// resolve records a human decision; it bumps the generation so any worker
// still holding an expired claim is fenced.
func (s *Store) resolve(ctx context.Context, t table, p ledger.Resolution) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("resolve %s: %w", p.Key, err)
	}
	actor, err := s.actor(ctx, p.ActorOrHuman())
	if err != nil {
		return fmt.Errorf("resolve %s: %w", p.Key, err)
	}
	return s.tx(ctx, func(tx pgx.Tx) error {
		var id, state, gen, lease, now int64
		err := tx.QueryRow(ctx, `SELECT id, state, generation, lease_until, COALESCE($2::bigint, `+dbNow+`) FROM `+t.name+` WHERE key = $1 FOR UPDATE`,
			p.Key, s.nowArg(p.Now)).Scan(&id, &state, &gen, &lease, &now)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("resolve %s: %w", p.Key, ledger.ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("resolve %s: %w", p.Key, err)
		}
		from := codec.StateOf(state, true)
		if from == ledger.Running && lease > now {
			return fmt.Errorf("resolve %s: %w until %s", p.Key, ledger.ErrLeaseHeld, fromMs(lease).Format(time.RFC3339))
		}
		if err := ledger.CheckTransition(p.Key, from, p.To); err != nil {
			return fmt.Errorf("resolve: %w", err)
		}
		logReason, rowReason := codec.Reasons(t.kindCode, from, p.To, p.Reason)
		tag, err := tx.Exec(ctx, `UPDATE `+t.name+` SET state = $1, reason = $2, owner = $3, generation = generation + 1, lease_until = 0,
		        external_id = CASE WHEN $4::text <> '' THEN $4::text ELSE external_id END, in_doubt = false, next_attempt_at = $5, updated_at = $5
		      WHERE key = $6 AND generation = $7`,
			codec.State(p.To), rowReason, actor, p.ExternalID, now, p.Key, gen)
		if err != nil {
			return fmt.Errorf("resolve %s: %w", p.Key, err)
		}
		if tag.RowsAffected() != 1 {
			return fmt.Errorf("resolve %s: %w", p.Key, ledger.ErrFenced)
		}
		_, err = tx.Exec(ctx, `INSERT INTO transitions (kind, ref, from_state, to_state, reason, generation, actor, external_id, at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
			t.kindCode, id, codec.State(from), codec.State(p.To), logReason, gen+1, actor, p.ExternalID, now)
		if err != nil {
			return fmt.Errorf("record transition %s: %w", p.Key, err)
		}
		if len(p.Notifications) > 0 && t.kindCode != codec.KindExecution {
			return fmt.Errorf("resolve %s: only an execution queues notifications", p.Key)
		}
		for _, n := range p.Notifications {
			if _, err := s.queueNotification(ctx, tx, id, n, now); err != nil {
				return fmt.Errorf("resolve %s: %w", p.Key, err)
			}
		}
		return nil
	})
}

// queueNotification adds one outbox row for execution execID unless its
// key exists (R15), with its first log entry on the row (enq_att empty:
// no attempt queued it; its actor is "axagent", migration 0015), inside tx;
// added says which.
func (s *Store) queueNotification(ctx context.Context, tx pgx.Tx, execID int64, n ledger.NewNotification, now int64) (bool, error) {
	// The entry's actor, which logRows and TransitionList name.
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return false, err
	}
	var nid int64
	err := tx.QueryRow(ctx, `INSERT INTO outbox (key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att)
	      VALUES ($1, $2, $3, $4, $5, 0, '', $6, $6, $6, ''::bytea) ON CONFLICT (key) DO NOTHING RETURNING id`,
		n.Key, execID, n.Channel, n.Recipient, n.Text, now).Scan(&nid)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, nil // the key exists
	}
	if err != nil {
		return false, fmt.Errorf("outbox %s: %w", n.Key, err)
	}
	return true, nil
}

// OutboxEnqueue queues notifications on execKey's row, in one transaction;
// existing notification keys are kept as they are.
func (s *Store) OutboxEnqueue(ctx context.Context, execKey string, ns []ledger.NewNotification, at time.Time) (int, error) {
	for _, n := range ns {
		if err := n.Validate(); err != nil {
			return 0, fmt.Errorf("outbox enqueue %s: %w", execKey, err)
		}
	}
	added := 0
	err := s.tx(ctx, func(tx pgx.Tx) error {
		added = 0
		var id, now int64
		err := tx.QueryRow(ctx, `SELECT id, COALESCE($2::bigint, `+dbNow+`) FROM executions WHERE key = $1`, execKey, s.nowArg(at)).Scan(&id, &now)
		if errors.Is(err, pgx.ErrNoRows) {
			return fmt.Errorf("outbox enqueue %s: %w", execKey, ledger.ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("outbox enqueue %s: %w", execKey, err)
		}
		for _, n := range ns {
			ok, err := s.queueNotification(ctx, tx, id, n, now)
			if err != nil {
				return err
			}
			if ok {
				added++
			}
		}
		return nil
	})
	return added, err
}

// listQuery filters a list of t: clauses with their args (numbered as
// added), a key set, and keep for what SQL cannot express; the limit
// applies after keep.
type listQuery struct {
	clauses []string
	args    []any
	keys    []string
	limit   int
	keep    func(row) bool
}

// add appends a clause whose %d (or %[1]d) is the new argument's number.
func (q *listQuery) add(clause string, v any) {
	q.args = append(q.args, v)
	q.clauses = append(q.clauses, fmt.Sprintf(clause, len(q.args)))
}

// list reads the rows of t that q selects, oldest first.
func (s *Store) list(ctx context.Context, t table, q listQuery) ([]row, error) {
	if len(q.keys) > 0 {
		q.add("key = ANY($%d::text[])", q.keys)
	}
	stmt := `SELECT ` + t.cols + ` FROM ` + t.name + where(q.clauses) + ` ORDER BY created_at, key COLLATE "C"`
	if q.limit > 0 && q.keep == nil {
		stmt += fmt.Sprintf(" LIMIT %d", q.limit)
	}
	rows, err := s.pool.Query(ctx, stmt, q.args...)
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
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	return out, nil
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

// where joins filter clauses.
func where(clauses []string) string {
	if len(clauses) == 0 {
		return ""
	}
	return " WHERE " + strings.Join(clauses, " AND ")
}
