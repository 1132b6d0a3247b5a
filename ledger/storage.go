package ledger

import (
	"context"
	"time"
)

// Storage is what a backend can tell about, and do to, its own files. The
// pipeline never needs it; axagent bench measures bytes per action and a
// baseline with it, so the benchmark reaches both backends through this
// interface and never through their SQL. Both backends implement it.
type Storage interface {
	// StorageSize is the ledger's bytes on disk, tables, indexes and (on
	// SQLite, after a checkpoint) the write-ahead log included.
	StorageSize(ctx context.Context) (int64, error)
	// StorageRelations is the size of each of the ledger's tables and
	// indexes. A table's Bytes is its heap with its free space and
	// visibility maps and TOAST; an index's its own pages.
	StorageRelations(ctx context.Context) ([]Relation, error)
	// Vacuum reclaims dead row versions as free space later writes reuse;
	// full rewrites the tables compactly (the live rows alone). On SQLite,
	// where deleted pages are reused without it, a plain vacuum is a
	// checkpoint.
	Vacuum(ctx context.Context, full bool) error
	// BaselineInserts runs single-row INSERT … ON CONFLICT DO NOTHING
	// transactions on a scratch table of the same database, with the
	// ledger's own settings, for d, and returns how many committed per
	// second: the figure a benchmark's throughput is a ratio of.
	BaselineInserts(ctx context.Context, d time.Duration) (float64, error)
}

// Relation is one table or index of a ledger and its size.
type Relation struct {
	Name  string
	Table string // the table it belongs to (its own name for a table)
	Index bool
	Bytes int64
}

// BulkLoader fills a ledger with synthetic finished work to measure how it
// behaves when large (SQLite only: the report card at a million actions,
// bench --preload).
type BulkLoader interface {
	BulkLoadFinished(ctx context.Context, p BulkFinished) error
}

// BulkFinished describes synthetic finished work: Count create-task keys
// that succeeded and whose notification was sent, with the rows a real run
// leaves behind.
type BulkFinished struct {
	Tenant, Project string
	Count           int
	// From is the number of the first key (default 0): loads with
	// disjoint [From, From+Count) ranges add up, e.g. one per month with
	// its own Now.
	From int
	// Chunk is the number of keys per transaction (default 100,000).
	Chunk int
	Now   time.Time
}
