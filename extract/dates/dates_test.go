package dates

import (
	"strings"
	"testing"
)

func TestResolve(t *testing.T) {
	// 2026-09-14 is a Monday (the seed's meeting M0914).
	meeting := Date{2026, 9, 14}
	cases := []struct {
		expr, want string
	}{
		{"2026-09-21", "2026-09-21"},
		{"2026/9/21", "2026-09-21"},
		{"2026년 9월 21일", "2026-09-21"},
		{"20260921까지", "2026-09-21"},
		{"(20260921까지)", "2026-09-21"},
		{"9/21", "2026-09-21"},
		{"9월 21일까지", "2026-09-21"},
		{"1/5", "2027-01-05"},
		{"오늘", "2026-09-14"},
		{"내일까지", "2026-09-15"},
		{"모레", "2026-09-16"},
		{"tomorrow", "2026-09-15"},
		{"EOD", "2026-09-14"},
		{"월요일까지", "2026-09-21"}, // strictly after the meeting day
		{"월요일", "2026-09-21"},
		{"금욜", "2026-09-18"},
		{"금요일까지", "2026-09-18"},
		{"by Friday", "2026-09-18"},
		{"Monday", "2026-09-21"},
		{"EOD Tuesday", "2026-09-15"},
		{"by COB Friday", "2026-09-18"},
		{"이번 주 내", "2026-09-18"},
		{"이번 주 금요일", "2026-09-18"},
		{"이번주 금요일까지", "2026-09-18"},
		{"다음 주 수요일", "2026-09-23"},
		{"다음주 월요일까지", "2026-09-21"},
		{"this week Friday", "2026-09-18"},
		{"next week Monday", "2026-09-21"},
		{"Friday next week", "2026-09-25"},
		{"next week's Wednesday", "2026-09-23"},
		{"end of month", "2026-09-30"},
		{"월말까지", "2026-09-30"},
		{"EOM", "2026-09-30"},
		{"(due 2026-10-01)", "2026-10-01"},
		{"기한: 9/18", "2026-09-18"},
	}
	for _, c := range cases {
		r := Resolve(c.expr, meeting)
		if got := r.Date.String(); got != c.want {
			t.Errorf("Resolve(%q) = %q (reason %q), want %q", c.expr, got, r.Reason, c.want)
		}
	}
}

func TestResolveSundayWeek(t *testing.T) {
	// 2026-09-20 is a Sunday: 이번 주 월요일 is past, 다음 주 월요일 is the 21st.
	sun := Date{2026, 9, 20}
	if r := Resolve("이번 주 월요일", sun); r.Resolved() {
		t.Errorf("past day of this week resolved to %s", r.Date)
	}
	if r := Resolve("다음 주 월요일", sun); r.Date.String() != "2026-09-21" {
		t.Errorf("다음 주 월요일 = %s, want 2026-09-21", r.Date)
	}
	if r := Resolve("end of month", Date{2026, 2, 3}); r.Date.String() != "2026-02-28" {
		t.Errorf("end of February = %s", r.Date)
	}
}

func TestUnresolved(t *testing.T) {
	meeting := Date{2026, 9, 14}
	for _, expr := range []string{"ASAP", "soon", "as soon as possible", "early next week", "in a day or two", "Monday or Tuesday of next week", "next weekend", "for the next meeting", "next Friday", "later", "2026-02-30", "13/40", "9/10", "곧", "다음 분기", "20261340", "19990101", "12345678"} {
		r := Resolve(expr, meeting)
		if r.Resolved() {
			t.Errorf("Resolve(%q) = %s, want unresolved", expr, r.Date)
		}
		if r.Reason == "" {
			t.Errorf("Resolve(%q): no reason", expr)
		}
	}
}

func TestNoMeetingDate(t *testing.T) {
	for _, expr := range []string{"월요일까지", "tomorrow", "9/21", "end of month", "이번 주 금요일"} {
		r := Resolve(expr, Date{})
		if r.Resolved() || !strings.Contains(r.Reason, "meeting date") {
			t.Errorf("Resolve(%q) without meeting = %+v, want unresolved naming the meeting date", expr, r)
		}
	}
	if r := Resolve("2026-09-21", Date{}); r.Date.String() != "2026-09-21" {
		t.Errorf("absolute date without meeting = %+v", r)
	}
}

