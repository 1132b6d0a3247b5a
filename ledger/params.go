package ledger

import "time"

// EnqueueParams adds one key. State is Pending (default) or NeedsHuman with
// a Reason (an action axagent will not register on its own, R1).
type EnqueueParams struct {
	Key    BusinessKey
	Intent Intent
	State  State
	Reason string
	Actor  string
	// NextAttemptAt delays the first claim; zero means now.
	NextAttemptAt time.Time
	// ReplaceUnattempted lets a corrected re-extraction replace the content
	// of a key that is needs-human and was never claimed: nothing of it
	// reached a target, so no duplicate can follow. Any other existing key
	// with other content is still refused.
	ReplaceUnattempted bool
	// Correction, on a replacement, is the log's reason for it when a
	// person corrected the content (Actor names them); empty means a new
	// extraction corrected it.
	Correction string
	Now        time.Time
}

// EnqueueResult is one key's outcome of an ingest.
type EnqueueResult struct {
	Execution Execution
	// Created is false when the key already existed with the same content.
	Created bool
}

// IngestParams records a consumed source event and the keys it causes in one
// transaction (S6). All or nothing: a fingerprint mismatch on any key fails
// the whole ingest and nothing is written.
type IngestParams struct {
	Source    string
	MessageID string
	// Result is kept to answer a replay of the same event (S1, S8).
	Result     string
	Executions []EnqueueParams
	Now        time.Time
	// Claim, when set, is the processing claim the event was extracted
	// under (InboxClaimReceived): the event is recorded processed only
	// while that claim is the event's latest, else *StaleOwnerError and
	// nothing is written. Another worker having processed it is not a
	// duplicate delivery and is not logged as absorbed.
	Claim *InboxClaim
}

// InboxClaimParams claims received events for processing: due (past their
// retry time) and not held by another claim whose lease is running.
type InboxClaimParams struct {
	Owner    string
	LeaseFor time.Duration
	Limit    int
	Now      time.Time
}

// InboxRenewParams extends a processing claim by For from Now.
type InboxRenewParams struct {
	Claim InboxClaim
	For   time.Duration
	Now   time.Time
}

// InboxDeferParams records a failed try at processing a received event.
// The receipt stays received and is due again at RetryAt; with Park it
// becomes needs-human (a dead letter) instead. Reason is cut to
// MaxInboxReason bytes.
type InboxDeferParams struct {
	Source    string
	MessageID string
	Reason    string
	RetryAt   time.Time
	Park      bool
	Now       time.Time
	// Claim, when set, fences the write: a claimer that lost the event to
	// another worker defers nothing (*StaleOwnerError). The claim ends.
	Claim *InboxClaim
}

// IngestResult: when Duplicate, the event was processed before and nothing
// changed; Receipt holds the stored result.
type IngestResult struct {
	Duplicate bool
	Receipt   InboxReceipt
	Results   []EnqueueResult
}

// ClaimParams claims due rows: pending and due, unknown and due, running with
// an expired lease. Keys restricts the claim to those keys. Without Keys the
// batch is shared fairly among the tenants with due work (fair.go):
// Tenants holds per-tenant shares and caps, MaxInFlight is the cap of a
// tenant without its own (0: none).
type ClaimParams struct {
	Owner       string
	LeaseFor    time.Duration
	Limit       int
	Keys        []string
	Tenants     map[string]TenantPolicy
	MaxInFlight int
	Now         time.Time
}

// Lease names a held claim: the key, its owner and the generation the
// claim gave the row. Every write under a claim is fenced by all three: it
// is refused unless they still hold the row (R12).
type Lease struct {
	Key        string
	Owner      string
	Generation int64
}

// TraceParams records the trace an attempt's spans go to when the attempt
// starts (issue 33), before any call it makes: a worker killed mid-call
// leaves the attempt's trace visible (ledger show). Fenced by the lease,
// like every write of a claimed row; TraceID is 32 hex digits.
type TraceParams struct {
	Lease
	AttemptID string
	TraceID   string
}

// RenewParams extends a held lease by For from Now (zero: the backend's
// clock).
type RenewParams struct {
	Lease
	For time.Duration
	Now time.Time
}

// OutboxCompleteParams ends a notification's claim: built with the Notify*
// constructors, a type of its own so that an execution's completion cannot
// be passed for a notification's or the other way round.
type OutboxCompleteParams struct {
	CompleteParams
}

