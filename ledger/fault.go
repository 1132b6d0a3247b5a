package ledger

import (
	"context"
	"errors"
	"fmt"
	"strings"
)

// ErrStorageFault matches a *StorageFault: the ledger's storage is in a
// state that will not fix itself (deleted or replaced under a running
// process, corrupted, read-only). Retrying does not help; a worker stops.
var ErrStorageFault = errors.New("ledger storage fault")

// StorageFault says what is wrong with the ledger's storage and what to do
// about it (issue 19).
type StorageFault struct {
	// Ledger names the ledger (a path, or a redacted DSN).
	Ledger string
	// Problem is what happened, e.g. "was deleted while in use",
	// "is corrupted", "is read-only".
	Problem string
	// Detail is evidence, e.g. the first lines of PRAGMA integrity_check.
	Detail string
	// Advice is what an operator should do.
	Advice string
	Err    error
}

func (e *StorageFault) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "ledger %s %s", e.Ledger, e.Problem)
	if e.Detail != "" {
		fmt.Fprintf(&b, " (%s)", e.Detail)
	}
	if e.Advice != "" {
		fmt.Fprintf(&b, ": %s", e.Advice)
	}
	if e.Err != nil {
		fmt.Fprintf(&b, " [%v]", e.Err)
	}
	return b.String()
}

func (e *StorageFault) Is(target error) bool { return target == ErrStorageFault }
func (e *StorageFault) Unwrap() error        { return e.Err }

// StorageChecker is implemented by stores that can tell whether the
// storage they opened is still the one in use (a SQLite file not deleted
// or replaced, the same PostgreSQL database). A worker checks once per
// pass; /readyz checks on every request.
type StorageChecker interface {
	CheckStorage(ctx context.Context) error
}

// Diagnoser is implemented by stores that recognise, among the errors they
// return, storage faults that will not fix themselves. Diagnose returns a
// *StorageFault for such an error and nil for any other.
type Diagnoser interface {
	Diagnose(ctx context.Context, err error) error
}

// CheckStorage runs s's storage check, if it has one.
func CheckStorage(ctx context.Context, s Store) error {
	if c, ok := s.(StorageChecker); ok {
		return c.CheckStorage(ctx)
	}
	return nil
}

// Diagnose asks s whether err is a storage fault; it returns the
// *StorageFault, or nil.
func Diagnose(ctx context.Context, s Store, err error) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, ErrStorageFault) {
		return err
	}
	if d, ok := s.(Diagnoser); ok {
		return d.Diagnose(ctx, err)
	}
	return nil
}
