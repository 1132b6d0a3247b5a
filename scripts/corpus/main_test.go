package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestRebuildFromMirrors: a source is read at its commit from a bare
// mirror and from a mirror that is a work tree (repository in .git), and a
// split keeps only its sources.
func TestRebuildFromMirrors(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	mirrors := t.TempDir()
	t.Setenv("AXAGENT_CORPUS_MIRROR", mirrors)
	t.Setenv("AXAGENT_CORPUS_CACHE", t.TempDir())
	work := filepath.Join(t.TempDir(), "work")
	run := func(dir string, args ...string) string {
		t.Helper()
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@t", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@t")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	if err := os.MkdirAll(filepath.Join(work, "notes"), 0o755); err != nil {
		t.Fatal(err)
	}
	run(work, "init", "-q")
	if err := os.WriteFile(filepath.Join(work, "notes", "m.md"), []byte("- 민서: 금요일까지 배포\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(work, "add", ".")
	run(work, "commit", "-qm", "minutes")
	commit := run(work, "rev-parse", "HEAD")[:40]
	// One mirror as a work tree, one bare.
	run(mirrors, "clone", "-q", work, filepath.Join(mirrors, "o+tree", "repo"))
	run(mirrors, "clone", "-q", "--bare", work, filepath.Join(mirrors, "o+bare", "repo"))
	manifest := filepath.Join(t.TempDir(), "sources.json")
	if err := os.WriteFile(manifest, []byte(`{"sources": [
 {"id": "a", "repo": "o/tree", "commit": "`+commit+`", "split": "dev", "files": [{"path": "notes/m.md", "name": "a__m.md"}]},
 {"id": "b", "repo": "o/bare", "commit": "`+commit+`", "split": "test", "files": [{"path": "notes/m.md", "name": "b__m.md"}]}
]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	n, err := rebuild(manifest, out, "")
	if err != nil || n != 2 {
		t.Fatalf("rebuild: %d files, %v", n, err)
	}
	for _, name := range []string{"a__m.md", "b__m.md"} {
		if b, err := os.ReadFile(filepath.Join(out, name)); err != nil || string(b) != "- 민서: 금요일까지 배포\n" {
			t.Errorf("%s: %q %v", name, b, err)
		}
	}
	devOut := t.TempDir()
	if n, err := rebuild(manifest, devOut, "dev"); err != nil || n != 1 {
		t.Fatalf("dev split: %d files, %v", n, err)
	}
	if _, err := os.Stat(filepath.Join(devOut, "b__m.md")); !os.IsNotExist(err) {
		t.Errorf("test file written into the dev split: %v", err)
	}
}
