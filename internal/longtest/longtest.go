// Package longtest gates the test suite's long tests (many processes,
// soaks, fuzzing): CI runs them — the README's test command with CI=true,
// as .ci/run sets — and so does anyone who sets AXAGENT_TEST_LONG=1; a
// developer's `go test ./pkg` skips them and stays quick (issue 32).
package longtest

import (
	"os"
	"testing"
)

// Enabled reports whether long tests run: CI=true or AXAGENT_TEST_LONG set.
func Enabled() bool {
	return os.Getenv("CI") == "true" || os.Getenv("AXAGENT_TEST_LONG") != ""
}

// Skip skips t unless long tests run, saying what it is and how to run it.
func Skip(t testing.TB, what string) {
	t.Helper()
	if !Enabled() {
		t.Skipf("long test (%s): runs in CI (CI=true) or with AXAGENT_TEST_LONG=1", what)
	}
}
