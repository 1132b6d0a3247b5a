package execute_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres"
	"github.com/axagent/axagent/ledger/sqlite"
	"github.com/axagent/axagent/notify"
)

// The SQLite store takes an engine's next claim in its completion's
// transaction (held here rather than in ledger/sqlite's tests, whose binary
// then links neither this package nor its tracing: every child process
// those tests start loaded it, issue 32).
var _ execute.CompleteClaimer = (*sqlite.Store)(nil)

var (
	t0     = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)
	key    = ledger.MustParseKey("demo:P42:M0914:A007:create-task")
	intent = ledger.Intent{Project: "P42", Action: "A007", Title: "공급사 납기 회신 확인", Assignee: "민서", AssigneeID: "minseo", DueDate: "2026-09-21"}
	quiet  = slog.New(slog.NewTextHandler(io.Discard, nil))
)

// env is one ledger file, one sandbox and one fake clock; workers get their
// own store handles, as separate processes would.
type env struct {
	t      *testing.T
	path   string
	clk    *clock.Fake
	svc    *sandbox.Service
	tasks  connectors.TaskConnector
	ch     notify.Channel
	store  ledger.Store
	faults *faults.Points
	// dsn, when set, is a PostgreSQL ledger used instead of the file.
	dsn string
}

func newEnv(t *testing.T, caps sandbox.Capabilities) *env {
	t.Helper()
	clk := clock.NewFake(t0)
	svc, err := sandbox.New(sandbox.Options{NextTaskID: 418, NextMessageID: 912, Capabilities: &caps, Clock: clk, Log: quiet})
	if err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, path: filepath.Join(t.TempDir(), "ledger.db"), clk: clk, svc: svc, faults: &faults.Points{}}
	// A copy of one migrated ledger: migrating each test's afresh cost
	// more CPU under the race detector than most tests' own work (issue 32).
	if err := sqlite.CreateMigrated(context.Background(), e.path); err != nil {
		t.Fatal(err)
	}
	e.tasks, e.ch = sandbox.NewTaskConnector(svc), sandbox.NewChannel(svc)
	e.store = e.open()
	return e
}

func (e *env) open() ledger.Store {
	if e.dsn != "" {
		s, err := postgres.Open(context.Background(), e.dsn, postgres.Options{Clock: e.clk})
		if err != nil {
			e.t.Fatal(err)
		}
		e.t.Cleanup(func() { s.Close() })
		return s
	}
	s, err := sqlite.Open(context.Background(), e.path, sqlite.Options{Clock: e.clk})
	if err != nil {
		e.t.Fatal(err)
	}
	e.t.Cleanup(func() { s.Close() })
	return s
}

func (e *env) engine(owner string, s ledger.Store) *execute.Engine {
	return &execute.Engine{Store: s, Tasks: e.tasks, Channel: "sandbox", Clock: e.clk, Owner: owner, Lease: 30 * time.Second,
		Retry: execute.RetryPolicy{Initial: time.Second, Max: time.Minute, Multiplier: 2, Jitter: 0.2, MaxAttempts: 4}, Faults: e.faults, Log: quiet}
}

func (e *env) dispatcher(owner string, s ledger.Store) *notify.Dispatcher {
	return &notify.Dispatcher{Store: s, Channels: map[string]notify.Channel{"sandbox": e.ch}, Clock: e.clk, Owner: owner, Lease: 30 * time.Second,
		Backoff: func(int, time.Duration) time.Duration { return time.Second }, Faults: e.faults, Log: quiet}
}

func (e *env) enqueue(k ledger.BusinessKey, in ledger.Intent) {
	e.t.Helper()
	if _, err := e.store.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: k, Intent: in, Now: e.clk.Now()}); err != nil {
		e.t.Fatal(err)
	}
}

