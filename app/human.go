package app

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/axagent/axagent/extract/dates"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// AwaitingApproval is the reason a ready action waits with before a person
// approves it (config approval: required).
const AwaitingApproval = "awaiting approval"

// RefusedError: the operation is refused by the state of things — a
// cancelled or abandoned task, a key that reached the tracker, nobody to
// assign. The CLI exits 3 on it; nothing was changed.
type RefusedError struct {
	Key string
	Msg string
	Remedy
	// Cause is what refused it when that says more (a key not in the
	// ledger: the CLI's exit 2, bad input).
	Cause error
}

// Error names the key once: a message that already names it ("merge K
// into T: …") is not prefixed with it again.
func (e *RefusedError) Error() string {
	if e.Key == "" || strings.Contains(e.Msg, e.Key) {
		return e.Msg
	}
	return e.Key + ": " + e.Msg
}

func (e *RefusedError) Unwrap() error { return e.Cause }

// IsRefused reports whether err is a refusal.
func IsRefused(err error) bool {
	var r *RefusedError
	return errors.As(err, &r)
}

func refused(key, format string, args ...any) error {
	return &RefusedError{Key: key, Msg: fmt.Sprintf(format, args...)}
}

// refusedRemedy is refused with a Remedy.
func refusedRemedy(key string, pr Remedy, format string, args ...any) error {
	return &RefusedError{Key: key, Msg: fmt.Sprintf(format, args...), Remedy: pr}
}

// Remedy codes (Remedy.Code) of the decisions a person makes.
const (
	RemedyNotWaiting     = "not-waiting"      // the key does not wait for a person
	RemedyNotAwaiting    = "not-awaiting"     // the key does not await approval
	RemedyReachedTracker = "reached-tracker"  // content change of a key that reached the tracker
	RemedyNeedAssignee   = "need-assignee"    // nobody is assigned
	RemedyNobodyToNotify = "nobody-to-notify" // found, but nobody to tell
	RemedyNotInRoster    = "not-in-roster"    // the name given is not one person of the roster
	RemedyNoRoster       = "no-roster"        // no roster loaded
	RemedyBadDue         = "bad-due"          // the date given is not a date
	RemedyEmptyTitle     = "empty-title"
	RemedyChanged        = "changed"       // it changed meanwhile
	RemedyFoundMissing   = "found-missing" // the tracker has no such task
	RemedyFoundOther     = "found-other"   // the task is another key's
	RemedyTrackerGone    = "tracker-gone"  // the key's tracker is not configured
	RemedyOneDecision    = "one-decision"  // exactly one of found / requeue / abandon
	RemedyMerge          = "merge"         // the merge is refused (Detail says why)
	RemedyUnsettled      = "unsettled"     // in flight: let it settle first
	RemedyDismiss        = "dismiss"       // no such status fact to dismiss
	// A split refused, by why (series.SplitRefusal); Detail is the person
	// who merged (RemedySplitMerged) or the later action's state
	// (RemedySplitOwnTask). A screen words them with the pair's keys.
	RemedySplitPair      = "split-pair"       // not a later action and an earlier task of one project
	RemedySplitNoTask    = "split-no-task"    // the earlier task is not in the ledger
	RemedySplitOwnTask   = "split-own-task"   // the later action is its own task, linked to nothing
	RemedySplitNotLinked = "split-not-linked" // nothing ties the two
	RemedySplitPossible  = "split-possible"   // only shown as possibly the task
	RemedySplitMerged    = "split-merged"     // a person merged it; a split does not undo that
	RemedySplitAnswered  = "split-answered"   // it gave the task its owner or due date
	RemedySplitNoAction  = "split-no-action"  // the meeting has no such action
	RemedySplitNoOne     = "split-no-one"     // the restatement names no one person
	// A "not the same task" refused, by why (series.DistinctRefusal);
	// Detail is the person who merged (RemedyDistinctMerged).
	RemedyDistinctPair        = "distinct-pair"         // not a later action and an earlier task of one project
	RemedyDistinctNoKey       = "distinct-no-key"       // the later action has no key
	RemedyDistinctNoTask      = "distinct-no-task"      // the earlier task is not in the ledger
	RemedyDistinctNotPossible = "distinct-not-possible" // not shown as possibly the task
	RemedyDistinctRestated    = "distinct-restated"     // a restatement: split it
	RemedyDistinctMerged      = "distinct-merged"       // a person merged it
	RemedyDistinctHeld        = "distinct-held"         // it waits for a person
)

