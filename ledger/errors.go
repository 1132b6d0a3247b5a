package ledger

import (
	"errors"
	"fmt"
)

// Sentinel errors; the typed errors below match them with errors.Is.
var (
	ErrNotFound            = errors.New("not found")
	ErrFingerprintMismatch = errors.New("same key, different content")
	ErrFenced              = errors.New("stale owner: lease generation superseded")
	ErrInvalidTransition   = errors.New("transition not allowed")
	ErrLeaseHeld           = errors.New("lease held by a live owner")
	ErrSchemaTooNew        = errors.New("database schema is newer than this axagent")
	// ErrRegistryChanged: another writer added actions to the scope since
	// the caller read it; read again and decide again.
	ErrRegistryChanged = errors.New("action registry changed since it was read")
	// ErrNotLedgerFile: the ledger's path names a directory or a file that
	// is not a SQLite database — a mistyped --db, bad input.
	ErrNotLedgerFile = errors.New("not a ledger file")
)

// NotLedgerFileError says what the ledger's path names instead of a
// ledger; it matches ErrNotLedgerFile.
type NotLedgerFileError struct{ Msg string }

func (e *NotLedgerFileError) Error() string { return e.Msg }

func (e *NotLedgerFileError) Is(target error) bool { return target == ErrNotLedgerFile }

// FingerprintMismatchError: an enqueue reused a key for other content (R5, S1).
// It never creates a second record.
type FingerprintMismatchError struct {
	Key      string
	Stored   string
	Incoming string
}

func (e *FingerprintMismatchError) Error() string {
	return fmt.Sprintf("key %s already holds different content: stored fingerprint %s, incoming %s (same key, different payload is refused; change the due date or assignee with an update, or use a new action)",
		e.Key, short(e.Stored), short(e.Incoming))
}

func (e *FingerprintMismatchError) Is(target error) bool { return target == ErrFingerprintMismatch }

// StaleOwnerError: a write carried a generation the ledger has moved past (R12).
// Nothing was changed.
type StaleOwnerError struct {
	Key               string
	Owner             string
	Generation        int64
	CurrentGeneration int64
	CurrentOwner      string
}

func (e *StaleOwnerError) Error() string {
	return fmt.Sprintf("write to %s by %s refused: generation %d superseded by %d (owner %s)",
		e.Key, e.Owner, e.Generation, e.CurrentGeneration, e.CurrentOwner)
}

func (e *StaleOwnerError) Is(target error) bool { return target == ErrFenced }

// TransitionError: a state change outside the transition table.
type TransitionError struct {
	Key      string
	From, To State
}

func (e *TransitionError) Error() string {
	return fmt.Sprintf("%s: transition %s → %s not allowed", e.Key, e.From, e.To)
}

func (e *TransitionError) Is(target error) bool { return target == ErrInvalidTransition }

// SchemaVersionError: the database was written by a newer axagent.
type SchemaVersionError struct {
	Path           string
	DatabaseSchema int
	KnownSchema    int
}

func (e *SchemaVersionError) Error() string {
	return fmt.Sprintf("open ledger %s: schema version %d is newer than this axagent supports (%d); upgrade axagent",
		e.Path, e.DatabaseSchema, e.KnownSchema)
}

func (e *SchemaVersionError) Is(target error) bool { return target == ErrSchemaTooNew }

func short(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}
