package sqlite

import (
	"context"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// A batch of completions is written in a fixed number of statements, not
// a few per row (issue 32: per-row statements were most of the write
// lock's time an action): one fenced UPDATE of the rows, one UPDATE of
// their attempts that folds each completion's log entry into its
// attempt, one INSERT of the notifications. Each takes the batch as a
// JSON array (json_each), as the claim's attempts do, and reads each
// element's text once (a MATERIALIZED CTE): json_each converts the
// element to text every time its value is named, and each field read of
// a fresh text parses it again, which cost a fifth of a completion.
//
// UPDATE … FROM changes a row once whichever source rows match it, so a
// key appears at most once in a statement: complete splits a batch where a
// key repeats and writes the parts in order, so a later completion of the
// same key meets the first one's result as it did row by row.

// sqlCompleteBatch ends the claims given as [key, owner, generation, to,
// row reason, external ID, next attempt, in doubt, now], each fenced by
// owner and generation; a row whose claim was superseded is not matched
// and keeps its values. RETURNING may not name the FROM table: the key
// says which completion a returned row is.
func sqlCompleteBatch(t table) string {
	return `WITH v AS MATERIALIZED (SELECT value AS v FROM json_each(:rows))
	      UPDATE ` + t.name + ` SET
	        state = p.to_state, reason = p.reason,
	        external_id = CASE WHEN p.ext <> '' THEN p.ext ELSE ` + t.name + `.external_id END,
	        next_attempt_at = p.next_at, in_doubt = p.doubt, lease_until = 0, updated_at = p.now
	      FROM (SELECT v ->> 0 AS key, v ->> 1 AS owner, v ->> 2 AS gen, v ->> 3 AS to_state, v ->> 4 AS reason,
	        v ->> 5 AS ext, v ->> 6 AS next_at, v ->> 7 AS doubt, v ->> 8 AS now FROM v) AS p
	      WHERE ` + t.name + `.key = p.key AND ` + t.name + `.owner = p.owner AND ` + t.name + `.generation = p.gen AND ` + t.name + `.state = 2
	      RETURNING id, key, external_id`
}

// sqlEndAttempts is sqlEndAttempt for a batch given as [ref, attempt ID
// in hex, generation, owner, now, outcome, external ID, error, to, stored
// log reason, entry's external ID or null]: every attempt named that has
// no completion entry yet is ended, and each that is the completion's own
// (its generation and owner) becomes the entry. The i-th element's entry
// (from 0) takes ID n + i + 1, n read once before the first update (r is
// materialized; the trigger then advances n to the largest): IDs in the
// batch's order, an element whose attempt gives no entry leaving its ID
// unused. It returns each ended attempt's ref and whether it holds the
// entry. The attempt's key is compared with r's columns, never a literal
// kind, so the plan finds each attempt by its key from r.
func sqlEndAttempts(t table) string {
	kind := fmt.Sprint(t.kindCode)
	own := `attempts.generation = r.gen AND attempts.owner = r.owner`
	return `WITH s AS MATERIALIZED (SELECT n FROM ledger_seq WHERE name = 'transitions'),
	      v AS MATERIALIZED (SELECT key AS ord, value AS v FROM json_each(:rows)),
	      r AS MATERIALIZED (SELECT ` + kind + ` AS kind, v ->> 0 AS ref, unhex(v ->> 1) AS att, v ->> 2 AS gen, v ->> 3 AS owner,
	        v ->> 4 AS now, v ->> 5 AS outcome, v ->> 6 AS ext, v ->> 7 AS error, v ->> 8 AS to_state,
	        v ->> 9 AS reason, v ->> 10 AS dext, s.n + ord + 1 AS did FROM v, s)
	      UPDATE attempts SET ended_at = r.now, outcome = r.outcome, external_id = r.ext, error = r.error,
	        done_id = CASE WHEN ` + own + ` THEN r.did END,
	        done_to = CASE WHEN ` + own + ` THEN r.to_state END,
	        done_reason = CASE WHEN ` + own + ` THEN r.reason END,
	        done_ext = CASE WHEN ` + own + ` THEN r.dext END
	      FROM r WHERE attempts.kind = r.kind AND attempts.ref = r.ref AND attempts.id = r.att AND attempts.done_id IS NULL
	      RETURNING ref, done_id IS NOT NULL`
}

// sqlInsertNotifications is sqlInsertNotification for a batch given as
// [key, exec_id, channel, recipient, text, now, attempt ID in hex or
// null]: the i-th (from 0) takes ID n + i + 1, n read once before the
// first insert (the sort makes the insert wait for every row); a key that
// exists, or that an earlier element inserted, is kept as it is and its ID
// left unused. The WHERE keeps the upsert's parse unambiguous.
const sqlInsertNotifications = `WITH s AS MATERIALIZED (SELECT n FROM ledger_seq WHERE name = 'transitions'),
	      r AS MATERIALIZED (SELECT key AS ord, value AS v FROM json_each(:rows))
	      INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att)
	      SELECT s.n + r.ord + 1, v ->> 0, v ->> 1, v ->> 2, v ->> 3, v ->> 4, 0, '', v ->> 5, v ->> 5, v ->> 5, ifnull(unhex(v ->> 6), X'')
	      FROM s, r WHERE true ORDER BY r.ord
	      ON CONFLICT (key) DO NOTHING`

// sqlInsertClaimedNotifications is sqlInsertNotifications for a batch
// whose notifications are handed off (ledger.Handoff): each row is inserted
// as the owner's claim at the completion's time would leave it (claimUpdate:
// claimed from pending, generation and attempts 1, in doubt, a new attempt
// ID, leased until the element's lease), not inserted pending and then
// claimed by a second statement (issue 32: the claim's UPDATE rewrote every
// row just inserted, moving its index entry from the pending index to the
// lease index, inside the write lock). Elements are [key, exec_id, channel,
// recipient, text, now, attempt ID in hex or null, lease until]; IDs as
// sqlInsertNotifications. A key that exists is kept as it is and not
// returned, so it is not claimed (R15). It returns each claimed row's ID,
// key and attempt ID; queueBatch composes the rest from what it inserted
// (reading outboxCols back cost three lookups a row).
var sqlInsertClaimedNotifications = `WITH s AS MATERIALIZED (SELECT n FROM ledger_seq WHERE name = 'transitions'),
	      r AS MATERIALIZED (SELECT key AS ord, value AS v FROM json_each(:rows))
	      INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att,
	        claimed_from, owner, generation, lease_until, attempts, in_doubt, attempt_id)
	      SELECT s.n + r.ord + 1, v ->> 0, v ->> 1, v ->> 2, v ->> 3, v ->> 4, 2, '', v ->> 5, v ->> 5, v ->> 5, ifnull(unhex(v ->> 6), X''),
	        0, :owner, 1, v ->> 7, 1, 1, randomblob(8)
	      FROM s, r WHERE true ORDER BY r.ord
	      ON CONFLICT (key) DO NOTHING RETURNING id, key, attempt_id`

// done is one completion a segment recorded.
type done struct {
	i      int // position in the caller's batch
	id     int64
	ext    string
	now    time.Time
	reason any // the log entry's reason (codec.Reasons)
}

// handoffTo claims the notifications a batch queues for one owner
// (ledger.Handoff); nil: they are queued for any dispatcher.
type handoffTo struct {
	p     ledger.ClaimParams
	owner any
	out   []ledger.Notification
}

// complete ends claims; each row's write is fenced by (owner, generation)
// and refused when superseded, without touching the others. With queue,
// each success's notifications are inserted in the same transaction (R14),
// and with h also claimed for h's owner. then, when set, runs last in the
// same transaction (a chained claim, ExecutionCompleteClaim): its failure
// rolls the completions back with it.
func (s *Store) complete(ctx context.Context, t table, ps []ledger.CompleteParams, queue bool, h *handoffTo, then func(*sql.Tx) error) ([]error, error) {
	errs := make([]error, len(ps))
	// Owners are looked up before the transaction (s.knownActor reads on
	// its own connection).
	owners := make([]int64, len(ps))
	for i, p := range ps {
		var err error
		if owners[i], err = s.knownActor(ctx, p.Owner); err != nil {
			return nil, fmt.Errorf("complete %s %s: %w", t.kind, p.Key, err)
		}
	}
	// Segments of distinct keys, in order (see above).
	var segs [][]int
	var seg []int
	seen := map[string]bool{}
	for i, p := range ps {
		if seen[p.Key] {
			segs, seg, seen = append(segs, seg), nil, map[string]bool{}
		}
		seen[p.Key] = true
		seg = append(seg, i)
	}
	if len(seg) > 0 {
		segs = append(segs, seg)
	}
	// A completion without its own time takes the transaction's, one for
	// the batch: the handoff claims the notifications of completions that
	// share their time in one claim, and the real clock gave every row
	// its own nanosecond (one claim, two statements, per notification).
	// It is read under the write lock, as each row's was.
	var txNow time.Time
	at := func(p ledger.CompleteParams) time.Time {
		if p.Now.IsZero() {
			return txNow
		}
		return p.Now
	}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		txNow = s.clock.Now()
		for _, seg := range segs {
			if err := s.completeSegment(ctx, tx, t, ps, owners, seg, errs, queue, h, at); err != nil {
				return err
			}
		}
		if then != nil {
			return then(tx)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return errs, nil
}

// completeSegment writes the completions ps[seg] (distinct keys) in tx.
func (s *Store) completeSegment(ctx context.Context, tx *sql.Tx, t table, ps []ledger.CompleteParams, owners []int64, seg []int, errs []error, queue bool, h *handoffTo,
	at func(ledger.CompleteParams) time.Time) error {
	var rows [][]any
	want := map[string]int{}
	logReasons := map[int]any{}
	for _, i := range seg {
		p := ps[i]
		if err := p.CheckTransition(); err != nil {
			errs[i] = err
			continue
		}
		logReason, rowReason := codec.Reasons(t.kindCode, ledger.Running, p.To, p.Reason)
		doubt := 0
		if p.InDoubt {
			doubt = 1
		}
		want[p.Key] = i
		logReasons[i] = logReason
		rows = append(rows, []any{p.Key, owners[i], p.Generation, codec.State(p.To), rowReason, p.ExternalID, ms64(p.NextAttemptAt), doubt, ms64(at(p))})
	}
	if len(rows) == 0 {
		return nil
	}
	list, err := json.Marshal(rows)
	if err != nil {
		return fmt.Errorf("complete %s: %w", t.kind, err)
	}
	got := map[int]done{}
	err = eachRowOf(s.query(ctx, tx, sqlCompleteBatch(t), sql.Named("rows", string(list))))(func(r *sql.Rows) error {
		var d done
		var key string
		if err := r.Scan(&d.id, &key, &d.ext); err != nil {
			return err
		}
		i, ok := want[key]
		if !ok {
			return fmt.Errorf("completed key %s not in the batch", key)
		}
		d.i, d.now, d.reason = i, at(ps[i]), logReasons[i]
		got[i] = d
		return nil
	})
	if err != nil {
		return fmt.Errorf("complete %s: %w", t.kind, err)
	}
	// In the batch's order from here: the log entries take their IDs in it.
	var recorded []done
	for _, i := range seg {
		if _, ok := want[ps[i].Key]; !ok || errs[i] != nil {
			continue
		}
		if d, ok := got[i]; ok {
			recorded = append(recorded, d)
			continue
		}
		errs[i] = s.staleError(ctx, tx, t, ps[i].Key, ps[i].Owner, ps[i].Generation)
	}
	if len(recorded) == 0 {
		return nil
	}
	if err := s.endAttempts(ctx, tx, t, ps, owners, recorded); err != nil {
		return err
	}
	if queue {
		return s.queueBatch(ctx, tx, ps, recorded, h)
	}
	return nil
}

// eachRowOf calls fn for each row of a query's result and closes it.
func eachRowOf(rows *sql.Rows, err error) func(fn func(*sql.Rows) error) error {
	return func(fn func(*sql.Rows) error) error {
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			if err := fn(rows); err != nil {
				return err
			}
		}
		return rows.Err()
	}
}

// endAttempts records the end of each recorded completion's attempt and
// its log entry: folded into the attempt in one statement where the
// attempt can give it back exactly (sqlEndAttempts), otherwise one row at
// a time as endAttempt and insertTransition do (no attempt named, an
// attempt that already holds an entry, another owner's or generation's).
func (s *Store) endAttempts(ctx context.Context, tx *sql.Tx, t table, ps []ledger.CompleteParams, owners []int64, recorded []done) error {
	var rows [][]any
	for _, d := range recorded {
		p := ps[d.i]
		att, err := codec.AttemptID(p.AttemptID)
		if err != nil {
			return fmt.Errorf("complete %s %s: record attempt: %w", t.kind, p.Key, err)
		}
		if att == nil {
			continue
		}
		if err := recordTrace(ctx, tx, t.kindCode, d.id, att, p.TraceID); err != nil {
			return fmt.Errorf("complete %s %s: record attempt: %w", t.kind, p.Key, err)
		}
		var dext any
		if d.ext != p.ExternalID {
			dext = d.ext
		}
		rows = append(rows, []any{d.id, hex.EncodeToString(att.([]byte)), p.Generation, owners[d.i], ms64(d.now), string(p.Outcome), p.ExternalID, p.Error,
			codec.State(p.To), storedReason(d.reason, d.ext), dext})
	}
	// ended: the refs whose attempt this statement ended; folded: those
	// whose attempt now holds the completion's entry.
	ended, folded := map[int64]bool{}, map[int64]bool{}
	if len(rows) > 0 {
		list, err := json.Marshal(rows)
		if err != nil {
			return fmt.Errorf("complete %s: record attempts: %w", t.kind, err)
		}
		err = eachRowOf(s.query(ctx, tx, sqlEndAttempts(t), sql.Named("rows", string(list))))(func(r *sql.Rows) error {
			var ref int64
			var f bool
			if err := r.Scan(&ref, &f); err != nil {
				return err
			}
			ended[ref], folded[ref] = true, f
			return nil
		})
		if err != nil {
			return fmt.Errorf("complete %s: record attempts: %w", t.kind, err)
		}
	}
	for _, d := range recorded {
		p := ps[d.i]
		if folded[d.id] {
			continue
		}
		entry := ledger.Transition{Key: p.Key, From: ledger.Running, To: p.To, AttemptID: p.AttemptID, Generation: p.Generation, ExternalID: d.ext, At: d.now}
		if !ended[d.id] {
			// No attempt ended above: none named, none such, or one that
			// already holds an entry (endAttempt gives that to the log).
			f, err := s.endAttempt(ctx, tx, t, d.id, owners[d.i], p, d.reason, entry)
			if err != nil {
				return fmt.Errorf("complete %s %s: record attempt: %w", t.kind, p.Key, err)
			}
			if f {
				continue
			}
		}
		if err := s.insertTransition(ctx, tx, t.kindCode, d.id, d.reason, owners[d.i], entry); err != nil {
			return err
		}
	}
	return nil
}

// queueBatch inserts the recorded completions' notifications in one
// statement, in the batch's order (a key that exists is kept as it is,
// R15), and with h inserts the new ones already claimed for h's owner.
func (s *Store) queueBatch(ctx context.Context, tx *sql.Tx, ps []ledger.CompleteParams, recorded []done, h *handoffTo) error {
	var rows [][]any
	// With h, what each notification key's row is inserted with (the
	// first element of a key is the one inserted).
	type queued struct {
		n    ledger.NewNotification
		exec string
		now  time.Time
	}
	var first map[string]queued
	if h != nil {
		first = map[string]queued{}
	}
	for _, d := range recorded {
		p := ps[d.i]
		if len(p.Notifications) == 0 {
			continue
		}
		att, err := codec.AttemptID(p.AttemptID)
		if err != nil {
			return fmt.Errorf("outbox %s: %w", p.Key, err)
		}
		var attHex any
		if att != nil {
			attHex = hex.EncodeToString(att.([]byte))
		}
		for _, n := range p.Notifications {
			if err := n.Validate(); err != nil {
				return fmt.Errorf("outbox %s: %w", p.Key, err)
			}
			if h == nil {
				rows = append(rows, []any{n.Key, d.id, n.Channel, n.Recipient, n.Text, ms64(d.now), attHex})
				continue
			}
			if _, ok := first[n.Key]; !ok {
				first[n.Key] = queued{n: n, exec: p.Key, now: d.now}
			}
			rows = append(rows, []any{n.Key, d.id, n.Channel, n.Recipient, n.Text, ms64(d.now), attHex, ms64(d.now.Add(h.p.LeaseFor))})
		}
	}
	if len(rows) == 0 {
		return nil
	}
	// The entries' actor, which reads render by name (the report by id).
	if _, err := s.actorTx(ctx, tx, "axagent"); err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	list, err := json.Marshal(rows)
	if err != nil {
		return fmt.Errorf("outbox: %w", err)
	}
	if h == nil {
		if _, err := s.exec(ctx, tx, sqlInsertNotifications, sql.Named("rows", string(list))); err != nil {
			return fmt.Errorf("outbox: %w", err)
		}
		return nil
	}
	// Inserted claimed, in the batch's order: the same rows, IDs and
	// fields as inserting them pending and then claiming them by ID, one
	// claim for the completions that share their time.
	ins, err := s.query(ctx, tx, sqlInsertClaimedNotifications, sql.Named("rows", string(list)), sql.Named("owner", h.owner))
	if err != nil {
		return fmt.Errorf("complete: handoff: %w", err)
	}
	// Each row as the claim's RETURNING would read it (scanOutbox).
	claimed, err := codec.Collect(ins, func() (row, error) {
		var id int64
		var key string
		var att []byte
		if err := ins.Scan(&id, &key, &att); err != nil {
			return nil, err
		}
		q, ok := first[key]
		if !ok {
			return nil, fmt.Errorf("inserted key %s not in the batch", key)
		}
		k, err := ledger.ParseKey(q.exec)
		if err != nil {
			return nil, fmt.Errorf("stored key: %w", err)
		}
		at := fromMs(ms64(q.now))
		n := ledger.Notification{Key: key, ExecKey: k, Channel: q.n.Channel, Recipient: q.n.Recipient, Text: q.n.Text, State: ledger.Running,
			Owner: h.p.Owner, Generation: 1, LeaseUntil: fromMs(ms64(q.now.Add(h.p.LeaseFor))), NextAttemptAt: at, Attempts: 1, InDoubt: true,
			CreatedAt: at, UpdatedAt: at, ClaimedFrom: ledger.Pending, AttemptID: codec.AttemptIDOf(att)}
		return &outboxRow{Notification: n, m: machineRow{id: id, key: key, state: n.State, owner: n.Owner, generation: n.Generation,
			leaseUntil: n.LeaseUntil, inDoubt: true, claimedFrom: n.ClaimedFrom, attemptID: n.AttemptID}}, nil
	})
	ins.Close()
	if err != nil {
		return fmt.Errorf("complete: handoff: %w", err)
	}
	// Each claim's log entry is its attempt (claimIn), recorded for each
	// run of rows that share their completion's time as that claim would.
	for j := 0; j < len(claimed); {
		now := first[claimed[j].base().key].now
		k := j + 1
		for ; k < len(claimed) && first[claimed[k].base().key].now.Equal(now); k++ {
		}
		if err := s.insertClaimAttempts(ctx, tx, outboxTable, claimed[j:k], h.owner, now); err != nil {
			return fmt.Errorf("complete: handoff: %w", err)
		}
		j = k
	}
	for _, r := range claimed {
		h.out = append(h.out, codec.ClaimedNotification(r.(*outboxRow).Notification))
	}
	return nil
}
