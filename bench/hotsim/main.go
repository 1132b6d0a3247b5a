// hotsim measures, on PostgreSQL, what the "HOT shape" proposed for issue
// 21 would buy before anyone rewrites the ledger's claim for it: the same
// ingest → claim 64 → complete cycle on a table shaped like the ledger's
// executions (mode A: partial due, lease and gc indexes naming state, so no
// claim or completion is a HOT update) and on the proposed shape (mode B:
// due work in a small queue table, leases in a small lease table, no index
// naming a claim column, fillfactor 80 unless --fillfactor). It is a model, not the ledger: no
// fair share, no log, no notification. bench/README.md has the figures.
//
//	cd bench/hotsim && go run . --db postgres://… --mode A --n 20000
//	go run . --db postgres://… --mode B --fillfactor 50 --n 20000
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

var schemaA = `
CREATE TABLE ex (id bigserial PRIMARY KEY, key text COLLATE "C" NOT NULL UNIQUE, tenant text NOT NULL, payload text NOT NULL,
  state smallint NOT NULL, owner bigint NOT NULL DEFAULT 0, generation bigint NOT NULL DEFAULT 0, lease_until bigint NOT NULL DEFAULT 0,
  next_at bigint NOT NULL DEFAULT 0, ext text NOT NULL DEFAULT '', created_at bigint NOT NULL, updated_at bigint NOT NULL);
CREATE INDEX ex_created ON ex (created_at);
CREATE INDEX ex_due ON ex (tenant, next_at, key) WHERE state = 0;
CREATE INDEX ex_lease ON ex (lease_until) WHERE state = 2;
CREATE INDEX ex_gc ON ex (updated_at) WHERE state IN (1, 5);`

var schemaB = `
CREATE TABLE ex (id bigserial PRIMARY KEY, key text COLLATE "C" NOT NULL UNIQUE, tenant text NOT NULL, payload text NOT NULL,
  state smallint NOT NULL, owner bigint NOT NULL DEFAULT 0, generation bigint NOT NULL DEFAULT 0, lease_until bigint NOT NULL DEFAULT 0,
  next_at bigint NOT NULL DEFAULT 0, ext text NOT NULL DEFAULT '', created_at bigint NOT NULL, updated_at bigint NOT NULL) WITH (fillfactor = 80);
CREATE INDEX ex_created ON ex (created_at);
CREATE TABLE q (id bigint PRIMARY KEY, tenant text NOT NULL, due bigint NOT NULL, key text COLLATE "C" NOT NULL);
CREATE INDEX q_due ON q (tenant, due, key);
CREATE TABLE ls (id bigint PRIMARY KEY, until bigint NOT NULL);
CREATE INDEX ls_until ON ls (until);`

const payload = "공급사 납기 회신 확인 — 민서 님이 월요일까지 공급사의 납기 회신을 확인합니다. source notes/2026-09-14.md line 42; assignee minseo; due 2026-09-21; fingerprint 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"

