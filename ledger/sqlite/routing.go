package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// TargetPin records target for key unless one is recorded, and returns the
// recorded one; an empty target only reads ("" when none).
func (s *Store) TargetPin(ctx context.Context, key, target string) (string, error) {
	var got string
	var err error
	if target == "" {
		err = s.db.QueryRowContext(ctx, `SELECT target FROM target_pins WHERE key = ?`, key).Scan(&got)
		if errors.Is(err, sql.ErrNoRows) {
			return "", nil
		}
	} else {
		// The no-op update makes RETURNING give the row that won.
		err = s.db.QueryRowContext(ctx, `INSERT INTO target_pins (key, target, created_at) VALUES (?, ?, ?)
		    ON CONFLICT (key) DO UPDATE SET target = target_pins.target RETURNING target`, key, target, ms64(s.now(time.Time{}))).Scan(&got)
		if err == nil {
			s.commits.Add(1)
		}
	}
	if err != nil {
		return "", fmt.Errorf("target pin %s: %w", key, err)
	}
	return got, nil
}

// RateReserve takes the next slot of p.Name's budget when it starts within
// p.MaxWait: one upsert whose update is conditional on that.
func (s *Store) RateReserve(ctx context.Context, p ledger.RateParams) (ledger.RateSlot, error) {
	if p.Interval <= 0 {
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: interval %v must be positive", p.Name, p.Interval)
	}
	now := ms64(s.now(p.Now))
	iv, wait := p.Interval.Milliseconds(), max(p.MaxWait.Milliseconds(), 0)
	var next int64
	err := s.db.QueryRowContext(ctx, `INSERT INTO rate_budgets (name, next_at, asked_at) VALUES (?1, ?2 + ?3, ?2)
	    ON CONFLICT (name) DO UPDATE SET next_at = max(rate_budgets.next_at, excluded.asked_at) + ?3, asked_at = excluded.asked_at
	    WHERE max(rate_budgets.next_at, excluded.asked_at) <= excluded.asked_at + ?4
	    RETURNING next_at`, p.Name, now, iv, wait).Scan(&next)
	switch {
	case err == nil:
		s.commits.Add(1)
		// Now as of the answer (after any busy wait), so the caller's wait
		// for its slot is not lengthened by the wait for the write lock.
		answered := now
		if p.Now.IsZero() {
			answered = max(now, ms64(s.clock.Now()))
		}
		return ledger.RateSlot{Granted: true, At: time.UnixMilli(next - iv), Now: time.UnixMilli(answered)}, nil
	case !errors.Is(err, sql.ErrNoRows):
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: %w", p.Name, err)
	}
	// Not granted: say when a slot will be within reach.
	if err := s.db.QueryRowContext(ctx, `SELECT next_at FROM rate_budgets WHERE name = ?`, p.Name).Scan(&next); err != nil {
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: %w", p.Name, err)
	}
	return ledger.RateSlot{At: time.UnixMilli(max(next-wait, now)), Now: time.UnixMilli(now)}, nil
}
