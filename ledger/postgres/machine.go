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
	// on; with claim it inserts them claimed (ledger.Handoff).
	completeExtra func(firstArg int, claim bool) string
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
// generation and attempt ID and opens the attempts on the rows (claimTail).
// SET expressions read the old row, so claimed_from is the state
// before the claim; RETURNING gives the new values. $2 is the owner's actor
// id. State codes: pending, unknown (0, 3) and running (2), as in the
// partial indexes.
func claimQuery(t table, byKeys bool) string {
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
	` + claimTail(t, `SELECT id FROM (SELECT * FROM doubt UNION ALL SELECT * FROM expired UNION ALL SELECT * FROM due) d ORDER BY prio, due, key LIMIT $4`)
}

// claimTail claims the rows of pick (a query of ids, already locked) and
// opens their attempts on the rows (att_*, migration 0017): each attempt is
// also the claim's log entry (it keeps the entry's ID, the state claimed
// from and the row's external ID; TransitionList composes the rest). The
// row's previous attempt, if it held one, is archived into attempts by the
// table's trigger in the same statement.
func claimTail(t table, pick string) string {
	return `claimed AS (
	    UPDATE ` + t.name + ` SET
	        claimed_from = state,
	        state = 2,
	        owner = $2,
	        generation = generation + 1,
	        lease_until = clk.now + $3::bigint,
	        attempts = attempts + 1,
	        in_doubt = true,
	        attempt_id = decode(substr(md5(gen_random_uuid()::text), 1, 16), 'hex'),
	        updated_at = clk.now,
	        att_started = clk.now, att_claim_id = nextval(` + logSeq + `), att_claim_ext = NULLIF(external_id, ''),
	        att_ended = NULL, att_done_id = NULL, att_done_to = NULL, att_ext = NULL, att_outcome = NULL,
	        att_error = NULL, att_reason = NULL, att_trace = NULL
	    FROM clk
	    WHERE id IN (` + pick + `)
	    RETURNING ` + t.cols + `
	)
	SELECT ` + t.names + ` FROM claimed ORDER BY next_attempt_at, key`
}

// tenantSQL is a row's tenant, the first segment of its key, spelled as the
// fair indexes of migration 0014 spell it (so they serve it).
func tenantSQL(alias string) string { return `split_part(` + alias + `.key, ':', 1)` }

// tenantScan is a recursive CTE name(t) of the tenants with rows of t in
// state: a skip scan of the fair indexes (migration 0014), one seek per
// tenant; its last row is NULL.
func tenantScan(t table, name string, state int) string {
	st := fmt.Sprint(state)
	return name + `(t) AS (
	    (SELECT ` + tenantSQL("c") + ` FROM ` + t.name + ` c WHERE c.state = ` + st + ` ORDER BY 1 LIMIT 1)
	    UNION ALL
	    SELECT (SELECT ` + tenantSQL("c") + ` FROM ` + t.name + ` c WHERE c.state = ` + st + ` AND ` + tenantSQL("c") + ` > ` + name + `.t ORDER BY 1 LIMIT 1)
	    FROM ` + name + ` WHERE ` + name + `.t IS NOT NULL
	)`
}

// tenantsDue selects the tenants of scan name (tenantScan) whose rows in
// state have one due. A tenant has due work when its first key in due
// order is due: one seek per tenant. (As EXISTS, a planner with young
// statistics turned it into a hash semi-join that read the table's whole
// backlog, about half of a claim's server time in the bench.)
func tenantsDue(t table, name string, state int) string {
	return `SELECT t FROM ` + name + ` WHERE t IS NOT NULL AND (SELECT true FROM ` + t.name + ` c WHERE ` + tenantSQL("c") + ` = ` + name + `.t
	        AND c.state = ` + fmt.Sprint(state) + ` AND c.next_attempt_at <= (SELECT now FROM clk) LIMIT 1)`
}

// dueProbeQuery says whether a claim of t without keys would find
// anything at $1 (clkCTE): a key pending or in doubt and due (the fair
// claim's tenant seeks) or a lease expired (the lease index). It reads
// what the fair claim reads first, in a statement a fraction of its size
// to plan and start, and stops at the first hit: an idle poll then costs
// this instead of the whole claim (issue 32). With fixed, $1 is the time
// (clkCTE); without, the statement reads the database's clock and takes no
// parameter, so the server plans it once per connection instead of at each
// call (its BIND, planning and executor start, 0.17 → 0.13 ms of CPU in the
// bench; the execution itself ~0.06 ms).
func dueProbeQuery(t table, fixed bool) string {
	clk := `clk AS MATERIALIZED (SELECT ` + dbNow + ` AS now)`
	if fixed {
		clk = clkCTE
	}
	return `WITH RECURSIVE ` + clk + `,
	` + tenantScan(t, "pt", 0) + `,
	` + tenantScan(t, "ut", 3) + `
	SELECT EXISTS (` + tenantsDue(t, "ut", 3) + `)
	    OR EXISTS (SELECT 1 FROM ` + t.name + ` c WHERE c.state = 2 AND c.lease_until <= (SELECT now FROM clk))
	    OR EXISTS (` + tenantsDue(t, "pt", 0) + `)`
}

// fairClaimQuery is a fair claim in one statement (issue 17; S5, R11). The
// tenants with due work come from a skip scan of the fair indexes (the
// next tenant after the last, one seek each); each tenant's room is its cap
// less its rows running under a live lease (at most $4) and at most its
// ledger.Quota of the batch; each tenant's
// first keys in doubt and pending ones are read from its own range of the
// fair indexes and locked with SKIP LOCKED (a tenant with no room reads
// nothing); expired leases come from the lease index as before. The batch
// is the lowest ranks rn/share (rn: the key's place in its tenant, in doubt
// first, then due order), as ledger.FairPick deals it; the rows locked but
// not taken are released at the end of the statement. $5..$7 are the
// tenants with a policy, their shares and caps, $8 the default cap.
//
// With skip, $9 names keys the claim leaves alone (ExecutionCompleteClaim:
// the keys its completions just gave back).
func fairClaimQuery(t table, capped, skip bool) string {
	return queries.get(queryKey{"fair claim", t.name, capped, skip}, func() string { return buildFairClaimQuery(t, capped, skip) })
}

func buildFairClaimQuery(t table, capped, skip bool) string {
	scan := func(name string, state int) string { return tenantScan(t, name, state) }
	due := func(name string, state int) string { return tenantsDue(t, name, state) }
	notSkipped := ""
	if skip {
		notSkipped = ` AND c.key <> ALL($9::text[])`
	}
	per := func(state int, prio string) string {
		return `SELECT x.id, x.key, x.next_attempt_at AS due, ` + prio + ` AS prio, tt.t FROM fair tt CROSS JOIN LATERAL (
	        SELECT c.id, c.key, c.next_attempt_at FROM ` + t.name + ` c
	        WHERE ` + tenantSQL("c") + ` = tt.t AND c.state = ` + fmt.Sprint(state) + ` AND c.next_attempt_at <= (SELECT now FROM clk)` + notSkipped + `
	        ORDER BY c.next_attempt_at, c.key LIMIT tt.room FOR UPDATE SKIP LOCKED) x
	    WHERE tt.room > 0`
	}
	// Without caps only expired leases matter (read from the lease index);
	// with caps every running row: those under a live lease count against
	// their tenant (the calls in flight, bounded by the workers' batches).
	running := `SELECT ` + tenantSQL("c") + ` COLLATE "C" AS t, false AS live FROM ` + t.name + ` c
	        WHERE c.state = 2 AND c.lease_until <= (SELECT now FROM clk)`
	if capped {
		running = `SELECT ` + tenantSQL("c") + ` COLLATE "C" AS t, c.lease_until > (SELECT now FROM clk) AS live FROM ` + t.name + ` c WHERE c.state = 2`
	}
	return `WITH RECURSIVE ` + clkCTE + `,
	` + scan("pt", 0) + `,
	` + scan("ut", 3) + `,
	pol AS (SELECT p.t COLLATE "C" AS t, p.share, p.cap FROM unnest($5::text[], $6::float8[], $7::int[]) AS p(t, share, cap)),
	run AS MATERIALIZED (` + running + `),
	inflight AS (SELECT t, count(*) AS n FROM run WHERE live GROUP BY t),
	tenants AS MATERIALIZED (
	    SELECT d.t, COALESCE(NULLIF(p.share, 0), 1) AS share,
	        CASE WHEN COALESCE(NULLIF(p.cap, 0), $8::int) > 0
	             THEN GREATEST(0, LEAST($4::int, COALESCE(NULLIF(p.cap, 0), $8::int) - COALESCE(i.n, 0)))
	             ELSE $4::int END AS room
	    FROM (` + due("pt", 0) + ` UNION ` + due("ut", 3) + ` UNION SELECT t FROM run WHERE NOT live) d
	    LEFT JOIN pol p ON p.t = d.t COLLATE "C" LEFT JOIN inflight i ON i.t = d.t COLLATE "C"
	),
	fair AS MATERIALIZED (
	    SELECT t, share, LEAST(room, GREATEST(1, LEAST($4::int,
	        CEIL(` + fmt.Sprint(ledger.QuotaFactor) + ` * $4::int * share / SUM(share) FILTER (WHERE room > 0) OVER ())::int))) AS room
	    FROM tenants
	),
	c_doubt AS (` + per(3, "0") + `),
	c_due AS (` + per(0, "1") + `),
	c_expired AS (
	    SELECT c.id, c.key, c.lease_until AS due, 0 AS prio, ` + tenantSQL("c") + ` AS t FROM ` + t.name + ` c
	    WHERE c.state = 2 AND c.lease_until <= (SELECT now FROM clk)` + notSkipped + `
	    ORDER BY c.lease_until, c.key LIMIT $4 FOR UPDATE SKIP LOCKED
	),
	ranked AS (
	    SELECT c.id, c.key, c.due, c.prio, tt.room, tt.share,
	        row_number() OVER (PARTITION BY c.t ORDER BY c.prio, c.due, c.key) AS rn
	    FROM (SELECT * FROM c_doubt UNION ALL SELECT * FROM c_due UNION ALL SELECT * FROM c_expired) c
	    JOIN fair tt ON tt.t = c.t COLLATE "C"
	),
	` + claimTail(t, `SELECT id FROM ranked WHERE rn <= room ORDER BY rn / share, prio, due, key LIMIT $4`)
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
		return s.claimRows(ctx, s.pool, t, claimQuery(t, true), args)
	}
	args = fairArgs(args, p)
	capped := p.Capped()
	idle := &s.idle[t.kindCode]
	if idle.Load() {
		// The last claim of t found nothing: a poll is likely idle, and
		// the probe is a fraction of the claim's cost (dueProbeQuery).
		var due bool
		now := args[0].(*int64)
		var probe []any
		if now != nil {
			probe = append(probe, now)
		}
		if err := s.pool.QueryRow(ctx, dueProbeQuery(t, now != nil), probe...).Scan(&due); err != nil {
			return nil, fmt.Errorf("claim %s: probe: %w", t.name, err)
		}
		if !due {
			return nil, nil
		}
	}
	out, err := s.fairClaim(ctx, t, capped, args)
	if err == nil {
		idle.Store(len(out) == 0)
	}
	return out, err
}

// fairArgs adds p's tenant policies to args (the time, owner, lease and
// limit) as fairClaimQuery's $5..$8.
func fairArgs(args []any, p ledger.ClaimParams) []any {
	var names []string
	var shares []float64
	var caps []int32
	for name, tp := range p.Tenants {
		names, shares, caps = append(names, name), append(shares, tp.Share), append(caps, int32(tp.MaxInFlight))
	}
	return append(args, names, shares, caps, int32(p.MaxInFlight))
}

// fairClaim runs the fair claim of t with args (claim's).
func (s *Store) fairClaim(ctx context.Context, t table, capped bool, args []any) ([]row, error) {
	if !capped {
		return s.claimRows(ctx, s.pool, t, fairClaimQuery(t, false, false), args)
	}
	// With a cap, claimers of this table take turns: each statement's
	// snapshot then counts the rows every earlier claim took, so two
	// claimers racing cannot both fill the same tenant's last slots. The
	// lock is the transaction's; the claim itself is still one statement.
	var out []row
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1, $2)`, ClaimLockClass, int32(t.kindCode)); err != nil {
			return fmt.Errorf("claim %s: lock: %w", t.name, err)
		}
		var err error
		out, err = s.claimRows(ctx, tx, t, fairClaimQuery(t, true, false), args)
		return err
	})
	return out, err
}

