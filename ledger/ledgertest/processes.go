package ledgertest

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
	"testing"
	"time"

	"github.com/axagent/axagent/internal/longtest"
	"github.com/axagent/axagent/ledger"
)

// Processes is what the tests that need other processes, or a database
// refused at open, ask of a backend. The test binary re-executes itself as
// the child processes: the backend's TestMain calls ChildMain first.
type Processes struct {
	// Fresh creates an empty ledger and returns its location (a file path
	// or a DSN); it is removed when the test ends.
	Fresh func(t *testing.T) string
	// Open opens a handle on loc with its own connections; children use it.
	Open func(ctx context.Context, loc string) (ledger.Store, error)
	// Known is the newest schema version the build knows.
	Known int
	// ChildLoc, when set, is the location a killed child is given (so
	// AfterKill can find its session).
	ChildLoc func(loc string) string
	// AfterKill, when set, runs after a child was killed and before the
	// check (PostgreSQL runs a dead client's last statement to its end).
	AfterKill func(t *testing.T, loc string)
	// Check, when set, is the backend's own storage check after a kill.
	Check func(t *testing.T, s ledger.Store)
	// RecordFuture records migration 9999, as a newer build would.
	RecordFuture func(t *testing.T, s ledger.Store)
	// Snapshot returns everything a refused open must leave unchanged.
	Snapshot func(t *testing.T, loc string) string
}

const (
	childEnv = "AXAGENT_LEDGER_CHILD"
	locEnv   = "AXAGENT_LEDGER_LOC"
)

// ChildMain runs the child process a test asked for and exits; it returns
// when the binary is not a child. Call it first in TestMain.
func ChildMain(open func(ctx context.Context, loc string) (ledger.Store, error)) {
	var code int
	switch os.Getenv(childEnv) {
	case "claim":
		code = childClaim(open, os.Getenv(locEnv))
	case "churn":
		code = childChurn(open, os.Getenv(locEnv))
	default:
		return
	}
	os.Exit(code)
}

func open(t *testing.T, p Processes, loc string) ledger.Store {
	t.Helper()
	s, err := p.Open(context.Background(), loc)
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func childClaim(open func(context.Context, string) (ledger.Store, error), loc string) int {
	ctx := context.Background()
	s, err := open(ctx, loc)
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	defer s.Close()
	// Hold a live connection before saying ready, so the race is the claim.
	if _, err := s.ExecutionGet(ctx, Key); err != nil {
		fmt.Println("error", err)
		return 1
	}
	fmt.Println("ready")
	// Wait for the parent to release every child at once.
	_, _ = bufio.NewReader(os.Stdin).ReadString('\n')
	got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: "pid-" + strconv.Itoa(os.Getpid()), LeaseFor: time.Minute, Limit: 1,
		Keys: []string{Key.String()}, Now: T0})
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

// childChurn claims and completes keys forever, printing progress, until
// killed. It starts after the last write of an earlier (killed) child, so
// every lease that child held is expired.
func childChurn(open func(context.Context, string) (ledger.Store, error), loc string) int {
	ctx := context.Background()
	s, err := open(ctx, loc)
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	owner := "pid-" + strconv.Itoa(os.Getpid())
	all, err := s.ExecutionList(ctx, ledger.ListParams{})
	if err != nil {
		fmt.Println("error", err)
		return 1
	}
	now := T0
	for _, e := range all {
		if e.UpdatedAt.After(now) {
			now = e.UpdatedAt
		}
	}
	for i := 0; ; i++ {
		now = now.Add(2 * time.Minute)
		got, err := s.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 8, Now: now})
		if err != nil {
			fmt.Println("error", err)
			return 1
		}
		var ps []ledger.CompleteParams
		for j, e := range got {
			var p ledger.CompleteParams
			if j%3 == 0 {
				p = ledger.CompleteUnknown(e, ledger.OutcomeUnknown, errors.New("lost"), "lost", now)
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

func child(t *testing.T, mode, loc string) (*exec.Cmd, *bufio.Reader, interface{ Close() error }) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	// Without the race detector's one-second wait for late reports at
	// exit: the parent waits for every child's exit (issue 32).
	cmd.Env = append(os.Environ(), "GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"), childEnv+"="+mode, locEnv+"="+loc)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	return cmd, bufio.NewReader(out), in
}

// EightProcessesClaimOneKey: eight processes released at once claim one
// key; exactly one wins (R11).
func EightProcessesClaimOneKey(t *testing.T, p Processes) {
	longtest.Skip(t, "8 processes claim one key")
	loc := p.Fresh(t)
	s := open(t, p, loc)
	if _, err := s.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: Key, Intent: Intent, Now: T0}); err != nil {
		t.Fatal(err)
	}
	type kid struct {
		cmd   *exec.Cmd
		out   *bufio.Reader
		stdin interface{ Close() error }
	}
	var kids []kid
	for i := 0; i < 8; i++ {
		cmd, out, in := child(t, "claim", loc)
		if line, _ := out.ReadString('\n'); strings.TrimSpace(line) != "ready" {
			t.Fatalf("child %d: %q", i, line)
		}
		kids = append(kids, kid{cmd, out, in})
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
	if e, _ := s.ExecutionGet(context.Background(), Key); e.Generation != 1 {
		t.Fatalf("generation %d after one claim", e.Generation)
	}
}

