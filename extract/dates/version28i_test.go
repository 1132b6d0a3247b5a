package dates

import "testing"

// A number after "Release", "v" or "version" is a version, not a date;
// the same number after other words is left to the date rules.
func TestVersionBefore(t *testing.T) {
	for before, want := range map[string]bool{
		"Ship Release ":         true,
		"tag v":                 true,
		"upgrade to version ":   true,
		"bump to Version":       true,
		"notes for rel. ":       true,
		"finish the slides by ": false,
		"the dev":               false,
		"move the review to ":   false,
		"":                      false,
	} {
		if got := VersionBefore(before); got != want {
			t.Errorf("VersionBefore(%q) = %t, want %t", before, got, want)
		}
	}
}
