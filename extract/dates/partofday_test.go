package dates

import "testing"

// Dues the extractor now keeps whole (extract/rules' form matrix): a
// part of the day after a weekday, the end of a named day, 12/4일, and
// the meeting held on a day.
func TestPartOfDayAndDayEvent(t *testing.T) {
	meeting, _ := ParseISO("2026-11-30") // a Monday
	for expr, want := range map[string]string{
		"by Monday morning":          "2026-12-07",
		"by Friday afternoon":        "2026-12-04",
		"by end of day Friday":       "2026-12-04",
		"by end of the day tomorrow": "2026-12-01",
		"within a week":              "2026-12-07",
		"12/4일까지":                    "2026-12-04",
		"다음주 화요일 회의 전까지":             "2026-12-08",
		"12/4 발표 전까지":                "2026-12-04",
	} {
		r := Resolve(expr, meeting)
		if r.Date.String() != want {
			t.Errorf("%q: %v (%s), want %s", expr, r.Date, r.Reason, want)
		}
	}
}

// TestHourAloneIsMeetingDay: a deadline that is only an hour ("19시까지",
// "오후 6시까지", "자정까지", "by 5pm") falls on the meeting's day, as
// "오늘 19시까지" does; it is no date left to a person to guess.
func TestHourAloneIsMeetingDay(t *testing.T) {
	meeting, _ := ParseISO("2026-12-01")
	for _, expr := range []string{"19시까지", "오후 6시까지", "자정까지", "by 5pm", "14:30까지"} {
		r := Resolve(expr, meeting)
		if r.Date != meeting {
			t.Errorf("%q: got %+v, want the meeting date", expr, r)
		}
	}
}