// distinctRemedies are the Remedy codes of the reasons a "not the same
// task" is refused.
var distinctRemedies = map[series.DistinctRefusal]string{
	series.DistinctPair: RemedyDistinctPair, series.DistinctNoKey: RemedyDistinctNoKey, series.DistinctNoTask: RemedyDistinctNoTask,
	series.DistinctNotPossible: RemedyDistinctNotPossible, series.DistinctRestated: RemedyDistinctRestated,
	series.DistinctMerged: RemedyDistinctMerged, series.DistinctHeld: RemedyDistinctHeld,
}

// splitRemedies are the Remedy codes of the reasons a split is refused.
var splitRemedies = map[series.SplitRefusal]string{
	series.SplitPair: RemedySplitPair, series.SplitNoTask: RemedySplitNoTask, series.SplitOwnTask: RemedySplitOwnTask,
	series.SplitNotLinked: RemedySplitNotLinked, series.SplitPossible: RemedySplitPossible, series.SplitMerged: RemedySplitMerged,
	series.SplitAnswered: RemedySplitAnswered, series.SplitNoAction: RemedySplitNoAction, series.SplitNoOne: RemedySplitNoOne,
}

// RemedyCodes lists every Remedy code the decisions give.
func RemedyCodes() []string {
	return []string{RemedyNotWaiting, RemedyNotAwaiting, RemedyReachedTracker, RemedyNeedAssignee, RemedyNobodyToNotify, RemedyNotInRoster,
		RemedyNoRoster, RemedyBadDue, RemedyEmptyTitle, RemedyChanged, RemedyFoundMissing, RemedyFoundOther, RemedyTrackerGone,
		RemedyOneDecision, RemedyMerge, RemedyUnsettled, RemedySplitPair, RemedySplitNoTask, RemedySplitOwnTask, RemedySplitNotLinked,
		RemedySplitPossible, RemedySplitMerged, RemedySplitAnswered, RemedySplitNoAction, RemedySplitNoOne,
		RemedyDistinctPair, RemedyDistinctNoKey, RemedyDistinctNoTask, RemedyDistinctNotPossible, RemedyDistinctRestated,
		RemedyDistinctMerged, RemedyDistinctHeld}
}

// awaitingApproval reports whether e waits for a person's approval.
func awaitingApproval(e ledger.Execution) bool {
	return e.State == ledger.NeedsHuman && strings.HasPrefix(e.Reason, AwaitingApproval)
}

// Correction is a person's fix of a key that never reached the tracker:
// any of assignee (as written; resolved with the roster), due date
// (YYYY-MM-DD) and title. Applying it makes the key due (approving it when
// it was awaiting approval).
type Correction struct {
	Key      string
	Assignee string
	Due      string
	Title    string
	Actor    string
	Reason   string
}

func (c Correction) empty() bool { return c.Assignee == "" && c.Due == "" && c.Title == "" }

// describe says what changed, for the audit log.
func (c Correction) describe(in ledger.Intent) string {
	var parts []string
	if c.Assignee != "" {
		parts = append(parts, "assignee "+in.AssigneeID)
	}
	if c.Due != "" {
		parts = append(parts, "due "+in.DueDate)
	}
	if c.Title != "" {
		parts = append(parts, fmt.Sprintf("title %q", in.Title))
	}
	return strings.Join(parts, ", ")
}

