package postgres

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// completeQuery ends a batch of claims in one statement (issue 21: one
// statement per batch, not one per row). CTE p holds the completions as
// rows of the unnested argument arrays ($1 … $14, one element per
// completion, ord its 1-based position); u is the fenced UPDATE of every
// row whose (owner, generation) still holds it, and each later CTE joins u,
// so a refused row writes nothing at all, while the others are recorded.
//
// The log entry is the attempt's when the completion is the attempt's own
// (its generation and owner): the attempt keeps the entry's ID, state,
// reason and, when it is not the attempt's, external ID (done_*);
// otherwise it is a transition. An attempt that already held an entry (a
// second completion naming it) first gives it to the log, since ending it
// again overwrites the fields the entry is composed from. $3 is the row's
// stored reason and $13 the entry's (codec.Reasons); $8 the owner's actor
// id. Every CTE sees the rows as they were before the statement, as the
// one-row statement did.
//
// The running state is p.running rather than the literal 2: with the
// literal, a planner whose statistics lag (a young or busy table) may read
// the rows through the partial lease index (state = 2), every entry ever
// added since the last VACUUM included, so the cost grew with the load
// (issue 17 item 3). Compared with a column, each row is found by its key.
//
// lk locks the batch's rows in id order before u changes any: two batches
// that share rows (a lease taken over while its first owner completes)
// then wait for each other instead of deadlocking, whatever order the
// UPDATE's plan visits them in (on a small table a sequential scan, in
// physical order).
//
// A key must appear at most once in the arrays: UPDATE … FROM changes a
// row once whichever source rows match it (complete splits repeats into
// later statements of the same transaction).
func completeQuery(t table, withExtra, claim bool) string {
	return queries.get(queryKey{"complete", t.name, withExtra, claim}, func() string { return buildCompleteQuery(t, withExtra, claim) })
}

