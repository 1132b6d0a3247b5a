package app

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// The series logic — which task a later meeting's action is, what a
// meeting's series is, what a tracker said about a task — lives in
// package series; app only calls it (issue 27).

// DefaultSeries is the series of a meeting nothing names one for.
const DefaultSeries = series.Default

// Restatement is an action of this meeting tied to an earlier meeting's
// task: restated (not filed again) or possibly the same (filed, shown).
type Restatement = series.Link

// CarriedOver is an open task of the series this meeting did not mention.
type CarriedOver = series.Carried

// SeriesTask is one open task of a series with its links.
type SeriesTask = series.OpenTask

// linker is the series linker over this ledger.
func (a *App) linker() *series.Linker {
	return &series.Linker{Store: a.store, Now: a.now, Log: a.log, HoldPossible: a.cfg.Series.Ambiguous == "hold",
		AwaitApproval: func(sc ledger.MeetingScope) string {
			if a.cfg.ApprovalRequired(sc.Tenant, sc.Project) {
				return AwaitingApproval
			}
			return ""
		}}
}

// link ties the plan to its series (series.Linker.Link).
func (a *App) link(ctx context.Context, n Notes, pl Plan) (series.Outcome, error) {
	in := series.Input{Plan: pl, Series: n.Series, Source: n.Name, Content: EventID(n), Roster: a.roster}
	if n.Lines == nil {
		// A transcript's or an HTML export's lines are not the file's:
		// the plan's lines are the file's, so the body's structure is
		// not read against them.
		in.Notes = n.Body
	}
	return a.linker().Link(ctx, in)
}

// priors are the series' open tasks an LLM extractor is shown.
func (a *App) priors(ctx context.Context, sc ledger.MeetingScope, named string) ([]extract.Prior, error) {
	return series.Priors(ctx, a.store, sc, named)
}

// Series lists a series' open tasks across its meetings (axagent series
// show), with the later meetings that restated each and the possible
// links a person may merge.
func (a *App) Series(ctx context.Context, tenant, project, name string) ([]SeriesTask, error) {
	return series.Show(ctx, a.store, tenant, project, name)
}

// Tie is a meeting's action tied to an earlier task (console, series).
type Tie = series.Tie

// MeetingTies lists what a meeting's actions were tied to: restatements,
// possible links a person may merge, and decisions.
func (a *App) MeetingTies(ctx context.Context, sc ledger.MeetingScope) ([]Tie, error) {
	return series.MeetingTies(ctx, a.store, sc)
}

// Merged is what a merge did.
type Merged struct {
	// Settled is the later key's end: rejected (never reached the
	// tracker) or its task cancelled (cancel-task).
	Settled KeyStatus `json:"settled"`
	// Update is the task's due-date update when the later action had
	// another due date.
	Update string `json:"update,omitempty"`
}

// Merge is a person's one step for a possible link: the later action is
// the earlier task. A later key that never reached the tracker is
// rejected; a registered one is cancelled there (a cancel-task, which
// needs the cancel-task permission); one in flight is refused until it
// settles. The link is recorded as the person's and the task takes the
// later due date, as a restatement would.
func (a *App) Merge(ctx context.Context, later, into ledger.BusinessKey, actor, reason string) (Merged, error) {
	if reason == "" {
		return Merged{}, usagef("merge: a reason is required (it is kept in the audit log)")
	}
	m, err := series.CheckMerge(ctx, a.store, later, into)
	var me *series.MergeError
	if errors.As(err, &me) {
		return Merged{}, &RefusedError{Key: later.String(), Msg: me.Msg, Remedy: Remedy{Code: RemedyMerge}, Cause: me}
	}
	if err != nil {
		return Merged{}, err
	}
	why := fmt.Sprintf("merged into %s: %s", into, reason)
	var out Merged
	switch m.Later.State {
	case ledger.NeedsHuman:
		if m.Later.Attempts > 0 {
			return out, refusedRemedy(later.String(), Remedy{Code: RemedyUnsettled}, "it waits for a person in doubt (it may be in the tracker): resolve it first (axagent ledger resolve)")
		}
		if _, err := a.Reject(ctx, []string{later.String()}, actorOr(actor), why); err != nil {
			return out, err
		}
		st, err := a.Status(ctx, []string{later.String()})
		if err != nil {
			return out, err
		}
		out.Settled = st[0]
	case ledger.Succeeded:
		// The cancel is the person's: its log names who merged.
		if out.Settled, err = a.Compensate(ctx, later, actorOr(actor), why); err != nil {
			return out, err
		}
	case ledger.Abandoned:
		st, err := a.Status(ctx, []string{later.String()})
		if err != nil {
			return out, err
		}
		out.Settled = st[0]
	default:
		return out, refusedRemedy(later.String(), Remedy{Code: RemedyUnsettled, Detail: string(m.Later.State)}, "it is %s: let it settle first (axagent worker, axagent reconcile)", m.Later.State)
	}
	if err := series.RecordMerge(ctx, a.store, m, actorOr(actor), reason, a.now()); err != nil {
		return out, err
	}
	if m.Due != "" {
		e, _, _, err := a.UpdateDue(ctx, into, m.Due, false)
		if err != nil {
			return out, err
		}
		out.Update = e.Key.String()
	}
	return out, nil
}

