package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/execute"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notify"
	"github.com/axagent/axagent/plan"
)

// Status reads the keys' current state.
func (a *App) Status(ctx context.Context, keys []string) ([]KeyStatus, error) {
	return execute.Status(ctx, a.store, keys)
}

// Work runs passes over keys until all are settled or ctx ends.
func (a *App) Work(ctx context.Context, keys []string) ([]KeyStatus, error) {
	if err := a.pipeline(); err != nil {
		return nil, err
	}
	return a.runner.Work(ctx, keys)
}

// Message says exactly what is confirmed and what is not (R17).
func (a *App) Message(st []KeyStatus, alreadyDone bool) string {
	return Message(a.lang, st, alreadyDone)
}

// Lang is the language the App speaks to people in ("ko" or "en").
func (a *App) Lang() string {
	if a.lang == "en" {
		return "en"
	}
	return "ko"
}

// Message in a given language, for callers without an App.
// A key that waits for a person is said with its reason and fix in lang
// (the reason catalogue, ExplainReason), never with the ledger's English.
func Message(lang string, st []KeyStatus, alreadyDone bool) string {
	var lines []string
	for _, k := range st {
		if k.Execution.State == ledger.NeedsHuman {
			lines = append(lines, WaitLine(lang, k.Execution))
			continue
		}
		if m := execute.Message(lang, []KeyStatus{k}, alreadyDone); m != "" {
			lines = append(lines, m)
		}
	}
	return strings.Join(lines, "\n")
}

// WaitLine says that e waits for a person, why and what to do, in lang.
func WaitLine(lang string, e ledger.Execution) string {
	ex := ExplainReason(lang, e.Reason)
	if lang == "ko" {
		return fmt.Sprintf("%s 사람의 확인이 필요합니다: %s %s", e.Key, ex.Text, ex.Fix)
	}
	return fmt.Sprintf("%s needs a person: %s %s", e.Key, ex.Text, ex.Fix)
}

// EngineResult counts what one engine pass did.
type EngineResult = execute.Result

// DispatchResult counts what one dispatcher pass did.
type DispatchResult = notify.DispatchResult

// RunEngine runs one engine pass over keys (all due keys when empty),
// including the delivery of the notifications its successes handed off
// (worker.notify_inline): when it returns, the pass's work is recorded.
func (a *App) RunEngine(ctx context.Context, keys []string) (EngineResult, error) {
	r, err := a.RunEngineOverlapped(ctx, keys)
	a.engine.Wait()
	return r, err
}

// RunEngineOverlapped is RunEngine returning while the pass's handed-off
// notifications are still being delivered, as the worker's loop runs it:
// they go out while the next passes work (at most two batches behind), and
// Close waits for them.
func (a *App) RunEngineOverlapped(ctx context.Context, keys []string) (EngineResult, error) {
	if err := a.pipeline(); err != nil {
		return EngineResult{}, err
	}
	return a.engine.RunOnce(ctx, keys)
}

// RunDispatcher runs one dispatcher pass over notification keys (all due
// ones when empty).
func (a *App) RunDispatcher(ctx context.Context, keys []string) (DispatchResult, error) {
	if err := a.pipeline(); err != nil {
		return DispatchResult{}, err
	}
	return a.disp.RunOnce(ctx, keys)
}

// Skipped is a key Reconcile left alone, with why and when it is due.
type Skipped struct {
	Key    string    `json:"key"`
	State  string    `json:"state"`
	Reason string    `json:"reason"`
	DueAt  time.Time `json:"due_at,omitzero"`
}

// Reconciliation is what one reconciliation pass did.
type Reconciliation struct {
	Executions    EngineResult   `json:"executions"`
	Notifications DispatchResult `json:"notifications"`
	Skipped       []Skipped      `json:"skipped"`
}

