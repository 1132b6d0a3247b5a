package execute

import (
	"context"
	"fmt"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/tracing"
)

// TaskStatus reads the task a succeeded create made, from the target that
// holds it (its recorded target, never a new route), through that target's
// circuit breaker and its rate budget: a status pull takes a slot only
// when one is free now, so it never delays a create. ok is false when no
// slot was free (pull later).
func (g *Engine) TaskStatus(ctx context.Context, create ledger.Execution) (task connectors.RemoteTask, ok bool, err error) {
	g.defaults()
	if create.Key.Operation != ledger.OpCreateTask || create.ExternalID == "" {
		return task, false, fmt.Errorf("task status %s: not a registered task", create.Key)
	}
	t := g.Tasks
	if g.Route != nil {
		name, err := g.Store.TargetPin(ctx, create.Key.String(), "")
		if err != nil {
			return task, false, fmt.Errorf("task status %s: %w", create.Key, err)
		}
		if name != "" && name != g.Tasks.Name() {
			if t, ok = g.Targets[name]; !ok {
				return task, false, fmt.Errorf("task status %s: %w", create.Key, ErrTargetGone)
			}
		}
	}
	if iv, limited := g.Limits[t.Name()]; limited && iv > 0 {
		slot, err := g.Store.RateReserve(ctx, ledger.RateParams{Name: "target:" + t.Name(), Interval: iv, MaxWait: 0, Now: clock.StoreTime(g.Clock)})
		if err != nil {
			return task, false, fmt.Errorf("task status %s: rate budget: %w", create.Key, err)
		}
		if !slot.Granted || slot.Wait() > 0 {
			return task, false, nil
		}
	}
	// The pull's call belongs to the action's trace, never a root span
	// of its own (issue 33).
	ctx, span := tracing.Start(ctx, create.Key.String(), "status pull")
	defer span.End()
	err = g.callIn(ctx, t, func() error {
		var err error
		task, err = t.Get(ctx, create.ExternalID)
		return err
	})
	if err != nil {
		return task, false, fmt.Errorf("task status %s: %w", create.Key, err)
	}
	return task, true, nil
}
