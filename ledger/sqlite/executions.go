package sqlite

import (
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// execCols render the stored owner and reason (actorName, rowReason).
// Unqualified but for the correlation, so the same list serves RETURNING.
var execCols = `id, key, fingerprint, ` + codec.IntentColumns + `, state, ` + rowReason("executions", codec.KindExecution) + `, ` + actorName("owner") +
	`, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, source, created_at, updated_at`

type execRow struct {
	ledger.Execution
	m machineRow
}

func (r *execRow) base() *machineRow { return &r.m }

func scanExec(sc scanner) (row, error) {
	var (
		e                             ledger.Execution
		id, state                     int64
		key                           string
		fp, att                       []byte
		in                            codec.StoredIntent
		claimedFrom                   sql.NullInt64
		lease, next, created, updated int64
	)
	dest := append([]any{&id, &key, &fp}, in.Dest()...)
	dest = append(dest, &state, &e.Reason, &e.Owner, &e.Generation, &lease, &next, &e.Attempts,
		&e.ExternalID, &e.InDoubt, &claimedFrom, &att, &e.Source, &created, &updated)
	if err := sc.Scan(dest...); err != nil {
		return nil, err
	}
	k, err := ledger.ParseKey(key)
	if err != nil {
		return nil, fmt.Errorf("stored key: %w", err)
	}
	e.Key, e.Intent = k, in.Intent(k)
	e.Fingerprint = codec.FingerprintOf(fp, e.Intent)
	e.State, e.ClaimedFrom, e.AttemptID = codec.StateOf(state, true), codec.StateOf(claimedFrom.Int64, claimedFrom.Valid), codec.AttemptIDOf(att)
	e.LeaseUntil, e.NextAttemptAt, e.CreatedAt, e.UpdatedAt = fromMs(lease), fromMs(next), fromMs(created), fromMs(updated)
	return &execRow{Execution: e, m: machineRow{id: id, key: key, state: e.State, owner: e.Owner, generation: e.Generation, leaseUntil: e.LeaseUntil,
		externalID: e.ExternalID, inDoubt: e.InDoubt, claimedFrom: e.ClaimedFrom, attemptID: e.AttemptID}}, nil
}

var execTable = table{name: "executions", kind: "execution", kindCode: codec.KindExecution, cols: execCols, scan: scanExec}

// ExecutionEnqueue adds one key, or returns the existing record when the
// fingerprint matches.
func (s *Store) ExecutionEnqueue(ctx context.Context, p ledger.EnqueueParams) (ledger.EnqueueResult, error) {
	var res ledger.EnqueueResult
	if err := s.warmActors(ctx, []ledger.EnqueueParams{p}, ""); err != nil {
		return res, fmt.Errorf("enqueue %s: %w", p.Key, err)
	}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		res, err = s.enqueue(ctx, tx, p, "")
		return err
	})
	if err == nil && res.Created {
		s.signalWork()
	}
	return res, err
}

// newExec is what enqueueing p writes: the row sqlEnqueue inserts and what
// a replacement of an untouched row needs.
type newExec struct {
	key      string
	bk       ledger.BusinessKey
	fp       string // the intent's fingerprint
	fpBytes  any    // as stored
	stored   codec.Intent
	intent   []any // codec.IntentColumns: stored.Args()
	state    ledger.State
	next     time.Time
	now      time.Time
	actor    any
	reason   string // the row's reason, p.Reason
	source   string
	firstLog any // the stored reason of the row's first log entry
}

// args are sqlEnqueue's arguments.
func (n newExec) args() []any {
	args := append([]any{n.key, n.fpBytes}, n.intent...)
	return append(args, codec.State(n.state), n.reason, ms64(n.next), n.source, ms64(n.now), ms64(n.now), codec.State(n.state), n.actor, n.firstLog)
}

