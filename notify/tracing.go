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
