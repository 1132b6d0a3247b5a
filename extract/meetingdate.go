package extract

import (
	"path/filepath"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

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
	reFrontKey = regexp.MustCompile(`^([A-Za-z_\-가-힣]+)\s*:\s*(.*?)\s*$`)
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
	fm, end := FrontMatter(notes)
	for _, k := range []string{"date", "meeting_date", "meeting-date", "일시", "날짜", "일자"} {
		if v, ok := dates.Find(fm[k]); ok {
			return v, DateFromFrontMatter
		}
	}
	body := strings.SplitN(strings.TrimPrefix(string(notes), "\ufeff"), "\n", end+41)[end:]
	// A plain first line over the first heading ("2019.05.10 정기회의"
	// over "## 다음주까지") is a title the notes did not mark as one,
	// unless it is a list item or a table row.
	title, first := titleAndFirstLine(notes)
	titles := []string{title}
	if title == "" || !reListOrTable.MatchString(first) {
		titles = append(titles, first)
	}
	for _, t := range titles {
		// Notes without a heading start with their date line: that is
		// where the date was read, not a title.
		if v, ok := dates.Find(t); ok && !reDateLabel.MatchString(t) {
			return v, DateFromTitle
		}
	}
	if len(body) > 40 {
		body = body[:40]
	}
	for _, l := range body {
		// "작성자: 박민재 / 작성일: 2021.03.22": fields share a line.
		for _, f := range append([]string{l}, reFieldSep.Split(l, 6)[1:]...) {
			if loc := reDateLabel.FindStringIndex(f); loc != nil {
				if v, ok := dates.Find(f[loc[1]:]); ok {
					return v, DateFromLine
				}
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

// FrontMatter returns the keys (lower case) and values of the notes'
// front matter and the number of lines it spans, closing "---" included;
// nil and 0 when the notes open with none, or it is not closed within
// their first 60 lines.
func FrontMatter(notes []byte) (map[string]string, int) {
	lines := strings.SplitN(strings.TrimPrefix(string(notes), "\ufeff"), "\n", 60)
	if len(lines) == 0 || strings.TrimSpace(lines[0]) != "---" {
		return nil, 0
	}
	out := map[string]string{}
	for i, l := range lines[1:] {
		if strings.TrimSpace(l) == "---" {
			return out, i + 2
		}
		if m := reFrontKey.FindStringSubmatch(l); m != nil {
			out[strings.ToLower(m[1])] = strings.Trim(m[2], `"'`)
		}
	}
	return nil, 0
}

// reFieldSep separates the fields written on one line ("작성자: 박민재 /
// 작성일: 2021.03.22", "Date: … | Place: …").
var reFieldSep = regexp.MustCompile(`\s+[/|·]\s+`)

// reListOrTable: a list item or table row, never a title.
var reListOrTable = regexp.MustCompile(`^\s*(?:[-*+•|>]|\d{1,3}[.)]\s)`)

// TitleLine is the notes' first heading, else their first non-empty line
// outside the front matter (within the first 40).
func TitleLine(notes []byte) string {
	title, first := titleAndFirstLine(notes)
	if title != "" {
		return title
	}
	return first
}

// titleAndFirstLine returns the notes' first heading's text and their
// first non-empty line, outside the front matter and within the first 40
// lines.
func titleAndFirstLine(notes []byte) (title, first string) {
	lines := strings.Split(strings.TrimPrefix(string(notes), "\ufeff"), "\n")
	i := 0
	if len(lines) > 0 && strings.TrimSpace(lines[0]) == "---" {
		for i = 1; i < len(lines) && strings.TrimSpace(lines[i]) != "---"; i++ {
		}
		i++
	}
	for n := 0; i < len(lines) && n < 40; i, n = i+1, n+1 {
		l := strings.TrimSpace(lines[i])
		if l == "" {
			continue
		}
		if first == "" {
			first = l
		}
		if strings.HasPrefix(l, "#") {
			return strings.TrimSpace(strings.TrimLeft(l, "#")), first
		}
	}
	return "", first
}

var (
	// reNextLabel: a line that says when the next meeting is ("다음 회의:
	// 3/28(월) 19시", "- 다음 모임은 10/15 토요일", "**Next meeting:** Oct
	// 15", "차기 회의 일정 : 2024.05.02").
	reNextLabel = regexp.MustCompile(`(?i)^[\s>*_#|-]*(?:\d{1,2}[.)]\s*)?[\s*_]*(?:다음\s*(?:회의|모임|미팅|스터디|정기\s*(?:회의|모임))|차기\s*회의|next\s+(?:meeting|call|sync|session))(?:\s*(?:일정|일시|날짜|date|time))?[\s*_]*(?:[:：|]|은|는|is|will\s+be)\s*(.+)$`)
	// reWrittenDay: a date written in such a line: with its year, a
	// month and day, or a month's name and day.
	reWrittenDay = regexp.MustCompile(`(?i)\d{4}\s*[-./년]\s*\d{1,2}\s*[-./월]\s*\d{1,2}|\d{1,2}\s*월\s*\d{1,2}\s*일|\d{1,2}/\d{1,2}|\d{1,2}\.\s?\d{1,2}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b`)
)

// maxNextGap: the furthest a written next meeting may be.
const maxNextGap = 92 * 24 * time.Hour

// WrittenNextMeeting is the date of the next meeting as the notes write
// it ("다음 회의: 3/28(월) 19시", "Next meeting: Oct 15"), the first such
// date after the meeting; ok false when the notes name none, or name a
// day that is not after the meeting. A due date "for the next meeting"
// takes it when the series knows no later meeting (package series).
func WrittenNextMeeting(notes []byte, meeting dates.Date) (dates.Date, bool) {
	if meeting.IsZero() {
		return dates.Date{}, false
	}
	for _, l := range strings.Split(string(notes), "\n") {
		if len(l) > 300 {
			continue
		}
		m := reNextLabel.FindStringSubmatch(strings.TrimSpace(l))
		if m == nil {
			continue
		}
		day := reWrittenDay.FindString(m[1])
		if day == "" {
			continue
		}
		// (A day already past rolls to next year: no next meeting is
		// that far; one more than a quarter away is a typo or another
		// event.)
		r := dates.ResolveOnOrAfter(day, meeting)
		if gap := r.Date.Time(nil).Sub(meeting.Time(nil)); r.Resolved() && gap > 0 && gap <= maxNextGap {
			return r.Date, true
		}
	}
	return dates.Date{}, false
}

// NextMeetingLine: line only says when the next meeting is ("다음
// 스터디는 5월 9일 토요일 오후 2시", "Next meeting: Oct 15, 10am") — a day
// in a short value — and so is nobody's work, whatever list it follows.
func NextMeetingLine(line string) bool {
	m := reNextLabel.FindStringSubmatch(strings.TrimSpace(line))
	return m != nil && utf8.RuneCountInString(m[1]) <= 40 && (reWrittenDay.MatchString(m[1]) || reWeekdayWord.MatchString(m[1]))
}

// reWeekdayWord: a weekday named in a next meeting's line.
var reWeekdayWord = regexp.MustCompile(`(?i)[월화수목금토일]요일|\((?:월|화|수|목|금|토|일)\)|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`)
