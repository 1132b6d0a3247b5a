package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger/postgres"
)

// EmptySchema leaves a used schema as a freshly migrated one: a freshly
// migrated schema has rows only in the tables it keeps (so a migration
// that adds reference rows elsewhere fails here, not in a scenario run),
// every other table is emptied, and identities start over.
func TestEmptySchemaKeepsOnlyMigrationRows(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := freshDatabase(t, serverDSN(t))
	dsn, drop, err := postgres.NewSchema(ctx, db, "axagent_empty")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drop(ctx) })
	s := openAt(t, dsn) // migrates
	pool := s.Pool()
	withRows := func() map[string]bool {
		t.Helper()
		rows, err := pool.Query(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`)
		if err != nil {
			t.Fatal(err)
		}
		names, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]bool{}
		for _, n := range names {
			var any bool
			if err := pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM `+pgx.Identifier{n}.Sanitize()+`)`).Scan(&any); err != nil {
				t.Fatal(err)
			}
			if any {
				got[n] = true
			}
		}
		return got
	}
	fresh := withRows()
	for n := range fresh {
		if !postgres.KeptTables[n] {
			t.Errorf("a migrated schema has rows in %s, which EmptySchema empties: add it to keptTables if the ledger never writes it", n)
		}
	}
	for n := range postgres.KeptTables {
		if !fresh[n] {
			t.Errorf("kept table %s is empty after the migrations", n)
		}
	}
	actor := func() int64 {
		t.Helper()
		var id int64
		if err := pool.QueryRow(ctx, `INSERT INTO actors (name) VALUES ('worker-'||gen_random_uuid()) RETURNING id`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}
	first := actor()
	actor()
	s.Close()
	if err := postgres.EmptySchema(ctx, dsn); err != nil {
		t.Fatal(err)
	}
	s = openAt(t, dsn)
	pool = s.Pool()
	if got := withRows(); len(got) != len(fresh) {
		t.Errorf("after EmptySchema rows in %v, want only in %v", got, fresh)
	}
	if again := actor(); again != first {
		t.Errorf("after EmptySchema the first actor got id %d, want %d (identities restarted)", again, first)
	}
}
