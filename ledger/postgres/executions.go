package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// execCols render the stored reason and owner (rowReason, actorName) under
// their own names; execNames read them back from a CTE that returned them.
var (
	execCols = `id, key, fingerprint, ` + codec.IntentColumns + `, state, ` + rowReason("executions", codec.KindExecution) + ` AS reason, ` +
		actorName("owner") + ` AS owner, ` + execRest
	execNames = `id, key, fingerprint, ` + codec.IntentColumns + `, state, reason, owner, ` + execRest
)

const execRest = `generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, source, created_at, updated_at`

type execRow struct {
	ledger.Execution
	m machineRow
}

func (r *execRow) base() *machineRow { return &r.m }

// scanExec scans execCols, after any leading destinations in pre.
func scanExec(sc pgx.Row, pre ...any) (*execRow, error) {
	// The row, every scan target and the destination list are one
	// allocation: every claim, completion and ingest reads rows back
	// through here, and a target per column was most of the client's
	// allocations on the bench (issue 32).
	r := new(struct {
		execRow
		id, state                     int64
		key                           string
		fp, att                       []byte
		in                            codec.StoredIntent
		claimedFrom                   *int64
		lease, next, created, updated int64
		dest                          [32]any
	})
	e, in := &r.Execution, &r.in
	dest := append(r.dest[:0], pre...)
	dest = append(dest, &r.id, &r.key, &r.fp, // then the intent in codec.IntentColumns' order
		&in.Title, &in.Assignee, &in.AssigneeID, &in.DueDate, &in.Evidence, &in.Project, &in.Action,
		&r.state, &e.Reason, &e.Owner, &e.Generation, &r.lease, &r.next, &e.Attempts,
		&e.ExternalID, &e.InDoubt, &r.claimedFrom, &r.att, &e.Source, &r.created, &r.updated)
	if err := sc.Scan(dest...); err != nil {
		return nil, err
	}
	k, err := storedKey(r.key)
	if err != nil {
		return nil, err
	}
	e.Key, e.Intent = k, in.Intent(k)
	e.Fingerprint = codec.FingerprintOf(r.fp, e.Intent)
	e.State, e.ClaimedFrom, e.AttemptID = codec.StateOf(r.state, true), stateOf(r.claimedFrom), codec.AttemptIDOf(r.att)
	e.LeaseUntil, e.NextAttemptAt, e.CreatedAt, e.UpdatedAt = fromMs(r.lease), fromMs(r.next), fromMs(r.created), fromMs(r.updated)
	r.m = machineRow{id: r.id, key: r.key, state: e.State, owner: e.Owner, generation: e.Generation,
		externalID: e.ExternalID, claimedFrom: e.ClaimedFrom, attemptID: e.AttemptID}
	return &r.execRow, nil
}

// stateOf decodes a nullable state code.
var stateOf = codec.NullState

var execTable = table{name: "executions", kind: "execution", kindCode: codec.KindExecution, cols: execCols, names: execNames,
	scan: func(r pgx.Row) (row, error) { return scanExec(r) }, completeExtra: outboxInsertCTE}

// enqueueQuery inserts a key unless it exists (S5), with its first log
// entry on the row (enq_*, migration 0015). It returns (created, row): the
// new row, or the existing one when the key was already there. $15 is the
// entry's stored reason and $16 its actor id.
var enqueueQuery = `WITH ` + clkCTE + `,
ins AS (
    INSERT INTO executions (key, fingerprint, ` + codec.IntentColumns + `, state, reason, next_attempt_at, source, created_at, updated_at,
        enq_state, enq_actor, enq_reason)
    SELECT $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($13::bigint, clk.now), $14, clk.now, clk.now, $11, $16, $15 FROM clk
    ON CONFLICT (key) DO NOTHING
    RETURNING ` + execCols + `
)
SELECT true, ` + execNames + ` FROM ins
UNION ALL
SELECT false, ` + execCols + ` FROM executions WHERE key = $2 AND NOT EXISTS (SELECT 1 FROM ins)`

