package app

import (
	"context"
	"log/slog"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/tracing"
)

// Issue 33: `ledger show` keeps a killed worker's attempt trace IDs. The
// engine and the dispatcher record an attempt's trace as it starts, so a
// worker killed after its call and before recording the outcome leaves
// the attempt's trace in the ledger; the worker that takes the key over
// later adds its own.
func TestKilledWorkersAttemptKeepsTraceID(t *testing.T) {
	InstallTracerProvider(t)

	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 14, 9, 0, 0, 0, time.UTC))
	svc, err := sandbox.New(sandbox.Options{Clock: clk})
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := config.Load("")
	// The dispatcher's own claim is what this test kills a worker in: a
	// success's notifications are left to it, not handed off.
	inline := false
	cfg.Worker.NotifyInline = &inline
	roster, _ := extract.ParseRoster([]byte("people:\n  - name: 민서\n    ids: {sandbox: minseo}\n"))
	points := &faults.Points{}
	a, err := New(ctx, Config{DB: migratedLedger(t), Settings: cfg, Roster: roster, Clock: clk, Log: slog.New(slog.DiscardHandler),
		Faults: points, Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	if _, err := a.Register(ctx, meeting("M0914", "2026-09-14", "- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"), RegisterOptions{NoWait: true}); err != nil {
		t.Fatal(err)
	}
	key := ledger.MustParseKey("demo:P42:M0914:A001:create-task")
	want := tracing.TraceID(key.String()).String()

	// The worker dies after the tracker answered, before recording.
	points.Set(faults.AfterSendBeforeRecord, faults.Crash)
	if _, err := a.RunEngine(ctx, nil); err != nil {
		t.Fatal(err)
	}
	points.Set(faults.AfterSendBeforeRecord, nil)
	d, err := a.Show(ctx, key)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Attempts) != 1 || !d.Attempts[0].EndedAt.IsZero() || d.Attempts[0].TraceID != want {
		t.Fatalf("the killed worker's attempt: %+v; want open with trace %s", d.Attempts, want)
	}
	// Taken over after the lease: both attempts show the action's trace.
	clk.Advance(time.Minute)
	if _, err := a.RunEngine(ctx, nil); err != nil {
		t.Fatal(err)
	}
	if d, _ = a.Show(ctx, key); d.Execution.State != ledger.Succeeded || len(d.Attempts) != 2 || d.Attempts[0].TraceID != want || d.Attempts[1].TraceID != want {
		t.Fatalf("after the takeover: %s %+v", d.Execution.State, d.Attempts)
	}

	// The dispatcher's worker dies after the channel took the message.
	points.Set(faults.AfterNotifySend, faults.Crash)
	if _, err := a.RunDispatcher(ctx, nil); err != nil {
		t.Fatal(err)
	}
	points.Set(faults.AfterNotifySend, nil)
	if d, _ = a.Show(ctx, key); len(d.Notifications) != 1 {
		t.Fatalf("notifications: %+v", d.Notifications)
	}
	nk := d.Notifications[0].Notification.Key
	atts, err := a.Ledger().AttemptList(ctx, nk)
	if err != nil || len(atts) != 1 || !atts[0].EndedAt.IsZero() || atts[0].TraceID != want {
		t.Fatalf("the killed dispatcher's attempt of %s: %+v %v; want open with trace %s", nk, atts, err, want)
	}
}

// InstallTracerProvider installs, for t, a global tracer provider that
// exports synchronously into the returned exporter (with axagent's ID
// generator), and puts the previous one back when t ends.
//
// otel's tracer provider is process-global, so t must not run beside any
// other test: two parallel tests that each installed one sent their spans
// to each other's exporter (TestOneTracePerAction's flake). t.Setenv makes
// that a deterministic failure: it panics in a parallel test, and
// t.Parallel panics after it. A sequential test runs while every parallel
// test of the package is paused.
func InstallTracerProvider(t *testing.T) *tracetest.InMemoryExporter {
	t.Helper()
	t.Setenv("AXAGENT_TEST_GLOBAL_TRACER_PROVIDER", t.Name())
	exp := tracetest.NewInMemoryExporter()
	prev := otel.GetTracerProvider()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp), sdktrace.WithIDGenerator(tracing.IDGenerator())))
	t.Cleanup(func() { otel.SetTracerProvider(prev) })
	return exp
}
