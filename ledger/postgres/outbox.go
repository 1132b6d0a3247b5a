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

// outboxCols read the execution key through exec_id, or from exec_key once
// GC has deleted the execution, and render the stored reason and owner
// (rowReason, actorName). Unqualified but for the correlation, so the same
// list serves RETURNING; outboxNames read them back from a CTE.
var (
	outboxCols = `id, key, coalesce(exec_key, (SELECT e.key FROM executions e WHERE e.id = exec_id)) AS exec_key, channel, recipient, text, state, ` +
		rowReason("outbox", codec.KindNotification) + ` AS reason, ` + actorName("owner") + ` AS owner, ` + outboxRest
	outboxNames = `id, key, exec_key, channel, recipient, text, state, reason, owner, ` + outboxRest
)

const outboxRest = `generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at`

type outboxRow struct {
	ledger.Notification
	m machineRow
}

func (r *outboxRow) base() *machineRow { return &r.m }

func scanOutbox(sc pgx.Row) (*outboxRow, error) {
	// One allocation for the row, its scan targets and the destination
	// list, as scanExec (issue 32).
	r := new(struct {
		outboxRow
		id, state                     int64
		execKey                       string
		claimedFrom                   *int64
		att                           []byte
		lease, next, created, updated int64
		dest                          [19]any
	})
	n := &r.Notification
	r.dest = [19]any{&r.id, &n.Key, &r.execKey, &n.Channel, &n.Recipient, &n.Text, &r.state, &n.Reason, &n.Owner, &n.Generation, &r.lease, &r.next,
		&n.Attempts, &n.MessageID, &n.InDoubt, &r.claimedFrom, &r.att, &r.created, &r.updated}
	if err := sc.Scan(r.dest[:]...); err != nil {
		return nil, err
	}
	k, err := storedKey(r.execKey)
	if err != nil {
		return nil, err
	}
	n.ExecKey, n.State, n.ClaimedFrom, n.AttemptID = k, codec.StateOf(r.state, true), stateOf(r.claimedFrom), codec.AttemptIDOf(r.att)
	n.LeaseUntil, n.NextAttemptAt, n.CreatedAt, n.UpdatedAt = fromMs(r.lease), fromMs(r.next), fromMs(r.created), fromMs(r.updated)
	r.m = machineRow{id: r.id, key: n.Key, state: n.State, owner: n.Owner, generation: n.Generation,
		externalID: n.MessageID, claimedFrom: n.ClaimedFrom, attemptID: n.AttemptID}
	return &r.outboxRow, nil
}

var outboxTable = table{name: "outbox", kind: "notification", kindCode: codec.KindNotification, cols: outboxCols, names: outboxNames,
	scan: func(r pgx.Row) (row, error) { return scanOutbox(r) }}

// outboxInsertCTE adds a batch of completions' notifications to the
// outbox unless their key exists (a resend of the same notification reuses
// its key, R15), each with its first log entry on the row: enq_att, the
// attempt of the completion it follows (migration 0015; the entry's actor
// is "axagent", its reason the derived "queued with <execution key>"). It
// joins CTEs u and p of completeQuery, so a refused (fenced) completion
// inserts nothing (R14). Arguments from firstArg on: the ord of the
// completion each notification belongs to (bigint[]), then keys, channels,
// recipients, texts (text[]).
//
// With claim (ledger.Handoff) each row is inserted claimed, as claimTail
// would claim it right after, and returned (n_exec, then outboxCols): the
// rows this statement inserted are exactly those handed off — a key that
// existed, or that an earlier completion of the batch inserted, keeps its
// own row and attempt and is not returned: running, owner and lease from the next two
// arguments (the actor id, the lease in ms), generation and attempts 1,
// the attempt ID given per notification (bytea[], the one after them) and
// the claim's log entry opened on
// the row. The row's ID is drawn in the inner query, so it is below its
// claim entry's ID from the same sequence: the queued entry comes first in
// the row's log.
func outboxInsertCTE(firstArg int, claim bool) string {
	a := func(i int) string { return fmt.Sprintf("$%d", firstArg+i) }
	if !claim {
		return `
	n AS (
	    INSERT INTO outbox (key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att)
	    SELECT x.nk, u.id, x.nc, x.nr, x.nt, 0, '', u.at, u.at, u.at, coalesce(p.att, ''::bytea)
	    FROM unnest(` + a(0) + `::bigint[], ` + a(1) + `::text[], ` + a(2) + `::text[], ` + a(3) + `::text[], ` + a(4) + `::text[])
	        WITH ORDINALITY AS x(no, nk, nc, nr, nt, ord)
	        JOIN u ON u.ord = x.no JOIN p ON p.ord = u.ord
	    ORDER BY x.ord
	    ON CONFLICT (key) DO NOTHING
	)`
	}
	return `
	n AS (
	    INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att,
	        owner, generation, lease_until, attempts, in_doubt, claimed_from, attempt_id, att_started, att_claim_id)
	    SELECT q.id, q.nk, q.exec, q.nc, q.nr, q.nt, 2, '', q.at, q.at, q.at, q.enq,
	        ` + a(5) + `::bigint, 1, q.at + ` + a(6) + `::bigint, 1, true, 0, q.na, q.at, nextval(` + logSeq + `)
	    FROM (
	        SELECT nextval(` + logSeq + `) AS id, x.nk, u.id AS exec, x.nc, x.nr, x.nt, u.at, coalesce(p.att, ''::bytea) AS enq, x.na, x.ord
	        FROM unnest(` + a(0) + `::bigint[], ` + a(1) + `::text[], ` + a(2) + `::text[], ` + a(3) + `::text[], ` + a(4) + `::text[], ` + a(7) + `::bytea[])
	            WITH ORDINALITY AS x(no, nk, nc, nr, nt, na, ord)
	            JOIN u ON u.ord = x.no JOIN p ON p.ord = u.ord
	        ORDER BY x.ord OFFSET 0
	    ) q
	    ORDER BY q.ord
	    ON CONFLICT (key) DO NOTHING
	    RETURNING exec_id AS n_exec, ` + outboxCols + `
	)`
}

