// Package sandbox is the seed's fake task and notification service (R18): a
// target that can keep idempotency keys or not, be searched by key or not,
// lag behind, and inject every target-side fault of the scenario format —
// drop a response after commit, answer 503 before commit, refuse, rate
// limit, lose a notification acknowledgement, stop answering.
//
// One Service is used in-process (NewTaskConnector, NewChannel) or over
// HTTP (Handler, Serve, NewHTTPTaskConnector, NewHTTPChannel). With a state
// file, several processes share one service safely: every operation takes
// an exclusive lock on <file>.lock, reloads the state, applies and writes
// it back atomically.
package sandbox

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/axagent/axagent/clock"
	"github.com/axagent/axagent/faults"
)

// StopForever as a faults.Stop count keeps the service silent until Resume.
const StopForever = -1

// DefaultFaultSearchLag is the lag faults.SearchLag turns on when the
// capabilities do not name one (scenario-format.md: "default 30s if unset").
const DefaultFaultSearchLag = 30 * time.Second

// DefaultRetryAfter is what 429 and 503 faults ask the caller to wait.
const DefaultRetryAfter = time.Second

// ParseFault checks a fault name.
func ParseFault(name string) (faults.Name, error) {
	f := faults.Name(strings.TrimSpace(name))
	if slices.Contains(faults.Target, f) {
		return f, nil
	}
	// The names are the whole of the admin API's vocabulary: list them, so
	// a typo is fixed from the answer.
	known := make([]string, len(faults.Target))
	for i, n := range faults.Target {
		known[i] = string(n)
	}
	return "", fmt.Errorf("unknown sandbox fault %q: want one of %s", name, strings.Join(known, ", "))
}

// Capabilities are the service's switchable abilities.
type Capabilities struct {
	// IdempotentCreate: a create with a known key returns the existing task.
	IdempotentCreate bool
	// LookupByKey: tasks can be found by key.
	LookupByKey bool
	// SearchLag: a new task is invisible to lookup for this long.
	SearchLag time.Duration
	// DeliveryHistory: delivered messages can be found by key.
	DeliveryHistory bool
	// NotifyDedup: a second send with a known key returns the first message.
	NotifyDedup bool
	// KeyRetention: how long idempotency keys are remembered (0 = forever).
	KeyRetention time.Duration
	// DeliveryLag is the channel's declared delivery lag: how long after
	// a sender gave up a message request may still land (a queue, a
	// network holding it). A dispatcher waits it out before a history
	// miss counts (issue 33).
	DeliveryLag time.Duration
}

// DefaultCapabilities are those of scenario-format.md's defaults.
func DefaultCapabilities() Capabilities {
	return Capabilities{IdempotentCreate: true, LookupByKey: true, DeliveryHistory: true}
}

type capabilitiesJSON struct {
	IdempotentCreate bool   `json:"idempotent_create"`
	LookupByKey      bool   `json:"lookup_by_key"`
	SearchLag        string `json:"search_lag"`
	DeliveryHistory  bool   `json:"delivery_history"`
	NotifyDedup      bool   `json:"notify_dedup"`
	KeyRetention     string `json:"key_retention"`
	DeliveryLag      string `json:"delivery_lag"`
}

func (c Capabilities) MarshalJSON() ([]byte, error) {
	return json.Marshal(capabilitiesJSON{c.IdempotentCreate, c.LookupByKey, c.SearchLag.String(),
		c.DeliveryHistory, c.NotifyDedup, c.KeyRetention.String(), c.DeliveryLag.String()})
}

func (c *Capabilities) UnmarshalJSON(b []byte) error {
	var p CapabilitiesPatch
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*c = Capabilities{}
	return p.apply(c)
}

// CapabilitiesPatch changes some capabilities; nil fields stay. Durations
// are Go duration strings ("30s").
type CapabilitiesPatch struct {
	IdempotentCreate *bool   `json:"idempotent_create,omitempty"`
	LookupByKey      *bool   `json:"lookup_by_key,omitempty"`
	SearchLag        *string `json:"search_lag,omitempty"`
	DeliveryHistory  *bool   `json:"delivery_history,omitempty"`
	NotifyDedup      *bool   `json:"notify_dedup,omitempty"`
	KeyRetention     *string `json:"key_retention,omitempty"`
	DeliveryLag      *string `json:"delivery_lag,omitempty"`
}

