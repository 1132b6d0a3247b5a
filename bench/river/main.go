// Command riverbench is the River side of axagent's benchmark (issues 17
// and 21): River v0.51.2 on riverpgxv5 (a PostgreSQL DSN) or riversqlite (a
// SQLite file path), unique jobs inserted with InsertMany in batches of 50,
// 64 workers, no-op work. It prints one JSON object with jobs per second,
// from the first insert to the last completion event (a completion is
// reported once River has recorded it).
//
// With --chain each item is two jobs, as an axagent action is a task and
// its notification: a "create" job whose worker, in one transaction,
// inserts the item's "notify" job and completes itself
// (river.JobCompleteTx), as axagent records a success and queues its
// notification in one transaction; items per second count the "notify"
// completions. --chain=insert is River's idiomatic at-least-once form
// instead: the create worker inserts the notify job on its own (unique by
// its arguments, so a retried create job adds nothing) and returns, and
// River completes the create job in its batched completer.
//
// It is a module of its own so River stays out of axagent's go.mod; `axagent
// bench --compare-river` builds and runs it (see bench/README.md).
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/riverqueue/river"
	"github.com/riverqueue/river/riverdriver"
	"github.com/riverqueue/river/riverdriver/riverpgxv5"
	"github.com/riverqueue/river/riverdriver/riversqlite"
	"github.com/riverqueue/river/rivermigrate"
	_ "modernc.org/sqlite"
)

// NoopArgs is one job; N makes each job's arguments, and so its unique key,
// distinct.
type NoopArgs struct {
	N int `json:"n"`
}

func (NoopArgs) Kind() string { return "noop" }

