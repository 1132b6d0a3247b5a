package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// ingestNewQuery records a new event and all of its keys in one statement
// (issue 21: a meeting in one round trip): the receipt and every key with
// its first log entry on the row (migration 0015). It has no ON CONFLICT
// on the keys: a key that exists already (or twice in the event) fails the
// statement with a unique violation, and nothing of it is written; so does
// an event whose receipt is processed already (it then inserts no key).
// Either way Ingest falls back to the general path, which decides
// duplicates and other content key by key (S1, S5). $1 is the time (NULL: the database's
// clock); the arrays are prepareEnqueue's arguments by column; $21 and $22
// the processing claim's owner (NULL: none) and generation.
//
// It returns of each new row only what the server decided, its times (the
// database's clock when $1 and the key's own time are NULL): the rest of a
// new row is the caller's arguments and the columns' defaults, so ingestNew
// builds the executions from those (issue 32: returning every column, with
// the owner's and the reason's lookups, cost the server and the client a
// scan of each row for values the client already had).
var ingestNewQuery = `WITH clk AS MATERIALIZED (SELECT COALESCE($1::bigint, ` + dbNow + `) AS now),
inb AS (
    INSERT INTO inbox (source, message_id, status, result, received_at, updated_at, claim_owner)
    SELECT $2, $3, 'processed', $4, clk.now, clk.now, $21::text FROM clk
    ON CONFLICT (source, message_id) DO UPDATE SET status = 'processed', result = excluded.result, body = NULL, updated_at = excluded.updated_at,
        claim_owner = excluded.claim_owner
    WHERE inbox.status IN ('received', 'needs-human') AND ($21::text IS NULL OR (inbox.claim_owner = $21 AND inbox.claim_gen = $22))
    RETURNING 1
),
x AS MATERIALIZED (
    SELECT x.*, COALESCE(x.now_ms, clk.now) AS at FROM clk, unnest($5::bigint[], $6::text[], $7::bytea[], $8::text[], $9::text[], $10::text[],
        $11::text[], $12::text[], $13::text[], $14::text[], $15::smallint[], $16::text[], $17::bigint[], $18::text[], $19::bigint[])
        WITH ORDINALITY AS x(now_ms, key, fp, title, assignee, assignee_id, due_date, evidence, i_project, i_action, state, reason,
            next_at, log_reason, actor, ord)
),
ins AS (
    INSERT INTO executions (key, fingerprint, title, assignee, assignee_id, due_date, evidence, intent_project, intent_action,
        state, reason, next_attempt_at, source, created_at, updated_at, enq_state, enq_actor, enq_reason)
    SELECT x.key, x.fp, x.title, x.assignee, x.assignee_id, x.due_date, x.evidence, x.i_project, x.i_action,
        x.state, x.reason, COALESCE(x.next_at, x.at), $20, x.at, x.at, x.state, x.actor, x.log_reason
    FROM x WHERE EXISTS (SELECT 1 FROM inb) ORDER BY x.ord
    RETURNING key, created_at, next_attempt_at
)
SELECT x.ord, ins.created_at, ins.next_attempt_at FROM ins JOIN x ON x.key = ins.key ORDER BY x.ord`