// newExecOf validates p and composes its row.
func (s *Store) newExecOf(ctx context.Context, tx *sql.Tx, p ledger.EnqueueParams, source string) (newExec, error) {
	if err := p.Key.Validate(); err != nil {
		return newExec{}, fmt.Errorf("enqueue: %w", err)
	}
	state, err := p.InitialState()
	if err != nil {
		return newExec{}, fmt.Errorf("enqueue %s: %w", p.Key, err)
	}
	reason, actorName := p.LogEntry(source)
	actor, err := s.actorTx(ctx, tx, actorName)
	if err != nil {
		return newExec{}, fmt.Errorf("enqueue %s: %w", p.Key, err)
	}
	n := newExec{key: p.Key.String(), bk: p.Key, fp: p.Intent.Fingerprint(), state: state, now: s.now(p.Now), actor: actor, reason: p.Reason, source: source}
	if n.fpBytes, err = codec.StoredFingerprint(n.fp, p.Intent); err != nil {
		return newExec{}, fmt.Errorf("enqueue %s: %w", n.key, err)
	}
	n.stored = codec.IntentOf(p.Key, p.Intent)
	n.intent = n.stored.Args()
	n.next = p.NextAttemptAt
	if n.next.IsZero() {
		n.next = n.now
	}
	// The row carries its first log entry (migration 0024): the state it
	// entered, the entry's actor and stored reason.
	n.firstLog = storedReason(codec.Reason(reason, codec.DerivedReason(codec.KindExecution, "", state, source)), "")
	return n, nil
}

// inserted is the record of the row n inserts, as scanExec reads it back:
// the columns the insert leaves to their defaults are a new row's (no
// owner, generation 0, no lease, attempts or external ID), and times are
// whole milliseconds. ok is false when a text column holds invalid UTF-8
// or a NUL, which sqlEnqueueBatch's JSON need not carry unchanged (JSON
// encoding replaces invalid bytes): the caller reads such a row back.
func (n newExec) inserted() (e ledger.Execution, ok bool) {
	k := n.bk // validated (newExecOf): parsing n.key gives it back
	for _, v := range n.intent {
		if t, isText := v.(string); isText && !jsonPlain(t) {
			return e, false
		}
	}
	if !jsonPlain(n.reason) || !jsonPlain(n.source) {
		return e, false
	}
	fp, _ := n.fpBytes.([]byte)
	st := codec.StoredIntent{Title: n.stored.Title, Assignee: n.stored.Assignee, AssigneeID: n.stored.AssigneeID, DueDate: n.stored.DueDate, Evidence: n.stored.Evidence}
	if v, isText := n.stored.Project.(string); isText {
		st.Project = &v
	}
	if v, isText := n.stored.Action.(string); isText {
		st.Action = &v
	}
	e = ledger.Execution{Key: k, Intent: st.Intent(k), State: n.state, Reason: n.reason, Source: n.source,
		NextAttemptAt: fromMs(ms64(n.next)), CreatedAt: fromMs(ms64(n.now)), UpdatedAt: fromMs(ms64(n.now))}
	e.Fingerprint = codec.FingerprintOf(fp, e.Intent)
	e.ClaimedFrom, e.AttemptID = codec.StateOf(0, false), codec.AttemptIDOf(nil)
	return e, true
}

// jsonPlain says whether JSON carries t into a TEXT column unchanged.
func jsonPlain(t string) bool { return utf8.ValidString(t) && strings.IndexByte(t, 0) < 0 }

