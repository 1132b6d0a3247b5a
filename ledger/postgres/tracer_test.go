package postgres_test

import (
	"context"
	"sync"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger/postgres"
)

// sqlRecorder keeps the text of every statement a store sends, batched or
// not.
type sqlRecorder struct {
	mu   sync.Mutex
	text []string
	args [][]any
}

func (r *sqlRecorder) add(sql string, args []any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.text = append(r.text, sql)
	r.args = append(r.args, args)
}

// argsSince returns the arguments of the statements sent after the first n.
func (r *sqlRecorder) argsSince(n int) [][]any {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]any(nil), r.args[n:]...)
}

// since returns the statements sent after the first n.
func (r *sqlRecorder) since(n int) []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.text[n:]...)
}

func (r *sqlRecorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.text)
}

func (r *sqlRecorder) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	r.add(d.SQL, d.Args)
	return ctx
}
func (r *sqlRecorder) TraceQueryEnd(context.Context, *pgx.Conn, pgx.TraceQueryEndData) {}
func (r *sqlRecorder) TraceBatchStart(ctx context.Context, _ *pgx.Conn, _ pgx.TraceBatchStartData) context.Context {
	return ctx
}
func (r *sqlRecorder) TraceBatchQuery(_ context.Context, _ *pgx.Conn, d pgx.TraceBatchQueryData) {
	r.add(d.SQL, d.Args)
}
func (r *sqlRecorder) TraceBatchEnd(context.Context, *pgx.Conn, pgx.TraceBatchEndData) {}

// openRecorded opens a store on a fresh database whose statements rec
// records; the test closes it.
func openRecorded(ctx context.Context, t *testing.T) (*postgres.Store, *sqlRecorder) {
	t.Helper()
	rec := &sqlRecorder{}
	s, err := postgres.OpenTraced(ctx, migratedDatabase(t), rec)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s, rec
}
