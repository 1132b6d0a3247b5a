package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A team's label before its work ("Data team: Annotate more images",
// "Design group – Draft the onboarding screens"): student and volunteer
// teams split into sub-teams and write each one's work after its name.
// The label names a group, not a topic ("Design:" may be either); the
// work opens with a verb of work. The team, as written, owns it.

// reTeamColon: one or two capitalised words and "team"/"group"/"squad",
// a colon or a dash, the work.
var reTeamColon = regexp.MustCompile(`^(?:[Tt]he\s+)?((?:[\p{Lu}][\p{L}\p{N}'-]*\s+){1,2}(?i:team|group|squad|sub-?team))\s*(?:[:：]|\s[-–—])\s*(\S.*)$`)

// enTeamColon reads node i as a sub-team's work. Outside an action
// section a person confirms it, as any commitment there.
func (p *parser) enTeamColon(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || extract.HasHangul(n.Text) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reTeamColon.FindStringSubmatch(text)
	if m == nil || isQuestion(text) || reClauseHedge.MatchString(m[2]) || !stepFirst(m[2]) {
		return nil
	}
	team := strings.TrimSpace(m[1])
	c := &extract.Candidate{Assignee: team, Owners: []string{team}, Syntax: "team-colon"}
	if !titled(c, m[2]) {
		return nil
	}
	if n.Section == nil || !p.section(n.Section).action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}
