package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/axagent/axagent/ledger"
)

// TaskFact is what the tracker said about a registered task: a fact about
// the task, never a ledger state of the create that made it (issue 16).
// Since is when the status was first seen as it is.
type TaskFact struct {
	Status string    `json:"status"`
	Since  time.Time `json:"since"`
}

func taskFactKey(key string) string { return "task-status:" + key }

// TaskFacts are the statuses the tracker reported for key's task, oldest
// first; each change is recorded once.
func (a *App) TaskFacts(ctx context.Context, key string) ([]TaskFact, error) {
	list, err := a.chainList(ctx, taskFactKey(key))
	if err != nil {
		return nil, err
	}
	out := make([]TaskFact, 0, len(list))
	for _, v := range list {
		var f TaskFact
		if json.Unmarshal([]byte(v), &f) == nil {
			out = append(out, f)
		}
	}
	return out, nil
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
		prev, had, err := a.TaskFactOf(ctx, e.Key.String())
		if err != nil {
			return out, fmt.Errorf("pull status %s: %w", e.Key, err)
		}
		if had && prev.Status == status {
			continue
		}
		if had {
			out.Changed++
		}
		b, _ := json.Marshal(TaskFact{Status: status, Since: now})
		if err := a.chainAppend(ctx, taskFactKey(e.Key.String()), string(b), func(last string) bool {
			var f TaskFact
			return json.Unmarshal([]byte(last), &f) == nil && f.Status == status
		}); err != nil {
			return out, fmt.Errorf("pull status %s: %w", e.Key, err)
		}
	}
	a.statusMu.Lock()
	a.statusNext = start + i
	a.statusMu.Unlock()
	return out, nil
}
