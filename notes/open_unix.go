//go:build unix

package notes

import (
	"os"
	"syscall"
)

// openNonBlocking opens path for reading without waiting: a FIFO swapped
// in after the check opens at once (and is then refused) instead of
// waiting for a writer.
func openNonBlocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
}
