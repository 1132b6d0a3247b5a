package ledger

import (
	"context"
	"time"
)

// Store is the storage contract every ledger backend implements and that
// ledgertest.Exercise checks. Times in params are optional: a zero Now means
// the backend's own clock.
//
// Errors: ErrNotFound for a missing key; *FingerprintMismatchError on
// enqueue; *StaleOwnerError when a write's generation is superseded;
// *TransitionError for a state change outside the table; ErrLeaseHeld when a
// human resolve meets a live lease.
type Store interface {
	// Ingest records a source event in the inbox and enqueues the keys it
	// causes, in one transaction (S5, S6). A processed event is a duplicate:
	// nothing changes and the stored result is returned.
	Ingest(ctx context.Context, p IngestParams) (IngestResult, error)
	// InboxReceive persists a received event (e.g. a webhook body) before
	// any side effect (S8). duplicate is true when the delivery is known.
	InboxReceive(ctx context.Context, r InboxReceipt) (stored InboxReceipt, duplicate bool, err error)
	// InboxGet returns one receipt.
	InboxGet(ctx context.Context, source, messageID string) (InboxReceipt, error)
	// InboxListReceived lists received receipts due at now (a zero now is
	// the backend's clock): fewest failed tries first, then oldest. A
	// receipt deferred by InboxDefer is not listed before its retry time.
	InboxListReceived(ctx context.Context, now time.Time, limit int) ([]InboxReceipt, error)
	// InboxDefer records a failed try at processing a received receipt
	// (retry later, or park it as needs-human). A receipt that is no longer
	// received is returned unchanged.
	InboxDefer(ctx context.Context, p InboxDeferParams) (InboxReceipt, error)
	// InboxClaimReceived claims up to Limit received receipts for
	// processing, in InboxListReceived's order: due, and not held by a
	// claim whose lease is still running (a crashed claimer's event is
	// taken over once its lease lapsed). Each claim bumps the receipt's
	// claim generation, which fences the earlier claimer's writes.
	InboxClaimReceived(ctx context.Context, p InboxClaimParams) ([]InboxReceipt, error)
	// InboxRenewClaim extends a processing claim; a claim superseded, or
	// an event no longer received, gives *StaleOwnerError.
	InboxRenewClaim(ctx context.Context, p InboxRenewParams) (time.Time, error)

	// ExecutionEnqueue adds one key without an inbox record.
	ExecutionEnqueue(ctx context.Context, p EnqueueParams) (EnqueueResult, error)
	ExecutionGet(ctx context.Context, key BusinessKey) (Execution, error)
	ExecutionList(ctx context.Context, p ListParams) ([]Execution, error)
	// ExecutionClaim claims up to Limit due rows in one transaction, each
	// with a new generation and attempt ID (R11, R12).
	ExecutionClaim(ctx context.Context, p ClaimParams) ([]Execution, error)
	// ExecutionRenewLease extends a held lease; a stale owner gets
	// *StaleOwnerError.
	ExecutionRenewLease(ctx context.Context, p RenewParams) (time.Time, error)
	// ExecutionTraceAttempt records the trace of the claimed row's current
	// attempt as it starts; the completion keeps it (a completion without
	// a trace ID does not erase it). *StaleOwnerError when the lease is
	// superseded.
	ExecutionTraceAttempt(ctx context.Context, p TraceParams) error
	// ExecutionComplete ends claims in one transaction. errs[i] is the
	// per-row refusal (stale owner, bad transition); err is a failure of the
	// whole batch, in which case nothing was written.
	ExecutionComplete(ctx context.Context, ps []CompleteParams) (errs []error, err error)
	// ExecutionResolve records a human decision.
	ExecutionResolve(ctx context.Context, p ResolveParams) (Execution, error)

	OutboxGet(ctx context.Context, key string) (Notification, error)
	OutboxList(ctx context.Context, p OutboxListParams) ([]Notification, error)
	OutboxClaim(ctx context.Context, p ClaimParams) ([]Notification, error)
	OutboxRenewLease(ctx context.Context, p RenewParams) (time.Time, error)
	// OutboxTraceAttempt is ExecutionTraceAttempt for a notification.
	OutboxTraceAttempt(ctx context.Context, p TraceParams) error
	OutboxComplete(ctx context.Context, ps []OutboxCompleteParams) (errs []error, err error)
	OutboxResolve(ctx context.Context, p OutboxResolveParams) (Notification, error)
	// OutboxEnqueue queues notifications that no completion carries (an
	// operator's digest of keys waiting for a person) on execution
	// execKey's row, in one transaction; a notification key that exists
	// is kept as it is (R15). It returns how many were added.
	OutboxEnqueue(ctx context.Context, execKey string, ns []NewNotification, now time.Time) (int, error)

	// TransitionList returns the log of a key or notification key, oldest first.
	TransitionList(ctx context.Context, key string) ([]Transition, error)
	// AttemptList returns the attempts of a key, oldest first.
	AttemptList(ctx context.Context, key string) ([]Attempt, error)

	// ActionRegistryAdd adds actions to a scope's registry if it still
	// holds exactly p.Seen actions (the caller read them and decided the
	// IDs outside any transaction): one conditional write, else
	// ErrRegistryChanged and nothing written. Registered actions are never
	// deleted, so the count is the registry's version. Action IDs are
	// unique per scope and never reused (R3). It returns every action.
	ActionRegistryAdd(ctx context.Context, p RegistryAddParams) ([]RegisteredAction, error)
	ActionRegistryList(ctx context.Context, scope MeetingScope) ([]RegisteredAction, error)

	// CacheGet and CachePut hold derived values such as LLM responses.
	CacheGet(ctx context.Context, key string) (string, bool, error)
	CachePut(ctx context.Context, key, value string, now time.Time) error

	// SourceContextPutAll keeps actions' source contexts in one write;
	// an action's first context wins (its intent's first reading does
	// too). GC removes an action's context with its action's last
	// record.
	SourceContextPutAll(ctx context.Context, cs []ActionContext, now time.Time) error
	// SourceContextGet reads the context of key's action (false: none).
	SourceContextGet(ctx context.Context, key BusinessKey) (SourceContext, bool, error)

	// SeriesMeetingAdd records a meeting's series and identity unless the
	// meeting has a record (first writer wins); it returns the record the
	// ledger holds and whether this call wrote it.
	SeriesMeetingAdd(ctx context.Context, m SeriesMeeting, now time.Time) (SeriesMeeting, bool, error)
	// SeriesMeetingGet returns a meeting's record, or ErrNotFound.
	SeriesMeetingGet(ctx context.Context, scope MeetingScope) (SeriesMeeting, error)
	// SeriesMeetingDates lists the dates of a series' meetings that have
	// one, oldest first (a series' cadence and its next meeting).
	SeriesMeetingDates(ctx context.Context, tenant, project, series string) ([]string, error)
	// SeriesTaskAdd records tasks of a series; a key already recorded is
	// kept as it is.
	SeriesTaskAdd(ctx context.Context, ts []SeriesTask, now time.Time) error
	// SeriesTaskList lists a series' tasks in key order (one indexed read).
	SeriesTaskList(ctx context.Context, p SeriesTaskListParams) ([]SeriesTask, error)
	// SeriesTaskClose marks a task closed: never matched again.
	SeriesTaskClose(ctx context.Context, key string) error
	// SeriesLinkAdd records links a linker made (same, possible) in one
	// transaction; a link that exists for the same task and later action
	// is kept as it is. It returns how many it added.
	SeriesLinkAdd(ctx context.Context, ls []SeriesLink) (int, error)
	// SeriesLinkPut records a link unless one exists for the same task and
	// later action; a person's decision (merged, distinct) replaces a
	// possible or same link (a person undoes a linker's restatement:
	// series split), nothing else is ever replaced, so a decision stands.
	// It returns the link the ledger holds and whether this call wrote it.
	SeriesLinkPut(ctx context.Context, l SeriesLink) (SeriesLink, bool, error)
	// SeriesLinkList lists links in (task, meeting, action) order.
	SeriesLinkList(ctx context.Context, p SeriesLinkListParams) ([]SeriesLink, error)
	// SeriesLinkCounts counts the links of each later meeting by kind, in
	// (tenant, project, meeting, kind) order: the meetings a console lists
	// include those whose every action restated an earlier task (they
	// have no key of their own).
	SeriesLinkCounts(ctx context.Context) ([]MeetingLinkCount, error)
	// StatusFactCounts counts each later meeting's undismissed status
	// facts (Kind empty), in the same order as SeriesLinkCounts.
	StatusFactCounts(ctx context.Context) ([]MeetingLinkCount, error)
	// StatusFactAdd records status facts a linker read (first writer
	// wins: a fact for the same task, meeting and line is kept as it is,
	// dismissed or not). It returns how many it added.
	StatusFactAdd(ctx context.Context, fs []StatusFact) (int, error)
	// StatusFactList lists the status facts of a task (Task set) or read
	// in one meeting (Scope set), in (task, meeting, line) order.
	StatusFactList(ctx context.Context, p SeriesLinkListParams) ([]StatusFact, error)
	// StatusFactDismiss marks a fact dismissed by actor (a person said
	// the line is not about the task); false when there is no such fact
	// or it was dismissed before.
	StatusFactDismiss(ctx context.Context, task BusinessKey, meeting string, line int, actor, reason string, at time.Time) (bool, error)
	// SeriesReportedLatest returns, for each task key (create-task) a
	// later meeting stated a status of, the latest such statement: a
	// restatement's (a same or merged link with a status) or a status
	// fact's (not dismissed, not only possibly about the task) — latest
	// by the meeting's date (series_meetings), then by when it was
	// recorded. One query for all the keys.
	SeriesReportedLatest(ctx context.Context, keys []string) (map[string]Reported, error)
	// TaskStatusList returns a task's status history, oldest first.
	TaskStatusList(ctx context.Context, key string) ([]TaskStatus, error)
	// TaskStatusLatest returns the latest status of each key that has one.
	TaskStatusLatest(ctx context.Context, keys []string) (map[string]TaskStatus, error)
	// TaskStatusAdd appends s at s.Seq, which must be the next place
	// (one conditional insert); ErrTaskStatusChanged when a concurrent
	// writer took it.
	TaskStatusAdd(ctx context.Context, s TaskStatus) error
	// NotesFileGet returns the meeting recorded for a file locator
	// (ok false when none).
	NotesFileGet(ctx context.Context, locator string) (meeting string, ok bool, err error)
	// NotesFilePut records a file locator's meeting unless it has one
	// (first writer wins).
	NotesFilePut(ctx context.Context, f NotesFile) error

	// ReportFacts reads what the report card is computed from: the
	// executions of a scope created in a period, their notifications, logs,
	// attempts and absorbed duplicates, and what GC removed (issue 15).
	ReportFacts(ctx context.Context, p ReportParams) (ReportFacts, error)

	// TargetPin records the target a key is carried out in the first time
	// it is asked (first writer wins, one conditional insert) and returns
	// the recorded one ever after, so a key is reconciled, updated and
	// cancelled in the tracker it was created in even after the route
	// changes. Pins are kept past GC, like the action registry: a late
	// replay asks the tracker that holds the task.
	TargetPin(ctx context.Context, key, target string) (string, error)
	// RateReserve takes the next send slot of a rate budget shared by
	// every worker on this ledger (one conditional statement per call).
	RateReserve(ctx context.Context, p RateParams) (RateSlot, error)

	Stats(ctx context.Context) (Stats, error)
	// GC deletes terminal records older than the retention window; never a
	// pending, running, unknown or needs-human one (R20, S3).
	GC(ctx context.Context, p GCParams) (GCResult, error)

	// PossibleAdd records a meeting's possible actions (lines with
	// commitment signals that were not extracted, issue 28); one already
	// recorded keeps its decision.
	PossibleAdd(ctx context.Context, p PossibleAddParams) error
	// PossibleList lists a meeting's possible actions by line.
	PossibleList(ctx context.Context, p PossibleListParams) ([]PossibleAction, error)
	// PossibleDecide promotes or dismisses an open possible action with
	// one conditional write; ErrNotFound when there is none,
	// *PossibleDecidedError when it was decided already.
	PossibleDecide(ctx context.Context, p PossibleDecideParams) (PossibleAction, error)

	Close() error
}

// Handoff is a Store whose execution completion can also claim the
// notifications a success queues (R14) for a dispatcher of the completing
// process, which then delivers them without claiming them again (issue 21:
// a claim statement and a row version fewer per notification). Each is claimed as claim.Owner's OutboxClaim would claim it the
// moment it was queued — running under a lease of claim.LeaseFor from the
// completion's time, a new attempt, the claim's log entry after the queued
// one — in the completion's own transaction; a notification whose key
// already existed is not claimed (it is the earlier row's). A process that
// dies before delivering leaves them as any claimer leaves its rows: the
// lease lapses and the next claim takes them in doubt. Only claim.Owner and
// claim.LeaseFor are read. Both backends implement it.
type Handoff interface {
	ExecutionCompleteHandoff(ctx context.Context, ps []CompleteParams, claim ClaimParams) (errs []error, claimed []Notification, err error)
}
