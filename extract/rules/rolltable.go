package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract/doc"
)

// reRollColumn: the header of a table column that lists people
// ("Name (Affiliation)", "Attendee", "Participants", "Member").
var reRollColumn = regexp.MustCompile(`^(?i:(?:full\s+)?names?|attendees?|participants?|members?|people|who)\b`)

// reRollSection: a heading that introduces the meeting's roll
// ("### Attendance:", "## Present").
var reRollSection = regexp.MustCompile(`(?i)\b(?:attendance|attendees|participants|present|roll\s*call|members)\b`)

// rollTableName: node n is a row of an attendance table — under a roll
// heading, or with a first column headed by a word for people — and the
// person in its first cell ("Mayank Kaushik (NVIDIA)" → "Mayank
// Kaushik"), or "".
func rollTableName(n doc.Node) string {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil || len(n.Cells) == 0 || len(n.Table.Header) == 0 {
		return ""
	}
	head := strings.TrimSpace(stripInline(n.Table.Header[0]))
	if !reRollColumn.MatchString(head) && !(n.Section != nil && reRollSection.MatchString(n.Section.Title)) {
		return ""
	}
	cell := strings.Trim(strings.NewReplacer("*", "", "_", "").Replace(reParen.ReplaceAllString(stripInline(n.Cells[0]), " ")), " .@")
	w := strings.Fields(cell)
	if len(w) < 1 || len(w) > 3 {
		return ""
	}
	for _, x := range w {
		if r := []rune(x); len(r) == 0 || !unicode.IsUpper(r[0]) {
			return ""
		}
	}
	return strings.Join(w, " ")
}