// replaceQuery gives an unattempted needs-human key corrected content
// (ReplaceUnattempted), conditional on the row still being untouched so a
// concurrent claim or resolve wins, and logs it in the same statement. $15
// is the actor id of "axagent".
var replaceQuery = `WITH ` + clkCTE + `,
u AS (
    UPDATE executions SET fingerprint = $2, (` + codec.IntentColumns + `) = ($3, $4, $5, $6, $7, $8, $9),
        state = $10, reason = $11, next_attempt_at = COALESCE($12::bigint, clk.now), updated_at = clk.now
    FROM clk
    WHERE key = $13 AND state = 4 AND attempts = 0 AND generation = $14
    RETURNING ` + execCols + `
),
tr AS (
    INSERT INTO transitions (kind, ref, from_state, to_state, reason, generation, actor, external_id, at)
    SELECT 0, id, 4, state, $16::text, 0, $15, '', updated_at FROM u
)
SELECT ` + execNames + ` FROM u`

type enqueueStmt struct {
	key     string
	fp      string
	replace bool
	// correction and actor log a person's replacement (EnqueueParams.Correction).
	correction, actor string
	args              []any
}

// prepareEnqueue resolves the entry's actor (actor); a caller inside a
// transaction adds the actors first, so that this reads the cache and
// never needs a second connection.
func (s *Store) prepareEnqueue(ctx context.Context, p ledger.EnqueueParams, source string) (enqueueStmt, error) {
	r, err := s.prepareRow(ctx, p, source)
	if err != nil {
		return enqueueStmt{}, err
	}
	var next, actor any = (*int64)(nil), nil
	if r.hasNext {
		next = &r.next
	}
	if r.hasActor {
		actor = r.actor
	}
	args := append([]any{s.nowArg(p.Now), r.key, r.fpBytes}, r.in.Args()...)
	args = append(args, codec.State(r.state), p.Reason, next, source, r.logReason, actor)
	return enqueueStmt{key: r.key, fp: r.fp, replace: p.ReplaceUnattempted, correction: p.Correction, actor: p.Actor, args: args}, nil
}

// enqueueRow is a new key's stored columns, typed: prepareEnqueue's
// arguments before they are boxed, which ingestNew writes into its column
// arrays as they are (issue 32: boxing each value cost the client ~20
// allocations a key).
type enqueueRow struct {
	key, fp   string
	fpBytes   []byte
	in        codec.Intent
	state     ledger.State
	next      int64 // with hasNext; else the row's creation time
	hasNext   bool
	logReason any // the stored reason of the first entry: string or nil (derived)
	actor     int64
	hasActor  bool
}

// prepareRow validates p and resolves its stored columns (see
// prepareEnqueue for the actor).
func (s *Store) prepareRow(ctx context.Context, p ledger.EnqueueParams, source string) (enqueueRow, error) {
	if err := p.Key.Validate(); err != nil {
		return enqueueRow{}, fmt.Errorf("enqueue: %w", err)
	}
	state, err := p.InitialState()
	if err != nil {
		return enqueueRow{}, fmt.Errorf("enqueue %s: %w", p.Key, err)
	}
	r := enqueueRow{key: p.Key.String(), fp: p.Intent.Fingerprint(), state: state}
	fpBytes, err := codec.StoredFingerprint(r.fp, p.Intent)
	if err != nil {
		return enqueueRow{}, fmt.Errorf("enqueue %s: %w", r.key, err)
	}
	r.fpBytes = bytesOrNull(fpBytes)
	if !p.NextAttemptAt.IsZero() {
		r.next, r.hasNext = p.NextAttemptAt.UnixMilli(), true
	}
	reason, actorName := p.LogEntry(source)
	actor, err := s.actor(ctx, actorName)
	if err != nil {
		return enqueueRow{}, fmt.Errorf("enqueue %s: %w", r.key, err)
	}
	r.actor, r.hasActor = actor.(int64)
	r.in = codec.IntentOf(p.Key, p.Intent)
	r.logReason = codec.Reason(reason, codec.DerivedReason(codec.KindExecution, "", state, source))
	return r, nil
}

