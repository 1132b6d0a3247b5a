package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"
	"time"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/config"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/tracing"
)

// One trace per action (issue 15): a webhook with a W3C traceparent, then
// (in the worker, later) intake, claim, target call, reconciliation of a
// lost response and the notification, each action's spans in the trace derived from its key,
// with the attempt ID as an attribute and the trace ID stored with the
// attempt. Spans go to the SDK's in-memory exporter.
func TestOneTracePerAction(t *testing.T) {
	// Not parallel (InstallTracerProvider enforces it): run beside another
	// test that installed its own provider, this test's spans went to the
	// other's exporter, and its closing swap to a no-op provider silenced
	// the other's.
	exp := app.InstallTracerProvider(t)

	ctx := context.Background()
	clk := clock.NewFake(time.Date(2026, 9, 15, 9, 0, 0, 0, time.UTC))
	caps := sandbox.DefaultCapabilities()
	svc, err := sandbox.New(sandbox.Options{Capabilities: &caps, Clock: clk, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	roster, err := extract.LoadRoster(filepath.Join("..", "examples", "roster.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "ledger.db")
	// The notifications go out on the dispatcher's pass below, as its own
	// claims (not handed off by the worker, whose deliveries would run
	// past the clock's minute and be taken over).
	settings, err := config.Load("")
	if err != nil {
		t.Fatal(err)
	}
	inline := false
	settings.Worker.NotifyInline = &inline
	a, err := app.New(ctx, app.Config{Settings: settings,
		OpenStore: func(ctx context.Context, clk clock.Clock) (ledger.Store, error) {
			return app.OpenStoreWith(ctx, path, app.StoreOptions{Clock: clk, Synchronous: "NORMAL"})
		},
		Tasks: sandbox.NewTaskConnector(svc), Channels: map[string]notify.Channel{sandbox.Name: sandbox.NewChannel(svc)}, Channel: sandbox.Name,
		Roster: roster, Owner: "trace-test", Lang: "en", Clock: clk, Log: slog.New(slog.DiscardHandler),
		Permit: func(string, string, string) (bool, string) { return true, "" }})
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()

	// The caller's trace, as a W3C traceparent on the webhook.
	const caller = "4bf92f3577b34da6a3ce929d0e0e4736"
	srv := httptest.NewServer(a.Handler(app.HTTPOptions{Secret: webhookSecret}))
	defer srv.Close()
	body, _ := json.Marshal(app.Event{Tenant: "acme", Project: "P42", Meeting: "M2", Date: "2026-09-15", Notes: m2Notes})
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/v1/meetings", bytes.NewReader(body))
	for k, v := range app.SignWebhook(webhookSecret, "dlv-9", clk.Now(), body) {
		req.Header[k] = v
	}
	req.Header.Set("traceparent", "00-"+caller+"-00f067aa0ba902b7-01")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		t.Fatalf("webhook: %d", resp.StatusCode)
	}
	// The worker takes the event from the inbox and works its keys; one
	// create's response is lost (unknown), then reconciled by key.
	if err := svc.InjectFault(faults.DropCreateResponse, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := a.NewWorker(app.WorkerOptions{}).RunOnce(ctx); err != nil {
		t.Fatal(err)
	}
	keys, err := a.Executions(ctx, ledger.ListParams{Tenant: "acme"})
	if err != nil || len(keys) != 2 {
		t.Fatalf("keys: %d %v", len(keys), err)
	}
	k1, k2 := keys[0].Key.String(), keys[1].Key.String()
	if keys[1].State == ledger.Unknown {
		k1, k2 = k2, k1
	}
	if st, _ := a.Status(ctx, []string{k1, k2}); len(st) != 2 {
		t.Fatal("status")
	}
	clk.Advance(time.Minute)
	if _, err := a.RunEngine(ctx, []string{k1}); err != nil {
		t.Fatal(err)
	}
	if e, _ := a.Ledger().ExecutionGet(ctx, ledger.MustParseKey(k1)); e.State != ledger.Succeeded {
		t.Fatalf("%s after reconciliation: %s", k1, e.State)
	}
	if _, err := a.RunDispatcher(ctx, nil); err != nil {
		t.Fatal(err)
	}

	spans := exp.GetSpans()
	var post *tracetest.SpanStub
	byTrace := map[trace.TraceID][]tracetest.SpanStub{}
	for i, s := range spans {
		byTrace[s.SpanContext.TraceID()] = append(byTrace[s.SpanContext.TraceID()], s)
		if s.Name == "POST /v1/meetings" {
			post = &spans[i]
		}
	}
	if post == nil || post.SpanContext.TraceID().String() != caller || post.Parent.SpanID().String() != "00f067aa0ba902b7" {
		t.Fatalf("the webhook's span does not continue the caller's trace: %+v", post)
	}
	// Every span of an action's trace hangs from a span that was exported,
	// or from none (issue 33: a synthetic parent was never exported).
	exported := map[trace.SpanID]bool{}
	for _, s := range spans {
		exported[s.SpanContext.SpanID()] = true
	}
	for _, s := range spans {
		if s.SpanContext.TraceID().String() != caller && s.Parent.IsValid() && !exported[s.Parent.SpanID()] {
			t.Errorf("span %q hangs from %s, which was never exported", s.Name, s.Parent.SpanID())
		}
	}
	for _, k := range []string{k1, k2} {
		tid := tracing.TraceID(k)
		names := map[string]int{}
		attemptSpans := map[string]trace.SpanID{}
		for _, s := range byTrace[tid] {
			names[s.Name]++
			for _, kv := range s.Attributes {
				if kv.Key == tracing.AttrAttemptID {
					attemptSpans[kv.Value.AsString()] = s.SpanContext.SpanID()
				}
			}
		}
		// The intake links to the request that delivered the event.
		for _, s := range byTrace[tid] {
			if s.Name == "intake" && (len(s.Links) != 1 || s.Links[0].SpanContext.SpanID() != post.SpanContext.SpanID()) {
				t.Errorf("%s: intake links %+v, want the webhook's span %s", k, s.Links, post.SpanContext.SpanID())
			}
		}
		want := map[string]int{"intake": 1, "attempt create-task": 1, "target call sandbox": 1, "notify sandbox": 1}
		if k == k1 {
			want["attempt create-task"], want["reconcile"] = 2, 1
		}
		for n, c := range want {
			if names[n] != c {
				t.Errorf("%s: %d %q spans in its trace, want %d (all: %v)", k, names[n], n, c, names)
			}
		}
		// Every target call is a child of an attempt span.
		for _, s := range byTrace[tid] {
			if s.Name == "target call sandbox" || s.Name == "reconcile" {
				found := false
				for _, id := range attemptSpans {
					found = found || s.Parent.SpanID() == id
				}
				if !found {
					t.Errorf("%s: %s span is not under an attempt span", k, s.Name)
				}
			}
		}
		// The ledger holds the trace ID with each attempt, and the spans
		// name the attempts.
		for _, key := range []string{k, notificationOf(t, a, k)} {
			atts, err := a.Ledger().AttemptList(ctx, key)
			if err != nil || len(atts) == 0 {
				t.Fatalf("attempts of %s: %v", key, err)
			}
			for _, at := range atts {
				if at.TraceID != tid.String() {
					t.Errorf("%s attempt %s: trace ID %q in the ledger, want %s", key, at.ID, at.TraceID, tid)
				}
				if _, ok := attemptSpans[at.ID]; !ok {
					t.Errorf("%s attempt %s has no span", key, at.ID)
				}
			}
		}
	}
	if len(byTrace[tracing.TraceID(k1)]) == 0 || tracing.TraceID(k1) == tracing.TraceID(k2) {
		t.Error("the two actions share a trace")
	}

	// Without a tracer provider nothing is recorded and no trace ID stored.
	otel.SetTracerProvider(noop.NewTracerProvider())
	upd, _, _, err := a.UpdateDue(ctx, keys[1].Key, "2026-10-09", true)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.RunEngine(ctx, []string{upd.Key.String()}); err != nil {
		t.Fatal(err)
	}
	atts, _ := a.Ledger().AttemptList(ctx, upd.Key.String())
	if len(atts) == 0 || atts[0].TraceID != "" {
		t.Errorf("tracing off, yet the attempt holds trace ID %+v", atts)
	}
}

func notificationOf(t *testing.T, a *app.App, key string) string {
	t.Helper()
	list, err := a.Notifications(context.Background(), ledger.OutboxListParams{ExecKey: key})
	if err != nil || len(list) != 1 {
		t.Fatalf("notification of %s: %d %v", key, len(list), err)
	}
	return list[0].Key
}
