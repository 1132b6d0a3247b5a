// Package sqlite is the SQLite implementation of the ledger storage contract
// (modernc.org/sqlite, no cgo). Several processes may share one file: WAL,
// busy_timeout, BEGIN IMMEDIATE for every write transaction, and claims that
// are single conditional UPDATE … RETURNING statements.
package sqlite

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
	"github.com/axagent/axagent/ledger/internal/migrate"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

//go:embed migrations/*.sql
var migrationsFS embed.FS

// Options tune the store. The zero value is the safe default.
type Options struct {
	// Synchronous is FULL unless set (NORMAL trades the last commits on
	// power loss for speed; never the default).
	Synchronous string
	// BusyTimeout is how long a writer waits for the lock (default 10s).
	BusyTimeout time.Duration
	// Clock supplies Now when params leave it zero (default real time).
	Clock clock.Clock
	// MaxOpenConns caps the pool (default 8).
	MaxOpenConns int
}

// Store is a ledger.Store on one SQLite file.
type Store struct {
	db    *sql.DB
	path  string
	clock clock.Clock
	// commits counts committed write transactions and autocommit writes
	// made through this handle (see Commits).
	commits atomic.Int64

	// stmts are the prepared hot statements; written only by Open.
	stmts map[string]*sql.Stmt

	// ident is the file's identity at open; CheckStorage compares it.
	ident fileID

	// actors caches actor name → id (codec.Actors).
	actors codec.Actors

	// wl queues the process's write transactions on the file; busy is
	// the busy timeout, the longest a writer waits for its turn.
	wl   *writeLock
	busy time.Duration

	// idle holds, by table kind (codec.Kind*), whether this handle's
	// last claim of that table without named keys took nothing: the
	// next one probes first (sqlDueProbe).
	idle [2]atomic.Bool
	// probed counts the claims the probe answered (no transaction).
	probed atomic.Int64
	// statements counts the statements run through exec, queryRow and
	// query (see Statements).
	statements atomic.Int64
}

var _ ledger.Store = (*Store)(nil)

// Open opens (creating if needed) the ledger at path and applies migrations.
// It refuses a path in a missing directory, a file that is not SQLite and a
// database written by a newer axagent, without writing anything.
func Open(ctx context.Context, path string, opts Options) (*Store, error) {
	if path == "" {
		return nil, fmt.Errorf("open ledger: empty database path")
	}
	// A DSN or a value that looks like one never becomes a file named
	// after it (issue 19); the refusal repeats no password.
	switch kind, err := ledger.ClassifyDB(path); {
	case err != nil:
		return nil, fmt.Errorf("open ledger: %w", err)
	case kind != ledger.DBSQLite:
		return nil, fmt.Errorf("open ledger %s: a PostgreSQL connection string, not a SQLite file path", ledger.RedactDB(path))
	}
	dir := filepath.Dir(path)
	if st, err := os.Stat(dir); err != nil {
		return nil, fmt.Errorf("open ledger %s: directory %s does not exist", path, dir)
	} else if !st.IsDir() {
		return nil, fmt.Errorf("open ledger %s: %s is not a directory", path, dir)
	}
	if err := checkHeader(path); err != nil {
		return nil, err
	}
	sync := strings.ToUpper(opts.Synchronous)
	if sync == "" {
		sync = "FULL"
	}
	switch sync {
	case "FULL", "NORMAL", "EXTRA":
	default:
		return nil, fmt.Errorf("open ledger %s: synchronous %q: want FULL, NORMAL or EXTRA", path, opts.Synchronous)
	}
	busy := opts.BusyTimeout
	if busy == 0 {
		busy = 10 * time.Second
	}
	q := url.Values{}
	q.Add("_pragma", "busy_timeout("+strconv.FormatInt(busy.Milliseconds(), 10)+")")
	q.Add("_pragma", "synchronous("+sync+")")
	q.Add("_pragma", "foreign_keys(1)")
	q.Set("_txlock", "immediate")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("open ledger %s: %w", path, err)
	}
	max := opts.MaxOpenConns
	if max <= 0 {
		max = 8
	}
	db.SetMaxOpenConns(max)
	db.SetMaxIdleConns(max)
	s := &Store{db: db, path: path, clock: opts.Clock}
	s.actors.Read = func(ctx context.Context, name string) (int64, bool, error) {
		var id int64
		err := s.db.QueryRowContext(ctx, `SELECT id FROM actors WHERE name = ?`, name).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return 0, false, nil
		}
		return id, err == nil, err
	}
	s.actors.Insert = func(ctx context.Context, name string) error {
		res, err := s.db.ExecContext(ctx, `INSERT INTO actors (name) VALUES (?) ON CONFLICT (name) DO NOTHING`, name)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n > 0 {
			s.commits.Add(1)
		}
		return nil
	}
	if s.clock == nil {
		s.clock = clock.Real{}
	}
	// Every step of opening waits for other processes opening the same
	// file, within the busy timeout: the switch to WAL can fail at once
	// with SQLITE_BUSY (SQLite skips the busy handler where waiting could
	// deadlock), so each step is retried until the timeout (issue 19).
	deadline := time.Now().Add(busy)
	var mode string
	err = retryBusy(ctx, deadline, func() error { return db.QueryRowContext(ctx, "PRAGMA journal_mode=WAL").Scan(&mode) })
	if err != nil {
		db.Close()
		if f := diagnose(ctx, nil, path, err); f != nil {
			return nil, fmt.Errorf("open ledger: %w", f)
		}
		return nil, fmt.Errorf("open ledger %s: %w", path, describeOpenErr(err))
	}
	s.ident, _ = statID(path)
	s.wl, s.busy = writeLockFor(path, s.ident), busy
	if mode != "wal" {
		db.Close()
		return nil, fmt.Errorf("open ledger %s: journal_mode is %q, want wal (is the file on a filesystem without shared memory?)", path, mode)
	}
	if err := retryBusy(ctx, deadline, func() error { return s.migrate(ctx) }); err != nil {
		db.Close()
		if f := diagnose(ctx, nil, path, err); f != nil {
			return nil, fmt.Errorf("open ledger: %w", f)
		}
		return nil, err
	}
	if err := retryBusy(ctx, deadline, func() error { return s.prepareHot(ctx) }); err != nil {
		s.Close()
		return nil, fmt.Errorf("open ledger %s: %w", path, err)
	}
	return s, nil
}

