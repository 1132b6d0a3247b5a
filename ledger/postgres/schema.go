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

// keptTables are the tables EmptySchema leaves as they are: the record of
// the migrations applied, the only rows a freshly migrated schema holds
// (TestEmptySchemaKeepsOnlyMigrationRows holds this list to that).
var keptTables = map[string]bool{"schema_migrations": true}

// EmptySchema empties the migrated ledger in the schema dsn's search_path
// names (a NewSchema one) back to a freshly migrated one: every table but
// keptTables is truncated and its identities restarted. Scenario runs
// hand one schema to world after world this way; migrating a new schema
// for each was most of their time. Every store on the schema must be
// closed first.
func EmptySchema(ctx context.Context, dsn string) error {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	defer conn.Close(ctx)
	rows, err := conn.Query(ctx, `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`)
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	var tables []string
	for _, n := range names {
		if !keptTables[n] {
			tables = append(tables, pgx.Identifier{n}.Sanitize())
		}
	}
	if len(tables) == 0 || len(tables) == len(names) {
		// No ledger tables, or no migration record: not a migrated schema.
		return fmt.Errorf("empty schema: %d of %d tables to empty: not a migrated ledger", len(tables), len(names))
	}
	// No CASCADE: a kept table that referenced an emptied one would be an
	// error here, not emptied with it.
	if _, err := conn.Exec(ctx, "TRUNCATE "+strings.Join(tables, ", ")+" RESTART IDENTITY"); err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	return nil
}
