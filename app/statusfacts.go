package app

import (
	"context"
	"errors"
	"fmt"

	"github.com/axagent/axagent/ledger"
)

// StatusFact is a status fact as a page shows it (the console): the
// ledger's fact with its task's title, so a person can judge whether the
// line is about that task without opening it.
type StatusFact struct {
	ledger.StatusFact
	TaskTitle string `json:"task_title"`
}

// MeetingStatusFacts lists the status facts read in meeting sc's lines
// (dismissed ones too, with who dismissed them), by task and line.
func (a *App) MeetingStatusFacts(ctx context.Context, sc ledger.MeetingScope) ([]StatusFact, error) {
	fs, err := a.store.StatusFactList(ctx, ledger.SeriesLinkListParams{Scope: sc})
	if err != nil {
		return nil, fmt.Errorf("meeting status facts: %w", err)
	}
	return a.titled(ctx, fs)
}

// TaskStatusFacts lists the status facts about task (its create key) that
// later meetings read, dismissed ones too.
func (a *App) TaskStatusFacts(ctx context.Context, task ledger.BusinessKey) ([]StatusFact, error) {
	fs, err := a.store.StatusFactList(ctx, ledger.SeriesLinkListParams{Task: task.String()})
	if err != nil {
		return nil, fmt.Errorf("task status facts: %w", err)
	}
	return a.titled(ctx, fs)
}

// titled gives each fact its task's title (one read per task; a task no
// longer in the ledger keeps an empty title rather than failing the page).
func (a *App) titled(ctx context.Context, fs []ledger.StatusFact) ([]StatusFact, error) {
	if len(fs) == 0 {
		return nil, nil
	}
	titles := map[ledger.BusinessKey]string{}
	out := make([]StatusFact, 0, len(fs))
	for _, f := range fs {
		title, ok := titles[f.Task]
		if !ok {
			e, err := a.store.ExecutionGet(ctx, f.Task)
			if err != nil && !errors.Is(err, ledger.ErrNotFound) {
				return nil, fmt.Errorf("status facts: %w", err)
			}
			title = e.Intent.Title
			titles[f.Task] = title
		}
		out = append(out, StatusFact{StatusFact: f, TaskTitle: title})
	}
	return out, nil
}
