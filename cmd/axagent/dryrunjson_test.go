package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// register --dry-run -o json printed "possible_actions": null for notes
// with no possible action (and a folder's dry run the same inside each
// file's plan); the README promises [] for an empty list.
func TestDryRunJSONEmptyListsAreLists(t *testing.T) {
	dir := t.TempDir()
	_, roster := examples(t)
	minutes := filepath.Join(dir, "minutes")
	if err := os.MkdirAll(minutes, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(minutes, "2026-11-02.md"), []byte("# 회의 (2026-11-02)\n\n공유 사항 없음.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, target := range []string{filepath.Join(minutes, "2026-11-02.md"), minutes} {
		var out, errb bytes.Buffer
		code := runWith(context.Background(), []string{"register", target, "--roster", roster, "--tenant", "demo", "--project", "P42",
			"--dry-run", "-o", "json", "--db", filepath.Join(dir, "l.db")}, &out, &errb)
		if code != 0 || strings.Contains(out.String(), "null") || !strings.Contains(out.String(), `"possible_actions": []`) {
			t.Errorf("register %s --dry-run -o json: exit %d %s\n%s", filepath.Base(target), code, errb.String(), out.String())
		}
	}
}
