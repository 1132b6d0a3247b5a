//go:build unix

package connectortest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// ExclusiveLive holds, until t ends, an exclusive lock shared by every
// test process on this machine that writes to the live tracker name: the
// Redmine that .ci/run starts runs on SQLite, which answers 500 ("database
// is locked") to two creates at once, and go test runs packages in
// parallel.
func ExclusiveLive(t testing.TB, name string) {
	t.Helper()
	f, err := os.OpenFile(filepath.Join(os.TempDir(), "axagent-live-"+name+".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatalf("live %s lock: %v", name, err)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		f.Close()
		t.Fatalf("live %s lock: %v", name, err)
	}
	t.Cleanup(func() {
		syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
		f.Close()
	})
}
