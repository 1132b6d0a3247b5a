package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

// outboxCols read the execution key through exec_id, or from exec_key once
// GC has deleted the execution. Unqualified so the same list serves
// RETURNING.
var outboxCols = `id, key, ifnull(exec_key, (SELECT e.key FROM executions e WHERE e.id = exec_id)), channel, recipient, text, state, ` +
	rowReason("outbox", codec.KindNotification) + `, ` + actorName("owner") +
	`, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at`

type outboxRow struct {
	ledger.Notification
	m machineRow
}

func (r *outboxRow) base() *machineRow { return &r.m }

func scanOutbox(sc scanner) (row, error) {
	var (
		n                             ledger.Notification
		id, state                     int64
		execKey                       string
		claimedFrom                   sql.NullInt64
		att                           []byte
		lease, next, created, updated int64
	)
	if err := sc.Scan(&id, &n.Key, &execKey, &n.Channel, &n.Recipient, &n.Text, &state, &n.Reason, &n.Owner, &n.Generation, &lease, &next,
		&n.Attempts, &n.MessageID, &n.InDoubt, &claimedFrom, &att, &created, &updated); err != nil {
		return nil, err
	}
	k, err := ledger.ParseKey(execKey)
	if err != nil {
		return nil, fmt.Errorf("stored key: %w", err)
	}
	n.ExecKey, n.State, n.ClaimedFrom, n.AttemptID = k, codec.StateOf(state, true), codec.StateOf(claimedFrom.Int64, claimedFrom.Valid), codec.AttemptIDOf(att)
	n.LeaseUntil, n.NextAttemptAt, n.CreatedAt, n.UpdatedAt = fromMs(lease), fromMs(next), fromMs(created), fromMs(updated)
	return &outboxRow{Notification: n, m: machineRow{id: id, key: n.Key, state: n.State, owner: n.Owner, generation: n.Generation,
		leaseUntil: n.LeaseUntil, externalID: n.MessageID, inDoubt: n.InDoubt, claimedFrom: n.ClaimedFrom, attemptID: n.AttemptID}}, nil
}

var outboxTable = table{name: "outbox", kind: "notification", kindCode: codec.KindNotification, cols: outboxCols, scan: scanOutbox}

// insertNotification adds an outbox row unless its key exists: a resend of
// the same notification reuses its key (R15). execID is the row of execKey.
// The row carries its first log entry itself (migration 0024): its ID is
// the entry's, attemptID the entry's attempt.
func (s *Store) insertNotification(ctx context.Context, tx *sql.Tx, execID int64, execKey string, n ledger.NewNotification, attemptID string, now time.Time) (id int64, err error) {
	if err := n.Validate(); err != nil {
		return 0, fmt.Errorf("outbox %s: %w", execKey, err)
	}
	att, err := codec.AttemptID(attemptID)
	if err != nil {
		return 0, fmt.Errorf("outbox %s: %w", n.Key, err)
	}
	// The entry's actor, which reads render by name (the report by id).
	if _, err := s.actorTx(ctx, tx, "axagent"); err != nil {
		return 0, fmt.Errorf("outbox %s: %w", n.Key, err)
	}
	err = s.queryRow(ctx, tx, sqlInsertNotification,
		n.Key, execID, n.Channel, n.Recipient, n.Text, ms64(now), ms64(now), ms64(now), att).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil // the key exists
	}
	if err != nil {
		return 0, fmt.Errorf("outbox %s: %w", n.Key, err)
	}
	return id, nil
}

// OutboxGet returns one notification.
func (s *Store) OutboxGet(ctx context.Context, key string) (ledger.Notification, error) {
	r, err := scanOutbox(s.db.QueryRowContext(ctx, `SELECT `+outboxCols+` FROM outbox WHERE key = ?`, key))
	if errors.Is(err, sql.ErrNoRows) {
		return ledger.Notification{}, fmt.Errorf("notification %s: %w", key, ledger.ErrNotFound)
	}
	if err != nil {
		return ledger.Notification{}, fmt.Errorf("get notification %s: %w", key, err)
	}
	return r.(*outboxRow).Notification, nil
}

// OutboxList filters notifications, oldest first.
func (s *Store) OutboxList(ctx context.Context, p ledger.OutboxListParams) ([]ledger.Notification, error) {
	q := listQuery{keys: p.Keys, limit: p.Limit}
	if p.State != "" {
		q.where, q.args = append(q.where, "state = ?"), append(q.args, codec.State(p.State))
	}
	if p.ExecKey != "" {
		q.where, q.args = append(q.where, "(exec_id = (SELECT id FROM executions WHERE key = ?) OR exec_key = ?)"), append(q.args, p.ExecKey, p.ExecKey)
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
	return s.complete(ctx, outboxTable, ledger.Completions(ps), false, nil, nil)
}

// OutboxResolve records a human decision on a notification.
func (s *Store) OutboxResolve(ctx context.Context, p ledger.OutboxResolveParams) (ledger.Notification, error) {
	if err := s.resolve(ctx, outboxTable, p.Resolution()); err != nil {
		return ledger.Notification{}, err
	}
	return s.OutboxGet(ctx, p.Key)
}

// sqlInsertNotification takes the log's next ID for the row and its first
// entry (a trigger advances ledger_seq); enq_att is the entry's attempt,
// empty when none.
const sqlInsertNotification = `INSERT INTO outbox (id, key, exec_id, channel, recipient, text, state, reason, next_attempt_at, created_at, updated_at, enq_att)
	      VALUES ((SELECT n + 1 FROM ledger_seq WHERE name = 'transitions'), ?, ?, ?, ?, ?, 0, '', ?, ?, ?, ifnull(?, X'')) ON CONFLICT (key) DO NOTHING RETURNING id`

// OutboxEnqueue queues notifications on execKey's row, in one transaction;
// existing notification keys are kept as they are.
func (s *Store) OutboxEnqueue(ctx context.Context, execKey string, ns []ledger.NewNotification, at time.Time) (int, error) {
	for _, n := range ns {
		if err := n.Validate(); err != nil {
			return 0, fmt.Errorf("outbox enqueue %s: %w", execKey, err)
		}
	}
	now := s.now(at)
	added := 0
	err := s.tx(ctx, func(tx *sql.Tx) error {
		added = 0
		var id int64
		err := tx.QueryRowContext(ctx, `SELECT id FROM executions WHERE key = ?`, execKey).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return fmt.Errorf("outbox enqueue %s: %w", execKey, ledger.ErrNotFound)
		}
		if err != nil {
			return fmt.Errorf("outbox enqueue %s: %w", execKey, err)
		}
		for _, n := range ns {
			var exists int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM outbox WHERE key = ?`, n.Key).Scan(&exists); err != nil {
				return fmt.Errorf("outbox enqueue %s: %w", n.Key, err)
			}
			if exists > 0 {
				continue
			}
			if _, err := s.insertNotification(ctx, tx, id, execKey, n, "", now); err != nil {
				return err
			}
			added++
		}
		return nil
	})
	return added, err
}
