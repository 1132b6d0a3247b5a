package series

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/plan"
)

// A split is the undo of a linker's restatement (series split): a person
// says a later action the linker tied to an earlier task on evidence
// (LinkSame: not filed, perhaps moving the task's due date) is another
// task. The link becomes LinkDistinct, the later action is filed under
// the create key it would have had, and a due date the restatement moved
// is restored through a keyed update. Every step is keyed or conditional,
// so a retry after a crash completes what is left and a second split
// changes nothing.

// SplitError: a split refused (exit 3): what is wrong with the pair.
// Why says it as a reason each screen words with its own remedy (as
// DueLeft does for a due date left as it is); Msg is the CLI's words.
type SplitError struct {
	Why SplitRefusal
	// By is the person who merged the action (SplitMerged); State the
	// later action's state when it is its own task (SplitOwnTask).
	By, State string
	Msg       string
}

// SplitRefusal is why a split was refused (SplitError.Why).
type SplitRefusal string

// Why a split is refused.
const (
	// SplitPair: not a later meeting's create key and an earlier
	// meeting's create key of one tenant and project.
	SplitPair SplitRefusal = "pair"
	// SplitNoTask: the earlier task is not in the ledger.
	SplitNoTask SplitRefusal = "no-task"
	// SplitOwnTask: the later action is filed as its own task and no
	// link ties it to the task.
	SplitOwnTask SplitRefusal = "own-task"
	// SplitNotLinked: nothing ties the later action to the task.
	SplitNotLinked SplitRefusal = "not-linked"
	// SplitPossible: the later action was filed and only shown as
	// possibly the task: there is nothing to split.
	SplitPossible SplitRefusal = "possible"
	// SplitMerged: a person merged it into the task; a split does not
	// undo a merge.
	SplitMerged SplitRefusal = "merged"
	// SplitAnswered: the later action gave the task its owner or due date (it
	// answered the task's hold); split, the task would keep an owner or
	// a date nobody named for it.
	SplitAnswered SplitRefusal = "answered"
	// SplitNoAction: the later meeting's registry has no such action.
	SplitNoAction SplitRefusal = "no-action"
	// SplitNoOne: the restatement names no one person; a split would
	// file a task for nobody.
	SplitNoOne SplitRefusal = "no-one"
)

func (e *SplitError) Error() string { return e.Msg }

// Unwrap is ledger.ErrNotFound when the task named is not in the ledger
// (bad input, as a mistyped key is).
func (e *SplitError) Unwrap() error {
	if e.Why == SplitNoTask {
		return ledger.ErrNotFound
	}
	return nil
}

// RestatedReason is the log reason of the due-date update a restatement
// makes: a split finds the update by the later action it names.
func RestatedReason(later string, line int) string {
	return fmt.Sprintf("restated by %s (line %d)", later, line)
}

// SplitReason is the log reason of the later action's create key filed by
// a split.
func SplitReason(task, actor, reason string) string {
	return fmt.Sprintf("split from %s by %s: %s", task, actor, reason)
}

// RestoredReason is the log reason of the update that restores the due
// date a split restatement had moved.
func RestoredReason(due, later, actor string) string {
	return fmt.Sprintf("due date restored to %s: %s was split from it by %s", due, later, actor)
}

func restatedPrefix(later string) string { return "restated by " + later + " (" }

// restateDue enqueues the update that carries a restatement's due date to
// the task (the next update-task-N), its log naming the later action.
func (l *Linker) restateDue(ctx context.Context, create ledger.Execution, act extract.Action) (string, error) {
	ups, err := plan.Updates(ctx, l.Store, create.Key)
	if err != nil {
		return "", err
	}
	in := create.Intent
	if len(ups) > 0 {
		in = ups[len(ups)-1].Intent
	}
	if in.DueDate == act.DueDate {
		return "", nil
	}
	// A person may have split this action from the task since this read
	// of the meeting began (its restored due date would be moved again):
	// read the decision once more, right before the update.
	links, err := l.Store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: create.Key.String()})
	if err != nil {
		return "", err
	}
	for _, lk := range links {
		if k, _ := act.Key(); lk.Meeting == k.Meeting && lk.Action == act.ActionID && lk.Kind == ledger.LinkDistinct {
			return "", nil
		}
	}
	in.DueDate = act.DueDate
	key := create.Key.WithOperation(ledger.UpdateOp(len(ups) + 1))
	r, err := l.Store.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key, Intent: in, Reason: RestatedReason(act.BusinessKey, act.SourceLine),
		Actor: "axagent", Now: l.now()})
	if err != nil {
		return "", err
	}
	return r.Execution.Key.String(), nil
}

