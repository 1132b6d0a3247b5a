package app

import (
	"context"

	"go.opentelemetry.io/otel/attribute"

	"github.com/axagent/axagent/plan"
	"github.com/axagent/axagent/tracing"
)

// traceIntake starts each new key's action trace (package tracing) with
// the event that put it in the ledger; the engine's and dispatcher's spans
// follow in the same trace, in whatever process works the key.
func traceIntake(ctx context.Context, sub plan.Submission, source, id string, err error) {
	if err != nil || sub.Duplicate {
		return
	}
	for _, k := range sub.Created {
		_, span := tracing.Start(ctx, k, "intake", tracing.AttrSource.String(source+"/"+id), attribute.Bool("axagent.created", true))
		span.End()
	}
}