func (e *env) get(k string) ledger.Execution {
	e.t.Helper()
	x, err := e.store.ExecutionGet(context.Background(), ledger.MustParseKey(k))
	if err != nil {
		e.t.Fatal(err)
	}
	return x
}

func (e *env) run(g *execute.Engine) execute.Result {
	e.t.Helper()
	r, err := g.RunOnce(context.Background(), nil)
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

// runKeys is run for the given keys only (as `axagent reconcile` and
// `work --keys` ask): the engine claims them even while its breaker is
// open, so the breaker's refusal itself is what a test sees.
func (e *env) runKeys(g *execute.Engine, keys ...string) execute.Result {
	e.t.Helper()
	r, err := g.RunOnce(context.Background(), keys)
	if err != nil {
		e.t.Fatal(err)
	}
	return r
}

func (e *env) oneTask(k string) {
	e.t.Helper()
	if n := len(e.svc.TasksForKey(k)); n != 1 {
		e.t.Fatalf("%d tasks for %s, want exactly 1", n, k)
	}
}

// S10: the server commits, the response never arrives. The key goes to
// unknown (not failure), the reconciler finds the task, and no second task
// is made.
func TestResponseLostAfterCommit(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	if err := e.svc.InjectFault(faults.DropCreateResponse, 1); err != nil {
		t.Fatal(err)
	}
	a := e.engine("A", e.store)
	if r := e.run(a); r.Unknown != 1 {
		t.Fatalf("first pass = %+v, want unknown", r)
	}
	if got := e.get(key.String()); got.State != ledger.Unknown || !got.InDoubt {
		t.Fatalf("after lost response: %+v", got)
	}
	if r := e.run(a); r.Succeeded != 1 {
		t.Fatalf("reconcile pass = %+v", r)
	}
	got := e.get(key.String())
	if got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("after reconcile: %+v", got)
	}
	e.oneTask(key.String())
	if st := e.svc.Stats(); st.CreateCalls != 1 {
		t.Fatalf("%d create calls: the reconciler resent instead of looking up", st.CreateCalls)
	}
	tr, _ := e.store.TransitionList(context.Background(), key.String())
	if last := tr[len(tr)-1]; last.ExternalID != "TASK-418" || last.AttemptID == "" {
		t.Fatalf("success not traced: %+v", last)
	}
}

// The same over HTTP: the sandbox server commits, then cuts the connection.
func TestResponseLostAfterCommitOverHTTP(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	srv := httptest.NewServer(e.svc.Handler())
	defer srv.Close()
	tc, ch, _, err := sandbox.Open(context.Background(), srv.URL, "", e.clk)
	if err != nil {
		t.Fatal(err)
	}
	e.tasks, e.ch = tc, ch
	e.enqueue(key, intent)
	_ = e.svc.InjectFault(faults.DropCreateResponse, 1)
	a := e.engine("A", e.store)
	if r := e.run(a); r.Unknown != 1 {
		t.Fatalf("cut connection after commit must be unknown: %+v (%+v)", r, e.get(key.String()))
	}
	e.run(a)
	if got := e.get(key.String()); got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("after reconcile: %+v", got)
	}
	e.oneTask(key.String())
	d := e.dispatcher("A", e.store)
	if _, err := d.RunOnce(context.Background(), nil); err != nil {
		t.Fatal(err)
	}
	if n := len(e.svc.MessagesForKey(ledger.NotificationKey(key, "created", "assignee", 1))); n != 1 {
		t.Fatalf("%d deliveries", n)
	}
}

// S10: identical requests race. Eight workers with their own connections run
// the same key at once: one task, and the others see the existing state.
func TestIdenticalRequestsRace(t *testing.T) {
	e := newEnv(t, sandbox.Capabilities{LookupByKey: true}) // no target-side dedup: the ledger alone must hold
	e.enqueue(key, intent)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < 8; i++ {
		g := e.engine(fmt.Sprintf("w%d", i), e.open())
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			if _, err := g.RunOnce(context.Background(), []string{key.String()}); err != nil {
				t.Error(err)
			}
		}()
	}
	close(start)
	wg.Wait()
	e.oneTask(key.String())
	if got := e.get(key.String()); got.State != ledger.Succeeded || got.Generation != 1 {
		t.Fatalf("state %+v: more than one claim won", got)
	}
}