// apart are the tasks a person split a meeting's actions from, by action
// ID: the linker never ties that action to them again.
type apart map[string]map[string]bool

// recorded reads a meeting's links as the ledger holds them: the tasks a
// person split each action from, and every link by action ID (a rerun
// reports a filed action's links again instead of deciding them anew).
func recorded(ctx context.Context, s ledger.Store, sc ledger.MeetingScope) (apart, map[string][]ledger.SeriesLink, error) {
	ls, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: sc})
	if err != nil {
		return nil, nil, fmt.Errorf("link %s: %w", sc.Meeting, err)
	}
	out, byAction := apart{}, map[string][]ledger.SeriesLink{}
	for _, l := range ls {
		byAction[l.Action] = append(byAction[l.Action], l)
		if l.Kind == ledger.LinkDistinct {
			if out[l.Action] == nil {
				out[l.Action] = map[string]bool{}
			}
			out[l.Action][l.Task.String()] = true
		}
	}
	return out, byAction, nil
}

// reverse adds to a the later meetings' actions a person set apart from
// act's own key (a split, a filed-new, a "not the same task" whose task
// is act): read the other way — act matched against them — the pair
// stays apart too.
func (a apart) reverse(ctx context.Context, s ledger.Store, act extract.Action) error {
	k, err := act.Key()
	if err != nil {
		return fmt.Errorf("link: %w", err)
	}
	ls, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: k.String()})
	if err != nil {
		return fmt.Errorf("link %s: %w", k.Meeting, err)
	}
	for _, l := range ls {
		if l.Kind != ledger.LinkDistinct {
			continue
		}
		if a[act.ActionID] == nil {
			a[act.ActionID] = map[string]bool{}
		}
		a[act.ActionID][ledger.BusinessKey{Tenant: k.Tenant, Project: k.Project, Meeting: l.Meeting, Action: l.Action, Operation: ledger.OpCreateTask}.String()] = true
	}
	return nil
}

// honour drops from d the tasks a person split action from: what is left
// decides (nothing left: a new task).
func (a apart) honour(action string, d Decision) Decision {
	tasks := a[action]
	if len(tasks) == 0 {
		return d
	}
	switch d.Verdict {
	case Same:
		if tasks[d.Task.Key] {
			return Decision{Verdict: New}.decided(ledger.LinkEvidence{Kind: EvSplitFrom, Task: d.Task.Key})
		}
	case Possible:
		var keep []Task
		for _, t := range d.Possible {
			if !tasks[t.Key] {
				keep = append(keep, t)
			}
		}
		if len(keep) == 0 {
			return Decision{Verdict: New}.decided(ledger.LinkEvidence{Kind: EvSplitFrom, Task: d.Possible[0].Key})
		}
		d.Possible = keep
	}
	return d
}

// Why a split left a task's due date as the restatement or a person made
// it (DueLeft.Why).
const (
	// LeftChangedAgain: the due date was changed again after the
	// restatement (Update is the first later change, Due the date now);
	// a person's later date is never overwritten.
	LeftChangedAgain = "changed-again"
	// LeftMaybeRestatement: Update (to Due) may be the restatement's
	// change, recorded before restatements named their update; a split
	// does not revert on a guess.
	LeftMaybeRestatement = "maybe-restatement"
	// LeftUpdateHeld: the restatement's update (Update, to Due) waits for
	// a person; rejected, the task keeps Before.
	LeftUpdateHeld = "update-held"
	// LeftTaskCancelled: the task was cancelled since (Update is the
	// cancel-task, State its state); a cancelled task is not changed.
	LeftTaskCancelled = "task-cancelled"
)

// DueLeft is why a split left the due date of Task as it is, with the
// dates, for each screen to word with its own remedy (the CLI with its
// commands, the console with its pages).
type DueLeft struct {
	Why  string `json:"why"`
	Task string `json:"task"`
	// Update is the key the reason is about (see the Left constants),
	// State its state when that matters.
	Update string `json:"update,omitempty"`
	State  string `json:"state,omitempty"`
	// Due is the date the task has now, or the one Update sets ("" none);
	// Before the date the restatement moved it from: what restoring it
	// would set ("" none).
	Due    string `json:"due,omitempty"`
	Before string `json:"before,omitempty"`
}

