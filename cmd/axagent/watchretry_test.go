package main

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"github.com/axagent/axagent/app"
	"github.com/axagent/axagent/ledger"
	"github.com/axagent/axagent/notes"
)

// worker --watch: a file whose registration failed because the ledger was
// locked by another process was logged once ("watch: not registered …
// database is locked") and never registered. What failed as an operation
// is tried again; notes that cannot be read or are refused wait for the
// file to change, as a rerun of register would fail the same way.
func TestWatchRetriesOnlyWhatMayPass(t *testing.T) {
	for _, c := range []struct {
		name string
		err  error
		want bool
	}{
		{"ledger locked", fmt.Errorf("notes a.md: remember its meeting: notes file put: %w", errors.New("database is locked (5) (SQLITE_BUSY)")), true},
		{"extractor endpoint down", fmt.Errorf("extract a.md: %w", errors.New("dial tcp 127.0.0.1:1: connect: connection refused")), true},
		{"not UTF-8", &notes.UnsupportedError{Path: "a.md", Why: "not valid UTF-8"}, false},
		{"gone", fmt.Errorf("open a.md: %w", fs.ErrNotExist), false},
		{"bad input", &app.UsageError{Msg: "no roster"}, false},
		{"meeting clash", &app.RefusedError{Key: "demo:P42:W1", Msg: "another date"}, false},
		{"same key, other content", fmt.Errorf("submit: %w", ledger.ErrFingerprintMismatch), false},
	} {
		if got := watchRetries(c.err); got != c.want {
			t.Errorf("%s: retried %v, want %v", c.name, got, c.want)
		}
	}
}
