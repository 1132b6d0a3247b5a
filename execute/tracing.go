package execute

import (
	"context"

	"go.opentelemetry.io/otel/codes"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/reconcile"
	"github.com/axagent/axagent/tracing"
)

// traced works one claimed key inside its action's trace (package
// tracing): one span per attempt, from the claim to the outcome it
// records, with the attempt ID as an attribute; the trace ID goes into the
// ledger with the attempt.
func (g *Engine) traced(ctx context.Context, e ledger.Execution) *ledger.CompleteParams {
	ctx, span := tracing.Start(ctx, e.Key.String(), "attempt "+e.Key.Operation,
		tracing.AttrAttemptID.String(e.AttemptID), tracing.AttrGeneration.Int64(e.Generation),
		tracing.AttrClaimedFrom.String(string(e.ClaimedFrom)), tracing.AttrSource.String(e.Source))
	defer span.End()
	if e.InDoubt {
		span.AddEvent("in doubt: reconcile before any send")
	}
	// The trace goes on the attempt before any call (issue 33): a worker
	// killed mid-call leaves it for ledger show. Without tracing, no write.
	if tid := tracing.IDOf(ctx); tid != "" {
		if err := g.Store.ExecutionTraceAttempt(ctx, ledger.TraceParams{Lease: e.Lease(), AttemptID: e.AttemptID, TraceID: tid}); err != nil {
			// The completion records it again; a lease lost meanwhile is
			// the completion's to find.
			g.Log.Warn("attempt trace not recorded at its start", "key", e.Key.String(), "err", err)
		}
	}
	p := g.work(ctx, e)
	if p == nil {
		span.SetStatus(codes.Error, "worker stopped before recording the outcome")
		return nil
	}
	p.TraceID = tracing.IDOf(ctx)
	span.SetAttributes(tracing.AttrOutcome.String(string(p.Outcome)), tracing.AttrState.String(string(p.To)))
	if p.Error != "" {
		span.SetStatus(codes.Error, p.Error)
	}
	return p
}

// targetSpan starts the span of one call to a target; end records its
// error class.
func (g *Engine) targetSpan(ctx context.Context, target string) (end func(error)) {
	_, span := tracing.Tracer().Start(ctx, "target call "+target)
	return func(err error) {
		if err != nil {
			span.SetAttributes(tracing.AttrOutcome.String(failure.ClassOf(err).String()))
			span.SetStatus(codes.Error, err.Error())
		}
		span.End()
	}
}

// reconciled runs a reconciliation in its own span of the action's trace.
func reconciled(ctx context.Context, rc *reconcile.Reconciler, e ledger.Execution, want connectors.Task) reconcile.Decision {
	ctx, span := tracing.Tracer().Start(ctx, "reconcile")
	defer span.End()
	d := rc.Reconcile(ctx, e, want)
	span.SetAttributes(tracing.AttrOutcome.String(string(d.Outcome)), tracing.AttrVerdict.String(d.Verdict.String()))
	if d.Err != nil {
		span.SetStatus(codes.Error, d.Err.Error())
	}
	return d
}
