package main

import (
	"errors"

	"github.com/axagent/axagent/ledger"
)

func isConflict(err error) bool {
	return errors.Is(err, ledger.ErrFingerprintMismatch) || errors.Is(err, ledger.ErrFenced) ||
		errors.Is(err, ledger.ErrLeaseHeld) || errors.Is(err, ledger.ErrInvalidTransition)
}

// isNotFound: the key a command names is not in the ledger.
func isNotFound(err error) bool { return errors.Is(err, ledger.ErrNotFound) }

// isNotLedgerFile: --db names a directory or a file that is no ledger.
func isNotLedgerFile(err error) bool { return errors.Is(err, ledger.ErrNotLedgerFile) }