// S10: the same key with another payload is refused with a clear error and
// never becomes a second task.
func TestSameKeyDifferentPayload(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	e.run(e.engine("A", e.store))
	other := intent
	other.AssigneeID, other.Assignee = "jihoon", "지훈"
	_, err := e.store.ExecutionEnqueue(context.Background(), ledger.EnqueueParams{Key: key, Intent: other, Now: e.clk.Now()})
	var fe *ledger.FingerprintMismatchError
	if !errors.As(err, &fe) {
		t.Fatalf("same key other payload: %v", err)
	}
	e.run(e.engine("A", e.store))
	e.oneTask(key.String())
	if e.get(key.String()).Intent.AssigneeID != "minseo" {
		t.Fatal("stored intent changed")
	}
}

// S10: the activity completes its external call, then the worker dies
// before recording. The row stays running; after the lease another worker
// takes over, reconciles and finds the task instead of creating a second.
func TestCrashAfterSendBeforeRecord(t *testing.T) {
	for _, caps := range []sandbox.Capabilities{sandbox.DefaultCapabilities(), {LookupByKey: true}} {
		t.Run(fmt.Sprintf("idempotent=%v", caps.IdempotentCreate), func(t *testing.T) {
			e := newEnv(t, caps)
			e.enqueue(key, intent)
			e.faults.Set(faults.AfterSendBeforeRecord, faults.Once(1, faults.Crash))
			a := e.engine("A", e.store)
			if r := e.run(a); r.Crashed != 1 {
				t.Fatalf("pass = %+v, want a crash", r)
			}
			if got := e.get(key.String()); got.State != ledger.Running {
				t.Fatalf("after crash: %+v", got)
			}
			b := e.engine("B", e.open())
			if r := e.run(b); r.Claimed != 0 {
				t.Fatal("B claimed under A's live lease")
			}
			e.clk.Advance(31 * time.Second)
			if r := e.run(b); r.Succeeded != 1 {
				t.Fatalf("takeover = %+v, state %+v", r, e.get(key.String()))
			}
			e.oneTask(key.String())
			if got := e.get(key.String()); got.ExternalID != "TASK-418" || got.Owner != "B" {
				t.Fatalf("after takeover: %+v", got)
			}
		})
	}
}

// R12: A's lease expires mid-call; B takes over and finishes; A wakes up and
// its write is refused and changes nothing.
func TestStaleOwnerWakesUp(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	paused, resume := make(chan struct{}), make(chan struct{})
	e.faults.Set(faults.AfterSendBeforeRecord, faults.Once(1, func(ctx context.Context, _ string) error {
		close(paused)
		<-resume
		return nil
	}))
	e.faults.Set("renew_lease", func(context.Context, string) error { return errors.New("paused: no renewal") })
	a := e.engine("A", e.store)
	done := make(chan execute.Result)
	go func() {
		r, err := a.RunOnce(context.Background(), nil)
		if err != nil {
			t.Error(err)
		}
		done <- r
	}()
	<-paused
	e.clk.Advance(time.Minute)
	b := e.engine("B", e.open())
	if r := e.run(b); r.Succeeded != 1 {
		t.Fatalf("B = %+v", r)
	}
	before := e.get(key.String())
	close(resume)
	ra := <-done
	if ra.StaleWrites != 1 {
		t.Fatalf("A's late write: %+v, want refused", ra)
	}
	after := e.get(key.String())
	if after.Generation != before.Generation || after.Owner != "B" || after.State != ledger.Succeeded || !after.UpdatedAt.Equal(before.UpdatedAt) {
		t.Fatalf("stale write changed the row: %+v → %+v", before, after)
	}
	e.oneTask(key.String())
}