// created is the execution r inserted for p, as a read of it returns it:
// the parameters, the columns' defaults (no owner, generation, lease,
// attempt or claim) and the times the server gave it (ms, created_at and
// next_attempt_at), without reading the row back.
func (r enqueueRow) created(p ledger.EnqueueParams, source string, at, next int64) ledger.Execution {
	return ledger.Execution{Key: p.Key, Fingerprint: r.fp, Intent: p.Intent, State: r.state, Reason: p.Reason,
		NextAttemptAt: fromMs(next), Source: source, CreatedAt: fromMs(at), UpdatedAt: fromMs(at), ClaimedFrom: stateOf(nil)}
}

// readEnqueue scans one enqueue statement's answer. ok is false when the
// statement saw no row: one inserted by a concurrent transaction that
// committed after this statement's snapshot is invisible to it (ON CONFLICT
// waited for it, then did nothing); settle reads it again.
func readEnqueue(st enqueueStmt, r pgx.Row) (e *ledger.Execution, created, ok bool, err error) {
	er, err := scanExec(r, &created)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, false, false, nil
	}
	if err != nil {
		return nil, false, false, fmt.Errorf("enqueue %s: %w", st.key, err)
	}
	return &er.Execution, created, true, nil
}

// settle finishes an enqueue on q once its statement was read: a row not
// seen is read afresh; other content on an existing key is refused with
// *ledger.FingerprintMismatchError (R5) unless it may replace an
// unattempted needs-human key.
func (s *Store) settle(ctx context.Context, q queryer, st enqueueStmt, e *ledger.Execution, created bool) (ledger.EnqueueResult, error) {
	if e == nil {
		got, err := getExec(ctx, q, st.key)
		if err != nil {
			return ledger.EnqueueResult{}, err
		}
		e = &got
	}
	if created || e.Fingerprint == st.fp {
		if !created {
			// The same intent again: absorbed, and logged as such.
			if _, err := q.Exec(ctx, absorbedSQL, st.key, nil, st.args[0]); err != nil {
				return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: record absorbed duplicate: %w", st.key, err)
			}
		}
		return ledger.EnqueueResult{Execution: *e, Created: created}, nil
	}
	mismatch := &ledger.FingerprintMismatchError{Key: st.key, Stored: e.Fingerprint, Incoming: st.fp}
	if !st.replace || e.State != ledger.NeedsHuman || e.Attempts != 0 {
		return ledger.EnqueueResult{}, mismatch
	}
	a := st.args // now, key, fp, 7 intent columns, state, reason, next, ...
	args := append([]any{a[0]}, a[2:13]...)
	corrected, by := "content corrected by a new extraction before any attempt", "axagent"
	if st.correction != "" {
		corrected, by = st.correction, st.actor
	}
	ax, err := s.actor(ctx, by)
	if err != nil {
		return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: replace: %w", st.key, err)
	}
	r, err := scanExec(q.QueryRow(ctx, replaceQuery, append(args, st.key, e.Generation, ax, corrected)...))
	if errors.Is(err, pgx.ErrNoRows) {
		return ledger.EnqueueResult{}, mismatch
	}
	if err != nil {
		return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: replace: %w", st.key, err)
	}
	return ledger.EnqueueResult{Execution: r.Execution, Created: true}, nil
}

