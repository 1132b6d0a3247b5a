package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// worker --watch without a roster started, and then refused every file
// ("watch: not registered … no roster"), until someone restarted it with
// one. It is bad input at once, exit 2, saying what it needs.
func TestWatchWithoutRosterIsRefused(t *testing.T) {
	dir := t.TempDir()
	minutes := filepath.Join(dir, "minutes")
	if err := os.Mkdir(minutes, 0o755); err != nil {
		t.Fatal(err)
	}
	// Without the refusal the worker would run: the context ends it.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var out, errb bytes.Buffer
	code := runWith(ctx, []string{"worker", "--watch", minutes, "--tenant", "demo", "--project", "P42",
		"--db", filepath.Join(dir, "l.db")}, &out, &errb)
	if code != exitUsage || !strings.Contains(errb.String(), "needs a roster: pass --roster FILE") {
		t.Fatalf("worker --watch without a roster: exit %d\n%s", code, errb.String())
	}
}
