package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Every command that only reads the ledger refuses a --db naming no file
// (exit 2, the path named) instead of creating an empty ledger there and
// answering "nothing".
func TestReadCommandsRefuseMissingLedger(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	db := filepath.Join(dir, "typo.db")
	for _, args := range [][]string{
		{"ledger", "list"}, {"ledger", "list", "-o", "json"}, {"ledger", "show", "demo:P42:M1:A001:create-task"},
		{"ledger", "stats"}, {"ledger", "gc", "--dry-run"}, {"outbox", "list"}, {"report"},
		{"series", "show", "--tenant", "demo", "--project", "P42"},
	} {
		var out, errb bytes.Buffer
		code := runWith(context.Background(), append(args, "--db", db), &out, &errb)
		if code != exitUsage || !strings.Contains(errb.String(), db) || !strings.Contains(errb.String(), "does not exist") {
			t.Errorf("%v on a missing ledger: exit %d, stderr %q; want %d naming %s", args, code, errb.String(), exitUsage, db)
		}
		if out.Len() != 0 {
			t.Errorf("%v printed data for a ledger that does not exist: %q", args, out.String())
		}
		if _, err := os.Stat(db); !os.IsNotExist(err) {
			t.Fatalf("%v created %s", args, db)
		}
	}
}