func (s *Store) enqueue(ctx context.Context, tx *sql.Tx, p ledger.EnqueueParams, source string) (ledger.EnqueueResult, error) {
	n, err := s.newExecOf(ctx, tx, p, source)
	if err != nil {
		return ledger.EnqueueResult{}, err
	}
	// INSERT … ON CONFLICT DO NOTHING decides atomically whether this call
	// created the key (S5).
	// The new row comes back from the insert itself (RETURNING): one
	// statement per key instead of an insert and a read (issue 32).
	r, err := scanExec(s.queryRow(ctx, tx, sqlEnqueue, n.args()...))
	created := err == nil
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: %w", n.key, err)
	}
	var e ledger.Execution
	var id int64
	if created {
		e, id = r.(*execRow).Execution, r.base().id
	} else if e, id, err = s.getExec(ctx, tx, n.key); err != nil {
		return ledger.EnqueueResult{}, err
	}
	if !created {
		if e.Fingerprint == n.fp {
			return ledger.EnqueueResult{Execution: e}, recordAbsorbed(ctx, tx, id, "", ms64(n.now))
		}
		if !p.ReplaceUnattempted || e.State != ledger.NeedsHuman || e.Attempts != 0 {
			return ledger.EnqueueResult{}, &ledger.FingerprintMismatchError{Key: n.key, Stored: e.Fingerprint, Incoming: n.fp}
		}
		// Conditional on the row still being untouched, so a concurrent
		// claim or resolve wins.
		args := append([]any{n.fpBytes}, n.intent...)
		r, err := tx.ExecContext(ctx, `UPDATE executions SET fingerprint = ?, (`+codec.IntentColumns+`) = (?, ?, ?, ?, ?, ?, ?), state = ?, reason = ?, next_attempt_at = ?, updated_at = ?
		      WHERE key = ? AND state = 4 AND attempts = 0 AND generation = ?`,
			append(args, codec.State(n.state), p.Reason, ms64(n.next), ms64(n.now), n.key, e.Generation)...)
		if err != nil {
			return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: replace: %w", n.key, err)
		}
		if changed, _ := r.RowsAffected(); changed != 1 {
			return ledger.EnqueueResult{}, &ledger.FingerprintMismatchError{Key: n.key, Stored: e.Fingerprint, Incoming: n.fp}
		}
		corrected, by := "content corrected by a new extraction before any attempt", "axagent"
		if p.Correction != "" {
			corrected, by = p.Correction, p.Actor
		}
		ax, err := s.actorTx(ctx, tx, by)
		if err != nil {
			return ledger.EnqueueResult{}, fmt.Errorf("enqueue %s: %w", n.key, err)
		}
		if err := s.insertTransition(ctx, tx, codec.KindExecution, id, codec.Reason(corrected, codec.DerivedReason(codec.KindExecution, ledger.NeedsHuman, n.state, "")), ax,
			ledger.Transition{Key: n.key, From: ledger.NeedsHuman, To: n.state, At: n.now}); err != nil {
			return ledger.EnqueueResult{}, err
		}
		e, _, err = s.getExec(ctx, tx, n.key)
		return ledger.EnqueueResult{Execution: e, Created: true}, err
	}
	return ledger.EnqueueResult{Execution: e, Created: true}, nil
}

// sqlEnqueueBatch is sqlEnqueue for an event's keys, given as a JSON array
// of sqlEnqueue's arguments (the fingerprint in hex): the i-th (from 0)
// takes ID n + i + 1, n read once before the first insert (the sort makes
// the insert wait for every row); a key that exists, or that an earlier
// element inserted, is left to the one-key path and its ID unused. Each
// element's text is read once (r), as the batch completion does. It
// returns the inserted keys alone: enqueueBatch composes their records
// from what it inserted (issue 32: RETURNING execCols, ~25 columns a row
// and the reason and owner lookups, was a tenth of an Ingest).
var sqlEnqueueBatch = `WITH s AS MATERIALIZED (SELECT n FROM ledger_seq WHERE name = 'transitions'),
	        r AS MATERIALIZED (SELECT key AS ord, value AS v FROM json_each(:rows))
	      INSERT INTO executions (id, key, fingerprint, ` + codec.IntentColumns + `, state, reason, next_attempt_at, source, created_at, updated_at,
	        enq_state, enq_actor, enq_reason)
	      SELECT s.n + r.ord + 1, v ->> 0, unhex(v ->> 1), v ->> 2, v ->> 3, v ->> 4, v ->> 5, v ->> 6, v ->> 7, v ->> 8, v ->> 9, v ->> 10,
	        v ->> 11, v ->> 12, v ->> 13, v ->> 14, v ->> 15, v ->> 16, v ->> 17
	      FROM s, r WHERE true ORDER BY r.ord
	      ON CONFLICT (key) DO NOTHING RETURNING key`

