// Package pgtest gives tests a fresh PostgreSQL database on the server named
// by AXAGENT_TEST_POSTGRES, and skips them with instructions when it is unset.
//
// A test binary whose TestMain calls DropSharedTemplates can also reuse
// databases (SharedTemplate with FromTemplate, PooledFreshDatabase): a
// database a test is done with is emptied and handed to the next test
// instead of dropped, because every DROP DATABASE makes the server write
// and sync a whole checkpoint, every dirty page of every database on it;
// CI's PostgreSQL tests waited on those more than on anything else
// (issue 32). Each test still has its database to itself while it runs.
package pgtest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
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
			"(a role allowed to CREATE DATABASE; each test gets an axagent_test_* database of its own, dropped or emptied for the next test when it ends)")
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

// freshOptions are the CREATE DATABASE options of an empty test database:
// a linguistic collation, as many deployments have (en_US), so that orders
// that hold only under byte order ("C", SQLite's) show up in tests.
const freshOptions = "TEMPLATE template0 LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8'"

// FreshDatabase creates an empty database on the admin server and drops it
// when the test ends (after every store opened later in the test is closed).
func FreshDatabase(tb testing.TB, admin string) string {
	tb.Helper()
	return WithDatabase(tb, admin, createDatabase(tb, admin, freshOptions))
}

// MigratedTemplate creates a database as FreshDatabase does, migrates it to
// the current schema and returns its name, for FromTemplate; it is dropped
// when tb ends, after the copies made in its subtests.
func MigratedTemplate(tb testing.TB, admin string) string {
	tb.Helper()
	ctx := context.Background()
	name := createDatabase(tb, admin, freshOptions)
	s, err := postgres.Open(ctx, WithDatabase(tb, admin, name), postgres.Options{})
	if err != nil {
		tb.Fatalf("migrate template %s: %v", name, err)
	}
	s.Close()
	return name
}

// shared is what this test binary made to reuse: the migrated templates, by
// admin DSN, and the pools of databases, by admin DSN and template ("" for
// empty databases). DropSharedTemplates drops all of it.
var shared struct {
	sync.Mutex
	templates map[string]string
	pools     map[[2]string]*pool
}

// SharedTemplate is MigratedTemplate made once per test binary and admin
// server, for tests that run in parallel and copy it with FromTemplate:
// migrating per test was most of their time. The package's TestMain drops
// it, and the copies FromTemplate kept for reuse, with DropSharedTemplates
// after m.Run.
func SharedTemplate(tb testing.TB, admin string) string {
	tb.Helper()
	shared.Lock()
	defer shared.Unlock()
	if name, ok := shared.templates[admin]; ok {
		return name
	}
	ctx := context.Background()
	name, err := newDatabase(ctx, admin, freshOptions)
	if err != nil {
		tb.Fatalf("shared template: %v", err)
	}
	if shared.templates == nil {
		shared.templates = map[string]string{}
	}
	shared.templates[admin] = name // dropped even if the migration fails
	dsn := WithDatabase(tb, admin, name)
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		tb.Fatalf("migrate shared template %s: %v", name, err)
	}
	s.Close()
	p := &pool{admin: admin, options: "TEMPLATE " + name, migrated: true}
	if p.pristine, err = readState(ctx, dsn, true); err != nil {
		tb.Fatalf("shared template %s: %v", name, err)
	}
	addPoolLocked(admin, name, p)
	return name
}

// FromTemplate gives tb a database holding a copy of template
// (MigratedTemplate or SharedTemplate): a migrated, empty ledger without
// running the migrations again (issue 32: they were most of each
// conformance test's time), its own while tb runs. A MigratedTemplate's
// copy is dropped when tb ends; a SharedTemplate's is given back to the
// binary's pool (pool.reset) for the next test.
func FromTemplate(tb testing.TB, admin, template string) string {
	tb.Helper()
	shared.Lock()
	p := shared.pools[[2]string{admin, template}]
	shared.Unlock()
	if p == nil {
		return WithDatabase(tb, admin, createDatabase(tb, admin, "TEMPLATE "+template))
	}
	return p.take(tb)
}

// PooledFreshDatabase is FreshDatabase for a binary whose TestMain calls
// DropSharedTemplates: an empty database of the binary's pool, given back
// to it when tb ends (pool.reset) rather than dropped.
func PooledFreshDatabase(tb testing.TB, admin string) string {
	tb.Helper()
	shared.Lock()
	p := shared.pools[[2]string{admin, ""}]
	if p == nil {
		p = &pool{admin: admin, options: freshOptions}
		addPoolLocked(admin, "", p)
	}
	shared.Unlock()
	return p.take(tb)
}

