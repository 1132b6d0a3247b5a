package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// Link is a series link as a page shows it (the console): the tie, and
// who decided it and when — a person's merge or split; By is "" for the
// linker's own links.
type Link struct {
	Tie
	By string    `json:"by,omitempty"`
	At time.Time `json:"at"`
	// Unfiled: a person split it but the later action has no key yet (the
	// split stopped before filing it); splitting again finishes it.
	Unfiled bool `json:"unfiled,omitempty"`
	// Unfinished: a person split it but the split has work left — the
	// later action not filed (Unfiled) or not settled, or the due date
	// the restatement moved not restored yet (the restoring update not
	// enqueued or not settled: the tracker call failed, the process
	// stopped). Splitting again finishes it under the same keys.
	Unfinished bool `json:"unfinished,omitempty"`
}

// Restated reports whether the link is the linker's restatement, which a
// person may split (Split).
func (l Link) Restated() bool { return l.Kind == string(ledger.LinkSame) }

// Split reports whether a person split the later action from the task.
func (l Link) Split() bool {
	return l.Kind == string(ledger.LinkDistinct) && l.Why.Kind != series.EvFiledNew && l.Why.Kind != series.EvNotSame
}

// NotSame reports whether a person said the later action, filed and shown
// as possibly the task, is not it (Distinct).
func (l Link) NotSame() bool {
	return l.Kind == string(ledger.LinkDistinct) && l.Why.Kind == series.EvNotSame
}

// FiledNew reports whether a person let the later action, held and shown
// as possibly the task, go ahead as a new task (series.FiledNew).
func (l Link) FiledNew() bool {
	return l.Kind == string(ledger.LinkDistinct) && l.Why.Kind == series.EvFiledNew
}

// MeetingLinks lists what a meeting's actions were tied to (MeetingTies)
// with who decided each link and when.
func (a *App) MeetingLinks(ctx context.Context, sc ledger.MeetingScope) ([]Link, error) {
	ties, err := a.MeetingTies(ctx, sc)
	if err != nil {
		return nil, err
	}
	links, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: sc})
	if err != nil {
		return nil, fmt.Errorf("meeting links: %w", err)
	}
	type pair struct{ task, action string }
	by := make(map[pair]ledger.SeriesLink, len(links))
	for _, l := range links {
		by[pair{l.Task.String(), l.Action}] = l
	}
	out := make([]Link, 0, len(ties))
	for _, t := range ties {
		k, err := ledger.ParseKey(t.ActionKey)
		if err != nil {
			return nil, fmt.Errorf("meeting links: %w", err)
		}
		if out, err = a.appendLink(ctx, out, t, by[pair{t.Task, k.Action}]); err != nil {
			return nil, fmt.Errorf("meeting links: %w", err)
		}
	}
	return out, nil
}

// TaskLinks lists the later actions tied to task (its create key):
// restatements, possible links, and what people decided of them.
func (a *App) TaskLinks(ctx context.Context, task ledger.BusinessKey) ([]Link, error) {
	links, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil {
		return nil, fmt.Errorf("task links: %w", err)
	}
	if len(links) == 0 {
		return nil, nil
	}
	e, err := a.store.ExecutionGet(ctx, task)
	if err != nil && !errors.Is(err, ledger.ErrNotFound) {
		return nil, fmt.Errorf("task links: %w", err)
	}
	out := make([]Link, 0, len(links))
	for _, l := range links {
		later := ledger.BusinessKey{Tenant: task.Tenant, Project: task.Project, Meeting: l.Meeting, Action: l.Action, Operation: ledger.OpCreateTask}
		t := Tie{ActionKey: later.String(), Kind: string(l.Kind), Task: task.String(), TaskTitle: e.Intent.Title, Evidence: l.Evidence, Why: l.Why, Line: l.Line, Status: l.Status}
		if out, err = a.appendLink(ctx, out, t, l); err != nil {
			return nil, fmt.Errorf("task links: %w", err)
		}
	}
	return out, nil
}

func (a *App) appendLink(ctx context.Context, out []Link, t Tie, l ledger.SeriesLink) ([]Link, error) {
	lk := Link{Tie: t, At: l.At}
	if l.Kind.Decided() {
		lk.By = l.Actor
	}
	if l.Kind == ledger.LinkDistinct && !series.SetAside(l) {
		later, err := ledger.ParseKey(t.ActionKey)
		if err != nil {
			return nil, err
		}
		if _, err := a.store.ExecutionGet(ctx, later); errors.Is(err, ledger.ErrNotFound) {
			lk.Unfiled, lk.Unfinished = true, true
		} else if err != nil {
			return nil, err
		} else if lk.Unfinished, err = a.splitUnfinished(ctx, later, l.Task); err != nil {
			return nil, err
		}
	}
	return append(out, lk), nil
}

// splitUnfinished reports whether the split of later from task has work
// left that running it again does: the plan is the one a rerun of Split
// makes (series.CheckSplit), so the page offers to finish exactly what a
// finish would do. A split the ledger would refuse now has nothing to
// finish.
func (a *App) splitUnfinished(ctx context.Context, later, task ledger.BusinessKey) (bool, error) {
	sp, err := series.CheckSplit(ctx, a.store, later, task, "", a.now())
	var se *series.SplitError
	if errors.As(err, &se) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	return !splitSettled(sp), nil
}

// splitSettled reports whether a split has nothing left to do: recorded,
// its later action filed and settled, and the due date restored (or left
// as it is for a reason DueLeft says). Split.Done alone counts a
// restoring update enqueued but never worked — or failed at the tracker
// and waiting for a retry — as done.
func splitSettled(sp series.Split) bool {
	if !sp.Done() || !sp.Filed.State.Settled() {
		return false
	}
	return sp.Restored == nil || sp.Restored.State.Settled()
}

// PossibleOf lists the possible links of later (a create-task key): the
// earlier tasks it may be, each merged into in one step (Merge) — for
// an action held for a person, the answer to its hold; approving it
// as a new task instead drops them (series.FiledNew).
func (a *App) PossibleOf(ctx context.Context, later ledger.BusinessKey) ([]Link, error) {
	return a.possibleOf(ctx, later, nil)
}

// possibleOf is PossibleOf reading the meeting's links from byMeeting
// when it holds them (a page of keys reads each meeting once).
func (a *App) possibleOf(ctx context.Context, later ledger.BusinessKey, byMeeting map[ledger.MeetingScope][]ledger.SeriesLink) ([]Link, error) {
	if later.Operation != ledger.OpCreateTask {
		return nil, nil
	}
	sc := ledger.MeetingScope{Tenant: later.Tenant, Project: later.Project, Meeting: later.Meeting}
	links, ok := byMeeting[sc]
	if !ok {
		var err error
		if links, err = a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: sc}); err != nil {
			return nil, fmt.Errorf("possible links of %s: %w", later, err)
		}
		if byMeeting != nil {
			byMeeting[sc] = links
		}
	}
	var out []Link
	for _, l := range links {
		if l.Action != later.Action || l.Kind != ledger.LinkPossible {
			continue
		}
		e, err := a.store.ExecutionGet(ctx, l.Task)
		if err != nil && !errors.Is(err, ledger.ErrNotFound) {
			return nil, fmt.Errorf("possible links of %s: %w", later, err)
		}
		t := Tie{ActionKey: later.String(), Kind: string(l.Kind), Task: l.Task.String(), TaskTitle: e.Intent.Title, Evidence: l.Evidence, Why: l.Why, Line: l.Line, Status: l.Status}
		out = append(out, Link{Tie: t, At: l.At})
	}
	return out, nil
}