// enqueueBatch enqueues an event's keys in tx: the new ones in one
// statement (issue 32: a statement per key was most of an Ingest), then,
// in order, each key the statement did not insert (it exists, or repeats
// an earlier key of the event) as enqueue does it.
func (s *Store) enqueueBatch(ctx context.Context, tx *sql.Tx, ps []ledger.EnqueueParams, now time.Time, source string) ([]ledger.EnqueueResult, error) {
	out := make([]ledger.EnqueueResult, len(ps))
	if len(ps) == 0 {
		return nil, nil
	}
	ps = slices.Clone(ps) // Now is filled in below; the caller's params stay as they were
	rows := make([][]any, len(ps))
	news := make([]newExec, len(ps))
	for i := range ps {
		if ps[i].Now.IsZero() {
			ps[i].Now = now
		}
		n, err := s.newExecOf(ctx, tx, ps[i], source)
		if err != nil {
			return nil, err
		}
		news[i] = n
		args := n.args()
		args[1] = nil // JSON carries the stored fingerprint in hex
		if b, ok := n.fpBytes.([]byte); ok && b != nil {
			args[1] = hex.EncodeToString(b)
		}
		rows[i] = args
	}
	list, err := json.Marshal(rows)
	if err != nil {
		return nil, fmt.Errorf("enqueue: %w", err)
	}
	created := map[string]bool{}
	qrows, err := s.query(ctx, tx, sqlEnqueueBatch, sql.Named("rows", string(list)))
	if err != nil {
		return nil, fmt.Errorf("enqueue: %w", err)
	}
	err = codec.Each(qrows, func() error {
		var key string
		if err := qrows.Scan(&key); err != nil {
			return err
		}
		created[key] = true
		return nil
	})
	qrows.Close()
	if err != nil {
		return nil, fmt.Errorf("enqueue: %w", err)
	}
	for i, p := range ps {
		if n := news[i]; created[n.key] {
			delete(created, n.key) // a repeat of the key is not the one created
			e, ok := n.inserted()
			if !ok {
				// JSON may not carry this row's text as it is: read it back.
				if e, _, err = s.getExec(ctx, tx, n.key); err != nil {
					return nil, fmt.Errorf("enqueue: %w", err)
				}
			}
			out[i] = ledger.EnqueueResult{Execution: e, Created: true}
			continue
		}
		if out[i], err = s.enqueue(ctx, tx, p, source); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// Ingest records the event and its keys in one transaction.
func (s *Store) Ingest(ctx context.Context, p ledger.IngestParams) (ledger.IngestResult, error) {
	if err := p.Validate(); err != nil {
		return ledger.IngestResult{}, fmt.Errorf("ingest: %w", err)
	}
	now := s.now(p.Now)
	var out ledger.IngestResult
	if err := s.warmActors(ctx, p.Executions, p.Source); err != nil {
		return out, fmt.Errorf("ingest %s/%s: %w", p.Source, p.MessageID, err)
	}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		out = ledger.IngestResult{}
		// A processed receipt makes this a replay; a received one (webhook
		// body persisted earlier) is completed here.
		// With a processing claim, only while it is the event's latest.
		var owner any
		var gen int64
		var err error
		if p.Claim != nil {
			owner, gen = p.Claim.Owner, p.Claim.Generation
		}
		// The receipt as written comes back with the upsert (issue 32:
		// it was read back with a statement of its own); no row: the
		// event was processed already, or claimed by another worker.
		out.Receipt, err = scanInboxRow(s.queryRow(ctx, tx, sqlIngestInbox,
			p.Source, p.MessageID, p.Result, ms64(now), ms64(now), owner, owner, owner, gen))
		if errors.Is(err, sql.ErrNoRows) {
			out.Duplicate = true
			if out.Receipt, err = s.getInboxTx(ctx, tx, p.Source, p.MessageID); err != nil {
				return err
			}
			if p.Claim != nil {
				// Another worker's claim is no delivery of ours to absorb.
				return ingestClaimLost(*p.Claim, out.Receipt)
			}
			return recordAbsorbed(ctx, tx, 0, p.Source+"/"+p.MessageID, ms64(now))
		}
		if err != nil {
			return fmt.Errorf("ingest %s/%s: %w", p.Source, p.MessageID, err)
		}
		src := p.Source + "/" + p.MessageID
		if out.Results, err = s.enqueueBatch(ctx, tx, p.Executions, now, src); err != nil {
			return fmt.Errorf("ingest %s: %w", src, err)
		}
		return nil
	})
	if err != nil {
		return ledger.IngestResult{}, err
	}
	if !out.Duplicate && len(out.Results) > 0 {
		s.signalWork()
	}
	return out, nil
}