func main() {
	dsn := flag.String("db", "", "postgres URL")
	mode := flag.String("mode", "A", "A (current shape) or B (HOT shape)")
	n := flag.Int("n", 5000, "rows")
	workers := flag.Int("workers", 2, "claimers")
	fill := flag.Int("fillfactor", 80, "mode B: the table's fillfactor (room on each page for HOT versions)")
	flag.Parse()
	ctx := context.Background()
	schema := fmt.Sprintf("hotsim_%s_%d", strings.ToLower(*mode), time.Now().UnixNano())
	admin, err := pgx.Connect(ctx, *dsn)
	must(err)
	_, err = admin.Exec(ctx, "CREATE SCHEMA "+schema)
	must(err)
	defer admin.Exec(context.Background(), "DROP SCHEMA "+schema+" CASCADE")
	cfg, err := pgxpool.ParseConfig(*dsn)
	must(err)
	cfg.ConnConfig.RuntimeParams["search_path"] = schema
	cfg.MaxConns = int32(*workers + 2)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	must(err)
	ddl := schemaA
	if *mode == "B" {
		ddl = strings.Replace(schemaB, "fillfactor = 80", fmt.Sprintf("fillfactor = %d", *fill), 1)
	}
	_, err = pool.Exec(ctx, ddl)
	must(err)

	ingest := `INSERT INTO ex (key, tenant, payload, state, created_at, updated_at)
	  SELECT k, 't', $2, 0, $3, $3 FROM unnest($1::text[]) k`
	claim := `UPDATE ex SET state = 2, owner = $1, generation = generation + 1, lease_until = $2 + 30000, updated_at = $2
	  WHERE id IN (SELECT id FROM ex WHERE state = 0 AND tenant = 't' AND next_at <= $2 ORDER BY tenant, next_at, key LIMIT 64 FOR UPDATE SKIP LOCKED)
	  RETURNING id, generation`
	complete := `UPDATE ex SET state = 1, ext = 'TASK-' || ex.id, lease_until = 0, updated_at = $2
	  FROM unnest($3::bigint[], $4::bigint[]) u(id, gen) WHERE ex.id = u.id AND ex.owner = $1 AND ex.generation = u.gen AND ex.state = 2`
	if *mode == "B" {
		ingest = `WITH e AS (INSERT INTO ex (key, tenant, payload, state, created_at, updated_at)
	  SELECT k, 't', $2, 0, $3, $3 FROM unnest($1::text[]) k RETURNING id, tenant, key)
	  INSERT INTO q (id, tenant, due, key) SELECT id, tenant, 0, key FROM e`
		claim = `WITH d AS (DELETE FROM q WHERE id IN (SELECT id FROM q WHERE tenant = 't' AND due <= $2 ORDER BY tenant, due, key LIMIT 64 FOR UPDATE SKIP LOCKED) RETURNING id),
	  l AS (INSERT INTO ls (id, until) SELECT id, $2 + 30000 FROM d)
	  UPDATE ex SET state = 2, owner = $1, generation = generation + 1, lease_until = $2 + 30000, updated_at = $2
	  FROM d WHERE ex.id = d.id RETURNING ex.id, ex.generation`
		complete = `WITH u AS (SELECT * FROM unnest($3::bigint[], $4::bigint[]) u(id, gen)),
	  x AS (UPDATE ex SET state = 1, ext = 'TASK-' || ex.id, lease_until = 0, updated_at = $2
	  FROM u WHERE ex.id = u.id AND ex.owner = $1 AND ex.generation = u.gen AND ex.state = 2 RETURNING ex.id)
	  DELETE FROM ls WHERE id IN (SELECT id FROM x)`
	}
	now := time.Now().UnixMilli()
	var done atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for b := 0; b < *n/50; b++ {
			keys := make([]string, 50)
			for i := range keys {
				keys[i] = fmt.Sprintf("t:P1:M%05d:A%03d:create-task", b, i)
			}
			_, err := pool.Exec(ctx, ingest, keys, payload, now)
			must(err)
		}
	}()
	for w := 0; w < *workers; w++ {
		wg.Add(1)
		go func(owner int64) {
			defer wg.Done()
			for done.Load() < int64(*n) {
				rows, err := pool.Query(ctx, claim, owner, now)
				must(err)
				var ids, gens []int64
				for rows.Next() {
					var id, g int64
					must(rows.Scan(&id, &g))
					ids, gens = append(ids, id), append(gens, g)
				}
				must(rows.Err())
				if len(ids) == 0 {
					continue
				}
				tag, err := pool.Exec(ctx, complete, owner, now, ids, gens)
				must(err)
				done.Add(tag.RowsAffected())
			}
		}(int64(w + 1))
	}
	wg.Wait()
	el := time.Since(start)
	var size int64
	must(pool.QueryRow(ctx, `SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r'`).Scan(&size))
	pool.Close()
	// Backends report their counts when they exit; wait for them (at most 5 s).
	var upd, hot int64
	for t := time.Now(); upd == 0 && time.Since(t) < 5*time.Second; {
		_, _ = admin.Exec(ctx, "SELECT pg_stat_clear_snapshot()")
		must(admin.QueryRow(ctx, `SELECT n_tup_upd, n_tup_hot_upd FROM pg_stat_user_tables WHERE schemaname = $1 AND relname = 'ex'`, schema).Scan(&upd, &hot))
		if upd == 0 {
			time.Sleep(100 * time.Millisecond)
		}
	}
	fmt.Printf("updates=%d hot_updates=%d ", upd, hot)
	if *mode == "B" {
		fmt.Printf("fillfactor=%d ", *fill)
	}
	fmt.Printf("%s rows=%d seconds=%.3f rows_per_sec=%.0f bytes_per_row=%d\n", *mode, *n, el.Seconds(), float64(*n)/el.Seconds(), size/int64(*n))
}

func must(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
