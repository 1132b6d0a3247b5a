package sqlite_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger/sqlite"
)

// Issue 19 item 4: a --db value that is a PostgreSQL DSN or looks like
// one never becomes a SQLite file, and the refusal names no secret.
func TestOpenRefusesDSNAsPath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, db := range []string{
		"host=127.0.0.1 user=postgres dbname=x password=hunter2",
		filepath.Join(dir, "user=postgres password=hunter2"),
		"u:hunter2@localhost:5432/db",
		"mysql://u:hunter2@h/db",
	} {
		s, err := sqlite.Open(context.Background(), db, sqlite.Options{})
		if err == nil {
			s.Close()
			t.Errorf("Open(%q) made a SQLite ledger", db)
			continue
		}
		if strings.Contains(err.Error(), "hunter2") {
			t.Errorf("Open(%q) error leaks the password: %v", db, err)
		}
	}
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		t.Errorf("file created: %q", e.Name())
	}
}
