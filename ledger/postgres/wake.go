package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
)

// WorkChannel is the NOTIFY channel a trigger on executions signals on
// commit of every statement that enqueued keys (migration 0014).
const WorkChannel = "axagent_work"

var _ interface {
	ListenWork(context.Context, func()) error
} = (*Store)(nil)

// ListenWork takes one connection out of the pool (its own, closed at the
// end) and holds it in LISTEN on WorkChannel and
// calls wake for each notification (PostgreSQL delivers them on commit, and
// once per transaction however many keys it enqueued). A lost connection is
// taken again after a second; a notification sent meanwhile is lost, and
// the worker's poll finds its keys.
func (s *Store) ListenWork(ctx context.Context, wake func()) error {
	conn, err := s.listen(ctx)
	if err != nil {
		return fmt.Errorf("listen for work: %w", err)
	}
	go func() {
		for {
			if conn != nil {
				for {
					if _, err := conn.WaitForNotification(ctx); err != nil {
						break
					}
					wake()
				}
				cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
				_ = conn.Close(cctx)
				cancel()
				conn = nil
			}
			if ctx.Err() != nil {
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(time.Second):
			}
			if conn, _ = s.listen(ctx); conn != nil {
				wake() // work enqueued while nobody listened
			}
		}
	}()
	return nil
}

func (s *Store) listen(ctx context.Context) (*pgx.Conn, error) {
	pc, err := s.pool.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	c := pc.Hijack()
	if _, err := c.Exec(ctx, `LISTEN `+WorkChannel); err != nil {
		_ = c.Close(context.WithoutCancel(ctx))
		return nil, err
	}
	return c, nil
}
