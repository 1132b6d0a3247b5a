package postgres_test

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

const envDSN = pgtest.EnvDSN

func serverDSN(tb testing.TB) string { tb.Helper(); return pgtest.ServerDSN(tb) }

func withDatabase(tb testing.TB, dsn, name string) string {
	tb.Helper()
	return pgtest.WithDatabase(tb, dsn, name)
}

// withParam adds a connection parameter to dsn.
func withParam(dsn, key, value string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		sep := "?"
		if strings.Contains(dsn, "?") {
			sep = "&"
		}
		return dsn + sep + url.QueryEscape(key) + "=" + url.QueryEscape(value)
	}
	return dsn + " " + key + "=" + value
}

// freshDatabase gives the test an empty database of its own, from the
// binary's pool (pgtest.PooledFreshDatabase): emptied for the next test
// when it ends, after every store opened later in the test is closed,
// rather than dropped (TestMain drops the pool).
func freshDatabase(tb testing.TB, admin string) string {
	tb.Helper()
	return pgtest.PooledFreshDatabase(tb, admin)
}

// migratedDatabase creates a database holding an empty, migrated ledger: a
// copy of the test binary's one migrated template (pgtest.SharedTemplate,
// dropped by TestMain), for the tests that need a ledger, not a migration
// (migrating each was most of their time and of the server's, issue 32).
// When the test ends it is emptied for the next test, or dropped if the
// test changed its schema (pgtest.FromTemplate).
func migratedDatabase(tb testing.TB) string {
	tb.Helper()
	admin := serverDSN(tb)
	return pgtest.FromTemplate(tb, admin, pgtest.SharedTemplate(tb, admin))
}

func openAt(tb testing.TB, dsn string) *postgres.Store {
	tb.Helper()
	s, err := postgres.Open(context.Background(), dsn, postgres.Options{})
	if err != nil {
		tb.Fatalf("open %s: %v", postgres.RedactDSN(dsn), err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}