// DistinctResult is what a person's "not the same task" did.
type DistinctResult struct {
	// Key is the later action's create key, From the task it is not.
	Key  string `json:"key"`
	From string `json:"from"`
	// Already: the pair was decided before (this, a split, a filed-new);
	// nothing changed. By and At are who decided and when.
	Already bool      `json:"already,omitempty"`
	By      string    `json:"by"`
	At      time.Time `json:"at"`
}

// Distinct is a person's "not the same task" for one possible link of a
// filed action (axagent series distinct): the link of that pair becomes
// the person's distinct link, with the reason; the action stays the task
// it is and its links to other tasks stay offered; no later read of either
// meeting offers or makes the link again. A pair decided before is left as
// it is (Already).
func (a *App) Distinct(ctx context.Context, later, from ledger.BusinessKey, actor, reason string) (DistinctResult, error) {
	if reason == "" {
		return DistinctResult{}, usagef("not the same task: a reason is required (it is kept in the audit log)")
	}
	l, wrote, err := series.Distinct(ctx, a.store, later, from, actorOr(actor), reason, a.now())
	var de *series.DistinctError
	if errors.As(err, &de) {
		return DistinctResult{}, &RefusedError{Key: later.String(), Msg: de.Msg, Remedy: Remedy{Code: distinctRemedies[de.Why], Detail: de.By}, Cause: de}
	}
	if err != nil {
		return DistinctResult{}, err
	}
	a.log.Info("series: not the same task", "key", later.String(), "from", from.String(), "actor", l.Actor, "already", !wrote)
	return DistinctResult{Key: later.String(), From: from.String(), Already: !wrote, By: l.Actor, At: l.At}, nil
}

// SplitResult is what a split did.
type SplitResult struct {
	// Key is the later action's create key, From the task it was split
	// from.
	Key  string `json:"key"`
	From string `json:"from"`
	// Already: the split was done before; nothing changed.
	Already bool `json:"already,omitempty"`
	// By and At are the person who split it and when (the link's).
	By string    `json:"by"`
	At time.Time `json:"at"`
	// Filed is the later key where it stands now (its own task).
	Filed KeyStatus `json:"filed"`
	// Restored is the update that gave the task back the due date the
	// restatement moved, RestoredDue that date ("" none restored).
	Restored    *KeyStatus `json:"restored,omitempty"`
	RestoredDue string     `json:"restored_due,omitempty"`
	// Left says why a due date the restatement moved was left as it is,
	// with the dates; each screen words it with its own remedy.
	Left *DueLeft `json:"due_left,omitempty"`
}

// DueLeft is why a split left the earlier task's due date as it is
// (series.DueLeft; Why is one of the Left constants).
type DueLeft = series.DueLeft

// Why a split left a due date (DueLeft.Why).
const (
	LeftChangedAgain     = series.LeftChangedAgain
	LeftMaybeRestatement = series.LeftMaybeRestatement
	LeftUpdateHeld       = series.LeftUpdateHeld
	LeftTaskCancelled    = series.LeftTaskCancelled
)

