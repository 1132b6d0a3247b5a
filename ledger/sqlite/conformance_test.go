package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/sqlite"
)

func openAt(t *testing.T, path string) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(context.Background(), path, sqlite.Options{})
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// openStore opens a store on a new ledger file in the test's directory, a
// copy of one migrated ledger (CreateMigrated): the migrations have tests of
// their own, and migrating each test's file was most of its time (issue 32).
func openStore(t *testing.T) *sqlite.Store {
	t.Helper()
	path := filepath.Join(t.TempDir(), "ledger.db")
	if err := sqlite.CreateMigrated(context.Background(), path); err != nil {
		t.Fatal(err)
	}
	return openAt(t, path)
}

func TestConformance(t *testing.T) {
	t.Parallel()
	ledgertest.Exercise(t, ledgertest.Backend{NewDB: func(t *testing.T) func(*testing.T) ledger.Store {
		// A copy of one migrated ledger (the migrations have tests of
		// their own): migrating every subtest's file was most of the
		// suite's time.
		path := filepath.Join(t.TempDir(), "ledger.db")
		if err := sqlite.CreateMigrated(context.Background(), path); err != nil {
			t.Fatal(err)
		}
		return func(t *testing.T) ledger.Store { return openAt(t, path) }
	}})
}

func TestMigrateSeriesFactsFromCache(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.SeriesFactsFromCache(t, exec, open, append(ledgertest.Undo0026, undo0024...)...)
}

func TestMigrateSourceContextsFromCache(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.SourceContextsFromCache(t, exec, open, append(ledgertest.Undo0026, undo0024...)...)
}

func TestMigrateLinkEvidenceUntyped(t *testing.T) {
	t.Parallel()
	exec, open := migratedRaw(t)
	ledgertest.LinkEvidenceUntyped(t, exec, open)
}

// migratedRaw makes a migrated ledger file and gives a raw statement runner
// on it and a way to open it as a store: what the tests that take a ledger
// back to an older schema need.
func migratedRaw(t *testing.T) (exec func(*testing.T, string), open func(*testing.T) ledger.Store) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	s.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return func(t *testing.T, q string) {
			if _, err := db.Exec(q); err != nil {
				t.Fatalf("%s: %v", q, err)
			}
		}, func(t *testing.T) ledger.Store {
			return openAt(t, path)
		}
}

// undo0024 undoes migration 0024 (a row's first log entry on the row,
// SQLite only), for the tests that take a ledger back to an
// older schema.
var undo0024 = []string{`DROP TRIGGER executions_seq`, `DROP TRIGGER outbox_seq`, `ALTER TABLE executions DROP COLUMN enq_state`,
	`ALTER TABLE executions DROP COLUMN enq_actor`, `ALTER TABLE executions DROP COLUMN enq_reason`, `ALTER TABLE outbox DROP COLUMN enq_att`,
	`DELETE FROM schema_migrations WHERE version = 24`}
