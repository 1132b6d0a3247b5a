package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"

	"github.com/jackc/pgx/v5"
)

// NewSchema creates an empty schema named prefix_<random> in the database of
// dsn and returns a DSN whose search_path points at it, with a drop function.
// Runs that need a fresh ledger each (scenarios, benchmarks) use it instead of
// creating whole databases, which needs fewer privileges.
func NewSchema(ctx context.Context, dsn, prefix string) (string, func(context.Context) error, error) {
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return "", nil, err
	}
	name := prefix + "_" + hex.EncodeToString(b)
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return "", nil, fmt.Errorf("new schema on %s: %w", RedactDSN(dsn), err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", nil, fmt.Errorf("new schema %s: %w", name, err)
	}
	drop := func(ctx context.Context) error {
		conn, err := pgx.Connect(ctx, dsn)
		if err != nil {
			return fmt.Errorf("drop schema %s: %w", name, err)
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP SCHEMA IF EXISTS "+pgx.Identifier{name}.Sanitize()+" CASCADE"); err != nil {
			return fmt.Errorf("drop schema %s: %w", name, err)
		}
		return nil
	}
	return withSearchPath(dsn, name), drop, nil
}

func withSearchPath(dsn, schema string) string {
	if strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://") {
		sep := "?"
		if strings.Contains(dsn, "?") {
			sep = "&"
		}
		return dsn + sep + "search_path=" + url.QueryEscape(schema)
	}
	return dsn + " search_path=" + schema
}
