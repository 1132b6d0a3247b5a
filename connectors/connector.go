// Package connectors defines the task-tracker contract axagent talks to.
// Each target (the sandbox, Redmine, ...) lives in its own subpackage,
// declares what it can do, and classifies every error with package failure.
package connectors

import (
	"context"
	"time"
)

// Task is what axagent asks a target to hold for one business key.
type Task struct {
	// Key is the business key; sent as the target's idempotency key or
	// stored as a marker the target can be searched by (S9, S11).
	Key string
	// AttemptID traces one send (S2); never used for dedup.
	AttemptID string
	// Fingerprint of the intent, sent along where the target can keep it.
	Fingerprint string
	Project     string
	// SourceAction is the action ID (A007) the task came from.
	SourceAction string
	Title        string
	// Description carries the verbatim source quote.
	Description string
	// AssigneeID is the target's user ID for the assignee.
	AssigneeID string
	DueDate    string // YYYY-MM-DD
}

// RemoteTask is what a target reports it holds.
type RemoteTask struct {
	ID           string
	Key          string
	Project      string
	SourceAction string
	Title        string
	AssigneeID   string
	DueDate      string
	// Status is empty for an open task, StatusDone when the tracker says
	// it was finished, StatusCancelled when it was closed as not to be
	// done (a compensation, or a person in the tracker). A fact only:
	// axagent never closes or reopens anything because of it.
	Status    string
	CreatedAt time.Time
}

// Statuses a tracker reports for a task (RemoteTask.Status; open is "").
const (
	StatusDone      = "done"
	StatusCancelled = "cancelled"
)

// Update changes fields of an existing task (R6). Empty fields are left as
// they are. Key is the update operation's own business key.
type Update struct {
	Key        string
	AttemptID  string
	ExternalID string
	AssigneeID string
	DueDate    string
}

// Capabilities are declared honestly by each connector; axagent decides
// from them whether a lost response may be re-sent (R10, R20).
type Capabilities struct {
	// IdempotentCreate: a create with the same key returns the existing task.
	IdempotentCreate bool
	// KeyRetention is how long the target remembers keys (0 = forever).
	KeyRetention time.Duration
	// LookupByKey: FindByKey works.
	LookupByKey bool
	// LookupLag is how long a new task may stay invisible to FindByKey
	// (0 = immediately consistent).
	LookupLag time.Duration
}

// TaskConnector is one task tracker. Every error is a *failure.Error:
// retryable (nothing reached the target), permanent (refused) or unknown
// (may have been applied). FindByKey returns (nil, nil) when nothing is found.
type TaskConnector interface {
	Name() string
	Capabilities() Capabilities
	Create(ctx context.Context, t Task) (RemoteTask, error)
	FindByKey(ctx context.Context, key string) (*RemoteTask, error)
	Get(ctx context.Context, externalID string) (RemoteTask, error)
	Update(ctx context.Context, u Update) (RemoteTask, error)
}

// Canceler is implemented by targets that can close a task. Compensation
// (R21) is a separate, permitted operation with its own key, never an
// automatic delete; closing twice must be harmless.
type Canceler interface {
	Cancel(ctx context.Context, u Update) (RemoteTask, error)
}

// ConfigProblem is something a connector's check found wrong with the
// tracker's setup, with what a person does about it; `axagent targets
// check` shows both.
type ConfigProblem struct {
	What string
	Fix  string
}

func (p *ConfigProblem) Error() string { return p.What }

// TaskURLer is implemented by targets whose tasks have a page a person can
// open: TaskURL is that page for an external ID the target returned, or ""
// when the ID cannot name one. It only builds the address from the
// configuration; it never calls the tracker.
type TaskURLer interface {
	TaskURL(externalID string) string
}
