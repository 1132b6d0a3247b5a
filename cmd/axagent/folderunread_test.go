package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A folder run's closing summary counted only the files it read — "1
// files, 4 actions, …" — and said nothing of the two it could not read,
// whose rows had scrolled away above a long table (exit 6 alone said so).
// It names how many were not read, in the run's language.
func TestFolderSummaryCountsFilesNotRead(t *testing.T) {
	dir := t.TempDir()
	notesPath, roster := examples(t)
	b, err := os.ReadFile(notesPath)
	if err != nil {
		t.Fatal(err)
	}
	minutes := minutesDir(t, dir, map[string]string{"2026-09-14.md": string(b), "bad.md": "\xc8\xb8\xc0\xc7", "empty.md": ""})
	for lang, want := range map[string]string{"en": "2 files not read (RESULT says why)", "ko": "읽지 못한 파일 2개 (RESULT에 이유)"} {
		var out, errb bytes.Buffer
		code := runWith(context.Background(), []string{"register", minutes, "--roster", roster, "--tenant", "demo", "--project", "P42",
			"--lang", lang, "--no-wait", "--db", filepath.Join(dir, lang+".db")}, &out, &errb)
		if code != exitSkipped || !strings.Contains(out.String(), want) {
			t.Errorf("--lang %s: exit %d, want 6 and %q:\n%s\n%s", lang, code, want, out.String(), errb.String())
		}
	}
}
