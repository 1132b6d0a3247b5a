package app

import (
	"context"
	"path/filepath"
	"testing"
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
