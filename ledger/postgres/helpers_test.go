package postgres_test

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

// envDSN names the server the tests create their databases on.
const envDSN = "AXAGENT_TEST_POSTGRES"

func serverDSN(tb testing.TB) string {
	tb.Helper()
	dsn := os.Getenv(envDSN)
	if dsn == "" {
		tb.Skip(envDSN + " is not set; run the PostgreSQL tests with e.g. " +
			envDSN + "='postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable' go test ./ledger/postgres/ " +
			"(a role allowed to CREATE DATABASE; each test makes and drops its own axagent_test_* database)")
	}
	return dsn
}

// withDatabase returns dsn pointing at database name, for URL and
// key=value DSNs alike.
func withDatabase(tb testing.TB, dsn, name string) string {
	tb.Helper()
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		u, err := url.Parse(dsn)
		if err != nil {
			tb.Fatalf("%s: cannot parse: %v", envDSN, err)
		}
		u.Path = "/" + name
		return u.String()
	}
	return dsn + " dbname=" + name
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
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
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
	return withDatabase(tb, admin, name)
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