// getExec reads one execution and its row id.
func (s *Store) getExec(ctx context.Context, q interface {
	QueryRowContext(context.Context, string, ...any) *sql.Row
}, key string) (ledger.Execution, int64, error) {
	var row *sql.Row
	if tx, ok := q.(*sql.Tx); ok {
		row = s.queryRow(ctx, tx, sqlSelectExec, key)
	} else {
		row = q.QueryRowContext(ctx, sqlSelectExec, key)
	}
	r, err := scanExec(row)
	if errors.Is(err, sql.ErrNoRows) {
		return ledger.Execution{}, 0, fmt.Errorf("execution %s: %w", key, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.Execution{}, 0, fmt.Errorf("get execution %s: %w", key, err)
	}
	return r.(*execRow).Execution, r.base().id, nil
}

// ExecutionGet returns one record.
func (s *Store) ExecutionGet(ctx context.Context, key ledger.BusinessKey) (ledger.Execution, error) {
	e, _, err := s.getExec(ctx, s.db, key.String())
	return e, err
}

// ExecutionList filters records, oldest first. A scope filter is a range
// of the key index (codec.KeyRange); what the range cannot express (a
// project or meeting without the components before it) is checked on the
// parsed key.
func (s *Store) ExecutionList(ctx context.Context, p ledger.ListParams) ([]ledger.Execution, error) {
	q := listQuery{keys: p.Keys, limit: p.Limit}
	if p.State != "" {
		q.where, q.args = append(q.where, "state = ?"), append(q.args, codec.State(p.State))
	}
	sc := codec.ScopeOf(p)
	if sc.Ranged {
		q.where, q.args = append(q.where, "key >= ? AND key < ?"), append(q.args, sc.Lo, sc.Hi)
	}
	if sc.Keep != nil {
		q.keep = func(r row) bool { return sc.Keep(r.(*execRow).Key) }
	}
	rows, err := s.list(ctx, execTable, q)
	return records(rows, err, func(r row) ledger.Execution { return r.(*execRow).Execution })
}

// ExecutionClaim claims due keys in one transaction.
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

// ExecutionComplete ends claims; notifications ride in the same transaction.
func (s *Store) ExecutionComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, fmt.Errorf("complete: %w", err)
	}
	return s.complete(ctx, execTable, ps, true, nil, nil)
}

// ExecutionCompleteHandoff is ExecutionComplete that also claims the
// notifications the successes queue, for claim.Owner (ledger.Handoff): each
// completion's are claimed by row ID right after they are inserted, in the
// completion's transaction, as that owner's claim at the completion's time.
func (s *Store) ExecutionCompleteHandoff(ctx context.Context, ps []ledger.CompleteParams, claim ledger.ClaimParams) ([]error, []ledger.Notification, error) {
	if err := claim.Validate(); err != nil {
		return nil, nil, fmt.Errorf("complete: handoff: %w", err)
	}
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, nil, fmt.Errorf("complete: %w", err)
	}
	owner, err := s.actor(ctx, claim.Owner)
	if err != nil {
		return nil, nil, fmt.Errorf("complete: handoff: %w", err)
	}
	h := &handoffTo{p: ledger.ClaimParams{Owner: claim.Owner, LeaseFor: claim.LeaseFor}, owner: owner}
	errs, err := s.complete(ctx, execTable, ps, true, h, nil)
	if err != nil {
		return nil, nil, err
	}
	return errs, h.out, nil
}