// Correct applies a person's correction and requeues the key. It refuses a
// key that reached the tracker (a correction could make a second task) and
// one that still has nobody to assign.
func (a *App) Correct(ctx context.Context, c Correction) (ledger.Execution, error) {
	// A key held for a question of its own (not only for approval) was
	// shown with the tasks it may be: answering it otherwise is the
	// person's decision that it is a new task.
	held := false
	if k, err := ledger.ParseKey(c.Key); err == nil {
		if b, err := a.store.ExecutionGet(ctx, k); err == nil {
			held = b.State == ledger.NeedsHuman && b.Attempts == 0 && !awaitingApproval(b)
		}
	}
	e, err := a.correct(ctx, c)
	if err != nil || !held {
		return e, err
	}
	return e, a.filedNew(ctx, e.Key, c.Actor, c.Reason)
}

// filedNew drops the possible links of a held action a person let go
// ahead as a new task (series.FiledNew): answering its hold is no silent
// merge, and the page no longer offers one. A filed action's possible
// links (awaiting approval, or registered) stay: it may be merged later.
func (a *App) filedNew(ctx context.Context, key ledger.BusinessKey, actor, reason string) error {
	dropped, err := series.FiledNew(ctx, a.store, key, actorOr(actor), reason, a.now())
	if err != nil {
		return err
	}
	if len(dropped) > 0 {
		a.log.Info("held action went ahead as a new task; its possible links are dropped", "key", key.String(), "tasks", dropped, "actor", actorOr(actor))
	}
	return nil
}

func (a *App) correct(ctx context.Context, c Correction) (ledger.Execution, error) {
	key, err := ledger.ParseKey(c.Key)
	if err != nil {
		return ledger.Execution{}, &UsageError{Msg: err.Error()}
	}
	if c.Reason == "" {
		return ledger.Execution{}, usagef("correct %s: a reason is required (it is kept in the audit log)", c.Key)
	}
	e, err := a.store.ExecutionGet(ctx, key)
	if err != nil {
		return e, keyErr("correct", c.Key, err)
	}
	if e.State != ledger.NeedsHuman {
		return e, refusedRemedy(c.Key, Remedy{Code: RemedyNotWaiting, Detail: string(e.State)}, "it is %s, not waiting for a person; nothing to correct", e.State)
	}
	if e.Attempts > 0 && !c.empty() {
		return e, refusedRemedy(c.Key, Remedy{Code: RemedyReachedTracker}, "it reached the tracker in %d attempt(s), so changed content could make a second task; settle it with `axagent ledger resolve %s --external-id ID --reason TEXT` (or --abandon), then change the task with `axagent update`", e.Attempts, c.Key)
	}
	in := e.Intent
	if c.Assignee != "" {
		if a.roster == nil {
			return e, usageRemedy(Remedy{Code: RemedyNoRoster, Field: "assignee"}, "correct %s: --assignee %q: no roster loaded: pass --roster FILE (or set roster: in the config)", c.Key, c.Assignee)
		}
		p, why := a.roster.Resolve(c.Assignee)
		if why != "" {
			return e, usageRemedy(Remedy{Code: RemedyNotInRoster, Field: "assignee", Detail: c.Assignee}, "correct %s: --assignee %q: %s", c.Key, c.Assignee, why)
		}
		in.Assignee, in.AssigneeID = p.Name, p.Name
	}
	if c.Due != "" {
		if _, err := dates.ParseISO(c.Due); err != nil {
			return e, usageRemedy(Remedy{Code: RemedyBadDue, Field: "due", Detail: c.Due}, "correct %s: --due %q: %v", c.Key, c.Due, err)
		}
		in.DueDate = c.Due
	}
	if t := strings.TrimSpace(c.Title); t != "" {
		in.Title = t
	} else if c.Title != "" {
		return e, usageRemedy(Remedy{Code: RemedyEmptyTitle, Field: "title"}, "correct %s: --title is empty", c.Key)
	}
	if key.Operation != ledger.OpCancelTask && in.AssigneeID == "" {
		return e, refusedRemedy(c.Key, Remedy{Code: RemedyNeedAssignee, Field: "assignee"}, "it still cannot be carried out: nobody is assigned; pass --assignee NAME (a person in the roster)")
	}
	approved := ""
	if awaitingApproval(e) {
		approved = "approved"
	}
	if in.Fingerprint() == e.Fingerprint {
		// Nothing to change: a plain requeue, audited as a decision.
		why := c.Reason
		if approved != "" {
			why = approved + ": " + c.Reason
		}
		return a.store.ExecutionResolve(ctx, ledger.ResolveParams{Key: key, To: ledger.Pending, Reason: why, Actor: c.Actor, Now: a.now()})
	}
	note := fmt.Sprintf("corrected by %s (%s): %s", actorOr(c.Actor), c.describe(in), c.Reason)
	if approved != "" {
		note = "approved and " + note
	}
	r, err := a.store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: in, ReplaceUnattempted: true, Actor: actorOr(c.Actor), Correction: note, Now: a.now()})
	if errors.Is(err, ledger.ErrFingerprintMismatch) {
		return e, refusedRemedy(c.Key, Remedy{Code: RemedyChanged}, "it changed while you corrected it (claimed or resolved meanwhile); look again with `axagent ledger show %s`", c.Key)
	}
	if err != nil {
		return e, fmt.Errorf("correct %s: %w", c.Key, err)
	}
	return r.Execution, nil
}