// Reconcile settles keys in doubt — unknown outcomes and calls whose owner
// stopped — against the target and the channels; named keys that are not
// in doubt, or not due yet, are reported and left alone. It never sends a
// pending create: that is the worker's job.
func (a *App) Reconcile(ctx context.Context, keys []string) (Reconciliation, error) {
	if err := a.pipeline(); err != nil {
		return Reconciliation{}, err
	}
	out := Reconciliation{Skipped: []Skipped{}}
	now := a.clk.Now()
	var execs []ledger.Execution
	var err error
	if len(keys) == 0 {
		for _, st := range []ledger.State{ledger.Unknown, ledger.Running} {
			list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: st})
			if err != nil {
				return out, fmt.Errorf("reconcile: %w", err)
			}
			execs = append(execs, list...)
		}
	} else if execs, err = a.store.ExecutionList(ctx, ledger.ListParams{Keys: keys}); err != nil {
		return out, fmt.Errorf("reconcile: %w", err)
	}
	found := map[string]bool{}
	var doubt []string
	for _, e := range execs {
		k := e.Key.String()
		found[k] = true
		switch {
		case e.State == ledger.Running && e.LeaseUntil.After(now):
			out.Skipped = append(out.Skipped, Skipped{Key: k, State: string(e.State), Reason: "a worker holds it; in doubt only if its lease expires", DueAt: e.LeaseUntil})
		case e.State == ledger.Running:
			doubt = append(doubt, k)
		case e.State != ledger.Unknown:
			if len(keys) > 0 {
				out.Skipped = append(out.Skipped, Skipped{Key: k, State: string(e.State), Reason: "not in doubt"})
			}
		case e.NextAttemptAt.After(now):
			out.Skipped = append(out.Skipped, Skipped{Key: k, State: string(e.State), Reason: "next check not due yet", DueAt: e.NextAttemptAt})
		default:
			doubt = append(doubt, k)
		}
	}
	for _, k := range keys {
		if !found[k] {
			return out, fmt.Errorf("reconcile %s: %w", k, notInLedger{ledger.ErrNotFound})
		}
	}
	if len(doubt) > 0 {
		if out.Executions, err = a.engine.RunOnce(ctx, doubt); err != nil {
			return out, err
		}
	}
	// Notifications in doubt: of the named keys, or every unknown one.
	var notes []string
	p := ledger.OutboxListParams{State: ledger.Unknown}
	if len(keys) > 0 {
		p = ledger.OutboxListParams{}
	}
	list, err := a.store.OutboxList(ctx, p)
	if err != nil {
		return out, fmt.Errorf("reconcile: %w", err)
	}
	for _, n := range list {
		if len(keys) > 0 && !found[n.ExecKey.String()] {
			continue
		}
		if n.State == ledger.Unknown && !n.NextAttemptAt.After(now) {
			notes = append(notes, n.Key)
		} else if n.State == ledger.Unknown && len(keys) > 0 {
			out.Skipped = append(out.Skipped, Skipped{Key: n.Key, State: string(n.State), Reason: "next check not due yet", DueAt: n.NextAttemptAt})
		}
	}
	if len(notes) > 0 {
		if out.Notifications, err = a.disp.RunOnce(ctx, notes); err != nil {
			return out, err
		}
	}
	return out, nil
}

// UpdateDue enqueues a due-date change of a registered task (R6) and, unless
// noWait, works it.
func (a *App) UpdateDue(ctx context.Context, key ledger.BusinessKey, due string, noWait bool) (ledger.Execution, bool, []KeyStatus, error) {
	if err := a.pipeline(); err != nil {
		return ledger.Execution{}, false, nil, err
	}
	if err := a.checkTaskOpen(ctx, key, "update"); err != nil {
		return ledger.Execution{}, false, nil, err
	}
	e, created, err := plan.UpdateDue(ctx, a.store, key, due, a.now())
	if err != nil {
		return e, false, nil, err
	}
	keys := []string{e.Key.String()}
	var st []KeyStatus
	if noWait {
		st, err = a.Status(ctx, keys)
	} else {
		st, err = a.Work(ctx, keys)
	}
	return e, created, st, err
}

