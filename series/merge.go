package series

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/axagent/axagent/ledger"
)

// MergeError: a merge refused (exit 3): what is wrong with the pair.
type MergeError struct {
	Msg string
	// Missing: a key the person named is not in the ledger.
	Missing bool
}

func (e *MergeError) Error() string { return e.Msg }

// Unwrap is ledger.ErrNotFound when a named key is not in the ledger (bad
// input, as a mistyped key is).
func (e *MergeError) Unwrap() error {
	if e.Missing {
		return ledger.ErrNotFound
	}
	return nil
}

// Merge is a checked request to merge a later action into an earlier
// task: what a person does with a possible link, in one step.
type Merge struct {
	// Later is the later action's create (filed, or held); Task the
	// earlier task's create.
	Later, Task ledger.Execution
	// Due is the later action's due date when it differs from the task's
	// latest one: the merged task takes it, as a restatement would.
	Due string
}

// pairProblem says why later and task cannot be a person's merge or
// split pair (two create keys of one tenant and project, of two
// meetings), or "" when they can; why ends the same-meeting refusal.
func pairProblem(later, task ledger.BusinessKey, why string) string {
	switch {
	case later.Operation != ledger.OpCreateTask || task.Operation != ledger.OpCreateTask:
		return "both must be create-task keys"
	case later.Tenant != task.Tenant || later.Project != task.Project:
		return "they are of other tenants or projects"
	case later.Meeting == task.Meeting:
		return fmt.Sprintf("both are of meeting %s; %s", later.Meeting, why)
	}
	return ""
}

// PairLink is the series link that ties later (a later meeting's
// action) to task, if any: the one record of the pair a restatement, a
// possible link or a person's decision leaves.
func PairLink(ctx context.Context, s ledger.Store, later, task ledger.BusinessKey) (ledger.SeriesLink, bool, error) {
	links, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil {
		return ledger.SeriesLink{}, false, err
	}
	for _, l := range links {
		if l.Meeting == later.Meeting && l.Action == later.Action {
			return l, true, nil
		}
	}
	return ledger.SeriesLink{}, false, nil
}

// CheckMerge checks that later may be merged into task: two create keys
// of one tenant and project, task of an earlier meeting of the same
// series and still open (not cancelled or abandoned).
func CheckMerge(ctx context.Context, s ledger.Store, later, task ledger.BusinessKey) (Merge, error) {
	refuse := func(format string, args ...any) (Merge, error) {
		return Merge{}, &MergeError{Msg: fmt.Sprintf("merge %s into %s: ", later, task) + fmt.Sprintf(format, args...)}
	}
	if p := pairProblem(later, task, "merge is for a later meeting's action"); p != "" {
		return refuse("%s", p)
	}
	var m Merge
	var err error
	if m.Later, err = s.ExecutionGet(ctx, later); errors.Is(err, ledger.ErrNotFound) {
		return Merge{}, &MergeError{Missing: true, Msg: fmt.Sprintf("merge %s into %s: %s is not in the ledger", later, task, later)}
	} else if err != nil {
		return Merge{}, fmt.Errorf("merge: %w", err)
	}
	if m.Task, err = s.ExecutionGet(ctx, task); errors.Is(err, ledger.ErrNotFound) {
		return Merge{}, &MergeError{Missing: true, Msg: fmt.Sprintf("merge %s into %s: %s is not in the ledger", later, task, task)}
	} else if err != nil {
		return Merge{}, fmt.Errorf("merge: %w", err)
	}
	ls, err := SeriesOf(ctx, s, ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting}, "")
	if err != nil {
		return Merge{}, err
	}
	ts, err := SeriesOf(ctx, s, ledger.MeetingScope{Tenant: task.Tenant, Project: task.Project, Meeting: task.Meeting}, "")
	if err != nil {
		return Merge{}, err
	}
	if ls != ts {
		return refuse("%s is of series %q, %s of %q", later.Meeting, ls, task.Meeting, ts)
	}
	v, err := (&Linker{Store: s}).view(ctx, ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting}, ts)
	if err != nil {
		return Merge{}, err
	}
	if _, ok := v.info[task.String()]; !ok {
		return refuse("%s is no open task of the series (%s, or cancelled)", task, m.Task.State)
	}
	// A person's decision that the two are other tasks stands: a merge
	// would cancel the later task under a link that keeps saying so.
	if l, ok, err := PairLink(ctx, s, later, task); err != nil {
		return Merge{}, fmt.Errorf("merge: %w", err)
	} else if ok && l.Kind == ledger.LinkDistinct {
		return refuse("%s decided it is another task than %s (%s); a decision stands", dash(l.Actor, "a person"), task, l.Evidence)
	}
	if _, err := v.open(ctx, s, task.String()); err != nil {
		return Merge{}, err
	}
	latest := v.info[task.String()].latest
	if d := m.Later.Intent.DueDate; d != "" && d != latest.DueDate {
		m.Due = d
	}
	if a, b := m.Later.Intent.AssigneeID, latest.AssigneeID; a != "" && b != "" && !strings.EqualFold(a, b) {
		return refuse("%s is %s's and %s is %s's; reassign the task in the tracker, then reject this one", later, a, task, b)
	}
	return m, nil
}

