package config

import (
	"strings"
	"testing"
)

// Delivery IDs are remembered for the retention window, so the tolerance
// of webhook timestamps must be shorter: a replay inside the tolerance is
// then always recognised as a duplicate.
func TestWebhookToleranceWithinRetention(t *testing.T) {
	for body, want := range map[string]string{
		"webhook:\n  tolerance: 10m\n":                          "",
		"webhook:\n  tolerance: soon\n":                         "webhook.tolerance",
		"webhook:\n  tolerance: -1m\n":                          "more than 0",
		"retention_days: 1\nwebhook:\n  tolerance: 25h\n":       "less than the retention window",
		"webhook:\n  max_unauthenticated: -1\n":                 "must not be negative",
		"webhook:\n  legacy_signature: true\n  tolerance: 5m\n": "",
	} {
		_, err := Load(write(t, body))
		if (want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), want)) {
			t.Errorf("%q: %v, want %q", body, err, want)
		}
	}
}