// TestRealNotesExpressions: the due expressions issue 12 found in real
// notes. The meeting is Monday 2026-09-14.
func TestRealNotesExpressions(t *testing.T) {
	meeting := Date{2026, 9, 14}
	cases := []struct{ expr, want string }{
		{"9월 30일 오후 3시까지", "2026-09-30"},
		{"9/30 오전", "2026-09-30"},
		{"9/30 자정까지", "2026-09-30"},
		{"01/05", "2027-01-05"},
		{"~금", "2026-09-18"},
		{"~ 금요일", "2026-09-18"},
		{"차주 월", "2026-09-21"},
		{"다음 주 수", "2026-09-23"},
		{"Sep 30", "2026-09-30"},
		{"by Sep 30", "2026-09-30"},
		{"30 Sep", "2026-09-30"},
		{"September 30th", "2026-09-30"},
		{"due Oct 2 at 5pm", "2026-10-02"},
		{"2026-09-21 (월)", "2026-09-21"},
		{"9/30 (Wed)", "2026-09-30"},
		{"by Friday 3pm", "2026-09-18"},
		{"by 9/30 EOD", "2026-09-30"},
		{"by Sep 30 at 5pm KST", "2026-09-30"},
		{"10/2 14:00까지", "2026-10-02"},
		{"다음 주 월요일 오전 10시까지", "2026-09-21"},
		{"9.30까지", "2026-09-30"},
		{"9. 30.(수)까지", "2026-09-30"},
		{"10.2 이내", "2026-10-02"},
		{"~10-02", "2026-10-02"},
		{"~09-30", "2026-09-30"},
	}
	for _, c := range cases {
		if r := Resolve(c.expr, meeting); r.Date.String() != c.want {
			t.Errorf("Resolve(%q) = %q (%s), want %s", c.expr, r.Date, r.Reason, c.want)
		}
	}
	// A weekday alone without a week word or tilde is not taken from one
	// syllable ("월" is also "month").
	if r := Resolve("8-9", meeting); r.Resolved() {
		t.Errorf("Resolve(8-9) = %s: a dashed pair without a tilde may be a range of weeks", r.Date)
	}
	if r := Resolve("월", meeting); r.Resolved() {
		t.Errorf("Resolve(월) = %s, want unresolved", r.Date)
	}
}

// TestResolveOnOrAfter: a schedule's month/day is the next such day on or
// after the meeting; prose keeps refusing a past day.
func TestResolveOnOrAfter(t *testing.T) {
	meeting := Date{2026, 9, 14}
	for _, c := range []struct{ expr, want string }{{"9/10", "2027-09-10"}, {"9/14", "2026-09-14"}, {"9/20", "2026-09-20"}, {"Sep 1", "2027-09-01"}, {"금요일", "2026-09-18"}} {
		if r := ResolveOnOrAfter(c.expr, meeting); r.Date.String() != c.want {
			t.Errorf("ResolveOnOrAfter(%q) = %q (%s), want %s", c.expr, r.Date, r.Reason, c.want)
		}
	}
	if r := Resolve("9/10", meeting); r.Resolved() {
		t.Errorf("Resolve(9/10) = %s: prose keeps refusing a past day", r.Date)
	}
	if r := ResolveOnOrAfter("9/10", Date{}); r.Resolved() {
		t.Errorf("no meeting date: %s", r.Date)
	}
}

// A date a person wrote unambiguously resolves: a day above 12 first is
// day then month, and a weekday in front of a date is checked against it.
func TestDayMonthAndWeekdayLeadDates(t *testing.T) {
	checkResolves(t, Date{2020, 12, 1}, []resolveCase{
		{expr: "16.12", want: "2020-12-16"},
		{expr: "by 25/1", want: "2021-01-25"},
		{expr: "by Fri. 1/8", want: "2021-01-08"},
		{expr: "Friday, 1/8", want: "2021-01-08"},
		{expr: "(금) 1.8", want: "2021-01-08"},
		{expr: "Mon 1/8", reason: "2021-01-08 is a Friday, not a Monday"},
		{expr: "13/13", reason: "not a valid date"},
		{expr: "5/6", want: "2021-05-06"},
		// The weekday after the date (a student team's "2021년 2월 22일
		// 월요일까지", "3/5 금요일까지"), checked against it as in front.
		{expr: "2021년 1월 8일 금요일까지", want: "2021-01-08"},
		{expr: "1월 8일 금요일까지", want: "2021-01-08"},
		{expr: "1/8 금요일까지", want: "2021-01-08"},
		{expr: "2021-01-08 금요일", want: "2021-01-08"},
		{expr: "1/8 금욜", want: "2021-01-08"},
		{expr: "by 1/8, Friday", want: "2021-01-08"},
		{expr: "1월 8일 월요일까지", reason: "2021-01-08 is a Friday, not a Monday"},
		{expr: "1/8 Mon", reason: "2021-01-08 is a Friday, not a Monday"},
	})
}

