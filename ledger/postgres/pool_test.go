package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// TestPooledDatabasesComeBackFresh: a database the binary's pool hands to
// the next test (pgtest.FromTemplate on the shared template,
// pgtest.PooledFreshDatabase) is what a new one would be — a migrated
// ledger with no rows and identities starting over, or an empty database —
// and one whose schema a test changed is dropped, not handed on. Not
// parallel: the parallel tests wait until it is done, so the databases it
// gives back are the ones it takes next.
func TestPooledDatabasesComeBackFresh(t *testing.T) {
	ctx := context.Background()
	admin := serverDSN(t)
	connect := func(t *testing.T, dsn string) *pgx.Conn {
		t.Helper()
		c, err := pgx.Connect(ctx, dsn)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close(ctx) })
		return c
	}
	// tablesWithRows lists the tables of the database's public schema
	// that hold rows.
	tablesWithRows := func(t *testing.T, c *pgx.Conn) []string {
		t.Helper()
		rows, err := c.Query(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
		if err != nil {
			t.Fatal(err)
		}
		names, err := pgx.CollectRows(rows, pgx.RowTo[string])
		if err != nil {
			t.Fatal(err)
		}
		var with []string
		for _, n := range names {
			var any bool
			if err := c.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM `+pgx.Identifier{n}.Sanitize()+`)`).Scan(&any); err != nil {
				t.Fatal(err)
			}
			if any {
				with = append(with, n)
			}
		}
		return with
	}
	firstActor := func(t *testing.T, c *pgx.Conn) int64 {
		t.Helper()
		var id int64
		if err := c.QueryRow(ctx, `INSERT INTO actors (name) VALUES ('pool-probe-' || gen_random_uuid()) RETURNING id`).Scan(&id); err != nil {
			t.Fatal(err)
		}
		return id
	}

	var used string
	var freshActor int64
	t.Run("use", func(t *testing.T) {
		used = migratedDatabase(t)
		c := connect(t, used)
		freshActor = firstActor(t, c)
		s := openAt(t, used)
		keys := []ledger.EnqueueParams{{Key: ledgertest.Key, Intent: ledgertest.Intent, Now: ledgertest.T0}}
		if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "pool", MessageID: "1", Executions: keys, Now: ledgertest.T0}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "w", LeaseFor: 60e9, Limit: 1, Now: ledgertest.T0}); err != nil {
			t.Fatal(err)
		}
		firstActor(t, c) // another identity drawn
		if got := tablesWithRows(t, c); len(got) < 3 {
			t.Fatalf("rows only in %v; want the ledger's tables written", got)
		}
	})
	t.Run("reused", func(t *testing.T) {
		dsn := migratedDatabase(t)
		if dsn != used {
			t.Fatalf("got %s, want the database the last test gave back (%s)", dsn, used)
		}
		c := connect(t, dsn)
		if got := tablesWithRows(t, c); len(got) != len(postgres.KeptTables) || !postgres.KeptTables[got[0]] {
			t.Errorf("reused copy has rows in %v; want only in the kept tables %v", got, postgres.KeptTables)
		}
		if id := firstActor(t, c); id != freshActor {
			t.Errorf("first actor in the reused copy got id %d, want %d (identities restarted)", id, freshActor)
		}
		if _, err := c.Exec(ctx, `ALTER TABLE executions ADD COLUMN pool_probe int`); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("changed schema dropped", func(t *testing.T) {
		if dsn := migratedDatabase(t); dsn == used {
			t.Fatalf("got %s again after a test changed its schema", dsn)
		}
		var left bool
		if err := connect(t, admin).QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_database WHERE $1 LIKE '%/' || datname || '?%')`, used).Scan(&left); err != nil {
			t.Fatal(err)
		}
		if left {
			t.Errorf("database %s with a changed schema is still on the server", used)
		}
	})

	var empty string
	t.Run("empty used", func(t *testing.T) {
		empty = pgtest.PooledFreshDatabase(t, admin)
		c := connect(t, empty)
		if _, err := c.Exec(ctx, `CREATE TABLE public.t (x int GENERATED ALWAYS AS IDENTITY); INSERT INTO public.t DEFAULT VALUES;
		    REVOKE USAGE ON SCHEMA public FROM PUBLIC;
		    CREATE SCHEMA pool_probe; CREATE TABLE pool_probe.t (x int); INSERT INTO pool_probe.t VALUES (1)`); err != nil {
			t.Fatal(err)
		}
	})
	t.Run("empty reused", func(t *testing.T) {
		dsn := pgtest.PooledFreshDatabase(t, admin)
		if dsn != empty {
			t.Fatalf("got %s, want the empty database the last test gave back (%s)", dsn, empty)
		}
		var relations int
		var schemas, public string
		if err := connect(t, dsn).QueryRow(ctx, `SELECT
		    (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')),
		    (SELECT string_agg(nspname, ',' ORDER BY nspname) FROM pg_namespace WHERE nspname NOT LIKE 'pg\_%' AND nspname <> 'information_schema'),
		    (SELECT nspowner::regrole || ' ' || nspacl::text FROM pg_namespace WHERE nspname = 'public')`).Scan(&relations, &schemas, &public); err != nil {
			t.Fatal(err)
		}
		if relations != 0 || schemas != "public" || public != "pg_database_owner {pg_database_owner=UC/pg_database_owner,=U/pg_database_owner}" {
			t.Errorf("reused empty database: %d relations, schemas %s, public %s; want none, public only, as CREATE DATABASE makes it", relations, schemas, public)
		}
	})
}
