package execute_test

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/ledger/postgres/pgtest"
)

// onBackends runs fn on a SQLite ledger and, with a server, on a fresh
// PostgreSQL one: both hand notifications off (ledger.Handoff). The tests
// that use it share no state (each has its own clock, sandbox, file and
// database), so they run in parallel: most of a PostgreSQL subtest is
// waiting for the server to create and drop its database (issue 32).
func onBackends(t *testing.T, caps sandbox.Capabilities, fn func(t *testing.T, e *env)) {
	t.Parallel()
	t.Run("sqlite", func(t *testing.T) { fn(t, newEnv(t, caps)) })
	t.Run("postgres", func(t *testing.T) {
		admin := pgtest.ServerDSN(t)
		dsn := pgtest.FromTemplate(t, admin, pgtest.SharedTemplate(t, admin))
		e := newEnv(t, caps)
		e.dsn = dsn
		e.store = e.open()
		fn(t, e)
	})
}

// The PostgreSQL subtests' databases are copies of one migrated database
// (pgtest.SharedTemplate), dropped here: migrating each afresh was half of
// each subtest's time (the migrations have tests of their own).
func TestMain(m *testing.M) {
	code := m.Run()
	pgtest.DropSharedTemplates()
	os.Exit(code)
}

// handoffEngine is engine W whose successes' notifications go to its own
// dispatcher.
func (e *env) handoffEngine() *execute.Engine {
	g := e.engine("W", e.store)
	g.Notify = e.dispatcher("W", e.store)
	return g
}

func handoffKeys(e *env, n int) []string {
	e.t.Helper()
	var keys []string
	for i := 0; i < n; i++ {
		k, in := key, intent
		k.Action = fmt.Sprintf("A%03d", i+1)
		in.Action = k.Action
		e.enqueue(k, in)
		keys = append(keys, ledger.NotificationKey(k, "created", "assignee", 1))
	}
	return keys
}

// With Notify set, a success's notification is delivered by the engine's
// pass itself: the completion claimed it for the dispatcher, so no
// dispatcher claims it again, and it is sent once.
func TestEngineHandsOffNotifications(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testEngineHandsOff)
}

func testEngineHandsOff(t *testing.T, e *env) {
	notes := handoffKeys(e, 3)
	g := e.handoffEngine()
	r := e.run(g)
	g.Wait()
	if r.Succeeded != 3 || r.HandedOff != 3 {
		t.Fatalf("engine pass: %+v, want 3 created and 3 handed off", r)
	}
	for _, nk := range notes {
		if k := len(e.svc.MessagesForKey(nk)); k != 1 {
			t.Errorf("%s delivered %d times", nk, k)
		}
		n, err := e.store.OutboxGet(context.Background(), nk)
		if err != nil || n.State != ledger.Succeeded || n.Owner != "W" || n.Generation != 1 {
			t.Errorf("%s: %+v %v", nk, n, err)
		}
	}
	if d, err := e.dispatcher("X", e.store).RunOnce(context.Background(), nil); err != nil || d.Claimed != 0 {
		t.Fatalf("a dispatcher found work after the handoff: %+v %v", d, err)
	}
}

// The engine's process dies right after the channel delivered a handed-off
// notification, before recording it: the row stays W's until its lease
// lapses, then another dispatcher takes it in doubt and settles it from the
// channel's dedup and history — one delivery, recorded as found.
func TestHandedOffCrashAfterSendTakenOverOnce(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testHandedOffCrash)
}

func testHandedOffCrash(t *testing.T, e *env) {
	notes := handoffKeys(e, 1)
	e.faults.Set(faults.AfterNotifySend, faults.Once(1, faults.Crash))
	g := e.handoffEngine()
	if r := e.run(g); r.Succeeded != 1 || r.HandedOff != 1 {
		t.Fatalf("engine pass: %+v", r)
	}
	g.Wait()
	if n, err := e.store.OutboxGet(context.Background(), notes[0]); err != nil || n.State != ledger.Running || n.Owner != "W" || len(e.svc.MessagesForKey(notes[0])) != 1 {
		t.Fatalf("after the crash: %+v %v; want W's, running, delivered once", n, err)
	}
	x := e.dispatcher("X", e.open())
	if d, err := x.RunOnce(context.Background(), nil); err != nil || d.Claimed != 0 {
		t.Fatalf("claimed under W's live lease: %+v %v", d, err)
	}
	e.clk.Advance(31 * time.Second)
	if d, err := x.RunOnce(context.Background(), nil); err != nil || d.Claimed != 1 || d.Sent != 1 {
		t.Fatalf("takeover after the lease lapsed: %+v %v", d, err)
	}
	if k := len(e.svc.MessagesForKey(notes[0])); k != 1 {
		t.Fatalf("%d deliveries of %s", k, notes[0])
	}
	n, err := e.store.OutboxGet(context.Background(), notes[0])
	if err != nil || n.State != ledger.Succeeded || n.Owner != "X" {
		t.Fatalf("%+v %v", n, err)
	}
	atts, err := e.store.AttemptList(context.Background(), notes[0])
	if err != nil || len(atts) != 2 || atts[0].Owner != "W" || !atts[0].EndedAt.IsZero() || atts[1].Outcome != string(ledger.OutcomeFound) {
		t.Fatalf("attempts: %+v %v; want W's open one, then X's found", atts, err)
	}
}

