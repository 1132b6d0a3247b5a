package ledger

// Outcome is what one attempt ended with. It is recorded on the attempt,
// and reconciliation reads it back to know whether an earlier attempt may
// have reached the target — so every outcome the code writes is one of the
// constants below, and MayHaveSent is the one place that classifies them.
type Outcome string

// Outcomes of an execution's or a notification's attempt.
const (
	// The call reached the target and its answer was read.
	OutcomeSucceeded Outcome = "succeeded"
	OutcomeSent      Outcome = "sent"
	OutcomePermanent Outcome = "permanent"
	OutcomeRetryable Outcome = "retryable"
	// The call may have been applied (lost response, timeout after send).
	OutcomeUnknown Outcome = "unknown"
	// A claim given back unfinished (shutdown); in doubt when it may have
	// sent.
	OutcomeReleased Outcome = "released"
	// Lookups and reconciliation decisions: nothing was sent.
	OutcomeFound    Outcome = "found"
	OutcomeMismatch Outcome = "mismatch"
	OutcomeNotFound Outcome = "not-found"
	// Not in the delivery history, while an earlier send could still
	// land (its flight time, issue 33): no evidence either way yet.
	OutcomeInFlight      Outcome = "in-flight"
	OutcomeLookupFailed  Outcome = "lookup-failed"
	OutcomeLookupRefused Outcome = "lookup-refused"
	OutcomeNoLookup      Outcome = "no-lookup"
	OutcomeError         Outcome = "error"
	// A resend decided by reconciliation (the send follows).
	OutcomeResend Outcome = "resend"
	// Never sent: the circuit breaker refused the call, or the target's
	// rate budget had no slot yet.
	OutcomeNotSent   Outcome = "not-sent"
	OutcomeThrottled Outcome = "throttled"
	// Handed to a person before anything was sent.
	OutcomeBlocked      Outcome = "blocked"
	OutcomeUnsupported  Outcome = "unsupported"
	OutcomeTakeovers    Outcome = "takeovers"
	OutcomeNotPermitted Outcome = "not-permitted"
	OutcomeNoTarget     Outcome = "no-target"
	// Notifications: settled from delivery history, or held.
	OutcomeUnconfirmed    Outcome = "unconfirmed"
	OutcomeHistoryRefused Outcome = "history-refused"
	OutcomeHistoryFailed  Outcome = "history-failed"
	OutcomeFallbackHeld   Outcome = "fallback-held"
	OutcomeDigestHeld     Outcome = "digest-held"
	OutcomeNotNeeded      Outcome = "not-needed"
	OutcomeEmpty          Outcome = "empty"
	OutcomeInDigest       Outcome = "in-digest"
)

// MayHaveSent reports whether an attempt that ended so may have reached the
// target with its request. Only outcomes that certainly sent nothing say
// no; one not recorded (the owner died mid-call) says yes.
func (o Outcome) MayHaveSent() bool {
	switch o {
	case OutcomeFound, OutcomeMismatch, OutcomeNotFound, OutcomeInFlight, OutcomeLookupFailed, OutcomeLookupRefused, OutcomeNoLookup, OutcomeError,
		OutcomeNotSent, OutcomeThrottled, OutcomeBlocked, OutcomeUnsupported, OutcomeTakeovers, OutcomeNotPermitted, OutcomeNoTarget:
		return false
	}
	return true
}

// FoundNothing reports a lookup by key that found nothing.
func (o Outcome) FoundNothing() bool { return o == OutcomeNotFound }
