package tracing

import (
	"bytes"
	"context"
	"crypto/sha256"
	"net/http"
	"strings"
	"testing"

	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"
)

func TestOneTraceIDPerAction(t *testing.T) {
	create := "demo:P42:M0914:A007:create-task"
	same := []string{create, "demo:P42:M0914:A007:update-task-2", "demo:P42:M0914:A007:cancel-task", "demo:P42:M0914:A007:created:assignee:1"}
	for _, k := range same {
		if TraceID(k) != TraceID(create) {
			t.Errorf("%s is in trace %s, its action's is %s", k, TraceID(k), TraceID(create))
		}
	}
	for _, k := range []string{"demo:P42:M0914:A008:create-task", "acme:P42:M0914:A007:create-task"} {
		if TraceID(k) == TraceID(create) {
			t.Errorf("%s shares the trace of %s", k, create)
		}
	}
	if !TraceID(create).IsValid() {
		t.Error("invalid trace ID")
	}
}

func TestSetupExportsOnlyWithAnEndpoint(t *testing.T) {
	prev := otel.GetTracerProvider()
	t.Cleanup(func() { otel.SetTracerProvider(prev) })
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "")
	t.Setenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "")
	shutdown, err := Setup(context.Background(), "test")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := otel.GetTracerProvider().(*sdktrace.TracerProvider); ok {
		t.Fatal("a tracer provider was installed without an endpoint")
	}
	if err := shutdown(context.Background()); err != nil {
		t.Fatal(err)
	}
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4318")
	shutdown, err = Setup(context.Background(), "test")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := otel.GetTracerProvider().(*sdktrace.TracerProvider); !ok {
		t.Fatal("no OTLP tracer provider with OTEL_EXPORTER_OTLP_ENDPOINT set")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // nothing was recorded: shutting down sends nothing
	_ = shutdown(ctx)
}

func TestStartLinksAForeignParentAndFollowsTheAction(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	tp := sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp), sdktrace.WithIDGenerator(IDGenerator()))
	prev := otel.GetTracerProvider()
	otel.SetTracerProvider(tp)
	t.Cleanup(func() { otel.SetTracerProvider(prev) })

	h := http.Header{}
	h.Set("traceparent", "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
	ctx := Extract(context.Background(), h)
	key := "demo:P42:M0914:A007:create-task"
	ctx, span := Start(ctx, key, "attempt")
	if IDOf(ctx) != TraceID(key).String() {
		t.Errorf("span in trace %s, want the action's %s", IDOf(ctx), TraceID(key))
	}
	_, child := Start(ctx, key, "child")
	child.End()
	span.End()
	got := exp.GetSpans()
	if len(got) != 2 {
		t.Fatalf("%d spans", len(got))
	}
	attempt, c := got[1], got[0]
	if len(attempt.Links) != 1 || attempt.Links[0].SpanContext.TraceID().String() != "4bf92f3577b34da6a3ce929d0e0e4736" {
		t.Errorf("the request's trace is not linked: %+v", attempt.Links)
	}
	if c.Parent.SpanID() != attempt.SpanContext.SpanID() || len(c.Links) != 0 {
		t.Errorf("a span in the action's trace is not followed: parent %s", c.Parent.SpanID())
	}
	if IDOf(trace.ContextWithSpanContext(context.Background(), trace.SpanContext{})) != "" {
		t.Error("IDOf of nothing")
	}
}

// ActionKey without splitting is the split form it replaced, for every
// number of segments.
func TestActionKeyAsSplit(t *testing.T) {
	split := func(key string) string {
		parts := strings.SplitN(key, ":", 5)
		if len(parts) < 4 {
			return key
		}
		return strings.Join(parts[:4], ":") + ":create-task"
	}
	for _, k := range []string{"", "a", "a:b", "a:b:c", "a:b:c:d", "a:b:c:d:create-task", "demo:P42:M0914:A007:update-task-2",
		"demo:P42:M0914:A007:create-task:created:assignee:1:then-smtp", "::::", ":::", "t:p:m:a:"} {
		if got, want := ActionKey(k), split(k); got != want {
			t.Errorf("ActionKey(%q) = %q, want %q", k, got, want)
		}
		want := sha256.Sum256([]byte("axagent trace\x00" + split(k)))
		if got := TraceID(k); !bytes.Equal(got[:], want[:16]) {
			t.Errorf("TraceID(%q) changed", k)
		}
	}
}

func BenchmarkTraceID(b *testing.B) {
	for i := 0; i < b.N; i++ {
		_ = TraceID("demo:P42:M0914:A007:create-task:created:assignee:1")
	}
}
