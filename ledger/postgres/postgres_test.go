package postgres_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/ledgertest"
	"github.com/axagent/axagent/ledger/postgres"
)

// TestMain lets the test binary act as a child process for the
// multi-process tests.
func TestMain(m *testing.M) {
	switch os.Getenv("AXAGENT_LEDGER_CHILD") {
	case "claim":
		os.Exit(childClaim(os.Getenv("AXAGENT_LEDGER_DB")))
	case "churn":
		os.Exit(childChurn(os.Getenv("AXAGENT_LEDGER_DB")))
	}
	os.Exit(m.Run())
}

func childClaim(dsn string) int {
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{MaxConns: 1})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	defer s.Close()
	// Hold a live connection before saying ready, so the race is the claim.
	if err := s.Pool().Ping(ctx); err != nil {
		fmt.Println("error", err)
		return 1
	}
	fmt.Println("ready")
	// Wait for the parent to release every child at once.
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "pid-" + strconv.Itoa(os.Getpid()), LeaseFor: time.Minute, Limit: 1,
		Keys: []string{ledgertest.Key.String()}, Now: ledgertest.T0})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	if len(got) == 1 {
		fmt.Println("won", got[0].Generation)
	} else {
		fmt.Println("lost")
	}
	return 0
}

// childChurn claims and completes keys forever, printing progress, until killed.
func childChurn(dsn string) int {
	ctx := context.Background()
	s, err := postgres.Open(ctx, dsn, postgres.Options{})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	owner := "pid-" + strconv.Itoa(os.Getpid())
	// Start after the last write of an earlier (killed) child.
	var last int64
	if err := s.Pool().QueryRow(ctx, `SELECT COALESCE(max(updated_at), 0) FROM executions`).Scan(&last); err != nil {
		fmt.Println("error", err)
		return 1
	}
	now := time.UnixMilli(last).UTC()
	for i := 0; ; i++ {
		now = now.Add(2 * time.Minute) // every lease of an earlier victim is expired
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 8, Now: now})
		if err != nil {
			fmt.Println("error", err)
			return 1
		}
		var ps []ledger.CompleteParams
		for j, e := range got {
			var p ledger.CompleteParams
			if j%3 == 0 {
				p = ledger.CompleteUnknown(e, errors.New("lost"), "lost", now)
			} else {
				p = ledger.CompleteSucceeded(e, "TASK-"+e.Key.Action, "ok",
					ledger.NewNotification{Key: ledger.NotificationKey(e.Key, "created", "assignee", 1), Channel: "sandbox", Recipient: "x", Text: "t"})
			}
			p.Now = now
			ps = append(ps, p)
		}
		if _, err := s.ExecutionComplete(ctx, ps); err != nil {
			fmt.Println("error", err)
			return 1
		}
		fmt.Println("progress", i)
	}
}

func TestEightProcessesClaimOneKey(t *testing.T) {
	dsn := freshDatabase(t, serverDSN(t))
	s := openAt(t, dsn)
	if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: ledgertest.Key, Intent: ledgertest.Intent, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	type child struct {
		cmd   *exec.Cmd
		stdin interface{ Close() error }
		out   *bufio.Reader
	}
	var kids []child
	t.Cleanup(func() {
		for _, k := range kids {
			if k.cmd.ProcessState == nil {
				_ = k.cmd.Process.Kill()
				_ = k.cmd.Wait()
			}
		}
	})
	for i := 0; i < 8; i++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "AXAGENT_LEDGER_CHILD=claim", "AXAGENT_LEDGER_DB="+dsn)
		in, _ := cmd.StdinPipe()
		outPipe, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		out := bufio.NewReader(outPipe)
		kids = append(kids, child{cmd, in, out})
		if line, _ := out.ReadString('\n'); strings.TrimSpace(line) != "ready" {
			t.Fatalf("child %d: %q", i, line)
		}
	}
	for _, k := range kids {
		k.stdin.Close()
	}
	won := 0
	for i, k := range kids {
		line, _ := k.out.ReadString('\n')
		if err := k.cmd.Wait(); err != nil {
			t.Fatalf("child %d: %v (%s)", i, err, line)
		}
		switch {
		case strings.HasPrefix(line, "won"):
			won++
		case strings.HasPrefix(line, "lost"):
		default:
			t.Fatalf("child %d said %q", i, line)
		}
	}
	if won != 1 {
		t.Fatalf("%d processes won the claim, want exactly 1", won)
	}
	if e, _ := s.ExecutionGet(context.Background(), ledgertest.Key.String()); e.Generation != 1 {
		t.Fatalf("generation %d after one claim", e.Generation)
	}
}

