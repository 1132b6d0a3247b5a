package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
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
	out, err := codec.CollectKept(rows, q.limit, q.keep, func() (row, error) { return t.scan(rows) })
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", t.name, err)
	}
	return out, nil
}

func (s *Store) claim(ctx context.Context, t table, p ledger.ClaimParams) ([]row, error) {
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	owner, err := s.actor(ctx, p.Owner)
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	// After a claim that took nothing, an idle poll first asks, outside
	// the write lock, whether anything is due (issue 32): with the
	// handoff nearly every dispatcher poll finds nothing, and each took a
	// turn of the one writer to learn it.
	fair := len(p.Keys) == 0
	if fair && s.idle[t.kindCode].Load() {
		var due bool
		if err := s.prepared(sqlDueProbe(t)).QueryRowContext(ctx, sql.Named("now", ms64(s.now(p.Now)))).Scan(&due); err != nil {
			return nil, fmt.Errorf("claim %s: probe: %w", t.name, err)
		}
		if !due {
			s.probed.Add(1)
			return nil, nil
		}
	}
	var out []row
	err = s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		out, err = s.claimIn(ctx, tx, t, p, owner, nil, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	if fair {
		s.idle[t.kindCode].Store(len(out) == 0)
	}
	return out, nil
}

// sqlDueProbe says whether a fair claim of t would find anything at :now:
// a tenant with a due pending or unknown row (the claim's own tenant
// seeks, fairTenantsSQL) or an expired lease (the lease index). It stops
// at the first hit. It reads a snapshot outside the write lock, so what is
// enqueued after it is found by the next poll, as it would be had the
// claim run a moment earlier; what it finds is claimed by the conditional
// UPDATE of the claim that follows, which decides again.
func sqlDueProbe(t table) string {
	return `SELECT EXISTS (SELECT 1 FROM ` + t.name + ` WHERE state = 2 AND lease_until <= :now) OR EXISTS (` + fairTenantsSQL(t) + `)`
}

// claimIn is claim inside the write transaction tx; owner is p.Owner's
// actor id. With ids it claims those rows (where due) instead of choosing:
// a handoff claims the rows it just inserted by their primary key. A fair
// claim leaves the keys in skip alone.
func (s *Store) claimIn(ctx context.Context, tx *sql.Tx, t table, p ledger.ClaimParams, owner any, ids []int64, skip map[string]bool) ([]row, error) {
	limit := p.BatchLimit()
	now := s.now(p.Now)
	args := []any{sql.Named("now", ms64(now)), sql.Named("owner", owner), sql.Named("owner_name", p.Owner), sql.Named("lease", ms64(now.Add(p.LeaseFor))),
		sql.Named("limit", limit)}
	var rows *sql.Rows
	var err error
	if len(p.Keys) > 0 && ids == nil {
		// A claim of named keys (register working its own) takes
		// them in the old order; there is no backlog to share.
		ph := make([]string, len(p.Keys))
		for i, k := range p.Keys {
			ph[i] = fmt.Sprintf(":k%d", i)
			args = append(args, sql.Named(fmt.Sprintf("k%d", i), k))
		}
		rows, err = s.query(ctx, tx, claimSQL(t, " AND key IN ("+strings.Join(ph, ",")+")"), args...)
	} else {
		if ids == nil {
			if ids, err = s.fairPick(ctx, tx, t, p, now, limit, skip); err != nil {
				return nil, err
			}
		}
		if len(ids) == 0 {
			return nil, nil
		}
		list, _ := json.Marshal(ids)
		rows, err = s.query(ctx, tx, claimIDsSQL(t), append(args, sql.Named("ids", string(list)))...)
	}
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	out, err := codec.Collect(rows, func() (row, error) { return t.scan(rows) })
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	if err := s.insertClaimAttempts(ctx, tx, t, out, owner, now); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	return out, nil
}

// insertClaimAttempts records the claim of rows (owner's, at now): the
// claim's log entry is the attempt row: every field of the entry is the
// attempt's but the state claimed from and the row's external ID, which
// it stores (TransitionList composes the entry). One statement for the
// batch (issue 32: a statement per row was half a claim's CPU); the
// entries take the log's next IDs in the order of rows, as one insert per
// row gave them.
func (s *Store) insertClaimAttempts(ctx context.Context, tx *sql.Tx, t table, rows []row, owner any, now time.Time) error {
	if len(rows) == 0 {
		return nil
	}
	batch := make([][]any, len(rows))
	for i, r := range rows {
		b := r.base()
		if _, err := codec.AttemptID(b.attemptID); err != nil {
			return err
		}
		batch[i] = []any{b.id, strings.TrimPrefix(b.attemptID, "att-"), b.generation, codec.State(b.claimedFrom), codec.NullIfEmpty(b.externalID)}
	}
	list, err := json.Marshal(batch)
	if err != nil {
		return fmt.Errorf("record attempts: %w", err)
	}
	if _, err := s.exec(ctx, tx, sqlInsertAttempts, sql.Named("kind", t.kindCode), sql.Named("owner", owner), sql.Named("now", ms64(now)),
		sql.Named("rows", string(list))); err != nil {
		return fmt.Errorf("record attempts: %w", err)
	}
	return nil
}

// tenantSQL is a row's tenant, the first segment of its key, exactly as
// the fair indexes of migration 0014 spell it (so they serve it).
const tenantSQL = `substr(key, 1, instr(key, ':') - 1)`

// fairPick chooses the rows of a fair claim (ledger.FairPick) inside the
// claim's write transaction: BEGIN IMMEDIATE holds the only write lock, so
// nothing changes between these reads and the conditional UPDATE that
// follows them (which still checks every row is due). It reads the tenants
// with due work by a skip scan of the fair indexes (one seek per tenant),
// the running rows (the in-flight counts and expired leases: the running
// set is bounded by the workers' batches), and for each tenant with room
// under its cap its first keys in doubt and pending ones, each from its
// tenant's range of an index: never another tenant's backlog.
func (s *Store) fairPick(ctx context.Context, tx *sql.Tx, t table, p ledger.ClaimParams, now time.Time, limit int, skip map[string]bool) ([]int64, error) {
	nowArg := sql.Named("now", ms64(now))
	tenants, err := s.queryStrings(ctx, tx, fairTenantsSQL(t), nowArg)
	if err != nil {
		return nil, fmt.Errorf("claim %s: tenants: %w", t.name, err)
	}
	// Expired leases, from the lease index; with a cap, also the rows
	// under a live lease (the calls in flight, bounded by the workers'
	// batches), counted per tenant.
	inFlight := map[string]int{}
	var cands []ledger.ClaimCandidate
	var rows *sql.Rows
	if p.Capped() {
		rows, err = s.query(ctx, tx, sqlRunning(t))
	} else {
		rows, err = s.query(ctx, tx, sqlRunningExpired(t), nowArg, sql.Named("limit", limit))
	}
	if err != nil {
		return nil, fmt.Errorf("claim %s: running: %w", t.name, err)
	}
	err = codec.Each(rows, func() error {
		var c ledger.ClaimCandidate
		if err := rows.Scan(&c.ID, &c.Key, &c.Due); err != nil {
			return err
		}
		c.Tenant, c.InDoubt = ledger.TenantOf(c.Key), true
		if c.Due > ms64(now) {
			inFlight[c.Tenant]++
		} else {
			cands = append(cands, c)
		}
		return nil
	})
	rows.Close()
	if err != nil {
		return nil, fmt.Errorf("claim %s: running: %w", t.name, err)
	}
	// A tenant with only expired leases has no due pending or unknown row.
	seen := map[string]bool{}
	for _, tn := range tenants {
		seen[tn] = true
	}
	for _, c := range cands {
		if !seen[c.Tenant] {
			seen[c.Tenant] = true
			tenants = append(tenants, c.Tenant)
		}
	}
	room := map[string]int{}
	total := 0.0
	for _, tn := range tenants {
		if room[tn] = p.Allowance(tn, inFlight[tn], limit); room[tn] > 0 {
			total += p.Policy(tn).Share
		}
	}
	for _, tn := range tenants {
		n := min(room[tn], ledger.Quota(p.Policy(tn).Share, total, limit))
		if n == 0 {
			continue
		}
		rows, err := s.query(ctx, tx, fairTenantSQL(t), nowArg, sql.Named("t", tn), sql.Named("n", n))
		if err != nil {
			return nil, fmt.Errorf("claim %s: tenant %s: %w", t.name, tn, err)
		}
		more, err := codec.Collect(rows, func() (c ledger.ClaimCandidate, err error) {
			c.Tenant = tn
			err = rows.Scan(&c.ID, &c.Key, &c.Due, &c.InDoubt)
			return
		})
		rows.Close()
		if err != nil {
			return nil, fmt.Errorf("claim %s: tenant %s: %w", t.name, tn, err)
		}
		cands = append(cands, more...)
	}
	if len(skip) > 0 {
		cands = slices.DeleteFunc(cands, func(c ledger.ClaimCandidate) bool { return skip[c.Key] })
	}
	picked := p.FairPick(cands, inFlight, limit, total)
	ids := make([]int64, len(picked))
	for i, c := range picked {
		ids[i] = c.ID
	}
	return ids, nil
}

// sqlRunningExpired reads the oldest expired leases (at most :limit); a
// claim without caps needs no other running row.
func sqlRunningExpired(t table) string {
	return `SELECT id, key, lease_until FROM ` + t.name + ` WHERE state = 2 AND lease_until <= :now ORDER BY lease_until LIMIT :limit`
}

// sqlRunning reads every running row: the expired ones and those that
// count against their tenant's cap.
func sqlRunning(t table) string {
	return `SELECT id, key, lease_until FROM ` + t.name + ` WHERE state = 2`
}

func (s *Store) queryStrings(ctx context.Context, tx *sql.Tx, q string, args ...any) ([]string, error) {
	rows, err := s.query(ctx, tx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return codec.Collect(rows, func() (v string, err error) { err = rows.Scan(&v); return })
}

// fairTenantsSQL lists the tenants with a due pending or unknown row: a
// skip scan over each fair index (the next tenant after the last, one
// seek each), then one seek into the tenant's due range.
func fairTenantsSQL(t table) string {
	scan := func(name string, state int) string {
		st := fmt.Sprint(state)
		return name + `(t) AS (SELECT (SELECT ` + tenantSQL + ` FROM ` + t.name + ` WHERE state = ` + st + ` ORDER BY ` + tenantSQL + ` LIMIT 1)
	    UNION ALL SELECT (SELECT ` + tenantSQL + ` FROM ` + t.name + ` WHERE state = ` + st + ` AND ` + tenantSQL + ` > ` + name + `.t ORDER BY ` + tenantSQL + ` LIMIT 1)
	    FROM ` + name + ` WHERE ` + name + `.t IS NOT NULL)`
	}
	due := func(name string, state int) string {
		return `SELECT t FROM ` + name + ` WHERE t IS NOT NULL AND EXISTS (SELECT 1 FROM ` + t.name + ` WHERE ` + tenantSQL + ` = ` + name + `.t AND state = ` +
			fmt.Sprint(state) + ` AND next_attempt_at <= :now)`
	}
	return `WITH RECURSIVE ` + scan("pt", 0) + `, ` + scan("ut", 3) + `
	    ` + due("pt", 0) + ` UNION ` + due("ut", 3)
}

// fairTenantSQL reads one tenant's first :n keys in doubt and :n pending
// keys, each in due order from its fair index.
func fairTenantSQL(t table) string {
	pick := func(state, doubt string) string {
		return `SELECT * FROM (SELECT id, key, next_attempt_at, ` + doubt + ` FROM ` + t.name + ` WHERE ` + tenantSQL + ` = :t AND state = ` + state +
			` AND next_attempt_at <= :now ORDER BY next_attempt_at, key LIMIT :n)`
	}
	return pick("3", "1") + ` UNION ALL ` + pick("0", "0")
}

// claimIDsSQL claims the rows fairPick chose, still only where each is due:
// the UPDATE is conditional on its own (S5, R11).
func claimIDsSQL(t table) string {
	return claimUpdate(t, `id IN (SELECT value FROM json_each(:ids))
	        AND ((state IN (0, 3) AND next_attempt_at <= :now) OR (state = 2 AND lease_until <= :now))`)
}

func claimUpdate(t table, where string) string {
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
	      WHERE ` + where + `
	      RETURNING ` + claimedCols(t)
}

// claimedCols is t.cols with the owner's name given (:owner_name, the
// claimer's, whose id the claim writes), not looked up in actors for each
// claimed row (issue 32).
func claimedCols(t table) string {
	owner := actorName("owner")
	if !strings.Contains(t.cols, owner) {
		panic("sqlite: " + t.name + " columns do not render the owner as " + owner)
	}
	return strings.Replace(t.cols, owner, ":owner_name", 1)
}

// claimSQL is the claim of named keys: one statement decides and changes,
// so two claimers can never both win (S5, R11). SET expressions read the
// old row, so claimed_from and the attempt counter see the state before
// the claim.
func claimSQL(t table, filter string) string {
	// Keys in doubt (unknown and due, or running with an expired lease)
	// come ahead of pending ones however old the pending backlog is
	// (issue 19), at most :limit of each.
	pick := func(prio, cond, order string) string {
		return `SELECT * FROM (SELECT id, ` + prio + ` AS prio, ` + order + ` AS due, key FROM ` + t.name + ` WHERE ` + cond + filter +
			` ORDER BY ` + order + ` LIMIT :limit)`
	}
	return claimUpdate(t, `id IN (SELECT id FROM (`+
		pick("0", "state = 3 AND next_attempt_at <= :now", "next_attempt_at")+` UNION ALL `+
		pick("0", "state = 2 AND lease_until <= :now", "lease_until")+` UNION ALL `+
		pick("1", "state = 0 AND next_attempt_at <= :now", "next_attempt_at")+`)
	        ORDER BY prio, due, key LIMIT :limit)`)
}

const (
	// claim_id takes the log's next ID (a trigger advances ledger_seq).
	sqlInsertAttempt = `INSERT INTO attempts (kind, ref, id, generation, owner, started_at, claim_id, claimed_from, claim_ext)
	      VALUES (?, ?, ?, ?, ?, ?, (SELECT n + 1 FROM ledger_seq WHERE name = 'transitions'), ?, ?)`
	// sqlInsertAttempts is sqlInsertAttempt for a claim's rows, given as a
	// JSON array of [ref, attempt ID in hex, generation, claimed from,
	// external ID]: the i-th (from 0) takes claim ID n + i + 1, n read
	// once (materialized) before the first insert, which the sort makes
	// wait for every row (the trigger then advances n).
	// Each element's text is read once (r) and its fields extracted from
	// that (the JSON cache parses it once), not converted again per field.
	sqlInsertAttempts = `INSERT INTO attempts (kind, ref, id, generation, owner, started_at, claim_id, claimed_from, claim_ext)
	      WITH s AS MATERIALIZED (SELECT n FROM ledger_seq WHERE name = 'transitions'),
	        r AS MATERIALIZED (SELECT key AS ord, value AS v FROM json_each(:rows))
	      SELECT :kind, v ->> 0, unhex(v ->> 1), v ->> 2, :owner, :now, s.n + r.ord + 1, v ->> 3, v ->> 4
	      FROM s, r ORDER BY r.ord`
	// sqlEndAttempt ends an attempt that has no completion entry yet and,
	// when the completion is its own (its generation and owner), makes the
	// attempt that entry: done_id takes the log's next ID (a trigger
	// advances ledger_seq). It returns whether it did.
	sqlEndAttempt = `UPDATE attempts SET ended_at = :now, outcome = :outcome, external_id = :ext, error = :error,
	        done_id = CASE WHEN generation = :gen AND owner = :owner THEN (SELECT n + 1 FROM ledger_seq WHERE name = 'transitions') END,
	        done_to = CASE WHEN generation = :gen AND owner = :owner THEN :to END,
	        done_reason = CASE WHEN generation = :gen AND owner = :owner THEN :reason END,
	        done_ext = CASE WHEN generation = :gen AND owner = :owner THEN :dext END
	      WHERE kind = :kind AND ref = :ref AND id = :att AND done_id IS NULL
	      RETURNING done_id IS NOT NULL`
	// The ID is the next of ledger_seq (a trigger advances it); writes are
	// serialised by BEGIN IMMEDIATE, so IDs are unique and increasing.
	sqlInsertTransion = `INSERT INTO transitions (id, kind, ref, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	      VALUES ((SELECT n + 1 FROM ledger_seq WHERE name = 'transitions'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
)

func (s *Store) renew(ctx context.Context, t table, key, owner string, generation int64, leaseFor time.Duration, now time.Time) (time.Time, error) {
	now = s.now(now)
	until := now.Add(leaseFor)
	ownerID, err := s.knownActor(ctx, owner)
	if err != nil {
		return time.Time{}, fmt.Errorf("renew lease %s: %w", key, err)
	}
	var got int64
	err = s.db.QueryRowContext(ctx, `UPDATE `+t.name+` SET lease_until = ?, updated_at = ? WHERE key = ? AND owner = ? AND generation = ? AND state = 2 RETURNING lease_until`,
		ms64(until), ms64(now), key, ownerID, generation).Scan(&got)
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
	err := q.QueryRowContext(ctx, `SELECT `+actorName("owner")+`, generation, state FROM `+t.name+` WHERE key = ?`, key).Scan(&curOwner, &curGen, &state)
	if errors.Is(err, sql.ErrNoRows) {
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
		if err := p.Stale(gen); err != nil {
			return fmt.Errorf("resolve: %w", err)
		}
		from := codec.StateOf(state, true)
		if from == ledger.Running && lease > ms64(now) {
			return fmt.Errorf("resolve %s: %w until %s", p.Key, ledger.ErrLeaseHeld, fromMs(lease).Format(time.RFC3339))
		}
		if err := ledger.CheckTransition(p.Key, from, p.To); err != nil {
			return fmt.Errorf("resolve: %w", err)
		}
		logReason, rowReason := codec.Reasons(t.kindCode, from, p.To, p.Reason)
		res, err := tx.ExecContext(ctx, `UPDATE `+t.name+` SET state = ?, reason = ?, owner = ?, generation = generation + 1, lease_until = 0,
		        external_id = CASE WHEN ? <> '' THEN ? ELSE external_id END, in_doubt = 0, next_attempt_at = ?, updated_at = ?
		      WHERE key = ? AND generation = ?`,
			codec.State(p.To), rowReason, actor, p.ExternalID, p.ExternalID, ms64(now), ms64(now), p.Key, gen)
		if err != nil {
			return fmt.Errorf("resolve %s: %w", p.Key, err)
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return fmt.Errorf("resolve %s: %w", p.Key, ledger.ErrFenced)
		}
		if err := s.insertTransition(ctx, tx, t.kindCode, id, logReason, actor, ledger.Transition{Key: p.Key, From: from, To: p.To, Generation: gen + 1, ExternalID: p.ExternalID, At: now}); err != nil {
			return err
		}
		for _, n := range p.Notifications {
			if t.kindCode != codec.KindExecution {
				return fmt.Errorf("resolve %s: only an execution queues notifications", p.Key)
			}
			if _, err := s.insertNotification(ctx, tx, id, p.Key, n, "", now); err != nil {
				return fmt.Errorf("resolve %s: %w", p.Key, err)
			}
		}
		return nil
	})
}

// insertTransition appends to the log of row ref of kind: reason is its
// stored form (codec.Reason) and actor the actor's id; tr.Key only names
// errors (the row holds the key), tr.Kind, tr.Reason and tr.Actor are unused.
func (s *Store) insertTransition(ctx context.Context, tx *sql.Tx, kind, ref int64, reason, actor any, tr ledger.Transition) error {
	att, err := codec.AttemptID(tr.AttemptID)
	if err != nil {
		return fmt.Errorf("record transition %s: %w", tr.Key, err)
	}
	_, err = s.exec(ctx, tx, sqlInsertTransion,
		kind, ref, codec.State(tr.From), codec.State(tr.To), storedReason(reason, tr.ExternalID), att, tr.Generation, actor, tr.ExternalID, ms64(tr.At))
	if err != nil {
		return fmt.Errorf("record transition %s: %w", tr.Key, err)
	}
	return nil
}

// endAttempt records the end of attempt p.AttemptID of row ref and, where
// the attempt can give it back exactly, the completion's log entry with
// it (folded true); otherwise the caller stores the entry. An attempt that
// already holds an entry (a second completion naming the same attempt)
// first moves that entry into the log, since ending it again overwrites
// the fields the entry is composed from.
func (s *Store) endAttempt(ctx context.Context, tx *sql.Tx, t table, ref, owner int64, p ledger.CompleteParams, logReason any, entry ledger.Transition) (bool, error) {
	if p.AttemptID == "" {
		return false, nil
	}
	att, err := codec.AttemptID(p.AttemptID)
	if err != nil {
		return false, err
	}
	var dext any
	if entry.ExternalID != p.ExternalID {
		dext = entry.ExternalID
	}
	if err := recordTrace(ctx, tx, t.kindCode, ref, att, p.TraceID); err != nil {
		return false, err
	}
	args := []any{sql.Named("now", ms64(entry.At)), sql.Named("outcome", string(p.Outcome)), sql.Named("ext", p.ExternalID), sql.Named("error", p.Error),
		sql.Named("gen", p.Generation), sql.Named("owner", owner), sql.Named("to", codec.State(p.To)), sql.Named("reason", storedReason(logReason, entry.ExternalID)),
		sql.Named("dext", dext), sql.Named("kind", t.kindCode), sql.Named("ref", ref), sql.Named("att", att)}
	var folded bool
	err = s.queryRow(ctx, tx, sqlEndAttempt, args...).Scan(&folded)
	if !errors.Is(err, sql.ErrNoRows) {
		return folded, err
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO transitions (id, kind, ref, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	      SELECT done_id, kind, ref, 2, done_to, done_reason, id, generation, owner, ifnull(done_ext, external_id), ended_at
	      FROM attempts WHERE kind = ? AND ref = ? AND id = ? AND done_id IS NOT NULL`, t.kindCode, ref, att)
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil // no such attempt: nothing to end, as before
	}
	if _, err := tx.ExecContext(ctx, `UPDATE attempts SET done_id = NULL, done_to = NULL, done_reason = NULL, done_ext = NULL
	      WHERE kind = ? AND ref = ? AND id = ?`, t.kindCode, ref, att); err != nil {
		return false, err
	}
	err = s.queryRow(ctx, tx, sqlEndAttempt, args...).Scan(&folded)
	return folded, err
}

// traceAttempt records the trace of a claimed row's current attempt as it
// starts (ledger.TraceParams), fenced by the lease and the attempt ID.
func (s *Store) traceAttempt(ctx context.Context, t table, p ledger.TraceParams) error {
	att, err := codec.AttemptID(p.AttemptID)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	if err := p.Validate(); err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	owner, err := s.knownActor(ctx, p.Owner)
	if err != nil {
		return fmt.Errorf("trace attempt %s: %w", p.Key, err)
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		var ref int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM `+t.name+` WHERE key = ? AND owner = ? AND generation = ? AND state = 2 AND attempt_id = ?`,
			p.Key, owner, p.Generation, att).Scan(&ref)
		if errors.Is(err, sql.ErrNoRows) {
			return s.staleError(ctx, tx, t, p.Key, p.Owner, p.Generation)
		}
		if err != nil {
			return fmt.Errorf("trace attempt %s: %w", p.Key, err)
		}
		if err := recordTrace(ctx, tx, t.kindCode, ref, att, p.TraceID); err != nil {
			return fmt.Errorf("trace attempt %s: %w", p.Key, err)
		}
		return nil
	})
}