// TestWholeWeek: a week named without a day is due at the end of its
// working days (Friday), a weekend on its Sunday — the day after which
// the task is late.
func TestWholeWeek(t *testing.T) {
	for _, c := range []struct {
		meeting Date
		expr    string
		want    string
	}{
		// Monday 2026-09-14.
		{Date{2026, 9, 14}, "this week", "2026-09-18"},
		{Date{2026, 9, 14}, "이번 주", "2026-09-18"},
		{Date{2026, 9, 14}, "이번주까지", "2026-09-18"},
		{Date{2026, 9, 14}, "금주 중", "2026-09-18"},
		{Date{2026, 9, 14}, "by end of week", "2026-09-18"},
		{Date{2026, 9, 14}, "by the end of the week", "2026-09-18"},
		{Date{2026, 9, 14}, "EOW", "2026-09-18"},
		{Date{2026, 9, 14}, "next week", "2026-09-25"},
		{Date{2026, 9, 14}, "Next week", "2026-09-25"},
		{Date{2026, 9, 14}, "sometime next week", "2026-09-25"},
		{Date{2026, 9, 14}, "by end of next week", "2026-09-25"},
		{Date{2026, 9, 14}, "다음주까지", "2026-09-25"},
		{Date{2026, 9, 14}, "다음 주 중", "2026-09-25"},
		{Date{2026, 9, 14}, "차주", "2026-09-25"},
		{Date{2026, 9, 14}, "this weekend", "2026-09-20"},
		{Date{2026, 9, 14}, "이번 주말까지", "2026-09-20"},
		// Friday 2026-09-18: this week is today.
		{Date{2026, 9, 18}, "this week", "2026-09-18"},
		// Saturday 2026-05-04 style weekend meeting (2024-05-04 was a
		// Saturday): this week ends on Sunday, next week on next Friday.
		{Date{2024, 5, 4}, "이번 주", "2024-05-05"},
		{Date{2024, 5, 4}, "다음주까지", "2024-05-10"},
		{Date{2024, 5, 4}, "this weekend", "2024-05-05"},
		// Sunday 2026-09-20.
		{Date{2026, 9, 20}, "this weekend", "2026-09-20"},
		{Date{2026, 9, 20}, "next week", "2026-09-25"},
	} {
		r := Resolve(c.expr, c.meeting)
		if r.Date.String() != c.want || !r.Relative {
			t.Errorf("Resolve(%q, %s) = %q relative %v (%s), want %s", c.expr, c.meeting, r.Date, r.Relative, r.Reason, c.want)
		}
	}
	if r := Resolve("next week", Date{}); r.Resolved() || !strings.Contains(r.Reason, "meeting date") {
		t.Errorf("next week without a meeting date = %+v", r)
	}
}

// TestNextMeeting: "the next meeting" is the date the caller knows for
// it, and unresolved, saying why, when it knows none.
func TestNextMeeting(t *testing.T) {
	meeting, next := Date{2025, 11, 18}, Date{2025, 12, 2}
	for _, expr := range []string{"for the next meeting", "for next meeting", "by the next meeting", "before the next meeting", "by next call", "next meeting", "Next time", "다음 회의까지", "다음 회의 전까지", "다음 미팅 전", "차기 회의", "다음 스터디까지", "다음 정기 모임 전까지"} {
		if !IsNextMeeting(expr) {
			t.Errorf("IsNextMeeting(%q) = false", expr)
		}
		r := ResolveNext(expr, meeting, next)
		if r.Date != next || !r.NextMeeting {
			t.Errorf("ResolveNext(%q) = %+v, want %s", expr, r, next)
		}
		r = Resolve(expr, meeting)
		if r.Resolved() || !r.NextMeeting || !strings.Contains(r.Reason, "next meeting") {
			t.Errorf("Resolve(%q) without the next meeting = %+v, want unresolved naming the next meeting", expr, r)
		}
	}
	for _, expr := range []string{"next week", "the meeting", "next month", "next Friday", "다음 분기", "다음 멘토링 전까지"} {
		if IsNextMeeting(expr) {
			t.Errorf("IsNextMeeting(%q) = true", expr)
		}
	}
	if r := ResolveNext("for the next meeting", meeting, meeting); r.Resolved() {
		t.Errorf("a next meeting on the same day resolved: %+v", r)
	}
	if r := ResolveNext("for the next meeting", Date{}, next); r.Resolved() {
		t.Errorf("no meeting date resolved: %+v", r)
	}
}

