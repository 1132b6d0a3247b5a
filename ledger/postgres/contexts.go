package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
)

// SourceContextPutAll keeps actions' source contexts in one statement; an
// action's first context wins.
func (s *Store) SourceContextPutAll(ctx context.Context, cs []ledger.ActionContext, now time.Time) error {
	if len(cs) == 0 {
		return nil
	}
	keys, hs, ls := make([]string, len(cs)), make([]string, len(cs)), make([]string, len(cs))
	for i, c := range cs {
		h, l, err := ledger.EncodeContext(c.Context)
		if err != nil {
			return fmt.Errorf("source context put: %w", err)
		}
		keys[i], hs[i], ls[i] = ledger.ContextKey(c.Key), h, l
	}
	_, err := s.pool.Exec(ctx, `INSERT INTO source_contexts (key, headings, lines, created_at)
		SELECT k, h, l, COALESCE($4::bigint, `+dbNow+`) FROM unnest($1::text[], $2::text[], $3::text[]) AS t(k, h, l)
		ON CONFLICT (key) DO NOTHING`, keys, hs, ls, s.nowArg(now))
	if err != nil {
		return fmt.Errorf("source context put: %w", err)
	}
	return nil
}

// SourceContextGet reads the context of key's action.
func (s *Store) SourceContextGet(ctx context.Context, key ledger.BusinessKey) (ledger.SourceContext, bool, error) {
	var h, l string
	err := s.pool.QueryRow(ctx, `SELECT headings, lines FROM source_contexts WHERE key = $1`, ledger.ContextKey(key)).Scan(&h, &l)
	if errors.Is(err, pgx.ErrNoRows) {
		return ledger.SourceContext{}, false, nil
	}
	if err != nil {
		return ledger.SourceContext{}, false, fmt.Errorf("source context get: %w", err)
	}
	c, err := ledger.DecodeContext(h, l)
	if err != nil {
		return c, false, fmt.Errorf("source context get %s: %w", key, err)
	}
	return c, true, nil
}

// gcContexts deletes the source contexts of actions none of whose records
// is left (after GC deleted their executions), or that never had one,
// written before the cutoff ($1). The key is the action's create key: its
// records' keys lie in [prefix + ":", prefix + ";"), one range of the
// executions' key index (both keys COLLATE "C", so the range is bytewise).
const gcContexts = `DELETE FROM source_contexts c WHERE c.created_at < $1 AND NOT EXISTS (
	SELECT 1 FROM executions e WHERE e.key >= left(c.key, length(c.key) - 11) AND e.key < left(c.key, length(c.key) - 12) || ';')`
