package ledger

import "time"

// Execution is the ledger record of one business key.
type Execution struct {
	Key         BusinessKey
	Fingerprint string
	Intent      Intent
	State       State
	// Reason is why the last transition happened (a needs-human reason, the
	// last error, a human's note).
	Reason string
	// Owner and Generation identify the current lease holder; Generation
	// increases on every claim and fences stale owners (R12).
	Owner      string
	Generation int64
	LeaseUntil time.Time
	// NextAttemptAt is when a pending or unknown row becomes due.
	NextAttemptAt time.Time
	// Attempts counts claims that led to a send or lookup.
	Attempts   int
	ExternalID string
	// InDoubt: an earlier attempt may have reached the target, so whoever
	// claims the row must reconcile before sending (R8, R10).
	InDoubt bool
	// Source names the event that enqueued the key (inbox source/message).
	Source    string
	CreatedAt time.Time
	UpdatedAt time.Time

	// Set only on rows returned by a claim.
	ClaimedFrom State
	AttemptID   string
}

// Notification is an outbox row: one notification with its own key (R14, R15).
type Notification struct {
	Key       string
	ExecKey   BusinessKey
	Channel   string
	Recipient string
	Text      string
	State     State
	Reason    string

	Owner         string
	Generation    int64
	LeaseUntil    time.Time
	NextAttemptAt time.Time
	Attempts      int
	InDoubt       bool
	// MessageID is the channel's ID of the delivery (e.g. MSG-912).
	MessageID string
	CreatedAt time.Time
	UpdatedAt time.Time

	ClaimedFrom State
	AttemptID   string
}

// NewNotification is an outbox row to write with a success (R14).
type NewNotification struct {
	Key       string
	Channel   string
	Recipient string
	Text      string
}

// Transition is one entry of the append-only log (R18).
type Transition struct {
	ID         int64
	Key        string
	Kind       string // "execution" or "notification"
	From       State  // empty for the first entry
	To         State
	Reason     string
	AttemptID  string
	Generation int64
	Actor      string
	ExternalID string
	At         time.Time
}

// Attempt is one go at a key: a send or a lookup, with its own ID (R2, S2).
type Attempt struct {
	ID         string
	Key        string
	Kind       string // "execution" or "notification"
	Generation int64
	Owner      string
	StartedAt  time.Time
	EndedAt    time.Time // zero while in flight (or if the owner died)
	Outcome    string    // succeeded, retryable, permanent, unknown, found, not-found, ...
	ExternalID string
	Error      string
	// TraceID is the OpenTelemetry trace the attempt's spans went to (32
	// hex digits; empty when tracing was off).
	TraceID string
}

// InboxReceipt records one consumed source event (S6, S8).
type InboxReceipt struct {
	Source    string
	MessageID string
	// Status is "received" (body held for asynchronous processing) or
	// "processed" (body dropped, Result kept to answer replays).
	Status     string
	Body       []byte
	Result     string
	ReceivedAt time.Time
	UpdatedAt  time.Time
	// Attempts counts failed tries at processing a received event;
	// NextAttemptAt is when it is due again; Reason is the last failure
	// (bounded, see MaxInboxReason).
	Attempts      int
	NextAttemptAt time.Time
	Reason        string
	// TraceParent is the W3C traceparent of the span that received the
	// event (empty without tracing): the actions it causes link to it.
	TraceParent string
	// ClaimOwner, ClaimGeneration and ClaimUntil are the processing claim
	// (issue 33): the worker extracting and planning the event, fenced by
	// the generation, held until ClaimUntil. A processed event keeps the
	// claim it was processed under.
	ClaimOwner      string
	ClaimGeneration int64
	ClaimUntil      time.Time
	// TakenOver, set by InboxClaimReceived only, says the claim replaced
	// an earlier one whose lease lapsed (its worker died, stalled or lost
	// the ledger), not one a deferral ended: the inbox's takeover.
	TakenOver bool
}

// InboxClaim names the claim a receipt is processed under: writes that
// carry it (Ingest, InboxDefer, InboxRenewClaim) are refused with
// *StaleOwnerError once another worker has claimed the event since.
type InboxClaim struct {
	Source     string
	MessageID  string
	Owner      string
	Generation int64
}

// Claim is the claim this receipt is held under.
func (r InboxReceipt) Claim() InboxClaim {
	return InboxClaim{Source: r.Source, MessageID: r.MessageID, Owner: r.ClaimOwner, Generation: r.ClaimGeneration}
}

// Name is the event's name in errors and the log: source/message ID.
func (c InboxClaim) Name() string { return c.Source + "/" + c.MessageID }

const (
	InboxReceived  = "received"
	InboxProcessed = "processed"
	// InboxNeedsHuman is a dead letter: an event that could not be
	// processed after its bounded retries (or at all), parked with its
	// reason; it no longer blocks anything behind it.
	InboxNeedsHuman = "needs-human"
)

// MaxInboxReason bounds the stored failure reason of an inbox receipt.
const MaxInboxReason = 1024

// MeetingScope is the scope action IDs are numbered in.
type MeetingScope struct {
	Tenant  string
	Project string
	Meeting string
}

// RegisteredAction is one entry of the action registry (R3).
type RegisteredAction struct {
	Scope    MeetingScope
	ActionID string
	// MatchKey is the extractor's normalised fingerprint used to recognise
	// the same action on a re-read.
	MatchKey  string
	Title     string
	Assignee  string
	CreatedAt time.Time
}

// Stats counts rows per state.
type Stats struct {
	Executions    map[State]int
	Notifications map[State]int
	Inbox         map[string]int
}

// Lease is the claim this row is held under.
func (e Execution) Lease() Lease {
	return Lease{Key: e.Key.String(), Owner: e.Owner, Generation: e.Generation}
}

// Lease is the claim this row is held under.
func (n Notification) Lease() Lease {
	return Lease{Key: n.Key, Owner: n.Owner, Generation: n.Generation}
}
