package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// SourceContextPutAll keeps actions' source contexts in one transaction;
// an action's first context wins.
func (s *Store) SourceContextPutAll(ctx context.Context, cs []ledger.ActionContext, now time.Time) error {
	if len(cs) == 0 {
		return nil
	}
	at := ms64(s.now(now))
	err := s.tx(ctx, func(tx *sql.Tx) error {
		st, err := tx.PrepareContext(ctx, `INSERT INTO source_contexts (key, headings, lines, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO NOTHING`)
		if err != nil {
			return err
		}
		defer st.Close()
		for _, c := range cs {
			h, l, err := ledger.EncodeContext(c.Context)
			if err != nil {
				return err
			}
			if _, err := st.ExecContext(ctx, ledger.ContextKey(c.Key), h, l, at); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("source context put: %w", err)
	}
	s.commits.Add(1)
	return nil
}

// SourceContextGet reads the context of key's action.
func (s *Store) SourceContextGet(ctx context.Context, key ledger.BusinessKey) (ledger.SourceContext, bool, error) {
	var h, l string
	err := s.db.QueryRowContext(ctx, `SELECT headings, lines FROM source_contexts WHERE key = ?`, ledger.ContextKey(key)).Scan(&h, &l)
	if errors.Is(err, sql.ErrNoRows) {
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

// gcContexts is the statement that deletes the source contexts of actions
// none of whose records is left (after GC deleted their executions), or
// that never had one, written before the cutoff (?1). The key is the
// action's create key: its records' keys lie in [prefix + ":", prefix +
// ";"), one range of the executions' key index.
const gcContexts = `DELETE FROM source_contexts WHERE created_at < ?1 AND NOT EXISTS (
	SELECT 1 FROM executions e WHERE e.key >= substr(source_contexts.key, 1, length(source_contexts.key) - 11)
	  AND e.key < substr(source_contexts.key, 1, length(source_contexts.key) - 12) || ';')`