// InsertOpts makes every job unique by its arguments, as an axagent key is.
func (NoopArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

type noopWorker struct {
	river.WorkerDefaults[NoopArgs]
}

func (noopWorker) Work(context.Context, *river.Job[NoopArgs]) error { return nil }

// CreateArgs is the first job of a chained item (--chain); NotifyArgs the
// second, inserted by the first's worker.
type CreateArgs struct {
	N int `json:"n"`
}

func (CreateArgs) Kind() string { return "create" }

func (CreateArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

type NotifyArgs struct {
	N int `json:"n"`
}

func (NotifyArgs) Kind() string { return "notify" }

func (NotifyArgs) InsertOpts() river.InsertOpts {
	return river.InsertOpts{UniqueOpts: river.UniqueOpts{ByArgs: true}}
}

type notifyWorker struct {
	river.WorkerDefaults[NotifyArgs]
}

func (notifyWorker) Work(context.Context, *river.Job[NotifyArgs]) error { return nil }

// txOps are the driver's transactions, for the create worker.
type txOps[TTx any] struct {
	begin    func(context.Context) (TTx, error)
	commit   func(context.Context, TTx) error
	rollback func(context.Context, TTx)
	complete func(context.Context, TTx, *river.Job[CreateArgs]) error
}

// createWorker queues the item's notify job and completes its own job in
// one transaction.
type createWorker[TTx any] struct {
	river.WorkerDefaults[CreateArgs]
	tx txOps[TTx]
}

func (w createWorker[TTx]) Work(ctx context.Context, job *river.Job[CreateArgs]) error {
	if chain == "insert" {
		_, err := river.ClientFromContext[TTx](ctx).Insert(ctx, NotifyArgs{N: job.Args.N}, nil)
		return err
	}
	tx, err := w.tx.begin(ctx)
	if err != nil {
		return err
	}
	if _, err := river.ClientFromContext[TTx](ctx).InsertTx(ctx, tx, NotifyArgs{N: job.Args.N}, nil); err != nil {
		w.tx.rollback(ctx, tx)
		return err
	}
	if err := w.tx.complete(ctx, tx, job); err != nil {
		w.tx.rollback(ctx, tx)
		return err
	}
	return w.tx.commit(ctx, tx)
}

// Result is what one run measured.
type Result struct {
	River       string  `json:"river"`
	Jobs        int     `json:"jobs"`
	Batch       int     `json:"insert_batch"`
	Workers     int     `json:"workers"`
	Unique      bool    `json:"unique"`
	Chain       string  `json:"chain,omitempty"`
	Cooldown    float64 `json:"fetch_cooldown_ms"`
	Seconds     float64 `json:"seconds"`
	JobsPerSec  float64 `json:"jobs_per_sec"`
	DBBytes     int64   `json:"db_bytes"`
	BytesPerJob float64 `json:"db_bytes_per_job"`
}

func main() {
	dsn := flag.String("db", "", "PostgreSQL DSN (postgres://…; the run uses a fresh schema, dropped afterwards) or a new SQLite file")
	jobs := flag.Int("jobs", 5000, "jobs to insert and work")
	batch := flag.Int("batch", 50, "jobs per InsertMany")
	workers := flag.Int("workers", 64, "MaxWorkers of the queue")
	cooldown := flag.Duration("fetch-cooldown", river.FetchCooldownDefault, "River's FetchCooldown: the least time between two fetches of a producer")
	flag.StringVar(&chain, "chain", "", `two jobs per item: "tx", a create job that inserts the item's notify job and completes itself in one transaction; "insert", a create job that inserts the notify job and returns`)
	flag.IntVar(&conns, "conns", 0, "PostgreSQL: the pool's connections (default pgxpool's: max(4, CPUs)); a --chain run holds one per create job's transaction")
	flag.Parse()
	if chain != "" && chain != "tx" && chain != "insert" {
		fmt.Fprintf(os.Stderr, "riverbench: --chain %q: want tx or insert\n", chain)
		os.Exit(2)
	}
	run := runPostgres
	if !strings.HasPrefix(*dsn, "postgres://") && !strings.HasPrefix(*dsn, "postgresql://") && !strings.Contains(*dsn, "host=") {
		run = runSQLite
	}
	res, err := run(context.Background(), *dsn, *jobs, *batch, *workers, *cooldown)
	if err != nil {
		fmt.Fprintln(os.Stderr, "riverbench:", err)
		os.Exit(1)
	}
	if err := json.NewEncoder(os.Stdout).Encode(res); err != nil {
		fmt.Fprintln(os.Stderr, "riverbench:", err)
		os.Exit(1)
	}
}

// chain is --chain: "", "tx" or "insert"; conns is --conns.
var (
	chain string
	conns int
)

func runPostgres(ctx context.Context, dsn string, jobs, batch, workers int, cooldown time.Duration) (Result, error) {
	if dsn == "" {
		return Result{}, errors.New("--db is required")
	}
	b := make([]byte, 6)
	if _, err := rand.Read(b); err != nil {
		return Result{}, err
	}
	schema := "river_bench_" + hex.EncodeToString(b)
	admin, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return Result{}, fmt.Errorf("connect: %w", err)
	}
	defer admin.Close(context.WithoutCancel(ctx))
	if _, err := admin.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		return Result{}, fmt.Errorf("create schema: %w", err)
	}
	defer admin.Exec(context.WithoutCancel(ctx), "DROP SCHEMA IF EXISTS "+schema+" CASCADE")

	cfg, err := pgxpool.ParseConfig(withSearchPath(dsn, schema))
	if err != nil {
		return Result{}, fmt.Errorf("pool: %w", err)
	}
	if conns > 0 {
		cfg.MaxConns = int32(conns)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return Result{}, fmt.Errorf("pool: %w", err)
	}
	defer pool.Close()
	ops := txOps[pgx.Tx]{
		begin:    func(ctx context.Context) (pgx.Tx, error) { return pool.Begin(ctx) },
		commit:   func(ctx context.Context, tx pgx.Tx) error { return tx.Commit(ctx) },
		rollback: func(ctx context.Context, tx pgx.Tx) { _ = tx.Rollback(ctx) },
		complete: func(ctx context.Context, tx pgx.Tx, job *river.Job[CreateArgs]) error {
			_, err := river.JobCompleteTx[*riverpgxv5.Driver](ctx, tx, job)
			return err
		},
	}
	res, err := measure(ctx, riverpgxv5.New(pool), ops, "v0.51.2 riverpgxv5", jobs, batch, workers, cooldown)
	if err != nil {
		return Result{}, err
	}
	if err := admin.QueryRow(ctx, `SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint FROM pg_class c
	      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`, schema).Scan(&res.DBBytes); err != nil {
		return res, fmt.Errorf("size: %w", err)
	}
	res.BytesPerJob = float64(res.DBBytes) / float64(jobs)
	return res, nil
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

// measure migrates River's tables with driver, then inserts and works the
// jobs: the time from the first insert to the last completion.
func measure[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], ops txOps[TTx], name string, jobs, batch, workers int, cooldown time.Duration) (Result, error) {
	m, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return Result{}, fmt.Errorf("migrate: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return Result{}, fmt.Errorf("migrate: %w", err)
	}
	elapsed, err := work(ctx, driver, ops, jobs, batch, workers, cooldown)
	if err != nil {
		return Result{}, err
	}
	return Result{River: name, Jobs: jobs, Batch: batch, Workers: workers, Unique: true, Chain: chain,
		Cooldown: float64(cooldown) / float64(time.Millisecond), Seconds: elapsed.Seconds(), JobsPerSec: float64(jobs) / elapsed.Seconds()}, nil
}

