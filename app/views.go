package app

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/connectors/github"
	"github.com/axagent/axagent/connectors/gitlab"
	"github.com/axagent/axagent/connectors/jira"
	"github.com/axagent/axagent/connectors/linear"
	"github.com/axagent/axagent/connectors/redmine"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/series"
)

// Executions lists business keys matching p.
func (a *App) Executions(ctx context.Context, p ledger.ListParams) ([]ledger.Execution, error) {
	return a.store.ExecutionList(ctx, p)
}

// Notifications lists outbox rows matching p.
func (a *App) Notifications(ctx context.Context, p ledger.OutboxListParams) ([]ledger.Notification, error) {
	return a.store.OutboxList(ctx, p)
}

// NotificationDetail is one notification with its log.
type NotificationDetail struct {
	Notification ledger.Notification
	Transitions  []ledger.Transition
}

// KeyDetail is everything the ledger holds about one business key.
type KeyDetail struct {
	Execution     ledger.Execution
	Transitions   []ledger.Transition
	Attempts      []ledger.Attempt
	Notifications []NotificationDetail
	// Task is the key's task in its tracker, with its page there.
	Task TaskLink
	// Context is the action's source line in its section (nil: none kept).
	Context *SourceContext
}

// Show reads one key's record, log, attempts and notifications.
func (a *App) Show(ctx context.Context, key ledger.BusinessKey) (KeyDetail, error) {
	k := key.String()
	var d KeyDetail
	var err error
	if d.Execution, err = a.store.ExecutionGet(ctx, key); err != nil {
		return d, keyErr("show", k, err)
	}
	if d.Transitions, err = a.store.TransitionList(ctx, k); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	if d.Attempts, err = a.store.AttemptList(ctx, k); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	if d.Task, err = a.TaskLink(ctx, d.Execution); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	if sc, ok, err := a.SourceContextOf(ctx, key); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	} else if ok {
		d.Context = &sc
	}
	notes, err := a.store.OutboxList(ctx, ledger.OutboxListParams{ExecKey: k})
	if err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	for _, n := range notes {
		tr, err := a.store.TransitionList(ctx, n.Key)
		if err != nil {
			return d, fmt.Errorf("show %s: %w", n.Key, err)
		}
		d.Notifications = append(d.Notifications, NotificationDetail{Notification: n, Transitions: tr})
	}
	return d, nil
}

// NotificationOwner is the business key of the execution a notification
// key (as outbox list prints it) follows: ledger show takes either.
func (a *App) NotificationOwner(ctx context.Context, key string) (ledger.BusinessKey, error) {
	n, err := a.store.OutboxGet(ctx, key)
	if err != nil {
		return ledger.BusinessKey{}, err
	}
	return n.ExecKey, nil
}

// Transitions is the log of a key or notification key, oldest first.
func (a *App) Transitions(ctx context.Context, key string) ([]ledger.Transition, error) {
	return a.store.TransitionList(ctx, key)
}

// Attempts are the sends and lookups of a key, oldest first.
func (a *App) Attempts(ctx context.Context, key string) ([]ledger.Attempt, error) {
	return a.store.AttemptList(ctx, key)
}

// Stats counts rows per state.
func (a *App) Stats(ctx context.Context) (ledger.Stats, error) { return a.store.Stats(ctx) }

// GC deletes finished records older than retention (0: the config's).
func (a *App) GC(ctx context.Context, retention time.Duration, dryRun bool) (ledger.GCResult, error) {
	if retention <= 0 {
		retention = a.cfg.Retention()
	}
	return a.store.GC(ctx, ledger.GCParams{Retention: retention, DryRun: dryRun, Now: a.now()})
}

// Ledger is the open ledger, for inspection tools and for test drills that
// must act below the pipeline (a raw request with another payload). Users'
// paths go through the methods above.
func (a *App) Ledger() ledger.Store { return a.store }

// MeetingSummary counts one meeting's keys by state.
type MeetingSummary struct {
	Scope   ledger.MeetingScope
	Actions int // create-task keys
	States  map[ledger.State]int
	// Awaiting counts keys waiting for approval.
	Awaiting int
	// Restated counts actions taken as restatements of earlier tasks
	// (not filed: a meeting of only those has no key, and is listed for
	// them); Split those a person said are other tasks.
	Restated, Split int
	// Reported counts the undismissed status facts read in the meeting:
	// lines that are no action reporting on earlier tasks (a meeting of
	// only those has no key either, and is listed for them).
	Reported int
	Updated  time.Time
}