// Split is a checked request to split a later action from the task a
// restatement tied it to, and what is left to do.
type Split struct {
	Later ledger.BusinessKey
	// Task is the earlier task's create.
	Task ledger.Execution
	// Link is the link as the ledger holds it: same, or distinct when a
	// split was recorded before (a retry, or a second split).
	Link   ledger.SeriesLink
	Series string
	// Intent is the later action as it would have been filed: its title
	// (without the status the line states, WorkTitle) and owner as the
	// meeting's action registry has them, the task's
	// person (the evidence rule linked them as one) and the due date the
	// restatement gave (else the task's at the time of the link).
	Intent ledger.Intent
	// Filed is the later key when the ledger has it (filed by an earlier
	// split, or by a rerun of its meeting).
	Filed *ledger.Execution
	// Restated is the update the restatement made to the task's due date
	// (nil: it moved nothing).
	Restated *ledger.Execution
	// Revert restores the due date the restatement moved (nil: nothing
	// to restore, restored before, or unsafe — Left says why).
	Revert *ledger.EnqueueParams
	// Restored is the restoring update when the ledger has it.
	Restored *ledger.Execution
	// Left says why a due date the restatement moved is left as it is,
	// with the dates (nil: nothing left).
	Left *DueLeft
}

// Done reports whether the split has nothing left to do.
func (s Split) Done() bool {
	return s.Link.Kind == ledger.LinkDistinct && s.Filed != nil && s.Revert == nil
}

// CheckSplit checks that later (a create key the linker never filed) is
// tied to task by a restatement (a same link), or was split from it
// before, and plans what is left of the split.
func CheckSplit(ctx context.Context, s ledger.Store, later, task ledger.BusinessKey, actor string, now time.Time) (Split, error) {
	refuse := func(why SplitRefusal, format string, args ...any) (Split, error) {
		return Split{}, &SplitError{Why: why, Msg: fmt.Sprintf("split %s from %s: ", later, task) + fmt.Sprintf(format, args...)}
	}
	if p := pairProblem(later, task, "split undoes a later meeting's restatement"); p != "" {
		return refuse(SplitPair, "%s", p)
	}
	sp := Split{Later: later}
	var err error
	if sp.Task, err = s.ExecutionGet(ctx, task); errors.Is(err, ledger.ErrNotFound) {
		return refuse(SplitNoTask, "%s is not in the ledger", task)
	} else if err != nil {
		return Split{}, fmt.Errorf("split: %w", err)
	}
	link, found, err := PairLink(ctx, s, later, task)
	if err != nil {
		return Split{}, fmt.Errorf("split: %w", err)
	}
	sp.Link = link
	if e, err := s.ExecutionGet(ctx, later); err == nil {
		sp.Filed = &e
	} else if !errors.Is(err, ledger.ErrNotFound) {
		return Split{}, fmt.Errorf("split: %w", err)
	}
	switch {
	case !found && sp.Filed != nil:
		return Split{}, &SplitError{Why: SplitOwnTask, State: string(sp.Filed.State),
			Msg: fmt.Sprintf("split %s from %s: %s is its own task already (%s); no restatement ties it to %s", later, task, later, sp.Filed.State, task)}
	case !found:
		return refuse(SplitNotLinked, "no restatement ties %s to %s (axagent series show lists the links)", later, task)
	case sp.Link.Kind == ledger.LinkPossible:
		return refuse(SplitPossible, "%s was filed as its own task and only shown as possibly %s; there is nothing to split", later, task)
	case sp.Link.Kind == ledger.LinkMerged:
		return Split{}, &SplitError{Why: SplitMerged, By: sp.Link.Actor,
			Msg: fmt.Sprintf("split %s from %s: %s merged it into %s (%s); a merge is not undone by a split", later, task, dash(sp.Link.Actor, "a person"), task, sp.Link.Evidence)}
	}
	if sp.Series, err = SeriesOf(ctx, s, ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting}, ""); err != nil {
		return Split{}, err
	}
	if err := sp.planIntent(ctx, s, refuse); err != nil {
		return Split{}, err
	}
	if err := sp.planRevert(ctx, s, actor, now); err != nil {
		return Split{}, err
	}
	return sp, nil
}