// ExecutionEnqueue adds one key, or returns the existing record when the
// fingerprint matches. One statement: the insert-or-nothing and its log
// entry commit together.
func (s *Store) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	st, err := s.prepareEnqueue(ctx, p, "")
	if err != nil {
		return ledger.EnqueueResult{}, err
	}
	e, created, _, err := readEnqueue(st, s.pool.QueryRow(ctx, enqueueQuery, st.args...))
	if err != nil {
		return ledger.EnqueueResult{}, err
	}
	return s.settle(ctx, s.pool, st, e, created)
}

// Ingest records the event and its keys in one transaction; the keys'
// statements are pipelined in one batch.
func (s *Store) Ingest(ctx context.Context, p ledger.IngestParams) (ledger.IngestResult, error) {
	if err := p.Validate(); err != nil {
		return ledger.IngestResult{}, fmt.Errorf("ingest: %w", err)
	}
	src := p.Source + "/" + p.MessageID
	// The actors of the keys' first entries, and "axagent" of a corrected
	// one, are added before the transaction (see prepareEnqueue).
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return ledger.IngestResult{}, fmt.Errorf("ingest %s: %w", src, err)
	}
	for _, ep := range p.Executions {
		if _, actor := ep.LogEntry(src); actor != "axagent" {
			if _, err := s.actor(ctx, actor); err != nil {
				return ledger.IngestResult{}, fmt.Errorf("ingest %s: %w", src, err)
			}
		}
	}
	if len(p.Executions) > 0 {
		// A new event with new keys, the usual case, takes one round trip.
		if out, ok, err := s.ingestNew(ctx, p, src); err != nil {
			return ledger.IngestResult{}, err
		} else if ok {
			return out, nil
		}
	}
	var out ledger.IngestResult
	err := s.tx(ctx, func(tx pgx.Tx) error {
		out = ledger.IngestResult{}
		now, err := s.nowMs(ctx, tx, p.Now)
		if err != nil {
			return fmt.Errorf("ingest %s: %w", src, err)
		}
		// A processed receipt makes this a replay; a received one (webhook
		// body persisted earlier) is completed here.
		// With a processing claim, only while it is the event's latest.
		owner, gen := claimArgs(p.Claim)
		tag, err := tx.Exec(ctx, `INSERT INTO inbox (source, message_id, status, result, received_at, updated_at, claim_owner) VALUES ($1, $2, 'processed', $3, $4, $4, $5)
		      ON CONFLICT (source, message_id) DO UPDATE SET status = 'processed', result = excluded.result, body = NULL, updated_at = excluded.updated_at,
		        claim_owner = excluded.claim_owner
		      WHERE inbox.status IN ('received', 'needs-human') AND ($5::text IS NULL OR (inbox.claim_owner = $5 AND inbox.claim_gen = $6))`,
			p.Source, p.MessageID, p.Result, now, owner, gen)
		if err != nil {
			return fmt.Errorf("ingest %s: %w", src, err)
		}
		if tag.RowsAffected() == 0 {
			out.Duplicate = true
			if out.Receipt, err = getInbox(ctx, tx, p.Source, p.MessageID); err != nil {
				return err
			}
			if p.Claim != nil {
				// Another worker's claim is no delivery of ours to absorb.
				return ingestClaimLost(*p.Claim, out.Receipt)
			}
			if _, err := tx.Exec(ctx, absorbedSQL, nil, src, now); err != nil {
				return fmt.Errorf("ingest %s: record absorbed duplicate: %w", src, err)
			}
			return nil
		}
		if len(p.Executions) > 0 {
			stmts := make([]enqueueStmt, len(p.Executions))
			var batch pgx.Batch
			for i, ep := range p.Executions {
				if ep.Now.IsZero() {
					ep.Now = fromMs(now)
				}
				if stmts[i], err = s.prepareEnqueue(ctx, ep, src); err != nil {
					return fmt.Errorf("ingest %s: %w", src, err)
				}
				batch.Queue(enqueueQuery, stmts[i].args...)
			}
			// The connection is busy until the batch is read; rows to read
			// again or replace are settled after it.
			rows := make([]*ledger.Execution, len(stmts))
			created := make([]bool, len(stmts))
			br := tx.SendBatch(ctx, &batch)
			for i, st := range stmts {
				if rows[i], created[i], _, err = readEnqueue(st, br.QueryRow()); err != nil {
					br.Close()
					return fmt.Errorf("ingest %s: %w", src, err)
				}
			}
			if err := br.Close(); err != nil {
				return fmt.Errorf("ingest %s: %w", src, err)
			}
			out.Results = make([]ledger.EnqueueResult, len(stmts))
			for i, st := range stmts {
				if out.Results[i], err = s.settle(ctx, tx, st, rows[i], created[i]); err != nil {
					return fmt.Errorf("ingest %s: %w", src, err)
				}
			}
		}
		out.Receipt, err = getInbox(ctx, tx, p.Source, p.MessageID)
		return err
	})
	if err != nil {
		return ledger.IngestResult{}, err
	}
	return out, nil
}

