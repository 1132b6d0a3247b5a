// Package plan turns an extraction plan into ledger work: it records the
// source event in the inbox and, in the same transaction, enqueues each
// ready action under its business key (S6). An action whose due date or
// assignee changed becomes a separate update operation with its own key (R6);
// a changed fingerprint never creates a second task (R5).
package plan

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/failure"
	"github.com/axagent/axagent/ledger"
)

// Submission says what an event caused.
type Submission struct {
	// Duplicate: the same event was processed before; nothing changed.
	Duplicate bool
	// Keys are the execution keys of the plan's ready actions, creates and
	// updates, in plan order.
	Keys []string
	// Created are the keys this submission added.
	Created []string
}

// EventID names a notes event by its content and scope, so rerunning the
// same command on the same file is recognised as the same event.
func EventID(scope ledger.MeetingScope, notes []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00%s\x00", scope.Tenant, scope.Project, scope.Meeting)
	h.Write(notes)
	return "notes-" + hex.EncodeToString(h.Sum(nil))[:32]
}

type storedResult struct {
	Keys []string `json:"keys"`
}

// Options tune a submission.
type Options struct {
	// Hold, when it returns a reason, keeps a new (or still unattempted)
	// ready action waiting for a person — approval before creation. The key
	// is recorded needs-human with its full intent, so approving it is a
	// requeue, and an identical retry of approved content needs no new
	// approval (R7).
	Hold func(a extract.Action) string
	// Claim is the worker's processing claim on the received event (nil:
	// none): the plan is recorded only while it is the event's latest.
	Claim *ledger.InboxClaim
}

// Submit records the event (source, messageID) and enqueues the plan. The
// work is planned from a read of the current keys and written in one
// transaction; a concurrent submission that changed a key in between makes
// the write fail as a whole, and Submit plans again.
func Submit(ctx context.Context, s ledger.Store, plan extract.Plan, source, messageID string, now time.Time) (Submission, error) {
	return SubmitWith(ctx, s, plan, source, messageID, now, Options{})
}

// SubmitWith is Submit with options.
func SubmitWith(ctx context.Context, s ledger.Store, plan extract.Plan, source, messageID string, now time.Time, o Options) (Submission, error) {
	var lastErr error
	for try := 0; try < 5; try++ {
		params, keys, err := planIngest(ctx, s, plan, source+"/"+messageID, now, o)
		if err != nil {
			return Submission{}, err
		}
		if keys == nil {
			// A redelivery answers this result: an empty list is [].
			keys = []string{}
		}
		res, _ := json.Marshal(storedResult{Keys: keys})
		r, err := s.Ingest(ctx, ledger.IngestParams{Source: source, MessageID: messageID, Result: string(res), Executions: params, Now: now, Claim: o.Claim})
		if errors.Is(err, ledger.ErrFingerprintMismatch) {
			lastErr = err
			continue
		}
		if err != nil {
			return Submission{}, fmt.Errorf("submit %s/%s: %w", source, messageID, err)
		}
		if r.Duplicate {
			var st storedResult
			_ = json.Unmarshal([]byte(r.Receipt.Result), &st)
			return Submission{Duplicate: true, Keys: st.Keys}, nil
		}
		sub := Submission{Keys: keys}
		for _, x := range r.Results {
			if x.Created {
				sub.Created = append(sub.Created, x.Execution.Key.String())
			}
		}
		return sub, nil
	}
	return Submission{}, fmt.Errorf("submit %s/%s: keys kept changing under concurrent submissions: %w", source, messageID, lastErr)
}

// MaxActionsPerMeeting caps the actions one meeting's notes may carry. A
// plan above it is refused as a whole with a permanent error: notes that
// long are an import, not a meeting, and are split by a person.
const MaxActionsPerMeeting = 10000

// meetingKeys is one listing of a meeting's keys: executions by key, and
// each action's update operations in order.
type meetingKeys struct {
	scope   ledger.MeetingScope
	byKey   map[string]ledger.Execution
	updates map[string][]ledger.Execution // by action ID
}

// readMeeting lists the meeting's keys once (issue 19: a re-read used to
// list the whole meeting once per action, quadratic in its size).
func readMeeting(ctx context.Context, s ledger.Store, scope ledger.MeetingScope) (*meetingKeys, error) {
	list, err := s.ExecutionList(ctx, ledger.ListParams{Tenant: scope.Tenant, Project: scope.Project, Meeting: scope.Meeting})
	if err != nil {
		return nil, fmt.Errorf("read meeting %s:%s:%s: %w", scope.Tenant, scope.Project, scope.Meeting, err)
	}
	m := &meetingKeys{scope: scope, byKey: make(map[string]ledger.Execution, len(list)), updates: map[string][]ledger.Execution{}}
	for _, e := range list {
		m.byKey[e.Key.String()] = e
		if strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-") {
			m.updates[e.Key.Action] = append(m.updates[e.Key.Action], e)
		}
	}
	for _, ups := range m.updates {
		sortUpdates(ups)
	}
	return m, nil
}

