// Package drill runs the lost-response drills of the execution engine
// (package execute) against a connector on a fake target: the real engine,
// a real SQLite ledger and a fake clock, with the fault injected in the
// target, not in the connector. Every tracker connector runs them:
//
//   - LostResponse: the target commits the create and the answer never
//     arrives; the key goes to unknown, is reconciled by key, and the target
//     holds exactly one issue after exactly one create request.
//   - SearchLag: the same, on a target whose search does not yet show the
//     new issue: nothing is re-sent while the lag lasts, and after it the
//     issue is found (only for connectors that declare a LookupLag).
//   - CrashAfterSend: the worker dies after the create was answered and
//     before recording; another worker takes over after the lease and
//     settles the key without a second issue.
//   - RateLimit: the target refuses creates for rate with a wait; the key
//     backs off at least that wait (pending, never needs-human) and then
//     succeeds.
//   - PermissionDenied: the target refuses the create for permission; the
//     key goes to a human after one request, and later passes send nothing.
//   - UpdateThenCancel: a due-date change (update-task-1) changes the same
//     issue, and a compensation (cancel-task) closes it without deleting.
//   - LateRetryAfterLedgerForgot: the ledger's record expired and was
//     cleaned up, then the same key arrives again; the target is asked
//     (lookup by key, or the idempotent create) and no second issue appears.
package drill

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
)

// Target is one fake tracker with a connector on it, built for one drill.
type Target struct {
	Connector connectors.TaskConnector
	// IssuesForKey counts the issues the target holds for key, bypassing
	// any search lag.
	IssuesForKey func(key string) int
	// CreateRequests counts create requests the target received, refused
	// ones included.
	CreateRequests func() int
	// LoseNextCreateResponse makes the target commit the next create and
	// then close the connection without answering.
	LoseNextCreateResponse func()
	// RateLimitCreates makes the target refuse the next n creates for rate,
	// asking for wait, with its documented status and headers.
	RateLimitCreates func(n int, wait time.Duration)
	// DenyCreates makes the target refuse every create for permission
	// (the token may read but not write), with its documented answer.
	DenyCreates func()
}

// Harness adapts one connector to the drills.
type Harness struct {
	// New builds a fresh fake and connector on clk.
	New func(t *testing.T, clk *clock.Fake) Target
	// Project is the axagent project the connector maps; Assignee a user
	// id the fake knows.
	Project  string
	Assignee string
}

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

// inbox is the drills' notification channel: it keeps every delivery, so
// a drill can check the assignee was told exactly once.
type inbox struct {
	mu   sync.Mutex
	sent map[string]int
}

func (*inbox) Name() string { return "drill" }
func (*inbox) Capabilities() notify.Capabilities {
	return notify.Capabilities{DeliveryHistory: true}
}

func (b *inbox) Send(_ context.Context, m notify.Message) (notify.Delivery, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.sent[m.Key]++
	return notify.Delivery{MessageID: fmt.Sprintf("MSG-%d", len(b.sent)), Key: m.Key, Recipient: m.Recipient}, nil
}

func (b *inbox) FindByKey(_ context.Context, key string) (*notify.Delivery, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.sent[key] == 0 {
		return nil, nil
	}
	return &notify.Delivery{MessageID: "MSG-found", Key: key}, nil
}

func (b *inbox) count(key string) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.sent[key]
}

type env struct {
	t      *testing.T
	inbox  *inbox
	clk    *clock.Fake
	path   string
	store  ledger.Store
	target Target
	faults *faults.Points
	key    ledger.BusinessKey
	intent ledger.Intent
}

func newEnv(t *testing.T, h Harness) *env {
	t.Helper()
	clk := clock.NewFake(t0)
	e := &env{t: t, clk: clk, path: filepath.Join(t.TempDir(), "ledger.db"), faults: &faults.Points{}, inbox: &inbox{sent: map[string]int{}}}
	// A copy of one migrated ledger: migrating each drill's afresh cost
	// more CPU under the race detector than the drill (issue 32).
	if err := sqlite.CreateMigrated(context.Background(), e.path); err != nil {
		t.Fatal(err)
	}
	e.target = h.New(t, clk)
	e.store = e.open()
	e.key = ledger.MustParseKey("drill:" + h.Project + ":M0914:A007:create-task")
	e.intent = ledger.Intent{Project: h.Project, Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서",
		AssigneeID: h.Assignee, DueDate: "2026-09-21", Source: "민서가 월요일까지 공급사 납기 회신 확인"}
	e.enqueue(e.key, e.intent)
	return e
}

func (e *env) open() ledger.Store {
	s, err := sqlite.Open(context.Background(), e.path, sqlite.Options{Clock: e.clk})
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { s.Close() })
	return s
}

