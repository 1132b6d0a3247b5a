package sandbox_test

import (
	"context"
	"crypto/tls"
	"errors"
	"net/http"
	"net/http/httptest"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/notify"
)

const key = "demo:P42:M0914:A007:create-task"

var t0 = time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC)

func task(k string) connectors.Task {
	return connectors.Task{Key: k, AttemptID: "att-1", Project: "P42", SourceAction: "A007", Title: "공급사 납기 회신 확인",
		Description: "> 민서가 월요일까지 공급사 납기 회신 확인", AssigneeID: "minseo", DueDate: "2026-09-21"}
}

// env is one sandbox reached in-process or over HTTP.
type env struct {
	svc *sandbox.Service
	clk *clock.Fake
	tc  connectors.TaskConnector
	ch  notify.Channel
	url string
}

type mode struct {
	name string
	open func(t *testing.T, o sandbox.Options) env
}

var modes = []mode{
	{"inprocess", func(t *testing.T, o sandbox.Options) env {
		svc := sandbox.MustNew(o)
		return env{svc: svc, tc: sandbox.NewTaskConnector(svc), ch: sandbox.NewChannel(svc)}
	}},
	{"http", func(t *testing.T, o sandbox.Options) env {
		svc := sandbox.MustNew(o)
		srv := httptest.NewServer(svc.Handler())
		t.Cleanup(srv.Close)
		return env{svc: svc, tc: sandbox.NewHTTPTaskConnector(srv.URL, srv.Client()), ch: sandbox.NewHTTPChannel(srv.URL, srv.Client()), url: srv.URL}
	}},
}

// each runs fn once per mode on a fresh service with a fake clock.
func each(t *testing.T, o sandbox.Options, fn func(t *testing.T, e env)) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			clk := clock.NewFake(t0)
			o := o
			o.Clock = clk
			e := m.open(t, o)
			e.clk = clk
			fn(t, e)
		})
	}
}

func wantClass(t *testing.T, err error, want failure.Class, status int) *failure.Error {
	t.Helper()
	var fe *failure.Error
	if !errors.As(err, &fe) {
		t.Fatalf("error %T %v is not a *failure.Error (want %s)", err, err, want)
	}
	if fe.Class != want {
		t.Fatalf("class = %s, want %s (err: %v)", fe.Class, want, err)
	}
	if status != 0 && fe.Status != status {
		t.Fatalf("status = %d, want %d (err: %v)", fe.Status, status, err)
	}
	return fe
}

func wantTasks(t *testing.T, svc *sandbox.Service, k string, n int) []sandbox.Task {
	t.Helper()
	got := svc.TasksForKey(k)
	if len(got) != n {
		t.Fatalf("tasks for key = %d (%v), want %d", len(got), got, n)
	}
	return got
}

func TestCreateIdempotent(t *testing.T) {
	each(t, sandbox.Options{NextTaskID: 418}, func(t *testing.T, e env) {
		ctx := context.Background()
		rt, err := e.tc.Create(ctx, task(key))
		if err != nil {
			t.Fatal(err)
		}
		if rt.ID != "TASK-418" || rt.Key != key || rt.AssigneeID != "minseo" || rt.DueDate != "2026-09-21" || rt.SourceAction != "A007" {
			t.Fatalf("created %+v", rt)
		}
		// A retry is a new attempt of the same intent: same task.
		retry := task(key)
		retry.AttemptID = "att-2"
		again, err := e.tc.Create(ctx, retry)
		if err != nil || again.ID != "TASK-418" {
			t.Fatalf("retry: %+v %v", again, err)
		}
		// Same key, other body: 422, nothing new.
		other := task(key)
		other.DueDate = "2026-09-22"
		_, err = e.tc.Create(ctx, other)
		wantClass(t, err, failure.Permanent, 422)
		wantTasks(t, e.svc, key, 1)
		if s := e.svc.Stats(); s.CreateCalls != 3 {
			t.Fatalf("create calls = %d, want 3", s.CreateCalls)
		}
		if !e.tc.Capabilities().IdempotentCreate || !e.tc.Capabilities().LookupByKey {
			t.Fatalf("capabilities %+v", e.tc.Capabilities())
		}
	})
}