// R10: nothing found during the search lag is not a reason to resend.
func TestSearchLagDoesNotResend(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.SearchLag = 30 * time.Second
	e := newEnv(t, caps)
	e.enqueue(key, intent)
	_ = e.svc.InjectFault(faults.DropCreateResponse, 1)
	a := e.engine("A", e.store)
	e.run(a) // lost → unknown, due after the lag
	if r := e.run(a); r.Claimed != 0 {
		t.Fatalf("reconciled before the lag: %+v", r)
	}
	e.clk.Advance(30 * time.Second)
	if r := e.run(a); r.Succeeded != 1 {
		t.Fatalf("after lag: %+v, %+v", r, e.get(key.String()))
	}
	if st := e.svc.Stats(); st.CreateCalls != 1 {
		t.Fatalf("%d creates", st.CreateCalls)
	}
}

// R10/R20: a target with neither lookup nor idempotent create: a lost
// response ends with a human, never a second send.
func TestNoLookupNoDedupGoesToHuman(t *testing.T) {
	e := newEnv(t, sandbox.Capabilities{})
	e.enqueue(key, intent)
	_ = e.svc.InjectFault(faults.DropCreateResponse, 1)
	a := e.engine("A", e.store)
	e.run(a)
	e.run(a)
	got := e.get(key.String())
	if got.State != ledger.NeedsHuman || got.Reason == "" {
		t.Fatalf("state %+v, want needs-human with a reason", got)
	}
	e.oneTask(key.String())
	if st := e.svc.Stats(); st.CreateCalls != 1 {
		t.Fatalf("%d creates: resent blindly", st.CreateCalls)
	}
}

// Lookup but no idempotent create, and the task never arrived: bounded
// rechecks, then a human (a resend could duplicate).
func TestNotFoundWithoutDedupEndsWithHuman(t *testing.T) {
	e := newEnv(t, sandbox.Capabilities{LookupByKey: true})
	e.enqueue(key, intent)
	_ = e.svc.InjectFault(faults.FailCreateBeforeCommit, 1)
	a := e.engine("A", e.store)
	// A 503 documented as not applied is retryable: back to pending.
	if r := e.run(a); r.Retried != 1 {
		t.Fatalf("503: %+v", r)
	}
	if got := e.get(key.String()); got.State != ledger.Pending || got.NextAttemptAt.Before(t0.Add(800*time.Millisecond)) || got.InDoubt {
		t.Fatalf("after 503: %+v", got)
	}
	e.clk.Advance(2 * time.Second)
	if r := e.run(a); r.Succeeded != 1 {
		t.Fatalf("retry: %+v", r)
	}
	e.oneTask(key.String())
}

func TestPermanentAndRetryCap(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	_ = e.svc.InjectFault(faults.RejectCreate, 1)
	e.run(e.engine("A", e.store))
	if got := e.get(key.String()); got.State != ledger.NeedsHuman || got.Attempts != 1 {
		t.Fatalf("permanent refusal: %+v", got)
	}

	k2 := key
	k2.Action = "A008"
	e.enqueue(k2, intent)
	_ = e.svc.InjectFault(faults.RateLimitCreate, 10)
	a := e.engine("A", e.store)
	for i := 0; i < 4; i++ {
		e.run(a)
		e.clk.Advance(10 * time.Minute)
	}
	got := e.get(k2.String())
	if got.State != ledger.NeedsHuman || got.Attempts != 4 || got.Intent.Title != intent.Title {
		t.Fatalf("past the retry cap: %+v, want needs-human with the source kept", got)
	}
	if len(e.svc.TasksForKey(k2.String())) != 0 {
		t.Fatal("a rate-limited create made a task")
	}
}

