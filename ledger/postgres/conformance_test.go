package postgres_test

import (
	"testing"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
)

// TestConformance runs the storage contract's suite; every subtest gets a
// fresh database on the server named by AXAGENT_TEST_POSTGRES.
func TestConformance(t *testing.T) {
	admin := serverDSN(t)
	ledgertest.Exercise(t, ledgertest.Backend{NewDB: func(t *testing.T) func(*testing.T) ledger.Store {
		dsn := freshDatabase(t, admin)
		return func(t *testing.T) ledger.Store { return openAt(t, dsn) }
	}})
}