func buildCompleteQuery(t table, withExtra, claim bool) string {
	kind := fmt.Sprint(t.kindCode)
	// own: the completion ends the attempt the row holds (migration 0017),
	// open, which is the row's latest, so of its generation and owner; u's
	// on_row says so from the new values. An attempt in the table (archived,
	// or of a row written before 0017) is ended there as before. A running
	// row never holds an ended attempt (a completion leaves running, a
	// resolve archives it); were one named, the completion is refused
	// rather than overwrite the entry the attempt holds.
	own := `(r.att_started IS NOT NULL AND r.attempt_id = p.att AND r.att_done_id IS NULL)`
	q := `WITH clk AS MATERIALIZED (SELECT ` + dbNow + ` AS now),
	p AS MATERIALIZED (
	    SELECT x.*, coalesce(x.now_ms, clk.now) AS at, 2::smallint AS running FROM clk, unnest($1::bigint[], $2::smallint[], $3::text[], $4::text[], $5::bigint[],
	        $6::boolean[], $7::text[], $8::bigint[], $9::bigint[], $10::bytea[], $11::text[], $12::text[], $13::text[], $14::bytea[])
	        WITH ORDINALITY AS x(now_ms, to_state, row_reason, ext, next_at, in_doubt, key, owner, gen, att, outcome, error, log_reason, trace, ord)
	),
	lk AS MATERIALIZED (
	    SELECT r.id FROM ` + t.name + ` r JOIN p ON r.key = p.key ORDER BY r.id FOR UPDATE OF r
	),
	u AS (
	    UPDATE ` + t.name + ` r SET
	        state = p.to_state, reason = p.row_reason,
	        external_id = CASE WHEN p.ext <> '' THEN p.ext ELSE r.external_id END,
	        next_attempt_at = p.next_at, in_doubt = p.in_doubt, lease_until = 0, updated_at = p.at,
	        att_ended = CASE WHEN ` + own + ` THEN p.at ELSE r.att_ended END,
	        att_done_id = CASE WHEN ` + own + ` THEN nextval(` + logSeq + `) ELSE r.att_done_id END,
	        att_done_to = CASE WHEN ` + own + ` THEN p.to_state ELSE r.att_done_to END,
	        att_reason = CASE WHEN ` + own + ` THEN p.log_reason ELSE r.att_reason END,
	        att_ext = CASE WHEN ` + own + ` THEN p.ext <> '' ELSE r.att_ext END,
	        att_outcome = CASE WHEN ` + own + ` THEN NULLIF(p.outcome, '') ELSE r.att_outcome END,
	        att_error = CASE WHEN ` + own + ` THEN NULLIF(p.error, '') ELSE r.att_error END,
	        att_trace = CASE WHEN ` + own + ` THEN coalesce(p.trace, r.att_trace) ELSE r.att_trace END
	    FROM p
	    WHERE r.key = p.key AND r.id IN (SELECT id FROM lk) AND r.owner = p.owner AND r.generation = p.gen AND r.state = p.running
	        AND NOT coalesce(r.att_started IS NOT NULL AND r.attempt_id = p.att AND r.att_done_id IS NOT NULL, false)
	    RETURNING r.id, p.ord, r.external_id, p.at,
	        coalesce(r.att_started IS NOT NULL AND r.attempt_id = p.att AND r.att_done_id IS NOT NULL, false) AS on_row
	),
	prior AS (
	    INSERT INTO transitions (id, kind, ref, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	    SELECT a.done_id, a.kind, a.ref, 2, a.done_to, a.done_reason, a.id, a.generation, a.owner, coalesce(a.done_ext, a.external_id), a.ended_at
	    FROM u JOIN p ON p.ord = u.ord JOIN attempts a ON a.kind = ` + kind + ` AND a.ref = u.id AND a.id = p.att
	    WHERE a.done_id IS NOT NULL AND NOT u.on_row
	),
	att AS (
	    UPDATE attempts a SET ended_at = u.at, outcome = p.outcome, external_id = p.ext, error = p.error, trace_id = coalesce(p.trace, a.trace_id),
	        done_id = CASE WHEN a.generation = p.gen AND a.owner = p.owner THEN nextval(` + logSeq + `) END,
	        done_to = CASE WHEN a.generation = p.gen AND a.owner = p.owner THEN p.to_state END,
	        done_reason = CASE WHEN a.generation = p.gen AND a.owner = p.owner THEN p.log_reason END,
	        done_ext = CASE WHEN a.generation = p.gen AND a.owner = p.owner AND u.external_id <> p.ext THEN u.external_id END
	    FROM u JOIN p ON p.ord = u.ord
	    WHERE a.kind = ` + kind + ` AND a.ref = u.id AND a.id = p.att AND NOT u.on_row
	    RETURNING a.ref, a.done_id
	),
	tr AS (
	    INSERT INTO transitions (kind, ref, from_state, to_state, reason, attempt_id, generation, actor, external_id, at)
	    SELECT ` + kind + `, u.id, 2, p.to_state, p.log_reason, p.att, p.gen, p.owner, u.external_id, u.at
	    FROM u JOIN p ON p.ord = u.ord
	    WHERE NOT u.on_row AND NOT EXISTS (SELECT 1 FROM att WHERE att.ref = u.id AND att.done_id IS NOT NULL)
	)`
	if withExtra && t.completeExtra != nil {
		q += `,` + t.completeExtra(15, claim)
		if claim {
			// Each recorded completion with the rows it handed off (none:
			// NULLs), read by readRecorded: the handoff costs no second
			// statement (issue 32).
			return q + `
	SELECT u.ord, ` + handedCols + ` FROM u LEFT JOIN n ON n.n_exec = u.id ORDER BY u.ord, n.id`
		}
	}
	return q + `
	SELECT ord FROM u`
}

// handedCols are outboxNames read from CTE n.
var handedCols = func() string {
	names := strings.Split(outboxNames, ",")
	for i, n := range names {
		names[i] = "n." + strings.TrimSpace(n)
	}
	return strings.Join(names, ", ")
}()

// completion is one statement's share of a batch as column arrays, in the
// order of completeQuery's arguments.
type completion struct {
	idx []int // position in the caller's batch, per element

	now                  nullInt8Array
	to                   int2Array
	rowReason, logReason nullTextArray
	ext, key             textArray
	next, owner, gen     int8Array
	inDoubt              boolArray
	att, trace           byteaArray
	outcome, errText     textArray
	extra                notifications
	hasExtra             bool
	seen                 map[string]bool
	texts                []string // backing of rowReason and logReason
	// handoff, when set, claims the notifications for its owner.
	handoff *handoff
}

// handoff is a claiming completion's owner (its actor id, as s.actor
// gives it) and lease in ms (ledger.Handoff).
type handoff struct {
	owner   any
	leaseMs int64
}

// notifications are the outbox rows of a completion statement, flattened:
// of is the 1-based element (ord) of the completion each belongs to.
type notifications struct {
	of                           int8Array
	key, channel, recipient, txt textArray
	att                          byteaArray // with a handoff: the attempt each is claimed with
}

