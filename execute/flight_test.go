package execute_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// heldChannel is a network that holds a send: the sender's call times out
// (unknown outcome) while the request is still on its way, and it lands
// when the test says so.
type heldChannel struct {
	notify.Channel
	land   chan struct{}
	landed chan struct{}
}

func (h *heldChannel) Send(_ context.Context, m notify.Message) (notify.Delivery, error) {
	go func() {
		<-h.land
		h.Channel.Send(context.Background(), m)
		close(h.landed)
	}()
	return notify.Delivery{}, failure.NewUnknown("send", errors.New("timeout awaiting response headers"))
}

// Issue 33: after an unknown send, the channel's history not showing the
// key is no evidence it was never sent until the call timeout plus the
// channel's delivery lag has passed: a request held in the network lands
// late, and a resend before that would deliver twice.
func TestHeldSendIsNotDeliveredTwice(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.DeliveryLag = 45 * time.Second
	e := newEnv(t, caps)
	e.enqueue(key, intent)
	e.run(e.engine("E", e.store))
	nk := ledger.NotificationKey(key, "created", "assignee", 1)
	held := &heldChannel{Channel: e.ch, land: make(chan struct{}), landed: make(chan struct{})}
	a := e.dispatcher("A", e.store)
	a.Channels = map[string]notify.Channel{"sandbox": held}
	if r, err := a.RunOnce(context.Background(), nil); err != nil || r.Unknown != 1 {
		t.Fatalf("A: %+v %v", r, err)
	}
	// B takes the row in doubt a second later: the history is empty, but
	// A's request may still land until A's claim + 10s call timeout + 45s
	// lag.
	started := e.clk.Now()
	b := e.dispatcher("B", e.open())
	e.clk.Advance(time.Second)
	if r, err := b.RunOnce(context.Background(), nil); err != nil || r.Claimed != 1 || r.Sent != 0 {
		t.Fatalf("B inside the flight time: %+v %v", r, err)
	}
	n, err := e.store.OutboxGet(context.Background(), nk)
	if err != nil || n.State != ledger.Unknown || !n.InDoubt || !n.NextAttemptAt.Equal(started.Add(55*time.Second)) {
		t.Fatalf("row after B: %+v %v, want unknown until %v", n, err, started.Add(55*time.Second))
	}
	e.clk.Advance(50 * time.Second)
	if r, err := b.RunOnce(context.Background(), nil); err != nil || r.Claimed != 0 {
		t.Fatalf("claimed again inside the flight time: %+v %v", r, err)
	}
	close(held.land)
	<-held.landed
	e.clk.Advance(time.Minute)
	if r, err := b.RunOnce(context.Background(), nil); err != nil || r.Sent != 1 {
		t.Fatalf("B after the flight time: %+v %v", r, err)
	}
	if k := len(e.svc.MessagesForKey(nk)); k != 1 {
		t.Fatalf("%s delivered %d times, want 1", nk, k)
	}
	atts, _ := e.store.AttemptList(context.Background(), nk)
	if got := ledger.Outcome(atts[len(atts)-1].Outcome); got != ledger.OutcomeFound {
		t.Fatalf("settled with %s, want found in the history", got)
	}
}

// heldTasks is a tracker link that holds creates: the caller's call
// times out (unknown) while the request is on its way; it lands when the
// test says so.
type heldTasks struct {
	connectors.TaskConnector
	land   chan struct{}
	landed chan struct{}
}

func (h *heldTasks) Create(_ context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	go func() {
		<-h.land
		h.TaskConnector.Create(context.Background(), t)
		close(h.landed)
	}()
	return connectors.RemoteTask{}, failure.NewUnknown("create", context.DeadlineExceeded)
}

// Issue 33: after an unknown create, the search lag counts from the end of
// the request's flight (its start plus the call timeout), not from its
// start: a held create may land until then, and a lookup before proves
// nothing. The late task is then found, and the key settles with it.
func TestHeldCreateWaitsOutItsFlight(t *testing.T) {
	e := newEnv(t, sandbox.Capabilities{LookupByKey: true, DeliveryHistory: true})
	e.enqueue(key, intent)
	held := &heldTasks{TaskConnector: e.tasks, land: make(chan struct{}), landed: make(chan struct{})}
	a := e.engine("A", e.store)
	a.Tasks = held
	started := e.clk.Now()
	if r := e.run(a); r.Unknown != 1 {
		t.Fatalf("A = %+v", r)
	}
	e.clk.Advance(time.Second)
	b := e.engine("B", e.open())
	if r := e.run(b); r.Waiting != 1 {
		t.Fatalf("B = %+v", r)
	}
	if x := e.get(key.String()); !x.NextAttemptAt.Equal(started.Add(b.Lease / 3)) {
		t.Fatalf("next look at %v, want the end of A's flight %v (%s)", x.NextAttemptAt, started.Add(b.Lease/3), x.Reason)
	}
	close(held.land)
	<-held.landed
	e.clk.Advance(b.Lease / 3)
	if r := e.run(b); r.Succeeded != 1 {
		t.Fatalf("B after the flight = %+v", r)
	}
	e.oneTask(key.String())
}
