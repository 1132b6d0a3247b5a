package extract

import (
	"path/filepath"
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/dates"
)

// Where a meeting's date was read, shown beside it in the plan.
const (
	DateFromFrontMatter = "front matter"
	DateFromTitle       = "title"
	DateFromLine        = "date line"
	DateFromFileName    = "file name"
)

var (
	reFrontDateKey = regexp.MustCompile(`^(?i:date|meeting[_-]date|일시|날짜|일자)\s*:\s*(.+)$`)
	// A labelled date line near the top: "Date: …", "- **일시**: …",
	// "| 회의 일자 | …", "1. 회의 일시 : …". Minutes of every language
	// label their date.
	reDateLabel = regexp.MustCompile(`(?i)^[\s>*_#|-]*(?:\d{1,2}[.)]\s*)?[\s*_]*(?:date(?:\s*(?:and|&)\s*time)?|meeting[ _-]?date|when|일시|날짜|일자|회의\s*(?:일시|날짜|일자|일)|작성\s*일(?:자|시)?|日時|日付)[\s*_]*(?:[:：|]|$)`)
)

// InferMeetingDate finds the meeting date of notes and where it was read:
// the front matter's date, else a full date in the title line, else a
// labelled date line among the first 40 lines ("일시: 2019. 5. 14."), else
// the file name. It never guesses a year, and it does not take any date
// that merely appears near the top: that may be a deadline. from is "" when
// nothing gives a date.
func InferMeetingDate(notes []byte, name string) (d dates.Date, from string) {
	lines := strings.SplitN(strings.TrimPrefix(string(notes), "\ufeff"), "\n", 61)
	body := lines
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i := 1; i < len(lines); i++ {
			l := strings.TrimSpace(lines[i])
			if l == "---" {
				body = lines[i+1:]
				break
			}
			if m := reFrontDateKey.FindStringSubmatch(l); m != nil && d.IsZero() {
				if v, ok := dates.Find(strings.Trim(m[1], `"'`)); ok {
					d = v
				}
			}
		}
		if !d.IsZero() {
			return d, DateFromFrontMatter
		}
	}
	// Notes without a heading start with their date line: that is where
	// the date was read, not a title.
	if t := TitleLine(notes); !reDateLabel.MatchString(t) {
		if v, ok := dates.Find(t); ok {
			return v, DateFromTitle
		}
	}
	if len(body) > 40 {
		body = body[:40]
	}
	for _, l := range body {
		if loc := reDateLabel.FindStringIndex(l); loc != nil {
			if v, ok := dates.Find(l[loc[1]:]); ok {
				return v, DateFromLine
			}
		}
	}
	if name != "" {
		stem := strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))
		if v, ok := dates.Find(stem); ok {
			return v, DateFromFileName
		}
		if v, ok := dates.FindCompact(stem); ok {
			return v, DateFromFileName
		}
	}
	return dates.Date{}, ""
}

// MeetingDate is InferMeetingDate without where the date was read.
func MeetingDate(notes []byte, name string) (dates.Date, bool) {
	d, from := InferMeetingDate(notes, name)
	return d, from != ""
}

// TitleLine is the notes' first heading, else their first non-empty line
// outside the front matter (within the first 40).
func TitleLine(notes []byte) string {
	lines := strings.Split(strings.TrimPrefix(string(notes), "\ufeff"), "\n")
	i := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i = 1; i < len(lines) && strings.TrimSpace(lines[i]) != "---"; i++ {
		}
		i++
	}
	first := ""
	for n := 0; i < len(lines) && n < 40; i, n = i+1, n+1 {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			continue
		}
		if strings.HasPrefix(l, "#") {
			return strings.TrimSpace(strings.TrimLeft(l, "#"))
		}
		if first == "" {
			first = l
		}
	}
	return first
}