// "next <weekday>" is read only where its two readings — the coming one,
// and the one in next week — are the same day.
func TestNextWeekdayWhereReadingsAgree(t *testing.T) {
	wed := Date{2026, 12, 2}
	for expr, want := range map[string]string{"next Monday": "2026-12-07", "next Tuesday": "2026-12-08", "next Wednesday": "2026-12-09"} {
		if r := Resolve(expr, wed); r.Date.String() != want || !r.Relative {
			t.Errorf("Resolve(%q) on Wednesday = %+v, want %s", expr, r, want)
		}
	}
	for _, expr := range []string{"next Thursday", "next Friday", "next Sunday"} {
		if r := Resolve(expr, wed); r.Resolved() || !strings.Contains(r.Reason, "ambiguous") {
			t.Errorf("Resolve(%q) on Wednesday = %+v, want ambiguous", expr, r)
		}
	}
	if r := Resolve("next Monday", Date{2026, 12, 7}); r.Date.String() != "2026-12-14" {
		t.Errorf("next Monday on a Monday = %s, want 2026-12-14", r.Date)
	}
	if r := Resolve("next Monday", Date{}); r.Resolved() || !r.Relative {
		t.Errorf("next Monday without a meeting date = %+v", r)
	}
}

// Spans counted from the meeting ("within two weeks", "2주 안에"), the end
// of the month however it is written, and a quarter's end resolve; a day
// count without 안에 ("3일까지" is the 3rd) and a quarter already over do
// not.
func TestResolveSpansAndQuarters(t *testing.T) {
	m := Date{2026, 5, 12}
	for expr, want := range map[string]string{
		"by the end of the month":   "2026-05-31",
		"within two weeks":          "2026-05-26",
		"in the next two weeks":     "2026-05-26",
		"in 3 days":                 "2026-05-15",
		"2주 안에":                     "2026-05-26",
		"2주 내로":                     "2026-05-26",
		"3일 안에":                     "2026-05-15",
		"by end of Q2":              "2026-06-30",
		"by Q3":                     "2026-09-30",
		"3일까지":                      "",
		"이번 주 안에":                   "2026-05-15",
		"이번 주까지":                    "2026-05-15",
		"이번 달 안으로":                  "2026-05-31",
		"2주차까지":                     "",
		"Q1":                        "",
		"this quarter":              "2026-06-30",
		"due:: 2026-05-20":          "2026-05-20",
		"by the end of the quarter": "2026-06-30",
		"이번 분기 내":                   "2026-06-30",
	} {
		r := Resolve(expr, m)
		got := ""
		if r.Resolved() {
			got = r.Date.String()
		}
		if got != want {
			t.Errorf("Resolve(%q) = %q (%s), want %q", expr, got, r.Reason, want)
		}
	}
}

// TestWeekdayWithDateInBrackets: a weekday or a weekend with its date in
// brackets, before an event or not (a study group's "다음주 월요일(06.24)
// 모임 전까지", "이번 주말(06.23)까지", "다음주 금요일(06.28) 9:00pm 회의
// 전까지"), is that date, checked against the weekday.
func TestWeekdayWithDateInBrackets(t *testing.T) {
	// 2024-06-21 is a Friday.
	checkResolves(t, Date{2024, 6, 21}, []resolveCase{
		{expr: "다음주 월요일(06.24) 모임 전까지", want: "2024-06-24"},
		{expr: "다음주 금요일(06.28) 9:00pm 회의 전까지", want: "2024-06-28"},
		{expr: "이번 주말(06.23)까지", want: "2024-06-23"},
		{expr: "다음 주말(06.30)까지", want: "2024-06-30"},
		{expr: "월요일(6/24)까지", want: "2024-06-24"},
		{expr: "금요일(6/28) 회의 전까지", want: "2024-06-28"},
		{expr: "수요일(6월 26일)까지", want: "2024-06-26"},
		{expr: "다음주 월요일(06.25) 모임 전까지", reason: "2024-06-25 is a Tuesday, not a Monday"},
	})
}

// resolveCase is a due expression and the date it resolves to, or the
// reason it does not.
type resolveCase struct{ expr, want, reason string }

func checkResolves(t *testing.T, meeting Date, cases []resolveCase) {
	t.Helper()
	for _, c := range cases {
		r := Resolve(c.expr, meeting)
		if c.want != "" && r.Date.String() != c.want {
			t.Errorf("Resolve(%q) = %v (%s), want %s", c.expr, r.Date, r.Reason, c.want)
		}
		if c.reason != "" && (r.Resolved() || !strings.Contains(r.Reason, c.reason)) {
			t.Errorf("Resolve(%q) = %v, reason %q: want unresolved with %q", c.expr, r.Date, r.Reason, c.reason)
		}
	}
}
