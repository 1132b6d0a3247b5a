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

// reTrailingOwner: one name in parentheses closing the line ("결제 모듈
// 리팩터링 완료 (민서)", "release notes drafted (@Dana)") or its topic
// before a status ("Release notes (Dana): in progress").
var reTrailingOwner = regexp.MustCompile(`^(.+?)\s*[(（]@?([\p{L}][\p{L}.'-]{0,30})(?:\s*님)?[)）]\s*(?:[.。]?$|[:：]\s+(\S.*)$)`)

// subjectOwner is the person a status line names as the subject of its
// sentence, or in parentheses closing it, when the notes or the roster
// know them (never a group), and the line as its task reads (without
// the parenthesis); "" when it names no one so.
func (p *parser) subjectOwner(text string) (owner, rest string) {
	if m := reTrailingOwner.FindStringSubmatch(text); m != nil && !notNames[strings.ToLower(m[2])] && p.progressOwner(m[2]) {
		return m[2], strings.TrimSpace(m[1] + " " + m[3])
	}
	m := reSubjectOwner.FindStringSubmatch(text)
	if m == nil {
		return "", text
	}
	name := m[1] + m[2]
	if notNames[strings.ToLower(name)] || !p.progressOwner(name) {
		return "", text
	}
	return name, text
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