func TestCreateWithoutIdempotencyMakesDuplicates(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.IdempotentCreate = false
	each(t, sandbox.Options{Capabilities: &caps}, func(t *testing.T, e env) {
		ctx := context.Background()
		a, err := e.tc.Create(ctx, task(key))
		if err != nil {
			t.Fatal(err)
		}
		b, err := e.tc.Create(ctx, task(key))
		if err != nil {
			t.Fatal(err)
		}
		if a.ID == b.ID {
			t.Fatalf("same id %s without idempotent create", a.ID)
		}
		wantTasks(t, e.svc, key, 2)
		if e.tc.Capabilities().IdempotentCreate {
			t.Fatal("declares idempotent create")
		}
	})
}

func TestCreateInFlightConflict(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			entered := make(chan struct{})
			release := make(chan struct{})
			var once sync.Once
			unblock := func() { once.Do(func() { close(release) }) }
			defer unblock() // a failing check must not leave the create held
			first := true
			o := sandbox.Options{Clock: clock.NewFake(t0), OnCreateInFlight: func(ctx context.Context, k string) {
				if first {
					first = false
					close(entered)
					<-release
				}
			}}
			e := m.open(t, o)
			ctx := context.Background()
			done := make(chan error, 1)
			var created connectors.RemoteTask
			go func() {
				var err error
				created, err = e.tc.Create(ctx, task(key))
				done <- err
			}()
			<-entered
			_, err := e.tc.Create(ctx, task(key))
			fe := wantClass(t, err, failure.Retryable, 409)
			if fe.RetryAfter <= 0 {
				t.Fatalf("409 without retry-after: %v", err)
			}
			unblock()
			if err := <-done; err != nil {
				t.Fatal(err)
			}
			again, err := e.tc.Create(ctx, task(key))
			if err != nil || again.ID != created.ID {
				t.Fatalf("after in-flight: %+v %v, want %s", again, err, created.ID)
			}
			wantTasks(t, e.svc, key, 1)
		})
	}
}

func TestDropCreateResponseAfterCommit(t *testing.T) {
	each(t, sandbox.Options{NextTaskID: 418}, func(t *testing.T, e env) {
		ctx := context.Background()
		if err := e.svc.InjectFault(faults.DropCreateResponse, 1); err != nil {
			t.Fatal(err)
		}
		_, err := e.tc.Create(ctx, task(key))
		wantClass(t, err, failure.Unknown, 0)
		got := wantTasks(t, e.svc, key, 1)
		if got[0].ID != "TASK-418" {
			t.Fatalf("stored %s", got[0].ID)
		}
		// Reconciliation finds it; the fault is consumed.
		found, err := e.tc.FindByKey(ctx, key)
		if err != nil || found == nil || found.ID != "TASK-418" {
			t.Fatalf("find: %+v %v", found, err)
		}
		rt, err := e.tc.Create(ctx, task(key))
		if err != nil || rt.ID != "TASK-418" {
			t.Fatalf("resend: %+v %v", rt, err)
		}
		wantTasks(t, e.svc, key, 1)
	})
}

func TestFailCreateBeforeCommit(t *testing.T) {
	each(t, sandbox.Options{}, func(t *testing.T, e env) {
		e.svc.InjectFault(faults.FailCreateBeforeCommit, 0)
		_, err := e.tc.Create(context.Background(), task(key))
		fe := wantClass(t, err, failure.Retryable, 503)
		if fe.RetryAfter != time.Second {
			t.Fatalf("retry after %v", fe.RetryAfter)
		}
		wantTasks(t, e.svc, key, 0)
		if _, err := e.tc.Create(context.Background(), task(key)); err != nil {
			t.Fatal(err)
		}
		wantTasks(t, e.svc, key, 1)
	})
}

func TestRejectCreate(t *testing.T) {
	each(t, sandbox.Options{}, func(t *testing.T, e env) {
		e.svc.InjectFault(faults.RejectCreate, 1)
		_, err := e.tc.Create(context.Background(), task(key))
		wantClass(t, err, failure.Permanent, 403)
		wantTasks(t, e.svc, key, 0)
	})
}

func TestRateLimitCreate(t *testing.T) {
	each(t, sandbox.Options{RetryAfter: 3 * time.Second}, func(t *testing.T, e env) {
		e.svc.InjectFault(faults.RateLimitCreate, 2)
		for i := 0; i < 2; i++ {
			_, err := e.tc.Create(context.Background(), task(key))
			fe := wantClass(t, err, failure.Retryable, 429)
			if fe.RetryAfter != 3*time.Second {
				t.Fatalf("retry after %v", fe.RetryAfter)
			}
		}
		if _, err := e.tc.Create(context.Background(), task(key)); err != nil {
			t.Fatal(err)
		}
		wantTasks(t, e.svc, key, 1)
		if len(e.svc.ArmedFaults()) != 0 {
			t.Fatalf("faults left: %v", e.svc.ArmedFaults())
		}
	})
}

