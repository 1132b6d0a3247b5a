package app

import (
	"context"
	"fmt"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// checkFound looks a person's --external-id up in the tracker of e's key
// before the key is marked succeeded with it (issue 29: any ID was taken,
// another tenant's task or none at all, and its assignee was told). The
// task must exist there and, where the tracker keeps the business key on
// the task, carry e's key (that of its create, for an update or cancel) or
// none. Anything else is refused, saying what was found. With d.Force the
// ID is taken unchecked and the log says so. It returns the reason to log.
func (a *App) checkFound(ctx context.Context, e ledger.Execution, d Decision) (string, error) {
	if d.Force {
		return "forced, not checked in the tracker: " + d.Reason, nil
	}
	if err := a.pipeline(); err != nil {
		return "", err
	}
	name, t, err := a.trackerOf(ctx, e)
	if err != nil {
		return "", err
	}
	task, err := t.Get(ctx, d.ExternalID)
	if err != nil {
		if failure.IsPermanent(err) {
			return "", refusedRemedy(d.Key, Remedy{Code: RemedyFoundMissing, Field: "external_id", Detail: d.ExternalID}, "%s has no task %s that axagent can see (%v); check the ID, or pass --force if you know better", name, d.ExternalID, err)
		}
		return "", fmt.Errorf("resolve %s: look %s up in %s: %w (try again, or pass --force if you know better)", d.Key, d.ExternalID, name, err)
	}
	create := e.Key.WithOperation(ledger.OpCreateTask).String()
	if task.Key != "" && task.Key != create && task.Key != e.Key.String() {
		return "", refusedRemedy(d.Key, Remedy{Code: RemedyFoundOther, Field: "external_id", Detail: d.ExternalID}, "%s %s is another key's task: it carries %s (%q); pass the ID of this key's task, or --force if you know better", name, d.ExternalID, task.Key, task.Title)
	}
	// The key goes on in the tracker it was found in (first writer wins:
	// a key already sent stays where it was sent).
	if a.engine.Route != nil {
		if _, err := a.store.TargetPin(ctx, create, name); err != nil {
			return "", fmt.Errorf("resolve %s: %w", d.Key, err)
		}
	}
	found := "found in " + name
	if task.Key == "" {
		found += " (the task carries no key)"
	}
	return found + ": " + d.Reason, nil
}

// trackerOf is the tracker that holds, or would hold, e's task: the one
// recorded for its key; for a key never recorded, the tracker that carried
// unrouted keys when it was sent (it reached a tracker) or its route now.
func (a *App) trackerOf(ctx context.Context, e ledger.Execution) (string, connectors.TaskConnector, error) {
	create := e.Key.WithOperation(ledger.OpCreateTask)
	name, err := a.store.TargetPin(ctx, create.String(), "")
	if err != nil {
		return "", nil, fmt.Errorf("resolve %s: %w", e.Key, err)
	}
	if name == "" {
		name = a.tasks.Name()
		if e.Attempts == 0 && e.Key.Operation == ledger.OpCreateTask {
			name = a.route(e.Key.Tenant, e.Key.Project)
		}
	}
	if name == a.tasks.Name() {
		return name, a.tasks, nil
	}
	if t, ok := a.targets[name]; ok {
		return name, t, nil
	}
	return "", nil, refusedRemedy(e.Key.String(), Remedy{Code: RemedyTrackerGone, Detail: name}, "its tracker %s is no longer configured, so the task cannot be checked there; add its section back, or pass --force", name)
}