func (p CapabilitiesPatch) apply(c *Capabilities) error {
	set := func(dst *bool, v *bool) {
		if v != nil {
			*dst = *v
		}
	}
	dur := func(dst *time.Duration, v *string, name string) error {
		if v == nil || *v == "" {
			return nil
		}
		d, err := time.ParseDuration(*v)
		if err != nil || d < 0 {
			return fmt.Errorf("%s %q: want a duration like 30s", name, *v)
		}
		*dst = d
		return nil
	}
	set(&c.IdempotentCreate, p.IdempotentCreate)
	set(&c.LookupByKey, p.LookupByKey)
	set(&c.DeliveryHistory, p.DeliveryHistory)
	set(&c.NotifyDedup, p.NotifyDedup)
	if err := dur(&c.SearchLag, p.SearchLag, "search_lag"); err != nil {
		return err
	}
	if err := dur(&c.DeliveryLag, p.DeliveryLag, "delivery_lag"); err != nil {
		return err
	}
	return dur(&c.KeyRetention, p.KeyRetention, "key_retention")
}

// Options configure a Service. With StateFile set and the file present,
// the file's counters, capabilities and faults win over these: they only
// seed a new state.
type Options struct {
	// NextTaskID is the number of the first task (TASK-<n>); default 1.
	NextTaskID int
	// NextMessageID is the number of the first message (MSG-<n>); default 1.
	NextMessageID int
	// Capabilities; nil means DefaultCapabilities().
	Capabilities *Capabilities
	// Clock measures search lag, key retention and timestamps.
	Clock clock.Clock
	// StateFile, when set, persists the service (see package comment).
	StateFile string
	// RetryAfter is what the 429/503 faults ask for (default DefaultRetryAfter).
	RetryAfter time.Duration
	// Latency delays every task and message answer over HTTP by this much
	// real time: a slow tracker for demos and crash tests (never in-process,
	// where the fake clock rules).
	Latency time.Duration
	// OnCreateInFlight, when set, is called after a create was accepted
	// and marked in flight, before it commits; tests block in it to observe
	// 409 for a concurrent same-key create.
	OnCreateInFlight func(ctx context.Context, key string)
	Log              *slog.Logger
}

// Task is a stored task.
type Task struct {
	ID           string    `json:"id"`
	Key          string    `json:"key"`
	Project      string    `json:"project"`
	Title        string    `json:"title"`
	Assignee     string    `json:"assignee"`
	DueDate      string    `json:"due_date"`
	SourceAction string    `json:"source_action,omitempty"`
	Description  string    `json:"description,omitempty"`
	Fingerprint  string    `json:"fingerprint,omitempty"`
	AttemptID    string    `json:"attempt_id,omitempty"`
	CreatedAt    time.Time `json:"created_at"`
	// VisibleAt is when lookup by key starts to see the task.
	VisibleAt time.Time `json:"visible_at"`
	UpdatedAt time.Time `json:"updated_at,omitzero"`
	// Status is empty (open) or "cancelled".
	Status string `json:"status,omitempty"`
}

// TaskInput is the body of a create.
type TaskInput struct {
	Project      string `json:"project"`
	Title        string `json:"title"`
	Assignee     string `json:"assignee"`
	DueDate      string `json:"due_date"`
	SourceAction string `json:"source_action,omitempty"`
	Description  string `json:"description,omitempty"`
	Fingerprint  string `json:"fingerprint,omitempty"`
}