// Compensate enqueues and works the cancel-task of a registered task (R21),
// its log naming actor (the person who asked; "" is "human").
func (a *App) Compensate(ctx context.Context, key ledger.BusinessKey, actor, reason string) (KeyStatus, error) {
	if err := a.pipeline(); err != nil {
		return KeyStatus{}, err
	}
	if err := a.checkCancellable(ctx, key); err != nil {
		return KeyStatus{}, err
	}
	r, err := plan.Compensate(ctx, a.store, key, actorOr(actor), reason, a.now())
	if err != nil {
		return KeyStatus{}, err
	}
	st, err := a.Work(ctx, []string{r.Execution.Key.String()})
	if err != nil {
		return KeyStatus{}, err
	}
	return st[0], nil
}

// Decision is a human decision on a business key or notification key.
type Decision struct {
	Key string
	// Exactly one of ExternalID (the target holds it), Requeue (send again)
	// and Abandon.
	ExternalID string
	Requeue    bool
	Abandon    bool
	// Corrections with Requeue, for a key that never reached the tracker.
	Assignee, Due, Title string
	// NoNotify: with ExternalID, do not notify the assignee (they know).
	NoNotify bool
	// Force: with ExternalID, take the ID without looking it up in the
	// tracker (a person who knows better); the log says it was forced.
	Force  bool
	Reason string
	Actor  string
	// Generation, when non-zero, fences the decision to the key as the
	// decider read it (ledger.ResolveParams.Generation): a key decided or
	// settled by someone else since is refused with ledger.ErrFenced.
	Generation int64 `json:"-"`
}

// Resolved is the row a decision changed: an execution or a notification.
type Resolved struct {
	Execution    *ledger.Execution
	Notification *ledger.Notification
	// Notified: a notification to the assignee was queued with it.
	Notified bool
}