// ingestNew tries the one-round-trip path: the statement and the read of
// the receipt in one pgx batch (one implicit transaction). ok is false,
// with nothing written, when the event or a key is not new; the caller
// then takes the general path.
func (s *Store) ingestNew(ctx context.Context, p ledger.IngestParams, src string) (out ledger.IngestResult, ok bool, err error) {
	n := len(p.Executions)
	// Each column is one array, its nullable elements pointing into a
	// backing array of their own: no value is boxed or allocated apart.
	var (
		nows, nexts, actors           = make(nullInt8Array, n), make(nullInt8Array, n), make(nullInt8Array, n)
		keys, titles, assignees, ids  = make(textArray, n), make(textArray, n), make(textArray, n), make(textArray, n)
		dues, evidence, reasons       = make(textArray, n), make(textArray, n), make(textArray, n)
		projects, actions, logReasons = make(nullTextArray, n), make(nullTextArray, n), make(nullTextArray, n)
		fps                           = make(byteaArray, n)
		states                        = make(int2Array, n)
		rows                          = make([]enqueueRow, n)
		nowMs, nextMs                 = make([]int64, n), make([]int64, n)
		texts                         = make([]string, 3*n) // project, action, log reason
	)
	for i, ep := range p.Executions {
		if ep.Now.IsZero() {
			ep.Now = p.Now
		}
		r, err := s.prepareRow(ctx, ep, src)
		if err != nil {
			return out, false, fmt.Errorf("ingest %s: %w", src, err)
		}
		rows[i] = r
		if now := s.nowArg(ep.Now); now != nil {
			nowMs[i] = *now
			nows[i] = &nowMs[i]
		}
		keys[i], fps[i] = r.key, r.fpBytes
		titles[i], assignees[i], ids[i], dues[i], evidence[i] = r.in.Title, r.in.Assignee, r.in.AssigneeID, r.in.DueDate, r.in.Evidence
		projects[i], actions[i], logReasons[i] = textAt(texts, 3*i, r.in.Project), textAt(texts, 3*i+1, r.in.Action), textAt(texts, 3*i+2, r.logReason)
		states[i], reasons[i] = int16(codec.State(r.state).(int64)), ep.Reason
		if r.hasNext {
			nextMs[i] = r.next
			nexts[i] = &nextMs[i]
		}
		if r.hasActor {
			actors[i] = &rows[i].actor
		}
	}
	// An event claimed for processing is completed only while the claim
	// is its latest ($21, $22); else the general path decides.
	owner, gen := claimArgs(p.Claim)
	var batch pgx.Batch
	batch.Queue(ingestNewQuery, s.nowArg(p.Now), p.Source, p.MessageID, p.Result,
		nows, keys, fps, titles, assignees, ids, dues, evidence, projects, actions, states, reasons, nexts, logReasons, actors, src, owner, gen)
	batch.Queue(`SELECT `+inboxCols+` FROM inbox WHERE source = $1 AND message_id = $2`, p.Source, p.MessageID)
	br := s.pool.SendBatch(ctx, &batch)
	defer br.Close()
	res, err := br.Query()
	if err != nil {
		if isUniqueViolation(err) {
			return ledger.IngestResult{}, false, nil // a key exists: the general path decides
		}
		return out, false, fmt.Errorf("ingest %s: %w", src, err)
	}
	out.Results = make([]ledger.EnqueueResult, 0, n)
	for res.Next() {
		var ord, at, next int64
		if err := res.Scan(&ord, &at, &next); err != nil {
			res.Close()
			return out, false, fmt.Errorf("ingest %s: %w", src, err)
		}
		if ord < 1 || ord > int64(n) || int(ord) != len(out.Results)+1 {
			res.Close()
			return out, false, fmt.Errorf("ingest %s: row %d read back out of order", src, ord)
		}
		out.Results = append(out.Results, ledger.EnqueueResult{Execution: rows[ord-1].created(p.Executions[ord-1], src, at, next), Created: true})
	}
	res.Close()
	if err := res.Err(); err != nil {
		if isUniqueViolation(err) {
			return ledger.IngestResult{}, false, nil // a key exists: the general path decides
		}
		return out, false, fmt.Errorf("ingest %s: %w", src, err)
	}
	if len(out.Results) != n {
		// The receipt was processed already: a replay, for the general path.
		return ledger.IngestResult{}, false, nil
	}
	if out.Receipt, err = scanInbox(br.QueryRow()); err != nil {
		return out, false, fmt.Errorf("ingest %s: receipt: %w", src, err)
	}
	if err := br.Close(); err != nil {
		return out, false, fmt.Errorf("ingest %s: %w", src, err)
	}
	return out, true, nil
}

func isUniqueViolation(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505"
}

// textAt is v (a stored text: string or nil) as a nullable array element,
// kept in backing[i].
func textAt(backing []string, i int, v any) *string {
	t, ok := v.(string)
	if !ok {
		return nil
	}
	backing[i] = t
	return &backing[i]
}