// hash identifies "the same body" for idempotency; the attempt ID is not
// part of the body on purpose (it changes per send, S2).
func (in TaskInput) hash() string {
	b, _ := json.Marshal(in)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// UpdateInput changes an existing task; empty fields stay.
type UpdateInput struct {
	Assignee string `json:"assignee,omitempty"`
	DueDate  string `json:"due_date,omitempty"`
	// Status "cancelled" closes the task (a compensation); setting it
	// twice is harmless.
	Status string `json:"status,omitempty"`
}

// Message is a delivered notification.
type Message struct {
	ID          string    `json:"id"`
	Key         string    `json:"key"`
	Recipient   string    `json:"recipient"`
	Subject     string    `json:"subject,omitempty"`
	Text        string    `json:"text,omitempty"`
	AttemptID   string    `json:"attempt_id,omitempty"`
	DeliveredAt time.Time `json:"delivered_at"`
}

// MessageInput is the body of a send.
type MessageInput struct {
	Recipient string `json:"recipient"`
	Subject   string `json:"subject,omitempty"`
	Text      string `json:"text,omitempty"`
}

// Stats counts calls received (including those a fault answered).
type Stats struct {
	CreateCalls int `json:"create_calls"`
	SendCalls   int `json:"send_calls"`
	UpdateCalls int `json:"update_calls"`
	FindCalls   int `json:"find_calls"`
}

type keyRecord struct {
	ID   string    `json:"id"`
	Hash string    `json:"hash,omitempty"`
	At   time.Time `json:"at"`
}

// state is everything the service holds; it is what the state file stores.
type state struct {
	NextTaskID    int                  `json:"next_task_id"`
	NextMessageID int                  `json:"next_message_id"`
	Capabilities  Capabilities         `json:"capabilities"`
	Faults        map[faults.Name]int  `json:"faults,omitempty"`
	Tasks         []Task               `json:"tasks"`
	Messages      []Message            `json:"messages"`
	TaskKeys      map[string]keyRecord `json:"task_keys,omitempty"`
	MessageKeys   map[string]keyRecord `json:"message_keys,omitempty"`
	Stats         Stats                `json:"stats"`
}

// Service is the fake target. Safe for concurrent use.
type Service struct {
	opts Options
	clk  clock.Clock
	log  *slog.Logger

	mu sync.Mutex
	st state // the in-memory state; with a state file, reloaded per operation
	// inFlight holds keys of creates accepted but not committed. It is per
	// process on purpose: a crashed process must not leave a key stuck.
	inFlight map[string]string // key → body hash
	// resumed is closed when a faults.Stop ends; HTTP handlers wait on it.
	resumed chan struct{}
}

// New builds a Service; with a state file it loads (or creates) it.
func New(o Options) (*Service, error) {
	if o.NextTaskID <= 0 {
		o.NextTaskID = 1
	}
	if o.NextMessageID <= 0 {
		o.NextMessageID = 1
	}
	if o.Capabilities == nil {
		c := DefaultCapabilities()
		o.Capabilities = &c
	}
	if o.RetryAfter <= 0 {
		o.RetryAfter = DefaultRetryAfter
	}
	s := &Service{opts: o, clk: o.Clock, log: o.Log, inFlight: map[string]string{}, resumed: make(chan struct{})}
	if s.clk == nil {
		s.clk = clock.Real{}
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	s.st = s.seed()
	if o.StateFile != "" {
		// Touch the file so a fresh one starts from the options' seed.
		if err := s.do(func(*state) error { return nil }); err != nil {
			return nil, fmt.Errorf("open sandbox state: %w", err)
		}
	}
	return s, nil
}

// MustNew is New for tests.
func MustNew(o Options) *Service {
	s, err := New(o)
	if err != nil {
		panic(err)
	}
	return s
}

func (s *Service) seed() state {
	return state{NextTaskID: s.opts.NextTaskID, NextMessageID: s.opts.NextMessageID, Capabilities: *s.opts.Capabilities,
		Faults: map[faults.Name]int{}, TaskKeys: map[string]keyRecord{}, MessageKeys: map[string]keyRecord{}}
}

// do runs fn on the current state under the service lock (and the file
// lock, reloading and saving the state file when there is one).
func (s *Service) do(fn func(st *state) error) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.opts.StateFile == "" {
		return fn(&s.st)
	}
	return withFileLock(s.opts.StateFile, func() error {
		st, err := loadState(s.opts.StateFile)
		if err != nil {
			return err
		}
		if st == nil {
			seeded := s.seed()
			st = &seeded
		}
		st.normalize()
		ferr := fn(st)
		// Save even when fn failed: a consumed fault or a counted call is
		// a state change too.
		if err := saveState(s.opts.StateFile, st); err != nil {
			return err
		}
		s.st = *st
		return ferr
	})
}

func (st *state) normalize() {
	if st.Faults == nil {
		st.Faults = map[faults.Name]int{}
	}
	if st.TaskKeys == nil {
		st.TaskKeys = map[string]keyRecord{}
	}
	if st.MessageKeys == nil {
		st.MessageKeys = map[string]keyRecord{}
	}
}

// take consumes one count of fault f; it reports whether it was armed.
func (st *state) take(f faults.Name) bool {
	n := st.Faults[f]
	switch {
	case n == 0:
		return false
	case n < 0: // StopForever
		return true
	case n == 1:
		delete(st.Faults, f)
	default:
		st.Faults[f] = n - 1
	}
	return true
}

func (s *Service) stopped(st *state, op string) error {
	if st.take(faults.Stop) {
		s.log.Info("sandbox fault", "fault", faults.Stop, "op", op)
		return fmt.Errorf("sandbox %s: %w", op, ErrStopped)
	}
	return nil
}

func (s *Service) live(st *state, at time.Time, r keyRecord) bool {
	ret := st.Capabilities.KeyRetention
	return ret <= 0 || at.Before(r.At.Add(ret))
}

// CreateTask stores a task for key. It returns the task, whether it was a
// replay of an earlier create with the same key, and an error. With
// ErrResponseDropped the task WAS stored: the caller must not learn it.
func (s *Service) CreateTask(ctx context.Context, key, attemptID string, in TaskInput) (Task, bool, error) {
	if err := ctx.Err(); err != nil {
		return Task{}, false, err
	}
	if key == "" {
		return Task{}, false, fmt.Errorf("sandbox create: %w: Idempotency-Key is required", ErrInvalid)
	}
	if in.Project == "" || in.Title == "" {
		return Task{}, false, fmt.Errorf("sandbox create: %w: project and title are required", ErrInvalid)
	}
	hash := in.hash()
	var (
		task     Task
		replayed bool
		done     bool
	)
	// Phase 1: faults, replay, in-flight check.
	err := s.do(func(st *state) error {
		st.Stats.CreateCalls++
		if err := s.stopped(st, "create"); err != nil {
			return err
		}
		switch {
		case st.take(faults.RejectCreate):
			s.log.Info("sandbox fault", "fault", faults.RejectCreate, "key", key)
			return fmt.Errorf("sandbox create: %w (fault %s)", ErrRejected, faults.RejectCreate)
		case st.take(faults.RateLimitCreate):
			s.log.Info("sandbox fault", "fault", faults.RateLimitCreate, "key", key)
			return &RetryAfterError{After: s.opts.RetryAfter, Err: fmt.Errorf("sandbox create: %w (fault %s)", ErrRateLimited, faults.RateLimitCreate)}
		case st.take(faults.FailCreateBeforeCommit):
			s.log.Info("sandbox fault", "fault", faults.FailCreateBeforeCommit, "key", key)
			return &RetryAfterError{After: s.opts.RetryAfter, Err: fmt.Errorf("sandbox create: %w (fault %s)", ErrUnavailable, faults.FailCreateBeforeCommit)}
		}
		if !st.Capabilities.IdempotentCreate {
			return nil
		}
		if t, ok, err := s.replay(st, key, hash); ok || err != nil {
			task, replayed, done = t, true, true
			return err
		}
		if _, busy := s.inFlight[key]; busy {
			return fmt.Errorf("sandbox create: %w: a create with key %q is still being processed", ErrInFlight, key)
		}
		s.inFlight[key] = hash
		return nil
	})
	if err != nil || done {
		return s.afterCreate(task, replayed, err)
	}
	if s.opts.OnCreateInFlight != nil {
		s.opts.OnCreateInFlight(ctx, key)
	}
	// Phase 2: commit. The replay is checked again because another process
	// sharing the state file may have committed the same key meanwhile.
	err = s.do(func(st *state) error {
		if st.Capabilities.IdempotentCreate {
			if t, ok, err := s.replay(st, key, hash); ok || err != nil {
				task, replayed = t, true
				return err
			}
		}
		now := s.clk.Now()
		lag := st.Capabilities.SearchLag
		task = Task{ID: fmt.Sprintf("TASK-%d", st.NextTaskID), Key: key, Project: in.Project, Title: in.Title,
			Assignee: in.Assignee, DueDate: in.DueDate, SourceAction: in.SourceAction, Description: in.Description,
			Fingerprint: in.Fingerprint, AttemptID: attemptID, CreatedAt: now, VisibleAt: now.Add(lag)}
		st.NextTaskID++
		st.Tasks = append(st.Tasks, task)
		st.TaskKeys[key] = keyRecord{ID: task.ID, Hash: hash, At: now}
		s.log.Info("sandbox task created", "key", key, "id", task.ID, "attempt", attemptID)
		return nil
	})
	s.mu.Lock()
	delete(s.inFlight, key)
	s.mu.Unlock()
	return s.afterCreate(task, replayed, err)
}

// afterCreate applies the drop-response fault to a successful create.
func (s *Service) afterCreate(task Task, replayed bool, err error) (Task, bool, error) {
	if err != nil {
		return task, replayed, err
	}
	var dropped bool
	if derr := s.do(func(st *state) error { dropped = st.take(faults.DropCreateResponse); return nil }); derr != nil {
		return task, replayed, derr
	}
	if dropped {
		s.log.Info("sandbox fault", "fault", faults.DropCreateResponse, "key", task.Key, "id", task.ID)
		return task, replayed, fmt.Errorf("sandbox create: %w (fault %s, %s stored)", ErrResponseDropped, faults.DropCreateResponse, task.ID)
	}
	return task, replayed, nil
}

// replay finds the task an earlier create with key made, if the key is
// still retained: same body → that task; other body → ErrKeyReused.
func (s *Service) replay(st *state, key, hash string) (Task, bool, error) {
	rec, ok := st.TaskKeys[key]
	if !ok || !s.live(st, s.clk.Now(), rec) {
		return Task{}, false, nil
	}
	if rec.Hash != hash {
		return Task{}, false, fmt.Errorf("sandbox create: %w: key %q was used for %s with another body", ErrKeyReused, key, rec.ID)
	}
	for _, t := range st.Tasks {
		if t.ID == rec.ID {
			return t, true, nil
		}
	}
	return Task{}, false, nil
}

// FindTasks returns the tasks lookup can see for key, oldest first.
func (s *Service) FindTasks(ctx context.Context, key string) ([]Task, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []Task
	err := s.do(func(st *state) error {
		st.Stats.FindCalls++
		if err := s.stopped(st, "find"); err != nil {
			return err
		}
		if !st.Capabilities.LookupByKey {
			return fmt.Errorf("sandbox find: %w: lookup by key is switched off", ErrUnsupported)
		}
		now := s.clk.Now()
		for _, t := range st.Tasks {
			if t.Key == key && !now.Before(t.VisibleAt) {
				out = append(out, t)
			}
		}
		return nil
	})
	return out, err
}

// GetTask returns a task by ID.
func (s *Service) GetTask(ctx context.Context, id string) (Task, error) {
	if err := ctx.Err(); err != nil {
		return Task{}, err
	}
	var out Task
	err := s.do(func(st *state) error {
		if err := s.stopped(st, "get"); err != nil {
			return err
		}
		for _, t := range st.Tasks {
			if t.ID == id {
				out = t
				return nil
			}
		}
		return fmt.Errorf("sandbox get: %w: task %q", ErrNotFound, id)
	})
	return out, err
}

// UpdateTask changes due date and/or assignee. Setting a value is
// naturally idempotent, so the update key is only recorded for tracing.
func (s *Service) UpdateTask(ctx context.Context, id, key, attemptID string, in UpdateInput) (Task, error) {
	if err := ctx.Err(); err != nil {
		return Task{}, err
	}
	var out Task
	err := s.do(func(st *state) error {
		st.Stats.UpdateCalls++
		if err := s.stopped(st, "update"); err != nil {
			return err
		}
		for i, t := range st.Tasks {
			if t.ID != id {
				continue
			}
			if in.Assignee != "" {
				t.Assignee = in.Assignee
			}
			if in.DueDate != "" {
				t.DueDate = in.DueDate
			}
			if in.Status != "" {
				t.Status = in.Status
			}
			t.UpdatedAt = s.clk.Now()
			st.Tasks[i] = t
			out = t
			s.log.Info("sandbox task updated", "id", id, "key", key, "attempt", attemptID)
			return nil
		}
		return fmt.Errorf("sandbox update: %w: task %q", ErrNotFound, id)
	})
	return out, err
}

// SendMessage delivers a notification. With NotifyDedup a known key
// returns the first message (replayed). With ErrAckDropped the message WAS
// delivered.
func (s *Service) SendMessage(ctx context.Context, key, attemptID string, in MessageInput) (Message, bool, error) {
	if err := ctx.Err(); err != nil {
		return Message{}, false, err
	}
	if key == "" || in.Recipient == "" {
		return Message{}, false, fmt.Errorf("sandbox send: %w: key and recipient are required", ErrInvalid)
	}
	var (
		msg      Message
		replayed bool
	)
	err := s.do(func(st *state) error {
		st.Stats.SendCalls++
		if err := s.stopped(st, "send"); err != nil {
			return err
		}
		now := s.clk.Now()
		if rec, ok := st.MessageKeys[key]; ok && st.Capabilities.NotifyDedup && s.live(st, now, rec) {
			for _, m := range st.Messages {
				if m.ID == rec.ID {
					msg, replayed = m, true
				}
			}
		}
		if !replayed {
			msg = Message{ID: fmt.Sprintf("MSG-%d", st.NextMessageID), Key: key, Recipient: in.Recipient,
				Subject: in.Subject, Text: in.Text, AttemptID: attemptID, DeliveredAt: now}
			st.NextMessageID++
			st.Messages = append(st.Messages, msg)
			if _, ok := st.MessageKeys[key]; !ok || !s.live(st, now, st.MessageKeys[key]) {
				st.MessageKeys[key] = keyRecord{ID: msg.ID, At: now}
			}
			s.log.Info("sandbox message delivered", "key", key, "id", msg.ID, "attempt", attemptID)
		}
		if st.take(faults.DropNotifyAck) {
			s.log.Info("sandbox fault", "fault", faults.DropNotifyAck, "key", key, "id", msg.ID)
			return fmt.Errorf("sandbox send: %w (fault %s, %s delivered)", ErrAckDropped, faults.DropNotifyAck, msg.ID)
		}
		return nil
	})
	return msg, replayed, err
}

// FindMessages returns the deliveries recorded for key, oldest first.
func (s *Service) FindMessages(ctx context.Context, key string) ([]Message, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var out []Message
	err := s.do(func(st *state) error {
		st.Stats.FindCalls++
		if err := s.stopped(st, "find messages"); err != nil {
			return err
		}
		if !st.Capabilities.DeliveryHistory {
			return fmt.Errorf("sandbox find messages: %w: delivery history is switched off", ErrUnsupported)
		}
		for _, m := range st.Messages {
			if m.Key == key {
				out = append(out, m)
			}
		}
		return nil
	})
	return out, err
}

// read runs fn on a consistent snapshot; accessors log instead of failing
// so tests and runners can call them inline.
func (s *Service) read(fn func(st *state)) {
	if err := s.do(func(st *state) error { fn(st); return nil }); err != nil {
		s.log.Error("sandbox read state", "err", err)
	}
}

// Tasks returns every stored task, ignoring search lag.
func (s *Service) Tasks() []Task {
	var out []Task
	s.read(func(st *state) { out = slices.Clone(st.Tasks) })
	return out
}

// TasksForKey returns every stored task for key, ignoring search lag.
func (s *Service) TasksForKey(key string) []Task {
	var out []Task
	s.read(func(st *state) {
		for _, t := range st.Tasks {
			if t.Key == key {
				out = append(out, t)
			}
		}
	})
	return out
}

// Messages returns every delivered message.
func (s *Service) Messages() []Message {
	var out []Message
	s.read(func(st *state) { out = slices.Clone(st.Messages) })
	return out
}

// MessagesForKey returns every delivery for key.
func (s *Service) MessagesForKey(key string) []Message {
	var out []Message
	s.read(func(st *state) {
		for _, m := range st.Messages {
			if m.Key == key {
				out = append(out, m)
			}
		}
	})
	return out
}

// Stats returns the call counters.
func (s *Service) Stats() Stats {
	var out Stats
	s.read(func(st *state) { out = st.Stats })
	return out
}

// Capabilities returns the current capabilities.
func (s *Service) Capabilities() Capabilities {
	var out Capabilities
	s.read(func(st *state) { out = st.Capabilities })
	return out
}

// SetCapabilities replaces the capabilities.
func (s *Service) SetCapabilities(c Capabilities) error {
	return s.do(func(st *state) error { st.Capabilities = c; return nil })
}

// PatchCapabilities changes some capabilities.
func (s *Service) PatchCapabilities(p CapabilitiesPatch) (Capabilities, error) {
	var out Capabilities
	err := s.do(func(st *state) error {
		c := st.Capabilities
		if err := p.apply(&c); err != nil {
			return fmt.Errorf("sandbox capabilities: %w", err)
		}
		st.Capabilities, out = c, c
		return nil
	})
	return out, err
}

// InjectFault arms fault f for count calls (0 means 1; StopForever for a
// stop until Resume). Counts add up.
func (s *Service) InjectFault(f faults.Name, count int) error {
	if _, err := ParseFault(string(f)); err != nil {
		return err
	}
	if count == 0 {
		count = 1
	}
	if count < 0 && f != faults.Stop {
		return fmt.Errorf("sandbox fault %s: count %d must be positive", f, count)
	}
	return s.do(func(st *state) error {
		if f == faults.SearchLag {
			st.Capabilities.SearchLag = FaultSearchLagFor(st.Capabilities)
			return nil
		}
		if count < 0 || st.Faults[f] < 0 {
			st.Faults[f] = StopForever
		} else {
			st.Faults[f] += count
		}
		s.log.Info("sandbox fault armed", "fault", f, "count", st.Faults[f])
		return nil
	})
}

// ArmedFaults returns the faults still armed and their remaining counts.
func (s *Service) ArmedFaults() map[faults.Name]int {
	out := map[faults.Name]int{}
	s.read(func(st *state) {
		for f, n := range st.Faults {
			out[f] = n
		}
	})
	return out
}

// ClearFaults disarms every fault.
func (s *Service) ClearFaults() error {
	return s.do(func(st *state) error { clear(st.Faults); s.wake(); return nil })
}

// Stop makes the service answer nothing until Resume.
func (s *Service) Stop() error { return s.InjectFault(faults.Stop, StopForever) }

// Resume ends a stop.
func (s *Service) Resume() error {
	return s.do(func(st *state) error { delete(st.Faults, faults.Stop); s.wake(); return nil })
}

// wake releases HTTP handlers held by a stop; called with s.mu held.
func (s *Service) wake() {
	close(s.resumed)
	s.resumed = make(chan struct{})
}

func (s *Service) resumedCh() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resumed
}

