package notes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A symbolic link to a folder inside the notes folder (notes/2026 →
// /shared/minutes/2026) was passed over in silence: register said "no
// notes files found" (or registered the rest, exit 0) and the watcher
// listed files=0 without a word, while the notes in it were never read.
// It is named as not read, with why, at the start and when it appears.
func TestLinkedFolderIsNamedNotPassedOver(t *testing.T) {
	dir, other := t.TempDir(), t.TempDir()
	write(t, other, "2026-10-01.md", "# 회의\n- [ ] @민서 보고서 작성\n")
	write(t, dir, "a.md", "# a\n")
	if err := os.Symlink(other, filepath.Join(dir, "2026")); err != nil {
		t.Skipf("no symbolic links: %v", err)
	}
	ls, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(ls.Files) != 1 || len(ls.Skipped) != 1 || !strings.Contains(ls.Skipped[0].Error(), filepath.Join(dir, "2026")) ||
		!strings.Contains(ls.Skipped[0].Error(), "symbolic link to a folder") {
		t.Fatalf("listed %v, skipped %v; want a.md, and the link named", ls.Files, ls.Skipped)
	}
	r := startWatchRig(t, dir, func(string) error { return nil })
	if err := os.Symlink(other, filepath.Join(dir, "2027")); err != nil {
		t.Fatal(err)
	}
	r.write("b.md", "# b\n")
	r.event("b.md")
	r.settle()
	log := r.log.String()
	for _, want := range []string{filepath.Join(dir, "2026"), filepath.Join(dir, "2027"), "symbolic link to a folder"} {
		if !strings.Contains(log, want) {
			t.Errorf("the watcher's log does not name %q:\n%s", want, log)
		}
	}
}