func actorOr(a string) string {
	if a == "" {
		return "human"
	}
	return a
}

// Approve lets keys awaiting approval go ahead, audited with the actor.
func (a *App) Approve(ctx context.Context, keys []string, actor, reason string) ([]ledger.Execution, error) {
	if reason == "" {
		reason = "approved"
	} else {
		reason = "approved: " + reason
	}
	return a.decide(ctx, keys, func(e ledger.Execution) (ledger.Execution, error) {
		if !awaitingApproval(e) {
			next := ""
			if e.State == ledger.NeedsHuman {
				// It waits for something else (an assignee, a date): the
				// command that answers that, as register prints it.
				next = "; what it waits for is answered by: " + Explain("en", e, strings.TrimSpace(a.rosterFlag)).Command + a.cmdFlags
			}
			return e, refusedRemedy(e.Key.String(), Remedy{Code: RemedyNotAwaiting, Detail: string(e.State)}, "it is not awaiting approval (%s: %s)%s", e.State, dashed(e.Reason), next)
		}
		if e.Key.Operation != ledger.OpCancelTask && e.Intent.AssigneeID == "" {
			return e, refusedRemedy(e.Key.String(), Remedy{Code: RemedyNeedAssignee, Field: "assignee"}, "nobody is assigned; approve it with a correction (--assignee NAME)")
		}
		return a.store.ExecutionResolve(ctx, ledger.ResolveParams{Key: e.Key, To: ledger.Pending, Reason: reason, Actor: actor, Now: a.now()})
	})
}

// Reject gives up keys that wait for a person (awaiting approval, or any
// other reason), audited with the actor: nothing is created.
func (a *App) Reject(ctx context.Context, keys []string, actor, reason string) ([]ledger.Execution, error) {
	if reason == "" {
		return nil, usagef("reject: a reason is required (it is kept in the audit log)")
	}
	return a.decide(ctx, keys, func(e ledger.Execution) (ledger.Execution, error) {
		if e.State != ledger.NeedsHuman {
			return e, refusedRemedy(e.Key.String(), Remedy{Code: RemedyNotWaiting, Detail: string(e.State)}, "it is %s; only a key waiting for a person can be rejected", e.State)
		}
		return a.store.ExecutionResolve(ctx, ledger.ResolveParams{Key: e.Key, To: ledger.Abandoned, Reason: "rejected: " + reason, Actor: actor, Now: a.now()})
	})
}

