// Package worker is the axagent daemon: it turns received meeting events
// into ledger work, claims due keys in batches, reconciles keys in doubt and
// dispatches the outbox, until told to stop. Several workers may share one
// ledger; leases and fencing keep them from stepping on each other.
package worker

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/harness"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
)

// Event is a meeting-notes event (the webhook body).
type Event struct {
	Tenant  string `json:"tenant"`
	Project string `json:"project"`
	Meeting string `json:"meeting"`
	// Date is the meeting date, YYYY-MM-DD (optional).
	Date  string `json:"date"`
	Notes string `json:"notes"`
}

// Validate checks the event's scope fields.
func (e Event) Validate() error {
	for _, f := range []struct{ name, v string }{{"tenant", e.Tenant}, {"project", e.Project}, {"meeting", e.Meeting}} {
		if err := ledger.ValidateComponent(f.v); err != nil {
			return fmt.Errorf("event %s: %w", f.name, err)
		}
	}
	if e.Notes == "" {
		return fmt.Errorf("event notes: empty")
	}
	return nil
}

// Ingester extracts an event and submits its plan under (source, id).
type Ingester func(ctx context.Context, ev Event, source, id string) error

// Config of a worker.
type Config struct {
	Store      ledger.Store
	Engine     *harness.Engine
	Dispatcher *notify.Dispatcher
	Ingest     Ingester
	Clock      clock.Clock
	// Poll is the wait between passes that found nothing (default 1s).
	Poll time.Duration
	// ShutdownTimeout bounds how long calls in flight may finish after a
	// stop (default 10s); then they are cancelled and their keys are left
	// to lease expiry and reconciliation.
	ShutdownTimeout time.Duration
	Log             *slog.Logger
}

// Worker runs passes.
type Worker struct {
	cfg   Config
	nudge chan struct{}
}

// New makes a worker.
func New(cfg Config) *Worker {
	if cfg.Clock == nil {
		cfg.Clock = clock.Real{}
	}
	if cfg.Poll <= 0 {
		cfg.Poll = time.Second
	}
	if cfg.ShutdownTimeout <= 0 {
		cfg.ShutdownTimeout = 10 * time.Second
	}
	if cfg.Log == nil {
		cfg.Log = slog.Default()
	}
	return &Worker{cfg: cfg, nudge: make(chan struct{}, 1)}
}

// Nudge wakes the loop (a new event arrived).
func (w *Worker) Nudge() {
	select {
	case w.nudge <- struct{}{}:
	default:
	}
}

// PassResult is what one pass did.
type PassResult struct {
	Events   int
	Keys     harness.Result
	Outbox   notify.DispatchResult
	EventErr []error
}

// Busy reports whether the pass did anything.
func (r PassResult) Busy() bool { return r.Events > 0 || r.Keys.Claimed > 0 || r.Outbox.Claimed > 0 }

// RunOnce does one pass: received events, due keys, due notifications.
func (w *Worker) RunOnce(ctx context.Context) (PassResult, error) {
	var res PassResult
	recv, err := w.cfg.Store.InboxListReceived(ctx, 16)
	if err != nil {
		return res, err
	}
	for _, r := range recv {
		var ev Event
		if err := json.Unmarshal(r.Body, &ev); err != nil {
			res.EventErr = append(res.EventErr, fmt.Errorf("event %s/%s: %w", r.Source, r.MessageID, err))
			continue
		}
		if err := w.cfg.Ingest(ctx, ev, r.Source, r.MessageID); err != nil {
			w.cfg.Log.Error("event not ingested; it stays received and is retried", "source", r.Source, "delivery", r.MessageID, "err", err)
			res.EventErr = append(res.EventErr, err)
			continue
		}
		res.Events++
	}
	if res.Keys, err = w.cfg.Engine.RunOnce(ctx, nil); err != nil {
		return res, err
	}
	if res.Outbox, err = w.cfg.Dispatcher.RunOnce(ctx, nil); err != nil {
		return res, err
	}
	return res, nil
}

// Until says when Run returns on its own.
type Until int

const (
	// Forever: only a stop ends the loop.
	Forever Until = iota
	// Idle: return after the first pass that found nothing due (--once).
	Idle
	// Drained: return when the ledger holds no open work at all: nothing
	// pending, running or unknown, in executions or the outbox (--drain).
	// Rows leased by a dead worker are waited for until their lease expires.
	Drained
)

// Run loops until stop is done (stop claiming), then lets calls in flight
// finish within ShutdownTimeout.
func (w *Worker) Run(stop context.Context, until Until) error {
	work, cancel := context.WithCancel(context.WithoutCancel(stop))
	defer cancel()
	go func() {
		<-stop.Done()
		select {
		case <-work.Done():
		case <-time.After(w.cfg.ShutdownTimeout):
			w.cfg.Log.Warn("shutdown timeout: cancelling calls in flight; their keys go to lease expiry and reconciliation")
			cancel()
		}
	}()
	for {
		if stop.Err() != nil {
			w.cfg.Log.Info("stopped claiming")
			return nil
		}
		res, err := w.RunOnce(work)
		if err != nil {
			if stop.Err() != nil {
				return nil
			}
			w.cfg.Log.Error("pass failed", "err", err)
		}
		if res.Busy() {
			continue
		}
		if until == Idle {
			return nil
		}
		if until == Drained {
			open, err := w.open(work)
			if err != nil {
				return err
			}
			if open == 0 {
				return nil
			}
		}
		select {
		case <-stop.Done():
		case <-w.nudge:
		case <-w.cfg.Clock.After(w.cfg.Poll):
		}
	}
}

// open counts rows that still need work.
func (w *Worker) open(ctx context.Context) (int, error) {
	st, err := w.cfg.Store.Stats(ctx)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, s := range []ledger.State{ledger.Pending, ledger.Running, ledger.Unknown} {
		n += st.Executions[s] + st.Notifications[s]
	}
	return n, nil
}