// isBusy reports SQLITE_BUSY (another connection holds the lock).
func isBusy(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "SQLITE_BUSY") || strings.Contains(msg, "database is locked")
}

// retryBusy runs fn until it does not fail with SQLITE_BUSY or the
// deadline passes, waiting a little longer each time.
func retryBusy(ctx context.Context, deadline time.Time, fn func() error) error {
	wait := 2 * time.Millisecond
	for {
		err := fn()
		if err == nil || !isBusy(err) || time.Now().Add(wait).After(deadline) {
			return err
		}
		t := time.NewTimer(wait + time.Duration(rand.Int64N(int64(wait))))
		select {
		case <-ctx.Done():
			t.Stop()
			return err
		case <-t.C:
		}
		wait = min(2*wait, 100*time.Millisecond)
	}
}

// checkHeader refuses an existing non-empty file that is not SQLite before
// the driver touches it.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("open ledger %s: %w", path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		// SQLite's own answer is "unable to open database file (14)".
		return &ledger.NotLedgerFileError{Msg: fmt.Sprintf("open ledger %s: a directory, not a ledger file (give the file's path, e.g. %s)", path, filepath.Join(path, "axagent.db"))}
	}
	hdr := make([]byte, 16)
	n, _ := f.Read(hdr)
	if n == 0 {
		return nil
	}
	if n < 16 || string(hdr) != "SQLite format 3\x00" {
		return &ledger.NotLedgerFileError{Msg: fmt.Sprintf("open ledger %s: file is not a SQLite database", path)}
	}
	return nil
}

func describeOpenErr(err error) error {
	if strings.Contains(err.Error(), "file is not a database") {
		return fmt.Errorf("file is not a SQLite database: %w", err)
	}
	return err
}

func loadMigrations() ([]migrate.Migration, error) {
	return migrate.Load(migrationsFS, "migrations")
}

// SchemaVersion is the newest migration this build knows.
func SchemaVersion() int {
	ms, _ := loadMigrations()
	return migrate.Latest(ms)
}

// migrate brings the file to the newest schema. It decides from a read
// first, so a refusal (a newer schema) writes nothing and takes no write
// lock; the migrations then run in one write transaction, which re-reads
// the record under the lock.
func (s *Store) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.path, err)
	}
	applied, err := readApplied(ctx, s.db)
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.path, describeOpenErr(err))
	}
	if p, err := migrate.Decide(applied, ms); err != nil {
		return s.migrateErr(err)
	} else if p.Empty() {
		return nil
	}
	return s.tx(ctx, func(tx *sql.Tx) error {
		return s.migrateErr(migrate.Apply(ctx, migrator{tx, s.clock}, ms))
	})
}