// DropSharedTemplates drops the templates SharedTemplate made and the
// databases the pools hold; errors go to stderr (TestMain has no test to
// fail).
func DropSharedTemplates() {
	shared.Lock()
	defer shared.Unlock()
	ctx := context.Background()
	for _, p := range shared.pools {
		for _, name := range p.all {
			if err := dropDatabase(ctx, p.admin, name); err != nil {
				fmt.Fprintf(os.Stderr, "drop pooled database %s: %v\n", name, err)
			}
		}
	}
	for admin, name := range shared.templates {
		if err := dropDatabase(ctx, admin, name); err != nil {
			fmt.Fprintf(os.Stderr, "drop shared template %s: %v\n", name, err)
		}
	}
	shared.templates, shared.pools = nil, nil
}

func addPoolLocked(admin, template string, p *pool) {
	if shared.pools == nil {
		shared.pools = map[[2]string]*pool{}
	}
	shared.pools[[2]string{admin, template}] = p
}

// pool holds databases of one kind (copies of one template, or empty ones)
// that tests have given back, for the next test. Guarded by shared.
type pool struct {
	admin   string
	options string // CREATE DATABASE options of a new member
	// migrated: the members hold a migrated ledger, which reset empties;
	// otherwise they are empty, and reset drops what a test made.
	migrated bool
	// pristine is a never-used member's state; a member reset cannot
	// bring back to it is dropped.
	pristine  state
	known     bool
	idle, all []string
}

// take gives tb a member, idle or new, and gives it back when tb ends.
func (p *pool) take(tb testing.TB) string {
	tb.Helper()
	ctx := context.Background()
	shared.Lock()
	var name string
	if n := len(p.idle); n > 0 {
		name, p.idle = p.idle[n-1], p.idle[:n-1]
	}
	shared.Unlock()
	if name == "" {
		var err error
		name, err = newDatabase(ctx, p.admin, p.options)
		if err != nil {
			tb.Fatal(err)
		}
		shared.Lock()
		p.all = append(p.all, name)
		need := !p.migrated && !p.known
		shared.Unlock()
		if need {
			// An empty pool's reference is its first member, unused.
			st, err := readState(ctx, WithDatabase(tb, p.admin, name), false)
			if err != nil {
				tb.Fatal(err)
			}
			shared.Lock()
			p.pristine, p.known = st, true
			shared.Unlock()
		}
	}
	dsn := WithDatabase(tb, p.admin, name)
	tb.Cleanup(func() {
		if err := p.giveBack(ctx, dsn, name); err != nil {
			tb.Error(err)
		}
	})
	return dsn
}

// giveBack resets member name and returns it to the pool, or drops it when
// it can no longer pass for a new member.
func (p *pool) giveBack(ctx context.Context, dsn, name string) error {
	reusable, err := p.reset(ctx, dsn)
	shared.Lock()
	if reusable && err == nil {
		p.idle = append(p.idle, name)
		shared.Unlock()
		return nil
	}
	for i, n := range p.all {
		if n == name {
			p.all = append(p.all[:i], p.all[i+1:]...)
			break
		}
	}
	shared.Unlock() // a drop waits for a checkpoint; other tests need not
	if derr := dropDatabase(ctx, p.admin, name); derr != nil {
		err = errors.Join(err, derr)
	}
	if err != nil {
		return fmt.Errorf("give back database %s: %w", name, err)
	}
	return nil
}

