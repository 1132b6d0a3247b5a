package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
)

// TargetPin records target for key unless one is recorded, and returns the
// recorded one; an empty target only reads ("" when none).
func (s *Store) TargetPin(ctx context.Context, key, target string) (string, error) {
	var got string
	var err error
	if target == "" {
		err = s.pool.QueryRow(ctx, `SELECT target FROM target_pins WHERE key = $1`, key).Scan(&got)
		if errors.Is(err, pgx.ErrNoRows) {
			return "", nil
		}
	} else {
		// The no-op update makes RETURNING give the row that won.
		err = s.pool.QueryRow(ctx, `INSERT INTO target_pins (key, target, created_at) VALUES ($2, $3, COALESCE($1::bigint, `+dbNow+`))
		    ON CONFLICT (key) DO UPDATE SET target = target_pins.target RETURNING target`, s.nowArg(time.Time{}), key, target).Scan(&got)
	}
	if err != nil {
		return "", fmt.Errorf("target pin %s: %w", key, err)
	}
	return got, nil
}

// RateReserve takes the next slot of p.Name's budget when it starts within
// p.MaxWait: one upsert whose update is conditional on that, on one clock
// (the database's unless p.Now is given), so workers on several hosts
// share one schedule. The answer's Now is read when the row is written
// (after any wait for another worker's lock on it), so the caller's wait
// for its slot is not lengthened by that lock wait.
func (s *Store) RateReserve(ctx context.Context, p ledger.RateParams) (ledger.RateSlot, error) {
	if p.Interval <= 0 {
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: interval %v must be positive", p.Name, p.Interval)
	}
	iv, wait := p.Interval.Milliseconds(), max(p.MaxWait.Milliseconds(), 0)
	var next, now int64
	err := s.pool.QueryRow(ctx, `WITH `+clkCTE+`
	    INSERT INTO rate_budgets AS b (name, next_at, asked_at) SELECT $2, clk.now + $3, clk.now FROM clk
	    ON CONFLICT (name) DO UPDATE SET next_at = GREATEST(b.next_at, excluded.asked_at) + $3, asked_at = excluded.asked_at
	    WHERE GREATEST(b.next_at, excluded.asked_at) <= excluded.asked_at + $4
	    RETURNING b.next_at, COALESCE($1::bigint, `+dbNow+`)`, s.nowArg(p.Now), p.Name, iv, wait).Scan(&next, &now)
	switch {
	case err == nil:
		return ledger.RateSlot{Granted: true, At: time.UnixMilli(next - iv), Now: time.UnixMilli(now)}, nil
	case !errors.Is(err, pgx.ErrNoRows):
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: %w", p.Name, err)
	}
	// Not granted: say when a slot will be within reach.
	if err := s.pool.QueryRow(ctx, `WITH `+clkCTE+` SELECT b.next_at, clk.now FROM rate_budgets b, clk WHERE b.name = $2`,
		s.nowArg(p.Now), p.Name).Scan(&next, &now); err != nil {
		return ledger.RateSlot{}, fmt.Errorf("rate reserve %s: %w", p.Name, err)
	}
	return ledger.RateSlot{At: time.UnixMilli(max(next-wait, now)), Now: time.UnixMilli(now)}, nil
}
