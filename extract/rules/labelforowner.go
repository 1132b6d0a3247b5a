package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Issue 28 (helper en-trials28): forms of research supervision logs,
// small project teams' minutes and a steering group's notes.

// labelForName: the word after "for" in an action label ("Action Items
// for Ian:", "- Action items for Priya:") has a given name's shape and is
// no common word, month or day: the person the list is for, though the
// notes name them nowhere else. "for Me", "for next week" and "for
// Monday" name nobody.
func (p *parser) labelForName(w string) bool {
	return givenNameShape(w) && !notNames[strings.ToLower(w)] && !p.commonWord(w) && !reMonthWord.MatchString(w)
}

// reLabelForEnd: "for NAME" closing a label ("Action Items for Ian:",
// "Next steps (for Priya)"); "Actions for Pending Issues" goes on past the
// word after "for", a title rather than a person.
var reLabelForEnd = regexp.MustCompile(`\bfor\s+@?([\p{Lu}][\p{L}'’-]+)\)?\s*[:：]?\s*$`)

// labelForOwner: the person an action label names at its end with "for"
// owns its list, known or of a given name's shape (labelForName).
func (p *parser) labelForOwner(label string) string {
	m := reLabelForEnd.FindStringSubmatch(strings.TrimSpace(label))
	if m == nil || !(p.known(m[1]) || p.labelForName(m[1])) {
		return ""
	}
	return m[1]
}

// actionLabelForOwner: the person an action heading or label line names
// with "for" ("Action Items for Ian:") owns the list under it. Only the
// "for" form is read here: a heading's other owner forms (a person's own
// heading, "(CH)") have their own rules.
func (p *parser) actionLabelForOwner(s *doc.Section) string {
	return p.labelForOwner(stripInline(stripEmphasis(s.Title)))
}

// reSlotBox: a checkbox the item text may still carry.
var reSlotBox = regexp.MustCompile(`^\[[ xX]\]\s*`)

// reNumberedSlot: an item that is a word or two and a number ("Ar 1",
// "Action item 2", "Task 3.").
var reNumberedSlot = regexp.MustCompile(`^([\p{L}][\p{L} ]{0,24}?)\s*#?\d{1,2}[.)]?$`)

// labelPlaceholder: a template's slot — an item that only repeats its
// label's word with a number ("- AR:" / "- [ ] Ar 1", "Action items:" /
// "- Action item 2"): a place for an action, none itself.
func (p *parser) labelPlaceholder(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 {
		return false
	}
	m := reNumberedSlot.FindStringSubmatch(strings.TrimSpace(reSlotBox.ReplaceAllString(stripInline(n.Text), "")))
	if m == nil {
		return false
	}
	item := strings.ToLower(strings.TrimSpace(m[1]))
	label := strings.ToLower(strings.TrimSpace(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： ")))
	return label != "" && (item == label || item+"s" == label || item == label+"s")
}
