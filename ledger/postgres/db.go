// Package postgres is the PostgreSQL implementation of the ledger storage
// contract (github.com/jackc/pgx/v5), for teams whose workers run on several
// machines and share one ledger. It passes the same conformance suite
// (ledgertest.Exercise) as the SQLite backend and keeps the same schema
// semantics: times are bigint unix milliseconds, states and fencing
// generations are the same, and so are the typed errors.
//
// # Concurrency
//
// Enqueue and ingest decide with INSERT … ON CONFLICT. A claim is one
// statement: UPDATE … WHERE key IN (SELECT … FOR UPDATE SKIP LOCKED LIMIT n)
// RETURNING; the attempt it opens is held by the row itself, and the one it
// supersedes is archived into attempts by a trigger in the same statement
// (migration 0017), so two workers can never both win a key (R11) and a
// claim costs one round trip. A batch of completions
// is one multi-row statement over unnest(…) arrays (one round trip, one
// implicit transaction): all rows or none are written, and each row's
// write is fenced by (owner, generation) (R12). A new event with new keys
// is ingested by one statement too; anything else takes the general path.
// ActionRegistryAdd serialises per meeting scope with an advisory
// transaction lock; migrations serialise with another.
//
// # Clock
//
// Leases and due times are compared against one clock for every worker:
//
//   - a params Now (or the now argument of the renew methods) that is not
//     zero is used as given: tests and scenarios inject time this way, and
//     both backends then behave identically;
//   - otherwise, when Options.Clock is set, its Now is used (scenarios that
//     run the whole system on a fake clock);
//   - otherwise the database's clock is used,
//     (extract(epoch from clock_timestamp())*1000)::bigint, read once per
//     statement or transaction. This is the production setting: workers on
//     machines with skewed clocks still agree on when a lease expires.
//
// Production code must therefore leave both Now and Options.Clock zero.
package postgres

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/internal/codec"
	"github.com/axagent/axagent/ledger/internal/migrate"
)

//go:embed migrations/*.sql
var migrationsFS embed.FS

// Options tune the store. The zero value is the production default.
type Options struct {
	// Clock, when set, supplies Now for params that leave it zero instead
	// of the database's clock (scenarios on a fake clock). Nil and
	// clock.Real{} both mean the database's clock, the production setting
	// (see the package documentation).
	Clock clock.Clock
	// MaxConns caps the connection pool (default 8).
	MaxConns int

	// tracer, set by tests (export_test.go), sees every statement sent.
	tracer pgx.QueryTracer
}

// Store is a ledger.Store on one PostgreSQL database.
type Store struct {
	pool  *pgxpool.Pool
	dsn   string // redacted
	clock clock.Clock
	// ident is the executions table's OID at open; CheckStorage compares
	// it, so a ledger dropped and made again is noticed.
	ident uint32

	// actors caches actor name → id (codec.Actors).
	actors codec.Actors

	// idle, by table kind code (codec.Kind*), says the last claim of that
	// table without keys took nothing, so the next one probes first
	// (dueProbeQuery). A hint only: the probe reads what the claim would.
	idle [2]atomic.Bool
}

var _ ledger.Store = (*Store)(nil)

// dbNow is the database's clock in unix milliseconds.
const dbNow = `(extract(epoch from clock_timestamp())*1000)::bigint`

// clkCTE fixes one "now" for a whole statement: $1 when given, else the
// database's clock. MATERIALIZED makes it a single evaluation.
const clkCTE = `clk AS MATERIALIZED (SELECT COALESCE($1::bigint, ` + dbNow + `) AS now)`

// Advisory lock keys. The migration lock is a single bigint key; registry
// scopes use the two-int4 form (a separate lock space) with this class.
const (
	migrationLockKey   int64 = 0x6178616765_6e74 // "axagent"
	registryLockClass  int32 = 0x61786167        // "axag"
	defaultMaxConns          = 8
	connectHintTimeout       = 10 * time.Second
)

