package bench

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
)

func isPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// runPostgres runs the same pipeline on a PostgreSQL ledger: a fresh schema
// in the database of o.Path, dropped afterwards.
func runPostgres(ctx context.Context, o Options) (Result, error) {
	if o.Preload > 0 {
		return Result{}, fmt.Errorf("bench: --preload is implemented for SQLite only")
	}
	schemaDSN, drop, err := postgres.NewSchema(ctx, o.Path, "axagent_bench")
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer drop(context.WithoutCancel(ctx))
	admin, err := pgx.Connect(ctx, schemaDSN)
	if err != nil {
		return Result{}, fmt.Errorf("bench: %w", err)
	}
	defer admin.Close(context.WithoutCancel(ctx))
	res := newResult(o)
	res.Synchronous = "postgresql"
	baseline := func(d time.Duration) (float64, error) { return BaselinePostgres(ctx, admin, d) }
	if o.Baseline > 0 {
		o.Progress("baseline: single-row INSERT … ON CONFLICT DO NOTHING transactions for %s", o.Baseline/2)
		if res.BaselineBefore, err = baseline(o.Baseline / 2); err != nil {
			return res, err
		}
	}
	riverAfter := func(*Result) error { return nil }
	if o.CompareRiver != "" {
		// River on a fresh schema of the same server, each run.
		var done func()
		if riverAfter, done, err = riverAround(ctx, o, func() string { return o.Path }); err != nil {
			return res, err
		}
		defer done()
	}
	open := func(ctx context.Context) (ledger.Store, error) {
		return postgres.Open(ctx, schemaDSN, postgres.Options{MaxConns: 4})
	}
	main, err := open(ctx)
	if err != nil {
		return res, fmt.Errorf("bench: %w", err)
	}
	defer main.Close()
	// Every ledger call of the pipeline is one transaction on PostgreSQL
	// (a claim is one statement, a completion one batch), so the commits
	// are the producer's ingests plus the workers' write calls.
	commits := func(_ context.Context, _ []ledger.Store, p *pipeline) (int64, error) {
		return p.ingests.Load() + p.m.writes(), nil
	}
	// size is the ledger's bytes right after the run; afterVacuum the same
	// once a plain VACUUM ran on its tables (dead versions become free
	// space; the files shrink only by empty pages at their end); live once
	// VACUUM FULL rewrote them.
	stopVacuum := func() (int, error) { return 0, nil }
	if o.VacuumEvery > 0 {
		if stopVacuum, err = vacuumLoop(ctx, schemaDSN, o.VacuumEvery); err != nil {
			return res, err
		}
	}
	defer stopVacuum()
	var afterVacuum, live int64
	var vacuums int
	var byRelation map[string]*RelationBytes
	size := func(ctx context.Context, finished int) (int64, map[string]float64, error) {
		n, err := stopVacuum()
		if err != nil {
			return 0, nil, err
		}
		vacuums = n
		total, byTable, err := pgSize(ctx, admin, finished)
		if err != nil {
			return 0, nil, err
		}
		rels := map[string]*RelationBytes{}
		if err := pgRelations(ctx, admin, rels, func(r *RelationBytes) *int64 { return &r.AfterRun }); err != nil {
			return 0, nil, err
		}
		if _, err := admin.Exec(ctx, `VACUUM `+ledgerTables); err != nil {
			return 0, nil, fmt.Errorf("bench: vacuum: %w", err)
		}
		if afterVacuum, _, err = pgSize(ctx, admin, finished); err != nil {
			return 0, nil, err
		}
		if err := pgRelations(ctx, admin, rels, func(r *RelationBytes) *int64 { return &r.AfterVacuum }); err != nil {
			return 0, nil, err
		}
		// The live rows alone: VACUUM FULL rewrites the tables compactly.
		if _, err := admin.Exec(ctx, `VACUUM FULL `+ledgerTables); err != nil {
			return 0, nil, fmt.Errorf("bench: vacuum full: %w", err)
		}
		if live, _, err = pgSize(ctx, admin, finished); err != nil {
			return 0, nil, err
		}
		if err := pgRelations(ctx, admin, rels, func(r *RelationBytes) *int64 { return &r.Live }); err != nil {
			return 0, nil, err
		}
		byRelation = rels
		return total, byTable, nil
	}
	res, err = measure(ctx, o, res, main, open, commits, size, baseline)
	res.VacuumsDuringRun = vacuums
	if res.FinishedInLedger > 0 {
		res.DBBytesPerActionAfterVacuum = float64(afterVacuum) / float64(res.FinishedInLedger)
		res.DBBytesPerActionLive = float64(live) / float64(res.FinishedInLedger)
		res.DBBytesByRelation = perAction(byRelation, res.FinishedInLedger)
	}
	if err != nil {
		return res, err
	}
	return res, riverAfter(&res)
}

// pgSize is the bytes of the current schema's tables, indexes and TOAST
// included, and their split by table per finished action.
func pgSize(ctx context.Context, admin *pgx.Conn, finished int) (int64, map[string]float64, error) {
	rows, err := admin.Query(ctx, `SELECT c.relname, pg_total_relation_size(c.oid) FROM pg_class c
	      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`)
	if err != nil {
		return 0, nil, fmt.Errorf("bench: size: %w", err)
	}
	defer rows.Close()
	var total int64
	byTable := map[string]float64{}
	for rows.Next() {
		var name string
		var n int64
		if err := rows.Scan(&name, &n); err != nil {
			return 0, nil, fmt.Errorf("bench: size: %w", err)
		}
		if name == "baseline" {
			continue
		}
		total += n
		if finished > 0 && float64(n)/float64(finished) >= 8 {
			byTable[name] = float64(n) / float64(finished)
		}
	}
	return total, byTable, rows.Err()
}

