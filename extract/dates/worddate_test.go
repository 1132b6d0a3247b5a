package dates

import "testing"

// TestWordDateWithYear: a due written as a date with its year in words
// ("Nov 17, 2026", "20 Nov 2026", "by November 17th, 2026") is that day,
// with or without a meeting date (issue 28: wiki date chips).
func TestWordDateWithYear(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Nov 17, 2026", "2026-11-17"},
		{"20 Nov 2026", "2026-11-20"},
		{"by November 17th, 2026", "2026-11-17"},
		{"Feb 30, 2026", ""},
	} {
		for _, meeting := range []Date{{}, {2026, 11, 10}} {
			r := Resolve(c.in, meeting)
			if r.Date.String() != c.want {
				t.Errorf("Resolve(%q, %v) = %+v, want %q", c.in, meeting, r, c.want)
			}
		}
	}
}

// TestEndOfDayTomorrow: "by end of day tomorrow" is the day after the
// meeting; "tonight" is the meeting's day.
func TestEndOfDayTomorrow(t *testing.T) {
	m := Date{2026, 11, 11}
	for in, want := range map[string]string{"by end of day tomorrow": "2026-11-12", "end of the day tomorrow": "2026-11-12", "tonight": "2026-11-11"} {
		if r := Resolve(in, m); r.Date.String() != want {
			t.Errorf("Resolve(%q) = %+v, want %s", in, r, want)
		}
	}
}
