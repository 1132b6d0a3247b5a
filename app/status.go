package app

import (
	"context"
	"errors"
	"fmt"
	"sort"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// TaskFact is what the tracker said about a registered task (a fact about
// the task, kept by package series).
type TaskFact = series.Fact

// TaskFacts are the statuses the tracker reported for key's task, oldest
// first; each change is recorded once.
func (a *App) TaskFacts(ctx context.Context, key string) ([]TaskFact, error) {
	return series.Facts(ctx, a.store, key)
}

// TaskFactOf is what the tracker last said about key's task.
func (a *App) TaskFactOf(ctx context.Context, key string) (TaskFact, bool, error) {
	fs, err := a.TaskFacts(ctx, key)
	if err != nil || len(fs) == 0 {
		return TaskFact{}, false, err
	}
	return fs[len(fs)-1], true, nil
}

// StatusPull is what one pull did.
type StatusPull struct {
	Checked int `json:"checked"`
	// Changed: tasks whose tracker status differs from the last one seen.
	Changed int `json:"changed"`
	// Deferred: the target's rate budget had no free slot; pulled later.
	Deferred int `json:"deferred"`
	Failed   int `json:"failed"`
}

// PullStatus asks the trackers for the status of up to max open
// registered tasks — taking turns across pulls, so every task is asked in
// time — and records each change as a fact about the task. It goes through
// each target's circuit breaker and takes a rate-budget slot only when one
// is free, so creates keep theirs; a status seen again records nothing.
func (a *App) PullStatus(ctx context.Context, max int) (StatusPull, error) {
	var out StatusPull
	if err := a.pipeline(); err != nil {
		return out, err
	}
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.Succeeded})
	if err != nil {
		return out, fmt.Errorf("pull status: %w", err)
	}
	cancelled := map[string]bool{}
	for _, e := range list {
		if e.Key.Operation == ledger.OpCancelTask {
			cancelled[e.Key.WithOperation(ledger.OpCreateTask).String()] = true
		}
	}
	var tasks []ledger.Execution
	for _, e := range list {
		if e.Key.Operation == ledger.OpCreateTask && e.ExternalID != "" && !cancelled[e.Key.String()] {
			tasks = append(tasks, e)
		}
	}
	if len(tasks) == 0 {
		return out, nil
	}
	sort.Slice(tasks, func(i, j int) bool { return tasks[i].Key.String() < tasks[j].Key.String() })
	a.statusMu.Lock()
	start := a.statusNext % len(tasks)
	a.statusMu.Unlock()
	now := a.clk.Now()
	i := 0
	for ; i < len(tasks) && out.Checked+out.Failed < max; i++ {
		e := tasks[(start+i)%len(tasks)]
		// The status read was true when the read began.
		at := a.clk.Now()
		task, ok, err := a.engine.TaskStatus(ctx, e)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return out, err
			}
			a.log.Warn("pull status", "key", e.Key, "err", err)
			out.Failed++
			continue
		}
		if !ok {
			out.Deferred++
			break
		}
		out.Checked++
		status := task.Status
		if status == "" {
			status = "open"
		}
		rec, err := a.recordStatus(ctx, e.Key.String(), TaskFact{Status: status, Since: now, At: at, Via: "pull"})
		if err != nil {
			return out, fmt.Errorf("pull status %s: %w", e.Key, err)
		}
		if rec.Changed {
			out.Changed++
		}
	}
	a.statusMu.Lock()
	a.statusNext = start + i
	a.statusMu.Unlock()
	return out, nil
}

// recordStatus records a status the tracker reported (series.RecordStatus).
func (a *App) recordStatus(ctx context.Context, key string, f TaskFact) (series.Recorded, error) {
	return series.RecordStatus(ctx, a.store, key, f)
}
