package sqlite_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
)

// Issue 19 item 8: a read-only ledger says "read-only", not "unable to
// open database file (14)" or "attempt to write a readonly database (8)".
func TestDiagnoseReadOnly(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	ro, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	_, werr := ro.Exec(`INSERT INTO cache (key, value, created_at) VALUES ('k', 'v', 0)`)
	if werr == nil {
		t.Fatal("write through a read-only handle succeeded")
	}
	f := s.Diagnose(context.Background(), werr)
	if !errors.Is(f, ledger.ErrStorageFault) || !strings.Contains(f.Error(), "is read-only") || !strings.Contains(f.Error(), "writable") {
		t.Fatalf("Diagnose(%v) = %v", werr, f)
	}
	if f := s.Diagnose(context.Background(), errors.New("database is locked (5) (SQLITE_BUSY)")); f != nil {
		t.Fatalf("a busy database is not a storage fault: %v", f)
	}
}
