package rules

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Bare items of a per-person list (issue 27, continuity): "* Current work
// updates" / "  * Dana" / "    * Load tests" / "    * Onboarding guide".
// The items name work and nothing else — no verb, no deadline — so no
// signal of their own makes them actions; the list around them says whose
// work it is. They are possible actions (shown to a person, never
// extracted): a noun names what is worked on, not that someone committed
// to it.

// reNothingLead: a line that says there is nothing ("No blockers yet").
var reNothingLead = regexp.MustCompile(`^(?:no|none|nothing|n/a)\b`)

// maxBareWords bounds a bare item: a longer line is a sentence, which the
// other rules read.
const maxBareWords = 6

// personListItem: node i is a leaf item nested under an item that is only
// a person's name, in a list of such items; the signals that make it
// possible (person and context), none when it is not one.
func (p *parser) personListItem(i int, sig []extract.Signal) []extract.Signal {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || p.hasChildren(i) || hasKind(sig, extract.SignalPerson) {
		return nil
	}
	for _, s := range sig {
		// An item with a form of its own is the other rules' to read
		// (and to silence); an imperative first word ("Release checklist
		// up next") is as often a noun.
		if s.Kind == extract.SignalForm && s.Value != formImperative {
			return nil
		}
	}
	if n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	si := p.section(n.Section)
	if si.done || si.decision {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	// A label and its value ("Flo: 19th to 23rd of August", "note: …"),
	// a link, a list of its own ("Payment Hub, envt in Azure,") or a
	// topic and its remark ("… - Show and tell") is no piece of work.
	if plain == "" || len(strings.Fields(plain)) > maxBareWords || utf8.RuneCountInString(plain) > 80 || isQuestion(plain) || strings.ContainsAny(plain, ":：|") || strings.Contains(plain, " - ") || strings.Contains(plain, "http") || strings.HasSuffix(plain, ",") {
		return nil
	}
	low := strings.ToLower(plain)
	if reNothingLead.MatchString(low) || reEnDone.MatchString(low) || rePastLead.MatchString(plain) || reNegatedFuture.MatchString(low) || reAttendees.MatchString(low) || reMetaLine.MatchString(low) {
		return nil
	}
	name := p.personParent(n.Parent)
	if name == "" || p.discussionList(n.Parent) {
		return nil
	}
	return []extract.Signal{{Kind: extract.SignalPerson, Value: name}, {Kind: extract.SignalContext, Value: name + "'s list"}}
}

// personParent is the person item j names, and only names, when its list
// is a per-person list: a person the notes know as one (ancestorOwner's
// reading), or a name the notes know as a person's (an attendee) that
// they never write in lower case, with at least one sibling item of the
// same shape that has items of its own ("* Dana" … "* Emil" …). "".
func (p *parser) personParent(j int) string {
	m := p.d.Nodes[j]
	if o := p.itemPerson(m); o != "" {
		return o
	}
	name, ok := p.bareName(m)
	if !ok || !p.known(name) {
		return ""
	}
	if p.namedSibling(j, -1) || p.namedSibling(j, +1) {
		return name
	}
	return ""
}

// bareName: item m is a name alone ("Dana", "**Emil Ortiz**:") — one to
// three capitalised words the notes never write in lower case.
func (p *parser) bareName(m doc.Node) (string, bool) {
	if m.Kind != doc.ListItem || len(m.Text) > 40 {
		return "", false
	}
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(m.Text)), ":： "))
	f := strings.Fields(t)
	if len(f) == 0 || len(f) > 3 || !nameShaped(t) || extract.HasHangul(t) || p.teamScope(t) != "" || notNames[strings.ToLower(t)] {
		return "", false
	}
	for _, w := range f {
		if !isNameWord(w) || p.writtenLower(w) {
			return "", false
		}
	}
	return t, true
}

// isNameWord: letters (and an inner hyphen or apostrophe) only.
func isNameWord(w string) bool {
	for i, r := range w {
		if !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7f && r != '—' && r != '–' || i > 0 && (r == '-' || r == '\'')) {
			return false
		}
	}
	return true
}

// namedSibling: walking from item j in direction step (-1 up, +1 down)
// through its list, a sibling item that only names someone and has items
// of its own — the same shape as j, so the list is a per-person list.
func (p *parser) namedSibling(j, step int) bool {
	m := p.d.Nodes[j]
	for k := j + step; k >= 0 && k < len(p.d.Nodes) && k >= j-200 && k <= j+200; k += step {
		s := p.d.Nodes[k]
		if s.Kind == doc.Blank || s.Kind == doc.Paragraph {
			continue
		}
		if s.Kind != doc.ListItem || s.Indent < m.Indent || s.Section != m.Section {
			return false
		}
		if s.Parent == m.Parent && s.Indent == m.Indent {
			if _, ok := p.bareName(s); ok && p.hasChildren(k) {
				return true
			}
		}
	}
	return false
}

// reDiscussionLabel: a heading or a parent item that files what follows
// as a discussion's topics ("Open Discussion:", "Topics", "Agenda").
var reDiscussionLabel = regexp.MustCompile(`(?i)\b(?:discussion|discussions|topics?|agenda)\b|논의|안건`)

// discussionList: the person's item j sits in a list of discussion
// topics: each person's items there are what they raised, not their
// work (issue 28's budget: none of them was an action in the
// development notes).
func (p *parser) discussionList(j int) bool {
	m := p.d.Nodes[j]
	for k, depth := m.Parent, 0; k >= 0 && depth < 4; k, depth = p.d.Nodes[k].Parent, depth+1 {
		if reDiscussionLabel.MatchString(stripInline(p.d.Nodes[k].Text)) {
			return true
		}
	}
	for s := m.Section; s != nil; s = s.Parent {
		if reDiscussionLabel.MatchString(stripInline(s.Title)) {
			return true
		}
	}
	return false
}
