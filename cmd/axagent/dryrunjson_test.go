package main

import (
	"bytes"
	"context"
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
	minutes := minutesDir(t, dir, map[string]string{"2026-11-02.md": "# 회의 (2026-11-02)\n\n공유 사항 없음.\n"})
	for _, target := range []string{filepath.Join(minutes, "2026-11-02.md"), minutes} {
		var out, errb bytes.Buffer
		code := runWith(context.Background(), []string{"register", target, "--roster", roster, "--tenant", "demo", "--project", "P42",
			"--dry-run", "-o", "json", "--db", filepath.Join(dir, "l.db")}, &out, &errb)
		if code != 0 || strings.Contains(out.String(), "null") || !strings.Contains(out.String(), `"possible_actions": []`) {
			t.Errorf("register %s --dry-run -o json: exit %d %s\n%s", filepath.Base(target), code, errb.String(), out.String())
		}
	}
}