// Reset returns the service to the options' seed: no tasks, messages,
// faults or counters.
func (s *Service) Reset() error {
	return s.do(func(st *state) error {
		*st = s.seed()
		clear(s.inFlight)
		s.wake()
		return nil
	})
}

// Errors the service returns; the connectors classify them.
var (
	// ErrInvalid: a malformed request (400).
	ErrInvalid = errors.New("invalid request")
	// ErrRejected: refused for permission (403).
	ErrRejected = errors.New("create rejected")
	// ErrRateLimited: 429, nothing stored.
	ErrRateLimited = errors.New("rate limited")
	// ErrUnavailable: 503, documented as nothing stored.
	ErrUnavailable = errors.New("service unavailable, nothing stored")
	// ErrInFlight: 409, a create with the same key is still being processed.
	ErrInFlight = errors.New("request with this idempotency key in flight")
	// ErrKeyReused: 422, same idempotency key with another body.
	ErrKeyReused = errors.New("idempotency key reused with a different body")
	// ErrNotFound: 404.
	ErrNotFound = errors.New("not found")
	// ErrUnsupported: 501, the capability is switched off.
	ErrUnsupported = errors.New("not supported")
	// ErrResponseDropped: the create committed, its answer was lost.
	ErrResponseDropped = errors.New("response lost after commit")
	// ErrAckDropped: the message was delivered, its acknowledgement lost.
	ErrAckDropped = errors.New("acknowledgement lost after delivery")
	// ErrStopped: the service answered nothing; nothing was applied.
	ErrStopped = errors.New("service stopped answering")
)

// RetryAfterError carries the wait a 429 or 503 asks for.
type RetryAfterError struct {
	After time.Duration
	Err   error
}

func (e *RetryAfterError) Error() string { return e.Err.Error() }
func (e *RetryAfterError) Unwrap() error { return e.Err }