// claimArgs are an ingest's claim owner (nil: none) and generation.
func claimArgs(c *ledger.InboxClaim) (*string, int64) {
	if c == nil {
		return nil, 0
	}
	return &c.Owner, c.Generation
}

func getExec(ctx context.Context, q queryer, key string) (ledger.Execution, error) {
	r, err := scanExec(q.QueryRow(ctx, `SELECT `+execCols+` FROM executions WHERE key = $1`, key))
	if errors.Is(err, pgx.ErrNoRows) {
		return ledger.Execution{}, fmt.Errorf("execution %s: %w", key, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.Execution{}, fmt.Errorf("get execution %s: %w", key, err)
	}
	return r.Execution, nil
}

// ExecutionGet returns one record.
func (s *Store) ExecutionGet(ctx context.Context, key ledger.BusinessKey) (ledger.Execution, error) {
	return getExec(ctx, s.pool, key.String())
}

// ExecutionList filters records, oldest first. A scope filter is a range
// of the key index (codec.KeyRange); what the range cannot express (a
// project or meeting without the components before it) is checked on the
// parsed key.
func (s *Store) ExecutionList(ctx context.Context, p ledger.ListParams) ([]ledger.Execution, error) {
	q := listQuery{keys: p.Keys, limit: p.Limit}
	if p.State != "" {
		q.add("state = $%d", codec.State(p.State))
	}
	sc := codec.ScopeOf(p)
	if sc.Ranged {
		q.add("key >= $%d", sc.Lo)
		q.add("key < $%d", sc.Hi)
	}
	if sc.Keep != nil {
		q.keep = func(r row) bool { return sc.Keep(r.(*execRow).Key) }
	}
	rows, err := s.list(ctx, execTable, q)
	return records(rows, err, func(r row) ledger.Execution { return r.(*execRow).Execution })
}

// ExecutionClaim claims due keys in one statement.
func (s *Store) ExecutionClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Execution, error) {
	rows, err := s.claim(ctx, execTable, p)
	if err != nil {
		return nil, err
	}
	out := make([]ledger.Execution, len(rows))
	for i, r := range rows {
		out[i] = codec.Claimed(r.(*execRow).Execution)
	}
	return out, nil
}

// ExecutionRenewLease extends a held lease.
func (s *Store) ExecutionRenewLease(ctx context.Context, p ledger.RenewParams) (time.Time, error) {
	return s.renew(ctx, execTable, p.Key, p.Owner, p.Generation, p.For, p.Now)
}

// ExecutionTraceAttempt records an attempt's trace as it starts.
func (s *Store) ExecutionTraceAttempt(ctx context.Context, p ledger.TraceParams) error {
	return s.traceAttempt(ctx, execTable, p)
}

// ExecutionComplete ends claims; notifications ride in the same statement
// as the success they follow (R14).
func (s *Store) ExecutionComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	// The actor of the notifications' first entries (logRows).
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, fmt.Errorf("complete: %w", err)
	}
	errs, _, err := s.complete(ctx, execTable, ps, nil, nil)
	return errs, err
}

