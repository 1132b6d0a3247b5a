package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/sqlite"
)

// With fewer than three connections the report reads both sides on one
// snapshot, one after the other; the facts are the same.
func TestReportFactsOnTwoConnections(t *testing.T) {
	t.Parallel()
	ledgertest.ExerciseReport(t, ledgertest.Backend{NewDB: func(t *testing.T) func(*testing.T) ledger.Store {
		path := filepath.Join(t.TempDir(), "ledger.db")
		return func(t *testing.T) ledger.Store {
			s, err := sqlite.Open(context.Background(), path, sqlite.Options{MaxOpenConns: 2})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}})
}
