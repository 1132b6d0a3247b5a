package dates

import (
	"regexp"
	"strings"
	"time"
)

var (
	// 2026-09-21, 2026/9/21, 2026.09.21 and the Korean short form with
	// spaces, "2019. 5. 14." — the way Korean documents write a date.
	reFindISO = regexp.MustCompile(`(?:^|[^\d])(\d{4})(?:[-/]|\.\s?)(\d{1,2})(?:[-/]|\.\s?)(\d{1,2})(?:$|[^\d])`)
	reFindKo  = regexp.MustCompile(`(\d{4})\s*년\s*(\d{1,2})\s*월\s*(\d{1,2})\s*일`)
	reFindEn  = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b`)
	reFindEn2 = regexp.MustCompile(`(?i)\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b`)
	// 11/19/2026 or 19/11/2026: month and day in the order of the
	// writer's country, read only when the order shows (slashYear).
	reFindSlashYear = regexp.MustCompile(`(?:^|[^\d/.])(\d{1,2})/(\d{1,2})/(\d{4})(?:$|[^\d/])`)
	// 20260811 or 251229 (YYMMDD), as file names carry a date.
	reFindCompact = regexp.MustCompile(`(?:^|[^\d])(\d{8}|\d{6})(?:$|[^\d])`)
)

// Find finds the first full date — one that names its year — in s, in any
// of the forms minutes are dated with. A date without a year is never
// taken: the year would be a guess.
func Find(s string) (Date, bool) {
	best, at := Date{}, -1
	try := func(pos, y, m, d int) {
		if v, ok := valid(y, m, d); ok && (at < 0 || pos < at) {
			best, at = v, pos
		}
	}
	if m := reFindISO.FindStringSubmatchIndex(s); m != nil {
		try(m[2], atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]))
	}
	if m := reFindKo.FindStringSubmatchIndex(s); m != nil {
		try(m[0], atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]]), atoi(s[m[6]:m[7]]))
	}
	if m := reFindEn.FindStringSubmatchIndex(s); m != nil {
		try(m[0], atoi(s[m[6]:m[7]]), monthOf(strings.ToLower(s[m[2]:m[3]])), atoi(s[m[4]:m[5]]))
	}
	if m := reFindEn2.FindStringSubmatchIndex(s); m != nil {
		try(m[0], atoi(s[m[6]:m[7]]), monthOf(strings.ToLower(s[m[4]:m[5]])), atoi(s[m[2]:m[3]]))
	}
	if m := reFindSlashYear.FindStringSubmatchIndex(s); m != nil {
		if mo, d, ok := slashYear(atoi(s[m[2]:m[3]]), atoi(s[m[4]:m[5]])); ok {
			try(m[2], atoi(s[m[6]:m[7]]), mo, d)
		}
	}
	return best, at >= 0
}

// slashYear: the month and day of "a/b/YYYY" when the numbers show which
// is which — one above 12 is the day (11/19/2026 in the United States,
// 19/11/2026 elsewhere), and equal numbers read the same either way.
// "12/02/2026" is December 2 or February 12 by country: never guessed.
func slashYear(a, b int) (month, day int, ok bool) {
	switch {
	case a == b || a <= 12 && b > 12:
		return a, b, true
	case a > 12 && b <= 12:
		return b, a, true
	}
	return 0, 0, false
}

// FindCompact reads a date written without separators, 20260811 or
// 251229 (YYMMDD), as file names carry it.
func FindCompact(s string) (Date, bool) {
	m := reFindCompact.FindStringSubmatch(s)
	if m == nil {
		return Date{}, false
	}
	v := m[1]
	if len(v) == 8 {
		return valid(atoi(v[:4]), atoi(v[4:6]), atoi(v[6:]))
	}
	return valid(2000+atoi(v[:2]), atoi(v[2:4]), atoi(v[4:]))
}

// valid is the date y-m-d when it exists and its year is a plausible
// meeting's (a number like 1234.5.6 in a version string is not a date).
func valid(y, m, d int) (Date, bool) {
	if y < 1990 || y > 2100 {
		return Date{}, false
	}
	t := time.Date(y, time.Month(m), d, 0, 0, 0, 0, time.UTC)
	if t.Year() != y || int(t.Month()) != m || t.Day() != d {
		return Date{}, false
	}
	return Of(t), true
}