// TestSIGKILLLeavesWholeTransactions kills a client in the middle of claims
// and completions many times; every row must agree with its log, i.e. each
// statement or batch is there whole or not at all.
func TestSIGKILLLeavesWholeTransactions(t *testing.T) {
	dsn := freshDatabase(t, serverDSN(t))
	s := openAt(t, dsn)
	ctx := context.Background()
	var ps []ledger.EnqueueParams
	for i := 0; i < 400; i++ {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%04d", i)
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: ledgertest.Intent})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "fill", Executions: ps, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 6; round++ {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), "AXAGENT_LEDGER_CHILD=churn", "AXAGENT_LEDGER_DB="+withParam(dsn, "application_name", "axagent_churn"))
		outPipe, _ := cmd.StdoutPipe()
		cmd.Stderr = os.Stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		out := bufio.NewReader(outPipe)
		n := 1 + rng.Intn(5)
		for i := 0; i < n; i++ {
			line, err := out.ReadString('\n')
			if err != nil || strings.HasPrefix(line, "error") {
				_ = cmd.Process.Kill()
				_ = cmd.Wait()
				t.Fatalf("child: %q %v", line, err)
			}
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		// The server runs a dead client's last statement to its end (and
		// commits it when it was a statement of its own); end its session
		// and wait for it, so the check below reads a quiet database.
		if _, err := s.Pool().Exec(ctx, `SELECT pg_terminate_backend(pid, 30000) FROM pg_stat_activity
		    WHERE application_name = 'axagent_churn' AND datname = current_database()`); err != nil {
			t.Fatal(err)
		}
		checkConsistent(t, s)
	}
}

