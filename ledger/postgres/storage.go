package postgres

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

var _ ledger.Storage = (*Store)(nil)

// baselineTable is BaselineInserts' scratch table; the storage figures
// leave it out.
const baselineTable = "baseline"

// storageRelations are the ledger schema's tables (relkind r) and indexes
// (i) with the table each belongs to: pg_table_size for a table (heap,
// free space and visibility maps, TOAST), pg_total_relation_size for an
// index. Their sum is the sum of pg_total_relation_size over the tables.
const storageRelations = `SELECT c.relname, coalesce(t.relname, c.relname), c.relkind = 'i',
      CASE c.relkind WHEN 'i' THEN pg_total_relation_size(c.oid) ELSE pg_table_size(c.oid) END
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_index x ON x.indexrelid = c.oid LEFT JOIN pg_class t ON t.oid = x.indrelid
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i') AND coalesce(t.relname, c.relname) <> '` + baselineTable + `'
    ORDER BY c.relname`

// StorageRelations sizes each table and index of the ledger's schema.
func (s *Store) StorageRelations(ctx context.Context) ([]ledger.Relation, error) {
	rows, err := s.pool.Query(ctx, storageRelations)
	if err != nil {
		return nil, fmt.Errorf("storage relations: %w", err)
	}
	defer rows.Close()
	out, err := codec.ScanRelations(rows)
	if err != nil {
		return nil, fmt.Errorf("storage relations: %w", err)
	}
	return out, nil
}

// StorageSize is the sum of the relations' sizes.
func (s *Store) StorageSize(ctx context.Context) (int64, error) {
	rels, err := s.StorageRelations(ctx)
	if err != nil {
		return 0, fmt.Errorf("storage size: %w", err)
	}
	var n int64
	for _, r := range rels {
		n += r.Bytes
	}
	return n, nil
}

// Vacuum runs VACUUM (or VACUUM FULL) on the ledger schema's tables. It
// cannot run in a transaction; the pool runs it as one statement.
func (s *Store) Vacuum(ctx context.Context, full bool) error {
	rows, err := s.pool.Query(ctx, `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
	      WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> $1 ORDER BY c.relname`, baselineTable)
	if err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	if len(names) == 0 {
		return nil
	}
	for i, n := range names {
		names[i] = pgx.Identifier{n}.Sanitize()
	}
	stmt := "VACUUM "
	if full {
		stmt = "VACUUM FULL "
	}
	if _, err := s.pool.Exec(ctx, stmt+strings.Join(names, ", ")); err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	return nil
}

// BaselineInserts commits one single-row insert per transaction on one
// connection of the pool, in the ledger's schema.
func (s *Store) BaselineInserts(ctx context.Context, d time.Duration) (float64, error) {
	conn, err := s.pool.Acquire(ctx)
	if err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS `+baselineTable+` (k text PRIMARY KEY, v bigint NOT NULL)`); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	var base int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM `+baselineTable).Scan(&base); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	return codec.BaselineRate(ctx, d, func(ctx context.Context, n int) error {
		tx, err := conn.Begin(ctx)
		if err != nil {
			return fmt.Errorf("baseline: begin: %w", err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO `+baselineTable+` (k, v) VALUES ($1, $2) ON CONFLICT (k) DO NOTHING`, "k"+strconv.Itoa(base+n), n); err != nil {
			_ = tx.Rollback(ctx)
			return fmt.Errorf("baseline: insert: %w", err)
		}
		if err := tx.Commit(ctx); err != nil {
			return fmt.Errorf("baseline: commit: %w", err)
		}
		return nil
	})
}
