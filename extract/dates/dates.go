// Package dates resolves the due-date expressions found in meeting notes
// ("월요일까지", "by Friday", "9/21", "end of month") against the meeting date.
//
// The rule is R1: a date is either resolved without doubt or left unresolved
// with the reason; it is never guessed. What is accepted:
//
//   - ISO dates (2026-09-21, 2026/09/21, 2026.09.21, 2026년 9월 21일): no
//     meeting date needed.
//   - Month/day without a year (9/21, 9월 21일): the meeting's year; when that
//     day lies more than six months before the meeting, the next year.
//     A month/day before the meeting date otherwise is unresolved (a past due
//     date is more likely a typo than an intent).
//   - 오늘/today/EOD (the meeting date), 내일/tomorrow, 모레.
//   - A weekday (월요일, 월욜, Monday, Mon, "EOD Tuesday"): the next such day
//     strictly after the meeting date.
//   - 이번 주/this week + weekday: that day in the meeting's week (Monday to
//     Sunday); unresolved when it is already past. 다음 주/next week + weekday:
//     that day in the following week.
//   - End of month (월말, 이번 달 말, end of month, end of the month, EOM), and
//     a month without a day as a week is read (이번 달까지, 이번 달 안으로,
//     "this month"): the last day of the meeting's month.
//   - A week without a day is due at the end of that week's working days, so
//     the task is late only once the week said is over: "this week", "이번
//     주", "금주", "end of (the) week", "EOW" → the Friday of the meeting's
//     week (a meeting on a Saturday or Sunday: that Sunday); "next week",
//     "다음 주", "차주", "내주", "sometime next week", "end of next week" →
//     the Friday of the following week; "this weekend", "이번 주말", "주말"
//     → the Sunday of the meeting's week.
//   - "The next meeting" ("for the next meeting", "by next call", "before
//     the next meeting", "next time", "다음 회의", "다음 미팅 전까지", a study
//     group's "다음 스터디까지") is
//     the series' next meeting: ResolveNext takes its date when the caller
//     knows it (package series); Resolve leaves it unresolved, saying so.
//
// Unresolved on purpose: "next Friday" (the coming Friday or the one after?),
// "early next week", "in a day or two", ASAP/soon/later, times of day other
// than EOD, and anything else.
package dates

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// DefaultTZ is the time zone used when neither flag nor config names one.
const DefaultTZ = "Asia/Seoul"

// Date is a calendar day.
type Date struct {
	Year  int
	Month time.Month
	Day   int
}

// IsZero reports whether d is the zero Date (no date).
func (d Date) IsZero() bool { return d == Date{} }

// String is YYYY-MM-DD, or "" for the zero Date.
func (d Date) String() string {
	if d.IsZero() {
		return ""
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
}

// Time is midnight of d in loc.
func (d Date) Time(loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	return time.Date(d.Year, d.Month, d.Day, 0, 0, 0, 0, loc)
}

// Of is the calendar day of t in its own location.
func Of(t time.Time) Date {
	y, m, d := t.Date()
	return Date{y, m, d}
}

func (d Date) addDays(n int) Date { return Of(d.Time(time.UTC).AddDate(0, 0, n)) }

func (d Date) weekday() time.Weekday { return d.Time(time.UTC).Weekday() }

func (d Date) before(o Date) bool { return d.Time(time.UTC).Before(o.Time(time.UTC)) }

// ParseISO parses YYYY-MM-DD strictly (the date really exists).
func ParseISO(s string) (Date, error) {
	t, err := time.Parse("2006-01-02", strings.TrimSpace(s))
	if err != nil {
		if isoShape.MatchString(strings.TrimSpace(s)) {
			// Written as asked: "want YYYY-MM-DD" sent the reader looking
			// for a format error in 2026-02-30.
			return Date{}, fmt.Errorf("parse date %q: no such day in the calendar", s)
		}
		return Date{}, fmt.Errorf("parse date %q: want YYYY-MM-DD", s)
	}
	return Of(t), nil
}

var isoShape = regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)

// LoadLocation loads a time zone; "" means DefaultTZ.
func LoadLocation(name string) (*time.Location, error) {
	if name == "" {
		name = DefaultTZ
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return nil, fmt.Errorf("load time zone %q: %w", name, err)
	}
	return loc, nil
}

// Result is the outcome of resolving one expression.
type Result struct {
	Date Date
	// Reason says why Date is zero; empty when resolved.
	Reason string
	// Relative is true when the expression needed the meeting date.
	Relative bool
	// NextMeeting is true when the expression names the series' next
	// meeting ("for the next meeting"): its date is that meeting's.
	NextMeeting bool
}

