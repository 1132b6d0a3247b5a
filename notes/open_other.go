//go:build !unix

package notes

import "os"

// openNonBlocking opens path for reading (the platform has no
// non-blocking open; the check before the open stands alone).
func openNonBlocking(path string) (*os.File, error) { return os.Open(path) }
