//go:build !unix

package sandbox

import "errors"

func withFileLock(path string, fn func() error) error {
	return errors.New("sandbox state files need a unix system (flock)")
}
