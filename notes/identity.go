// Package notes reads meeting notes where teams keep them — a file, a
// folder of minutes, a glob, a video-call transcript (WebVTT, SRT, plain
// text exports), a wiki's HTML export — into text the extractor reads, and
// infers each meeting's identity (meeting ID and date) from, in order, the
// caller's flags, the front matter, the title line and the file name, saying
// where each value came from. It never guesses silently: without a date,
// relative due dates stay unresolved; without a meeting ID, a stable one is
// derived from the file's path in its folder.
package notes

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/ledger"
)

// Sources of an identity value, shown in the plan.
const (
	FromFlag        = "flag"
	FromFrontMatter = "front matter"
	FromTitle       = "title"
	FromFileName    = "file name"
	FromDateLine    = extract.DateFromLine
	FromPath        = "path"
	FromFile        = "file identity"
	FromNone        = ""
)

// Identity is a meeting's ID and date with where each came from.
type Identity struct {
	Meeting     string `json:"meeting"`
	MeetingFrom string `json:"meeting_from"`
	// Date is YYYY-MM-DD, empty when nothing gives it.
	Date     string `json:"date"`
	DateFrom string `json:"date_from"`
	// Base is the meeting ID as the title or file name wrote it, before
	// the date was added to make it unique ("W37" of "W37-20250908"); ""
	// when the ID was not inferred from them.
	Base string `json:"base,omitempty"`
}

var (
	// A meeting ID as teams write it: (M0914), [MTG-12], W37, #73. In
	// brackets any such token; bare only with a meeting-like prefix, since a
	// bare P42 is usually the project.
	reMeetingBracket = regexp.MustCompile(`[(\[]([A-Z]{1,5}[-_]?\d{1,6})[)\]]`)
	reMeetingBare    = regexp.MustCompile(`(?:^|\s)((?:M|MTG|MEET|W|WK|R)[-_]?\d{1,6}|#\d{1,6})(?:$|[\s,.:])`)
	reNamedNum       = regexp.MustCompile(`(?i)^(?:meeting|minutes|mtg|sync|weekly|standup|회의|회의록)[-_ ]?(\d{1,6})$`)
)

// meetingIn finds a meeting ID written in s.
func meetingIn(s string) (string, bool) {
	m := reMeetingBracket.FindStringSubmatch(s)
	if m == nil {
		m = reMeetingBare.FindStringSubmatch(s)
	}
	if m == nil {
		return "", false
	}
	id := strings.TrimPrefix(m[1], "#")
	if strings.HasPrefix(m[1], "#") {
		id = "M" + id
	}
	if ledger.ValidateComponent(id) != nil {
		return "", false
	}
	return id, true
}

// Infer finds body's meeting identity. flags (meeting, date; empty when not
// given) win; then the front matter, the title line, the file name; a
// meeting ID is last derived from rel, the file's path in its folder.
func Infer(rel string, body []byte, flagMeeting, flagDate string) Identity {
	var id Identity
	if flagMeeting != "" {
		id.Meeting, id.MeetingFrom = flagMeeting, FromFlag
	}
	if flagDate != "" {
		id.Date, id.DateFrom = flagDate, FromFlag
	}
	fm, _ := extract.FrontMatter(body)
	for _, k := range []string{"meeting", "meeting_id", "meeting-id", "id", "회의"} {
		if v := fm[k]; id.Meeting == "" && v != "" && ledger.ValidateComponent(v) == nil {
			id.Meeting, id.MeetingFrom = v, FromFrontMatter
		}
	}
	if id.Date == "" {
		if d, from := extract.InferMeetingDate(body, rel); from != "" {
			id.Date, id.DateFrom = d.String(), from
		}
	}
	title := extract.TitleLine(body)
	if id.Meeting == "" {
		if m, ok := meetingIn(title); ok {
			id.Meeting, id.MeetingFrom = m, FromTitle
		}
	}
	base := filepath.Base(rel)
	stem := strings.TrimSuffix(base, filepath.Ext(base))
	if id.Meeting == "" {
		if m := reNamedNum.FindStringSubmatch(stem); m != nil {
			if v := slug(stem); ledger.ValidateComponent(v) == nil {
				id.Meeting, id.MeetingFrom = v, FromFileName
			}
		}
	}
	if id.Meeting == "" {
		id.Meeting, id.MeetingFrom = PathID(rel), FromPath
	}
	// A date read from a labelled line does not qualify the ID: IDs
	// inferred before that line was read stay the IDs their files have.
	if (id.MeetingFrom == FromTitle || id.MeetingFrom == FromFileName) && id.Date != "" && id.DateFrom != FromDateLine {
		// Titles and numbers repeat ("Weekly sync W37" every year): an
		// inferred ID carries the date that makes it one meeting.
		id.Base, id.Meeting = id.Meeting, Qualify(id.Meeting, id.Date)
	}
	return id
}

// Qualify adds a meeting date (YYYY-MM-DD) to an inferred meeting ID:
// W37 of 2025-09-08 is W37-20250908.
func Qualify(meeting, date string) string {
	d := strings.ReplaceAll(date, "-", "")
	if strings.Contains(meeting, d) {
		return meeting
	}
	q := meeting + "-" + d
	if ledger.ValidateComponent(q) != nil {
		return meeting
	}
	return q
}

// Unique adds a short hash of the notes' path to a meeting ID: two files
// that share a title and a date are two meetings.
func Unique(meeting, rel string) string {
	sum := sha256.Sum256([]byte(filepath.ToSlash(filepath.Clean(rel))))
	q := meeting + "-" + hex.EncodeToString(sum[:3])
	if ledger.ValidateComponent(q) != nil {
		return PathID(rel)
	}
	return q
}

// PathID derives a stable meeting ID from a file's path in its folder: a
// readable slug of the path without its extension, with a short hash of the
// path so two paths never share an ID.
func PathID(rel string) string {
	rel = filepath.ToSlash(filepath.Clean(rel))
	noExt := strings.TrimSuffix(rel, filepath.Ext(rel))
	s := slug(strings.ReplaceAll(noExt, "/", "."))
	sum := sha256.Sum256([]byte(rel))
	h := hex.EncodeToString(sum[:3])
	// At most 40 bytes of slug (the end of the path says most), whole runes,
	// so the ID stays within a key component's 64 bytes.
	for len(s) > 40 {
		_, n := utf8.DecodeRuneInString(s)
		s = strings.TrimLeft(s[n:], "-_.")
	}
	if s == "" {
		return "F" + h
	}
	return s + "-" + h
}

// slug keeps letters, digits, '-', '_' and '.', turning anything else into
// '-', in NFC, starting with a letter or digit.
func slug(s string) string {
	s = norm.NFC.String(s)
	var b strings.Builder
	dash := false
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r):
			b.WriteRune(r)
			dash = false
		case r == '_' || r == '.' || r == '-':
			b.WriteRune(r)
			dash = r == '-'
		default:
			if !dash {
				b.WriteRune('-')
				dash = true
			}
		}
	}
	out := strings.Trim(b.String(), "-_.")
	for out != "" && !unicode.IsLetter([]rune(out)[0]) && !unicode.IsDigit([]rune(out)[0]) {
		out = string([]rune(out)[1:])
	}
	return out
}

// String says where the values came from, for the plan.
func (id Identity) String() string {
	date := id.Date
	if date == "" {
		date = "none (relative due dates stay unresolved)"
	} else {
		date += " (from " + id.DateFrom + ")"
	}
	return fmt.Sprintf("meeting %s (from %s), date %s", id.Meeting, id.MeetingFrom, date)
}