// Open connects to the database named by dsn (postgres://user@host:port/db?…
// or key=value pairs), checks that it is reachable, and applies the embedded
// migrations. It refuses a database written by a newer axagent with
// *ledger.SchemaVersionError without writing anything. Errors name the DSN
// with its password redacted.
func Open(ctx context.Context, dsn string, opts Options) (*Store, error) {
	red := RedactDSN(dsn)
	if strings.TrimSpace(dsn) == "" {
		return nil, fmt.Errorf("open ledger: empty PostgreSQL DSN")
	}
	cfg, err := pgxpool.ParseConfig(dsn)
	if err != nil {
		// pgx's parse errors may quote the DSN; never pass them on.
		return nil, fmt.Errorf("open ledger %s: cannot parse the DSN (want postgres://user[:password]@host:port/dbname?sslmode=… or key=value pairs)", red)
	}
	max := opts.MaxConns
	if max <= 0 {
		max = defaultMaxConns
	}
	cfg.MaxConns = int32(max)
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = connectHintTimeout
	}
	if opts.tracer != nil {
		cfg.ConnConfig.Tracer = opts.tracer
	}
	cfg.AfterConnect = afterConnect
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open ledger %s: %w", red, scrub(err, dsn))
	}
	s := &Store{pool: pool, dsn: red, clock: opts.Clock}
	s.actors.Read = func(ctx context.Context, name string) (int64, bool, error) {
		var id int64
		err := s.pool.QueryRow(ctx, `SELECT id FROM actors WHERE name = $1`, name).Scan(&id)
		if errors.Is(err, pgx.ErrNoRows) {
			return 0, false, nil
		}
		return id, err == nil, err
	}
	s.actors.Insert = func(ctx context.Context, name string) error {
		_, err := s.pool.Exec(ctx, `INSERT INTO actors (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, name)
		return err
	}
	if _, real := opts.Clock.(clock.Real); real {
		// Real time for a ledger shared by many machines is the database's.
		s.clock = nil
	}
	if err := pool.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("open ledger %s: cannot reach PostgreSQL: %w", red, scrub(err, dsn))
	}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, err
	}
	if id, err := s.tableOID(ctx); err == nil {
		s.ident = id
	}
	return s, nil
}

// scrub makes sure an error text never carries the DSN's password (pgx's
// own messages do not, but a wrapped URL error could).
func scrub(err error, dsn string) error {
	pw := dsnPassword(dsn)
	if pw == "" || !strings.Contains(err.Error(), pw) {
		return err
	}
	return errors.New(strings.ReplaceAll(err.Error(), pw, "xxxxx"))
}

func dsnPassword(dsn string) string {
	if cfg, err := pgconn.ParseConfig(dsn); err == nil {
		return cfg.Password
	}
	return ""
}

var (
	quotedPW = regexp.MustCompile(`(?i)(password\s*=\s*)'(?:[^'\\]|\\.)*('|$)`)
	plainPW  = regexp.MustCompile(`(?i)(password\s*=\s*)[^\s&']+`)
)

// RedactDSN returns dsn with every password replaced by xxxxx, for logs
// and error messages. A malformed DSN is redacted generously: in a URL
// everything between the user name and the last @ goes.
func RedactDSN(dsn string) string {
	if i := strings.Index(dsn, "://"); i >= 0 {
		if u, err := url.Parse(dsn); err == nil {
			if _, has := u.User.Password(); has {
				u.User = url.UserPassword(u.User.Username(), "xxxxx")
			}
			q := u.Query()
			changed := false
			for k := range q {
				if strings.EqualFold(k, "password") || strings.EqualFold(k, "sslpassword") {
					q.Set(k, "xxxxx")
					changed = true
				}
			}
			if changed {
				u.RawQuery = q.Encode()
			}
			return u.String()
		}
		rest := dsn[i+3:]
		if at := strings.LastIndex(rest, "@"); at >= 0 {
			user := rest[:at]
			if c := strings.Index(user, ":"); c >= 0 {
				rest = user[:c] + ":xxxxx" + rest[at:]
			}
		}
		dsn = dsn[:i+3] + rest
	}
	s := quotedPW.ReplaceAllString(dsn, "${1}xxxxx")
	return plainPW.ReplaceAllString(s, "${1}xxxxx")
}

func loadMigrations() ([]migrate.Migration, error) {
	return migrate.Load(migrationsFS, "migrations")
}

// SchemaVersion is the newest migration this build knows.
func SchemaVersion() int {
	ms, _ := loadMigrations()
	return migrate.Latest(ms)
}

// migrate applies pending migrations in one transaction under an advisory
// lock, so processes starting together apply each migration once. It
// decides from a read first, so a refusal (a newer schema) writes nothing.
func (s *Store) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.dsn, err)
	}
	applied, err := readApplied(ctx, s.pool)
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.dsn, err)
	}
	if p, err := migrate.Decide(applied, ms); err != nil {
		return s.migrateErr(err)
	} else if p.Empty() {
		return nil
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLockKey); err != nil {
			return fmt.Errorf("migrate %s: lock: %w", s.dsn, err)
		}
		return s.migrateErr(migrate.Apply(ctx, migrator{tx}, ms))
	})
}