// SIGKILLLeavesWholeTransactions kills a process in the middle of claims
// and completions many times; every row must agree with its log and its
// attempts, and every success have its notification: each transaction is
// there whole or not at all.
func SIGKILLLeavesWholeTransactions(t *testing.T, p Processes) {
	longtest.Skip(t, "6 rounds of SIGKILL, each checked key by key")
	loc := p.Fresh(t)
	s := open(t, p, loc)
	ctx := context.Background()
	var ps []ledger.EnqueueParams
	for i := 0; i < 400; i++ {
		k := Key
		k.Action = fmt.Sprintf("A%04d", i)
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: Intent})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "fill", Executions: ps, Now: T0}); err != nil {
		t.Fatal(err)
	}
	childLoc := loc
	if p.ChildLoc != nil {
		childLoc = p.ChildLoc(loc)
	}
	rng := rand.New(rand.NewSource(1))
	for round := 0; round < 6; round++ {
		cmd, out, _ := child(t, "churn", childLoc)
		// Kill after a random number of batches, at whatever instant the
		// child is in: claim, completion or between them.
		n := 1 + rng.Intn(5)
		for i := 0; i < n; i++ {
			line, err := out.ReadString('\n')
			if err != nil || strings.HasPrefix(line, "error") {
				t.Fatalf("child: %q %v", line, err)
			}
		}
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		if p.AfterKill != nil {
			p.AfterKill(t, loc)
		}
		checkWhole(t, p, open(t, p, loc))
	}
}

func checkWhole(t *testing.T, p Processes, s ledger.Store) {
	t.Helper()
	if p.Check != nil {
		p.Check(t, s)
	}
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

// NewerSchemaRefused: a database a newer build migrated is refused with
// *ledger.SchemaVersionError, and the refusal changes nothing.
func NewerSchemaRefused(t *testing.T, p Processes) {
	loc := p.Fresh(t)
	s, err := p.Open(context.Background(), loc)
	if err != nil {
		t.Fatal(err)
	}
	p.RecordFuture(t, s)
	s.Close()
	before := p.Snapshot(t, loc)
	_, err = p.Open(context.Background(), loc)
	var ve *ledger.SchemaVersionError
	if !errors.As(err, &ve) || !errors.Is(err, ledger.ErrSchemaTooNew) || ve.DatabaseSchema != 9999 || ve.KnownSchema != p.Known || !strings.Contains(err.Error(), "newer") {
		t.Errorf("newer schema: %v", err)
	}
	if after := p.Snapshot(t, loc); after != before {
		t.Errorf("refusing a newer schema changed the database:\n%s\n%s", before, after)
	}
}

// ConcurrentBatchClaimsDisjoint: workers with their own handles claim
// batches of one backlog at once; every key goes to exactly one of them.
func ConcurrentBatchClaimsDisjoint(t *testing.T, p Processes) {
	ctx := context.Background()
	loc := p.Fresh(t)
	s := open(t, p, loc)
	const keys, workers = 300, 4
	var ps []ledger.EnqueueParams
	for i := 0; i < keys; i++ {
		k := Key
		k.Action = fmt.Sprintf("A%04d", i)
		ps = append(ps, ledger.EnqueueParams{Key: k, Intent: Intent})
	}
	if _, err := s.Ingest(ctx, ledger.IngestParams{Source: "test", MessageID: "fill", Executions: ps, Now: T0}); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	seen := map[string]string{}
	var wg sync.WaitGroup
	errs := make(chan error, keys)
	for w := 0; w < workers; w++ {
		ws := open(t, p, loc)
		wg.Add(1)
		go func(owner string) {
			defer wg.Done()
			for {
				got, err := ws.ExecutionClaim(ctx, ledger.ClaimParams{Owner: owner, LeaseFor: time.Minute, Limit: 8, Now: T0})
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

// RegistryUpdatesSerialise: writers of one meeting's action registry on
// independent handles at once, each reading, deciding the next ID outside
// any transaction and adding conditionally (retrying when another won),
// lose none and never give one ID twice (R3); another meeting is not held
// up by them.
func RegistryUpdatesSerialise(t *testing.T, p Processes) {
	ctx := context.Background()
	loc := p.Fresh(t)
	scope := ledger.MeetingScope{Tenant: "demo", Project: "P42", Meeting: "M0914"}
	const n = 6
	var wg sync.WaitGroup
	errs := make(chan error, n)
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		s := open(t, p, loc)
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			for {
				existing, err := s.ActionRegistryList(ctx, scope)
				if err != nil {
					errs <- err
					return
				}
				id := fmt.Sprintf("A%03d", len(existing)+1)
				_, err = s.ActionRegistryAdd(ctx, ledger.RegistryAddParams{Scope: scope, Seen: len(existing),
					Actions: []ledger.RegisteredAction{{ActionID: id, MatchKey: fmt.Sprint("m", i), Title: "t", Assignee: "a"}}})
				if errors.Is(err, ledger.ErrRegistryChanged) {
					continue
				}
				errs <- err
				return
			}
		}(i)
	}
	close(start)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Errorf("registry add: %v", err)
		}
	}
	s := open(t, p, loc)
	list, err := s.ActionRegistryList(ctx, scope)
	if err != nil || len(list) != n {
		t.Fatalf("registry = %+v, %v; want %d actions", list, err, n)
	}
	keys := map[string]bool{}
	for _, a := range list {
		keys[a.MatchKey] = true
	}
	if len(keys) != n {
		t.Fatalf("registry holds %d of the %d writers' actions: %+v", len(keys), n, list)
	}
	other := ledger.MeetingScope{Tenant: "acme", Project: "P42", Meeting: "M0914"}
	if _, err := s.ActionRegistryAdd(ctx, ledger.RegistryAddParams{Scope: other}); err != nil {
		t.Fatal(err)
	}
}
