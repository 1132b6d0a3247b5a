package ledger

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"
)

// The checks every backend makes before it touches the database. Each
// returns the bare problem; the backend prefixes the operation and key, so
// both backends say the same thing.

// InitialState is the state a new key starts in: Pending unless State says
// NeedsHuman; any other state is refused.
func (p EnqueueParams) InitialState() (State, error) {
	switch p.State {
	case "":
		return Pending, nil
	case Pending, NeedsHuman:
		return p.State, nil
	}
	return "", fmt.Errorf("initial state %s not allowed (pending or needs-human)", p.State)
}

// LogEntry is the reason and actor of a new key's first transition; source
// names the inbox event that enqueued it, if any.
func (p EnqueueParams) LogEntry(source string) (reason, actor string) {
	reason, actor = p.Reason, p.Actor
	if reason == "" {
		reason = "enqueued"
	}
	if source != "" {
		reason += " from " + source
	}
	if actor == "" {
		actor = "axagent"
	}
	return reason, actor
}

// Validate checks that the event is named.
func (p IngestParams) Validate() error {
	if p.Source == "" || p.MessageID == "" {
		return errors.New("source and message ID are required")
	}
	return nil
}

// Validate checks that the attempt and its trace are named: a trace ID is
// 32 hex digits, not all zero.
func (p TraceParams) Validate() error {
	if p.Key == "" || p.Owner == "" || p.AttemptID == "" {
		return errors.New("key, owner and attempt ID are required")
	}
	b, err := hex.DecodeString(p.TraceID)
	if err != nil || len(b) != 16 || strings.Trim(p.TraceID, "0") == "" {
		return fmt.Errorf("trace ID %q: want 32 hex digits, not all zero", Truncate(p.TraceID, 64))
	}
	return nil
}

// Validate checks the owner and lease of an inbox claim.
func (p InboxClaimParams) Validate() error {
	if p.Owner == "" {
		return errors.New("empty owner")
	}
	if p.LeaseFor <= 0 {
		return errors.New("lease duration must be positive")
	}
	return nil
}

// Validate checks the claim renewed and the lease.
func (p InboxRenewParams) Validate() error {
	if p.Claim.Source == "" || p.Claim.MessageID == "" || p.Claim.Owner == "" {
		return errors.New("source, message ID and owner are required")
	}
	if p.For <= 0 {
		return errors.New("lease duration must be positive")
	}
	return nil
}

// Validate checks the owner and lease of a claim.
func (p ClaimParams) Validate() error {
	if p.Owner == "" {
		return errors.New("empty owner")
	}
	if p.LeaseFor <= 0 {
		return errors.New("lease duration must be positive")
	}
	return nil
}

// ValidateChained checks the claim a completion takes next (a fair claim,
// never one of named keys) and the handoff claim of its notifications
// (nil: none), with the operation prefixes both stores report.
func ValidateChained(handoff *ClaimParams, next ClaimParams) error {
	if err := next.Validate(); err != nil {
		return fmt.Errorf("complete: next claim: %w", err)
	}
	if len(next.Keys) > 0 {
		return errors.New("complete: next claim: a claim of named keys is not chained")
	}
	if handoff != nil {
		if err := handoff.Validate(); err != nil {
			return fmt.Errorf("complete: handoff: %w", err)
		}
	}
	return nil
}

// BatchLimit is the claim's batch size (at least one row).
func (p ClaimParams) BatchLimit() int {
	if p.Limit <= 0 {
		return 1
	}
	return p.Limit
}

// CheckTransition refuses a completion that does not end the claim: the
// target must be reachable from Running and not Running itself (only a
// claim enters Running). The error is a *TransitionError.
func (p CompleteParams) CheckTransition() error {
	if err := CheckTransition(p.Key, Running, p.To); err != nil {
		return err
	}
	if p.To == Running {
		return &TransitionError{Key: p.Key, From: Running, To: p.To}
	}
	return nil
}

// Validate checks that a notification can be queued.
func (n NewNotification) Validate() error {
	if n.Key == "" || n.Channel == "" {
		return errors.New("notification needs a key and a channel")
	}
	return nil
}

// Validate checks a human decision: a reason, a target a human may choose,
// and the external ID that a success needs.
func (p Resolution) Validate() error {
	if p.Reason == "" {
		return errors.New("a reason is required")
	}
	switch p.To {
	case Pending, Abandoned:
	case Succeeded:
		if p.ExternalID == "" {
			return errors.New("succeeded needs the external ID")
		}
	default:
		return fmt.Errorf("cannot resolve to %s (want pending, succeeded or abandoned)", p.To)
	}
	if len(p.Notifications) > 0 && p.To != Succeeded {
		return fmt.Errorf("notifications are queued only with succeeded, not %s", p.To)
	}
	for _, n := range p.Notifications {
		if err := n.Validate(); err != nil {
			return fmt.Errorf("notification %s: %w", n.Key, err)
		}
	}
	return nil
}

// Stale is the refusal of a decision fenced by Generation on a row now at
// current (nil when it is not fenced or still current).
func (p Resolution) Stale(current int64) error {
	if p.Generation == 0 || p.Generation == current {
		return nil
	}
	return &StaleOwnerError{Key: p.Key, Owner: p.ActorOrHuman(), Generation: p.Generation, CurrentGeneration: current}
}

// ActorOrHuman is who the log names for the decision.
func (p Resolution) ActorOrHuman() string {
	if p.Actor == "" {
		return "human"
	}
	return p.Actor
}

// Validate checks the retention window.
func (p GCParams) Validate() error {
	if p.Retention <= 0 {
		return errors.New("retention must be positive")
	}
	return nil
}

// Validate checks that the event is named.
func (r InboxReceipt) Validate() error {
	if r.Source == "" || r.MessageID == "" {
		return errors.New("source and message ID are required")
	}
	return nil
}

// Validate checks that the event is named and a retry has a time.
func (p InboxDeferParams) Validate() error {
	if p.Source == "" || p.MessageID == "" {
		return errors.New("source and message ID are required")
	}
	if !p.Park && p.RetryAt.IsZero() {
		return errors.New("a retry time is required unless the event is parked")
	}
	return nil
}

// StoredReason is Reason cut to MaxInboxReason bytes on a rune boundary.
func (p InboxDeferParams) StoredReason() string { return Truncate(p.Reason, MaxInboxReason) }

// Truncate cuts s to at most n bytes on a rune boundary, marking the cut.
func Truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	const mark = "…(truncated)"
	cut := n - len(mark)
	if cut < 0 {
		cut = 0
	}
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + mark
}
