package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
)

const outboxCols = `key, exec_key, channel, recipient, text, state, reason, owner, generation, lease_until, next_attempt_at, attempts, external_id, in_doubt, claimed_from, attempt_id, created_at, updated_at`

type outboxRow struct {
	ledger.Notification
	m machineRow
}

func (r *outboxRow) base() *machineRow { return &r.m }

func scanOutbox(sc scanner) (row, error) {
	var (
		n                             ledger.Notification
		execKey, state, claimedFrom   string
		lease, next, created, updated int64
	)
	if err := sc.Scan(&n.Key, &execKey, &n.Channel, &n.Recipient, &n.Text, &state, &n.Reason, &n.Owner, &n.Generation, &lease, &next,
		&n.Attempts, &n.MessageID, &n.InDoubt, &claimedFrom, &n.AttemptID, &created, &updated); err != nil {
		return nil, err
	}
	k, err := ledger.ParseKey(execKey)
	if err != nil {
		return nil, fmt.Errorf("stored key: %w", err)
	}
	n.ExecKey, n.State, n.ClaimedFrom = k, ledger.State(state), ledger.State(claimedFrom)
	n.LeaseUntil, n.NextAttemptAt, n.CreatedAt, n.UpdatedAt = fromMs(lease), fromMs(next), fromMs(created), fromMs(updated)
	return &outboxRow{Notification: n, m: machineRow{key: n.Key, state: n.State, owner: n.Owner, generation: n.Generation,
		leaseUntil: n.LeaseUntil, externalID: n.MessageID, inDoubt: n.InDoubt, claimedFrom: n.ClaimedFrom, attemptID: n.AttemptID}}, nil
}

var outboxTable = table{name: "outbox", kind: "notification", cols: outboxCols, scan: scanOutbox}

// insertNotification adds an outbox row unless its key exists: a resend of
// the same notification reuses its key (R15).
func (s *Store) insertNotification(ctx context.Context, tx *sql.Tx, execKey string, n ledger.NewNotification, attemptID string, now time.Time) error {
	if n.Key == "" || n.Channel == "" {
		return fmt.Errorf("outbox %s: notification needs a key and a channel", execKey)
	}
	r, err := s.exec(ctx, tx, sqlInsertNotification,
		n.Key, execKey, n.Channel, n.Recipient, n.Text, ms64(now), ms64(now), ms64(now))
	if err != nil {
		return fmt.Errorf("outbox %s: %w", n.Key, err)
	}
	if c, _ := r.RowsAffected(); c == 1 {
		return s.insertTransition(ctx, tx, ledger.Transition{Key: n.Key, Kind: "notification", To: ledger.Pending,
			Reason: "queued with " + execKey, AttemptID: attemptID, Actor: "axagent", At: now})
	}
	return nil
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
	var where []string
	var args []any
	if p.State != "" {
		where, args = append(where, "state = ?"), append(args, string(p.State))
	}
	if p.ExecKey != "" {
		where, args = append(where, "exec_key = ?"), append(args, p.ExecKey)
	}
	if len(p.Keys) > 0 {
		where = append(where, "key IN ("+placeholders(len(p.Keys))+")")
		for _, k := range p.Keys {
			args = append(args, k)
		}
	}
	q := `SELECT ` + outboxCols + ` FROM outbox`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	q += " ORDER BY created_at, key"
	if p.Limit > 0 {
		q += fmt.Sprintf(" LIMIT %d", p.Limit)
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("list outbox: %w", err)
	}
	defer rows.Close()
	var out []ledger.Notification
	for rows.Next() {
		r, err := scanOutbox(rows)
		if err != nil {
			return nil, fmt.Errorf("list outbox: %w", err)
		}
		out = append(out, r.(*outboxRow).Notification)
	}
	return out, rows.Err()
}

// OutboxClaim claims due notifications.
func (s *Store) OutboxClaim(ctx context.Context, p ledger.ClaimParams) ([]ledger.Notification, error) {
	rows, err := s.claim(ctx, outboxTable, p)
	if err != nil {
		return nil, err
	}
	out := make([]ledger.Notification, len(rows))
	for i, r := range rows {
		n := r.(*outboxRow).Notification
		n.InDoubt = n.ClaimedFrom != ledger.Pending
		out[i] = n
	}
	return out, nil
}

// OutboxRenewLease extends a held lease.
func (s *Store) OutboxRenewLease(ctx context.Context, key, owner string, generation int64, leaseFor time.Duration, now time.Time) (time.Time, error) {
	return s.renew(ctx, outboxTable, key, owner, generation, leaseFor, now)
}

// OutboxComplete ends notification claims.
func (s *Store) OutboxComplete(ctx context.Context, ps []ledger.CompleteParams) ([]error, error) {
	return s.complete(ctx, outboxTable, ps, nil)
}

// OutboxResolve records a human decision on a notification.
func (s *Store) OutboxResolve(ctx context.Context, p ledger.ResolveParams) (ledger.Notification, error) {
	if err := s.resolve(ctx, outboxTable, p); err != nil {
		return ledger.Notification{}, err
	}
	return s.OutboxGet(ctx, p.Key)
}

const sqlInsertNotification = `INSERT INTO outbox (key, exec_key, channel, recipient, text, state, next_attempt_at, created_at, updated_at)
	      VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?) ON CONFLICT (key) DO NOTHING`
