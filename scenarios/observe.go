package scenarios

import (
	"context"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/faults"
	"github.com/axagent/axagent/ledger"
)

// Observed is what a run left behind: the report's observed: block.
type Observed struct {
	BusinessKey                      string       `json:"business_key" yaml:"business_key"`
	SourceKey                        string       `json:"source_key" yaml:"source_key"`
	ExternalID                       string       `json:"external_id" yaml:"external_id"`
	RegistrationState                string       `json:"registration_state" yaml:"registration_state"`
	NotificationKey                  string       `json:"notification_key" yaml:"notification_key"`
	NotificationState                string       `json:"notification_state" yaml:"notification_state"`
	NotificationBeforeReconciliation string       `json:"notification_before_reconciliation" yaml:"notification_before_reconciliation"`
	NotificationAfterVerifiedHistory string       `json:"notification_after_verified_history" yaml:"notification_after_verified_history"`
	TaskCountForKey                  int          `json:"task_count_for_key" yaml:"task_count_for_key"`
	TaskIDs                          []string     `json:"task_ids" yaml:"task_ids"`
	NotificationCountForKey          int          `json:"notification_count_for_key" yaml:"notification_count_for_key"`
	MessageIDs                       []string     `json:"message_ids" yaml:"message_ids"`
	StaleWriteRejected               bool         `json:"stale_write_rejected" yaml:"stale_write_rejected"`
	Error                            string       `json:"error,omitempty" yaml:"error,omitempty"`
	HumanQueueCount                  int          `json:"human_queue_count" yaml:"human_queue_count"`
	UpdateCountForKey                int          `json:"update_count_for_key" yaml:"update_count_for_key"`
	Message                          string       `json:"message" yaml:"message"`
	Attempts                         []AttemptLog `json:"attempts" yaml:"attempts"`
	Transitions                      []ChangeLog  `json:"transitions" yaml:"transitions"`
	Events                           []string     `json:"events" yaml:"events"`
	NotTriggered                     []string     `json:"not_triggered,omitempty" yaml:"not_triggered,omitempty"`
	Elapsed                          string       `json:"virtual_time" yaml:"virtual_time"`

	violations []string
	restated   bool
	distinct   bool
}

// AttemptLog is one attempt with its own ID (R2, S2).
type AttemptLog struct {
	ID         string `json:"id" yaml:"id"`
	Key        string `json:"key" yaml:"key"`
	Owner      string `json:"owner" yaml:"owner"`
	Generation int64  `json:"generation" yaml:"generation"`
	Outcome    string `json:"outcome" yaml:"outcome"`
	ExternalID string `json:"external_id,omitempty" yaml:"external_id,omitempty"`
	Error      string `json:"error,omitempty" yaml:"error,omitempty"`
}

// ChangeLog is one state change with its reason (R18).
type ChangeLog struct {
	At         string `json:"at" yaml:"at"`
	Key        string `json:"key" yaml:"key"`
	From       string `json:"from" yaml:"from"`
	To         string `json:"to" yaml:"to"`
	Reason     string `json:"reason" yaml:"reason"`
	AttemptID  string `json:"attempt_id,omitempty" yaml:"attempt_id,omitempty"`
	Generation int64  `json:"generation" yaml:"generation"`
	Actor      string `json:"actor" yaml:"actor"`
	ExternalID string `json:"external_id,omitempty" yaml:"external_id,omitempty"`
}

func notificationWord(s ledger.State) string {
	if s == ledger.Succeeded {
		return "sent"
	}
	return string(s)
}

