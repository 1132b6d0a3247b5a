package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// genericPlans, queued before a hot statement in the same implicit
// transaction (a batch is one until its Sync), makes the server run that
// statement's generic plan. pgx prepares every statement, but with
// plan_cache_mode=auto the server plans a prepared statement with
// parameters afresh at each of its first five executions on a connection
// before it settles on the generic plan — which it then chooses for each
// of the claims, completions and the ingest. Those custom plans of the
// large claim and completion statements were most of the server's
// planning CPU on the bench (bench/README.md, issue 32). The setting is
// local: it ends with the transaction, so every other statement keeps
// auto (a list by state needs its custom plan to use a partial index).
const genericPlans = `SELECT set_config('plan_cache_mode', 'force_generic_plan', true)`

// claimGeneric runs a claim statement of t with its generic plan
// (genericPlans), in one round trip.
func (s *Store) claimGeneric(ctx context.Context, t table, query string, args []any) ([]row, error) {
	var batch pgx.Batch
	batch.Queue(genericPlans)
	batch.Queue(query, args...)
	br := s.pool.SendBatch(ctx, &batch)
	defer br.Close()
	if _, err := br.Exec(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	rows, err := br.Query()
	if err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	out, err := scanClaimed(rows, t)
	if err != nil {
		return nil, err
	}
	if err := br.Close(); err != nil {
		return nil, fmt.Errorf("claim %s: %w", t.name, err)
	}
	return out, nil
}