// reset brings a member a test is done with back to the pristine state:
// it ends the member's other sessions (as DROP DATABASE … WITH (FORCE)
// would; a store the test leaked must not write into the next test's
// ledger), then
//   - for a template's copy: if its schema, privileges and migration record
//     are still the template's (state.catalog, state.kept), it truncates
//     each table whose size is not the template's, with its identity
//     restarted, and sets every sequence back to its start: what
//     postgres.EmptySchema does, limited to the tables the test wrote (a
//     test writes a few of the ledger's tables, and truncating one
//     rebuilds its indexes, each synced to disk);
//   - for an empty database: it drops every schema a test made and makes
//     public again as the server makes it.
//
// False (the caller drops it) when the member's state is not then the
// pristine one.
func (p *pool) reset(ctx context.Context, dsn string) (bool, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return false, err
	}
	defer conn.Close(ctx)
	var left int
	if err := conn.QueryRow(ctx, `SELECT count(*) FILTER (WHERE NOT pg_terminate_backend(pid, 10000)) FROM pg_stat_activity
	    WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`).Scan(&left); err != nil {
		return false, err
	}
	if left > 0 {
		return false, nil
	}
	st, err := stateOn(ctx, conn, p.migrated)
	if err != nil {
		return false, nil // e.g. the migration record dropped: not reusable
	}
	if !p.migrated {
		if st.equal(p.pristine) {
			return true, nil
		}
		if _, err := conn.Exec(ctx, dropSchemas); err != nil {
			return false, err
		}
		// Check: what the test made is gone.
		st, err := stateOn(ctx, conn, false)
		if err != nil {
			return false, err
		}
		return st.equal(p.pristine), nil
	}
	if st.catalog != p.pristine.catalog || st.kept != p.pristine.kept {
		return false, nil
	}
	var written []string
	for table, size := range st.sizes {
		if size == p.pristine.sizes[table] {
			continue
		}
		if p.pristine.heap[table] {
			return false, nil // a kept table (rows since migrating) grew or shrank
		}
		written = append(written, pgx.Identifier{table}.Sanitize())
	}
	q := restartSequences
	if len(written) > 0 {
		// CASCADE: a table referencing a written one (absorbed →
		// executions) goes with it; the template's constraints are
		// checked above, and no kept table references another.
		q = "TRUNCATE " + strings.Join(written, ", ") + " RESTART IDENTITY CASCADE; " + q
	}
	if _, err := conn.Exec(ctx, q); err != nil {
		return false, err
	}
	// Check: each table is back to its size in the template.
	sizes, _, err := sizesOn(ctx, conn)
	if err != nil {
		return false, err
	}
	return st.withSizes(sizes).equal(p.pristine), nil
}

// restartSequences sets every sequence of the ledger's schema back to its
// start, as TRUNCATE … RESTART IDENTITY does (a test may have drawn
// identities without writing a row, or have set a sequence itself).
const restartSequences = `SELECT setval(s.seqrelid, s.seqstart, false) FROM pg_sequence s JOIN pg_class c ON c.oid = s.seqrelid
    WHERE c.relnamespace = to_regnamespace(current_schema())`

// dropSchemas drops every schema but the server's own and makes public
// again as CREATE DATABASE from template0 makes it (PostgreSQL 15: owned by
// pg_database_owner, usage for all).
const dropSchemas = `DO $$
DECLARE n name;
BEGIN
    FOR n IN SELECT nspname FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
        AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'
    LOOP
        EXECUTE format('DROP SCHEMA %I CASCADE', n);
    END LOOP;
END $$;
CREATE SCHEMA public AUTHORIZATION pg_database_owner;
GRANT USAGE ON SCHEMA public TO PUBLIC;
COMMENT ON SCHEMA public IS 'standard public schema'`

// state is what reset compares with a pool's pristine member.
type state struct {
	catalog string           // catalogQuery's digest
	kept    string           // the migration record's rows (migrated members)
	sizes   map[string]int64 // pg_total_relation_size of each table of the schema
	heap    map[string]bool  // tables whose heap is not empty (the kept ones)
}

// withSizes is s with the tables' sizes replaced.
func (s state) withSizes(sizes map[string]int64) state {
	s.sizes = sizes
	return s
}

func (s state) equal(o state) bool {
	if s.catalog != o.catalog || s.kept != o.kept || len(s.sizes) != len(o.sizes) {
		return false
	}
	for t, n := range s.sizes {
		if m, ok := o.sizes[t]; !ok || m != n {
			return false
		}
	}
	return true
}

