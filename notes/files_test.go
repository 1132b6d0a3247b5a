package notes

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// badEntries makes, beside a good notes file, a FIFO, a socket, a dangling
// link and a link loop, all named *.md (issue 29: a FIFO hung register
// forever; one bad link stopped the whole folder).
func badEntries(t *testing.T, dir string) map[string]string {
	t.Helper()
	write(t, dir, "good.md", "# 회의 (M0914)\n\n## 액션 아이템\n- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n")
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo.md"), 0o644); err != nil {
		t.Skipf("no FIFOs here: %v", err)
	}
	if ln, err := net.Listen("unix", filepath.Join(dir, "sock.md")); err == nil {
		t.Cleanup(func() { ln.Close() })
	}
	os.Symlink(filepath.Join(dir, "gone.md"), filepath.Join(dir, "dangling.md"))
	os.Symlink("loop.md", filepath.Join(dir, "loop.md"))
	return map[string]string{"fifo.md": "named pipe", "sock.md": "socket", "dangling.md": "dangling symbolic link", "loop.md": "symbolic link loop"}
}

// Each bad entry is one file's error saying what it is, found without
// waiting on it; the good file is read.
func TestBadEntriesAreSkippedNamingWhy(t *testing.T) {
	dir := t.TempDir()
	want := badEntries(t, dir)
	done := make(chan struct{})
	var docs []Document
	var errs []error
	go func() {
		defer close(done)
		ls, err := List(dir)
		if err != nil {
			t.Error(err)
			return
		}
		errs = ls.Skipped
		d, e := ReadAll(ls.Files, ls.Root)
		docs, errs = d, append(errs, e...)
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("reading the folder waits on one of its entries")
	}
	if len(docs) != 1 || docs[0].Rel != "good.md" {
		t.Fatalf("read %v, want good.md only", docs)
	}
	got := map[string]string{}
	for _, e := range errs {
		var ue *UnsupportedError
		if !errors.As(e, &ue) {
			t.Fatalf("%v is not one file's error", e)
		}
		got[filepath.Base(ue.Path)] = ue.Why
	}
	for name, why := range want {
		if _, err := os.Lstat(filepath.Join(dir, name)); err != nil {
			continue // this platform could not make it
		}
		if !strings.Contains(got[name], why) {
			t.Errorf("%s: %q, want it named a %s", name, got[name], why)
		}
	}
}

// A sub-folder that cannot be read is reported and skipped; the rest of
// the folder is listed (root reads everything, so only as another user).
func TestUnreadableFolderIsSkipped(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads every folder")
	}
	dir := t.TempDir()
	write(t, dir, "a.md", "# a\n")
	write(t, dir, "locked/b.md", "# b\n")
	if err := os.Chmod(filepath.Join(dir, "locked"), 0); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.Chmod(filepath.Join(dir, "locked"), 0o755) })
	ls, err := List(dir)
	if err != nil || len(ls.Files) != 1 || len(ls.Skipped) != 1 || !strings.Contains(ls.Skipped[0].Error(), "permission denied") {
		t.Fatalf("List: %+v %v", ls, err)
	}
}

// A file or folder the process may not read is named as such.
func TestPermissionDeniedNamed(t *testing.T) {
	err := unreadable("/x/y.md", &os.PathError{Op: "open", Path: "/x/y.md", Err: syscall.EACCES})
	if !strings.Contains(err.Error(), "permission denied") {
		t.Fatalf("%v", err)
	}
}
