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
	// Every sequence of the schema drawn from, whichever table owns it.
	seqs := func() map[string]int64 {
		t.Helper()
		rows, err := pool.Query(ctx, `SELECT sequencename FROM pg_sequences WHERE schemaname = current_schema()`)
		if err != nil {
			t.Fatal(err)
		}
		names, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		if len(names) < 2 {
			t.Fatalf("sequences %v: want the ledger's (actors, transitions, …)", names)
		}
		got := map[string]int64{}
		for _, n := range names {
			var v int64
			if err := pool.QueryRow(ctx, `SELECT nextval($1::regclass)`, pgx.Identifier{n}.Sanitize()).Scan(&v); err != nil {
				t.Fatal(err)
			}
			got[n] = v
		}
		return got
	}
	drawn := seqs()
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
	// The other sequences (the actor's is checked above): each gives its
	// start again.
	for n, v := range seqs() {
		if n == "actors_id_seq" {
			continue
		}
		var start int64
		if err := pool.QueryRow(ctx, `SELECT start_value FROM pg_sequences WHERE schemaname = current_schema() AND sequencename = $1`, n).Scan(&start); err != nil {
			t.Fatal(err)
		}
		if v != start {
			t.Errorf("after EmptySchema sequence %s gave %d (%d before), want %d (restarted)", n, v, drawn[n], start)
		}
	}
}
