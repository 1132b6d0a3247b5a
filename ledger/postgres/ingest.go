package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/axagent/axagent/ledger"
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
    RETURNING ` + execCols + `
)
SELECT x.ord, ins.* FROM ins JOIN x ON x.key = ins.key ORDER BY x.ord`

// ingestNew tries the one-round-trip path: the statement and the read of
// the receipt in one pgx batch (one implicit transaction). ok is false,
// with nothing written, when the event or a key is not new; the caller
// then takes the general path.
func (s *Store) ingestNew(ctx context.Context, p ledger.IngestParams, src string) (out ledger.IngestResult, ok bool, err error) {
	n := len(p.Executions)
	var (
		nows, nexts, actors           = make([]*int64, n), make([]*int64, n), make([]*int64, n)
		keys, titles, assignees, ids  = make([]string, n), make([]string, n), make([]string, n), make([]string, n)
		dues, evidence, reasons       = make([]string, n), make([]string, n), make([]string, n)
		projects, actions, logReasons = make([]*string, n), make([]*string, n), make([]*string, n)
		fps                           = make([][]byte, n)
		states                        = make([]int16, n)
		stmts                         = make([]enqueueStmt, n)
	)
	for i, ep := range p.Executions {
		if ep.Now.IsZero() {
			ep.Now = p.Now
		}
		st, err := s.prepareEnqueue(ctx, ep, src)
		if err != nil {
			return out, false, fmt.Errorf("ingest %s: %w", src, err)
		}
		stmts[i] = st
		a := st.args // now, key, fp, 7 intent columns, state, reason, next, source, log reason, actor
		nows[i], keys[i], fps[i] = a[0].(*int64), a[1].(string), bytesOrNull(a[2])
		titles[i], assignees[i], ids[i], dues[i], evidence[i] = a[3].(string), a[4].(string), a[5].(string), a[6].(string), a[7].(string)
		projects[i], actions[i] = textOrNull(a[8]), textOrNull(a[9])
		states[i], reasons[i], nexts[i] = int16(a[10].(int64)), a[11].(string), a[12].(*int64)
		logReasons[i] = textOrNull(a[14])
		if id, isID := a[15].(int64); isID {
			actors[i] = &id
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
	rows, err := br.Query()
	if err != nil {
		if isUniqueViolation(err) {
			return ledger.IngestResult{}, false, nil // a key exists: the general path decides
		}
		return out, false, fmt.Errorf("ingest %s: %w", src, err)
	}
	out.Results = make([]ledger.EnqueueResult, 0, n)
	for rows.Next() {
		var ord int64
		r, err := scanExec(rows, &ord)
		if err != nil {
			rows.Close()
			return out, false, fmt.Errorf("ingest %s: %w", src, err)
		}
		out.Results = append(out.Results, ledger.EnqueueResult{Execution: r.Execution, Created: true})
	}
	rows.Close()
	if err := rows.Err(); err != nil {
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
