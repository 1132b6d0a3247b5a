package postgres

import (
	"context"

	"github.com/jackc/pgx/v5"
)

// OpenTraced is Open with a tracer that sees every statement the store
// sends (tests count round trips and statements with it).
func OpenTraced(ctx context.Context, dsn string, tr pgx.QueryTracer) (*Store, error) {
	return Open(ctx, dsn, Options{tracer: tr})
}

// KeptTables are the tables EmptySchema leaves as they are.
var KeptTables = keptTables

// EmptierKept reports whether EmptySchema keeps a connection for dsn.
func EmptierKept(dsn string) bool {
	emptiers.mu.Lock()
	defer emptiers.mu.Unlock()
	_, ok := emptiers.conns[dsn]
	return ok
}
