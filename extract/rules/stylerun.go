package rules

import (
	"sort"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// styleRunOwner: notes whose headings are all written in one style
// ("**백엔드**", "**진행사항**", "**다음 목표**", "**프론트엔드**", …, or
// "**Alice**" / "**Next steps**" / "**Bob**" / "**Next steps**") lose the
// nesting their writer meant: the owner heading and the parts under it
// are siblings. When the run of headings of s's level opens with an owner
// (a team or a person), the nearest owner heading before s owns s's
// items, as it would had it been written one level up. A run that opens
// with a part ("**진행사항**" / "**백엔드**" / "**프론트엔드**" /
// "**다음 목표**") nests the other way, and gives nothing.
func (p *parser) styleRunOwner(s *doc.Section) string {
	if s == nil || s.Level < 7 || p.scopeOwner(s.Title) != "" {
		return ""
	}
	// The bold lines' levels follow from what stands between them ("**A**"
	// right over "**B**" nests B), not from the writer's meaning: every
	// bold line under the same real heading is one run.
	var run []string
	for k, i := range p.headingsBefore(s.Line) {
		n := p.d.Nodes[i]
		// (The notes' first heading, unless it names an owner, is their
		// title, "**Week 25**", in the style of the rest: no part of the
		// run.)
		if n.Level >= 7 && realHeading(n.Section) == realHeading(s.Parent) && (k > 0 || p.scopeOwner(n.Text) != "") {
			run = append(run, n.Text)
		}
	}
	if len(run) == 0 || p.scopeOwner(run[0]) == "" {
		return ""
	}
	for i := len(run) - 1; i >= 0; i-- {
		if o := p.scopeOwner(run[i]); o != "" {
			return strings.TrimSpace(o)
		}
	}
	return ""
}

// headingsBefore: the indexes of the notes' heading nodes above line, in
// order. The index of every heading is read once a document: the bold-line
// runs (styleRunOwner, boldPartOwner) are asked of each section.
func (p *parser) headingsBefore(line int) []int {
	if p.headings == nil {
		p.headings = []int{}
		for i, n := range p.d.Nodes {
			if n.Kind == doc.Heading {
				p.headings = append(p.headings, i)
			}
		}
	}
	k := sort.Search(len(p.headings), func(j int) bool { return p.d.Nodes[p.headings[j]].Line >= line })
	return p.headings[:k]
}

// realHeading is the nearest section around s opened by a real heading
// (ATX or setext), nil at the top of the notes.
func realHeading(s *doc.Section) *doc.Section {
	for s != nil && s.Level >= 7 {
		s = s.Parent
	}
	return s
}
