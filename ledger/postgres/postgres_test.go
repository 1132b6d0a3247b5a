package postgres_test

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
	"github.com/jackc/pgx/v5"
)

// TestMain lets the test binary act as a child process for the
// multi-process tests.
func TestMain(m *testing.M) {
	ledgertest.ChildMain(func(ctx context.Context, dsn string) (ledger.Store, error) {
		return postgres.Open(ctx, dsn, postgres.Options{MaxConns: 2})
	})
	code := m.Run()
	pgtest.DropSharedTemplates() // and the pooled databases
	os.Exit(code)
}

const churnApp = "axagent_churn"

func processes() ledgertest.Processes {
	return ledgertest.Processes{
		Fresh: func(t *testing.T) string { return freshDatabase(t, serverDSN(t)) },
		Open: func(ctx context.Context, dsn string) (ledger.Store, error) {
			return postgres.Open(ctx, dsn, postgres.Options{})
		},
		Known:    postgres.SchemaVersion(),
		ChildLoc: func(dsn string) string { return withParam(dsn, "application_name", churnApp) },
		// The server runs a dead client's last statement to its end (and
		// commits it when it was a statement of its own); end its session
		// and wait for it, so the check reads a quiet database.
		AfterKill: func(t *testing.T, dsn string) {
			s := openAt(t, dsn)
			defer s.Close()
			if _, err := s.Pool().Exec(context.Background(), `SELECT pg_terminate_backend(pid, 30000) FROM pg_stat_activity
			    WHERE application_name = $1 AND datname = current_database()`, churnApp); err != nil {
				t.Fatal(err)
			}
		},
		RecordFuture: func(t *testing.T, s ledger.Store) {
			if _, err := s.(*postgres.Store).Pool().Exec(context.Background(), `INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, '9999_future.sql', 0)`); err != nil {
				t.Fatal(err)
			}
		},
		// Read without Open, which would refuse the database.
		Snapshot: func(t *testing.T, dsn string) string {
			c, err := pgx.Connect(context.Background(), dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close(context.Background())
			return schemaFingerprint(t, c)
		},
	}
}

func TestEightProcessesClaimOneKey(t *testing.T) {
	t.Parallel()
	ledgertest.EightProcessesClaimOneKey(t, processes())
}
func TestSIGKILLLeavesWholeTransactions(t *testing.T) {
	t.Parallel()
	ledgertest.SIGKILLLeavesWholeTransactions(t, processes())
}
func TestNewerSchemaRefused(t *testing.T) {
	t.Parallel()
	ledgertest.NewerSchemaRefused(t, processes())
}
func TestConcurrentBatchClaimsDisjoint(t *testing.T) {
	t.Parallel()
	ledgertest.ConcurrentBatchClaimsDisjoint(t, processes())
}
func TestRegistryUpdatesSerialise(t *testing.T) {
	t.Parallel()
	ledgertest.RegistryUpdatesSerialise(t, processes())
}

func TestOpenBadInput(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const secret = "s3cr3t-pw"
	for _, dsn := range []string{
		"postgres://axagent:" + secret + "@127.0.0.1:1/ledger?sslmode=disable&connect_timeout=5",
		"host=127.0.0.1 port=1 user=axagent password=" + secret + " dbname=ledger sslmode=disable connect_timeout=5",
	} {
		_, err := postgres.Open(ctx, dsn, postgres.Options{})
		if err == nil || !strings.Contains(err.Error(), "cannot reach PostgreSQL") {
			t.Errorf("unreachable server: %v", err)
		} else if strings.Contains(err.Error(), secret) {
			t.Errorf("error shows the password: %v", err)
		}
	}
	for _, dsn := range []string{
		"postgres://axagent:" + secret + "@127.0.0.1:notaport/ledger",
		"host=127.0.0.1 password='" + secret,
	} {
		_, err := postgres.Open(ctx, dsn, postgres.Options{})
		if err == nil || !strings.Contains(err.Error(), "cannot parse") {
			t.Errorf("malformed DSN: %v", err)
		} else if strings.Contains(err.Error(), secret) {
			t.Errorf("error shows the password: %v", err)
		}
	}
	if _, err := postgres.Open(ctx, "", postgres.Options{}); err == nil {
		t.Error("empty DSN accepted")
	}

	admin := serverDSN(t)
	missing := withDatabase(t, admin, "axagent_test_no_such_database")
	if _, err := postgres.Open(ctx, missing, postgres.Options{}); err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Errorf("missing database: %v", err)
	}

}

