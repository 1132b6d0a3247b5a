package main

import (
	"bytes"
	"context"
	"log/slog"
	"testing"
)

// An in-process run logs to its own stderr and leaves slog's default
// alone: the in-process tests run in parallel, each on its own streams.
func TestRunWithLeavesDefaultLogger(t *testing.T) {
	parallel(t) // it only reads the global it checks
	before := slog.Default()
	var out, errb bytes.Buffer
	if code := runWith(context.Background(), []string{"version", "-v"}, &out, &errb); code != 0 {
		t.Fatalf("version: exit %d\n%s", code, errb.String())
	}
	if slog.Default() != before {
		t.Fatal("runWith replaced slog's default logger")
	}
}
