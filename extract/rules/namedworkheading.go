package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A heading can name a person's own list of work with the name alone in
// front of the list's word, as reStructuredText and wiki minutes title
// their parts ("Dana Priorities", "Dana Action Items", beside the
// possessive "Dana's tasks"): the items are that person's work. A
// person's priorities are the work they put first, so the word is read
// as a list of work only after a name ("Priorities" alone, or "Q3
// Priorities", heads a plan's themes as often as its steps).

// reNamedWorkHeading: a name, with or without its possessive, then the
// word of a list of work, and nothing else.
var reNamedWorkHeading = regexp.MustCompile(`^(` + slotNames + `)(['’]s|['’])?\s+(` + slotLabelWords + `|(?i:priorities))\s*[:：]?$`)

// namedWorkHeading: the owners heading title gives its list as a
// person's own work, joined with ", "; "" when it names none. Without
// the possessive, the name must be one the notes know (an attendee, a
// roster name): "Release Tasks" or "Board Priorities" is a list named
// by its topic. So must a name before "priorities" in any form: an
// organisation's priorities ("Community's Priorities") are its themes.
func (p *parser) namedWorkHeading(title string) string {
	t := strings.TrimSpace(stripInline(stripEmphasis(title)))
	m := reNamedWorkHeading.FindStringSubmatch(t)
	if m == nil || !p.slotPeople(m[1]) {
		return ""
	}
	owners := splitOwners(m[1])
	if m[2] == "" || strings.EqualFold(m[3], "priorities") {
		for _, o := range owners {
			if !p.known(o) {
				return ""
			}
		}
	}
	return strings.Join(owners, ", ")
}

// rePossessivePart: a person's possessive, then one word ("Eli's Notes",
// "Dana's Update").
var rePossessivePart = regexp.MustCompile(`^(` + slotName + `)['’]s\s+\p{L}+\s*[:：]?$`)

// possessivePart: heading title is a person's own part of the notes
// ("Eli's Notes"). In a run of people's headings under an empty action
// heading (emptyActionAbove) it is one more part of that list, its
// items actions; it names who wrote them, not always who does them.
func (p *parser) possessivePart(title string) bool {
	m := rePossessivePart.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(title))))
	return m != nil && p.slotPeople(m[1])
}

// personPartHeading: node m is a heading of a person's part: their name
// alone, or their possessive part.
func (p *parser) personPartHeading(m doc.Node) bool {
	return p.personHeading(m.Text) != "" || p.possessivePart(m.Text)
}
