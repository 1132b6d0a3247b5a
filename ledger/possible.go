package ledger

import (
	"errors"
	"fmt"
	"time"
)

// PossibleState is where a possible action stands (issue 28).
type PossibleState string

const (
	// PossibleOpen: an extraction reported the line; nobody decided yet.
	// Moved out only by a person (PossibleDecide).
	PossibleOpen PossibleState = "open"
	// PossiblePromoted: a person made it a task; Key is the task's
	// create-task key. Terminal.
	PossiblePromoted PossibleState = "promoted"
	// PossibleDismissed: a person said it is no action. Terminal.
	PossibleDismissed PossibleState = "dismissed"
)

// PossibleAction is a line of a meeting's notes that carried commitment
// signals but was not extracted, kept so a person can promote it to a task
// or dismiss it. Ref names it within its meeting (by its text, so a
// re-extraction finds the same row and keeps its decision).
type PossibleAction struct {
	Scope MeetingScope
	Ref   string
	Line  int
	Text  string
	// Signals is what the line carried, encoded by the caller.
	Signals string
	State   PossibleState
	// Key, Actor and Reason record the decision: the promoted task's
	// create-task key, who decided and why.
	Key, Actor, Reason string
	CreatedAt          time.Time
	DecidedAt          time.Time
}

// PossibleAddParams records a meeting's possible actions. A row already
// recorded (same scope and ref) keeps its state and decision; its line and
// signals are refreshed.
type PossibleAddParams struct {
	Scope   MeetingScope
	Actions []PossibleAction
	Now     time.Time
}

// PossibleListParams lists a meeting's possible actions (State empty: all),
// by line.
type PossibleListParams struct {
	Scope MeetingScope
	State PossibleState
}

// PossibleDecideParams moves an open possible action to promoted (with
// Key) or dismissed, conditional on it still being open.
type PossibleDecideParams struct {
	Scope  MeetingScope
	Ref    string
	State  PossibleState
	Key    string
	Actor  string
	Reason string
	Now    time.Time
}

// Validate checks the decision.
func (p PossibleDecideParams) Validate() error {
	switch {
	case p.State != PossiblePromoted && p.State != PossibleDismissed:
		return fmt.Errorf("decide possible action %s: state %q: want promoted or dismissed", p.Ref, p.State)
	case p.State == PossiblePromoted && p.Key == "":
		return fmt.Errorf("decide possible action %s: promoted without a key", p.Ref)
	case p.Actor == "":
		return fmt.Errorf("decide possible action %s: no actor", p.Ref)
	}
	return nil
}

// ErrPossibleDecided: the possible action was already promoted or
// dismissed; nothing changed.
var ErrPossibleDecided = errors.New("possible action already decided")

// PossibleDecidedError carries the decision that was there first.
type PossibleDecidedError struct{ Current PossibleAction }

func (e *PossibleDecidedError) Error() string {
	c := e.Current
	if c.State == PossiblePromoted {
		return fmt.Sprintf("possible action %s was already promoted to %s by %s", c.Ref, c.Key, c.Actor)
	}
	return fmt.Sprintf("possible action %s was already %s by %s", c.Ref, c.State, c.Actor)
}

func (e *PossibleDecidedError) Is(target error) bool { return target == ErrPossibleDecided }
