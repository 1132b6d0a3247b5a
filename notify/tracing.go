package notify

import (
	"context"

	"go.opentelemetry.io/otel/codes"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/tracing"
)

// traced sends one claimed notification inside the trace of the action it
// follows (package tracing), with the attempt ID as an attribute; the
// trace ID goes into the ledger with the attempt.
func (d *Dispatcher) traced(ctx context.Context, n ledger.Notification) *ledger.OutboxCompleteParams {
	ctx, span := tracing.Start(ctx, n.ExecKey.String(), "notify "+n.Channel,
		tracing.AttrAttemptID.String(n.AttemptID), tracing.AttrGeneration.Int64(n.Generation),
		tracing.AttrClaimedFrom.String(string(n.ClaimedFrom)), tracing.AttrNotification.String(n.Key))
	defer span.End()
	// The trace goes on the attempt before the send (issue 33): a worker
	// killed mid-call leaves it for ledger show. Without tracing, no write.
	if tid := tracing.IDOf(ctx); tid != "" {
		if err := d.Store.OutboxTraceAttempt(ctx, ledger.TraceParams{Lease: n.Lease(), AttemptID: n.AttemptID, TraceID: tid}); err != nil {
			d.Log.Warn("notification attempt trace not recorded at its start", "key", n.Key, "err", err)
		}
	}
	p := d.work(ctx, n)
	if p == nil {
		span.SetStatus(codes.Error, "dispatcher stopped before recording the outcome")
		return nil
	}
	p.TraceID = tracing.IDOf(ctx)
	span.SetAttributes(tracing.AttrOutcome.String(string(p.Outcome)), tracing.AttrState.String(string(p.To)))
	if p.Error != "" {
		span.SetStatus(codes.Error, p.Error)
	}
	return p
}