func (s *Store) migrateErr(err error) error {
	var ne *migrate.NewerError
	if errors.As(err, &ne) {
		return &ledger.SchemaVersionError{Path: s.path, DatabaseSchema: ne.DatabaseSchema, KnownSchema: ne.KnownSchema}
	}
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.path, err)
	}
	return nil
}

type sqlQueryer interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func readApplied(ctx context.Context, q sqlQueryer) ([]migrate.Applied, error) {
	var n int
	if err := q.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'`).Scan(&n); err != nil || n == 0 {
		return nil, err
	}
	rows, err := q.QueryContext(ctx, `SELECT version, name FROM schema_migrations ORDER BY version`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return codec.Collect(rows, func() (a migrate.Applied, err error) { err = rows.Scan(&a.Version, &a.Name); return })
}

// migrator is SQLite's side of migrate.Tx.
type migrator struct {
	tx    *sql.Tx
	clock clock.Clock
}

func (m migrator) Applied(ctx context.Context) ([]migrate.Applied, error) {
	if _, err := m.tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)`); err != nil {
		return nil, err
	}
	return readApplied(ctx, m.tx)
}

func (m migrator) Exec(ctx context.Context, sql string) error {
	_, err := m.tx.ExecContext(ctx, sql)
	return err
}

func (m migrator) Record(ctx context.Context, mg migrate.Migration) error {
	_, err := m.tx.ExecContext(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`, mg.Version, mg.Name, ms64(m.clock.Now()))
	return err
}

func (m migrator) Move(ctx context.Context, mv migrate.Move) error {
	_, err := m.tx.ExecContext(ctx, `UPDATE schema_migrations SET version = ?, name = ? WHERE version = ?`, mv.To, mv.Name, mv.From)
	return err
}

// Close closes the database.
func (s *Store) Close() error {
	for _, st := range s.stmts {
		st.Close()
	}
	return s.db.Close()
}

// DB exposes the handle for diagnostics and benchmarks.
func (s *Store) DB() *sql.DB { return s.db }

// Path is the database file.
func (s *Store) Path() string { return s.path }

// tx runs fn in a BEGIN IMMEDIATE transaction: the write lock is taken up
// front, so a read-then-write inside fn can never fail on lock upgrade.
func (s *Store) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	if err := s.wl.lock(ctx, s.busy); err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	defer s.wl.unlock()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	s.commits.Add(1)
	return nil
}

// Commits is the number of write transactions this handle committed
// (BEGIN IMMEDIATE … COMMIT, including ones that changed nothing, plus
// single-statement writes such as lease renewals). Each is one durable
// commit, the unit of cost under synchronous=FULL; benchmarks divide it by
// the work done.
func (s *Store) Commits() int64 { return s.commits.Load() }

// Statements is the number of statements this handle ran through its
// hot-path helpers (exec, queryRow, query): every statement of the
// pipeline's write transactions (enqueue, claim, completion, handoff),
// not BEGIN and COMMIT, nor the reads and rare paths that call
// database/sql directly (issue 32: benchmarks divide it by the work done).
func (s *Store) Statements() int64 { return s.statements.Load() }

// IdleProbes is the number of claims this handle answered from the probe
// that follows an empty claim, without a write transaction (sqlDueProbe).
func (s *Store) IdleProbes() int64 { return s.probed.Load() }

func (s *Store) now(t time.Time) time.Time {
	if t.IsZero() {
		return s.clock.Now()
	}
	return t
}

// The ledgers' time encoding (codec.Ms).
var ms64, fromMs = codec.Ms, codec.FromMs

// hotSQL are the statements run once per row inside batch transactions.
// Open prepares them; database/sql then prepares each on every pooled
// connection the first time it runs there and keeps it, so they are parsed
// once per connection instead of once per row (parsing was the largest CPU
// cost of a batch completion). They are prepared up front, never from
// inside a transaction, which would need a second connection while holding
// one.
func hotSQL() []string {
	return []string{claimIDsSQL(execTable), claimIDsSQL(outboxTable), fairTenantsSQL(execTable), fairTenantsSQL(outboxTable),
		fairTenantSQL(execTable), fairTenantSQL(outboxTable), sqlRunningExpired(execTable), sqlRunningExpired(outboxTable), sqlRunning(execTable), sqlRunning(outboxTable), sqlCompleteBatch(execTable), sqlCompleteBatch(outboxTable), sqlEndAttempts(execTable), sqlEndAttempts(outboxTable), sqlInsertNotifications, sqlInsertClaimedNotifications,
		sqlDueProbe(execTable), sqlDueProbe(outboxTable), sqlInsertAttempt, sqlInsertAttempts, sqlEndAttempt, sqlInsertTransion, sqlEnqueue, sqlEnqueueBatch, sqlSelectExec, sqlIngestInbox, selInbox, sqlInsertNotification,
		// a key's log and attempts: `ledger show`, the console and the crash
		// tests' checks read them key after key; parsing them was most of that.
		sqlTransitionList, sqlAttemptList}
}

