package app

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
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
}

// Restated reports whether the link is the linker's restatement, which a
// person may split (Split).
func (l Link) Restated() bool { return l.Kind == string(ledger.LinkSame) }

// Split reports whether a person split the later action from the task.
func (l Link) Split() bool { return l.Kind == string(ledger.LinkDistinct) }

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
		t := Tie{ActionKey: later.String(), Kind: string(l.Kind), Task: task.String(), TaskTitle: e.Intent.Title, Evidence: l.Evidence, Line: l.Line, Status: l.Status}
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
	if l.Kind == ledger.LinkDistinct {
		later, err := ledger.ParseKey(t.ActionKey)
		if err != nil {
			return nil, err
		}
		if _, err := a.store.ExecutionGet(ctx, later); errors.Is(err, ledger.ErrNotFound) {
			lk.Unfiled = true
		} else if err != nil {
			return nil, err
		}
	}
	return append(out, lk), nil
}