// Completions gives the backends' shared state-machine code the common
// shape of notification completions.
func Completions(ps []OutboxCompleteParams) []CompleteParams {
	out := make([]CompleteParams, len(ps))
	for i, p := range ps {
		out[i] = p.CompleteParams
	}
	return out
}

// CompleteParams ends a claim. Build it with the Complete* constructors; the
// write is refused unless the Lease still holds the row (R12).
type CompleteParams struct {
	Lease
	AttemptID  string
	To         State
	Reason     string
	ExternalID string
	// Outcome is recorded on the attempt (see Outcome).
	Outcome Outcome
	Error   string
	// TraceID (32 hex digits, or empty) is recorded on the attempt.
	TraceID string
	// NextAttemptAt for Pending and Unknown.
	NextAttemptAt time.Time
	InDoubt       bool
	// Notifications are inserted in the same transaction (R14); an existing
	// notification key is left as it is.
	Notifications []NewNotification
	Now           time.Time
}

// claimRef is what every completion needs from the claim it ends.
type claimRef struct {
	key, owner, attemptID string
	generation            int64
}

func refOf(e Execution) claimRef {
	return claimRef{e.Key.String(), e.Owner, e.AttemptID, e.Generation}
}

func refOfNotification(n Notification) claimRef {
	return claimRef{n.Key, n.Owner, n.AttemptID, n.Generation}
}

func (r claimRef) params(to State, outcome Outcome) CompleteParams {
	return CompleteParams{Lease: Lease{Key: r.key, Owner: r.owner, Generation: r.generation}, AttemptID: r.attemptID, To: to, Outcome: outcome}
}

// CompleteSucceeded records success with the external ID and the
// notifications to send, in one transaction.
func CompleteSucceeded(e Execution, externalID, reason string, notes ...NewNotification) CompleteParams {
	p := refOf(e).params(Succeeded, OutcomeSucceeded)
	p.ExternalID, p.Reason, p.Notifications = externalID, reason, notes
	return p
}

// CompleteFound records success that a check of the target confirmed (a
// lookup found the task after an attempt in doubt); the outcome says which
// check.
func CompleteFound(e Execution, outcome Outcome, externalID, reason string, notes ...NewNotification) CompleteParams {
	p := CompleteSucceeded(e, externalID, reason, notes...)
	p.Outcome = outcome
	return p
}

// CompleteRetry sends the row back to pending: nothing reached the target.
// The outcome says why (OutcomeRetryable, OutcomeNotSent, …).
func CompleteRetry(e Execution, outcome Outcome, err error, next time.Time) CompleteParams {
	p := refOf(e).params(Pending, outcome)
	p.Error, p.Reason, p.NextAttemptAt = errString(err), "retryable: "+errString(err), next
	p.InDoubt = false
	return p
}

// CompleteUnknown records a possibly applied request; the reconciler takes it
// when next is due (R8).
func CompleteUnknown(e Execution, outcome Outcome, err error, reason string, next time.Time) CompleteParams {
	p := refOf(e).params(Unknown, outcome)
	p.Error, p.Reason, p.NextAttemptAt, p.InDoubt = errString(err), reason, next, true
	return p
}

// CompleteNeedsHuman hands the key to a human with the reason; inDoubt says
// whether the target may hold the task.
func CompleteNeedsHuman(e Execution, outcome Outcome, reason string, inDoubt bool) CompleteParams {
	p := refOf(e).params(NeedsHuman, outcome)
	p.Reason, p.InDoubt = reason, inDoubt
	return p
}

// CompleteRelease gives an unfinished claim back (shutdown): the row returns
// to pending if nothing could have been sent, else to unknown.
func CompleteRelease(e Execution, sent bool, reason string) CompleteParams {
	return refOf(e).release(sent || e.InDoubt, reason)
}

// NotifyRelease gives an unsent notification claim back (shutdown).
func NotifyRelease(n Notification, reason string) OutboxCompleteParams {
	return OutboxCompleteParams{refOfNotification(n).release(n.InDoubt, reason)}
}

// release returns a claim to pending, or to unknown when the target may
// already have acted.
func (r claimRef) release(inDoubt bool, reason string) CompleteParams {
	to := Pending
	if inDoubt {
		to = Unknown
	}
	p := r.params(to, OutcomeReleased)
	p.Reason, p.InDoubt = reason, inDoubt
	return p
}