// Meetings summarises the meetings of the tenants visible says yes to,
// most recently changed first.
func (a *App) Meetings(ctx context.Context, visible func(tenant string) bool) ([]MeetingSummary, error) {
	list, err := a.store.ExecutionList(ctx, ledger.ListParams{})
	if err != nil {
		return nil, fmt.Errorf("meetings: %w", err)
	}
	by := map[ledger.MeetingScope]*MeetingSummary{}
	var order []ledger.MeetingScope
	for _, e := range list {
		if !visible(e.Key.Tenant) {
			continue
		}
		sc := ledger.MeetingScope{Tenant: e.Key.Tenant, Project: e.Key.Project, Meeting: e.Key.Meeting}
		m, ok := by[sc]
		if !ok {
			m = &MeetingSummary{Scope: sc, States: map[ledger.State]int{}}
			by[sc] = m
			order = append(order, sc)
		}
		if e.Key.Operation == ledger.OpCreateTask {
			m.Actions++
		}
		m.States[e.State]++
		if awaitingApproval(e) {
			m.Awaiting++
		}
		if e.UpdatedAt.After(m.Updated) {
			m.Updated = e.UpdatedAt
		}
	}
	counts, err := a.store.SeriesLinkCounts(ctx)
	if err != nil {
		return nil, fmt.Errorf("meetings: %w", err)
	}
	for _, c := range counts {
		if !visible(c.Scope.Tenant) || (c.Kind != ledger.LinkSame && c.Kind != ledger.LinkDistinct) {
			continue
		}
		if c.Kind == ledger.LinkDistinct {
			// A possible link a person set aside (a held action let go
			// ahead as a new task, series.FiledNew; a filed one said not
			// the same, series.Distinct) is no split: only splits count.
			// Few meetings have distinct links; theirs are read.
			ls, err := a.store.SeriesLinkList(ctx, ledger.SeriesLinkListParams{Scope: c.Scope})
			if err != nil {
				return nil, fmt.Errorf("meetings: %w", err)
			}
			for _, l := range ls {
				if series.SetAside(l) {
					c.N--
				}
			}
			if c.N <= 0 {
				continue
			}
		}
		m, ok := by[c.Scope]
		if !ok {
			m = &MeetingSummary{Scope: c.Scope, States: map[ledger.State]int{}}
			by[c.Scope] = m
			order = append(order, c.Scope)
		}
		if c.Kind == ledger.LinkSame {
			m.Restated += c.N
		} else {
			m.Split += c.N
		}
		if c.Last.After(m.Updated) {
			m.Updated = c.Last
		}
	}
	facts, err := a.store.StatusFactCounts(ctx)
	if err != nil {
		return nil, fmt.Errorf("meetings: %w", err)
	}
	for _, c := range facts {
		if !visible(c.Scope.Tenant) {
			continue
		}
		m, ok := by[c.Scope]
		if !ok {
			m = &MeetingSummary{Scope: c.Scope, States: map[ledger.State]int{}}
			by[c.Scope] = m
			order = append(order, c.Scope)
		}
		m.Reported += c.N
		if c.Last.After(m.Updated) {
			m.Updated = c.Last
		}
	}
	out := make([]MeetingSummary, 0, len(order))
	for _, sc := range order {
		out = append(out, *by[sc])
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Updated.After(out[j].Updated) })
	return out, nil
}

// AwaitsApproval reports whether e waits for a person's approval.
func AwaitsApproval(e ledger.Execution) bool { return awaitingApproval(e) }

// configTaskURL is the page of task id of e's tracker from the config
// alone (no client, no credentials): its pinned tracker, else its route's.
// Redmine, Jira, GitHub and GitLab pages are their base URL and the ID; a
// Linear page is the configured workspace and the identifier
// (none for the UUID the ledger keeps of an issue axagent created).
func (a *App) configTaskURL(ctx context.Context, e ledger.Execution, id string) (string, error) {
	name, err := a.store.TargetPin(ctx, e.Key.WithOperation(ledger.OpCreateTask).String(), "")
	if err != nil {
		return "", fmt.Errorf("task link %s: %w", e.Key, err)
	}
	if name == "" {
		name = a.cfg.RouteOf(e.Key.Tenant, e.Key.Project)
	}
	switch name {
	case redmine.Name:
		return redmine.TaskURLOf(a.cfg.Redmine, id), nil
	case jira.Name:
		return jira.TaskURLOf(a.cfg.Jira, id), nil
	case github.Name:
		return github.TaskURLOf(a.cfg.GitHub, id), nil
	case gitlab.Name:
		return gitlab.TaskURLOf(a.cfg.GitLab, id), nil
	case linear.Name:
		return linear.TaskURLOf(a.cfg.Linear, id), nil
	}
	return "", nil
}

// TaskLink is the task a key is about in its tracker.
type TaskLink struct {
	// ID is the tracker's ID of the task ("" when it has none yet).
	ID string
	// URL is the tracker's page for it ("" when the tracker gives none).
	URL string
}

// TaskLink is the task e is about: its own external ID, or, for an update
// or cancel key that holds none yet, its create key's; with the page its
// tracker gives it (connectors.TaskURLer), none when its tracker is no
// longer configured.
func (a *App) TaskLink(ctx context.Context, e ledger.Execution) (TaskLink, error) {
	l := TaskLink{ID: e.ExternalID}
	if l.ID == "" && e.Key.Operation != ledger.OpCreateTask {
		c, err := a.store.ExecutionGet(ctx, e.Key.WithOperation(ledger.OpCreateTask))
		if err != nil && !errors.Is(err, ledger.ErrNotFound) {
			return l, fmt.Errorf("task link %s: %w", e.Key, err)
		}
		l.ID = c.ExternalID
	}
	if l.ID == "" {
		return l, nil
	}
	if a.pipeline() != nil {
		// A ledger-only App (ledger show) has built no tracker: the page
		// where the tracker's configuration alone gives it.
		u, err := a.configTaskURL(ctx, e, l.ID)
		l.URL = u
		return l, err
	}
	_, t, err := a.trackerOf(ctx, e)
	var refused *RefusedError
	if errors.As(err, &refused) {
		return l, nil
	}
	if err != nil {
		return l, fmt.Errorf("task link %s: %w", e.Key, err)
	}
	if u, ok := t.(connectors.TaskURLer); ok {
		l.URL = u.TaskURL(l.ID)
	}
	return l, nil
}