func (s *Store) migrateErr(err error) error {
	var ne *migrate.NewerError
	if errors.As(err, &ne) {
		return &ledger.SchemaVersionError{Path: s.dsn, DatabaseSchema: ne.DatabaseSchema, KnownSchema: ne.KnownSchema}
	}
	if err != nil {
		return fmt.Errorf("migrate %s: %w", s.dsn, err)
	}
	return nil
}

func readApplied(ctx context.Context, q queryer) ([]migrate.Applied, error) {
	var exists bool
	if err := q.QueryRow(ctx, `SELECT to_regclass('schema_migrations') IS NOT NULL`).Scan(&exists); err != nil || !exists {
		return nil, err
	}
	rows, err := q.Query(ctx, `SELECT version, name FROM schema_migrations ORDER BY version`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return codec.Collect(rows, func() (a migrate.Applied, err error) { err = rows.Scan(&a.Version, &a.Name); return })
}

// migrator is PostgreSQL's side of migrate.Tx.
type migrator struct{ tx pgx.Tx }

func (m migrator) Applied(ctx context.Context) ([]migrate.Applied, error) {
	if _, err := m.tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version bigint PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)`); err != nil {
		return nil, err
	}
	return readApplied(ctx, m.tx)
}

// Exec sends the file with no arguments: pgx then uses the simple
// protocol, which runs every statement in it.
func (m migrator) Exec(ctx context.Context, sql string) error {
	_, err := m.tx.Exec(ctx, sql)
	return err
}

func (m migrator) Record(ctx context.Context, mg migrate.Migration) error {
	_, err := m.tx.Exec(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, `+dbNow+`)`, mg.Version, mg.Name)
	return err
}

func (m migrator) Move(ctx context.Context, mv migrate.Move) error {
	_, err := m.tx.Exec(ctx, `UPDATE schema_migrations SET version = $1, name = $2 WHERE version = $3`, mv.To, mv.Name, mv.From)
	return err
}

type queryer interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
}

// Close closes the pool.
func (s *Store) Close() error {
	s.pool.Close()
	return nil
}

// Pool exposes the connection pool for diagnostics and tests.
func (s *Store) Pool() *pgxpool.Pool { return s.pool }

// DSN is the connection string with its password redacted.
func (s *Store) DSN() string { return s.dsn }

// nowArg is the $1 of clkCTE: the fixed time in ms, or nil for the
// database's clock.
func (s *Store) nowArg(t time.Time) *int64 {
	if t.IsZero() && s.clock != nil {
		t = s.clock.Now()
	}
	if t.IsZero() {
		return nil
	}
	v := t.UnixMilli()
	return &v
}

// nowMs resolves "now" once for a multi-statement transaction.
func (s *Store) nowMs(ctx context.Context, q queryer, t time.Time) (int64, error) {
	if v := s.nowArg(t); v != nil {
		return *v, nil
	}
	var v int64
	if err := q.QueryRow(ctx, `SELECT `+dbNow).Scan(&v); err != nil {
		return 0, fmt.Errorf("read database clock: %w", err)
	}
	return v, nil
}

