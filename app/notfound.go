package app

import (
	"errors"
	"fmt"
	"strings"

	"github.com/axagent/axagent/ledger"
)

// keyErr prefixes err from an operation on key with "op key: " (op may be
// empty). The ledger's not-found already names the key ("execution K: not
// found"), so when it is about that same key it is said once: "show K: not
// in the ledger", not "show K: execution K: not found". errors.Is still
// finds ledger.ErrNotFound (the CLI's exit 2).
func keyErr(op, key string, err error) error {
	prefix := strings.TrimSpace(op + " " + key)
	if errors.Is(err, ledger.ErrNotFound) && strings.Contains(err.Error(), key) {
		return fmt.Errorf("%s: %w", prefix, notInLedger{err})
	}
	return fmt.Errorf("%s: %w", prefix, err)
}

// notInLedger words a not-found about the key its message already names.
type notInLedger struct{ err error }

func (notInLedger) Error() string   { return "not in the ledger" }
func (e notInLedger) Unwrap() error { return e.err }
