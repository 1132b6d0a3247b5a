package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A per-person work table whose header does not say so: course and
// capstone teams copy a minutes template and fill its table in without
// renaming the columns ("| Name | Student ID | Link |" over "| Ana Ruiz |
// ar1234 | Train a model on the cluster, review the labels |"). The
// header names the people; what the rows hand them is read from the
// cells, not from the header.

// tableStepVerbs: verbs of work that open a piece of work beyond the
// shared lists (workVerbFirst), read only where the place already says
// the text is someone's work — a cell beside a column of people, the
// text after a team's label (enteamcolon.go) or after "told us to"
// (enaskedus.go). Kept out of enWorkVerbs: there they would also turn
// topic labels and nested remarks into steps ("Training data" /
// "Labels").
var tableStepVerbs = wordSet(`find train join assist annotate label collate gather learn research
	investigate explore test implement build design deploy document study read watch upload download
	organise organize clean sort augment source`)

// stepFirst: cell opens with a verb of work.
func stepFirst(cell string) bool {
	if workVerbFirst(cell) {
		return true
	}
	return tableStepVerbs[strings.ToLower(strings.Trim(firstWord(cell), "*_,.:"))]
}

// personWorkColumns: in table t, with no column named as the owner's or
// the task's, a column headed as names ("Name", "Member") and another
// column whose cells open with a verb of work in most rows: the people
// and their work. Both are -1 otherwise. At least two rows must pair a
// person-shaped name with such a cell, and at least two thirds of the
// filled cells of the work column must open so — a roster ("| Name |
// Role |" / "| Ana | Frontend lead |") or a status table ("| Name |
// Update |" / "| Ana | Finished the parser |") has no such column.
func (p *parser) personWorkColumns(t *doc.Table, skip ...int) (owner, task int) {
	owner, task = -1, -1
	for i, h := range t.Header {
		if !containsInt(skip, i) && headerIs(normHeading(h), nameHeaders) {
			owner = i
			break
		}
	}
	if owner < 0 {
		return -1, -1
	}
	var rows []doc.Node
	for _, n := range p.d.Nodes {
		if n.Table == t && n.Kind == doc.TableRow && !n.HeaderRow {
			rows = append(rows, n)
		}
	}
	cellOf := func(n doc.Node, i int) string {
		if i >= len(n.Cells) {
			return ""
		}
		return strings.TrimSpace(stripEmphasis(reBreak.ReplaceAllString(n.Cells[i], ", ")))
	}
	for i, h := range t.Header {
		if i == owner || containsInt(skip, i) || doneColumnHeader(h) {
			continue
		}
		filled, steps, paired := 0, 0, 0
		for _, n := range rows {
			v := cellOf(n, i)
			if reEmptyCell.MatchString(v) || reNoValue.MatchString(strings.ToLower(v)) {
				continue
			}
			filled++
			if !stepFirst(v) || len(strings.Fields(v)) < 2 {
				continue
			}
			steps++
			if who := cellOf(n, owner); who != "" && p.personShaped(who) {
				paired++
			}
		}
		if paired >= 2 && 3*steps >= 2*filled {
			return owner, i
		}
	}
	return -1, -1
}