// Resolved reports whether a date was found.
func (r Result) Resolved() bool { return !r.Date.IsZero() }

var (
	reISO = regexp.MustCompile(`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$`)
	// 20210303: a date written without separators (Korean student notes:
	// "(20210303까지)"), years 2000-2099 only, so no other number reads
	// as one.
	reCompact   = regexp.MustCompile(`^(20\d{2})(\d{2})(\d{2})$`)
	reShortYear = regexp.MustCompile(`^['’‘]?(\d{2})\.\s*(\d{1,2})\.\s*(\d{1,2})\.?$`)
	reKoFull    = regexp.MustCompile(`^(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일$`)
	// 9/30, and 9.30 / 9. 30. as Korean notes write it.
	reMD       = regexp.MustCompile(`^(\d{1,2})(?:/|\.\s?)(\d{1,2})\.?$`)
	reKoMD     = regexp.MustCompile(`^(\d{1,2})\s*월\s*(\d{1,2})\s*일$`)
	reSpaces   = regexp.MustCompile(`\s+`)
	reKoPrefix = regexp.MustCompile(`^(이번\s*주|금주|다음\s*주|차주|담주)\s*`)
	reEnPrefix = regexp.MustCompile(`^(this|next)\s+week(?:'s)?\s+`)
	reEnSuffix = regexp.MustCompile(`^(.+?)\s+(this|next)\s+week$`)
	// Words in front of the date itself that carry no meaning for the day.
	// A deadline noun leads a date as often as a preposition does ("마감일
	// 10월 16일", "제출 기한 10/16", "데드라인 금요일"); the longer noun goes
	// first, so the 일 of 마감일 is never read as Sunday.
	reLead = regexp.MustCompile(`^(?:(?:(?:due\s+date|deadline)\s+of|due\s+date|due|by|until|till|before|on|deadline|eta|(?:제출\s*)?(?:마감\s*기한|마감일|마감|기한일|기한)|데드라인|납기)\s*[:：]{0,2}\s*)+`)
	// A deadline noun closing the date: "금요일 마감", "10/16 제출 마감",
	// "10/16까지 제출", "Friday deadline". Only at the very end, so "마감
	// 회의" (a meeting) and "마감했습니다" (done) are no deadline.
	reTrailNoun = regexp.MustCompile(`\s*(?:(?:(?:전)?까지\s*)?(?:제출\s*)?(?:마감일|마감|기한|데드라인)|(?:전)?까지\s*제출|\bdeadline|\bdue)$`)
	// A time of day adds nothing to a due date: "9월 30일 오후 3시", "3/27
	// 자정", "Sep 30 at 3pm", "5pm".
	reTimeOfDay = regexp.MustCompile(`(?:\s*(?:오전|오후|저녁|아침|밤|새벽|낮)?\s*\d{1,2}\s*시(?:\s*\d{1,2}\s*분|\s*반)?|\s*(?:오전|오후|저녁|아침|밤|새벽|낮|자정|정오)|\s*(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\s*at\s+\d{1,2}:\d{2}|\s*\d{1,2}:\d{2}|\s*(?:at\s+)?noon|\s*(?:at\s+)?midnight|\s+(?:eod|cob|eob)|\s+(?:morning|afternoon|evening|night)|\s+(?:[a-z]{2,4}t|utc|kst|pst|pdt|est|edt|cet))$`)
	// reSlashDayIl: "12/4일" (a month/day written with 일).
	reSlashDayIl = regexp.MustCompile(`^(\d{1,2}/\d{1,2})\s*일$`)
	// reDayEventKo: a weekday or a date, then the event held on it
	// ("화요일 회의", "12/4 발표").
	reDayEventKo = regexp.MustCompile(`^(.*(?:요일|욜|\d{1,2}/\d{1,2}|\d{1,2}\s*일))(?:\s+\d{1,2}:\d{2}\s*(?:am|pm)?|\s+(?:오전|오후|저녁)?\s*\d{1,2}\s*시)?\s+(?:회의|미팅|정기\s*회의|발표|수업|스터디|모임|세미나)$`)
	// reWeekdayParenDate: a weekday or a weekend with its date in
	// brackets ("다음주 월요일(06.24)", "이번 주말(06.23)"): the date,
	// then the weekday it is checked against.
	reWeekdayParenDate = regexp.MustCompile(`^(?:(?:이번|다음|차)\s*)?(?:주\s*([월화수목금토일](?:요일|욜))|([월화수목금토일](?:요일|욜))|주말)\s*\((\d{1,2}[./]\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일)\)?`)
	// A weekday in parentheses after a date: "2026-04-21 (월)", "9/30 (Wed)".
	reDayParen = regexp.MustCompile(`\s*\((?:[월화수목금토일](?:요일)?|[a-z]{3,9})\)?$`)
	reDashMD   = regexp.MustCompile(`^(\d{1,2})-(\d{1,2})$`)
	reMonName  = regexp.MustCompile(`^(` + enMonths + `)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$`)
	reDayMon   = regexp.MustCompile(`^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(` + enMonths + `)\.?$`)
)