// R7: permission comes from configuration; out of scope goes to a human.
func TestPermissionDenied(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	a := e.engine("A", e.store)
	a.Permit = func(tenant, project, op string) (bool, string) {
		return project != "P42", "P42 is outside the allowed scope"
	}
	e.run(a)
	if got := e.get(key.String()); got.State != ledger.NeedsHuman || got.Reason != "P42 is outside the allowed scope" {
		t.Fatalf("%+v", got)
	}
	if e.svc.Stats().CreateCalls != 0 {
		t.Fatal("sent without permission")
	}
}

// S12: after repeated transient failures the breaker opens and keys back off
// without calling the target.
func TestCircuitBreakerStopsHammering(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	for i := 0; i < 12; i++ {
		k := key
		k.Action = fmt.Sprintf("B%02d", i)
		in := intent
		in.Action = k.Action
		e.enqueue(k, in)
	}
	_ = e.svc.InjectFault(faults.FailCreateBeforeCommit, 100)
	a := e.engine("A", e.store)
	a.Concurrency = 1
	r := e.run(a)
	if r.Retried != 12 {
		t.Fatalf("pass = %+v", r)
	}
	if calls := e.svc.Stats().CreateCalls; calls >= 12 || calls < 5 {
		t.Fatalf("%d create calls reached a failing target; the breaker should stop them after 5", calls)
	}
}

// R14/R16: the notification ack is lost after delivery. The row is unknown,
// delivery history is checked, and it becomes sent without a resend.
func TestNotificationAckLost(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	e.run(e.engine("A", e.store))
	nk := ledger.NotificationKey(key, "created", "assignee", 1)
	n, err := e.store.OutboxGet(context.Background(), nk)
	if err != nil || n.State != ledger.Pending {
		t.Fatalf("outbox row not written with the success: %+v %v", n, err)
	}
	_ = e.svc.InjectFault(faults.DropNotifyAck, 1)
	d := e.dispatcher("A", e.store)
	if r, _ := d.RunOnce(context.Background(), nil); r.Unknown != 1 {
		t.Fatalf("lost ack = %+v", r)
	}
	st, _ := execute.Status(context.Background(), e.store, []string{key.String()})
	if st[0].NotificationState() != "unknown" {
		t.Fatalf("before reconciliation: %s", st[0].NotificationState())
	}
	msg := execute.Message("ko", st, false)
	if msg != "TASK-418 등록은 확인했습니다. 담당자 알림은 전달 여부를 확인 중입니다." {
		t.Fatalf("message = %q", msg)
	}
	if r, _ := d.RunOnce(context.Background(), nil); r.Sent != 1 {
		t.Fatalf("history check = %+v", r)
	}
	n, _ = e.store.OutboxGet(context.Background(), nk)
	if n.State != ledger.Succeeded || n.MessageID != "MSG-912" {
		t.Fatalf("after history: %+v", n)
	}
	if k := len(e.svc.MessagesForKey(nk)); k != 1 {
		t.Fatalf("%d deliveries", k)
	}
}

// R16: without history or dedup, a lost ack goes to a human.
func TestNotificationAckLostWithoutHistory(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.DeliveryHistory = false
	e := newEnv(t, caps)
	e.enqueue(key, intent)
	e.run(e.engine("A", e.store))
	_ = e.svc.InjectFault(faults.DropNotifyAck, 1)
	d := e.dispatcher("A", e.store)
	d.RunOnce(context.Background(), nil)
	d.RunOnce(context.Background(), nil)
	n, _ := e.store.OutboxGet(context.Background(), ledger.NotificationKey(key, "created", "assignee", 1))
	if n.State != ledger.NeedsHuman {
		t.Fatalf("%+v, want needs-human", n)
	}
	if k := len(e.svc.Messages()); k != 1 {
		t.Fatalf("%d deliveries: resent blindly", k)
	}
}

