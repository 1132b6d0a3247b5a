package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Korean course minutes copy a Word form: a field row outside any table
// ("| 결과물 | - |", "| 결과물 | 해석본 파일 |") follows the list of work a
// label heads ("다음 회의 전까지 해야할 일." / "- …", doc/kotodolabel.go).
// That row is the form's next field, not one more item of the list
// (issue 28, ko-trials31).

// koFormFieldAfterList: n is a two-cell row outside any Markdown table
// whose first cell names a form's field, and either its value is empty
// (a dash) or it sits under a Korean to-do label.
func koFormFieldAfterList(n doc.Node) bool {
	if n.Kind != doc.TableRow || n.Table != nil || len(n.Cells) != 2 || !koFieldLabel(strings.TrimSpace(n.Cells[0])) {
		return false
	}
	if n.Section != nil && n.Section.Level >= 7 && doc.KoTodoLabel(stripInline(stripEmphasis(n.Section.Title))) {
		return true
	}
	switch strings.TrimSpace(n.Cells[1]) {
	case "", "-", "–", "—", "없음":
		return true
	}
	return false
}