func TestSearchLag(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.SearchLag = 10 * time.Second
	each(t, sandbox.Options{Capabilities: &caps}, func(t *testing.T, e env) {
		ctx := context.Background()
		if got := e.tc.Capabilities().LookupLag; got != 10*time.Second {
			t.Fatalf("declared lag %v", got)
		}
		if _, err := e.tc.Create(ctx, task(key)); err != nil {
			t.Fatal(err)
		}
		if found, err := e.tc.FindByKey(ctx, key); err != nil || found != nil {
			t.Fatalf("visible before the lag: %+v %v", found, err)
		}
		e.clk.Advance(10 * time.Second)
		if found, err := e.tc.FindByKey(ctx, key); err != nil || found == nil {
			t.Fatalf("invisible after the lag: %v", err)
		}
	})
}

func TestSearchLagFault(t *testing.T) {
	svc := sandbox.MustNew(sandbox.Options{Clock: clock.NewFake(t0)})
	svc.InjectFault(faults.SearchLag, 1)
	if got := sandbox.NewTaskConnector(svc).Capabilities().LookupLag; got != sandbox.DefaultFaultSearchLag {
		t.Fatalf("lag %v, want %v", got, sandbox.DefaultFaultSearchLag)
	}
}

func TestLookupSwitchedOff(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.LookupByKey = false
	caps.DeliveryHistory = false
	each(t, sandbox.Options{Capabilities: &caps}, func(t *testing.T, e env) {
		_, err := e.tc.FindByKey(context.Background(), key)
		wantClass(t, err, failure.Permanent, 501)
		_, err = e.ch.FindByKey(context.Background(), "k")
		wantClass(t, err, failure.Permanent, 501)
		if e.tc.Capabilities().LookupByKey || e.ch.Capabilities().DeliveryHistory {
			t.Fatal("capabilities not reflected")
		}
	})
}

func TestGetUpdate(t *testing.T) {
	each(t, sandbox.Options{NextTaskID: 418}, func(t *testing.T, e env) {
		ctx := context.Background()
		rt, _ := e.tc.Create(ctx, task(key))
		up, err := e.tc.Update(ctx, connectors.Update{Key: "demo:P42:M0914:A007:update-task", ExternalID: rt.ID, DueDate: "2026-09-25"})
		if err != nil || up.DueDate != "2026-09-25" || up.AssigneeID != "minseo" {
			t.Fatalf("update: %+v %v", up, err)
		}
		got, err := e.tc.Get(ctx, "TASK-418")
		if err != nil || got.DueDate != "2026-09-25" {
			t.Fatalf("get: %+v %v", got, err)
		}
		_, err = e.tc.Get(ctx, "TASK-1")
		wantClass(t, err, failure.Permanent, 404)
		_, err = e.tc.Update(ctx, connectors.Update{ExternalID: "TASK-1", DueDate: "2026-09-25"})
		wantClass(t, err, failure.Permanent, 404)
	})
}

func TestKeyRetention(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.KeyRetention = time.Hour
	each(t, sandbox.Options{Capabilities: &caps}, func(t *testing.T, e env) {
		ctx := context.Background()
		e.tc.Create(ctx, task(key))
		e.clk.Advance(59 * time.Minute)
		e.tc.Create(ctx, task(key))
		wantTasks(t, e.svc, key, 1)
		// A late retry after the target forgot the key makes a second task:
		// this is why axagent aligns its retention with the target's.
		e.clk.Advance(2 * time.Minute)
		e.tc.Create(ctx, task(key))
		wantTasks(t, e.svc, key, 2)
		if e.tc.Capabilities().KeyRetention != time.Hour {
			t.Fatal("retention not declared")
		}
	})
}

