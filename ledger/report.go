package ledger

import "time"

// ReportParams selects the executions a report card covers: those in the
// scope (zero fields match everything; Project and Meeting narrow a tenant)
// created in [Since, Until) (zero bounds are open).
type ReportParams struct {
	Tenant  string
	Project string
	Meeting string
	Since   time.Time
	Until   time.Time
}

// ReportFacts is what the ledger knows about a report's executions, read
// from the rows, the append-only log and the attempts only: nothing in it
// is a counter kept on the side, so it is as right after a crash as before.
type ReportFacts struct {
	// Executions in scope and period, oldest first, each with its log and
	// attempts (the same entries TransitionList and AttemptList return).
	Executions []KeyFacts
	// Notifications of those executions, with their logs and attempts.
	Notifications []KeyFacts
	// Absorbed are the duplicates the ledger absorbed that concern those
	// executions: an event delivered again (a rerun of the same notes, a
	// redelivered webhook, a concurrent register of the same event), whose
	// Event equals the executions' Source, and a key enqueued again with the
	// same content (Key set).
	Absorbed []Absorbed
	// Received is when the inbox received each event the executions came
	// from (by their Source, source/message_id), where the receipt is still
	// kept: a webhook is received before the worker ingests it.
	Received map[string]time.Time
	// Registry is the action registry's entries of the scope created in
	// the period: what the extraction first said of each action (its
	// title and assignee), kept even after GC.
	Registry []RegisteredAction
	// TaskStatus is what the tracker last said of each registered task of
	// Executions (by create-task key), where a pull or a push recorded it.
	TaskStatus map[string]TaskStatus
	// OldestKept is the creation time of the oldest execution the ledger
	// still holds in the scope, whatever the period (zero when none).
	OldestKept time.Time
	// Collected describes the actions of the scope and period whose
	// executions GC deleted: the action registry keeps every action ID, so
	// an action with no execution left was collected (zero Count: none).
	Collected Collected
	// Now is the store's clock when the facts were read.
	Now time.Time
}

// Collected is the part of a period a report cannot cover because GC
// removed its rows.
type Collected struct {
	Count  int
	Oldest time.Time
	Newest time.Time
}

// KeyFacts is one execution or notification as a report reads it.
type KeyFacts struct {
	Key string
	// ExecKey is the execution a notification follows (empty for an
	// execution).
	ExecKey string
	State   State
	// Intent of an execution (title, assignee, due date): what a correction
	// changed is read by comparing an update's intent with the one before.
	Intent    Intent
	Source    string
	CreatedAt time.Time
	UpdatedAt time.Time
	Log       []Transition
	Attempts  []Attempt
}

// Absorbed is one duplicate the ledger absorbed without a second effect.
type Absorbed struct {
	ID int64
	// Event is source/message_id of an event delivered again; Key the
	// business key enqueued again with the same content.
	Event string
	Key   string
	At    time.Time
}

// CorrectedReason is the log reason of a needs-human key whose content a
// new extraction replaced before any attempt (EnqueueParams.ReplaceUnattempted).
const CorrectedReason = "content corrected by a new extraction before any attempt"
