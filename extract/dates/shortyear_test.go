package dates

import "testing"

// A public document's date with the year cut to two digits ("'26. 8. 31.",
// issue 28, third Korean trials) is a full date.
func TestShortYearDate(t *testing.T) {
	meeting, _ := ParseISO("2026-08-10")
	for _, expr := range []string{"'26. 8. 31.", "'26. 8. 31.까지", "’26.8.31"} {
		r := Resolve(expr, meeting)
		if r.Date.String() != "2026-08-31" {
			t.Errorf("%q: got %v (%s), want 2026-08-31", expr, r.Date, r.Reason)
		}
	}
}
