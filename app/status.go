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
// Since is when the status was first seen as it is; At is when it was
// true: the tracker's time of the change for a push, the time of the read
// for a pull. Via says who saw it ("pull", "push:github").
type TaskFact struct {
	Status string    `json:"status"`
	Since  time.Time `json:"since"`
	At     time.Time `json:"at,omitzero"`
	Via    string    `json:"via,omitempty"`
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
		if rec.changed {
			out.Changed++
		}
	}
	a.statusMu.Lock()
	a.statusNext = start + i
	a.statusMu.Unlock()
	return out, nil
}

// recorded says what recordStatus did.
type recorded struct {
	// added: the fact was written; changed: and it replaced an earlier
	// status (the first status seen is no change).
	added, changed bool
	// older: a newer status was recorded before; the fact was dropped.
	older bool
}

// recordStatus appends f to key's status chain unless the last status
// already says it (a status seen twice — by a push and a pull, or by a
// replayed delivery — records once) or a status recorded before was true
// later than f (an event delivered out of order never overwrites a newer
// status). Facts without At (written before At existed) do not order.
func (a *App) recordStatus(ctx context.Context, key string, f TaskFact) (recorded, error) {
	var out recorded
	b, err := json.Marshal(f)
	if err != nil {
		return out, err
	}
	var had bool
	added, err := a.chainAppendUnless(ctx, taskFactKey(key), string(b), func(list []string) bool {
		out.older, had = false, len(list) > 0
		var last TaskFact
		for _, v := range list {
			var g TaskFact
			if json.Unmarshal([]byte(v), &g) != nil {
				continue
			}
			last = g
			if !f.At.IsZero() && g.At.After(f.At) {
				out.older = true
			}
		}
		return out.older || had && last.Status == f.Status
	})
	if err != nil {
		return out, err
	}
	out.added, out.changed = added, added && had
	return out, nil
}
