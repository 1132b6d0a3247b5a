//go:build !unix

package connectortest

import "testing"

// ExclusiveLive is a no-op where flock is not available.
func ExclusiveLive(t testing.TB, name string) {}