// S10: two dispatchers (or a restart) try to send the same outbox row.
func TestDuplicateOutboxDispatch(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	e.run(e.engine("A", e.store))
	// The first dispatcher dies right after the channel delivered.
	e.faults.Set(faults.AfterNotifySend, faults.Once(1, faults.Crash))
	d1 := e.dispatcher("D1", e.store)
	d1.RunOnce(context.Background(), nil)
	var wg sync.WaitGroup
	e.clk.Advance(31 * time.Second)
	for i := 0; i < 2; i++ {
		d := e.dispatcher(fmt.Sprintf("D%d", i+2), e.open())
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := d.RunOnce(context.Background(), nil); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	nk := ledger.NotificationKey(key, "created", "assignee", 1)
	if k := len(e.svc.MessagesForKey(nk)); k != 1 {
		t.Fatalf("%d deliveries for %s", k, nk)
	}
	if n, _ := e.store.OutboxGet(context.Background(), nk); n.State != ledger.Succeeded {
		t.Fatalf("%+v", n)
	}
}

// S10: the ledger record expired and was cleaned up, then the original event
// is retried late. The target is asked (idempotent create or lookup by the
// stored marker) and no second task appears.
func TestExpiredKeyLateRetry(t *testing.T) {
	for _, caps := range []sandbox.Capabilities{sandbox.DefaultCapabilities(), {LookupByKey: true}} {
		t.Run(fmt.Sprintf("idempotent=%v", caps.IdempotentCreate), func(t *testing.T) {
			e := newEnv(t, caps)
			ingest := func() {
				if _, err := e.store.Ingest(context.Background(), ledger.IngestParams{Source: "cli", MessageID: "notes-1", Now: e.clk.Now(),
					Executions: []ledger.EnqueueParams{{Key: key, Intent: intent}}}); err != nil {
					t.Fatal(err)
				}
			}
			ingest()
			a := e.engine("A", e.store)
			e.run(a)
			d := e.dispatcher("A", e.store)
			d.RunOnce(context.Background(), nil)
			e.clk.Advance(46 * 24 * time.Hour)
			res, err := e.store.GC(context.Background(), ledger.GCParams{Retention: ledger.DefaultRetention, Now: e.clk.Now()})
			if err != nil || res.Executions != 1 || res.Inbox != 1 {
				t.Fatalf("gc = %+v, %v", res, err)
			}
			ingest()
			e.run(a)
			if got := e.get(key.String()); got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
				t.Fatalf("late retry: %+v", got)
			}
			e.oneTask(key.String())
		})
	}
}

// R6: a due-date change is an update of the same task with its own key and
// notification.
func TestDueDateChangeUpdatesSameTask(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	a := e.engine("A", e.store)
	e.run(a)
	upd := key.WithOperation("update-task-1")
	in := intent
	in.DueDate = "2026-09-25"
	e.enqueue(upd, in)
	e.run(a)
	got := e.get(upd.String())
	if got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("update: %+v", got)
	}
	tasks := e.svc.TasksForKey(key.String())
	if len(tasks) != 1 || tasks[0].DueDate != "2026-09-25" {
		t.Fatalf("tasks = %+v", tasks)
	}
	if _, err := e.store.OutboxGet(context.Background(), ledger.NotificationKey(key, "updated", "assignee", 1)); err != nil {
		t.Fatalf("no update notification: %v", err)
	}
}

// Shutdown: a key claimed but not yet sent is handed back at once (pending,
// not in doubt); a call that completed while the worker was being stopped is
// still recorded, not left running for the next worker to reconcile.
func TestShutdownReleases(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	ctx, cancel := context.WithCancel(context.Background())
	e.faults.Set(faults.BeforeSend, faults.Once(1, func(context.Context, string) error { cancel(); return nil }))
	if _, err := e.engine("A", e.store).RunOnce(ctx, nil); err != nil {
		t.Fatal(err)
	}
	got := e.get(key.String())
	if got.State != ledger.Pending || got.InDoubt || got.Owner != "A" {
		t.Fatalf("released = %+v", got)
	}
	if e.svc.Stats().CreateCalls != 0 {
		t.Fatal("sent after shutdown")
	}
	ctx, cancel = context.WithCancel(context.Background())
	e.faults.Set(faults.AfterSendBeforeRecord, faults.Once(1, func(context.Context, string) error { cancel(); return nil }))
	if _, err := e.engine("B", e.store).RunOnce(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if got := e.get(key.String()); got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("completed call during shutdown: %+v", got)
	}
}