// planIntent rebuilds the later action's intent.
func (sp *Split) planIntent(ctx context.Context, s ledger.Store, refuse func(SplitRefusal, string, ...any) (Split, error)) error {
	later := sp.Later
	ups, err := plan.Updates(ctx, s, sp.Task.Key)
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	// The task as it stood when the link was made: the restatement's
	// person, and its due date when the restatement moved none.
	asOf := sp.Task.Intent
	for i := range ups {
		u := ups[i]
		log, err := s.TransitionList(ctx, u.Key.String())
		if err != nil {
			return fmt.Errorf("split: %w", err)
		}
		if len(log) > 0 && strings.HasPrefix(log[0].Reason, restatedPrefix(later.String())) {
			sp.Restated = &u
			asOf = u.Intent
			sp.Left = nil
			break
		}
		if len(log) > 0 && log[0].Reason == "enqueued" && log[0].Actor == "axagent" && u.CreatedAt.Sub(sp.Link.At).Abs() < 5*time.Second {
			// A restatement linked before its update named it: this
			// may be its change, which a split cannot tell for sure;
			// the person is told, never silently left with it.
			prior := sp.Task.Intent
			if i > 0 {
				prior = ups[i-1].Intent
			}
			sp.Left = &DueLeft{Why: LeftMaybeRestatement, Task: sp.Task.Key.String(), Update: u.Key.String(), Due: u.Intent.DueDate, Before: prior.DueDate}
		}
		if !u.CreatedAt.After(sp.Link.At) {
			asOf = u.Intent
		}
	}
	if sp.Filed != nil {
		sp.Intent = sp.Filed.Intent
		return nil
	}
	if log, err := s.TransitionList(ctx, sp.Task.Key.String()); err != nil {
		return fmt.Errorf("split: %w", err)
	} else {
		for _, t := range log {
			if strings.Contains(t.Reason, fmt.Sprintf("answered by meeting %s (%s,", later.Meeting, later.Action)) {
				_, err := refuse(SplitAnswered, "%s answered the hold of %s (its owner or due date); split would leave the task with what nobody named for it: reassign, re-date or cancel %s in the tracker instead", later, sp.Task.Key, sp.Task.Key)
				return err
			}
		}
	}
	reg, err := s.ActionRegistryList(ctx, ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting})
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	var ra *ledger.RegisteredAction
	for i := range reg {
		if reg[i].ActionID == later.Action {
			ra = &reg[i]
		}
	}
	if ra == nil {
		_, err := refuse(SplitNoAction, "meeting %s has no action %s in its registry", later.Meeting, later.Action)
		return err
	}
	if ra.Assignee == "" || noOne(ra.Assignee) || asOf.AssigneeID == "" {
		_, err := refuse(SplitNoOne, "the restatement names no one person (%q); a split would file a task for nobody: file it yourself if it is work", ra.Assignee)
		return err
	}
	// The work the line names, not the status it states (the link's
	// fact): the same title whenever it is planned, so a split cut short
	// files its key with the same fingerprint when it is run again.
	sp.Intent = ledger.Intent{Project: later.Project, Action: later.Action, Title: WorkTitle(ra.Title), Assignee: ra.Assignee, AssigneeID: asOf.AssigneeID, DueDate: asOf.DueDate}
	return nil
}

// planRevert decides whether the due date the restatement moved is
// restored, and under which key.
func (sp *Split) planRevert(ctx context.Context, s ledger.Store, actor string, now time.Time) error {
	r := sp.Restated
	if r == nil {
		return sp.planCarriedRevert(ctx, s, actor, now)
	}
	if r.State == ledger.Abandoned {
		return nil
	}
	ups, err := plan.Updates(ctx, s, sp.Task.Key)
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	at := -1
	for i, u := range ups {
		if u.Key == r.Key {
			at = i
		}
	}
	prior := sp.Task.Intent
	if at > 0 {
		prior = ups[at-1].Intent
	}
	if prior.DueDate == r.Intent.DueDate {
		return nil
	}
	if at+1 < len(ups) {
		next := ups[at+1]
		log, err := s.TransitionList(ctx, next.Key.String())
		if err != nil {
			return fmt.Errorf("split: %w", err)
		}
		if len(log) > 0 && strings.HasPrefix(log[0].Reason, "due date restored to ") && strings.Contains(log[0].Reason, " "+sp.Later.String()+" was split") {
			sp.Restored = &next
			return nil
		}
		sp.Left = &DueLeft{Why: LeftChangedAgain, Task: sp.Task.Key.String(), Update: next.Key.String(), Due: ups[len(ups)-1].Intent.DueDate, Before: prior.DueDate}
		return nil
	}
	if r.State == ledger.NeedsHuman {
		sp.Left = &DueLeft{Why: LeftUpdateHeld, Task: sp.Task.Key.String(), Update: r.Key.String(), State: string(r.State), Due: r.Intent.DueDate, Before: prior.DueDate}
		return nil
	}
	// Succeeded, or still in flight (pending, running, unknown): the
	// restoring update is planned after it, and the engine sends a task's
	// updates in the order they were planned — it waits for this one, so
	// the task ends with the date restored either way.
	in := r.Intent
	in.DueDate = prior.DueDate
	sp.Revert = &ledger.EnqueueParams{Key: sp.Task.Key.WithOperation(ledger.UpdateOp(len(ups) + 1)), Intent: in,
		Reason: RestoredReason(dash(prior.DueDate, "none"), sp.Later.String(), actor), Actor: actor, Now: now}
	return nil
}

