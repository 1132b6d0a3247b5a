// Command riverbench is the River side of axagent's benchmark (issues 17
// and 21): River v0.51.2 on riverpgxv5 (a PostgreSQL DSN) or riversqlite (a
// SQLite file path), unique jobs inserted with InsertMany in batches of 50,
// 64 workers, no-op work. It prints one JSON object with jobs per second,
// from the first insert to the last completion event (a completion is
// reported once River has recorded it).
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

// Result is what one run measured.
type Result struct {
	River       string  `json:"river"`
	Jobs        int     `json:"jobs"`
	Batch       int     `json:"insert_batch"`
	Workers     int     `json:"workers"`
	Unique      bool    `json:"unique"`
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
	flag.Parse()
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

	pool, err := pgxpool.New(ctx, withSearchPath(dsn, schema))
	if err != nil {
		return Result{}, fmt.Errorf("pool: %w", err)
	}
	defer pool.Close()
	res, err := measure(ctx, riverpgxv5.New(pool), "v0.51.2 riverpgxv5", jobs, batch, workers, cooldown)
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
func measure[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], name string, jobs, batch, workers int, cooldown time.Duration) (Result, error) {
	m, err := rivermigrate.New(driver, &rivermigrate.Config{Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		return Result{}, fmt.Errorf("migrate: %w", err)
	}
	if _, err := m.Migrate(ctx, rivermigrate.DirectionUp, nil); err != nil {
		return Result{}, fmt.Errorf("migrate: %w", err)
	}
	elapsed, err := work(ctx, driver, jobs, batch, workers, cooldown)
	if err != nil {
		return Result{}, err
	}
	return Result{River: name, Jobs: jobs, Batch: batch, Workers: workers, Unique: true,
		Cooldown: float64(cooldown) / float64(time.Millisecond), Seconds: elapsed.Seconds(), JobsPerSec: float64(jobs) / elapsed.Seconds()}, nil
}

// work inserts and works jobs on a migrated River database and returns the
// time from the first insert to the last completion.
func work[TTx any](ctx context.Context, driver riverdriver.Driver[TTx], jobs, batch, workers int, cooldown time.Duration) (time.Duration, error) {
	quiet := slog.New(slog.DiscardHandler)
	ws := river.NewWorkers()
	river.AddWorker(ws, noopWorker{})
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
				ps = append(ps, river.InsertManyParams{Args: NoopArgs{N: i}})
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
			if ev.Job != nil && ev.Job.Kind == "noop" {
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
	res, err := measure(ctx, riversqlite.New(db), "v0.51.2 riversqlite", jobs, batch, workers, cooldown)
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