// newCompletion is a completion with room for n elements, each column
// allocated once.
func newCompletion(n int, h *handoff) *completion {
	return &completion{idx: make([]int, 0, n), now: make(nullInt8Array, 0, n), to: make(int2Array, 0, n),
		rowReason: make(nullTextArray, 0, n), logReason: make(nullTextArray, 0, n), ext: make(textArray, 0, n), key: make(textArray, 0, n),
		next: make(int8Array, 0, n), owner: make(int8Array, 0, n), gen: make(int8Array, 0, n), inDoubt: make(boolArray, 0, n),
		att: make(byteaArray, 0, n), trace: make(byteaArray, 0, n), outcome: make(textArray, 0, n), errText: make(textArray, 0, n),
		seen: make(map[string]bool, n), texts: make([]string, 0, 2*n), handoff: h}
}

func (c *completion) add(i int, p ledger.CompleteParams, now *int64, state int16, owner int64, att, trace []byte, logReason, rowReason any) {
	c.idx = append(c.idx, i)
	c.now = append(c.now, now)
	c.to = append(c.to, state)
	c.rowReason = append(c.rowReason, c.text(rowReason))
	c.logReason = append(c.logReason, c.text(logReason))
	c.ext = append(c.ext, p.ExternalID)
	c.key = append(c.key, p.Key)
	c.next = append(c.next, ms64(p.NextAttemptAt))
	c.owner = append(c.owner, owner)
	c.gen = append(c.gen, p.Generation)
	c.inDoubt = append(c.inDoubt, p.InDoubt)
	c.att = append(c.att, att)
	c.trace = append(c.trace, trace)
	c.outcome = append(c.outcome, string(p.Outcome))
	c.errText = append(c.errText, p.Error)
	c.seen[p.Key] = true
	for _, n := range p.Notifications {
		c.hasExtra = true
		c.extra.of = append(c.extra.of, int64(len(c.idx)))
		c.extra.key = append(c.extra.key, n.Key)
		c.extra.channel = append(c.extra.channel, n.Channel)
		c.extra.recipient = append(c.extra.recipient, n.Recipient)
		c.extra.txt = append(c.extra.txt, n.Text)
		if c.handoff != nil {
			c.extra.att = append(c.extra.att, newAttemptID())
		}
	}
}

func (c *completion) args() []any {
	a := []any{c.now, c.to, c.rowReason, c.ext, c.next, c.inDoubt, c.key, c.owner, c.gen, c.att, c.outcome, c.errText, c.logReason, c.trace}
	if c.hasExtra {
		a = append(a, c.extra.of, c.extra.key, c.extra.channel, c.extra.recipient, c.extra.txt)
		if c.handoff != nil {
			a = append(a, c.handoff.owner, c.handoff.leaseMs, c.extra.att)
		}
	}
	return a
}

// newAttemptID is a handed-off notification's attempt ID, 8 random bytes
// as a claim draws them in SQL.
func newAttemptID() []byte {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails on supported platforms
	return b
}

// text converts codec's nil-or-string to a nullable text element, kept in
// the completion's backing array (no allocation of its own).
func (c *completion) text(v any) *string {
	s, ok := v.(string)
	if !ok {
		return nil
	}
	if len(c.texts) == cap(c.texts) {
		// Elements already given point into the old array, which they
		// keep alive; the new one takes the rest.
		c.texts = make([]string, 0, max(2*cap(c.texts), 8))
	}
	c.texts = append(c.texts, s)
	return &c.texts[len(c.texts)-1]
}

// bytesOrNull converts codec's nil-or-bytes to a nullable bytea element.
func bytesOrNull(v any) []byte {
	if b, ok := v.([]byte); ok {
		return b
	}
	return nil
}