// observe reads the ledger and the sandbox after a run.
func (w *world) observe(ctx context.Context) (Observed, error) {
	s := w.rig(0).store
	o := Observed{BusinessKey: w.key, NotificationKey: w.nkey, NotificationState: "none",
		NotificationBeforeReconciliation: "none", NotificationAfterVerifiedHistory: "none"}
	st, err := w.rig(0).app.Status(ctx, []string{w.key})
	if err != nil {
		return o, fmt.Errorf("observe: %w", err)
	}
	e := st[0].Execution
	o.SourceKey, o.ExternalID, o.RegistrationState = e.Source, e.ExternalID, string(e.State)
	o.NotificationState = st[0].NotificationState()
	o.Message = app.Message("ko", st, false)
	if w.trk != nil {
		o.TaskIDs = w.trk.tasksFor(w.key)
	}
	for _, t := range w.svc.TasksForKey(w.key) {
		o.TaskIDs = append(o.TaskIDs, t.ID)
	}
	for _, m := range w.svc.MessagesForKey(w.nkey) {
		o.MessageIDs = append(o.MessageIDs, m.ID)
	}
	o.TaskCountForKey, o.NotificationCountForKey = len(o.TaskIDs), len(o.MessageIDs)
	meeting, err := w.rig(0).app.Executions(ctx, ledger.ListParams{Tenant: w.sc.Tenant, Project: w.sc.Project, Meeting: w.sc.MeetingID})
	if err != nil {
		return o, fmt.Errorf("observe: %w", err)
	}
	for _, e := range meeting {
		if e.Key.Action == w.sc.ActionID && strings.HasPrefix(e.Key.Operation, ledger.OpUpdateTask+"-") {
			o.UpdateCountForKey++
		}
	}
	w.mu.Lock()
	o.StaleWriteRejected, o.Error, o.Events = w.stale > 0, w.refusal, append([]string(nil), w.events...)
	for _, f := range faults.Scenario {
		if w.counts[f] > 0 && w.fired[f] == 0 {
			o.NotTriggered = append(o.NotTriggered, string(f))
		}
	}
	history, attempts := append([]ledger.Transition(nil), w.history...), append([]ledger.Attempt(nil), w.attempts...)
	w.mu.Unlock()
	keys := []string{w.key}
	for _, n := range st[0].Notifications {
		keys = append(keys, n.Key)
	}
	for _, k := range keys {
		ts, err := s.TransitionList(ctx, k)
		if err != nil {
			return o, fmt.Errorf("observe: %w", err)
		}
		as, err := s.AttemptList(ctx, k)
		if err != nil {
			return o, fmt.Errorf("observe: %w", err)
		}
		history, attempts = append(history, ts...), append(attempts, as...)
	}
	sort.SliceStable(history, func(i, j int) bool {
		if !history[i].At.Equal(history[j].At) {
			return history[i].At.Before(history[j].At)
		}
		return history[i].ID < history[j].ID
	})
	for _, t := range history {
		o.Transitions = append(o.Transitions, ChangeLog{At: "+" + t.At.Sub(w.start).String(), Key: t.Key, From: orDash(string(t.From)), To: string(t.To),
			Reason: t.Reason, AttemptID: t.AttemptID, Generation: t.Generation, Actor: t.Actor, ExternalID: t.ExternalID})
	}
	for _, a := range attempts {
		o.Attempts = append(o.Attempts, AttemptLog{ID: a.ID, Key: a.Key, Owner: a.Owner, Generation: a.Generation, Outcome: orDash(a.Outcome), ExternalID: a.ExternalID, Error: a.Error})
	}
	o.NotificationBeforeReconciliation, o.NotificationAfterVerifiedHistory = reconciliation(history, w.nkey)
	human, err := s.ExecutionList(ctx, ledger.ListParams{State: ledger.NeedsHuman})
	if err != nil {
		return o, fmt.Errorf("observe: %w", err)
	}
	humanNotes, err := s.OutboxList(ctx, ledger.OutboxListParams{State: ledger.NeedsHuman})
	if err != nil {
		return o, fmt.Errorf("observe: %w", err)
	}
	o.HumanQueueCount = len(human) + len(humanNotes)
	o.Elapsed = w.clk.Now().Sub(w.start).String()
	o.violations, err = w.invariants(ctx)
	for _, r := range w.sc.RestatedIn {
		if r.Same != nil && !*r.Same {
			o.distinct = true
		} else {
			o.restated = true
		}
	}
	return o, err
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// reconciliation reads the notification's log: its state right before the
// first claim of it in doubt (after a lost acknowledgement: unknown; after
// a dispatcher died: running), and the state that claim settled it in.
func reconciliation(history []ledger.Transition, nkey string) (before, after string) {
	before, after = "none", "none"
	var log []ledger.Transition
	for _, t := range history {
		if t.Key == nkey {
			log = append(log, t)
		}
	}
	for i, t := range log {
		if t.To != ledger.Running || (t.From != ledger.Unknown && t.From != ledger.Running) || i == 0 {
			continue
		}
		before = notificationWord(log[i-1].To)
		if i+1 < len(log) {
			after = notificationWord(log[i+1].To)
		} else {
			after = string(ledger.Running)
		}
		return before, after
	}
	return before, after
}

// invariants are the properties every run must keep, whatever the faults.
func (w *world) invariants(ctx context.Context) ([]string, error) {
	var v []string
	tasks := map[string][]string{}
	for _, t := range w.svc.Tasks() {
		tasks[t.Key] = append(tasks[t.Key], t.ID)
	}
	if w.trk != nil {
		tasks[w.key] = append(tasks[w.key], w.trk.tasksFor(w.key)...)
	}
	for k, ids := range tasks {
		if len(ids) > 1 {
			v = append(v, fmt.Sprintf("%d tasks for %s: %s", len(ids), k, strings.Join(ids, ", ")))
		}
	}
	// A restated action is the same task: its later meetings' keys add
	// none (issue 16).
	if len(w.restatedKeys) > 0 {
		ids := append([]string(nil), tasks[w.key]...)
		for _, k := range w.restatedKeys {
			ids = append(ids, tasks[k]...)
		}
		if len(ids) > 1 {
			v = append(v, fmt.Sprintf("%d tasks for the action and its restatements: %s", len(ids), strings.Join(ids, ", ")))
		}
	}
	// A different task of a later meeting is its own task (issue 27).
	for _, m := range w.swallowed {
		v = append(v, fmt.Sprintf("a different task of %s was linked to the action, not filed", m))
	}
	for _, k := range w.distinctKeys {
		if len(tasks[k]) != 1 {
			v = append(v, fmt.Sprintf("a different task was not filed on its own: %s has %d tasks", k, len(tasks[k])))
		}
	}
	msgs := map[string][]string{}
	for _, m := range w.svc.Messages() {
		msgs[m.Key] = append(msgs[m.Key], m.ID)
	}
	for k, ids := range msgs {
		if len(ids) > 1 {
			v = append(v, fmt.Sprintf("notification %s delivered %d times: %s", k, len(ids), strings.Join(ids, ", ")))
		}
	}
	s := w.rig(0).store
	now := w.clk.Now()
	for _, state := range []ledger.State{ledger.Running, ledger.Unknown} {
		execs, err := s.ExecutionList(ctx, ledger.ListParams{State: state})
		if err != nil {
			return nil, err
		}
		notes, err := s.OutboxList(ctx, ledger.OutboxListParams{State: state})
		if err != nil {
			return nil, err
		}
		type row struct {
			key   string
			lease time.Time
		}
		var rows []row
		for _, e := range execs {
			rows = append(rows, row{e.Key.String(), e.LeaseUntil})
		}
		for _, n := range notes {
			rows = append(rows, row{n.Key, n.LeaseUntil})
		}
		for _, r := range rows {
			if state == ledger.Unknown {
				v = append(v, fmt.Sprintf("%s left unknown: neither resolved nor handed to a human", r.key))
			} else if !r.lease.After(now) {
				v = append(v, fmt.Sprintf("%s left running without a live lease", r.key))
			}
		}
	}
	sort.Strings(v)
	return v, nil
}

// Check is one line of the table.
type Check struct {
	Field    string `json:"field" yaml:"field"`
	Expected string `json:"expected" yaml:"expected"`
	Observed string `json:"observed" yaml:"observed"`
	Match    bool   `json:"match" yaml:"match"`
}

// Invariant names, as they appear in the table's field column.
const (
	InvOneTask     = "invariant: one task per key"
	InvOneDelivery = "invariant: one delivery per notification key"
	InvLease       = "invariant: no running key without a live lease"
	InvUnknown     = "invariant: every unknown resolved or handed to a human"
	// InvRestated is checked when later meetings restate the action.
	InvRestated = "invariant: no second task for a restated action"
	// InvDistinct is checked when later meetings have a different task
	// (followed_by with same: false).
	InvDistinct = "invariant: a different task is filed on its own"
)

func invariantChecks(o Observed) []Check {
	find := func(substr string) string {
		var hits []string
		for _, v := range o.violations {
			if strings.Contains(v, substr) {
				hits = append(hits, v)
			}
		}
		if len(hits) == 0 {
			return "holds"
		}
		return strings.Join(hits, "; ")
	}
	var out []Check
	for _, c := range []struct{ field, substr string }{{InvOneTask, " tasks for "}, {InvOneDelivery, " delivered "},
		{InvLease, "without a live lease"}, {InvUnknown, "left unknown"}} {
		got := find(c.substr)
		out = append(out, Check{Field: c.field, Expected: "holds", Observed: got, Match: got == "holds"})
	}
	if o.restated {
		got := find("tasks for the action and its restatements")
		out = append(out, Check{Field: InvRestated, Expected: "holds", Observed: got, Match: got == "holds"})
	}
	if o.distinct {
		got := find("a different task")
		out = append(out, Check{Field: InvDistinct, Expected: "holds", Observed: got, Match: got == "holds"})
	}
	return out
}

func expectedChecks(e Expected, o Observed) []Check {
	var out []Check
	str := func(field string, want *string, got string) {
		if want != nil {
			out = append(out, Check{Field: field, Expected: *want, Observed: got, Match: *want == got})
		}
	}
	num := func(field string, want *int, got int) {
		if want != nil {
			out = append(out, Check{Field: field, Expected: strconv.Itoa(*want), Observed: strconv.Itoa(got), Match: *want == got})
		}
	}
	num("task_count_for_key", e.TaskCountForKey, o.TaskCountForKey)
	num("update_count_for_key", e.UpdateCountForKey, o.UpdateCountForKey)
	str("task_id", e.TaskID, orDash(o.ExternalID))
	str("registration_state", e.RegistrationState, o.RegistrationState)
	str("notification_state", e.NotificationState, o.NotificationState)
	str("notification_before_reconciliation", e.NotificationBeforeReconciliation, o.NotificationBeforeReconciliation)
	str("notification_after_verified_history", e.NotificationAfterVerifiedHistory, o.NotificationAfterVerifiedHistory)
	num("notification_count_for_key", e.NotificationCountForKey, o.NotificationCountForKey)
	if e.StaleWriteRejected != nil {
		out = append(out, Check{Field: "stale_write_rejected", Expected: strconv.FormatBool(*e.StaleWriteRejected),
			Observed: strconv.FormatBool(o.StaleWriteRejected), Match: *e.StaleWriteRejected == o.StaleWriteRejected})
	}
	if e.ErrorContains != nil {
		got := o.Error
		if got == "" {
			got = "(no refusal)"
		}
		out = append(out, Check{Field: "error_contains", Expected: *e.ErrorContains, Observed: got,
			Match: o.Error != "" && strings.Contains(o.Error, *e.ErrorContains)})
	}
	num("human_queue_count", e.HumanQueueCount, o.HumanQueueCount)
	return out
}
