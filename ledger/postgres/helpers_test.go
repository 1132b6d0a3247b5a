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

// freshDatabase creates an empty database on the server and drops it when
// the test ends (after every store opened later in the test is closed).
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

func freshDatabase(tb testing.TB, admin string) string {
	tb.Helper()
	return pgtest.FreshDatabase(tb, admin)
}

// migratedDatabase creates a database holding an empty, migrated ledger: a
// copy of the test binary's one migrated template (pgtest.SharedTemplate,
// dropped by TestMain), for the tests that need a ledger, not a migration
// (migrating each was most of their time and of the server's, issue 32).
// It is dropped when the test ends.
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