// tx runs fn in a read-committed transaction.
func (s *Store) tx(ctx context.Context, fn func(pgx.Tx) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback(ctx)
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// The ledgers' time encoding (codec.Ms).
var ms64, fromMs = codec.Ms, codec.FromMs

// actor is the id of name in actors, added when new (codec.Actors.ID).
func (s *Store) actor(ctx context.Context, name string) (any, error) { return s.actors.ID(ctx, name) }

// knownActor is the id of name for a fenced write's owner check.
func (s *Store) knownActor(ctx context.Context, name string) (int64, error) {
	return s.actors.Known(ctx, name)
}

// actorName is the SQL expression that renders the actor id in col.
func actorName(col string) string {
	return `coalesce((SELECT name FROM actors WHERE actors.id = ` + col + `), '')`
}

// rowReason is the SQL expression that renders the reason of a row of
// table: a NULL reason is that of the row's latest log entry, stored,
// composed from an attempt's completion (a claim entry's reason is never
// the row's), archived or held by the row (migration 0017), or the row's
// own first entry (migration 0015).
func rowReason(table string, kind int64) string {
	return fmt.Sprintf(`coalesce(%[2]s.reason, (SELECT l.r FROM (
	    SELECT t.id AS i, t.reason AS r FROM transitions t WHERE t.kind = %[1]d AND t.ref = %[2]s.id
	    UNION ALL SELECT a.done_id, a.done_reason FROM attempts a WHERE a.kind = %[1]d AND a.ref = %[2]s.id AND a.done_id IS NOT NULL
	    UNION ALL SELECT %[2]s.att_done_id, %[2]s.att_reason WHERE %[2]s.att_done_id IS NOT NULL
	    UNION ALL SELECT %[2]s.id, %[3]s WHERE %[4]s) l
	  ORDER BY l.i DESC LIMIT 1), '')`, kind, table, firstReason[kind](table), firstOnRow[kind](table))
}

// firstOnRow is, by kind, the condition that a row of table (an alias)
// carries its first log entry itself (migration 0015), and firstReason
// that entry's stored reason (NULL: derived).
var (
	firstOnRow = map[int64]func(table string) string{
		codec.KindExecution:    func(t string) string { return t + `.enq_state IS NOT NULL` },
		codec.KindNotification: func(t string) string { return t + `.enq_att IS NOT NULL` },
	}
	firstReason = map[int64]func(table string) string{
		codec.KindExecution:    func(t string) string { return t + `.enq_reason` },
		codec.KindNotification: func(string) string { return `NULL::text` },
	}
)

// logRows is the whole log as one relation with the columns of
// transitions: its stored entries and the first entries rows carry
// themselves (migration 0015; an execution's keeps the state it entered,
// actor and stored reason; a notification's the attempt that queued it,
// its actor is always "axagent"). Entries composed from attempts are not
// in it. Filters on kind and ref reach each branch.
const logRows = `(SELECT kind, ref, id, from_state, to_state, reason, attempt_id, generation, actor, external_id, at FROM transitions
	UNION ALL
	SELECT 0::smallint, id, id, NULL::smallint, enq_state, enq_reason, NULL::bytea, 0::bigint, enq_actor, ''::text, created_at
	  FROM executions WHERE enq_state IS NOT NULL
	UNION ALL
	SELECT 1::smallint, id, id, NULL::smallint, 0::smallint, NULL::text, nullif(enq_att, ''::bytea), 0::bigint,
	       (SELECT a.id FROM actors a WHERE a.name = 'axagent'), ''::text, created_at
	  FROM outbox WHERE enq_att IS NOT NULL)`

// attemptCols are the columns of attempts, in the order attemptRows gives
// them.
const attemptCols = `kind, ref, id, generation, owner, started_at, ended_at, outcome, external_id, error,
	claim_id, claimed_from, claim_ext, done_id, done_to, done_reason, done_ext, trace_id`

// heldAttempt composes, as attemptCols, the attempt a row of the table
// aliased x holds itself (migration 0017; only where x.att_started IS NOT
// NULL). The archiving trigger of 0017 writes the same values into
// attempts when the row's attempt is superseded. The attempt's external ID
// and its completion entry's are the row's (att_ext says whether the
// attempt recorded one).
func heldAttempt(kind int64) string {
	return fmt.Sprint(kind) + `::smallint, x.id, x.attempt_id, x.generation, x.owner, x.att_started, coalesce(x.att_ended, 0),
	coalesce(x.att_outcome, ''), CASE WHEN x.att_ext THEN x.external_id ELSE '' END, coalesce(x.att_error, ''),
	x.att_claim_id, x.claimed_from, x.att_claim_ext, x.att_done_id, x.att_done_to, x.att_reason,
	CASE WHEN x.att_done_id IS NOT NULL AND NOT coalesce(x.att_ext, false) THEN nullif(x.external_id, '') END, x.att_trace`
}

// attemptRows is every attempt as one relation with the columns of
// attempts: those archived (superseded, or of rows written before 0017)
// and those the rows hold. Filters on kind and ref reach each branch.
var attemptRows = `(SELECT ` + attemptCols + ` FROM attempts
	UNION ALL
	SELECT ` + heldAttempt(codec.KindExecution) + ` FROM executions x WHERE x.att_started IS NOT NULL
	UNION ALL
	SELECT ` + heldAttempt(codec.KindNotification) + ` FROM outbox x WHERE x.att_started IS NOT NULL)`

// logSeq is the sequence of the log's IDs, which claims and completions
// composed from attempts draw from too. As a scalar subquery it is looked
// up once per statement (an InitPlan), not once per row: called per row,
// pg_get_serial_sequence and the text-to-regclass parse of its result were
// ~3 % of the server's time in the bench (perf, issue 21).
const logSeq = `(SELECT pg_get_serial_sequence('transitions', 'id')::regclass)`