const enMonths = `january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec`

var monthNum = map[string]int{"jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12}

// IsCalendarName: w is the full English name of a month or a weekday
// ("June", "friday"), a word that names a time, not a person.
func IsCalendarName(w string) bool {
	w = strings.ToLower(w)
	if m := monthOf(w); m != 0 && strings.ToLower(time.Month(m).String()) == w {
		return true
	}
	wd, ok := enWeekdays[w]
	return ok && strings.ToLower(wd.String()) == w
}

func monthOf(name string) int {
	if len(name) < 3 {
		return 0
	}
	return monthNum[name[:3]]
}

var koWeekdays = map[string]time.Weekday{
	"월": time.Monday, "화": time.Tuesday, "수": time.Wednesday, "목": time.Thursday,
	"금": time.Friday, "토": time.Saturday, "일": time.Sunday,
}

var enWeekdays = map[string]time.Weekday{
	"monday": time.Monday, "mon": time.Monday, "tuesday": time.Tuesday, "tue": time.Tuesday, "tues": time.Tuesday,
	"wednesday": time.Wednesday, "wed": time.Wednesday, "thursday": time.Thursday, "thu": time.Thursday, "thur": time.Thursday, "thurs": time.Thursday,
	"friday": time.Friday, "fri": time.Friday, "saturday": time.Saturday, "sat": time.Saturday, "sunday": time.Sunday, "sun": time.Sunday,
}

// weekdayOf recognises 월요일, 월욜, (월), Monday, Mon.
func weekdayOf(s string) (time.Weekday, bool) {
	s = strings.Trim(s, "()[] ")
	if wd, ok := enWeekdays[s]; ok {
		return wd, true
	}
	for _, suf := range []string{"요일", "욜"} {
		if head, ok := strings.CutSuffix(s, suf); ok {
			if wd, ok := koWeekdays[head]; ok {
				return wd, true
			}
		}
	}
	return 0, false
}

// Clean normalises an expression as written: NFC, lower case, spaces
// collapsed, a trailing 까지/까지는/전까지 and punctuation removed, and lead words
// such as "by" or "due" dropped.
func Clean(expr string) string {
	s := strings.ToLower(norm.NFC.String(expr))
	s = strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(".,;:!?()[]*_~\"'", r) })
	s = reSpaces.ReplaceAllString(s, " ")
	if h := strings.TrimSpace(reTrailNoun.ReplaceAllString(s, "")); h != "" {
		s = h
	}
	for _, suf := range []string{"까지는", "까지", "전까지", "중으로", "중에", "중"} {
		if h, ok := strings.CutSuffix(s, suf); ok && h != "" {
			s = strings.TrimSpace(h)
			break
		}
	}
	s = strings.TrimSpace(reLead.ReplaceAllString(s, ""))
	s = strings.TrimSpace(strings.TrimLeft(s, "~～"))
	// "by the end of the month": the article says nothing of the date.
	if h, ok := strings.CutPrefix(s, "the end of "); ok {
		s = "end of " + h
	}
	// "by end of day friday": the day's end is the day.
	for _, lead := range []string{"end of day ", "end of the day "} {
		if h, ok := strings.CutPrefix(s, lead); ok && strings.TrimSpace(h) != "" {
			s = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(h), "on "))
		}
	}
	// "이번 주 안에", "이번 달 안으로": within a named period is by its end;
	// a count ("3일 안에") stays as written for the span rule.
	for _, suf := range []string{"안에", "안으로"} {
		if h, ok := strings.CutSuffix(s, suf); ok && strings.TrimSpace(h) != "" && !unicode.IsDigit([]rune(strings.TrimSpace(h))[0]) {
			s = strings.TrimSpace(h)
		}
	}
	if m := reWeekdayParenDate.FindStringSubmatchIndex(s); m != nil {
		// "다음주 월요일(06.24) 모임": the date the brackets give, the
		// weekday kept after it to be checked (dateThenWeekday).
		day := ""
		for _, g := range []int{2, 4} {
			if m[g] >= 0 {
				day = s[m[g]:m[g+1]]
			}
		}
		s = strings.TrimSpace(s[m[6]:m[7]] + " " + day + s[m[1]:])
	}
	for i := 0; i < 2; i++ {
		// "12/4일", "다음주 화요일 회의 (전까지)": a date's 일, and the
		// meeting held on the day, say no more than the day.
		s = strings.TrimSpace(reSlashDayIl.ReplaceAllString(s, "$1"))
		s = strings.TrimSpace(reDayEventKo.ReplaceAllString(s, "$1"))
		s = strings.TrimSpace(reDayParen.ReplaceAllString(s, ""))
		if t := strings.TrimSpace(reTimeOfDay.ReplaceAllString(s, "")); t != "" || s == "" {
			s = t
		} else {
			// "19시까지", "오후 6시까지", "by 5pm": an hour alone is on
			// the meeting's day.
			s = "오늘"
		}
		for _, suf := range []string{"까지는", "까지", "전까지", "전", "이내", "내로", "내에", "중으로", "중"} {
			if h, ok := strings.CutSuffix(s, suf); ok && h != "" {
				s = strings.TrimSpace(h)
				break
			}
		}
	}
	return s
}

