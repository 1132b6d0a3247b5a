package execute_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/sony/gobreaker/v2"
	"go.opentelemetry.io/otel"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/sandbox"
	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/tracing"
)

// trip opens g's breaker with six failing keys (abandoned afterwards, so
// they do not come back) and returns when.
func trip(t *testing.T, e *env, g *execute.Engine) time.Time {
	t.Helper()
	for i := 1; i <= 6; i++ {
		e.enqueue(ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:B%03d:create-task", i)), intent)
	}
	opened := e.clk.Now()
	e.run(g)
	for i := 1; i <= 6; i++ {
		k := ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:B%03d:create-task", i))
		if _, err := e.store.ExecutionResolve(context.Background(), ledger.ResolveParams{Key: k, To: ledger.Abandoned, Reason: "test"}); err != nil {
			t.Fatal(err)
		}
	}
	return opened
}

// Issue 33: a key the open breaker refused (a run for given keys, or a
// batch claimed before the breaker opened) is due again when the breaker
// half-opens (plus a jitter), not at the first backoff step: while the
// breaker stays open it is not claimed again, so it writes one attempt
// per opening and emits no "target call" span for the refused call.
func TestBreakerRefusalWaitsForHalfOpen(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	prev := otel.GetTracerProvider()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp), sdktrace.WithIDGenerator(tracing.IDGenerator())))
	t.Cleanup(func() { otel.SetTracerProvider(prev) })

	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = failAll{e.tasks}
	opened := trip(t, e, g)
	if st := g.BreakerStates()[e.tasks.Name()]; st != gobreaker.StateOpen {
		t.Fatalf("breaker %v, want open", st)
	}
	exp.Reset()
	e.enqueue(key, intent)
	claims := 0
	for waited := time.Duration(0); waited < 28*time.Second; waited += 2 * time.Second {
		e.clk.Advance(2 * time.Second)
		claims += e.runKeys(g, key.String()).Claimed
	}
	if claims != 1 {
		t.Fatalf("the key was claimed %d times while the breaker was open, want 1", claims)
	}
	got := e.get(key.String())
	if !strings.Contains(got.Reason, "circuit breaker") || got.NextAttemptAt.Before(opened.Add(30*time.Second)) || !got.NextAttemptAt.Before(opened.Add(32*time.Second)) {
		t.Fatalf("refused key due at %v (%s), want the breaker's half-open time %v plus a jitter", got.NextAttemptAt, got.Reason, opened.Add(30*time.Second))
	}
	atts, err := e.store.AttemptList(context.Background(), key.String())
	if err != nil || len(atts) != 1 || ledger.Outcome(atts[0].Outcome) != ledger.OutcomeNotSent {
		t.Fatalf("attempts %+v %v, want one not-sent", atts, err)
	}
	for _, s := range exp.GetSpans() {
		if strings.HasPrefix(s.Name, "target call") {
			t.Fatalf("a refused call emitted span %q", s.Name)
		}
	}
}

// lostAfterCommit creates the task and loses the response.
type lostAfterCommit struct{ connectors.TaskConnector }

func (l lostAfterCommit) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	if _, err := l.TaskConnector.Create(ctx, t); err != nil {
		return connectors.RemoteTask{}, err
	}
	return connectors.RemoteTask{}, failure.NewUnknown("create", errors.New("connection reset by peer after the request was sent"))
}

// timingOut never answers in time.
type timingOut struct{ connectors.TaskConnector }

func (timingOut) Create(context.Context, connectors.Task) (connectors.RemoteTask, error) {
	return connectors.RemoteTask{}, failure.NewUnknown("create", context.DeadlineExceeded)
}

