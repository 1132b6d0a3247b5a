package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
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

// EmptySchema keeps its connection for the next call on the same schema
// (a scenario run empties one schema world after world; a new backend each
// time loaded its catalog caches again), replaces a kept connection the
// server ended, and closes it when the schema is dropped.
func TestEmptySchemaKeepsItsConnection(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db := freshDatabase(t, serverDSN(t))
	dsn, drop, err := postgres.NewSchema(ctx, db, "axagent_empty")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { drop(ctx) })
	openAt(t, dsn).Close() // migrates
	admin, err := pgx.Connect(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close(ctx)
	// others are the backends on the test's database whose last
	// statement was EmptySchema's (a store's closed connections may still
	// be listed while they exit).
	others := func() []int32 {
		t.Helper()
		rows, err := admin.Query(ctx, `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
		    AND query LIKE '%SELECT setval(d.objid::regclass%' ORDER BY pid`)
		if err != nil {
			t.Fatal(err)
		}
		pids, err := pgx.CollectRows(rows, pgx.RowTo[int32])
		if err != nil {
			t.Fatal(err)
		}
		return pids
	}
	empty := func() {
		t.Helper()
		s := openAt(t, dsn)
		if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent}); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if err := postgres.EmptySchema(ctx, dsn); err != nil {
			t.Fatal(err)
		}
		s = openAt(t, dsn)
		defer s.Close()
		if st, err := s.Stats(ctx); err != nil || st.Executions[ledger.Pending] != 0 {
			t.Fatalf("after EmptySchema: %+v, %v; want no executions", st.Executions, err)
		}
	}
	empty()
	first := others()
	if len(first) != 1 || !postgres.EmptierKept(dsn) {
		t.Fatalf("after EmptySchema backends %v (kept %v); want its one connection kept", first, postgres.EmptierKept(dsn))
	}
	empty()
	if again := others(); len(again) != 1 || again[0] != first[0] {
		t.Fatalf("second EmptySchema: backends %v, want the kept one %v alone", again, first)
	}
	// The server ends the kept connection: the next call makes a new one.
	if _, err := admin.Exec(ctx, `SELECT pg_terminate_backend($1, 10000)`, first[0]); err != nil {
		t.Fatal(err)
	}
	empty()
	if again := others(); len(again) != 1 || again[0] == first[0] {
		t.Fatalf("after the kept connection was ended: backends %v (was %v); want one new one", again, first)
	}
	if err := drop(ctx); err != nil {
		t.Fatal(err)
	}
	if postgres.EmptierKept(dsn) {
		t.Fatal("a connection is still kept for a dropped schema")
	}
}
