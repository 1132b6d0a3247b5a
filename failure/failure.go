// Package failure classifies errors from the outside world. The class drives
// everything downstream: a retryable error is sent again with backoff, a
// permanent one goes to a human, and an unknown outcome is reconciled against
// the target before anything is sent again (R8, R19).
package failure

import (
	"errors"
	"fmt"
	"time"
)

// Class says what a failed call means for the intent behind it.
type Class int

const (
	// Unclassified errors are treated as Unknown by ClassOf: when in doubt,
	// assume the target may have acted.
	Unclassified Class = iota
	// Retryable: nothing reached or changed the target; sending again is safe.
	Retryable
	// Permanent: the target refused (validation, permission, not found);
	// sending again will not help.
	Permanent
	// Unknown: the request may have been applied (timeout or reset after
	// sending, 5xx on a create). Never treated as failure.
	Unknown
)

func (c Class) String() string {
	switch c {
	case Retryable:
		return "retryable"
	case Permanent:
		return "permanent"
	case Unknown:
		return "unknown"
	}
	return "unclassified"
}

// Error is a classified error.
type Error struct {
	Class Class
	// Op names the operation, e.g. "sandbox create".
	Op string
	// RetryAfter is the target's requested wait (429 Retry-After), if any.
	RetryAfter time.Duration
	// Status is the HTTP status when there was one.
	Status int
	Err    error
}

func (e *Error) Error() string {
	if e.Op == "" {
		return fmt.Sprintf("%s: %v", e.Class, e.Err)
	}
	return fmt.Sprintf("%s: %s: %v", e.Op, e.Class, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// NewRetryable, NewPermanent and NewUnknown build classified errors.
func NewRetryable(op string, err error) *Error { return &Error{Class: Retryable, Op: op, Err: err} }
func NewPermanent(op string, err error) *Error { return &Error{Class: Permanent, Op: op, Err: err} }
func NewUnknown(op string, err error) *Error   { return &Error{Class: Unknown, Op: op, Err: err} }

// ClassOf returns the class of err. Errors that carry no class are Unknown,
// because treating an unclassified failure as "nothing happened" is how
// duplicates are made. A nil error has class Unclassified.
func ClassOf(err error) Class {
	if err == nil {
		return Unclassified
	}
	var e *Error
	if errors.As(err, &e) && e.Class != Unclassified {
		return e.Class
	}
	return Unknown
}

// RetryAfterOf returns the wait the target asked for, or 0.
func RetryAfterOf(err error) time.Duration {
	var e *Error
	if errors.As(err, &e) {
		return e.RetryAfter
	}
	return 0
}

func IsRetryable(err error) bool { return ClassOf(err) == Retryable }
func IsPermanent(err error) bool { return ClassOf(err) == Permanent }
func IsUnknown(err error) bool   { return ClassOf(err) == Unknown }
