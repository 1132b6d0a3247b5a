package dates

import (
	"strings"
	"testing"
)

// A date written as YYYY-MM-DD that the calendar lacks is said to be no
// such day, not asked to be written as YYYY-MM-DD, which it is.
func TestParseISOSaysWhatIsWrong(t *testing.T) {
	for in, want := range map[string]string{
		"2026-02-30": "no such day in the calendar",
		"2026-13-01": "no such day in the calendar",
		"2026/02/03": "want YYYY-MM-DD",
		"next Fri":   "want YYYY-MM-DD",
	} {
		if _, err := ParseISO(in); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), in) {
			t.Errorf("ParseISO(%q): %v; want it to name the input and say %q", in, err, want)
		}
	}
	if d, err := ParseISO("2028-02-29"); err != nil || d.String() != "2028-02-29" {
		t.Errorf("ParseISO(2028-02-29) = %v, %v", d, err)
	}
}
