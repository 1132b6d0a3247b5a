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

// --db naming a directory or a file that is no ledger is bad input (exit
// 2) naming what it is — a directory was exit 1 "unable to open database
// file (14)".
func TestDBNamingNoLedgerFileIsBadInput(t *testing.T) {
	parallel(t) // in process, on its own directory
	dir := t.TempDir()
	notes := filepath.Join(dir, "notes.md")
	if err := os.WriteFile(notes, []byte("# notes\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for db, want := range map[string]string{dir: "a directory, not a ledger file", notes: "not a SQLite database"} {
		var out, errb bytes.Buffer
		if code := runWith(context.Background(), []string{"ledger", "list", "--db", db}, &out, &errb); code != exitUsage || !strings.Contains(errb.String(), want) {
			t.Errorf("--db %s: exit %d, %q; want %d saying %q", db, code, errb.String(), exitUsage, want)
		}
	}
}

// An empty --db ("$UNSET") is refused: it opened the default ledger, so a
// register wrote to ./axagent.db without a word.
func TestEmptyDBRefused(t *testing.T) {
	notes, roster := examples(t)
	dir := t.TempDir()
	t.Chdir(dir) // where the default ledger would be made
	var out, errb bytes.Buffer
	code := runWith(context.Background(), []string{"register", notes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--meeting", "M1", "--db", ""}, &out, &errb)
	if code != exitUsage || !strings.Contains(errb.String(), "--db is empty") {
		t.Fatalf("register --db \"\": exit %d, %q", code, errb.String())
	}
	if _, err := os.Stat(filepath.Join(dir, "axagent.db")); !os.IsNotExist(err) {
		t.Fatalf("register --db \"\" made axagent.db (%v)", err)
	}
}