// NotifySent records a confirmed delivery; the outcome says how it was
// confirmed (OutcomeSent, OutcomeFound in the history, OutcomeInDigest, …).
func NotifySent(n Notification, outcome Outcome, messageID, reason string) OutboxCompleteParams {
	p := refOfNotification(n).params(Succeeded, outcome)
	p.ExternalID, p.Reason = messageID, reason
	return OutboxCompleteParams{p}
}

// NotifyRetry, NotifyUnknown and NotifyNeedsHuman mirror the execution
// constructors for outbox rows.
func NotifyRetry(n Notification, outcome Outcome, err error, next time.Time) OutboxCompleteParams {
	p := refOfNotification(n).params(Pending, outcome)
	p.Error, p.Reason, p.NextAttemptAt = errString(err), "retryable: "+errString(err), next
	return OutboxCompleteParams{p}
}

func NotifyUnknown(n Notification, outcome Outcome, err error, reason string, next time.Time) OutboxCompleteParams {
	p := refOfNotification(n).params(Unknown, outcome)
	p.Error, p.Reason, p.NextAttemptAt, p.InDoubt = errString(err), reason, next, true
	return OutboxCompleteParams{p}
}

func NotifyNeedsHuman(n Notification, outcome Outcome, reason string, inDoubt bool) OutboxCompleteParams {
	p := refOfNotification(n).params(NeedsHuman, outcome)
	p.Reason, p.InDoubt = reason, inDoubt
	return OutboxCompleteParams{p}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// ResolveParams is a human decision on an execution (audited with Actor
// and Reason). To is Pending (requeue), Succeeded (with ExternalID) or
// Abandoned. A row under a live lease is refused.
type ResolveParams struct {
	Key        BusinessKey
	To         State
	ExternalID string
	Reason     string
	Actor      string
	// Notifications are queued with a resolution to Succeeded, in the same
	// transaction (R14: a task found by hand still tells its assignee).
	Notifications []NewNotification
	Now           time.Time
	// Generation, when non-zero, fences the decision: it applies only
	// while the row is still at this generation (the one the decider
	// read), else *StaleOwnerError and nothing changes — so of two
	// deciders that read the same row (two workers' self-heal passes)
	// only the first settles it (issue 33).
	Generation int64
}

// OutboxResolveParams is a human decision on a notification: its own type,
// so that one cannot be passed for the other.
type OutboxResolveParams struct {
	Key        string // the notification key
	To         State
	ExternalID string // the channel's message ID, with Succeeded
	Reason     string
	Actor      string
	Now        time.Time
}

// Resolution is the shape both decisions take in the backends' shared
// state-machine code.
type Resolution struct {
	Key           string
	To            State
	ExternalID    string
	Reason        string
	Actor         string
	Notifications []NewNotification
	Now           time.Time
	// Generation: see ResolveParams.Generation (0: unfenced).
	Generation int64
}

// Resolution is p in the backends' shared shape.
func (p ResolveParams) Resolution() Resolution {
	return Resolution{Key: p.Key.String(), To: p.To, ExternalID: p.ExternalID, Reason: p.Reason, Actor: p.Actor, Notifications: p.Notifications, Now: p.Now,
		Generation: p.Generation}
}

// Resolution is p in the backends' shared shape.
func (p OutboxResolveParams) Resolution() Resolution {
	return Resolution{Key: p.Key, To: p.To, ExternalID: p.ExternalID, Reason: p.Reason, Actor: p.Actor, Now: p.Now}
}

// ListParams filters ExecutionList; zero fields match everything.
type ListParams struct {
	State   State
	Tenant  string
	Project string
	Meeting string
	Keys    []string
	Limit   int
}

// OutboxListParams filters OutboxList.
type OutboxListParams struct {
	State   State
	ExecKey string
	Keys    []string
	Limit   int
}

// GCParams deletes terminal records last changed before Now-Retention.
type GCParams struct {
	Retention time.Duration
	DryRun    bool
	Now       time.Time
}

// GCResult counts what was (or, on a dry run, would be) deleted.
type GCResult struct {
	Executions    int
	Notifications int
	Inbox         int
	Keys          []string
}

// DefaultRetention keeps keys longer than any replay horizon we know of
// (PayPal keeps request IDs up to 45 days; S3, R20).
const DefaultRetention = 45 * 24 * time.Hour

// RegistryAddParams adds actions to a scope's registry; Seen is how many
// actions the caller read when it decided their IDs.
type RegistryAddParams struct {
	Scope   MeetingScope
	Seen    int
	Actions []RegisteredAction
}