// ledgerTables are the tables the pipeline writes.
const ledgerTables = `executions, outbox, attempts, transitions, inbox, absorbed`

// vacuumLoop runs a plain VACUUM of the ledger's tables every interval on
// a connection of its own until stop is called; stop returns how many ran,
// and the error that ended the loop early, if any. It may be called more
// than once.
func vacuumLoop(ctx context.Context, dsn string, every time.Duration) (stop func() (int, error), err error) {
	conn, err := pgx.Connect(ctx, dsn)
	if err != nil {
		return nil, fmt.Errorf("bench: vacuum loop: %w", err)
	}
	quit, done := make(chan struct{}), make(chan struct{})
	var n int
	var loopErr error
	go func() {
		defer close(done)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-quit:
				return
			case <-t.C:
			}
			if _, err := conn.Exec(ctx, `VACUUM `+ledgerTables); err != nil {
				loopErr = fmt.Errorf("bench: vacuum during the run: %w", err)
				return
			}
			n++
		}
	}()
	var once sync.Once
	return func() (int, error) {
		once.Do(func() {
			close(quit)
			<-done
			conn.Close(context.WithoutCancel(ctx))
		})
		return n, loopErr
	}, nil
}

// RelationBytes is one relation's size at the three points a PostgreSQL
// run measures: right after the run, after a plain VACUUM, after VACUUM
// FULL (the live rows alone). In bytes, or bytes per finished action in
// Result.DBBytesByRelation.
type RelationBytes struct {
	AfterRun    int64 `json:"-"`
	AfterVacuum int64 `json:"-"`
	Live        int64 `json:"-"`

	PerActionAfterRun    float64 `json:"after_run"`
	PerActionAfterVacuum float64 `json:"after_vacuum"`
	PerActionLive        float64 `json:"live"`
}

// pgRelations records, through at, the size of each table (its heap with
// its free space and visibility maps and TOAST: pg_table_size) and of each
// index (pg_total_relation_size) of the current schema. Their sum is the
// sum of pg_total_relation_size over the tables, as pgSize counts.
func pgRelations(ctx context.Context, admin *pgx.Conn, rels map[string]*RelationBytes, at func(*RelationBytes) *int64) error {
	rows, err := admin.Query(ctx, `SELECT c.relname, CASE c.relkind WHEN 'i' THEN pg_total_relation_size(c.oid) ELSE pg_table_size(c.oid) END
	      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
	      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i') AND c.relname NOT LIKE 'baseline%'`)
	if err != nil {
		return fmt.Errorf("bench: relation sizes: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var name string
		var n int64
		if err := rows.Scan(&name, &n); err != nil {
			return fmt.Errorf("bench: relation sizes: %w", err)
		}
		r := rels[name]
		if r == nil {
			r = &RelationBytes{}
			rels[name] = r
		}
		*at(r) = n
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("bench: relation sizes: %w", err)
	}
	return nil
}

// perAction divides the sizes by the finished actions and leaves out the
// relations under 1 byte per action at every point.
func perAction(rels map[string]*RelationBytes, finished int) map[string]RelationBytes {
	out := map[string]RelationBytes{}
	f := float64(finished)
	for name, r := range rels {
		r.PerActionAfterRun, r.PerActionAfterVacuum, r.PerActionLive = float64(r.AfterRun)/f, float64(r.AfterVacuum)/f, float64(r.Live)/f
		if r.PerActionAfterRun >= 1 || r.PerActionAfterVacuum >= 1 || r.PerActionLive >= 1 {
			out[name] = *r
		}
	}
	return out
}

// BaselinePostgres measures single-row INSERT … ON CONFLICT DO NOTHING
// transactions per second for d on a scratch table of the same server.
func BaselinePostgres(ctx context.Context, conn *pgx.Conn, d time.Duration) (float64, error) {
	if _, err := conn.Exec(ctx, `CREATE TABLE IF NOT EXISTS baseline (k text PRIMARY KEY, v bigint NOT NULL)`); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	var base int
	if err := conn.QueryRow(ctx, `SELECT count(*) FROM baseline`).Scan(&base); err != nil {
		return 0, fmt.Errorf("baseline: %w", err)
	}
	n := 0
	start := time.Now()
	for time.Since(start) < d {
		tx, err := conn.Begin(ctx)
		if err != nil {
			return 0, fmt.Errorf("baseline: begin: %w", err)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO baseline (k, v) VALUES ($1, $2) ON CONFLICT (k) DO NOTHING`, "k"+strconv.Itoa(base+n), n); err != nil {
			_ = tx.Rollback(ctx)
			return 0, fmt.Errorf("baseline: insert: %w", err)
		}
		if err := tx.Commit(ctx); err != nil {
			return 0, fmt.Errorf("baseline: commit: %w", err)
		}
		n++
	}
	return float64(n) / time.Since(start).Seconds(), nil
}