func (s *Store) prepareHot(ctx context.Context) error {
	s.stmts = map[string]*sql.Stmt{}
	for _, q := range hotSQL() {
		st, err := s.db.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("prepare: %w", err)
		}
		s.stmts[q] = st
	}
	return nil
}

// prepared returns the prepared form of a hot statement (nil for others).
func (s *Store) prepared(q string) *sql.Stmt { return s.stmts[q] }

// exec runs q in tx, prepared when it is a hot statement.
func (s *Store) exec(ctx context.Context, tx *sql.Tx, q string, args ...any) (sql.Result, error) {
	s.statements.Add(1)
	if st := s.prepared(q); st != nil {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, q, args...)
}

// queryRow is exec for a single-row query.
func (s *Store) queryRow(ctx context.Context, tx *sql.Tx, q string, args ...any) *sql.Row {
	s.statements.Add(1)
	if st := s.prepared(q); st != nil {
		return tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
	}
	return tx.QueryRowContext(ctx, q, args...)
}

// query is exec for a multi-row query.
func (s *Store) query(ctx context.Context, tx *sql.Tx, q string, args ...any) (*sql.Rows, error) {
	s.statements.Add(1)
	if st := s.prepared(q); st != nil {
		return tx.StmtContext(ctx, st).QueryContext(ctx, args...)
	}
	return tx.QueryContext(ctx, q, args...)
}

// actor is the id of name in actors, added when new (codec.Actors.ID).
func (s *Store) actor(ctx context.Context, name string) (any, error) { return s.actors.ID(ctx, name) }

// knownActor is the id of name for a fenced write's owner check.
func (s *Store) knownActor(ctx context.Context, name string) (int64, error) {
	return s.actors.Known(ctx, name)
}

// actorName is the SQL expression that renders the actor id in col.
func actorName(col string) string {
	return `ifnull((SELECT name FROM actors WHERE actors.id = ` + col + `), '')`
}

// actorTx is actor inside a write transaction. It reads the cache, which
// callers fill with actor before the transaction; a name still missing is
// added in tx and its id, which a rollback would undo, is not cached.
func (s *Store) actorTx(ctx context.Context, tx *sql.Tx, name string) (any, error) {
	if name == "" {
		return nil, nil
	}
	if id, ok := s.actors.Cached(name); ok {
		return id, nil
	}
	var id int64
	if _, err := tx.ExecContext(ctx, `INSERT INTO actors (name) VALUES (?) ON CONFLICT (name) DO NOTHING`, name); err != nil {
		return nil, fmt.Errorf("actor %q: %w", name, err)
	}
	if err := tx.QueryRowContext(ctx, `SELECT id FROM actors WHERE name = ?`, name).Scan(&id); err != nil {
		return nil, fmt.Errorf("actor %q: %w", name, err)
	}
	return id, nil
}

// rowReason is the SQL expression that renders the reason of a row of
// table: a NULL reason is that of the row's latest log entry, stored or
// composed from an attempt's completion (a claim entry's reason is never
// the row's) or from the row itself (its first entry, migration 0024).
func rowReason(table string, kind int64) string {
	first := fmt.Sprintf(`
	    UNION ALL SELECT %[1]s.id, %[1]s.enq_reason, '' WHERE %[1]s.enq_state IS NOT NULL`, table)
	if kind == codec.KindNotification {
		first = fmt.Sprintf(`
	    UNION ALL SELECT %[1]s.id, NULL, '' WHERE %[1]s.enq_att IS NOT NULL`, table)
	}
	return fmt.Sprintf(`ifnull(reason, ifnull((SELECT %[3]s FROM (
	    SELECT t.id AS i, t.reason AS r, t.external_id AS x FROM transitions t WHERE t.kind = %[1]d AND t.ref = %[2]s.id
	    UNION ALL SELECT a.done_id, a.done_reason, ifnull(a.done_ext, a.external_id) FROM attempts a WHERE a.kind = %[1]d AND a.ref = %[2]s.id AND a.done_id IS NOT NULL%[4]s)
	  ORDER BY i DESC LIMIT 1), ''))`, kind, table, reasonSQL("r", "x"), first)
}