// RecordMerge records a person's merge: the link, and the later action
// closed in the series (never matched again). The caller has settled the
// later key first (rejected, or its task cancelled).
func RecordMerge(ctx context.Context, s ledger.Store, m Merge, actor, reason string, now time.Time) error {
	why := ledger.LinkEvidence{Kind: EvMerged, Reason: reason}
	if _, _, err := s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: m.Task.Key, Meeting: m.Later.Key.Meeting, Action: m.Later.Key.Action, Kind: ledger.LinkMerged,
		Evidence: Words(why), Why: why, Actor: actor, At: now}); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	if err := s.SeriesTaskClose(ctx, m.Later.Key.String()); err != nil {
		return fmt.Errorf("merge: %w", err)
	}
	return nil
}

// FiledNew records that a person let later — an action held for a
// person, shown as possibly one of the series' open tasks — go ahead as
// a new task (approved, corrected, requeued): each possible link of it
// becomes the person's distinct link, so it is no longer offered for a
// merge, and no later read ties the action to those tasks. A decision
// stands: a link decided before is kept. It returns the tasks dropped.
func FiledNew(ctx context.Context, s ledger.Store, later ledger.BusinessKey, actor, reason string, now time.Time) ([]string, error) {
	if later.Operation != ledger.OpCreateTask {
		return nil, nil
	}
	ls, err := s.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting}})
	if err != nil {
		return nil, fmt.Errorf("filed new %s: %w", later, err)
	}
	var out []string
	for _, l := range ls {
		if l.Action != later.Action || l.Kind != ledger.LinkPossible {
			continue
		}
		why := ledger.LinkEvidence{Kind: EvFiledNew, Task: l.Task.String(), Reason: reason, Of: linkedOn(l)}
		got, wrote, err := s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: l.Task, Meeting: l.Meeting, Action: l.Action, Kind: ledger.LinkDistinct,
			Status: l.Status, Line: l.Line, Evidence: Words(why), Why: why, Actor: actor, At: now})
		if err != nil {
			return out, fmt.Errorf("filed new %s: %w", later, err)
		}
		if wrote && got.Kind == ledger.LinkDistinct {
			out = append(out, l.Task.String())
		}
	}
	return out, nil
}

// FiledNewLink reports whether l is a person's FiledNew decision (not a
// split: nothing was linked, nothing to undo).
func FiledNewLink(l ledger.SeriesLink) bool {
	return l.Kind == ledger.LinkDistinct && l.Why.Kind == EvFiledNew
}
