package sqlite

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
)

var (
	_ ledger.Storage    = (*Store)(nil)
	_ ledger.BulkLoader = (*Store)(nil)
)

// checkpoint folds the write-ahead log into the database file and empties
// it, so the file's size is the ledger's.
func (s *Store) checkpoint(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		return fmt.Errorf("checkpoint: %w", err)
	}
	return nil
}

// StorageSize is the database's pages after a checkpoint: the file's size.
func (s *Store) StorageSize(ctx context.Context) (int64, error) {
	if err := s.checkpoint(ctx); err != nil {
		return 0, fmt.Errorf("storage size: %w", err)
	}
	var n int64
	if err := s.db.QueryRowContext(ctx, `SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()`).Scan(&n); err != nil {
		return 0, fmt.Errorf("storage size: %w", err)
	}
	return n, nil
}

// StorageRelations reads the dbstat virtual table: the pages of each table
// and index (free pages belong to none), BaselineInserts' scratch table
// left out.
func (s *Store) StorageRelations(ctx context.Context) ([]ledger.Relation, error) {
	if err := s.checkpoint(ctx); err != nil {
		return nil, fmt.Errorf("storage relations: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, `SELECT d.name, m.tbl_name, m.type = 'index', sum(d.pgsize)
	      FROM dbstat d JOIN sqlite_schema m ON m.name = d.name WHERE m.tbl_name <> 'baseline' GROUP BY d.name ORDER BY d.name`)
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

// Vacuum: SQLite reuses freed pages without a vacuum, so a plain one is a
// checkpoint; a full one rebuilds the file.
func (s *Store) Vacuum(ctx context.Context, full bool) error {
	if err := s.checkpoint(ctx); err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	if !full {
		return nil
	}
	if _, err := s.db.ExecContext(ctx, `VACUUM`); err != nil {
		return fmt.Errorf("vacuum: %w", err)
	}
	return s.checkpoint(ctx)
}

// BaselineInserts commits one single-row insert per BEGIN IMMEDIATE
// transaction, as the ledger's writes do, on this file's settings.
func (s *Store) BaselineInserts(ctx context.Context, d time.Duration) (float64, error) {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS baseline (k TEXT PRIMARY KEY, v INTEGER NOT NULL)`); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	var base int
	if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM baseline`).Scan(&base); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	return codec.BaselineRate(ctx, d, func(ctx context.Context, n int) error {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return fmt.Errorf("baseline: begin: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO baseline (k, v) VALUES (?, ?) ON CONFLICT (k) DO NOTHING`, "k"+strconv.Itoa(base+n), n); err != nil {
			_ = tx.Rollback()
			return fmt.Errorf("baseline: insert: %w", err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("baseline: commit: %w", err)
		}
		return nil
	})
}
