package postgres_test

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// TestConformance runs the storage contract's suite; every subtest gets a
// fresh database on the server named by AXAGENT_TEST_POSTGRES.
func TestConformance(t *testing.T) {
	t.Parallel()
	admin := serverDSN(t)
	// Each subtest's database is a copy of one migrated database (the
	// migrations have tests of their own).
	template := pgtest.SharedTemplate(t, admin)
	ledgertest.Exercise(t, ledgertest.Backend{NewDB: func(t *testing.T) func(*testing.T) ledger.Store {
		dsn := pgtest.FromTemplate(t, admin, template)
		return func(t *testing.T) ledger.Store { return openAt(t, dsn) }
	}})
}

func TestMigrateSeriesFactsFromCache(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.SeriesFactsFromCache(t, exec, open, ledgertest.Undo0026...)
}

func TestMigrateSourceContextsFromCache(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.SourceContextsFromCache(t, exec, open, ledgertest.Undo0026...)
}

func TestMigrateLinkEvidenceUntyped(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.LinkEvidenceUntyped(t, exec, open)
}

// migratedRaw makes a migrated database and gives a raw statement runner on
// it and a way to open it as a store: what the tests that take a ledger
// back to an older schema need.
func migratedRaw(t *testing.T) (exec func(*testing.T, string), open func(*testing.T) ledger.Store) {
	t.Helper()
	dsn := migratedDatabase(t)
	conn, err := pgx.Connect(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return func(t *testing.T, q string) {
			if _, err := conn.Exec(context.Background(), q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}, func(t *testing.T) ledger.Store {
			return openAt(t, dsn)
		}
}