func (e *env) engine(owner string, s ledger.Store) *execute.Engine {
	return &execute.Engine{Store: s, Tasks: e.target.Connector, Channel: "drill", Clock: e.clk, Owner: owner, Lease: 30 * time.Second,
		Retry:  execute.RetryPolicy{Initial: time.Second, Max: time.Minute, Multiplier: 2, Jitter: 0.2, MaxAttempts: 6},
		Faults: e.faults, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
}

// dispatch sends the queued notifications.
func (e *env) dispatch() {
	e.t.Helper()
	d := &notify.Dispatcher{Store: e.store, Channels: map[string]notify.Channel{"drill": e.inbox}, Clock: e.clk, Owner: "D", Lease: 30 * time.Second,
		Backoff: func(int, time.Duration) time.Duration { return time.Second }, Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if _, err := d.RunOnce(context.Background(), nil); err != nil {
		e.t.Fatal(err)
	}
}

// wantNotifiedOnce checks the assignee was told of the creation once.
func (e *env) wantNotifiedOnce() {
	e.t.Helper()
	e.dispatch()
	if n := e.inbox.count(ledger.NotificationKey(e.key, "created", "assignee", 1)); n != 1 {
		e.t.Fatalf("assignee notified %d times of the creation, want 1", n)
	}
}

func (e *env) run(g *execute.Engine) execute.Result {
	e.t.Helper()
	r, err := g.RunOnce(context.Background(), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

func (e *env) get() ledger.Execution {
	e.t.Helper()
	x, err := e.store.ExecutionGet(context.Background(), e.key)
	if err != nil {
		e.t.Fatal(err)
	}
	return x
}

// settle runs passes, moving the clock to each next due time, until the key
// is succeeded or needs-human (bounded).
func (e *env) settle(g *execute.Engine) ledger.Execution {
	e.t.Helper()
	for i := 0; i < 20; i++ {
		x := e.get()
		if x.State == ledger.Succeeded || x.State == ledger.NeedsHuman {
			return x
		}
		due := x.NextAttemptAt
		if x.State == ledger.Running {
			due = x.LeaseUntil
		}
		if d := due.Sub(e.clk.Now()); d > 0 {
			e.clk.Advance(d)
		}
		e.run(g)
	}
	x := e.get()
	e.t.Fatalf("key not settled after 20 passes: %s (%s)", x.State, x.Reason)
	return x
}

func (e *env) enqueue(k ledger.BusinessKey, in ledger.Intent) {
	e.t.Helper()
	if _, err := e.store.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: in, Now: e.clk.Now()}); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) wantOneIssue() {
	e.t.Helper()
	if n := e.target.IssuesForKey(e.key.String()); n != 1 {
		e.t.Fatalf("target holds %d issues for %s, want exactly 1", n, e.key)
	}
}

// Run runs every drill.
func Run(t *testing.T, h Harness) {
	t.Run("LostResponse", func(t *testing.T) {
		e := newEnv(t, h)
		e.target.LoseNextCreateResponse()
		a := e.engine("A", e.store)
		if r := e.run(a); r.Unknown != 1 {
			t.Fatalf("lost response: pass %+v, state %+v; want unknown", r, e.get())
		}
		if x := e.get(); x.State != ledger.Unknown || !x.InDoubt {
			t.Fatalf("after lost response: %s in doubt %v (%s)", x.State, x.InDoubt, x.Reason)
		}
		x := e.settle(a)
		if x.State != ledger.Succeeded || x.ExternalID == "" {
			t.Fatalf("after reconcile: %s %q (%s)", x.State, x.ExternalID, x.Reason)
		}
		e.wantOneIssue()
		if n := e.target.CreateRequests(); n != 1 {
			t.Fatalf("%d create requests: the lost response was resent instead of reconciled", n)
		}
		e.wantNotifiedOnce()
	})

	t.Run("SearchLag", func(t *testing.T) {
		e := newEnv(t, h)
		lag := e.target.Connector.Capabilities().LookupLag
		if lag <= 0 {
			t.Skipf("%s declares no lookup lag", e.target.Connector.Name())
		}
		e.target.LoseNextCreateResponse()
		a := e.engine("A", e.store)
		e.run(a)
		// Within the lag nothing is due, and a forced lookup finds nothing:
		// the fake really hides the new issue from search.
		if r := e.run(a); r.Claimed != 0 {
			t.Fatalf("reconciled inside the %v lag: %+v", lag, r)
		}
		if got, err := e.target.Connector.FindByKey(context.Background(), e.key.String()); err != nil || got != nil {
			t.Fatalf("the fake shows the issue inside the lag (%+v, %v): the drill proves nothing", got, err)
		}
		e.clk.Advance(lag / 2)
		if r := e.run(a); r.Claimed != 0 {
			t.Fatalf("reconciled inside the lag: %+v", r)
		}
		x := e.settle(a)
		if x.State != ledger.Succeeded {
			t.Fatalf("after the lag: %s (%s)", x.State, x.Reason)
		}
		e.wantOneIssue()
		if n := e.target.CreateRequests(); n != 1 {
			t.Fatalf("%d create requests during search lag", n)
		}
	})

	t.Run("CrashAfterSend", func(t *testing.T) {
		e := newEnv(t, h)
		e.faults.Set(faults.AfterSendBeforeRecord, faults.Once(1, faults.Crash))
		if r := e.run(e.engine("A", e.store)); r.Crashed != 1 {
			t.Fatalf("pass %+v, want a crash", r)
		}
		b := e.engine("B", e.open())
		x := e.settle(b)
		if x.State != ledger.Succeeded || x.Owner != "B" {
			t.Fatalf("takeover: %s owner %s (%s)", x.State, x.Owner, x.Reason)
		}
		e.wantOneIssue()
	})

	t.Run("RateLimit", func(t *testing.T) {
		e := newEnv(t, h)
		const wait = 90 * time.Second
		e.target.RateLimitCreates(2, wait)
		a := e.engine("A", e.store)
		for i := 0; i < 2; i++ {
			before := e.clk.Now()
			if r := e.run(a); r.Retried != 1 {
				t.Fatalf("rate limited create %d: pass %+v, state %+v; want a retry", i+1, r, e.get())
			}
			x := e.get()
			if x.State != ledger.Pending || x.InDoubt {
				t.Fatalf("after rate limit: %s in doubt %v (%s)", x.State, x.InDoubt, x.Reason)
			}
			if got := x.NextAttemptAt.Sub(before); got < wait {
				t.Fatalf("next attempt after %v, want at least the target's %v", got, wait)
			}
			if r := e.run(a); r.Claimed != 0 {
				t.Fatal("claimed again before the rate-limit wait")
			}
			e.clk.Advance(x.NextAttemptAt.Sub(e.clk.Now()))
		}
		if r := e.run(a); r.Succeeded != 1 {
			t.Fatalf("after the waits: %+v, %+v", r, e.get())
		}
		e.wantOneIssue()
		if n := e.target.CreateRequests(); n != 3 {
			t.Fatalf("%d create requests, want 3 (two refused, one made)", n)
		}
	})

	t.Run("PermissionDenied", func(t *testing.T) {
		e := newEnv(t, h)
		e.target.DenyCreates()
		a := e.engine("A", e.store)
		if r := e.run(a); r.NeedsHuman != 1 {
			t.Fatalf("permission refused: pass %+v, state %+v; want needs-human", r, e.get())
		}
		x := e.get()
		if x.State != ledger.NeedsHuman || x.Reason == "" {
			t.Fatalf("state %s reason %q", x.State, x.Reason)
		}
		for i := 0; i < 3; i++ {
			e.clk.Advance(10 * time.Minute)
			e.run(a)
		}
		if n := e.target.CreateRequests(); n != 1 {
			t.Fatalf("%d create requests after a permission refusal: a retry storm", n)
		}
		if n := e.target.IssuesForKey(e.key.String()); n != 0 {
			t.Fatalf("refused create made %d issues", n)
		}
	})

	t.Run("UpdateThenCancel", func(t *testing.T) {
		e := newEnv(t, h)
		a := e.engine("A", e.store)
		created := e.settle(a)
		if created.State != ledger.Succeeded {
			t.Fatalf("create: %s (%s)", created.State, created.Reason)
		}
		upd := e.key.WithOperation(ledger.OpUpdateTask + "-1")
		moved := e.intent
		moved.DueDate = "2026-09-25"
		e.enqueue(upd, moved)
		e.run(a)
		x, err := e.store.ExecutionGet(context.Background(), upd)
		if err != nil || x.State != ledger.Succeeded || x.ExternalID != created.ExternalID {
			t.Fatalf("update: %+v %v", x, err)
		}
		got, err := e.target.Connector.Get(context.Background(), created.ExternalID)
		if err != nil || got.DueDate != "2026-09-25" || got.Key != e.key.String() {
			t.Fatalf("after update the target holds %+v %v", got, err)
		}
		cancel := e.key.WithOperation(ledger.OpCancelTask)
		e.enqueue(cancel, e.intent)
		e.run(a)
		x, err = e.store.ExecutionGet(context.Background(), cancel)
		if err != nil || x.State != ledger.Succeeded || x.ExternalID != created.ExternalID {
			t.Fatalf("cancel: %+v %v", x, err)
		}
		got, err = e.target.Connector.Get(context.Background(), created.ExternalID)
		if err != nil || got.Status != "cancelled" {
			t.Fatalf("after cancel the target holds %+v %v", got, err)
		}
		e.wantOneIssue()
	})

	t.Run("LateRetryAfterLedgerForgot", func(t *testing.T) {
		e := newEnv(t, h)
		a := e.engine("A", e.store)
		first := e.settle(a)
		if first.State != ledger.Succeeded {
			t.Fatalf("create: %s (%s)", first.State, first.Reason)
		}
		e.wantNotifiedOnce()
		e.clk.Advance(ledger.DefaultRetention + 24*time.Hour)
		res, err := e.store.GC(context.Background(), ledger.GCParams{Retention: ledger.DefaultRetention, Now: e.clk.Now()})
		if err != nil || res.Executions < 1 {
			t.Fatalf("gc = %+v, %v", res, err)
		}
		e.enqueue(e.key, e.intent)
		again := e.settle(a)
		if again.State != ledger.Succeeded || again.ExternalID != first.ExternalID {
			t.Fatalf("late retry: %s %q (%s), want the first issue %s", again.State, again.ExternalID, again.Reason, first.ExternalID)
		}
		e.wantOneIssue()
	})
}