// get returns the execution of key: from the listing when the key is in
// the listed meeting, else read on its own.
func (m *meetingKeys) get(ctx context.Context, s ledger.Store, key ledger.BusinessKey) (ledger.Execution, bool, error) {
	if key.Tenant == m.scope.Tenant && key.Project == m.scope.Project && key.Meeting == m.scope.Meeting {
		e, ok := m.byKey[key.String()]
		return e, ok, nil
	}
	e, err := s.ExecutionGet(ctx, key)
	if errors.Is(err, ledger.ErrNotFound) {
		return e, false, nil
	}
	return e, err == nil, err
}

// updatesOf returns the update operations of create's action in order.
func (m *meetingKeys) updatesOf(ctx context.Context, s ledger.Store, create ledger.BusinessKey) ([]ledger.Execution, error) {
	if create.Tenant == m.scope.Tenant && create.Project == m.scope.Project && create.Meeting == m.scope.Meeting {
		return m.updates[create.Action], nil
	}
	return Updates(ctx, s, create)
}

// planIngest decides, per action, what to enqueue, from one listing of the
// meeting: time and memory per action do not grow with the meeting.
func planIngest(ctx context.Context, s ledger.Store, plan extract.Plan, event string, now time.Time, o Options) ([]ledger.EnqueueParams, []string, error) {
	if n := len(plan.Actions); n > MaxActionsPerMeeting {
		return nil, nil, failure.NewPermanent("plan", fmt.Errorf("meeting %s:%s:%s has %d actions; at most %d are accepted per meeting (split the notes)",
			plan.Meeting.Tenant, plan.Meeting.Project, plan.Meeting.Meeting, n, MaxActionsPerMeeting))
	}
	mk, err := readMeeting(ctx, s, ledger.MeetingScope{Tenant: plan.Meeting.Tenant, Project: plan.Meeting.Project, Meeting: plan.Meeting.Meeting})
	if err != nil {
		return nil, nil, err
	}
	var params []ledger.EnqueueParams
	var keys []string
	for _, a := range plan.Actions {
		key, err := a.Key()
		if err != nil {
			return nil, nil, fmt.Errorf("plan %s: %w", a.ActionID, err)
		}
		existing, exists, err := mk.get(ctx, s, key)
		if err != nil {
			return nil, nil, err
		}
		if !a.Ready() {
			// An unresolved action is recorded for a human (R1), unless the
			// key already exists: a later, vaguer reading never overrides
			// what was decided.
			if !exists {
				// The owner the roster resolved is kept unless the hold asks
				// who it is: a key held only for its due date is answered
				// by a date alone, as its next step says, not refused for
				// want of an assignee.
				id := a.AssigneeID
				if slices.Contains(a.Questions, extract.QuestionOwner) {
					id = ""
				}
				params = append(params, ledger.EnqueueParams{Key: key, Intent: ledger.Intent{Project: plan.Meeting.Project, Action: a.ActionID,
					Title: a.Title, Assignee: a.Assignee, AssigneeID: id, DueDate: a.DueDate, Source: a.Evidence}, State: ledger.NeedsHuman, Reason: a.Reason, Now: now})
			}
			continue
		}
		in, err := a.Intent(plan.Meeting.Project)
		if err != nil {
			return nil, nil, err
		}
		keys = append(keys, key.String())
		hold := ""
		if o.Hold != nil {
			hold = o.Hold(a)
		}
		switch {
		case !exists && hold != "":
			params = append(params, ledger.EnqueueParams{Key: key, Intent: in, State: ledger.NeedsHuman, Reason: hold, Now: now})
		case !exists:
			params = append(params, ledger.EnqueueParams{Key: key, Intent: in, Now: now})
		case existing.Fingerprint != in.Fingerprint() && existing.State == ledger.NeedsHuman && existing.Attempts == 0 && hold != "":
			params = append(params, ledger.EnqueueParams{Key: key, Intent: in, ReplaceUnattempted: true, State: ledger.NeedsHuman, Reason: hold, Now: now})
		case existing.Fingerprint != in.Fingerprint() && existing.State == ledger.NeedsHuman && existing.Attempts == 0:
			// The hold's question is answered by this reading of the notes
			// (a roster fix resolves the owner, the notes now give a date):
			// the log says which event answered what.
			answered := fmt.Sprintf("%s; the hold (%s) is answered by the notes as read in %s", ledger.CorrectedReason, existing.Reason, event)
			params = append(params, ledger.EnqueueParams{Key: key, Intent: in, ReplaceUnattempted: true, Actor: "axagent", Now: now, Correction: answered})
		default:
			// The task exists: compare with its latest intent (the create
			// or the last update), never with the create alone.
			updates, err := mk.updatesOf(ctx, s, key)
			if err != nil {
				return nil, nil, err
			}
			upd, open := planUpdate(key, existing, updates, in, now)
			if upd != nil && sameAssignment(notesReading(existing, updates), in) {
				// The notes say what this meeting's last reading said:
				// the change since is a later meeting's restatement or a
				// person's update, and an edit elsewhere in the file does
				// not take it back.
				upd = nil
			}
			keys = append(keys, open...)
			if upd != nil {
				params = append(params, *upd)
				keys = append(keys, upd.Key.String())
			}
		}
	}
	return params, keys, nil
}