// schemaFingerprint lists the tables and the recorded migrations.
func schemaFingerprint(t *testing.T, c *pgx.Conn) string {
	t.Helper()
	var out string
	err := c.QueryRow(context.Background(), `SELECT
	    (SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables WHERE table_schema = current_schema()) || ' / ' ||
	    (SELECT string_agg(version || ':' || name || ':' || applied_at, ',' ORDER BY version) FROM schema_migrations)`).Scan(&out)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRedactDSN(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"postgres://u:pw@h:5432/db?sslmode=disable": "postgres://u:xxxxx@h:5432/db?sslmode=disable",
		"postgres://u@h/db?password=pw":             "postgres://u@h/db?password=xxxxx",
		"postgresql://h/db":                         "postgresql://h/db",
		"host=h user=u password=pw dbname=d":        "host=h user=u password=xxxxx dbname=d",
		"host=h password='p w' dbname=d":            "host=h password=xxxxx dbname=d",
		"postgres://u:p@w@h:notaport/db":            "postgres://u:xxxxx@h:notaport/db",
	} {
		if got := postgres.RedactDSN(in); got != want {
			t.Errorf("RedactDSN(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestConcurrentMigration opens one fresh database from many handles at
// once: the advisory lock lets exactly one apply each migration.
func TestConcurrentMigration(t *testing.T) {
	t.Parallel()
	dsn := freshDatabase(t, serverDSN(t))
	const n = 6
	var wg sync.WaitGroup
	errs := make(chan error, n)
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			s, err := postgres.Open(context.Background(), dsn, postgres.Options{MaxConns: 1})
			if err != nil {
				errs <- err
				return
			}
			s.Close()
		}()
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Errorf("concurrent open: %v", err)
	}
	s := openAt(t, dsn)
	// Versions have gaps (a number only one backend uses); each
	// migration is applied once and the last is the newest known.
	var rows, distinct, max int
	if err := s.Pool().QueryRow(context.Background(), `SELECT count(*), count(DISTINCT version), max(version) FROM schema_migrations`).Scan(&rows, &distinct, &max); err != nil {
		t.Fatal(err)
	}
	files, err := os.ReadDir("migrations")
	if err != nil {
		t.Fatal(err)
	}
	if rows != len(files) || distinct != rows || max != postgres.SchemaVersion() {
		t.Fatalf("schema_migrations: %d rows, max %d; want each of %d migrations once, newest %d", rows, max, len(files), postgres.SchemaVersion())
	}
}

// TestOpenRenumbersAnOlderRecord: a database migrated before the numbers
// were aligned with SQLite's recorded 0002_compact … 0010_inbox_traceparent;
// opening it moves each record to the file's number and runs nothing twice
// (a second run of 0003_compact would fail on its tables).
func TestOpenRenumbersAnOlderRecord(t *testing.T) {
	t.Parallel()
	dsn := migratedDatabase(t)
	s := openAt(t, dsn)
	ctx := context.Background()
	legacy := []string{"0001_init.sql", "0002_compact.sql", "0003_actors_claims.sql", "0004_inbox_retry.sql", "0005_report.sql",
		"0006_claim_in_doubt_first.sql", "0007_target_routing.sql", "0008_held_keys.sql", "0009_attempt_trace.sql", "0010_inbox_traceparent.sql"}
	// Later migrations stay recorded as they are: the schema holds them.
	if _, err := s.Pool().Exec(ctx, `DELETE FROM schema_migrations WHERE version <= 12`); err != nil {
		t.Fatal(err)
	}
	for i, n := range legacy {
		if _, err := s.Pool().Exec(ctx, `INSERT INTO schema_migrations VALUES ($1, $2, 0)`, i+1, n); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s = openAt(t, dsn)
	rows, err := s.Pool().Query(ctx, `SELECT version, name FROM schema_migrations ORDER BY version`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for rows.Next() {
		var v int
		var n string
		if err := rows.Scan(&v, &n); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(n, fmt.Sprintf("%04d_", v)) {
			t.Errorf("record %d is %s", v, n)
		}
		got = append(got, n)
	}
	files, _ := os.ReadDir("migrations")
	if len(got) < len(legacy) || len(got) != len(files) || got[1] != "0003_compact.sql" || got[len(legacy)-1] != "0012_inbox_traceparent.sql" {
		t.Fatalf("record after open: %q", got)
	}
}

// TestDatabaseClock: with no Now and no Options.Clock, leases and times
// come from the database's clock, not the worker's.
func TestDatabaseClock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dsn := migratedDatabase(t)
	s := openAt(t, dsn)
	dbNow := func() int64 {
		var v int64
		if err := s.Pool().QueryRow(ctx, `SELECT (extract(epoch from clock_timestamp())*1000)::bigint`).Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	within := func(what string, got time.Time, lo, hi int64) {
		t.Helper()
		if ms := got.UnixMilli(); ms < lo || ms > hi {
			t.Errorf("%s = %d, want within database clock [%d, %d]", what, ms, lo, hi)
		}
	}
	lo := dbNow()
	r, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "A", LeaseFor: time.Hour, Limit: 1})
	if err != nil || len(got) != 1 {
		t.Fatalf("claim on the database clock: %v, %v", got, err)
	}
	hi := dbNow()
	within("created_at", r.Execution.CreatedAt, lo, hi)
	within("next_attempt_at", r.Execution.NextAttemptAt, lo, hi)
	within("lease_until - 1h", got[0].LeaseUntil.Add(-time.Hour), lo, hi)
	// The lease is live on the database clock: nobody else gets the key,
	// whatever the worker's clock says, until a caller injects a later Now.
	if again, _ := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "B", LeaseFor: time.Hour, Limit: 1}); len(again) != 0 {
		t.Fatalf("claimed under a live lease: %+v", again)
	}
	until, err := s.ExecutionRenewLease(ctx, ledger.RenewParams{Lease: got[0].Lease(), For: 2 * time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	within("renewed lease - 2h", until.Add(-2*time.Hour), lo, dbNow())
	if b, _ := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "B", LeaseFor: time.Hour, Limit: 1, Now: time.UnixMilli(dbNow()).Add(3 * time.Hour)}); len(b) != 1 {
		t.Fatal("an injected Now past the lease did not take over")
	}

	// Options.Clock replaces the database clock when params leave Now zero.
	fake := clock.NewFake(ledgertest.T0)
	f, err := postgres.Open(ctx, dsn, postgres.Options{Clock: fake})
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	k := ledgertest.Key
	k.Action = "A100"
	r, err = f.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: k, Intent: ledgertest.Intent})
	if err != nil || !r.Execution.CreatedAt.Equal(ledgertest.T0) {
		t.Fatalf("enqueue on a fake clock: %+v, %v", r.Execution, err)
	}
	if err := f.CachePut(ctx, "k", "v", time.Time{}); err != nil {
		t.Fatal(err)
	}
}
