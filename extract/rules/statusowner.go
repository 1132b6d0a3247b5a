package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A status line of a later meeting often names its person as the subject
// of its sentence, not as a label: "#634 Kimball needs to unwind what he
// did.", "[Erik] did not have a chance to refine the roadmap", "Tedd
// uploaded the drawing". The series is asked about such a line with that
// person (restatedLine), so that its evidence rule — the same person and
// the same deliverable or reference — can tie the line to the person's
// open task; without the person only a task filed with no one could fit.

// reSubjectOwner: a name opening a status line's sentence, after an issue
// or pull request number or in brackets, then a lower-case word ("needs",
// "did", "uploaded"): "Kimball needs …", "[Erik] did …", "#634 Kimball …".
var reSubjectOwner = regexp.MustCompile(`^(?:#\d{1,7}[:,]?\s+)?(?:\[(\p{Lu}[\p{L}.'-]{1,30})\]|@?(\p{Lu}[\p{L}.'-]{1,30}))\s*[:,]?\s+\p{Ll}`)

// subjectOwner is the person a status line's sentence opens with, when
// the notes or the roster know them (never a group), or "".
func (p *parser) subjectOwner(text string) string {
	m := reSubjectOwner.FindStringSubmatch(text)
	if m == nil {
		return ""
	}
	name := m[1] + m[2]
	if notNames[strings.ToLower(name)] || !p.progressOwner(name) {
		return ""
	}
	return name
}

// restatedKind is how the notes present a line asked of the series: a
// line of a list of earlier items (a carry-over heading or parent item,
// or a line that says it repeats an earlier action) is asked as one, so
// that the evidence rule reads it as it reads such an action; any other
// is a status line.
func (p *parser) restatedKind(n doc.Node, si secInfo) string {
	if si.carryOver || reCarryOverMark.MatchString(n.Text) || p.carryOverParent(n) {
		return extract.RestatesCarryOver
	}
	return extract.RestatesProgress
}