// planUpdate returns the update operation needed to bring the task to in,
// or nil when the latest intent already has the same due date and assignee,
// and the keys of earlier updates still open. updates are the action's
// update operations in order. Update keys are numbered update-task-1, -2,
// …: each change is its own intent with its own key and notification.
func planUpdate(key ledger.BusinessKey, create ledger.Execution, updates []ledger.Execution, in ledger.Intent, now time.Time) (*ledger.EnqueueParams, []string) {
	var open []string
	latest := create.Intent
	for _, u := range updates {
		latest = u.Intent
		if !u.State.Terminal() {
			open = append(open, u.Key.String())
		}
	}
	if sameAssignment(latest, in) {
		return nil, open
	}
	next := latest
	next.DueDate, next.Assignee, next.AssigneeID = in.DueDate, in.Assignee, in.AssigneeID
	p := ledger.EnqueueParams{Key: key.WithOperation(ledger.UpdateOp(len(updates) + 1)), Intent: next, Now: now}
	return &p, open
}

// notesReading is the task as its own meeting's notes last said it: the
// create, or the last update planned from a reading of those notes (an
// ingested event, which has a Source). Updates with none — a later
// meeting's restatement (series), `axagent update`, a merge or a split —
// are changes made since, not readings of these notes.
func notesReading(create ledger.Execution, updates []ledger.Execution) ledger.Intent {
	in := create.Intent
	for _, u := range updates {
		if u.Source != "" {
			in = u.Intent
		}
	}
	return in
}

func sameAssignment(a, b ledger.Intent) bool {
	return a.DueDate == b.DueDate && strings.EqualFold(a.AssigneeID, b.AssigneeID)
}

// Updates lists the update operations of an action in order.
func Updates(ctx context.Context, s ledger.Store, create ledger.BusinessKey) ([]ledger.Execution, error) {
	list, err := s.ExecutionList(ctx, ledger.ListParams{Tenant: create.Tenant, Project: create.Project, Meeting: create.Meeting})
	if err != nil {
		return nil, err
	}
	var out []ledger.Execution
	for _, e := range list {
		if e.Key.Action == create.Action && strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-") {
			out = append(out, e)
		}
	}
	sortUpdates(out)
	return out, nil
}

func sortUpdates(ups []ledger.Execution) {
	sort.Slice(ups, func(i, j int) bool {
		return ledger.UpdateSeq(ups[i].Key.Operation) < ledger.UpdateSeq(ups[j].Key.Operation)
	})
}

// UpdateDue enqueues a due-date change of a registered action (axagent
// update KEY --due DATE).
func UpdateDue(ctx context.Context, s ledger.Store, key ledger.BusinessKey, due string, now time.Time) (ledger.Execution, bool, error) {
	create, err := s.ExecutionGet(ctx, key.WithOperation(ledger.OpCreateTask))
	if err != nil {
		return ledger.Execution{}, false, fmt.Errorf("update %s: %w", key, err)
	}
	updates, err := Updates(ctx, s, create.Key)
	if err != nil {
		return ledger.Execution{}, false, err
	}
	in := create.Intent
	if len(updates) > 0 {
		in = updates[len(updates)-1].Intent
	}
	in.DueDate = due
	p, _ := planUpdate(create.Key, create, updates, in, now)
	if p == nil {
		return create, false, nil
	}
	r, err := s.ExecutionEnqueue(ctx, *p)
	if err != nil {
		return ledger.Execution{}, false, fmt.Errorf("update %s: %w", key, err)
	}
	return r.Execution, r.Created, nil
}

// Compensate enqueues the cancel-task operation of a registered action: a
// separate, explicit intent with its own key (R21). Re-running it is the
// same intent, not a second cancellation. The log names actor, the person
// who asked for it.
func Compensate(ctx context.Context, s ledger.Store, key ledger.BusinessKey, actor, reason string, now time.Time) (ledger.EnqueueResult, error) {
	create, err := s.ExecutionGet(ctx, key.WithOperation(ledger.OpCreateTask))
	if err != nil {
		return ledger.EnqueueResult{}, fmt.Errorf("compensate %s: %w", key, err)
	}
	if create.State != ledger.Succeeded {
		return ledger.EnqueueResult{}, fmt.Errorf("compensate %s: the task is %s, not registered; nothing to cancel (resolve it instead)", key, create.State)
	}
	r, err := s.ExecutionEnqueue(ctx, ledger.EnqueueParams{Key: key.WithOperation(ledger.OpCancelTask), Intent: create.Intent, Reason: "compensation requested: " + reason, Actor: actor, Now: now})
	if err != nil {
		return ledger.EnqueueResult{}, fmt.Errorf("compensate %s: %w", key, err)
	}
	return r, nil
}