// Resolve resolves expr against the meeting date. meeting may be zero (no
// meeting date known): then only absolute dates resolve. "The next
// meeting" stays unresolved (see ResolveNext).
// reThisOrNextWeek: "this week or next (week)", as written (Clean reads
// a trailing "next" as a noun's).
var reThisOrNextWeek = regexp.MustCompile(`(?i)^(?:by\s+|before\s+|until\s+)?(?:the\s+end\s+of\s+)?this\s+week\s+or\s+(?:the\s+)?next(?:\s+(?:one|week))?$`)

func Resolve(expr string, meeting Date) Result { return ResolveNext(expr, meeting, Date{}) }

// ResolveNext is Resolve knowing the date of the series' next meeting
// (zero when not known): a due date that names the next meeting ("for the
// next meeting", "다음 회의까지") is that date.
func ResolveNext(expr string, meeting, next Date) Result {
	s := Clean(expr)
	if s == "" {
		if strings.TrimSpace(expr) == "" {
			return Result{Reason: "empty due date"}
		}
		// Only the words around a date ("by", "마감", "~"): the reason
		// quotes them, so a person sees what was written.
		return Result{Reason: fmt.Sprintf("due %q is %s", expr, notADate)}
	}
	if reNextMeeting.MatchString(s) { // IsNextMeeting, s already clean
		switch {
		case meeting.IsZero():
			return Result{Relative: true, NextMeeting: true, Reason: fmt.Sprintf("due %q is the next meeting and the meeting date is unknown (give --meeting-date or a date: line)", expr)}
		case next.IsZero():
			return Result{Relative: true, NextMeeting: true, Reason: fmt.Sprintf("due %q is the next meeting, whose date axagent does not know (the series has no later meeting and no regular cadence yet)", expr)}
		case !meeting.before(next):
			return Result{Relative: true, NextMeeting: true, Reason: fmt.Sprintf("due %q is the next meeting, but the date found for it (%s) is not after this meeting (%s)", expr, next, meeting)}
		}
		return Result{Date: next, Relative: true, NextMeeting: true}
	}
	if reThisOrNextWeek.MatchString(strings.Trim(strings.TrimSpace(expr), ".,;")) {
		// "this week or next": the later of the two is the deadline.
		return ResolveNext("next week", meeting, next)
	}
	if r, ok := written(s, expr, meeting); ok {
		return r
	}
	if r, ok := weekdayThenDate(s, expr, meeting); ok {
		return r
	}
	if r, ok := dateThenWeekday(s, expr, meeting); ok {
		return r
	}
	rel := func(f func() Result) Result {
		if meeting.IsZero() {
			return Result{Relative: true, Reason: fmt.Sprintf("due %q is relative and the meeting date is unknown (give --meeting-date or a date: line)", expr)}
		}
		r := f()
		r.Relative = true
		return r
	}
	switch s {
	case "오늘", "today", "tonight", "eod", "end of day", "end of today", "금일", "당일":
		return rel(func() Result { return Result{Date: meeting} })
	case "내일", "tomorrow", "eod tomorrow", "end of day tomorrow", "end of the day tomorrow", "명일":
		return rel(func() Result { return Result{Date: meeting.addDays(1)} })
	case "모레":
		return rel(func() Result { return Result{Date: meeting.addDays(2)} })
	case "월말", "이번 달 말", "이달 말", "이번달 말", "이번 달 말일", "이달 말일", "end of month", "end of the month", "eom", "month end", "end of this month",
		"이번 달", "이번달", "이달", "금월", "this month":
		return rel(func() Result {
			first := Date{meeting.Year, meeting.Month, 1}
			return Result{Date: Of(first.Time(time.UTC).AddDate(0, 1, -1))}
		})
	}
	if n, unit, ok := span(s); ok {
		// "within two weeks", "in 3 days", "2주 안에": that many days or
		// weeks after the meeting.
		return rel(func() Result {
			if unit == "week" {
				n *= 7
			}
			return Result{Date: meeting.addDays(n)}
		})
	}
	if reThisQuarter.MatchString(s) {
		// "this quarter", "이번 분기 내": the last day of the meeting's
		// quarter.
		return rel(func() Result {
			q := (int(meeting.Month)-1)/3 + 1
			return Result{Date: Of(time.Date(meeting.Year, time.Month(3*q+1), 0, 0, 0, 0, 0, time.UTC))}
		})
	}
	if q, ok := quarterEnd(s); ok {
		// "end of Q2", "by Q3": the quarter's last day in the meeting's
		// year; a quarter already over is a person's to say.
		return rel(func() Result {
			d := Of(time.Date(meeting.Year, time.Month(3*q+1), 0, 0, 0, 0, 0, time.UTC))
			if d.before(meeting) {
				return Result{Reason: fmt.Sprintf("due %q is already past on the meeting date %s", expr, meeting)}
			}
			return Result{Date: d}
		})
	}
	if week, ok := wholeWeek(s); ok {
		return rel(func() Result {
			start := weekStart(meeting)
			switch week {
			case "weekend":
				return Result{Date: start.addDays(6)}
			case "next":
				return Result{Date: start.addDays(7 + 4)}
			}
			// This week's Friday; on a weekend meeting the week's
			// working days are over and it ends on Sunday.
			if d := start.addDays(4); !d.before(meeting) {
				return Result{Date: d}
			}
			return Result{Date: start.addDays(6)}
		})
	}
	// 이번 주 금요일, 다음 주 월요일, this week Friday, next week's Monday,
	// Friday next week.
	week, day := "", s
	if m := reKoPrefix.FindStringSubmatch(s); m != nil {
		week, day = strings.ReplaceAll(m[1], " ", ""), s[len(m[0]):]
		if week == "금주" {
			week = "이번주"
		} else if week == "차주" || week == "담주" {
			week = "다음주"
		}
	} else if m := reEnPrefix.FindStringSubmatch(s); m != nil {
		week, day = m[1], s[len(m[0]):]
	} else if m := reEnSuffix.FindStringSubmatch(s); m != nil {
		week, day = m[2], m[1]
	}
	for _, end := range []string{"eod ", "cob ", "eob "} {
		// "EOD Tuesday", "by COB Friday": the end of that working day.
		day = strings.TrimPrefix(day, end)
	}
	day = strings.TrimPrefix(day, "the ")
	wd, ok := weekdayOf(day)
	if !ok {
		// "차주 월", "~금": a one-syllable weekday after a week word or a
		// tilde (Clean dropped it) is a weekday too.
		if w, one := koWeekdays[day]; one && (week != "" || strings.ContainsAny(expr, "~～")) {
			wd, ok = w, true
		}
	}
	if ok {
		return rel(func() Result {
			switch week {
			case "":
				return Result{Date: nextWeekday(meeting, wd)}
			case "이번주", "this":
				d := weekStart(meeting).addDays(isoOffset(wd))
				if d.before(meeting) {
					return Result{Reason: fmt.Sprintf("due %q is already past on the meeting date %s", expr, meeting)}
				}
				return Result{Date: d}
			default: // 다음주, next
				return Result{Date: weekStart(meeting).addDays(7 + isoOffset(wd))}
			}
		})
	}
	if strings.HasPrefix(s, "next ") {
		if wd, ok := weekdayOf(strings.TrimPrefix(s, "next ")); ok {
			return rel(func() Result {
				// "next Monday" said on a Wednesday: the coming Monday is
				// next week's Monday, so both readings agree and nothing
				// is guessed. "next Friday" said on a Monday is this
				// week's Friday or next week's: a person says which.
				if coming := nextWeekday(meeting, wd); coming == weekStart(meeting).addDays(7+isoOffset(wd)) {
					return Result{Date: coming}
				}
				return Result{Reason: fmt.Sprintf("due %q is ambiguous (the coming one or the one after?); write the date or \"next week %s\"", expr, strings.TrimPrefix(s, "next "))}
			})
		}
	}
	return Result{Reason: fmt.Sprintf("due %q is %s", expr, notADate)}
}

