package app

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/sqlite"
)

// IsPostgres reports whether db names a PostgreSQL ledger: a postgres://
// or postgresql:// URL or key=value pairs (ledger.ClassifyDB). A value
// ClassifyDB refuses goes to the SQLite opener, which refuses it clearly.
func IsPostgres(db string) bool {
	k, err := ledger.ClassifyDB(db)
	return err == nil && k == ledger.DBPostgres
}

// OpenStore opens the ledger named by db. A nil clock means the real one;
// on PostgreSQL it means the database's own, so leases are compared on one
// clock however skewed the workers' are.
func OpenStore(ctx context.Context, db string, clk clock.Clock) (ledger.Store, error) {
	return OpenStoreWith(ctx, db, StoreOptions{Clock: clk})
}

// StoreOptions tune a ledger handle beyond the defaults.
type StoreOptions struct {
	Clock clock.Clock
	// Synchronous is SQLite's synchronous setting (default FULL; NORMAL
	// only where losing the last commits on power loss is fine: tests,
	// scenario worlds, benchmarks that say so).
	Synchronous string
	// MaxConns caps the connection pool (default: the backend's).
	MaxConns int
	// AllowMaintenanceDB lets a PostgreSQL ledger live in the database
	// named postgres or template* (refused by default: see
	// CheckLedgerDatabase).
	AllowMaintenanceDB bool
	// MustExist refuses a SQLite ledger file that is not there instead of
	// creating an empty one: a command that only reads or repairs the
	// ledger, given a mistyped --db, would otherwise answer "nothing here"
	// and leave a stray ledger file behind.
	MustExist bool
}

// OpenStoreWith opens the ledger named by db with o.
func OpenStoreWith(ctx context.Context, db string, o StoreOptions) (ledger.Store, error) {
	if IsPostgres(db) {
		if !o.AllowMaintenanceDB {
			if err := CheckLedgerDatabase(db); err != nil {
				return nil, err
			}
		}
		return postgres.Open(ctx, db, postgres.Options{Clock: o.Clock, MaxConns: o.MaxConns})
	}
	// Only a value that is a file path is looked for: sqlite.Open refuses
	// one that looks like a DSN without repeating its password.
	if k, err := ledger.ClassifyDB(db); o.MustExist && err == nil && k == ledger.DBSQLite {
		if _, err := os.Stat(db); errors.Is(err, fs.ErrNotExist) {
			return nil, usagef("ledger %s does not exist: check --db (or AXAGENT_DB); a ledger is created by the first register or worker", db)
		}
	}
	if o.Clock == nil {
		o.Clock = clock.Real{}
	}
	return sqlite.Open(ctx, db, sqlite.Options{Clock: o.Clock, Synchronous: o.Synchronous, MaxOpenConns: o.MaxConns})
}

// CheckLedgerDatabase refuses a PostgreSQL DSN whose database is the
// server's maintenance database (postgres) or a template (template0,
// template1, …): axagent would create its tables there, where every
// administrator's session lands and every new database is copied from. The
// database is the DSN's dbname, else the user's name, as the server takes
// it. A DSN that does not parse is left to the opener, which says why.
func CheckLedgerDatabase(dsn string) error {
	cfg, err := pgconn.ParseConfig(dsn)
	if err != nil {
		return nil
	}
	name := cfg.Database
	if name == "" {
		name = cfg.User
	}
	if name != "postgres" && !strings.HasPrefix(name, "template") {
		return nil
	}
	what := "maintenance database"
	if name != "postgres" {
		what = "template database (new databases are copied from it)"
	}
	return usagef("ledger %s: database %q is PostgreSQL's %s; axagent would create its tables in it. Create a database for the ledger (CREATE DATABASE axagent) and name it in the DSN, or pass --allow-maintenance-db if you mean it",
		postgres.RedactDSN(dsn), name, what)
}

// NewPostgresSchema makes a fresh schema in the database at dsn and returns
// a DSN that uses it, and how to drop it: one clean ledger per scenario
// world or benchmark run on a shared server.
func NewPostgresSchema(ctx context.Context, dsn, prefix string) (string, func(context.Context) error, error) {
	return postgres.NewSchema(ctx, dsn, prefix)
}

// EmptyPostgresSchema empties the migrated ledger in a NewPostgresSchema
// schema back to a freshly migrated one, for the next scenario world.
func EmptyPostgresSchema(ctx context.Context, dsn string) error {
	return postgres.EmptySchema(ctx, dsn)
}

// SandboxStateFile is where the in-process sandbox keeps its tasks, so a
// rerun and the worker see the same target: beside a SQLite ledger; for a
// PostgreSQL ledger a file in the working directory named by a hash of the
// URL (never the URL itself, which may hold a password).
func SandboxStateFile(cfg *config.Config, db string) string {
	if cfg.Sandbox.StateFile != "" {
		return cfg.Sandbox.StateFile
	}
	if IsPostgres(db) {
		sum := sha256.Sum256([]byte(db))
		return "axagent-sandbox-" + hex.EncodeToString(sum[:6]) + ".json"
	}
	return db + ".sandbox.json"
}

// CreateLedgerFile writes a new, empty, migrated SQLite ledger at path
// (which must not exist) from this process's one migrated image: for
// callers that make many throwaway ledgers, such as the scenario runner's
// worlds (sqlite.CreateMigrated).
func CreateLedgerFile(ctx context.Context, path string) error {
	return sqlite.CreateMigrated(ctx, path)
}
