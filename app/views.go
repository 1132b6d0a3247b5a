package app

import (
	"context"
	"fmt"
	"time"

	"github.com/axagent/axagent/ledger"
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
}

// Show reads one key's record, log, attempts and notifications.
func (a *App) Show(ctx context.Context, key ledger.BusinessKey) (KeyDetail, error) {
	k := key.String()
	var d KeyDetail
	var err error
	if d.Execution, err = a.store.ExecutionGet(ctx, k); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	if d.Transitions, err = a.store.TransitionList(ctx, k); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
	}
	if d.Attempts, err = a.store.AttemptList(ctx, k); err != nil {
		return d, fmt.Errorf("show %s: %w", k, err)
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