// complete ends claims; each row's write is fenced by (owner, generation)
// and refused when superseded, without touching the others. The batch is
// one statement (a key repeated in it goes to a further statement), sent
// as one pgx batch: one round trip and one implicit transaction, so a
// failure writes nothing. With h the notifications are inserted claimed
// and returned by the statement that inserted them (ledger.Handoff).
//
// With next, the same batch ends with next's fair claim (after the
// completions, so in their implicit transaction: all or nothing), which
// leaves the completed keys alone; its rows are put in next.rows.
func (s *Store) complete(ctx context.Context, t table, ps []ledger.CompleteParams, h *handoff, next *chainedClaim) ([]error, []ledger.Notification, error) {
	errs := make([]error, len(ps))
	var rounds []*completion
	for i, p := range ps {
		if err := p.CheckTransition(); err != nil {
			errs[i] = err
			continue
		}
		att, err := codec.AttemptID(p.AttemptID)
		if err != nil {
			return nil, nil, fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
		}
		owner, err := s.knownActor(ctx, p.Owner)
		if err != nil {
			return nil, nil, fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
		}
		trace, err := codec.TraceID(p.TraceID)
		if err != nil {
			return nil, nil, fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
		}
		if t.completeExtra == nil {
			// Only an execution's success queues notifications (R14).
			p.Notifications = nil
		}
		for _, n := range p.Notifications {
			if err := n.Validate(); err != nil {
				return nil, nil, fmt.Errorf("outbox %s: %w", p.Key, err)
			}
		}
		logReason, rowReason := codec.Reasons(t.kindCode, ledger.Running, p.To, p.Reason)
		// The first statement without this key takes it.
		var c *completion
		for _, r := range rounds {
			if !r.seen[p.Key] {
				c = r
				break
			}
		}
		if c == nil {
			c = newCompletion(len(ps)-i, h)
			rounds = append(rounds, c)
		}
		c.add(i, p, s.nowArg(p.Now), int16(codec.State(p.To).(int64)), owner, bytesOrNull(att), bytesOrNull(trace), logReason, rowReason)
	}
	if len(rounds) == 0 && next == nil {
		return errs, nil, nil
	}
	var batch pgx.Batch
	for _, c := range rounds {
		batch.Queue(completeQuery(t, c.hasExtra, h != nil), c.args()...)
	}
	if next != nil {
		skip := make(textArray, len(ps))
		for i, p := range ps {
			skip[i] = p.Key
		}
		if next.capped {
			// Capped claimers take turns (fairClaim); the lock is this
			// implicit transaction's.
			batch.Queue(`SELECT pg_advisory_xact_lock($1, $2)`, ClaimLockClass, int32(t.kindCode))
		}
		batch.Queue(fairClaimQuery(t, next.capped, true), append(next.args, skip)...)
	}
	br := s.pool.SendBatch(ctx, &batch)
	var stale []int
	var claimed []ledger.Notification
	for _, c := range rounds {
		done, handed, err := readRecorded(br, c.hasExtra && h != nil)
		if err != nil {
			br.Close()
			return nil, nil, fmt.Errorf("complete %s: %w", t.kind, err)
		}
		claimed = append(claimed, handed...)
		for j, i := range c.idx {
			if !done[int64(j+1)] {
				stale = append(stale, i)
			}
		}
	}
	if next != nil {
		if next.capped {
			if _, err := br.Exec(); err != nil {
				br.Close()
				return nil, nil, fmt.Errorf("complete %s: next claim: lock: %w", t.kind, err)
			}
		}
		rows, err := br.Query()
		if err == nil {
			next.rows, err = scanClaimed(rows, t)
		}
		if err != nil {
			br.Close()
			return nil, nil, fmt.Errorf("complete %s: next claim: %w", t.kind, err)
		}
	}
	if err := br.Close(); err != nil {
		return nil, nil, fmt.Errorf("complete %s: %w", t.kind, err)
	}
	for _, i := range stale {
		errs[i] = s.staleError(ctx, s.pool, t, ps[i].Key, ps[i].Owner, ps[i].Generation)
	}
	return errs, claimed, nil
}

// chainedClaim is the claim a completion takes in its own transaction
// (ExecutionCompleteClaim): fairClaimQuery's arguments $1..$8 (capped: with
// tenant caps) and, once run, the rows it claimed.
type chainedClaim struct {
	capped bool
	args   []any
	rows   []row
}

// readRecorded reads the ords a completion statement recorded and, with
// handed, the notifications it handed off (completeQuery's last SELECT
// with a claim: one row per recorded completion and handed-off row).
func readRecorded(br pgx.BatchResults, handed bool) (map[int64]bool, []ledger.Notification, error) {
	rows, err := br.Query()
	if err != nil {
		return nil, nil, err
	}
	defer rows.Close()
	done := map[int64]bool{}
	var out []ledger.Notification
	for rows.Next() {
		var ord int64
		if !handed {
			if err := rows.Scan(&ord); err != nil {
				return nil, nil, err
			}
			done[ord] = true
			continue
		}
		if rows.RawValues()[1] == nil {
			// A completion that handed off no row of its own.
			dest := make([]any, len(rows.FieldDescriptions()))
			dest[0] = &ord
			if err := rows.Scan(dest...); err != nil {
				return nil, nil, err
			}
			done[ord] = true
			continue
		}
		o, err := scanOutbox(prefixed{rows, &ord})
		if err != nil {
			return nil, nil, fmt.Errorf("handed-off notifications: %w", err)
		}
		done[ord] = true
		out = append(out, codec.ClaimedNotification(o.Notification))
	}
	return done, out, rows.Err()
}

// prefixed scans its row's leading columns into pre, then the rest into
// the destinations Scan is given.
type prefixed struct {
	rows pgx.Rows
	pre  any
}

func (p prefixed) Scan(dest ...any) error { return p.rows.Scan(append([]any{p.pre}, dest...)...) }
