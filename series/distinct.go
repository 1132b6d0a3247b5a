package series

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
)

// A person's "not the same task" for one possible link of a filed action
// (series distinct): the link becomes the person's distinct link for that
// pair only — the storage a split uses, so no read of either meeting
// offers or makes the link again (recorded, again) — while the action's
// links to other tasks stay as they are.

// DistinctError: a "not the same task" refused (exit 3): what is wrong
// with the pair.
type DistinctError struct {
	Why DistinctRefusal
	// By is the person who merged the action (DistinctMerged).
	By  string
	Msg string
}

func (e *DistinctError) Error() string { return e.Msg }

// Unwrap is ledger.ErrNotFound when the task named is not in the ledger
// (bad input, as a mistyped key is). A later action with no key of its
// own is no typo: a restatement is not filed (DistinctNoKey says so).
func (e *DistinctError) Unwrap() error {
	if e.Why == DistinctNoTask {
		return ledger.ErrNotFound
	}
	return nil
}

// DistinctRefusal is why a "not the same task" was refused.
type DistinctRefusal string

// Why a "not the same task" is refused.
const (
	// DistinctPair: not a later meeting's create key and an earlier
	// meeting's create key of one tenant and project.
	DistinctPair DistinctRefusal = "pair"
	// DistinctNoKey: the later action has no key in the ledger.
	DistinctNoKey DistinctRefusal = "no-key"
	// DistinctNoTask: the earlier task is not in the ledger.
	DistinctNoTask DistinctRefusal = "no-task"
	// DistinctNotPossible: no possible link ties the two.
	DistinctNotPossible DistinctRefusal = "not-possible"
	// DistinctRestated: the link is a restatement: split undoes it.
	DistinctRestated DistinctRefusal = "restated"
	// DistinctMerged: a person merged it into the task.
	DistinctMerged DistinctRefusal = "merged"
	// DistinctHeld: the later action waits for a person: approving it as
	// a new task sets every possible link aside (FiledNew), a merge
	// answers its hold.
	DistinctHeld DistinctRefusal = "held"
)

// notSame is the evidence a person's "not the same task" records: the
// reason, and what the link was shown on.
func notSame(task, reason string, l ledger.SeriesLink) ledger.LinkEvidence {
	return ledger.LinkEvidence{Kind: EvNotSame, Task: task, Reason: reason, Of: linkedOn(l)}
}

// Distinct records that later (a filed action's create key) is not task,
// which it was shown as possibly being: that pair's link becomes the
// person's distinct link. It returns the link the ledger holds and
// whether this call decided it; a pair decided before (this, a split, a
// filed-new) is returned as it is: a decision stands.
func Distinct(ctx context.Context, s ledger.Store, later, task ledger.BusinessKey, actor, reason string, now time.Time) (ledger.SeriesLink, bool, error) {
	refuse := func(why DistinctRefusal, by, format string, args ...any) (ledger.SeriesLink, bool, error) {
		return ledger.SeriesLink{}, false, &DistinctError{Why: why, By: by, Msg: fmt.Sprintf("not the same %s / %s: ", later, task) + fmt.Sprintf(format, args...)}
	}
	if p := pairProblem(later, task, "a possible link ties a later meeting's action to an earlier task"); p != "" {
		return refuse(DistinctPair, "", "%s", p)
	}
	le, err := s.ExecutionGet(ctx, later)
	if errors.Is(err, ledger.ErrNotFound) {
		return refuse(DistinctNoKey, "", "%s is not in the ledger (a restated action has no key of its own: axagent series split undoes a restatement)", later)
	} else if err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("distinct: %w", err)
	}
	if _, err := s.ExecutionGet(ctx, task); errors.Is(err, ledger.ErrNotFound) {
		return refuse(DistinctNoTask, "", "%s is not in the ledger", task)
	} else if err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("distinct: %w", err)
	}
	l, found, err := PairLink(ctx, s, later, task)
	if err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("distinct: %w", err)
	}
	switch {
	case !found:
		return refuse(DistinctNotPossible, "", "%s was not shown as possibly %s (axagent series show lists the links)", later, task)
	case l.Kind == ledger.LinkDistinct:
		return l, false, nil
	case l.Kind == ledger.LinkSame:
		return refuse(DistinctRestated, "", "%s restates %s; to undo a restatement: axagent series split %s --from %s --reason \"…\"", later, task, later, task)
	case l.Kind == ledger.LinkMerged:
		return refuse(DistinctMerged, l.Actor, "%s merged it into %s (%s); a merge is not undone here", dash(l.Actor, "a person"), task, l.Evidence)
	case le.State == ledger.NeedsHuman && le.Attempts == 0:
		return refuse(DistinctHeld, "", "%s waits for a person: approve it as a new task (none of the tasks it was shown with) or merge it", later)
	}
	why := notSame(task.String(), reason, l)
	got, wrote, err := s.SeriesLinkPut(ctx, ledger.SeriesLink{Task: task, Meeting: later.Meeting, Action: later.Action, Kind: ledger.LinkDistinct,
		Status: l.Status, Line: l.Line, Evidence: Words(why), Why: why, Actor: actor, At: now})
	if err != nil {
		return ledger.SeriesLink{}, false, fmt.Errorf("distinct: %w", err)
	}
	if got.Kind != ledger.LinkDistinct {
		// A merge won the race: that decision stands.
		return refuse(DistinctMerged, got.Actor, "%s merged it into %s meanwhile (%s)", dash(got.Actor, "a person"), task, got.Evidence)
	}
	return got, wrote, nil
}

// SetAside reports whether l is a person's decision that a later action
// shown as possibly the task is not it (FiledNew, Distinct): not a split,
// nothing was linked, nothing to undo.
func SetAside(l ledger.SeriesLink) bool {
	return l.Kind == ledger.LinkDistinct && (l.Why.Kind == EvFiledNew || l.Why.Kind == EvNotSame)
}
