package sqlite_test

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/sqlite"
)

// TestMain lets the test binary act as a child process for the
// multi-process tests.
func TestMain(m *testing.M) {
	ledgertest.ChildMain(func(ctx context.Context, path string) (ledger.Store, error) {
		return sqlite.Open(ctx, path, sqlite.Options{})
	})
	os.Exit(m.Run())
}

func processes() ledgertest.Processes {
	return ledgertest.Processes{
		Fresh: func(t *testing.T) string { return filepath.Join(t.TempDir(), "ledger.db") },
		Open: func(ctx context.Context, path string) (ledger.Store, error) {
			return sqlite.Open(ctx, path, sqlite.Options{})
		},
		Known: sqlite.SchemaVersion(),
		Check: func(t *testing.T, s ledger.Store) {
			var res string
			if err := s.(*sqlite.Store).DB().QueryRow("PRAGMA integrity_check").Scan(&res); err != nil || res != "ok" {
				t.Fatalf("integrity_check = %q, %v", res, err)
			}
		},
		RecordFuture: func(t *testing.T, s ledger.Store) {
			if _, err := s.(*sqlite.Store).DB().Exec(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_future.sql', 0)`); err != nil {
				t.Fatal(err)
			}
		},
		Snapshot: func(t *testing.T, path string) string { return fmt.Sprintf("%x", fileSum(t, path)) },
	}
}

func TestEightProcessesClaimOneKey(t *testing.T) {
	t.Parallel()
	ledgertest.EightProcessesClaimOneKey(t, processes())
}
func TestSIGKILLLeavesWholeTransactions(t *testing.T) {
	t.Parallel()
	ledgertest.SIGKILLLeavesWholeTransactions(t, processes())
}
func TestNewerSchemaRefused(t *testing.T) {
	t.Parallel()
	ledgertest.NewerSchemaRefused(t, processes())
}
func TestConcurrentBatchClaimsDisjoint(t *testing.T) {
	t.Parallel()
	ledgertest.ConcurrentBatchClaimsDisjoint(t, processes())
}
func TestRegistryUpdatesSerialise(t *testing.T) {
	t.Parallel()
	ledgertest.RegistryUpdatesSerialise(t, processes())
}

func fileSum(t *testing.T, path string) [32]byte {
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

func TestOpenBadInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dir := t.TempDir()

	missing := filepath.Join(dir, "no", "such", "ledger.db")
	if _, err := sqlite.Open(ctx, missing, sqlite.Options{}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing directory: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "no")); !os.IsNotExist(err) {
		t.Errorf("missing directory was created")
	}

	notDB := filepath.Join(dir, "notes.md")
	os.WriteFile(notDB, []byte("# meeting notes, not a database\n- [ ] @민서 확인\n"), 0o644)
	before := fileSum(t, notDB)
	if _, err := sqlite.Open(ctx, notDB, sqlite.Options{}); err == nil || !strings.Contains(err.Error(), "not a SQLite database") || !errors.Is(err, ledger.ErrNotLedgerFile) {
		t.Errorf("non-SQLite file: %v", err)
	}
	// A directory is named as one (SQLite said "unable to open database
	// file (14)"), with the file path it may have meant.
	if _, err := sqlite.Open(ctx, dir, sqlite.Options{}); err == nil || !strings.Contains(err.Error(), "a directory, not a ledger file") ||
		!strings.Contains(err.Error(), filepath.Join(dir, "axagent.db")) || !errors.Is(err, ledger.ErrNotLedgerFile) {
		t.Errorf("a directory as the ledger: %v", err)
	}
	if fileSum(t, notDB) != before {
		t.Error("opening a non-SQLite file changed it")
	}
	for _, suffix := range []string{"-wal", "-shm"} {
		if _, err := os.Stat(notDB + suffix); err == nil {
			t.Errorf("opening a non-SQLite file left %s", notDB+suffix)
		}
	}

	if _, err := sqlite.Open(ctx, filepath.Join(dir, "x.db"), sqlite.Options{Synchronous: "OFF"}); err == nil {
		t.Error("synchronous=OFF accepted")
	}
}

func TestReopenKeepsDataAndWAL(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ledger.db")
	s := openAt(t, path)
	ctx := context.Background()
	if _, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent}); err != nil {
		t.Fatal(err)
	}
	var sync int
	if err := s.DB().QueryRow("PRAGMA synchronous").Scan(&sync); err != nil || sync != 2 {
		t.Fatalf("synchronous = %d, want 2 (FULL)", sync)
	}
	s.Close()
	s2 := openAt(t, path)
	if _, err := s2.ExecutionGet(ctx, ledgertest.Key); err != nil {
		t.Fatal(err)
	}
}
