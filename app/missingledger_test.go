package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A command that only reads the ledger, given a --db that names no file,
// says so naming the path (bad input) and creates nothing; one that
// writes still creates its ledger.
func TestExistingLedgerRefusesMissingFile(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "typo.db")
	_, err := New(ctx, Config{DB: path, LedgerOnly: true, ExistingLedger: true})
	if err == nil || !IsUsage(err) || !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("read of a missing ledger: %v; want bad input naming %s", err, path)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the refused read left a file at %s (%v)", path, err)
	}
	a, err := New(ctx, Config{DB: path, LedgerOnly: true})
	if err != nil {
		t.Fatalf("open for writing: %v", err)
	}
	a.Close()
	a, err = New(ctx, Config{DB: path, LedgerOnly: true, ExistingLedger: true})
	if err != nil {
		t.Fatalf("read of the ledger once it exists: %v", err)
	}
	a.Close()
}