var (
	reSpanEn = regexp.MustCompile(`^(?:within|in)\s+(?:the\s+next\s+)?(\d{1,2}|a|one|two|three|four|five|six)\s+(day|week)s?$`)
	// "2주 안에", "3일 이내" as Clean leaves them ("2주", "3일 안에"): a day
	// count only with 안에, since "3일까지" is the 3rd of the month.
	reSpanKo  = regexp.MustCompile(`^(\d{1,2})\s*(?:주(?:일)?(?:\s*(?:안에|안))?|일\s*(?:안에|안))$`)
	reQuarter = regexp.MustCompile(`^(?:(?:the\s+)?end\s+of\s+(?:the\s+)?|eo)?q([1-4])$`)
	enCount   = map[string]int{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
)

// span reads a number of days or weeks from the meeting: "within two
// weeks", "in 3 days", "2주 안에", "3일 안에".
func span(s string) (int, string, bool) {
	if m := reSpanEn.FindStringSubmatch(s); m != nil {
		n, ok := enCount[m[1]]
		if !ok {
			n = atoi(m[1])
		}
		return n, m[2], n > 0
	}
	if m := reSpanKo.FindStringSubmatch(s); m != nil {
		n := atoi(m[1])
		if strings.Contains(s, "주") {
			return n, "week", n > 0
		}
		return n, "day", n > 0
	}
	return 0, "", false
}

// quarterEnd reads "q2", "end of q2", "eoq2": the quarter.
func quarterEnd(s string) (int, bool) {
	if m := reQuarter.FindStringSubmatch(s); m != nil {
		return atoi(m[1]), true
	}
	return 0, false
}

// reThisQuarter: the meeting's own quarter ("this quarter", "end of the
// quarter"), which ends on a known day.
var reThisQuarter = regexp.MustCompile(`^(?:(?:the\s+)?end\s+of\s+)?(?:this|the|the\s+current)\s+quarter$|^(?:the\s+)?end\s+of\s+quarter$|^이번\s*분기(?:\s*(?:내|안|중|말))?$`)

// notADate closes the reason of an expression dates does not read as a
// date at all (as against one it reads and refuses: past, ambiguous).
const notADate = "not a date axagent can resolve without guessing"

// IsDateExpr reports whether expr reads as a date expression: one Resolve
// resolves, or one it recognises and refuses (past, ambiguous, the next
// meeting). "deadline was missed" and "마감 회의" are no date expression; a
// caller uses this to tell a deadline noun with a date from one without.
func IsDateExpr(expr string) bool {
	// Any meeting date will do: only whether expr is read matters here.
	r := Resolve(expr, Date{2000, time.January, 3})
	return r.Resolved() || r.Reason != "" && r.Reason != "empty due date" && !strings.HasSuffix(r.Reason, notADate)
}

// reWeekLead: words in front of a week that say "at some point in it" or
// "by its end" ("sometime next week", "by the end of this week").
var reWeekLead = regexp.MustCompile(`^(?:(?:sometime|some time|during|within|in|over|by|until|till|before|for|at)\s+)*(?:the\s+)?(?:(?:end|course)\s+of\s+(?:the\s+)?)?`)

// wholeWeek reads a week named without a day: "this" (이번 주, this week,
// end of week), "next" (다음 주, 차주, next week) or "weekend" (this
// weekend, 이번 주말).
func wholeWeek(s string) (string, bool) {
	switch strings.ReplaceAll(s, " ", "") {
	case "이번주", "금주", "이번주내", "이번주안":
		return "this", true
	case "다음주", "차주", "담주", "내주", "다음주내", "다음주안", "다음주중":
		return "next", true
	case "이번주말", "주말", "금주말":
		return "weekend", true
	}
	s = strings.TrimSpace(reWeekLead.ReplaceAllString(s, ""))
	switch s {
	case "this week", "week", "the week", "this week's end", "eow", "end of week", "week's end":
		return "this", true
	case "next week", "end of next week", "next week's end":
		return "next", true
	case "this weekend", "weekend", "the weekend":
		return "weekend", true
	}
	return "", false
}

// reNextMeeting is a due date that names the next meeting of the series.
var reNextMeeting = regexp.MustCompile(`^(?:(?:for|by|before|until|till|at|on|in|during|prior to|ahead of)\s+)?(?:the\s+)?next\s+(?:meeting|call|sync|session|time|weekly(?:\s+(?:meeting|call|sync))?|(?:tsc|team|community|project|wg)\s+(?:meeting|call))$|^(?:다음|차기|다음번)\s*(?:회의|미팅|모임|시간|주\s*회의|주\s*미팅|정기\s*회의|정기\s*모임|스터디|세션|스크럼|주간\s*회의)(?:\s*(?:전|때))?$`)

// IsNextMeeting reports whether expr names the series' next meeting as a
// due date ("for the next meeting", "by next call", "다음 회의 전까지").
func IsNextMeeting(expr string) bool { return reNextMeeting.MatchString(Clean(expr)) }

// written reads a date written out: with its year, or a month and day.
func written(s, expr string, meeting Date) (Result, bool) {
	if r, ok := absolute(s); ok {
		return r, true
	}
	return monthDay(s, expr, meeting)
}

func absolute(s string) (Result, bool) {
	if m := reISO.FindStringSubmatch(s); m != nil {
		return ymd(s, atoi(m[1]), atoi(m[2]), atoi(m[3])), true
	}
	if m := reKoFull.FindStringSubmatch(s); m != nil {
		return ymd(s, atoi(m[1]), atoi(m[2]), atoi(m[3])), true
	}
	if m := reCompact.FindStringSubmatch(s); m != nil {
		return ymd(s, atoi(m[1]), atoi(m[2]), atoi(m[3])), true
	}
	// "'26. 8. 31.": a public document's date, the year cut to its last
	// two digits (2000-2099).
	if m := reShortYear.FindStringSubmatch(s); m != nil {
		return ymd(s, 2000+atoi(m[1]), atoi(m[2]), atoi(m[3])), true
	}
	// "Nov 17, 2026", "20 Nov 2026", "November 17th, 2026": a date with
	// its year in words, as wiki date chips write it.
	t := strings.TrimRight(s, ". ")
	if m := reFindEn.FindStringSubmatchIndex(t); m != nil && m[0] == 0 && m[1] == len(t) {
		return ymd(s, atoi(t[m[6]:m[7]]), monthOf(strings.ToLower(t[m[2]:m[3]])), atoi(t[m[4]:m[5]])), true
	}
	if m := reFindEn2.FindStringSubmatchIndex(t); m != nil && m[0] == 0 && m[1] == len(t) {
		return ymd(s, atoi(t[m[6]:m[7]]), monthOf(strings.ToLower(t[m[4]:m[5]])), atoi(t[m[2]:m[3]])), true
	}
	return Result{}, false
}

func ymd(expr string, y, m, d int) Result {
	if m < 1 || m > 12 || d < 1 || d > 31 {
		return Result{Reason: fmt.Sprintf("due %q is not a valid date", expr)}
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Day() != d {
		return Result{Reason: fmt.Sprintf("due %q is not a valid date", expr)}
	}
	return Result{Date: Of(t)}
}

// resolveMonthDay applies the year rule of a month/day without a year.
func resolveMonthDay(expr string, m, d int, meeting Date) Result {
	if meeting.IsZero() {
		return Result{Relative: true, Reason: fmt.Sprintf("due %q has no year and the meeting date is unknown", expr)}
	}
	r := ymd(expr, meeting.Year, m, d)
	if !r.Resolved() {
		r.Relative = true
		return r
	}
	if r.Date.before(meeting) {
		if meeting.Time(time.UTC).Sub(r.Date.Time(time.UTC)) > 183*24*time.Hour {
			r = ymd(expr, meeting.Year+1, m, d)
		} else {
			r = Result{Reason: fmt.Sprintf("due %q is before the meeting date %s", expr, meeting)}
		}
	}
	r.Relative = true
	return r
}

func monthDay(s, expr string, meeting Date) (Result, bool) {
	if m := reMD.FindStringSubmatch(s); m != nil {
		a, b := atoi(m[1]), atoi(m[2])
		if a > 12 && b >= 1 && b <= 12 {
			// "16.12", "25/3": no month is above 12, so the only reading
			// is day then month, as much of the world writes it.
			a, b = b, a
		}
		return resolveMonthDay(expr, a, b, meeting), true
	}
	if m := reKoMD.FindStringSubmatch(s); m != nil {
		return resolveMonthDay(expr, atoi(m[1]), atoi(m[2]), meeting), true
	}
	if m := reMonName.FindStringSubmatch(s); m != nil {
		return resolveMonthDay(expr, monthOf(m[1]), atoi(m[2]), meeting), true
	}
	// "~04-24": a dashed month-day only after a deadline tilde ("8-9" alone
	// is as likely a range of weeks).
	if m := reDashMD.FindStringSubmatch(s); m != nil && strings.ContainsAny(expr, "~～") {
		return resolveMonthDay(expr, atoi(m[1]), atoi(m[2]), meeting), true
	}
	if m := reDayMon.FindStringSubmatch(s); m != nil {
		return resolveMonthDay(expr, monthOf(m[2]), atoi(m[1]), meeting), true
	}
	return Result{}, false
}

// reWeekdayLead is a weekday written in front of a date: "fri. 1/8",
// "friday, 9/30", "(금) 9.30".
var reWeekdayLead = regexp.MustCompile(`^\(?([a-z]{3,9}|[월화수목금토일](?:요일)?)\)?[.,]?\s+(.+)$`)

// weekdayThenDate resolves a date preceded by its weekday; a weekday that
// is not the date's is a contradiction for a person to settle, not a
// choice between the two.
func weekdayThenDate(s, expr string, meeting Date) (Result, bool) {
	m := reWeekdayLead.FindStringSubmatch(s)
	if m == nil {
		return Result{}, false
	}
	return dateOnWeekday(m[2], m[1], expr, meeting)
}

// reWeekdayTrail is a date followed by its weekday: "2021년 2월 22일
// 월요일", "3/5 금요일", "2021-02-22 mon".
var reWeekdayTrail = regexp.MustCompile(`^(.+?),?\s+\(?([a-z]{3,9}|[월화수목금토일](?:요일|욜)?)\)?$`)

// dateThenWeekday resolves a date followed by its weekday, as
// weekdayThenDate does one preceded by it.
func dateThenWeekday(s, expr string, meeting Date) (Result, bool) {
	m := reWeekdayTrail.FindStringSubmatch(s)
	if m == nil {
		return Result{}, false
	}
	return dateOnWeekday(strings.TrimSpace(m[1]), m[2], expr, meeting)
}

// dateOnWeekday resolves date, written beside weekday; false when either
// is not one.
func dateOnWeekday(date, weekday, expr string, meeting Date) (Result, bool) {
	wd, ok := weekdayOf(weekday)
	if !ok {
		if w, one := koWeekdays[weekday]; one {
			wd, ok = w, true
		}
	}
	if !ok {
		return Result{}, false
	}
	r, ok := written(date, expr, meeting)
	if !ok {
		return Result{}, false
	}
	if r.Resolved() && r.Date.weekday() != wd {
		return Result{Relative: r.Relative, Reason: fmt.Sprintf("due %q: %s is a %s, not a %s", expr, r.Date, r.Date.weekday(), wd)}, true
	}
	return r, true
}

// ResolveOnOrAfter is Resolve for dates written without a year in a
// schedule (a table's due column, a day heading): a month and day there is
// the next such date on or after the meeting date, even a day already past
// this year (a plan looks forward). Everything else resolves as Resolve.
func ResolveOnOrAfter(expr string, meeting Date) Result {
	r := Resolve(expr, meeting)
	if r.Resolved() || meeting.IsZero() {
		return r
	}
	s := Clean(expr)
	m, d := 0, 0
	switch {
	case reMD.MatchString(s):
		x := reMD.FindStringSubmatch(s)
		m, d = atoi(x[1]), atoi(x[2])
	case reKoMD.MatchString(s):
		x := reKoMD.FindStringSubmatch(s)
		m, d = atoi(x[1]), atoi(x[2])
	case reMonName.MatchString(s):
		x := reMonName.FindStringSubmatch(s)
		m, d = monthOf(x[1]), atoi(x[2])
	case reDayMon.MatchString(s):
		x := reDayMon.FindStringSubmatch(s)
		m, d = monthOf(x[2]), atoi(x[1])
	default:
		return r
	}
	for _, y := range []int{meeting.Year, meeting.Year + 1} {
		c := ymd(expr, y, m, d)
		if c.Resolved() && !c.Date.before(meeting) {
			c.Relative = true
			return c
		}
	}
	return r
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// nextWeekday is the first wd strictly after d.
func nextWeekday(d Date, wd time.Weekday) Date {
	n := (int(wd) - int(d.weekday()) + 7) % 7
	if n == 0 {
		n = 7
	}
	return d.addDays(n)
}

// isoOffset is the day's offset from Monday.
func isoOffset(wd time.Weekday) int { return (int(wd) + 6) % 7 }

func weekStart(d Date) Date { return d.addDays(-isoOffset(d.weekday())) }

// reVersionLead: what stands right before a version number ("Release
// 3.6", "v3.6", "version 2.10"): the number after it names a release,
// never a month and day.
var reVersionLead = regexp.MustCompile(`(?i)(?:\b(?:release|version|ver\.?|rel\.?)\s*|\bv)$`)

// VersionBefore reports whether the text before a number ends with a word
// that makes the number a version, so a caller finding dates in running
// text ("3.6" as 6 March) leaves it alone.
func VersionBefore(before string) bool { return reVersionLead.MatchString(before) }