// ExecutionCompleteClaim is ExecutionComplete — with the handoff of
// ExecutionCompleteHandoff when handoff is set — that then takes next, the
// completing engine's next claim, in the same transaction (issue 32: on a
// SQLite file every write transaction is a turn of the one writer and a
// commit, an fsync under synchronous=FULL; an engine that works batch
// after batch paid two a batch). The completions are written first, fenced
// as ever; the claim is then what ExecutionClaim would have taken the
// moment after, but for the keys this call completes: a fair claim (no
// named keys) that decides in its own conditional UPDATE.
// A failure anywhere rolls back the whole transaction, completions and
// their notifications with it (R14).
func (s *Store) ExecutionCompleteClaim(ctx context.Context, ps []ledger.CompleteParams, handoff *ledger.ClaimParams, next ledger.ClaimParams) ([]error, []ledger.Notification, []ledger.Execution, error) {
	if err := ledger.ValidateChained(handoff, next); err != nil {
		return nil, nil, nil, err
	}
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return nil, nil, nil, fmt.Errorf("complete: %w", err)
	}
	var h *handoffTo
	if handoff != nil {
		owner, err := s.actor(ctx, handoff.Owner)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("complete: handoff: %w", err)
		}
		h = &handoffTo{p: ledger.ClaimParams{Owner: handoff.Owner, LeaseFor: handoff.LeaseFor}, owner: owner}
	}
	owner, err := s.actor(ctx, next.Owner)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("complete: next claim: %w", err)
	}
	// The keys being completed are not claimed again in the same call: a
	// key given back (a retry due at once, a release) waits for a later
	// claim, as it did when the next pass claimed.
	skip := make(map[string]bool, len(ps))
	for _, p := range ps {
		skip[p.Key] = true
	}
	var rows []row
	errs, err := s.complete(ctx, execTable, ps, true, h, func(tx *sql.Tx) error {
		var err error
		rows, err = s.claimIn(ctx, tx, execTable, next, owner, nil, skip)
		return err
	})
	if err != nil {
		return nil, nil, nil, err
	}
	s.idle[execTable.kindCode].Store(len(rows) == 0)
	claimed := make([]ledger.Execution, len(rows))
	for i, r := range rows {
		claimed[i] = codec.Claimed(r.(*execRow).Execution)
	}
	var handed []ledger.Notification
	if h != nil {
		handed = h.out
	}
	return errs, handed, claimed, nil
}

// ExecutionResolve records a human decision.
func (s *Store) ExecutionResolve(ctx context.Context, p ledger.ResolveParams) (ledger.Execution, error) {
	if err := s.resolve(ctx, execTable, p.Resolution()); err != nil {
		return ledger.Execution{}, err
	}
	e, _, err := s.getExec(ctx, s.db, p.Key.String())
	return e, err
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}

// sqlEnqueue takes the log's next ID for the row and its first entry (a
// trigger advances ledger_seq).
var sqlEnqueue = `INSERT INTO executions (id, key, fingerprint, ` + codec.IntentColumns + `, state, reason, next_attempt_at, source, created_at, updated_at,
	        enq_state, enq_actor, enq_reason)
	      VALUES ((SELECT n + 1 FROM ledger_seq WHERE name = 'transitions'), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
	      ON CONFLICT (key) DO NOTHING RETURNING ` + execCols

// sqlIngestInbox records an event processed. The 6th argument is the
// owner of the processing claim it was extracted under (NULL: none), then
// that owner twice more and the claim's generation: with a claim, a
// receipt is completed only while that claim is its latest. It returns
// the receipt as written.
const sqlIngestInbox = `INSERT INTO inbox (source, message_id, status, result, received_at, updated_at, claim_owner) VALUES (?, ?, 'processed', ?, ?, ?, ?)
		      ON CONFLICT (source, message_id) DO UPDATE SET status = 'processed', result = excluded.result, body = NULL, updated_at = excluded.updated_at,
		        claim_owner = excluded.claim_owner
		      WHERE inbox.status IN ('received', 'needs-human') AND (? IS NULL OR (inbox.claim_owner = ? AND inbox.claim_gen = ?))
		      RETURNING ` + inboxCols

var sqlSelectExec = `SELECT ` + execCols + ` FROM executions WHERE key = ?`

// warmActors adds the actors of ps's log entries (and "axagent", the
// actor of a corrected entry) before the transaction, so that enqueue
// finds them cached (actorTx).
func (s *Store) warmActors(ctx context.Context, ps []ledger.EnqueueParams, source string) error {
	if _, err := s.actor(ctx, "axagent"); err != nil {
		return err
	}
	for _, p := range ps {
		if _, actor := p.LogEntry(source); actor != "axagent" {
			if _, err := s.actor(ctx, actor); err != nil {
				return err
			}
		}
	}
	return nil
}