// Issue 33: responses lost after the tracker committed say the tracker
// works: they do not open the breaker (which then refused every key and
// stormed); calls that time out still do.
func TestLostResponsesDoNotOpenTheBreaker(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = lostAfterCommit{e.tasks}
	for i := 1; i <= 8; i++ {
		e.enqueue(ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:B%03d:create-task", i)), intent)
	}
	if r := e.run(g); r.Unknown != 8 {
		t.Fatalf("pass = %+v", r)
	}
	if st := g.BreakerStates()[e.tasks.Name()]; st != gobreaker.StateClosed {
		t.Fatalf("breaker %v after lost responses, want closed", st)
	}
	h := e.engine("H", e.store)
	h.Tasks = timingOut{e.tasks}
	for i := 1; i <= 6; i++ {
		e.enqueue(ledger.MustParseKey(fmt.Sprintf("demo:P43:M0914:C%03d:create-task", i)), intent)
	}
	e.run(h)
	if st := h.BreakerStates()[e.tasks.Name()]; st != gobreaker.StateOpen {
		t.Fatalf("breaker %v after timeouts, want open", st)
	}
}

// Issue 33: a status pull's call is in its action's trace, under a span
// that is exported: no root span outside any action's trace.
func TestStatusPullSpansInTheActionsTrace(t *testing.T) {
	exp := tracetest.NewInMemoryExporter()
	prev := otel.GetTracerProvider()
	otel.SetTracerProvider(sdktrace.NewTracerProvider(sdktrace.WithSyncer(exp), sdktrace.WithIDGenerator(tracing.IDGenerator())))
	t.Cleanup(func() { otel.SetTracerProvider(prev) })
	e := newEnv(t, sandbox.DefaultCapabilities())
	e.enqueue(key, intent)
	g := e.engine("W", e.store)
	e.run(g)
	exp.Reset()
	if _, ok, err := g.TaskStatus(context.Background(), e.get(key.String())); !ok || err != nil {
		t.Fatalf("status: %v %v", ok, err)
	}
	spans := exp.GetSpans()
	ids := map[string]bool{}
	for _, s := range spans {
		ids[s.SpanContext.SpanID().String()] = true
	}
	if len(spans) != 2 {
		t.Fatalf("%d spans, want the pull and its call", len(spans))
	}
	for _, s := range spans {
		if s.SpanContext.TraceID() != tracing.TraceID(key.String()) || (s.Parent.IsValid() && !ids[s.Parent.SpanID().String()]) {
			t.Errorf("span %q in trace %s under %s", s.Name, s.SpanContext.TraceID(), s.Parent.SpanID())
		}
	}
}

// Issue 33: a worker whose breaker is open claims nothing until it
// half-opens, so workers whose breakers are closed take the keys (three
// workers' breakers bounced a key between them: 12 attempts); once it
// half-opens, its trial call reaches the target.
func TestOpenBreakerClaimsNothing(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = failAll{e.tasks}
	trip(t, e, g)
	e.enqueue(key, intent)
	for waited := time.Duration(0); waited < 28*time.Second; waited += 2 * time.Second {
		e.clk.Advance(2 * time.Second)
		if n := e.run(g).Claimed; n != 0 {
			t.Fatalf("claimed %d keys while the breaker was open", n)
		}
	}
	if atts, _ := e.store.AttemptList(context.Background(), key.String()); len(atts) != 0 {
		t.Fatalf("%d attempts written while the breaker was open, want none", len(atts))
	}
	other := e.engine("V", e.store) // another worker, its breaker closed
	if n := e.run(other).Claimed; n != 1 {
		t.Fatalf("another worker claimed %d keys, want the one waiting", n)
	}
}

// rateLimitAll answers every create 429 with a Retry-After.
type rateLimitAll struct{ connectors.TaskConnector }

func (f rateLimitAll) Create(context.Context, connectors.Task) (connectors.RemoteTask, error) {
	return connectors.RemoteTask{}, &failure.Error{Class: failure.Retryable, Op: "create", Status: 429, RetryAfter: time.Second, Err: errors.New("429 Too Many Requests")}
}

// Issue 33: a rate limit is the tracker answering; a burst of 429s does
// not open the breaker (it kept every worker's breaker open period after
// period; the Retry-After paces the keys instead).
func TestRateLimitsDoNotOpenTheBreaker(t *testing.T) {
	e := newEnv(t, sandbox.DefaultCapabilities())
	g := e.engine("W", e.store)
	g.Tasks = rateLimitAll{e.tasks}
	for i := 1; i <= 8; i++ {
		e.enqueue(ledger.MustParseKey(fmt.Sprintf("demo:P42:M0914:R%03d:create-task", i)), intent)
	}
	e.run(g)
	if st := g.BreakerStates()[e.tasks.Name()]; st != gobreaker.StateClosed {
		t.Fatalf("breaker %v after 8 rate-limited creates, want closed", st)
	}
}
