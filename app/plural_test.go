package app

import "testing"

// One action is "1 action", not "1 actions" (register's summary and its
// next steps).
func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 actions", 1: "1 action", 2: "2 actions"} {
		if got := plural(n, "action"); got != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}
