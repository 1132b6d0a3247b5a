package faults

// Name is one fault of the scenario format (docs/scenario-format.md): the one
// vocabulary the scenario files, the sandbox's admin API and the runner
// share. Target-side faults are injected by the fake target; the others by
// the runner at the product's own Points.
type Name string

// Target-side faults: the sandbox (or a tracker fake) injects them.
const (
	// DropCreateResponse: the task is stored, then the caller never gets
	// the answer.
	DropCreateResponse Name = "drop_create_response_after_commit"
	// FailCreateBeforeCommit: 503, nothing stored.
	FailCreateBeforeCommit Name = "fail_create_before_commit"
	// RejectCreate: a permanent 403, nothing stored.
	RejectCreate Name = "reject_create"
	// RateLimitCreate: 429 with Retry-After, nothing stored.
	RateLimitCreate Name = "rate_limit_create"
	// SearchLag: a lookup does not see a new task for the target's lag.
	SearchLag Name = "search_lag"
	// DropNotifyAck: the message is stored, then its acknowledgement is
	// lost.
	DropNotifyAck Name = "drop_notify_ack_after_delivery"
	// Stop is the sandbox's own: it answers nothing for the next count
	// calls. Not a scenario fault.
	Stop Name = "stop"
)

// Worker-side faults: the scenario runner realises them through Points and
// the product's own entry points.
const (
	DeliverToSecondWorker   Name = "deliver_event_to_second_worker"
	ConcurrentRequests      Name = "concurrent_identical_requests"
	SameKeyDifferentPayload Name = "same_key_different_payload"
	CrashAfterSend          Name = "crash_after_send_before_record"
	CrashAfterRecord        Name = "crash_after_record_before_ack"
	StaleOwner              Name = "stale_owner_wakes_up"
	DuplicateDispatch       Name = "duplicate_outbox_dispatch"
	ReplayWebhook           Name = "replay_webhook_delivery"
	ExpireThenLateRetry     Name = "expire_key_then_late_retry"
)

// Scenario lists every fault of the scenario format in the order of the
// format's table.
var Scenario = []Name{DropCreateResponse, FailCreateBeforeCommit, RejectCreate, RateLimitCreate,
	DeliverToSecondWorker, ConcurrentRequests, SameKeyDifferentPayload, CrashAfterSend, CrashAfterRecord,
	StaleOwner, SearchLag, DropNotifyAck, DuplicateDispatch, ReplayWebhook, ExpireThenLateRetry}

// Target lists the faults a fake target injects itself.
var Target = []Name{DropCreateResponse, FailCreateBeforeCommit, RejectCreate, RateLimitCreate, SearchLag, DropNotifyAck, Stop}
