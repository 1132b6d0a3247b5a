// Package tracing gives every action one OpenTelemetry trace, from intake
// through claim, target call, reconciliation and notification (issue 15).
//
// An action's trace ID is derived from its business key (the create's key
// for its updates' and notifications' spans too), so every process that
// touches the action — the intake, any worker after a crash, the
// dispatcher — adds its spans to the same trace without passing anything
// along; the attempt ID is a span attribute and the trace ID is stored with
// the attempt (ledger Attempt.TraceID). A W3C traceparent received with an
// event is kept as a link from the action's spans.
//
// Spans are exported over OTLP/HTTP only when OTEL_EXPORTER_OTLP_ENDPOINT
// (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; otherwise the global
// tracer provider stays the no-op one and nothing is recorded.
package tracing

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.26.0"
	"go.opentelemetry.io/otel/trace"
)

// Name is the instrumentation scope of axagent's spans.
const Name = "github.com/axagent/axagent"

// Attribute keys of axagent's spans.
const (
	AttrKey          = attribute.Key("axagent.key")
	AttrAttemptID    = attribute.Key("axagent.attempt_id")
	AttrGeneration   = attribute.Key("axagent.generation")
	AttrOutcome      = attribute.Key("axagent.outcome")
	AttrState        = attribute.Key("axagent.state")
	AttrClaimedFrom  = attribute.Key("axagent.claimed_from")
	AttrVerdict      = attribute.Key("axagent.verdict")
	AttrNotification = attribute.Key("axagent.notification_key")
	AttrDelivery     = attribute.Key("axagent.delivery_id")
	AttrSource       = attribute.Key("axagent.source")
)

// Enabled reports whether the environment asks for an OTLP exporter.
func Enabled() bool {
	return os.Getenv("OTEL_EXPORTER_OTLP_ENDPOINT") != "" || os.Getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") != ""
}

// Setup installs an OTLP/HTTP exporter as the global tracer provider when
// the environment names an endpoint, and the W3C trace-context propagator
// either way. The returned function flushes and stops the exporter; it is
// a no-op when nothing was installed.
func Setup(ctx context.Context, service string) (shutdown func(context.Context) error, err error) {
	otel.SetTextMapPropagator(propagation.TraceContext{})
	if !Enabled() {
		return func(context.Context) error { return nil }, nil
	}
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, fmt.Errorf("tracing: otlp exporter: %w", err)
	}
	res, err := resource.Merge(resource.Default(), resource.NewSchemaless(semconv.ServiceName(service)))
	if err != nil {
		return nil, fmt.Errorf("tracing: resource: %w", err)
	}
	tp := sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res), sdktrace.WithIDGenerator(IDGenerator()))
	otel.SetTracerProvider(tp)
	return tp.Shutdown, nil
}

// ActionKey is the key whose trace a key's spans join: the create-task key
// of the action for any of its operations and notifications
// (tenant:project:meeting:action:create-task).
func ActionKey(key string) string {
	action, ok := actionPrefix(key)
	if !ok {
		return key
	}
	return action + ":create-task"
}

// actionPrefix is tenant:project:meeting:action of key, found without
// splitting it (every span of every call computes it, issue 21).
func actionPrefix(key string) (string, bool) {
	end, colons := 0, 0
	for end < len(key) {
		if key[end] == ':' {
			if colons++; colons == 4 {
				return key[:end], true
			}
		}
		end++
	}
	return key, colons == 3
}

// actionSum hashes label and key's action key (ActionKey) without
// building either string.
func actionSum(label, key string) [sha256.Size]byte {
	buf := make([]byte, 0, 64+len(key))
	buf = append(buf, label...)
	if action, ok := actionPrefix(key); ok {
		buf = append(append(buf, action...), ":create-task"...)
	} else {
		buf = append(buf, key...)
	}
	return sha256.Sum256(buf)
}

// TraceID is the trace of the action a key belongs to.
func TraceID(key string) trace.TraceID {
	sum := actionSum("axagent trace\x00", key)
	var id trace.TraceID
	copy(id[:], sum[:16])
	return id
}

