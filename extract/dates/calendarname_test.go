package dates

import "testing"

// TestIsCalendarName: only the full names of months and weekdays, in any
// case; abbreviations and other words are not ("Sun" may be a person).
func TestIsCalendarName(t *testing.T) {
	for w, want := range map[string]bool{
		"June": true, "may": true, "SEPTEMBER": true, "Friday": true, "sunday": true,
		"Jun": false, "Sept": false, "Sun": false, "Fri": false, "Junes": false, "Mayday": false, "": false, "Ana": false,
	} {
		if got := IsCalendarName(w); got != want {
			t.Errorf("IsCalendarName(%q) = %v, want %v", w, got, want)
		}
	}
}
