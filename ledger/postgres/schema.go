package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"sync"

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
	schemaDSN := withSearchPath(dsn, name)
	drop := func(ctx context.Context) error {
		emptiers.forget(ctx, schemaDSN)
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
	return schemaDSN, drop, nil
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
// keptTables is emptied and the sequences its columns own start over, as
// TRUNCATE … RESTART IDENTITY would leave them. Scenario runs hand one
// schema to world after world this way; migrating a new schema for each
// was most of their time. Every store on the schema must be closed first.
//
// It deletes rather than truncates: a world writes a few rows, and a
// TRUNCATE of the ledger's tables gave each of them and of their indexes
// a new file, and made every other session in the database reload them;
// it was half of the server's time in a PostgreSQL scenario run (issue 32).
//
// The connection is kept for the next call on the same dsn (until the
// schema's drop from NewSchema): a world after world on one schema
// otherwise started a backend each time, which loaded its catalog caches
// for every table it emptied. A kept connection that fails (the server
// ended it) is replaced by a new one once.
func EmptySchema(ctx context.Context, dsn string) error {
	conn, kept, err := emptiers.take(ctx, dsn)
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	err = emptySchema(ctx, conn)
	if err != nil && kept {
		// Emptying is idempotent: a call that failed on a kept
		// connection is made again on a new one.
		conn.Close(ctx)
		if conn, err = pgx.Connect(ctx, dsn); err != nil {
			return fmt.Errorf("empty schema: %w", err)
		}
		err = emptySchema(ctx, conn)
	}
	if err != nil {
		conn.Close(ctx)
		return err
	}
	emptiers.put(ctx, dsn, conn)
	return nil
}

// emptiers are the connections EmptySchema keeps, one per schema DSN; a
// connection is out of the map while a call uses it.
var emptiers = &connCache{conns: map[string]*pgx.Conn{}}

type connCache struct {
	mu    sync.Mutex
	conns map[string]*pgx.Conn
}

// take gives the kept connection for dsn (kept true) or a new one.
func (c *connCache) take(ctx context.Context, dsn string) (*pgx.Conn, bool, error) {
	c.mu.Lock()
	conn, ok := c.conns[dsn]
	delete(c.conns, dsn)
	c.mu.Unlock()
	if ok {
		return conn, true, nil
	}
	conn, err := pgx.Connect(ctx, dsn)
	return conn, false, err
}

// put keeps conn for dsn, unless one is kept already (a concurrent call's).
func (c *connCache) put(ctx context.Context, dsn string, conn *pgx.Conn) {
	c.mu.Lock()
	_, dup := c.conns[dsn]
	if !dup {
		c.conns[dsn] = conn
	}
	c.mu.Unlock()
	if dup {
		conn.Close(ctx)
	}
}

// forget closes the connection kept for dsn, if any.
func (c *connCache) forget(ctx context.Context, dsn string) {
	c.mu.Lock()
	conn, ok := c.conns[dsn]
	delete(c.conns, dsn)
	c.mu.Unlock()
	if ok {
		conn.Close(ctx)
	}
}

// emptySchema empties the ledger in conn's schema (EmptySchema).
func emptySchema(ctx context.Context, conn *pgx.Conn) error {
	rows, err := conn.Query(ctx, `SELECT relname FROM pg_class WHERE relnamespace = to_regnamespace(current_schema()) AND relkind IN ('r', 'p') ORDER BY relname`)
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	var deletes, tables []string
	for _, n := range names {
		if !keptTables[n] {
			id := pgx.Identifier{n}.Sanitize()
			deletes = append(deletes, "DELETE FROM "+id)
			tables = append(tables, quoteLiteral(id))
		}
	}
	if len(tables) == 0 || len(tables) == len(names) {
		// No ledger tables, or no migration record: not a migrated schema.
		return fmt.Errorf("empty schema: %d of %d tables to empty: not a migrated ledger", len(tables), len(names))
	}
	// One implicit transaction (the simple protocol): all tables or none.
	// A table referencing another is emptied whatever the order: its rows
	// go with the other's (ON DELETE CASCADE) or by its own DELETE; a kept
	// table that referenced an emptied one would be an error here.
	q := strings.Join(deletes, "; ") + `; SELECT setval(d.objid::regclass, s.seqstart, false) FROM pg_depend d
	    JOIN pg_sequence s ON s.seqrelid = d.objid
	    WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')
	      AND d.refobjid IN (` + strings.Join(tables, ", ") + `)`
	if _, err := conn.Exec(ctx, q); err != nil {
		return fmt.Errorf("empty schema: %w", err)
	}
	return nil
}

// quoteLiteral is the regclass literal of a quoted identifier.
func quoteLiteral(id string) string {
	return "'" + strings.ReplaceAll(id, "'", "''") + "'::regclass"
}
