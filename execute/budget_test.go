package execute_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// flakyCreate fails the first n creates with a 503 that applied nothing.
type flakyCreate struct {
	connectors.TaskConnector
	fails, calls atomic.Int64
}

func (f *flakyCreate) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	if f.calls.Add(1) <= f.fails.Load() {
		return connectors.RemoteTask{}, failure.NewRetryable("create", errors.New("503 Service Unavailable (not applied)"))
	}
	return f.TaskConnector.Create(ctx, t)
}

// crash claims the key as a worker that dies at once: its lease expires
// and the next claim is a takeover.
func (e *env) crash(owner string) {
	e.t.Helper()
	got, err := e.store.ExecutionClaim(context.Background(), ledger.ClaimParams{Owner: owner, LeaseFor: 30 * time.Second, Limit: 10, Now: e.clk.Now()})
	if err != nil || len(got) != 1 {
		e.t.Fatalf("crash claim: %v %v", got, err)
	}
	e.clk.Advance(31 * time.Second)
}

// Issue 19 item 5: takeovers after kills are not retries. A key whose only
// real create hit one transient 503 is created, however many workers died
// holding it before.
func TestTakeoversDoNotUseTheRetryBudget(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	for range 6 { // more than MaxAttempts (4)
		e.crash("dead")
	}
	g := e.engine("W", e.store)
	flaky := &flakyCreate{TaskConnector: e.tasks}
	flaky.fails.Store(1)
	g.Tasks = flaky
	for i := 0; i < 30 && e.get(key.String()).State != ledger.Succeeded; i++ {
		e.run(g)
		if st := e.get(key.String()); st.State == ledger.NeedsHuman {
			t.Fatalf("needs-human after %d creates: %s", flaky.calls.Load(), st.Reason)
		}
		e.clk.Advance(time.Minute)
	}
	if got := e.get(key.String()); got.State != ledger.Succeeded || flaky.calls.Load() != 2 {
		t.Fatalf("state %s after %d creates (%s)", got.State, flaky.calls.Load(), got.Reason)
	}
	e.oneTask(key.String())
}

// Retryable failures that reached the target still hit the cap.
func TestRetryCapCountsRetryableAttempts(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	g := e.engine("W", e.store)
	flaky := &flakyCreate{TaskConnector: e.tasks}
	flaky.fails.Store(100)
	g.Tasks = flaky
	for i := 0; i < 30 && e.get(key.String()).State != ledger.NeedsHuman; i++ {
		e.run(g)
		e.clk.Advance(10 * time.Minute)
	}
	got := e.get(key.String())
	if got.State != ledger.NeedsHuman || flaky.calls.Load() != int64(g.Retry.MaxAttempts) || !strings.Contains(got.Reason, "gave up after 4") {
		t.Fatalf("state %s after %d creates: %s", got.State, flaky.calls.Load(), got.Reason)
	}
}

// Takeovers have their own bound: a key that kills every worker holding it
// goes to a human, still in doubt, instead of looping forever.
func TestTakeoversBounded(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	g := e.engine("W", e.store)
	g.Retry.MaxTakeovers = 5
	for range 5 {
		e.crash("dead")
	}
	e.run(g)
	got := e.get(key.String())
	if got.State != ledger.NeedsHuman || !got.InDoubt || !strings.Contains(got.Reason, "taken over") {
		t.Fatalf("after 5 takeovers: state %s in doubt %v: %s", got.State, got.InDoubt, got.Reason)
	}
	if n := len(e.svc.TasksForKey(key.String())); n != 0 {
		t.Fatalf("%d tasks created", n)
	}
}

// failAll fails every create with a retryable error that reached the
// target (a 503).
type failAll struct{ connectors.TaskConnector }

func (f failAll) Create(context.Context, connectors.Task) (connectors.RemoteTask, error) {
	return connectors.RemoteTask{}, failure.NewRetryable("create", errors.New("503 Service Unavailable"))
}

// A call the circuit breaker refused never reached the target: it does
// not use up the key's retry budget (issue 19; the soak found keys given
// up after 8 refusals of an open breaker).
func TestBreakerRefusalsDoNotUseTheRetryBudget(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = failAll{e.tasks}
	for i := 1; i <= 6; i++ { // trips the breaker (5 consecutive failures)
		e.enqueue(ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:B%03d:create-task", i)), intent)
	}
	e.run(g)
	e.enqueue(key, intent)
	// Within the breaker's open window (30s on the engine's clock) the key
	// comes due every second or two, more often than its retry budget.
	steps := 0
	for waited := time.Duration(0); waited+2*time.Second < 30*time.Second; waited += 2 * time.Second {
		steps++
		e.clk.Advance(2 * time.Second)
		e.runKeys(g, key.String())
		got := e.get(key.String())
		if got.State == ledger.NeedsHuman {
			t.Fatalf("given up while the breaker refused every call: %s", got.Reason)
		}
		if !strings.Contains(got.Reason, "circuit breaker") {
			t.Fatalf("state %s: %s; want the breaker's refusal", got.State, got.Reason)
		}
	}
	if steps <= g.Retry.MaxAttempts {
		t.Fatalf("only %d refusals, not more than the budget of %d", steps, g.Retry.MaxAttempts)
	}
}

// The breaker's open window passes on the engine's clock: after it a trial
// call reaches the target (gobreaker alone would wait on the wall clock, and
// a scenario on a fake clock would never get past it).
func TestBreakerReopensOnTheEngineClock(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = failAll{e.tasks}
	// The keys that tripped it are given up, so the trial call after the
	// window is the key's own (not one of theirs, which would trip it again).
	trip(t, e, g)
	e.enqueue(key, intent)
	e.clk.Advance(2 * time.Second)
	e.runKeys(g, key.String())
	if got := e.get(key.String()); !strings.Contains(got.Reason, "circuit breaker") {
		t.Fatalf("inside the window: %s", got.Reason)
	}
	e.clk.Advance(31 * time.Second)
	e.run(g)
	if got := e.get(key.String()); !strings.Contains(got.Reason, "503") {
		t.Fatalf("after the window: %s; want a trial call that reached the target", got.Reason)
	}
}