// R21: compensation is its own operation; the task is closed, not deleted,
// and a target that cannot close tasks hands it to a human.
func TestCompensationClosesTask(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	a := e.engine("A", e.store)
	e.run(a)
	cancel := key.WithOperation(ledger.OpCancelTask)
	e.enqueue(cancel, intent)
	e.run(a)
	got := e.get(cancel.String())
	if got.State != ledger.Succeeded || got.ExternalID != "TASK-418" {
		t.Fatalf("cancel: %+v", got)
	}
	tasks := e.svc.TasksForKey(key.String())
	if len(tasks) != 1 || tasks[0].Status != sandbox.StatusCancelled {
		t.Fatalf("tasks after compensation: %+v", tasks)
	}
	if _, err := e.store.OutboxGet(context.Background(), ledger.NotificationKey(key, "cancelled", "assignee", 1)); err != nil {
		t.Fatalf("no cancellation notice: %v", err)
	}
	// Not permitted → a human, nothing closed.
	k2 := key
	k2.Action = "A008"
	e.enqueue(k2, intent)
	e.run(a)
	e.enqueue(k2.WithOperation(ledger.OpCancelTask), intent)
	b := e.engine("B", e.store)
	b.Permit = func(_, _, op string) (bool, string) { return op != ledger.OpCancelTask, "cancel-task not permitted" }
	e.run(b)
	if got := e.get(k2.WithOperation(ledger.OpCancelTask).String()); got.State != ledger.NeedsHuman {
		t.Fatalf("unpermitted cancel: %+v", got)
	}
	if ts := e.svc.TasksForKey(k2.String()); ts[0].Status != "" {
		t.Fatal("closed without permission")
	}
}

// R10/R20: a create whose outcome is unknown and that the target never
// committed is resent only while the target still remembers the key;
// past its key window a resend could duplicate, so a human decides.
func TestResendOnlyInsideKeyWindow(t *testing.T) {
	for _, tc := range []struct {
		retention time.Duration
		want      ledger.State
	}{{time.Hour, ledger.Succeeded}, {time.Minute, ledger.NeedsHuman}} {
		t.Run(tc.retention.String(), func(t *testing.T) {
			caps := sandbox.DefaultCapabilities()
			caps.KeyRetention = tc.retention
			e := newEnv(t, caps)
			e.enqueue(key, intent)
			// The service stops answering: the create is unknown and nothing
			// was stored.
			if err := e.svc.InjectFault(faults.Stop, 1); err != nil {
				t.Fatal(err)
			}
			a := e.engine("A", e.store)
			if r := e.run(a); r.Unknown != 1 {
				t.Fatalf("stopped target: %+v", r)
			}
			for i := 0; i < 6 && !terminal(e.get(key.String()).State); i++ {
				e.clk.Advance(31 * time.Second)
				e.run(a)
			}
			got := e.get(key.String())
			if got.State != tc.want {
				t.Fatalf("state %s (%s), want %s", got.State, got.Reason, tc.want)
			}
			if n := len(e.svc.TasksForKey(key.String())); (tc.want == ledger.Succeeded) != (n == 1) || n > 1 {
				t.Fatalf("%d tasks", n)
			}
		})
	}
}

func terminal(s ledger.State) bool { return s == ledger.Succeeded || s == ledger.NeedsHuman }