func TestStop(t *testing.T) {
	for _, m := range modes {
		t.Run(m.name, func(t *testing.T) {
			e := m.open(t, sandbox.Options{Clock: clock.NewFake(t0)})
			e.svc.InjectFault(faults.Stop, 1)
			// Over HTTP a stopped service holds the request; the caller's
			// deadline is what ends it.
			ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel()
			_, err := e.tc.Create(ctx, task(key))
			wantClass(t, err, failure.Unknown, 0)
			wantTasks(t, e.svc, key, 0)
			if _, err := e.tc.Create(context.Background(), task(key)); err != nil {
				t.Fatalf("after stop: %v", err)
			}

			e.svc.Stop()
			ctx2, cancel2 := context.WithTimeout(context.Background(), 200*time.Millisecond)
			defer cancel2()
			_, err = e.tc.FindByKey(ctx2, key)
			wantClass(t, err, failure.Retryable, 0)
			e.svc.Resume()
			if _, err := e.tc.FindByKey(context.Background(), key); err != nil {
				t.Fatalf("after resume: %v", err)
			}
		})
	}
}

func TestMessages(t *testing.T) {
	nk := "demo:P42:M0914:A007:created:assignee:1"
	msg := notify.Message{Key: nk, AttemptID: "n1", Recipient: "minseo", Subject: "새 작업", Text: "TASK-418"}
	each(t, sandbox.Options{NextMessageID: 912}, func(t *testing.T, e env) {
		ctx := context.Background()
		if d, err := e.ch.FindByKey(ctx, nk); err != nil || d != nil {
			t.Fatalf("before send: %v %v", d, err)
		}
		e.svc.InjectFault(faults.DropNotifyAck, 1)
		_, err := e.ch.Send(ctx, msg)
		wantClass(t, err, failure.Unknown, 0)
		if n := len(e.svc.MessagesForKey(nk)); n != 1 {
			t.Fatalf("messages %d", n)
		}
		d, err := e.ch.FindByKey(ctx, nk)
		if err != nil || d == nil || d.MessageID != "MSG-912" || d.Recipient != "minseo" {
			t.Fatalf("history: %+v %v", d, err)
		}
		// Without dedup a resend is a second delivery.
		d2, err := e.ch.Send(ctx, msg)
		if err != nil || d2.MessageID != "MSG-913" {
			t.Fatalf("resend: %+v %v", d2, err)
		}
		if e.ch.Capabilities().Dedup || !e.ch.Capabilities().DeliveryHistory {
			t.Fatalf("caps %+v", e.ch.Capabilities())
		}
		if n := len(e.svc.Messages()); n != 2 || e.svc.Stats().SendCalls != 2 {
			t.Fatalf("messages %d, sends %d", n, e.svc.Stats().SendCalls)
		}
	})
}

func TestNotifyDedup(t *testing.T) {
	caps := sandbox.DefaultCapabilities()
	caps.NotifyDedup = true
	each(t, sandbox.Options{Capabilities: &caps}, func(t *testing.T, e env) {
		ctx := context.Background()
		m := notify.Message{Key: "n1", Recipient: "minseo", Text: "x"}
		a, err := e.ch.Send(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		b, err := e.ch.Send(ctx, m)
		if err != nil || b.MessageID != a.MessageID {
			t.Fatalf("dedup: %+v %v", b, err)
		}
		if n := len(e.svc.MessagesForKey("n1")); n != 1 {
			t.Fatalf("deliveries %d", n)
		}
		if !e.ch.Capabilities().Dedup {
			t.Fatal("dedup not declared")
		}
	})
}

func TestResetAndFaultNames(t *testing.T) {
	svc := sandbox.MustNew(sandbox.Options{NextTaskID: 418, Clock: clock.NewFake(t0)})
	tc := sandbox.NewTaskConnector(svc)
	tc.Create(context.Background(), task(key))
	svc.InjectFault(faults.RejectCreate, 3)
	if err := svc.Reset(); err != nil {
		t.Fatal(err)
	}
	if len(svc.Tasks()) != 0 || len(svc.ArmedFaults()) != 0 || svc.Stats().CreateCalls != 0 {
		t.Fatal("reset left state")
	}
	rt, _ := tc.Create(context.Background(), task(key))
	if rt.ID != "TASK-418" {
		t.Fatalf("after reset %s", rt.ID)
	}
	for _, f := range faults.Target {
		if _, err := sandbox.ParseFault(string(f)); err != nil {
			t.Fatal(err)
		}
	}
	if err := svc.InjectFault("explode", 1); err == nil {
		t.Fatal("unknown fault accepted")
	}
}

func notifyMsg(k string) notify.Message {
	return notify.Message{Key: k, AttemptID: "n1", Recipient: "minseo", Text: "TASK-418"}
}

func insecureClient() *http.Client {
	return &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}}
}

func runtimeGosched() { runtime.Gosched() }
