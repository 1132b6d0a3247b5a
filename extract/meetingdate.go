package extract

import (
	"path/filepath"
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/dates"
)

var (
	reAnyISO    = regexp.MustCompile(`(?:^|[^\d])(\d{4})[-./](\d{1,2})[-./](\d{1,2})(?:[^\d]|$)`)
	reDateLabel = regexp.MustCompile(`(?i)^[\s>*_#|-]*(?:date|meeting[ _-]?date|when|일시|날짜|회의\s*일시|회의\s*날짜|작성일?)[\s*_]*[:：]`)
)

// MeetingDate finds the meeting date of notes: the front matter's date:,
// else a "Date:"/"일시:" line near the top (bold, bullet or quote allowed),
// else a YYYY-MM-DD in the file name, else the first full date in the first
// lines. It never guesses a year: a date without one is not taken.
func MeetingDate(notes []byte, name string) (dates.Date, bool) {
	if d, ok := FrontMatterDate(notes); ok {
		return d, true
	}
	lines := strings.SplitN(string(notes), "\n", 41)
	if len(lines) > 40 {
		lines = lines[:40]
	}
	for _, l := range lines {
		if loc := reDateLabel.FindStringIndex(l); loc != nil {
			if d, ok := firstISO(l[loc[1]:]); ok {
				return d, true
			}
		}
	}
	if d, ok := firstISO(filepath.Base(name)); ok {
		return d, true
	}
	for i, l := range lines {
		if i >= 10 {
			break
		}
		if d, ok := firstISO(l); ok {
			return d, true
		}
	}
	return dates.Date{}, false
}

func firstISO(s string) (dates.Date, bool) {
	m := reAnyISO.FindStringSubmatch(s)
	if m == nil {
		return dates.Date{}, false
	}
	iso := m[1] + "-" + pad2(m[2]) + "-" + pad2(m[3])
	d, err := dates.ParseISO(iso)
	if err != nil {
		return dates.Date{}, false
	}
	return d, true
}

func pad2(s string) string {
	if len(s) == 1 {
		return "0" + s
	}
	return s
}
