package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A shared house's or a club's week is written as a duty roster: a
// weekday, the duty, then who takes it after a colon ("Wednesday, farm
// pickup: Ivan", "Friday: Market and bakery pickup: Rosa & Ola"). The
// names after the last colon own the duty and the weekday is when it is
// due. Only names stand after that colon; a sentence there ("Tuesday,
// Repair Cafe: Rosa will poke Ivan") is read as the commitment it is.

// reWeekdayDuty: weekday (optionally "next"), a comma or colon, the duty,
// a colon and the people.
var reWeekdayDuty = regexp.MustCompile(`^((?i:(?:next\s+)?` + enDay + `))\s*[,:：]\s*([^:：]*[\p{L}\p{N})][^:：]*?)\s*[:：]\s*(\S.*?)\s*[.]?$`)

// weekdayDuty reads a list item of that shape, or nil.
func (p *parser) weekdayDuty(plain string, n doc.Node) *extract.Candidate {
	if n.Kind != doc.ListItem {
		return nil
	}
	m := reWeekdayDuty.FindStringSubmatch(plain)
	if m == nil || reNameShaped.MatchString(strings.TrimSpace(m[2])) && p.personLike(strings.TrimSpace(m[2]), true) {
		return nil
	}
	owners := splitOwners(m[3])
	if len(owners) == 0 {
		return nil
	}
	for _, o := range owners {
		if !reNameShaped.MatchString(o) || !p.personLike(o, false) {
			return nil
		}
	}
	c := &extract.Candidate{Syntax: "weekday-duty"}
	if !titled(c, m[2]) {
		return nil
	}
	if c.Due == "" {
		c.Due = m[1]
	}
	c.Owners, c.Assignee = owners, strings.Join(owners, ", ")
	return c
}
