package ledger

import "fmt"

// State of an execution (a business key) or of an outbox row.
type State string

const (
	// Pending: enqueued, safe to send when due. Entered by enqueue, by a
	// retryable failure (with next_attempt_at), or by a human requeue.
	Pending State = "pending"
	// Running: a worker holds the lease. Entered only by a claim. A running
	// row whose lease expired is in doubt: the next owner reconciles first.
	Running State = "running"
	// Succeeded: the target holds the task and its external ID is recorded
	// (R13). Terminal. Entered by a worker or reconciler, or a human resolve.
	Succeeded State = "succeeded"
	// Unknown: the target may have acted (lost response). Never a failure
	// (R8): the reconciler claims it when due and looks the key up.
	Unknown State = "unknown"
	// NeedsHuman: axagent will not act on its own; Reason says why. Left by
	// a human resolve (requeue, external ID or abandon).
	NeedsHuman State = "needs-human"
	// Abandoned: a human decided the intent is not to be carried out.
	// Terminal.
	Abandoned State = "abandoned"
)

// States lists every state in display order.
var States = []State{Pending, Running, Succeeded, Unknown, NeedsHuman, Abandoned}

// ParseState validates a state name.
func ParseState(s string) (State, error) {
	for _, st := range States {
		if string(st) == s {
			return st, nil
		}
	}
	return "", fmt.Errorf("unknown state %q (want one of pending, running, succeeded, unknown, needs-human, abandoned)", s)
}

// Terminal reports whether nothing more happens to a row in this state
// without a new intent. Only terminal rows may be garbage collected.
func (s State) Terminal() bool { return s == Succeeded || s == Abandoned }

// Settled reports whether a row in this state waits for nothing but a
// person: terminal, or needing a human's decision.
func (s State) Settled() bool { return s.Terminal() || s == NeedsHuman }

// transitions is the one place the allowed state changes are written down.
// The same table governs executions and outbox rows.
var transitions = map[State][]State{
	Pending:    {Running, NeedsHuman, Abandoned},
	Running:    {Running, Succeeded, Pending, Unknown, NeedsHuman},
	Unknown:    {Running, Succeeded, Pending, NeedsHuman, Abandoned},
	NeedsHuman: {Pending, Succeeded, Abandoned},
	Succeeded:  {},
	Abandoned:  {},
}

// CanTransition reports whether from → to is allowed.
func CanTransition(from, to State) bool {
	for _, t := range transitions[from] {
		if t == to {
			return true
		}
	}
	return false
}

// CheckTransition returns a *TransitionError when from → to is not allowed.
func CheckTransition(key string, from, to State) error {
	if !CanTransition(from, to) {
		return &TransitionError{Key: key, From: from, To: to}
	}
	return nil
}