// reCarried reads a carried due date's log reason (carryDue): the date
// it gave and the one it replaced.
var reCarried = regexp.MustCompile(`, due (\S+) \(was ([^)]*)\);`)

// planCarriedRevert plans giving back the due date a restatement carried
// into a task while it was held (carryDue): while the task is still held
// before any attempt, its hold gets the earlier date back (still held,
// its reason kept); once filed, an update-task key restores it. A date
// changed again since is left, and the person told.
func (sp *Split) planCarriedRevert(ctx context.Context, s ledger.Store, actor string, now time.Time) error {
	log, err := s.TransitionList(ctx, sp.Task.Key.String())
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	prefix := carriedDueNote + restatedPrefix(sp.Later.String())
	var carried []string
	for _, t := range log {
		if m := reCarried.FindStringSubmatch(t.Reason); m != nil && strings.HasPrefix(t.Reason, prefix) {
			carried = m
		}
	}
	if carried == nil {
		return nil
	}
	due, was := carried[1], carried[2]
	if was == "none" {
		was = ""
	}
	ups, err := plan.Updates(ctx, s, sp.Task.Key)
	if err != nil {
		return fmt.Errorf("split: %w", err)
	}
	cur := sp.Task.Intent
	if len(ups) > 0 {
		cur = ups[len(ups)-1].Intent
	}
	switch {
	case cur.DueDate == was:
		return nil // given back before (a retry)
	case cur.DueDate != due:
		sp.Left = &DueLeft{Why: LeftChangedAgain, Task: sp.Task.Key.String(), Due: cur.DueDate, Before: was}
		return nil
	}
	in := cur
	in.DueDate = was
	why := RestoredReason(dash(was, "none"), sp.Later.String(), actor)
	if sp.Task.State == ledger.NeedsHuman && sp.Task.Attempts == 0 && len(ups) == 0 {
		sp.Revert = &ledger.EnqueueParams{Key: sp.Task.Key, Intent: in, State: ledger.NeedsHuman, Reason: sp.Task.Reason, ReplaceUnattempted: true,
			Correction: why, Actor: actor, Now: now}
		return nil
	}
	sp.Revert = &ledger.EnqueueParams{Key: sp.Task.Key.WithOperation(ledger.UpdateOp(len(ups) + 1)), Intent: in, Reason: why, Actor: actor, Now: now}
	return nil
}

// RecordSplit records a person's split: the link distinct (the decision,
// with the person and the reason) and the later action as a task of the
// series later meetings match against. Both are conditional writes: a
// second call changes nothing.
func RecordSplit(ctx context.Context, s ledger.Store, sp Split, actor, reason string, now time.Time) error {
	if sp.Link.Kind != ledger.LinkDistinct {
		why := ledger.LinkEvidence{Kind: EvSplit, Reason: reason, Of: linkedOn(sp.Link)}
		if _, _, err := s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: sp.Task.Key, Meeting: sp.Later.Meeting, Action: sp.Later.Action, Kind: ledger.LinkDistinct,
			Status: sp.Link.Status, Line: sp.Link.Line, Evidence: Words(why), Why: why, Actor: actor, At: now}); err != nil {
			return fmt.Errorf("split: %w", err)
		}
	}
	if err := s.SeriesTaskAdd(ctx, []ledger.SeriesTask{{Key: sp.Later, Series: sp.Series, AssigneeID: sp.Intent.AssigneeID, Title: sp.Intent.Title}}, now); err != nil {
		return fmt.Errorf("split: %w", err)
	}
	return nil
}

// FiledTitle is the title a restating line that is its own task (no open
// task it restates, or only possibly one) is filed under, key its create
// key: the work it names, not the status it states (WorkTitle), as a
// split files one. A key filed before keeps the title it was filed with
// when only the status differs, so a rerun (after an upgrade, or with the
// status moved on) has the same fingerprint: nothing changes, and no hold
// is released by a rewording.
func FiledTitle(ctx context.Context, s ledger.Store, key ledger.BusinessKey, title string) (string, error) {
	w := WorkTitle(title)
	if w == title {
		return title, nil
	}
	e, err := s.ExecutionGet(ctx, key)
	switch {
	case errors.Is(err, ledger.ErrNotFound):
		return w, nil
	case err != nil:
		return "", fmt.Errorf("filed title %s: %w", key, err)
	case WorkTitle(e.Intent.Title) == w:
		return e.Intent.Title, nil
	}
	return title, nil
}
