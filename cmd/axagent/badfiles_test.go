package main

import (
	"context"
	"errors"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 29: a FIFO named *.md hung `register DIR` forever (SIGTERM
// ignored), and a dangling or looping *.md link made it exit with nothing
// registered. Now each is skipped with its reason, the rest of the folder
// is registered, and the exit status is 6.
func TestRegisterFolderSkipsWhatItCannotRead(t *testing.T) {
	parallel(t) // its own processes, directory and ports
	dir := t.TempDir()
	_, roster := examples(t)
	minutes := minutesDir(t, dir, map[string]string{"good.md": "# 회의 (M0914)\n\n## 액션 아이템\n- [ ] @민서 공급사 납기 회신 확인 (기한: 2026-09-21)\n"})
	if err := syscall.Mkfifo(filepath.Join(minutes, "pipe.md"), 0o644); err != nil {
		t.Skipf("no FIFOs: %v", err)
	}
	if ln, err := net.Listen("unix", filepath.Join(minutes, "sock.md")); err == nil {
		defer ln.Close()
	}
	os.Symlink(filepath.Join(minutes, "gone.md"), filepath.Join(minutes, "dangling.md"))
	os.Symlink("loop.md", filepath.Join(minutes, "loop.md"))
	db := filepath.Join(dir, "l.db")
	for _, dry := range []bool{true, false} {
		args := []string{"register", minutes, "--roster", roster, "--tenant", "demo", "--project", "P42", "--db", db, "--log-level", "warn"}
		if dry {
			args = append(args, "--dry-run")
		}
		// (A hang is forever; 120 s leaves room for a machine loaded with
		// the whole suite's processes, where 60 s was once not enough.)
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		cmd := exec.CommandContext(ctx, axagentBin(t), args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "AXAGENT_SANDBOX_URL=")
		out, err := cmd.CombinedOutput()
		timedOut := ctx.Err() != nil
		cancel()
		if timedOut {
			t.Fatalf("register %s (dry run %v) still running after 120 s: it waits on an entry\n%s", minutes, dry, out)
		}
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != exitSkipped {
			t.Fatalf("dry run %v: %v, want exit %d\n%s", dry, err, exitSkipped, out)
		}
		for _, want := range []string{"pipe.md", "named pipe", "sock.md", "socket", "dangling.md", "dangling symbolic link", "loop.md", "symbolic link loop"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("dry run %v: output does not name %q:\n%s", dry, want, out)
			}
		}
	}
	out, _, _ := axagent(t, dir, nil, "ledger", "list", "--db", db, "-o", "json")
	if !strings.Contains(out, "demo:P42:M0914:A001:create-task") {
		t.Fatalf("the readable file was not registered: %s", out)
	}
}