// catalogQuery digests what a test could change in a database besides
// the rows of its tables: its schemas with their owners, privileges and
// comments, relations, columns, indexes, constraints, triggers,
// functions, sequences' definitions, extensions and the database's own
// settings.
const catalogQuery = `WITH ns AS (
    SELECT oid, nspname FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast') AND nspname NOT LIKE 'pg_temp_%' AND nspname NOT LIKE 'pg_toast_temp_%'
), lines AS (
    SELECT 'n ' || nspname || ' ' || nspowner::regrole || ' ' || coalesce(nspacl::text, '') || ' ' || coalesce(obj_description(oid, 'pg_namespace'), '') AS l
      FROM pg_namespace WHERE oid IN (SELECT oid FROM ns)
    UNION ALL SELECT 'r ' || ns.nspname || '.' || c.relname || ' ' || c.relkind::text || c.relpersistence::text || ' ' || c.relowner::regrole
        || ' ' || coalesce(c.relacl::text, '') || ' ' || coalesce(c.reloptions::text, '')
      FROM pg_class c JOIN ns ON ns.oid = c.relnamespace
    UNION ALL SELECT 'a ' || c.oid::regclass || ' ' || a.attnum || ' ' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || ' ' || a.attnotnull::text || a.attidentity::text || a.attgenerated::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        || ' ' || coalesce(a.attcollation::regcollation::text, '')
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN ns ON ns.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attnum > 0 AND NOT a.attisdropped
    UNION ALL SELECT 'i ' || pg_get_indexdef(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN ns ON ns.oid = c.relnamespace
    UNION ALL SELECT 'c ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE connamespace IN (SELECT oid FROM ns)
    UNION ALL SELECT 't ' || pg_get_triggerdef(oid) || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'f ' || pg_get_functiondef(p.oid) FROM pg_proc p JOIN ns ON ns.oid = p.pronamespace
    UNION ALL SELECT 's ' || seqrelid::regclass || ' ' || seqtypid::regtype || ' ' || seqstart || ' ' || seqincrement || ' ' || seqmax
        || ' ' || seqmin || ' ' || seqcache || ' ' || seqcycle
      FROM pg_sequence WHERE seqrelid IN (SELECT c.oid FROM pg_class c JOIN ns ON ns.oid = c.relnamespace)
    UNION ALL SELECT 'x ' || extname || ' ' || extversion FROM pg_extension
    UNION ALL SELECT 'd ' || setrole::text || ' ' || setconfig::text FROM pg_db_role_setting
      WHERE setdatabase = (SELECT oid FROM pg_database WHERE datname = current_database())
)
SELECT coalesce(md5(string_agg(l, E'\n' ORDER BY l)), '') FROM lines`

// sizesQuery sizes each table of the current schema.
const sizesQuery = `SELECT c.relname, pg_total_relation_size(c.oid), pg_relation_size(c.oid) > 0 FROM pg_class c
    WHERE c.relnamespace = to_regnamespace(current_schema()) AND c.relkind IN ('r', 'p')`

// keptQuery is the migration record, the rows postgres.EmptySchema keeps.
const keptQuery = `SELECT coalesce(string_agg(version || ' ' || name || ' ' || applied_at, E'\n' ORDER BY version), '') FROM schema_migrations`

// readState reads the state of the database dsn names.
func readState(ctx context.Context, dsn string, migrated bool) (state, error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return state{}, fmt.Errorf("read state: %w", err)
	}
	defer conn.Close(ctx)
	return stateOn(ctx, conn, migrated)
}

func stateOn(ctx context.Context, conn *pgx.Conn, migrated bool) (state, error) {
	var st state
	if err := conn.QueryRow(ctx, catalogQuery).Scan(&st.catalog); err != nil {
		return state{}, fmt.Errorf("read state: %w", err)
	}
	if migrated {
		if err := conn.QueryRow(ctx, keptQuery).Scan(&st.kept); err != nil {
			return state{}, fmt.Errorf("read state: %w", err)
		}
	}
	var err error
	if st.sizes, st.heap, err = sizesOn(ctx, conn); err != nil {
		return state{}, err
	}
	return st, nil
}

// sizesOn runs sizesQuery.
func sizesOn(ctx context.Context, conn *pgx.Conn) (sizes map[string]int64, heap map[string]bool, err error) {
	rows, err := conn.Query(ctx, sizesQuery)
	if err != nil {
		return nil, nil, fmt.Errorf("read sizes: %w", err)
	}
	sizes, heap = map[string]int64{}, map[string]bool{}
	var (
		table string
		size  int64
		some  bool
	)
	if _, err := pgx.ForEachRow(rows, []any{&table, &size, &some}, func() error {
		sizes[table], heap[table] = size, some
		return nil
	}); err != nil {
		return nil, nil, fmt.Errorf("read sizes: %w", err)
	}
	return sizes, heap, nil
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
	// A commit need not wait for the WAL's flush: what it wrote is
	// visible to every session at once all the same, and only a crash of
	// the server, which no test causes, could lose it. The tests waited
	// on those flushes (issue 32).
	if _, err := conn.Exec(ctx, "ALTER DATABASE "+name+" SET synchronous_commit = off"); err != nil {
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
