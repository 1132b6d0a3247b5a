package execute_test

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// twoKeys enqueues A001 and A002.
func twoKeys(e *env) []ledger.BusinessKey {
	var ks []ledger.BusinessKey
	for _, a := range []string{"A001", "A002"} {
		k, in := key, intent
		k.Action, in.Action = a, a
		e.enqueue(k, in)
		ks = append(ks, k)
	}
	return ks
}

// tick advances the fake clock by d once something waits on it (the
// lease renewer), n times: each step lets one renewal round finish. With
// nothing waiting (no renewer) it advances after a few seconds anyway.
func tick(e *env, d time.Duration, n int) {
	armed := func() {
		for give := time.Now().Add(5 * time.Second); e.clk.Waiters() == 0 && time.Now().Before(give); {
			runtime.Gosched()
		}
	}
	for i := 0; i < n; i++ {
		armed()
		e.clk.Advance(d)
	}
	armed()
}

// stallFirstSend holds the first key worked just before its send until
// resume is closed; stalled is closed when it got there.
func stallFirstSend(e *env) (stalled, resume chan struct{}) {
	stalled, resume = make(chan struct{}), make(chan struct{})
	e.faults.Set(faults.BeforeSend, faults.Once(1, func(context.Context, string) error {
		close(stalled)
		<-resume
		return nil
	}))
	return stalled, resume
}

// Issue 33: a claimed batch's keys waiting behind a stalled call keep
// their leases while the worker and its ledger live: no other worker
// takes them over and acts on them while this one still will.
func TestQueuedKeysKeepTheirLease(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	ks := twoKeys(e)
	stalled, resume := stallFirstSend(e)
	a := e.engine("A", e.store)
	a.Concurrency = 1 // the second key waits for the first's call
	done := make(chan execute.Result)
	go func() { done <- e.run(a) }()
	<-stalled
	tick(e, a.Lease/4, 8) // twice the lease
	b := e.engine("B", e.open())
	if r := e.run(b); r.Claimed != 0 {
		t.Fatalf("B took over %d key(s) A still holds: %+v", r.Claimed, r)
	}
	close(resume)
	if r := <-done; r.Succeeded != 2 || r.StaleWrites != 0 {
		t.Fatalf("A = %+v", r)
	}
	for _, k := range ks {
		e.oneTask(k.String())
	}
}

// Issue 33: a worker whose renewals stopped (its ledger link is down)
// does not start a call once too little of its lease is left: the key is
// given back unsent, never created by a worker that may no longer hold it.
func TestNoCallOnALapsingLease(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	e.faults.Set("renew_lease", func(context.Context, string) error { return errors.New("ledger unreachable") })
	stalled, resume := stallFirstSend(e)
	a := e.engine("A", e.store)
	done := make(chan execute.Result)
	go func() { done <- e.run(a) }()
	<-stalled
	e.clk.Advance(25 * time.Second) // 5s of a 30s lease left: less than margin + call timeout
	close(resume)
	if r := <-done; r.Retried != 1 || r.Succeeded != 0 {
		t.Fatalf("A = %+v, want the key given back", r)
	}
	if n := len(e.svc.TasksForKey(key.String())); n != 0 {
		t.Fatalf("%d task(s) created on a lapsing lease", n)
	}
	x := e.get(key.String())
	atts, err := e.store.AttemptList(context.Background(), key.String())
	if err != nil || x.State != ledger.Pending || x.InDoubt || len(atts) == 0 || ledger.Outcome(atts[len(atts)-1].Outcome) != ledger.OutcomeNotSent {
		t.Fatalf("given back: %+v %+v %v", x, atts, err)
	}
}

// deadlineTasks records the deadline of each create's context.
type deadlineTasks struct {
	connectors.TaskConnector
	deadline time.Time
	ok       bool
}

func (d *deadlineTasks) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	d.deadline, d.ok = ctx.Deadline()
	return d.TaskConnector.Create(ctx, t)
}

