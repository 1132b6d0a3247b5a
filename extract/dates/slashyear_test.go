package dates

import "testing"

// TestFindSlashYear: a date written "a/b/YYYY" names its meeting when the
// numbers show which is the month ("Date: 11/19/2026", "Meeting summary
// (19/11/2026)"); "12/02/2026" is a different day by country and is not
// taken.
func TestFindSlashYear(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Date: 11/19/2026", "2026-11-19"},
		{"Meeting summary for Partner Check-in (19/11/2026)", "2026-11-19"},
		{"Date: 11/11/2026", "2026-11-11"},
		{"Sprint review – 12/02/2026", ""},
		{"2026-11-19 (was 11/20/2026)", "2026-11-19"},
	} {
		got, ok := Find(c.in)
		if got.String() != c.want || ok != (c.want != "") {
			t.Errorf("Find(%q) = %v %v, want %q", c.in, got, ok, c.want)
		}
	}
}
