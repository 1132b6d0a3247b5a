package sandbox

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/axagent/axagent/connectors"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/notify"
)

// Name is the connector and channel name.
const Name = "sandbox"

// inFlightRetryAfter is what a 409 "still in flight" asks the caller to wait.
const inFlightRetryAfter = time.Second

// TaskConnector is the in-process connectors.TaskConnector on a Service.
type TaskConnector struct{ svc *Service }

// NewTaskConnector returns a connector calling svc directly.
func NewTaskConnector(svc *Service) *TaskConnector { return &TaskConnector{svc: svc} }

var _ connectors.TaskConnector = (*TaskConnector)(nil)

func (c *TaskConnector) Name() string { return Name }

func (c *TaskConnector) Capabilities() connectors.Capabilities { return taskCaps(c.svc.Capabilities()) }

func taskCaps(sc Capabilities) connectors.Capabilities {
	return connectors.Capabilities{IdempotentCreate: sc.IdempotentCreate, KeyRetention: sc.KeyRetention,
		LookupByKey: sc.LookupByKey, LookupLag: sc.SearchLag}
}

func taskInput(t connectors.Task) TaskInput {
	return TaskInput{Project: t.Project, Title: t.Title, Assignee: t.AssigneeID, DueDate: t.DueDate,
		SourceAction: t.SourceAction, Description: t.Description, Fingerprint: t.Fingerprint}
}

func (t Task) remote() connectors.RemoteTask {
	return connectors.RemoteTask{ID: t.ID, Key: t.Key, Project: t.Project, SourceAction: t.SourceAction,
		Title: t.Title, AssigneeID: t.Assignee, DueDate: t.DueDate, Status: t.Status, CreatedAt: t.CreatedAt}
}

// Cancel closes a task (a compensation, R21).
func (c *TaskConnector) Cancel(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	task, err := c.svc.UpdateTask(ctx, u.ExternalID, u.Key, u.AttemptID, UpdateInput{Status: StatusCancelled})
	if err != nil {
		return connectors.RemoteTask{}, classify("sandbox cancel", err, true)
	}
	return task.remote(), nil
}

// StatusCancelled marks a compensated task.
const StatusCancelled = "cancelled"

func (c *TaskConnector) Create(ctx context.Context, t connectors.Task) (connectors.RemoteTask, error) {
	task, _, err := c.svc.CreateTask(ctx, t.Key, t.AttemptID, taskInput(t))
	if err != nil {
		return connectors.RemoteTask{}, classify("sandbox create", err, true)
	}
	return task.remote(), nil
}

func (c *TaskConnector) FindByKey(ctx context.Context, key string) (*connectors.RemoteTask, error) {
	tasks, err := c.svc.FindTasks(ctx, key)
	if err != nil {
		return nil, classify("sandbox find", err, false)
	}
	if len(tasks) == 0 {
		return nil, nil
	}
	rt := tasks[0].remote()
	return &rt, nil
}

func (c *TaskConnector) Get(ctx context.Context, id string) (connectors.RemoteTask, error) {
	task, err := c.svc.GetTask(ctx, id)
	if err != nil {
		return connectors.RemoteTask{}, classify("sandbox get", err, false)
	}
	return task.remote(), nil
}

func (c *TaskConnector) Update(ctx context.Context, u connectors.Update) (connectors.RemoteTask, error) {
	task, err := c.svc.UpdateTask(ctx, u.ExternalID, u.Key, u.AttemptID, UpdateInput{Assignee: u.AssigneeID, DueDate: u.DueDate})
	if err != nil {
		return connectors.RemoteTask{}, classify("sandbox update", err, true)
	}
	return task.remote(), nil
}

// Channel is the in-process notify.Channel on a Service.
type Channel struct{ svc *Service }

// NewChannel returns a channel calling svc directly.
func NewChannel(svc *Service) *Channel { return &Channel{svc: svc} }

var _ notify.Channel = (*Channel)(nil)

func (c *Channel) Name() string { return Name }