// ExecutionCompleteHandoff is ExecutionComplete that also claims the
// notifications the successes queue, for claim.Owner (ledger.Handoff).
func (s *Store) ExecutionCompleteHandoff(ctx context.Context, ps []ledger.CompleteParams, claim ledger.ClaimParams) ([]error, []ledger.Notification, error) {
	if err := claim.Validate(); err != nil {
		return nil, nil, fmt.Errorf("complete: handoff: %w", err)
	}
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, nil, fmt.Errorf("complete: %w", err)
	}
	// The claimer is registered as a claim registers it.
	owner, err := s.actor(ctx, claim.Owner)
	if err != nil {
		return nil, nil, fmt.Errorf("complete: handoff: %w", err)
	}
	return s.complete(ctx, execTable, ps, &handoff{owner: owner, leaseMs: claim.LeaseFor.Milliseconds()}, nil)
}

// ExecutionCompleteClaim is ExecutionComplete — with the handoff of
// ExecutionCompleteHandoff when handoff is set — that then takes next, the
// completing engine's next claim, in the same round trip and implicit
// transaction (execute.CompleteClaimer, issue 32): an engine working batch
// after batch otherwise waited for two round trips and paid two commits a
// batch. The completions are written first, fenced as ever; the claim is
// the fair claim ExecutionClaim would have made the moment after, but for
// the keys this call completes (a key given back waits for a later
// claim). A failure anywhere writes nothing: completions, their
// notifications and the claim go together (R14).
func (s *Store) ExecutionCompleteClaim(ctx context.Context, ps []ledger.CompleteParams, handTo *ledger.ClaimParams, next ledger.ClaimParams) ([]error, []ledger.Notification, []ledger.Execution, error) {
	if err := ledger.ValidateChained(handTo, next); err != nil {
		return nil, nil, nil, err
	}
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, nil, nil, fmt.Errorf("complete: %w", err)
	}
	var h *handoff
	if handTo != nil {
		owner, err := s.actor(ctx, handTo.Owner)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("complete: handoff: %w", err)
		}
		h = &handoff{owner: owner, leaseMs: handTo.LeaseFor.Milliseconds()}
	}
	owner, err := s.actor(ctx, next.Owner)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("complete: next claim: %w", err)
	}
	c := &chainedClaim{capped: next.Capped(),
		args: fairArgs([]any{s.nowArg(next.Now), owner, next.LeaseFor.Milliseconds(), next.BatchLimit()}, next)}
	errs, handed, err := s.complete(ctx, execTable, ps, h, c)
	if err != nil {
		return nil, nil, nil, err
	}
	// The claim's answer is the idle hint's, as a claim of its own sets it.
	s.idle[execTable.kindCode].Store(len(c.rows) == 0)
	claimed := make([]ledger.Execution, len(c.rows))
	for i, r := range c.rows {
		claimed[i] = codec.Claimed(r.(*execRow).Execution)
	}
	return errs, handed, claimed, nil
}

// ExecutionResolve records a human decision.
func (s *Store) ExecutionResolve(ctx context.Context, p ledger.ResolveParams) (ledger.Execution, error) {
	if err := s.resolve(ctx, execTable, p.Resolution()); err != nil {
		return ledger.Execution{}, err
	}
	return getExec(ctx, s.pool, p.Key.String())
}

// storedKey splits a key read back from the ledger. Every key was
// validated (ledger.ParseKey) on its way in, so it is not validated again:
// that cost ~5 % of the client's CPU on the bench (issue 32). A value
// without five components is still refused.
func storedKey(s string) (ledger.BusinessKey, error) {
	k, ok := codec.SplitKey(s)
	if !ok {
		return ledger.BusinessKey{}, fmt.Errorf("stored key %q: not five components", s)
	}
	return k, nil
}