// A dispatcher with per-tenant caps counts what it has in flight when it
// claims, so nothing is handed to it: the notifications wait for its claim.
func TestNoHandoffUnderTenantCaps(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testNoHandoffUnderCaps)
}

func testNoHandoffUnderCaps(t *testing.T, e *env) {
	notes := handoffKeys(e, 2)
	g := e.handoffEngine()
	g.Notify.MaxInFlight = 1
	if r := e.run(g); r.Succeeded != 2 || r.HandedOff != 0 {
		t.Fatalf("engine pass: %+v", r)
	}
	for _, nk := range notes {
		if n, err := e.store.OutboxGet(context.Background(), nk); err != nil || n.State != ledger.Pending {
			t.Fatalf("%s: %+v %v, want pending", nk, n, err)
		}
	}
}

// A pass returns while its handed-off notifications are still going out
// (their sends overlap the next batch's calls); Wait waits for them.
func TestHandoffDeliversBehindThePass(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testHandoffBehind)
}

// holdFirstSend stops the first notification sent right after the channel
// took it, before it is recorded: reached closes there, and closing release
// lets it go on.
func holdFirstSend(e *env) (reached, release chan struct{}) {
	reached, release = make(chan struct{}), make(chan struct{})
	e.faults.Set(faults.AfterNotifySend, faults.Once(1, func(context.Context, string) error {
		close(reached)
		<-release
		return nil
	}))
	return reached, release
}

func testHandoffBehind(t *testing.T, e *env) {
	notes := handoffKeys(e, 1)
	reached, release := holdFirstSend(e)
	g := e.handoffEngine()
	if r := e.run(g); r.HandedOff != 1 {
		t.Fatalf("engine pass: %+v", r)
	}
	<-reached // sent, not yet recorded, and the pass has returned
	if n, err := e.store.OutboxGet(context.Background(), notes[0]); err != nil || n.State != ledger.Running {
		t.Fatalf("while delivering: %+v %v", n, err)
	}
	close(release)
	g.Wait()
	if n, err := e.store.OutboxGet(context.Background(), notes[0]); err != nil || n.State != ledger.Succeeded {
		t.Fatalf("after Wait: %+v %v", n, err)
	}
}

// A dispatcher does not send a row whose lease is about to lapse (a
// handed-off batch queued behind others, a process stopped and resumed):
// it gives it back unsent, or, when another dispatcher already took it
// over, its write is refused — one delivery either way.
func TestNoSendOnALapsingLease(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testNoSendOnLapsingLease)
}

func testNoSendOnLapsingLease(t *testing.T, e *env) {
	ctx := context.Background()
	notes := handoffKeys(e, 2)
	e.run(e.engine("E", e.store)) // no Notify: both notifications pending
	w := e.dispatcher("W", e.store)
	held, err := e.store.OutboxClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: 30 * time.Second, Limit: 2, Now: e.clk.Now()})
	if err != nil || len(held) != 2 {
		t.Fatalf("claim: %+v %v", held, err)
	}
	// W resumes 25s later, inside the 10s margin of its 30s lease: nothing
	// is sent, the rows go back to pending, not in doubt.
	e.clk.Advance(25 * time.Second)
	if r, err := w.Work(ctx, held[:1]); err != nil || r.Sent != 0 || r.Retried != 1 {
		t.Fatalf("work on a lapsing lease: %+v %v", r, err)
	}
	if n, err := e.store.OutboxGet(ctx, held[0].Key); err != nil || n.State != ledger.Pending || n.InDoubt {
		t.Fatalf("given back: %+v %v", n, err)
	}
	// The other lapsed and X took it over and sent it: W's late pass sends
	// nothing and its write is refused.
	e.clk.Advance(10 * time.Second)
	x := e.dispatcher("X", e.open())
	if r, err := x.RunOnce(ctx, nil); err != nil || r.Sent != 2 {
		t.Fatalf("X: %+v %v", r, err)
	}
	if r, err := w.Work(ctx, held[1:]); err != nil || r.Sent != 0 || r.StaleWrites != 1 {
		t.Fatalf("W after the takeover: %+v %v", r, err)
	}
	for _, nk := range notes {
		if k := len(e.svc.MessagesForKey(nk)); k != 1 {
			t.Errorf("%s delivered %d times", nk, k)
		}
	}
}

// Settle reports whether handed-off notifications were still being
// delivered and returns only once they are recorded: a worker run with
// --once settles before it stops, so it never cancels a delivery half done.
func TestSettleWaitsForHandedOffDeliveries(t *testing.T) {
	onBackends(t, sandbox.DefaultCapabilities(), testSettle)
}

func testSettle(t *testing.T, e *env) {
	g := e.handoffEngine()
	if g.Settle() {
		t.Fatal("Settle with nothing handed off reported deliveries")
	}
	notes := handoffKeys(e, 1)
	reached, release := holdFirstSend(e)
	if r := e.run(g); r.HandedOff != 1 {
		t.Fatalf("engine pass: %+v", r)
	}
	<-reached
	// The delivery is let go only once Settle has looked: let go earlier,
	// it could be recorded before Settle starts and Settle rightly report
	// nothing in flight.
	if !g.SettleLooked(func() { close(release) }) {
		t.Fatal("Settle did not report the delivery in flight")
	}
	if n, err := e.store.OutboxGet(context.Background(), notes[0]); err != nil || n.State != ledger.Succeeded {
		t.Fatalf("after Settle: %+v %v", n, err)
	}
	if g.Settle() {
		t.Fatal("a second Settle reported deliveries")
	}
}
