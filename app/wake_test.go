package app

import (
	"context"
	"log/slog"
	"runtime"
	"testing"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/notify"
)

// signalingTasks reports each create.
type signalingTasks struct {
	connectors.TaskConnector
	created chan string
}

func (s *signalingTasks) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	select {
	case s.created <- t.Key:
	default:
	}
	return s.TaskConnector.Create(ctx, t)
}

// TestWorkerWakesOnEnqueueFromAnotherHandle (issue 17): a worker waiting
// for its poll (an hour, on a fake clock that never advances) starts a key
// that `register --no-wait` enqueued through another ledger handle, as
// another process would: the enqueue's commit signals it (on SQLite the
// watched wake file). Without the cross-process wake-up it would wait for
// the poll.
func TestWorkerWakesOnEnqueueFromAnotherHandle(t *testing.T) {
	t.Parallel()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	tasks := &signalingTasks{TaskConnector: sandbox.NewTaskConnector(svc), created: make(chan string, 8)}
	db := migratedLedger(t)
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	mk := func(owner string) *App {
		cfg, _ := config.Load("")
		a, err := New(context.Background(), Config{DB: db, Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler), Owner: owner,
			Tasks: tasks, Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { a.Close() })
		return a
	}
	producer, daemon := mk("register"), mk("worker")
	w := daemon.NewWorker(WorkerOptions{Poll: time.Hour})
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan error, 1)
	go func() { stopped <- w.Run(ctx, Forever) }()
	defer func() { cancel(); <-stopped }()
	// The worker passed once, found nothing and waits for its poll.
	deadline := time.Now().Add(10 * time.Second)
	for clk.Waiters() == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the worker never went idle")
		}
		runtime.Gosched()
	}
	n := meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	if _, err := producer.Register(ctx, n, RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	select {
	case key := <-tasks.created:
		if key != "demo:P42:M0914:A001:create-task" {
			t.Fatalf("created %s", key)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the idle worker did not start the key enqueued by another handle (no wake-up; its poll is an hour away)")
	}
}
