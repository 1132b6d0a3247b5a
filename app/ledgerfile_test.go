package app

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// migratedLedger is a new SQLite ledger file for one test, a copy of this
// process's one migrated image (CreateLedgerFile): migrating every test's
// ledger afresh cost more CPU under the race detector than most tests' own
// work (0.65 s a ledger against 0.07 s; issue 32). The tests that are about
// opening or migrating a ledger name a file of their own instead.
func migratedLedger(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "l.db")
	if err := CreateLedgerFile(context.Background(), path); err != nil {
		t.Fatal(err)
	}
	return path
}

// postgresSlot lets one of this package's PostgreSQL tests run at a time,
// as they did before the package's tests ran in parallel (issue 32): a
// claim rig's three apps hold up to 24 connections, and the server's 100
// are shared with other packages' tests (cmd/axagent's process tests).
var postgresSlot = make(chan struct{}, 1)

// holdPostgres waits for postgresSlot and frees it when t ends (after the
// databases t made later are dropped). Once per test: a second hold in the
// same test would wait for itself.
func holdPostgres(t testing.TB) {
	t.Helper()
	postgresSlot <- struct{}{}
	t.Cleanup(func() { <-postgresSlot })
}

// migratedPostgres is a PostgreSQL database of t's own holding a migrated,
// empty ledger, once t holds postgresSlot: PostgreSQL's migratedLedger, a
// copy of the binary's one migrated template (pgtest.SharedTemplate),
// given back emptied for the next test. A new database per test, migrated
// and then dropped (a checkpoint each), cost the server more than the
// tests' own work (issue 32).
func migratedPostgres(t testing.TB) string {
	t.Helper()
	admin := pgtest.ServerDSN(t)
	holdPostgres(t)
	return pgtest.FromTemplate(t, admin, pgtest.SharedTemplate(t, admin))
}