// work inserts and works jobs on a migrated River database and returns the
// time from the first insert to the last completion.
func work[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], ops txOps[TTx], jobs, batch, workers int, cooldown time.Duration) (time.Duration, error) {
	quiet := slog.New(slog.DiscardHandler)
	ws := river.NewWorkers()
	river.AddWorker(ws, noopWorker{})
	river.AddWorker(ws, createWorker[TTx]{tx: ops})
	river.AddWorker(ws, notifyWorker{})
	last := "noop"
	if chain != "" {
		last = "notify"
	}
	client, err := river.NewClient(driver, &river.Config{
		FetchCooldown: cooldown,
		Logger:        quiet,
		Queues:        map[string]river.QueueConfig{river.QueueDefault: {MaxWorkers: workers}},
		Workers:       ws,
	})
	if err != nil {
		return 0, fmt.Errorf("client: %w", err)
	}
	// Room for every event: a full channel drops them.
	done, cancel := client.SubscribeConfig(&river.SubscribeConfig{Kinds: []river.EventKind{river.EventKindJobCompleted}, ChanSize: jobs + 1})
	defer cancel()
	if err := client.Start(ctx); err != nil {
		return 0, fmt.Errorf("start: %w", err)
	}
	defer client.Stop(context.WithoutCancel(ctx))

	start := time.Now()
	insertErr := make(chan error, 1)
	go func() {
		for lo := 0; lo < jobs; lo += batch {
			ps := make([]river.InsertManyParams, 0, batch)
			for i := lo; i < min(lo+batch, jobs); i++ {
				var args river.JobArgs = NoopArgs{N: i}
				if chain != "" {
					args = CreateArgs{N: i}
				}
				ps = append(ps, river.InsertManyParams{Args: args})
			}
			if _, err := client.InsertMany(ctx, ps); err != nil {
				insertErr <- fmt.Errorf("insert: %w", err)
				return
			}
		}
		insertErr <- nil
	}()
	timeout := time.NewTimer(10 * time.Minute)
	defer timeout.Stop()
	for n := 0; n < jobs; {
		select {
		case ev := <-done:
			if ev.Job != nil && ev.Job.Kind == last {
				n++
			}
		case err := <-insertErr:
			if err != nil {
				return 0, err
			}
		case <-timeout.C:
			return 0, fmt.Errorf("timed out with %d of %d jobs completed", n, jobs)
		}
	}
	return time.Since(start), nil
}

// runSQLite runs the same on a new SQLite file with modernc.org/sqlite (as
// axagent's ledger): WAL and synchronous=FULL, as axagent's defaults, and
// one connection, as riversqlite asks (SQLite has one writer).
func runSQLite(ctx context.Context, path string, jobs, batch, workers int, cooldown time.Duration) (Result, error) {
	if path == "" {
		return Result{}, errors.New("--db is required")
	}
	if _, err := os.Stat(path); err == nil {
		return Result{}, fmt.Errorf("%s exists; give a new file", path)
	}
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(10000)")
	if err != nil {
		return Result{}, fmt.Errorf("open: %w", err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	ops := txOps[*sql.Tx]{
		begin:    func(ctx context.Context) (*sql.Tx, error) { return db.BeginTx(ctx, nil) },
		commit:   func(_ context.Context, tx *sql.Tx) error { return tx.Commit() },
		rollback: func(_ context.Context, tx *sql.Tx) { _ = tx.Rollback() },
		complete: func(ctx context.Context, tx *sql.Tx, job *river.Job[CreateArgs]) error {
			_, err := river.JobCompleteTx[*riversqlite.Driver](ctx, tx, job)
			return err
		},
	}
	res, err := measure(ctx, riversqlite.New(db), ops, "v0.51.2 riversqlite", jobs, batch, workers, cooldown)
	if err != nil {
		return Result{}, err
	}
	var size int64
	for _, f := range []string{path, path + "-wal"} {
		if st, err := os.Stat(f); err == nil {
			size += st.Size()
		}
	}
	res.DBBytes, res.BytesPerJob = size, float64(size)/float64(jobs)
	return res, nil
}