// Issue 33: each call's timeout is bounded by the lease, so the client
// gives up before another worker could take the key over.
func TestCallBoundedByLease(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	rec := &deadlineTasks{TaskConnector: e.tasks}
	a := e.engine("A", e.store)
	a.Tasks = rec
	before := time.Now()
	if r := e.run(a); r.Succeeded != 1 {
		t.Fatalf("A = %+v", r)
	}
	if !rec.ok || rec.deadline.After(time.Now().Add(a.Lease/3)) || rec.deadline.Before(before) {
		t.Fatalf("create's deadline %v (set %v), want within lease/3 of the call", rec.deadline, rec.ok)
	}
}

// blockingChannel holds every send until released.
type blockingChannel struct {
	notify.Channel
	entered chan struct{}
	release chan struct{}
}

func (b *blockingChannel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	b.entered <- struct{}{}
	<-b.release
	return b.Channel.Send(ctx, m)
}

// Issue 33: a dispatcher renews the lease of a row whose send is in
// flight: no other dispatcher takes it over and sends it too.
func TestDispatcherRenewsWhileSending(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	e.run(e.engine("E", e.store))
	ch := &blockingChannel{Channel: e.ch, entered: make(chan struct{}, 1), release: make(chan struct{})}
	w := e.dispatcher("W", e.store)
	w.Channels = map[string]notify.Channel{"sandbox": ch}
	done := make(chan notify.DispatchResult)
	go func() {
		r, err := w.RunOnce(context.Background(), nil)
		if err != nil {
			t.Error(err)
		}
		done <- r
	}()
	<-ch.entered
	tick(e, w.Lease/4, 8)
	if r, err := e.dispatcher("X", e.open()).RunOnce(context.Background(), nil); err != nil || r.Claimed != 0 {
		t.Fatalf("X took over a row W is sending: %+v %v", r, err)
	}
	close(ch.release)
	if r := <-done; r.Sent != 1 {
		t.Fatalf("W = %+v", r)
	}
}

// Issue 33: the figures count what happened: rows claimed and taken over
// per table, the dispatcher's refused stale writes with the engine's.
func TestClaimsTakeoversAndStaleWritesCounted(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, sandbox.DefaultCapabilities())
	m := execute.NewMetrics(prometheus.NewRegistry(), e.store, func() int64 { return e.clk.Now().UnixMilli() })
	notes := handoffKeys(e, 2)
	g := e.engine("E", e.store)
	g.Metrics = m
	e.run(g)
	w := e.dispatcher("W", e.store)
	w.Counters = m
	held, err := e.store.OutboxClaim(ctx, ledger.ClaimParams{Owner: "W", LeaseFor: 30 * time.Second, Limit: 2, Now: e.clk.Now()})
	if err != nil || len(held) != 2 {
		t.Fatalf("claim: %+v %v", held, err)
	}
	e.clk.Advance(35 * time.Second) // W's leases lapse
	x := e.dispatcher("X", e.open())
	x.Counters = m
	if r, err := x.RunOnce(ctx, nil); err != nil || r.Sent != 2 {
		t.Fatalf("X: %+v %v", r, err)
	}
	if r, err := w.Work(ctx, held); err != nil || r.StaleWrites != 2 {
		t.Fatalf("W after the takeover: %+v %v", r, err)
	}
	// X's 2 and W's 2 handed to Work (the claim made outside the
	// dispatcher is counted when it works them).
	claims := []float64{value(t, m.Claims.WithLabelValues("executions")), value(t, m.Claims.WithLabelValues("outbox"))}
	takeovers := []float64{value(t, m.Takeovers.WithLabelValues("executions")), value(t, m.Takeovers.WithLabelValues("outbox"))}
	if claims[0] != 2 || claims[1] != 4 || takeovers[0] != 0 || takeovers[1] != 2 {
		t.Fatalf("claims %v takeovers %v (executions, outbox)", claims, takeovers)
	}
	if got := value(t, m.StaleWrites.WithLabelValues("outbox")); got != 2 {
		t.Fatalf("stale writes %v, want the dispatcher's 2", got)
	}
	for _, nk := range notes {
		if k := len(e.svc.MessagesForKey(nk)); k != 1 {
			t.Errorf("%s delivered %d times", nk, k)
		}
	}
}

// value reads a counter.
func value(t *testing.T, c prometheus.Counter) float64 {
	t.Helper()
	var pb dto.Metric
	if err := c.Write(&pb); err != nil {
		t.Fatal(err)
	}
	return pb.GetCounter().GetValue()
}
