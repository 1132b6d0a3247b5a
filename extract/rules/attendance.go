package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// reAttendanceTitle: a heading over who attended ("Attendees", "## 참석자",
// "Participants", "Roll call").
var reAttendanceTitle = regexp.MustCompile(`(?i)^(?:attendees|attendance|participants|present|roll\s*call|who\s+attended|` + koRollLabel + `)$`)

// koRollLabel: the Korean label of who attended ("참석자", "참가 인원",
// "출석 명단").
const koRollLabel = `(?:참석|참여|출석|참가)\s*(?:자|인원|명단|현황|멤버)?`

// underAttendance: node i sits under an attendance heading, at any depth
// ("## Attendees" / "### Steering Committee" / "- [X] Jakob Moeller -
// SAP"), with no action heading between: its lines record who came and
// from where, never work.
func (p *parser) underAttendance(i int) bool {
	for s := p.d.Nodes[i].Section; s != nil; s = s.Parent {
		if s.Level >= 7 {
			// A bold "**Attendees:**" line heads no part of the notes
			// that ends: whatever follows it stays itself.
			return false
		}
		if reAttendanceTitle.MatchString(strings.TrimSpace(strings.Trim(normHeading(s.Title), ":： "))) {
			return true
		}
		if si := p.section(s); si.action || si.report || si.decision || si.nonAction || si.summary {
			// "## Attendees" / "### Agenda": a part of its own kind,
			// whatever level the notes gave its heading.
			return false
		}
	}
	return false
}

// attendanceLine: candidate c of node i is a line of a list of who
// attended; one that commits with a deadline ("… will send the slides
// by Friday") is kept for a person to judge.
func (p *parser) attendanceLine(i int, c *extract.Candidate) bool {
	return c.Due == "" && p.underAttendance(i)
}
