//go:build unix

package sandbox

import (
	"fmt"
	"os"
	"syscall"
)

// withFileLock runs fn holding an exclusive flock on path+".lock". The lock
// lives in a separate file because the state file itself is replaced by
// rename on every write, which would orphan a lock held on it. flock locks
// belong to the open file description, so two Services in one process
// exclude each other as well as two processes do.
func withFileLock(path string, fn func() error) error {
	f, err := os.OpenFile(path+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return fmt.Errorf("open sandbox lock: %w", err)
	}
	defer f.Close()
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return fmt.Errorf("lock sandbox state: %w", err)
	}
	defer syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
	return fn()
}