// Split is a person's undo of a restatement (axagent series split): the
// later action the linker tied to an earlier task on evidence is another
// task. The link becomes distinct (the person's decision, with the
// reason); the later action is filed under the create key it would have
// had and worked like any new task (its assignee told); a due date the
// restatement moved on the task is restored by an update, unless the
// task changed since (then Left says why, with the dates). Every step is
// keyed: a retry after a crash completes the rest, a second split changes
// nothing, and a rerun of the meeting never links the action again.
func (a *App) Split(ctx context.Context, later, from ledger.BusinessKey, actor, reason string) (SplitResult, error) {
	if reason == "" {
		return SplitResult{}, usagef("split: a reason is required (it is kept in the audit log)")
	}
	if err := a.pipeline(); err != nil {
		return SplitResult{}, err
	}
	actor = actorOr(actor)
	sp, err := series.CheckSplit(ctx, a.store, later, from, actor, a.now())
	var se *series.SplitError
	if errors.As(err, &se) {
		return SplitResult{}, &RefusedError{Key: later.String(), Msg: se.Msg, Remedy: Remedy{Code: splitRemedies[se.Why], Detail: cmp.Or(se.By, se.State)}, Cause: se}
	}
	if err != nil {
		return SplitResult{}, err
	}
	out := SplitResult{Key: later.String(), From: from.String(), Already: splitSettled(sp), Left: sp.Left}
	if err := series.RecordSplit(ctx, a.store, sp, actor, reason, a.now()); err != nil {
		return out, err
	}
	if sp.Filed == nil {
		p := ledger.EnqueueParams{Key: later, Intent: sp.Intent, Reason: series.SplitReason(from.String(), actor, reason), Actor: actor, Now: a.now()}
		if _, err := a.store.ExecutionEnqueue(ctx, p); err != nil && !errors.Is(err, ledger.ErrFingerprintMismatch) {
			// A mismatch: a rerun of the meeting filed the action from
			// its notes meanwhile; that key is the task.
			return out, fmt.Errorf("split: file %s: %w", later, err)
		}
	}
	work := []string{later.String()}
	restored := ""
	if sp.Revert != nil && !sp.Revert.ReplaceUnattempted {
		// A task cancelled since is not changed (as axagent update). A
		// hold given its date back (series.planCarriedRevert) was never
		// filed: nothing in a tracker to check.
		var re *RefusedError
		if err := a.checkTaskOpen(ctx, from, "restore the due date of"); errors.As(err, &re) {
			due := sp.Task.Intent.DueDate // a date carried into the task while it was held
			if sp.Restated != nil {
				due = sp.Restated.Intent.DueDate
			}
			left := &DueLeft{Why: LeftTaskCancelled, Task: from.String(), Due: due, Before: sp.Revert.Intent.DueDate}
			if c, err := a.store.ExecutionGet(ctx, from.WithOperation(ledger.OpCancelTask)); err == nil {
				left.Update, left.State = c.Key.String(), string(c.State)
			}
			sp.Revert, out.Left = nil, left
		} else if err != nil {
			return out, err
		}
	}
	switch {
	case sp.Revert != nil:
		if _, err := a.store.ExecutionEnqueue(ctx, *sp.Revert); err != nil {
			return out, fmt.Errorf("split: restore %s: %w", from, err)
		}
		restored, out.RestoredDue = sp.Revert.Key.String(), sp.Revert.Intent.DueDate
	case sp.Restored != nil:
		restored, out.RestoredDue = sp.Restored.Key.String(), sp.Restored.Intent.DueDate
	}
	if restored != "" {
		work = append(work, restored)
	}
	// Working settled keys changes nothing: a retry works what a crash
	// left unworked.
	st, err := a.Work(ctx, work)
	if err != nil {
		return out, err
	}
	for i := range st {
		switch st[i].Execution.Key.String() {
		case later.String():
			out.Filed = st[i]
		case restored:
			out.Restored = &st[i]
		}
	}
	l, _, err := series.PairLink(ctx, a.store, later, from)
	if err != nil {
		return out, fmt.Errorf("split: %w", err)
	}
	out.By, out.At = l.Actor, l.At
	return out, nil
}

// CancelPermitted reports whether the tracker connection holding key's
// task may cancel it (the cancel-task permission, never implied by a
// wildcard, R21), with the reason when not. It is what a merge of a filed
// action would run into: the console warns before a person merges, so
// the later task left open in the tracker is no surprise.
func (a *App) CancelPermitted(ctx context.Context, key ledger.BusinessKey) (bool, string, error) {
	if a.engine == nil {
		return false, "", ErrLedgerOnly
	}
	cancel := key.WithOperation(ledger.OpCancelTask)
	target := a.tasks.Name()
	if a.engine.Route != nil {
		// The tracker the task was created in, as the engine decides it
		// for the cancel (a key without a pin was sent before routing).
		name, err := a.store.TargetPin(ctx, key.WithOperation(ledger.OpCreateTask).String(), "")
		if err != nil {
			return false, "", fmt.Errorf("cancel permitted: %w", err)
		}
		if name != "" {
			target = name
		}
	}
	switch {
	case a.engine.PermitIn != nil:
		ok, why := a.engine.PermitIn(target, cancel.Tenant, cancel.Project, cancel.Operation)
		return ok, why, nil
	case a.engine.Permit != nil:
		ok, why := a.engine.Permit(cancel.Tenant, cancel.Project, cancel.Operation)
		return ok, why, nil
	}
	return true, "", nil
}

// Dismissed is what a person's dismissal of a status fact did.
type Dismissed struct {
	Task    string `json:"task"`
	Meeting string `json:"meeting"`
	Line    int    `json:"line"`
	// Already: it was dismissed before (by By); nothing changed.
	Already bool      `json:"already,omitempty"`
	By      string    `json:"by"`
	At      time.Time `json:"at"`
}

// DismissFact is a person's one step for a status fact the series read
// wrongly (axagent series dismiss): line of meeting is not about task. The
// fact stays on record, dismissed, and no rerun records it again; it no
// longer counts as a mention or a status of the task.
func (a *App) DismissFact(ctx context.Context, task ledger.BusinessKey, meeting string, line int, actor, reason string) (Dismissed, error) {
	if reason == "" {
		return Dismissed{}, usagef("dismiss: a reason is required (it is kept in the audit log)")
	}
	f, already, err := series.DismissFact(ctx, a.store, task, meeting, line, actorOr(actor), reason, a.now())
	var de *series.DismissError
	if errors.As(err, &de) {
		return Dismissed{}, refusedRemedy(task.String(), Remedy{Code: RemedyDismiss}, "%s", de.Msg)
	}
	if err != nil {
		return Dismissed{}, err
	}
	a.log.Info("series: status fact dismissed", "task", task.String(), "meeting", meeting, "line", line, "actor", f.Actor, "reason", reason, "already", already)
	return Dismissed{Task: task.String(), Meeting: meeting, Line: line, Already: already, By: f.Actor, At: f.DismissedAt}, nil
}