func checkConsistent(t *testing.T, s *postgres.Store) {
	t.Helper()
	ctx := context.Background()
	list, err := s.ExecutionList(ctx, ledger.ListParams{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		tr, _ := s.TransitionList(ctx, e.Key.String())
		last := tr[len(tr)-1]
		if last.To != e.State {
			t.Fatalf("%s is %s but its log ends in %s: a transaction was torn", e.Key, e.State, last.To)
		}
		claims := 0
		for _, x := range tr {
			if x.To == ledger.Running {
				claims++
			}
		}
		at, _ := s.AttemptList(ctx, e.Key.String())
		if claims != e.Attempts || len(at) != e.Attempts || int64(claims) != e.Generation {
			t.Fatalf("%s: %d claims logged, %d attempts, counter %d, generation %d", e.Key, claims, len(at), e.Attempts, e.Generation)
		}
		if e.State == ledger.Succeeded {
			if _, err := s.OutboxGet(ctx, ledger.NotificationKey(e.Key, "created", "assignee", 1)); err != nil {
				t.Fatalf("%s succeeded without its notification: %v", e.Key, err)
			}
		}
	}
}

func TestOpenBadInput(t *testing.T) {
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

	dsn := freshDatabase(t, admin)
	s := openAt(t, dsn)
	if _, err := s.Pool().Exec(ctx, `INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 0)`); err != nil {
		t.Fatal(err)
	}
	before := schemaFingerprint(t, s)
	_, err := postgres.Open(ctx, dsn, postgres.Options{})
	var ve *ledger.SchemaVersionError
	if !errors.As(err, &ve) || !errors.Is(err, ledger.ErrSchemaTooNew) || ve.DatabaseSchema != 9999 || ve.KnownSchema != postgres.SchemaVersion() || !strings.Contains(err.Error(), "newer") {
		t.Errorf("newer schema: %v", err)
	}
	if after := schemaFingerprint(t, s); after != before {
		t.Errorf("refusing a newer schema changed the database:\n%s\n%s", before, after)
	}
}

// schemaFingerprint lists the tables and the recorded migrations.
func schemaFingerprint(t *testing.T, s *postgres.Store) string {
	t.Helper()
	var out string
	err := s.Pool().QueryRow(context.Background(), `SELECT
	    (SELECT string_agg(table_name, ',' ORDER BY table_name) FROM information_schema.tables WHERE table_schema = current_schema()) || ' / ' ||
	    (SELECT string_agg(version || ':' || name || ':' || applied_at, ',' ORDER BY version) FROM schema_migrations)`).Scan(&out)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestRedactDSN(t *testing.T) {
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
	// Versions may have gaps (branches take numbers in parallel); each
	// is applied once and the last is the newest known.
	var rows, distinct, max int
	if err := s.Pool().QueryRow(context.Background(), `SELECT count(*), count(DISTINCT version), max(version) FROM schema_migrations`).Scan(&rows, &distinct, &max); err != nil {
		t.Fatal(err)
	}
	if rows != distinct || max != postgres.SchemaVersion() {
		t.Fatalf("schema_migrations: %d rows, %d versions, max %d; want each migration once, up to %d", rows, distinct, max, postgres.SchemaVersion())
	}
}

// TestDatabaseClock: with no Now and no Options.Clock, leases and times
// come from the database's clock, not the worker's.
func TestDatabaseClock(t *testing.T) {
	ctx := context.Background()
	dsn := freshDatabase(t, serverDSN(t))
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
	until, err := s.ExecutionRenewLease(ctx, ledgertest.Key.String(), "A", got[0].Generation, 2*time.Hour, time.Time{})
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

// TestActionRegistrySerialisesPerScope: concurrent updates of one scope run
// one at a time, so each sees the others' actions and numbers the next one.
func TestActionRegistrySerialisesPerScope(t *testing.T) {
	ctx := context.Background()
	s := openAt(t, freshDatabase(t, serverDSN(t)))
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	const n = 6
	release := make(chan struct{})
	var first atomic.Bool
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			_, err := s.ActionRegistryUpdate(ctx, scope, func(existing []ledger.RegisteredAction) ([]ledger.RegisteredAction, error) {
				if first.CompareAndSwap(false, true) {
					<-release // hold the scope until every other caller waits for it
				}
				id := fmt.Sprintf("A%03d", len(existing)+1)
				return []ledger.RegisteredAction{{ActionID: id, MatchKey: fmt.Sprint("m", i), Title: "t", Assignee: "a"}}, nil
			})
			errs <- err
		}(i)
	}
	// Wait (on the server, not with a sleep) until n-1 callers block on the
	// scope's advisory lock.
	deadline, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	for {
		var waiting int
		err := s.Pool().QueryRow(deadline, `SELECT count(*) FROM pg_locks l, pg_sleep(0.01)
		    WHERE l.locktype = 'advisory' AND NOT l.granted AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&waiting)
		if err != nil {
			t.Fatalf("waiting for %d callers to block on the scope lock: %v", n-1, err)
		}
		if waiting == n-1 {
			break
		}
	}
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("registry update: %v", err)
		}
	}
	list, err := s.ActionRegistryList(ctx, scope)
	if err != nil || len(list) != n {
		t.Fatalf("registry = %+v, %v; want %d actions", list, err, n)
	}
	// Another scope is not blocked by this one's lock.
	other := ledger.MeetingScope{Tenant: "acme", Project: "P42", Meeting: "M0914"}
	if _, err := s.ActionRegistryUpdate(ctx, other, func([]ledger.RegisteredAction) ([]ledger.RegisteredAction, error) { return nil, nil }); err != nil {
		t.Fatal(err)
	}
}

// TestConcurrentBatchClaimsDisjoint: workers with their own pools claim
// batches of one backlog at once; SKIP LOCKED hands every key to exactly
// one of them.
func TestConcurrentBatchClaimsDisjoint(t *testing.T) {
	ctx := context.Background()
	dsn := freshDatabase(t, serverDSN(t))
	s := openAt(t, dsn)
	const keys, workers = 300, 4
	var ps []ledger.EnqueueParams
	for i := 0; i < keys; i++ {
		k := ledgertest.Key
		k.Action = fmt.Sprintf("A%04d", i)
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: ledgertest.Intent})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "fill", Executions: ps, Now: ledgertest.T0}); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	seen := map[string]string{}
	var wg sync.WaitGroup
	errs := make(chan error, workers)
	for w := 0; w < workers; w++ {
		ws := openAt(t, dsn)
		wg.Add(1)
		go func(owner string) {
			defer wg.Done()
			for {
				got, err := ws.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 8, Now: ledgertest.T0})
				if err != nil {
					errs <- err
					return
				}
				if len(got) == 0 {
					return
				}
				mu.Lock()
				for _, e := range got {
					if prev, dup := seen[e.Key.String()]; dup {
						errs <- fmt.Errorf("%s claimed by %s and %s", e.Key, prev, owner)
					}
					seen[e.Key.String()] = owner
				}
				mu.Unlock()
			}
		}(fmt.Sprint("w", w))
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if len(seen) != keys {
		t.Fatalf("%d keys claimed, want %d", len(seen), keys)
	}
}