// Start starts a span named name in the trace of key's action. A span
// already in ctx from another trace (an HTTP request's, a traceparent
// received with the event) is linked, not followed. The span is a child of
// a span in ctx that is in the action's trace; otherwise it is a root span
// of the action's trace (its ID from IDGenerator): no span hangs from a
// parent that is never exported (issue 33).
func Start(ctx context.Context, key, name string, attrs ...attribute.KeyValue) (context.Context, trace.Span) {
	tid := TraceID(key)
	opts := []trace.SpanStartOption{trace.WithAttributes(append(attrs, AttrKey.String(key))...)}
	parent := trace.SpanContextFromContext(ctx)
	if !parent.IsValid() || parent.TraceID() != tid {
		if parent.IsValid() {
			opts = append(opts, trace.WithLinks(trace.Link{SpanContext: parent}))
		}
		opts = append(opts, trace.WithNewRoot())
		ctx = context.WithValue(ctx, actionCtxKey{}, key)
	}
	return otel.Tracer(Name).Start(ctx, name, opts...)
}

// actionCtxKey carries the key whose action a new root span belongs to.
type actionCtxKey struct{}

// IDGenerator gives a root span started by Start its action's trace ID
// (TraceID), and every other span random IDs. Setup installs it; a test's
// own tracer provider needs it too.
func IDGenerator() sdktrace.IDGenerator { return idGenerator{} }

type idGenerator struct{}

func (g idGenerator) NewIDs(ctx context.Context) (trace.TraceID, trace.SpanID) {
	if key, ok := ctx.Value(actionCtxKey{}).(string); ok {
		return TraceID(key), g.NewSpanID(ctx, trace.TraceID{})
	}
	var tid trace.TraceID
	for !tid.IsValid() {
		binary.BigEndian.PutUint64(tid[:8], rand.Uint64())
		binary.BigEndian.PutUint64(tid[8:], rand.Uint64())
	}
	return tid, g.NewSpanID(ctx, tid)
}

func (idGenerator) NewSpanID(context.Context, trace.TraceID) trace.SpanID {
	var sid trace.SpanID
	for !sid.IsValid() {
		binary.BigEndian.PutUint64(sid[:], rand.Uint64())
	}
	return sid
}

// Tracer is axagent's tracer from the global provider (spans that are
// children of a span already in the action's trace).
func Tracer() trace.Tracer { return otel.Tracer(Name) }

// Extract reads a W3C traceparent (and tracestate) from carrier headers
// into ctx.
func Extract(ctx context.Context, header map[string][]string) context.Context {
	return propagation.TraceContext{}.Extract(ctx, propagation.HeaderCarrier(header))
}

// IDOf is the trace ID of the span in ctx, "" when it records nothing.
func IDOf(ctx context.Context) string {
	sc := trace.SpanContextFromContext(ctx)
	if !sc.IsValid() || !trace.SpanFromContext(ctx).IsRecording() {
		return ""
	}
	return sc.TraceID().String()
}

// StartRequest starts the server span of an HTTP request, continuing the
// caller's trace when the request carries a W3C traceparent.
func StartRequest(r *http.Request, name string, attrs ...attribute.KeyValue) (context.Context, trace.Span) {
	ctx := Extract(r.Context(), r.Header)
	return Tracer().Start(ctx, name, trace.WithSpanKind(trace.SpanKindServer), trace.WithAttributes(attrs...))
}

// Traceparent renders the span context in ctx as a W3C traceparent ("" when
// there is none), to be kept with an event that is worked later.
func Traceparent(ctx context.Context) string {
	if !trace.SpanContextFromContext(ctx).IsValid() {
		return ""
	}
	c := propagation.MapCarrier{}
	propagation.TraceContext{}.Inject(ctx, c)
	return c["traceparent"]
}

// WithTraceparent puts a kept W3C traceparent into ctx as the remote span
// the work it causes links to (Start links a span of another trace).
func WithTraceparent(ctx context.Context, traceparent string) context.Context {
	if traceparent == "" {
		return ctx
	}
	return propagation.TraceContext{}.Extract(ctx, propagation.MapCarrier{"traceparent": traceparent})
}
