// Package pgtest gives tests a fresh PostgreSQL database on the server named
// by AXAGENT_TEST_POSTGRES, and skips them with instructions when it is unset.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
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

// sharedTemplates are the package-wide migrated templates, by admin DSN.
var sharedTemplates struct {
	sync.Mutex
	names map[string]string
}

// SharedTemplate is MigratedTemplate made once per test binary and admin
// server, for tests that run in parallel and copy it with FromTemplate:
// migrating per test was most of their time. The package's TestMain drops
// it with DropSharedTemplates after m.Run.
func SharedTemplate(tb testing.TB, admin string) string {
	tb.Helper()
	sharedTemplates.Lock()
	defer sharedTemplates.Unlock()
	if name, ok := sharedTemplates.names[admin]; ok {
		return name
	}
	ctx := context.Background()
	name, err := newDatabase(ctx, admin, "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'")
	if err != nil {
		tb.Fatalf("shared template: %v", err)
	}
	if sharedTemplates.names == nil {
		sharedTemplates.names = map[string]string{}
	}
	sharedTemplates.names[admin] = name // dropped even if the migration fails
	s, err := postgres.Open(ctx, WithDatabase(tb, admin, name), postgres.Options{})
	if err != nil {
		tb.Fatalf("migrate shared template %s: %v", name, err)
	}
	s.Close()
	return name
}

// DropSharedTemplates drops the templates SharedTemplate made; errors go
// to stderr (TestMain has no test to fail).
func DropSharedTemplates() {
	sharedTemplates.Lock()
	defer sharedTemplates.Unlock()
	for admin, name := range sharedTemplates.names {
		if err := dropDatabase(context.Background(), admin, name); err != nil {
			fmt.Fprintf(os.Stderr, "drop shared template %s: %v\n", name, err)
		}
	}
	sharedTemplates.names = nil
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
	name, err := newDatabase(ctx, admin, options)
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := dropDatabase(ctx, admin, name); err != nil {
			tb.Error(err)
		}
	})
	return name
}

// newDatabase creates a database with a random name and the given CREATE
// DATABASE options on the admin server.
func newDatabase(ctx context.Context, admin, options string) (string, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	name := "axagent_test_" + hex.EncodeToString(b)
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return "", fmt.Errorf("connect to %s: %w", postgres.RedactDSN(admin), err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name+" "+options); err != nil {
		return "", fmt.Errorf("create database %s: %w", name, err)
	}
	return name, nil
}

// dropDatabase drops name on the admin server, closing its sessions.
func dropDatabase(ctx context.Context, admin, name string) error {
	conn, err := pgx.Connect(ctx, admin)
	if err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop database %s: %w", name, err)
	}
	return nil
}