// OutboxGet returns one notification.
func (s *Store) OutboxGet(ctx context.Context, key string) (ledger.Notification, error) {
	r, err := scanOutbox(s.pool.QueryRow(ctx, `SELECT `+outboxCols+` FROM outbox WHERE key = $1`, key))
	if errors.Is(err, pgx.ErrNoRows) {
		return ledger.Notification{}, fmt.Errorf("notification %s: %w", key, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.Notification{}, fmt.Errorf("get notification %s: %w", key, err)
	}
	return r.Notification, nil
}

// OutboxList filters notifications, oldest first.
func (s *Store) OutboxList(ctx context.Context, p ledger.OutboxListParams) ([]ledger.Notification, error) {
	q := listQuery{keys: p.Keys, limit: p.Limit}
	if p.State != "" {
		q.add("state = $%d", codec.State(p.State))
	}
	if p.ExecKey != "" {
		q.add("(exec_id = (SELECT id FROM executions WHERE key = $%[1]d) OR exec_key = $%[1]d)", p.ExecKey)
	}
	rows, err := s.list(ctx, outboxTable, q)
	return records(rows, err, func(r row) ledger.Notification { return r.(*outboxRow).Notification })
}

// OutboxClaim claims due notifications.
func (s *Store) OutboxClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Notification, error) {
	rows, err := s.claim(ctx, outboxTable, p)
	if err != nil {
		return nil, err
	}
	out := make([]ledger.Notification, len(rows))
	for i, r := range rows {
		out[i] = codec.ClaimedNotification(r.(*outboxRow).Notification)
	}
	return out, nil
}

// OutboxRenewLease extends a held lease.
func (s *Store) OutboxRenewLease(ctx context.Context, p ledger.RenewParams) (time.Time, error) {
	return s.renew(ctx, outboxTable, p.Key, p.Owner, p.Generation, p.For, p.Now)
}

// OutboxTraceAttempt records a notification attempt's trace as it starts.
func (s *Store) OutboxTraceAttempt(ctx context.Context, p ledger.TraceParams) error {
	return s.traceAttempt(ctx, outboxTable, p)
}

// OutboxComplete ends notification claims.
func (s *Store) OutboxComplete(ctx context.Context, ps []ledger.OutboxCompleteParams) ([]error, error) {
	errs, _, err := s.complete(ctx, outboxTable, ledger.Completions(ps), nil, nil)
	return errs, err
}

// OutboxResolve records a human decision on a notification.
func (s *Store) OutboxResolve(ctx context.Context, p ledger.OutboxResolveParams) (ledger.Notification, error) {
	if err := s.resolve(ctx, outboxTable, p.Resolution()); err != nil {
		return ledger.Notification{}, err
	}
	return s.OutboxGet(ctx, p.Key)
}
