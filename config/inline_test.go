package config

import "testing"

func TestNotifyInline(t *testing.T) {
	for _, tc := range []struct {
		yaml     string
		def, got bool
	}{
		{"worker:\n  concurrency: 4\n", true, true}, {"worker:\n  concurrency: 4\n", false, false},
		{"worker:\n  notify_inline: true\n", false, true}, {"worker:\n  notify_inline: false\n", true, false},
	} {
		c, err := Load(write(t, tc.yaml))
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Worker.Inline(tc.def); got != tc.got {
			t.Errorf("%q: Inline(%v) = %v, want %v", tc.yaml, tc.def, got, tc.got)
		}
	}
}
