package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/reconcile"
)

// Healed is what one self-heal pass did.
type Healed struct {
	Checked int `json:"checked"`
	// Settled: keys whose task had appeared, now succeeded with it.
	Settled int `json:"settled"`
	Failed  int `json:"failed"`
}

// HealActor is the actor the self-heal pass records its settlements as.
const HealActor = "self-heal"

// HealNotFound looks again for the task of up to max keys that went to a
// person because their task was not found (needs-human in doubt, the last
// attempt "not-found"). A task that appeared since — a request that landed
// after the decision, a stale worker's late create (issue 33) — and that
// matches the key (R9) settles the key as succeeded with that task, and
// its assignee is notified once (the success's own notification key),
// recorded with actor self-heal. Meant for a slow schedule; anything else
// stays with the person.
func (a *App) HealNotFound(ctx context.Context, max int) (Healed, error) {
	var out Healed
	if err := a.pipeline(); err != nil {
		return out, err
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.NeedsHuman})
	if err != nil {
		return out, fmt.Errorf("heal: %w", err)
	}
	for _, e := range list {
		if out.Checked >= max {
			break
		}
		if e.Key.Operation != ledger.OpCreateTask || !e.InDoubt {
			continue
		}
		atts, err := a.store.AttemptList(ctx, e.Key.String())
		if err != nil || len(atts) == 0 || !ledger.Outcome(atts[len(atts)-1].Outcome).FoundNothing() {
			continue
		}
		out.Checked++
		name, t, err := a.trackerOf(ctx, e)
		if err != nil {
			out.Failed++
			continue
		}
		found, err := t.FindByKey(ctx, e.Key.String())
		if err != nil {
			out.Failed++
			a.log.Warn("heal: lookup", "key", e.Key, "err", err)
			continue
		}
		if found == nil {
			continue
		}
		if d := reconcile.Judge(name, a.engine.TaskFor(e, name), *found); d.Verdict != reconcile.Confirmed {
			a.log.Warn("heal: a task carries the key but does not match it; left to the person", "key", e.Key, "task", found.ID, "reason", d.Reason)
			continue
		}
		// Fenced by the generation read above: every worker runs this pass,
		// and of two that found the same task only the first settles the
		// key (and queues its notification); the other's write is refused.
		_, err = a.Resolve(ctx, Decision{Key: e.Key.String(), ExternalID: found.ID, Actor: HealActor, Generation: e.Generation,
			Reason: fmt.Sprintf("self-heal: %s appeared in %s after the key was marked not found; settled with it", found.ID, name)})
		if errors.Is(err, ledger.ErrFenced) {
			a.log.Debug("heal: settled or decided meanwhile (another worker's pass, or a person)", "key", e.Key, "task", found.ID)
			continue
		}
		if err != nil {
			out.Failed++
			a.log.Warn("heal: settle", "key", e.Key, "task", found.ID, "err", err)
			continue
		}
		out.Settled++
		a.log.Info("healed", "key", e.Key, "task", found.ID)
	}
	return out, nil
}