func (c *Channel) Capabilities() notify.Capabilities { return channelCaps(c.svc.Capabilities()) }

func channelCaps(sc Capabilities) notify.Capabilities {
	return notify.Capabilities{Dedup: sc.NotifyDedup, DeliveryHistory: sc.DeliveryHistory, DeliveryLag: sc.DeliveryLag}
}

func (m Message) delivery() notify.Delivery {
	return notify.Delivery{MessageID: m.ID, Key: m.Key, Recipient: m.Recipient, DeliveredAt: m.DeliveredAt}
}

func (c *Channel) Send(ctx context.Context, m notify.Message) (notify.Delivery, error) {
	msg, _, err := c.svc.SendMessage(ctx, m.Key, m.AttemptID, MessageInput{Recipient: m.Recipient, Subject: m.Subject, Text: m.Text})
	if err != nil {
		return notify.Delivery{}, classify("sandbox send", err, true)
	}
	return msg.delivery(), nil
}

// FindByKey returns the first delivery for key. Without delivery history it
// fails (Permanent) rather than answer "not delivered", which would invite
// a resend.
func (c *Channel) FindByKey(ctx context.Context, key string) (*notify.Delivery, error) {
	msgs, err := c.svc.FindMessages(ctx, key)
	if err != nil {
		return nil, classify("sandbox find message", err, false)
	}
	if len(msgs) == 0 {
		return nil, nil
	}
	d := msgs[0].delivery()
	return &d, nil
}

// statusOf maps a service error to the HTTP status the server answers.
func statusOf(err error) int {
	switch {
	case errors.Is(err, ErrInvalid):
		return http.StatusBadRequest
	case errors.Is(err, ErrRejected):
		return http.StatusForbidden
	case errors.Is(err, ErrNotFound):
		return http.StatusNotFound
	case errors.Is(err, ErrInFlight):
		return http.StatusConflict
	case errors.Is(err, ErrKeyReused):
		return http.StatusUnprocessableEntity
	case errors.Is(err, ErrRateLimited):
		return http.StatusTooManyRequests
	case errors.Is(err, ErrUnsupported):
		return http.StatusNotImplemented
	case errors.Is(err, ErrUnavailable):
		return http.StatusServiceUnavailable
	}
	return http.StatusInternalServerError
}

// classify turns a service error into the failure class a remote caller
// would have to assume, so the in-process connector behaves like the HTTP
// one.
func classify(op string, err error, mutating bool) error {
	var ra *RetryAfterError
	after := time.Duration(0)
	if errors.As(err, &ra) {
		after = ra.After
	}
	mk := func(c failure.Class, status int) error {
		return &failure.Error{Class: c, Op: op, Status: status, RetryAfter: after, Err: err}
	}
	switch {
	case errors.Is(err, ErrResponseDropped), errors.Is(err, ErrAckDropped):
		return mk(failure.Unknown, 0)
	case errors.Is(err, ErrStopped):
		// A silent target looks like a timeout: for a write the caller cannot
		// tell whether it was applied.
		if mutating {
			return mk(failure.Unknown, 0)
		}
		return mk(failure.Retryable, 0)
	case errors.Is(err, ErrRateLimited), errors.Is(err, ErrUnavailable):
		return mk(failure.Retryable, statusOf(err))
	case errors.Is(err, ErrInFlight):
		// Retrying with the same key is safe: the target will answer with
		// the first request's result once it finishes.
		after = inFlightRetryAfter
		return mk(failure.Retryable, http.StatusConflict)
	case errors.Is(err, ErrInvalid), errors.Is(err, ErrRejected), errors.Is(err, ErrNotFound),
		errors.Is(err, ErrKeyReused), errors.Is(err, ErrUnsupported):
		return mk(failure.Permanent, statusOf(err))
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		// The service checks the context before touching anything.
		return mk(failure.Retryable, 0)
	}
	// State file trouble: a write may or may not have landed.
	if mutating {
		return mk(failure.Unknown, 0)
	}
	return mk(failure.Retryable, 0)
}