// decide applies fn to each key; it stops at the first refusal, keeping
// the decisions already made (each is its own audited transaction).
func (a *App) decide(ctx context.Context, keys []string, fn func(ledger.Execution) (ledger.Execution, error)) ([]ledger.Execution, error) {
	out := []ledger.Execution{}
	for _, k := range keys {
		bk, err := ledger.ParseKey(k)
		if err != nil {
			return out, &UsageError{Msg: err.Error()}
		}
		e, err := a.store.ExecutionGet(ctx, bk)
		if err != nil {
			return out, keyErr("", k, err)
		}
		e, err = fn(e)
		if err != nil {
			return out, err
		}
		out = append(out, e)
	}
	return out, nil
}

// AwaitingApproval lists the keys of a meeting (or all, when scope is
// zero) that wait for approval.
func (a *App) AwaitingApproval(ctx context.Context, scope ledger.MeetingScope) ([]string, error) {
	return a.waitingKeys(ctx, scope, awaitingApproval)
}

// WaitingForPerson lists a meeting's keys that wait for a person for any
// reason (an owner, a date, approval …): what approving the meeting leaves
// to decide.
func (a *App) WaitingForPerson(ctx context.Context, scope ledger.MeetingScope) ([]string, error) {
	return a.waitingKeys(ctx, scope, func(ledger.Execution) bool { return true })
}

// waitingKeys lists the keys of a meeting waiting for a person that keep
// says to.
func (a *App) waitingKeys(ctx context.Context, scope ledger.MeetingScope, keep func(ledger.Execution) bool) ([]string, error) {
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{State: ledger.NeedsHuman, Tenant: scope.Tenant, Project: scope.Project, Meeting: scope.Meeting})
	if err != nil {
		return nil, err
	}
	keys := []string{}
	for _, e := range list {
		if keep(e) {
			keys = append(keys, e.Key.String())
		}
	}
	return keys, nil
}

func dashed(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// checkTaskOpen refuses an operation on a task that is not registered, or
// was cancelled or abandoned.
func (a *App) checkTaskOpen(ctx context.Context, key ledger.BusinessKey, op string) error {
	create, err := a.store.ExecutionGet(ctx, key.WithOperation(ledger.OpCreateTask))
	if err != nil {
		return keyErr(op, key.String(), err)
	}
	if create.State != ledger.Succeeded {
		return refused(create.Key.String(), "the task is %s, not registered (%s); %s needs a registered task — resolve the key first", create.State, dashed(create.Reason), op)
	}
	cancel, err := a.store.ExecutionGet(ctx, key.WithOperation(ledger.OpCancelTask))
	switch {
	case errors.Is(err, ledger.ErrNotFound):
		return nil
	case err != nil:
		return fmt.Errorf("%s %s: %w", op, key, err)
	case cancel.State == ledger.Succeeded:
		return refused(create.Key.String(), "the task %s was cancelled (%s is %s); a cancelled task is not changed", create.ExternalID, cancel.Key, cancel.State)
	case cancel.State != ledger.Abandoned:
		// Not carried out yet (waiting, in doubt, refused by permissions):
		// "was cancelled" sent the operator to a tracker where the task
		// is still open.
		return refused(create.Key.String(), "the task %s is being cancelled (%s is %s, not carried out yet); a task being cancelled is not changed — to keep the task, abandon %s with ledger resolve --abandon first", create.ExternalID, cancel.Key, cancel.State, cancel.Key)
	}
	return nil
}

// checkCancellable refuses a compensation of a task that is not
// registered; a task already cancelled is the same intent again.
func (a *App) checkCancellable(ctx context.Context, key ledger.BusinessKey) error {
	create, err := a.store.ExecutionGet(ctx, key.WithOperation(ledger.OpCreateTask))
	if err != nil {
		return keyErr("compensate", key.String(), err)
	}
	if create.State != ledger.Succeeded {
		return refused(create.Key.String(), "the task is %s, not registered; nothing to cancel (resolve it with --abandon instead)", create.State)
	}
	return nil
}