// Resolve records a human decision, audited with actor and reason. A task
// found by hand (ExternalID) queues its assignee's notification in the same
// transaction unless NoNotify; a requeue refuses a key nobody can carry out
// and takes corrections (see Correct).
func (a *App) Resolve(ctx context.Context, d Decision) (Resolved, error) {
	n := 0
	var to ledger.State
	if d.ExternalID != "" {
		n, to = n+1, ledger.Succeeded
	}
	if d.Requeue {
		n, to = n+1, ledger.Pending
	}
	if d.Abandon {
		n, to = n+1, ledger.Abandoned
	}
	if n != 1 {
		return Resolved{}, usageRemedy(Remedy{Code: RemedyOneDecision, Field: "external_id"}, "resolve: give exactly one of --external-id, --requeue, --abandon")
	}
	if d.Reason == "" {
		return Resolved{}, usagef("resolve: --reason is required (it is kept in the audit log)")
	}
	corrects := d.Assignee != "" || d.Due != "" || d.Title != ""
	if (d.Due != "" || d.Title != "") && !d.Requeue {
		return Resolved{}, usagef("resolve: --due and --title go with --requeue")
	}
	if d.Assignee != "" && d.Abandon {
		return Resolved{}, usagef("resolve: --assignee goes with --requeue (assign) or --external-id (notify that person)")
	}
	if d.NoNotify && d.ExternalID == "" {
		return Resolved{}, usagef("resolve: --no-notify goes with --external-id")
	}
	if d.Force && d.ExternalID == "" {
		return Resolved{}, usagef("resolve: --force goes with --external-id")
	}
	if key, err := ledger.ParseKey(d.Key); err == nil {
		p := ledger.ResolveParams{Key: key, To: to, ExternalID: d.ExternalID, Reason: d.Reason, Actor: d.Actor, Now: a.now(), Generation: d.Generation}
		e, err := a.store.ExecutionGet(ctx, key)
		if err != nil {
			return Resolved{}, keyErr("resolve", d.Key, err)
		}
		if err := p.Resolution().Stale(e.Generation); err != nil {
			// Decided since it was read: no tracker lookup for it.
			return Resolved{}, fmt.Errorf("resolve: %w", err)
		}
		if e.State.Terminal() {
			return Resolved{}, a.finished(d.Key, e.State, e.ExternalID, e.Key.Operation == ledger.OpCreateTask)
		}
		if d.ExternalID != "" {
			if p.Reason, err = a.checkFound(ctx, e, d); err != nil {
				return Resolved{}, err
			}
		}
		if d.Requeue {
			switch {
			case e.State == ledger.NeedsHuman:
				// A requeue is a correction, with changes or without.
				e, err = a.Correct(ctx, Correction{Key: d.Key, Assignee: d.Assignee, Due: d.Due, Title: d.Title, Actor: d.Actor, Reason: d.Reason})
			case corrects:
				err = refusedRemedy(d.Key, Remedy{Code: RemedyNotWaiting, Detail: string(e.State)}, "it is %s; only a key waiting for a person can be corrected", e.State)
			default:
				e, err = a.store.ExecutionResolve(ctx, p)
			}
			if err != nil {
				return Resolved{}, err
			}
			return Resolved{Execution: &e}, nil
		}
		if d.ExternalID != "" && !d.NoNotify {
			if err := a.pipeline(); err != nil {
				return Resolved{}, err
			}
			notify := e
			if d.Assignee != "" {
				if a.roster == nil {
					return Resolved{}, usageRemedy(Remedy{Code: RemedyNoRoster, Field: "assignee"}, "resolve %s: --assignee %q: no roster loaded: pass --roster FILE (or set roster: in the config)", d.Key, d.Assignee)
				}
				p, why := a.roster.Resolve(d.Assignee)
				if why != "" {
					return Resolved{}, usageRemedy(Remedy{Code: RemedyNotInRoster, Field: "assignee", Detail: d.Assignee}, "resolve %s: --assignee %q: %s", d.Key, d.Assignee, why)
				}
				notify.Intent.Assignee, notify.Intent.AssigneeID = p.Name, p.Name
			}
			if notify.Intent.AssigneeID == "" && e.Key.Operation != ledger.OpCancelTask {
				return Resolved{}, usageRemedy(Remedy{Code: RemedyNobodyToNotify, Field: "assignee"}, "resolve %s: nobody to notify (no assignee): add --assignee NAME to notify that person, or --no-notify", d.Key)
			}
			p.Notifications = a.engine.SuccessNotifications(notify, d.ExternalID)
		}
		e, err = a.store.ExecutionResolve(ctx, p)
		if err != nil {
			return Resolved{}, err
		}
		return Resolved{Execution: &e, Notified: len(p.Notifications) > 0}, nil
	}
	if corrects || d.NoNotify {
		return Resolved{}, usagef("resolve %s: corrections and --no-notify apply to business keys, not notification keys", d.Key)
	}
	nt, err := a.store.OutboxResolve(ctx, ledger.OutboxResolveParams{Key: d.Key, To: to, ExternalID: d.ExternalID, Reason: d.Reason, Actor: d.Actor, Now: a.now()})
	if errors.Is(err, ledger.ErrNotFound) {
		return Resolved{}, usagef("resolve %s: no such business key or notification key", d.Key)
	}
	if te := (*ledger.TransitionError)(nil); errors.As(err, &te) && te.From.Terminal() {
		return Resolved{}, a.finished(d.Key, te.From, "", false)
	}
	if err != nil {
		return Resolved{}, err
	}
	return Resolved{Notification: &nt}, nil
}

// finished refuses a decision on a key that is already succeeded or
// abandoned, saying so: the ledger's "transition succeeded → abandoned
// not allowed" told a person neither that the key was done nor what closes
// its task.
func (a *App) finished(key string, st ledger.State, externalID string, task bool) error {
	as := ""
	if externalID != "" {
		as = " as " + externalID
	}
	hint := ""
	if st == ledger.Succeeded && task {
		hint = "; to close its task: axagent compensate " + key + " --reason TEXT" + a.cmdFlags
	}
	return refusedRemedy(key, Remedy{Code: RemedyNotWaiting, Detail: string(st)}, "it is already %s%s, which is final: nothing is decided on it again%s", st, as, hint)
}
