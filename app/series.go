package app

import (
	"context"
	"errors"
	"fmt"

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
	return &series.Linker{Store: a.store, Now: a.now, Log: a.log, HoldPossible: a.cfg.Series.Ambiguous == "hold"}
}

// link ties the plan to its series (series.Linker.Link).
func (a *App) link(ctx context.Context, n Notes, pl Plan) (series.Outcome, error) {
	return a.linker().Link(ctx, series.Input{Plan: pl, Series: n.Series, Source: n.Name, Content: EventID(n)})
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
		return Merged{}, refusedRemedy(later.String(), Remedy{Code: RemedyMerge}, "%s", me.Msg)
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
		if out.Settled, err = a.Compensate(ctx, later, why); err != nil {
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
