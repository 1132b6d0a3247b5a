package rules

// Weekly team and study-group notes repeat the members' roster in every
// part of the meeting: each member a bullet of their own name, their
// items nested below, once under "이번 주 한 일" and again under "Next
// goal" ("* Hyun Jin Lee" / "  * ISOmap 구현"). A label that heads nested
// items under two or more headings, among others that do the same, names
// a person however it is spelled ("SEUNG HOON, SHIN", "HunZoo.Seok",
// "Euihyun_Yang"): the notes name their people so, and the items under it
// are that person's.

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reRosterLabel: a label that can be a person's name as notes write it —
// a few words of letters, with dots, underscores, hyphens or one comma
// ("SEUNG HOON, SHIN"), no digits, no sentence punctuation.
var reNameParts = regexp.MustCompile(`[\s._,]+`)

var reRosterLabel = regexp.MustCompile(`^[\p{L}][\p{L}._'’-]*(?:,?\s+[\p{L}][\p{L}._'’-]*){0,3}$`)

// collectRosterParents adds to the names the labels of top-level
// list items with nested items that recur under two or more headings,
// when at least two labels do.
func (p *parser) collectRosterParents() {
	secs := map[string]map[*doc.Section]bool{}
	for i, n := range p.d.Nodes {
		if n.Kind != doc.ListItem || n.Parent >= 0 || n.Checkbox != 0 || n.Section == nil || !p.hasChildren(i) {
			continue
		}
		label := rosterLabel(n.Text)
		if label == "" {
			continue
		}
		if secs[label] == nil {
			secs[label] = map[*doc.Section]bool{}
		}
		secs[label][n.Section] = true
	}
	var names []string
	for label, ss := range secs {
		if len(ss) >= 2 {
			names = append(names, label)
		}
	}
	if len(names) < 2 {
		return
	}
	for _, w := range names {
		p.names[strings.ToLower(w)] = true
	}
}

// rosterLabel: the text of a list item as a roster label — a name-shaped
// label of at most four words that is no heading of work nor a word of a
// list of topics — or "".
func rosterLabel(text string) string {
	t := strings.TrimSpace(strings.TrimRight(stripInline(stripEmphasis(text)), ":： "))
	if t == "" || utf8.RuneCountInString(t) > 30 || !reRosterLabel.MatchString(t) {
		return ""
	}
	if extract.HasHangul(t) {
		// Korean names are read as such elsewhere (koFullName, runs).
		return ""
	}
	if !nameShaped(strings.ReplaceAll(t, ",", "")) {
		return ""
	}
	if len(reNameParts.Split(t, -1)) < 2 {
		// One word ("LFX", "GSoC", "Crosslake") is as often a programme,
		// a topic or an organisation repeated in each meeting's notes;
		// a person is written with a given name and a family name.
		return ""
	}
	norm := normHeading(t)
	if isActionHeading(norm) || futureWorkHeading(norm) || notNames[strings.ToLower(t)] || teamName(t) != "" {
		return ""
	}
	return t
}
