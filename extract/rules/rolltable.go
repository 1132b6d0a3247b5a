package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
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

// koOwnerCellName: node n is a row of a table with an owner column
// ("담당", "담당자") whose cell is one Korean word of two to four
// syllables, no group ("전원"), role or common word: that member, or "".
// The notes name their members so ("| 재강 | … |" over "### 10.4 재강").
// koOwnerCell: the text of the owner-column cell of a Korean table row
// (koOwnerCellName's table), however it is written ("요청자/문서·QA"),
// or "".
func (p *parser) koOwnerCell(n doc.Node) string {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil || len(n.Table.Header) == 0 {
		return ""
	}
	r := p.roles(n.Table)
	if r.owner < 0 || r.owner >= len(n.Cells) {
		return ""
	}
	cell := strings.TrimSpace(strings.Trim(strings.NewReplacer("*", "", "`", "").Replace(stripInline(n.Cells[r.owner])), " .@"))
	if k := utf8.RuneCountInString(cell); k < 2 || k > 24 || !extract.HasHangul(cell) || headerIs(cell, headerRoles["owner"]) || groupOwners[cell] || noOwnerCell[cell] || koSlotStatus[cell] {
		return ""
	}
	return cell
}

func (p *parser) koOwnerCellName(n doc.Node) string {
	if n.Kind != doc.TableRow || n.HeaderRow || n.Table == nil || len(n.Table.Header) == 0 {
		return ""
	}
	r := p.roles(n.Table)
	if r.owner < 0 || r.owner >= len(n.Cells) {
		return ""
	}
	cell := strings.Trim(strings.NewReplacer("*", "", "_", "", "`", "").Replace(stripInline(n.Cells[r.owner])), " .@")
	if k := utf8.RuneCountInString(cell); k < 2 || k > 4 || !isHangul(cell) {
		return ""
	}
	if groupOwners[cell] || koRoles[cell] || koCommonWord[cell] || koTitles[cell] || koSlotStatus[cell] || noOwnerCell[cell] || teamName(cell) != "" || headerIs(cell, headerRoles["owner"]) {
		return ""
	}
	return cell
}

// noOwnerCell: what an owner cell holds when nobody is named yet.
var noOwnerCell = map[string]bool{"미정": true, "없음": true, "추후": true, "미배정": true, "미지정": true, "공석": true, "전체": true, "모두": true}
