package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// Rules of issue 28 read from Korean team logs that were not used to build
// the extractor (fresh set 28n): the grammar and the shape of a running
// log, not the words of one team.

// logDateHeading: a heading that is nothing but a date ("### 2021.12.21
// (화)", "## 2024-10-21(월)") is a deadline its items inherit only when it
// is the one such heading. Notes that head two or more entries that way are
// a running log, one entry a day: each date is when the entry was written,
// and its items are what was done or discussed that day, not work due then.
// A date with a deadline word ("## 11/20(금)까지") stays a deadline.
func (p *parser) logDateHeading(s *doc.Section, si *secInfo) {
	if !si.dueOnly || si.due == "" || reDeadlineWord.MatchString(strings.ToLower(si.due)) {
		return
	}
	if p.dateHeadings() < 2 {
		return
	}
	si.due, si.dueOnly = "", false
}

// dateHeadings counts the headings of the notes that are nothing but a date
// without a deadline word (counted once).
func (p *parser) dateHeadings() int {
	if p.dateHeads >= 0 {
		return p.dateHeads
	}
	p.dateHeads = 0
	for _, n := range p.d.Nodes {
		if n.Kind != doc.Heading {
			continue
		}
		rest, due := cutDue(stripEmphasis(n.Text))
		if due == "" || strings.TrimSpace(strings.Trim(rest, " -–—·:")) != "" || reDeadlineWord.MatchString(strings.ToLower(due)) {
			continue
		}
		p.dateHeads++
	}
	return p.dateHeads
}