// ClaimLockClass is the advisory lock class (two-int4 form) capped claims
// of a table take turns under.
const ClaimLockClass int32 = 0x66616972 // "fair"

type rowsQuerier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

func (s *Store) claimRows(ctx context.Context, q rowsQuerier, t table, query string, args []any) ([]row, error) {
	rows, err := q.Query(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	return scanClaimed(rows, t)
}

// scanClaimed reads a claim's rows of t and closes them.
func scanClaimed(rows pgx.Rows, t table) ([]row, error) {
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
		if err := p.Stale(gen); err != nil {
			return fmt.Errorf("resolve: %w", err)
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
	out, err := codec.CollectKept(rows, q.limit, q.keep, func() (row, error) { return t.scan(rows) })
	if err != nil {
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

// traceAttempt records the trace of a claimed row's current attempt as it
// starts (ledger.TraceParams), fenced by the lease and the attempt ID. The
// row holds its open attempt (att_*, migration 0017); changing att_trace
// archives nothing.
func (s *Store) traceAttempt(ctx context.Context, t table, p ledger.TraceParams) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	att, err := codec.AttemptID(p.AttemptID)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	trace, err := codec.TraceID(p.TraceID)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	owner, err := s.knownActor(ctx, p.Owner)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	tag, err := s.pool.Exec(ctx, `UPDATE `+t.name+` SET att_trace = $1
	    WHERE key = $2 AND owner = $3 AND generation = $4 AND state = 2 AND attempt_id = $5 AND att_started IS NOT NULL`,
		trace, p.Key, owner, p.Generation, att)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	if tag.RowsAffected() == 0 {
		return s.staleError(ctx, s.pool, t, p.Key, p.Owner, p.Generation)
	}
	return nil
}
