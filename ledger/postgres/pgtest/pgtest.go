// Package pgtest gives tests a fresh PostgreSQL database on the server named
// by AXAGENT_TEST_POSTGRES, and skips them with instructions when it is unset.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger/postgres"
)

// EnvDSN names the server the tests create their databases on.
const EnvDSN = "AXAGENT_TEST_POSTGRES"

// ServerDSN returns the admin DSN or skips the test.
func ServerDSN(tb testing.TB) string {
	tb.Helper()
	dsn := os.Getenv(EnvDSN)
	if dsn == "" {
		tb.Skip(EnvDSN + " is not set; run the PostgreSQL tests with e.g. " +
			EnvDSN + "='postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable' go test ./... " +
			"(a role allowed to CREATE DATABASE; each test makes and drops its own axagent_test_* database)")
	}
	return dsn
}

// WithDatabase returns dsn pointing at database name, for URL and
// key=value DSNs alike.
func WithDatabase(tb testing.TB, dsn, name string) string {
	tb.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			tb.Fatalf("%s: cannot parse: %v", EnvDSN, err)
		}
		u.Path = "/" + name
		return u.String()
	}
	return dsn + " dbname=" + name
}

// FreshDatabase creates an empty database on the admin server and drops it
// when the test ends (after every store opened later in the test is closed).
func FreshDatabase(tb testing.TB, admin string) string {
	tb.Helper()
	// A linguistic collation, as many deployments have (en_US): orders
	// that hold only under byte order ("C", SQLite's) then show up in tests.
	return WithDatabase(tb, admin, createDatabase(tb, admin, "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'"))
}

// MigratedTemplate creates a database as FreshDatabase does, migrates it to
// the current schema and returns its name, for FromTemplate; it is dropped
// when tb ends, after the copies made in its subtests.
func MigratedTemplate(tb testing.TB, admin string) string {
	tb.Helper()
	ctx := context.Background()
	name := createDatabase(tb, admin, "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'")
	s, err := postgres.Open(ctx, WithDatabase(tb, admin, name), postgres.Options{})
	if err != nil {
		tb.Fatalf("migrate template %s: %v", name, err)
	}
	s.Close()
	return name
}

// FromTemplate creates a database as a copy of template (MigratedTemplate):
// a migrated, empty ledger without running the migrations again (issue 32:
// they were most of each conformance test's time). It is dropped when tb
// ends.
func FromTemplate(tb testing.TB, admin, template string) string {
	tb.Helper()
	return WithDatabase(tb, admin, createDatabase(tb, admin, "TEMPLATE "+template))
}

// createDatabase creates a database with a random name and the given
// CREATE DATABASE options, and drops it when tb ends.
func createDatabase(tb testing.TB, admin, options string) string {
	tb.Helper()
	ctx := context.Background()
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		tb.Fatal(err)
	}
	name := "axagent_test_" + hex.EncodeToString(b)
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		tb.Fatalf("connect to %s: %v", postgres.RedactDSN(admin), err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name+" "+options); err != nil {
		tb.Fatalf("create database %s: %v", name, err)
	}
	tb.Cleanup(func() {
		conn, err := pgx.Connect(ctx, admin)
		if err != nil {
			tb.Errorf("drop database %s: %v", name, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			tb.Errorf("drop database %s: %v", name, err)
		}
	})
	return name
}
