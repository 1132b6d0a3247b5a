package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A position given to a member for a while ("Team leader: 김희곤",
// "김도혁: Team leader & Development leader", "Presenter: 홍기재") says
// who holds it, not a piece of work with an end; and two members joined
// by a dash with nothing else ("김도혁 - 조성원", under "Pair change")
// pair them: neither is the other's task. The same pair closed by the
// part it takes ("정유철 - 정인교(88)") is the pair's work, owned by both.

// reEnPosition: an English position, a title closed by its head word
// ("QA leader", "Planning leader", "Quality Assurance leader",
// "Presenter", "Scrum master").
var reEnPosition = regexp.MustCompile(`(?i)^(?:[a-z]+\s+){0,3}(?:leader|lead|manager|presenter|coordinator|chair|chairperson|scribe|secretary|captain|facilitator|moderator|note-?taker|minute-?taker|timekeeper|master)$`)

// positionPhrase: every part of s is a position.
func positionPhrase(s string) bool {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), "*_`"))
	if s == "" {
		return false
	}
	for _, part := range reRoleSep.Split(s, -1) {
		w := strings.ToLower(strings.TrimSpace(part))
		if w == "" {
			continue
		}
		if !koRoles[w] && !reEnPosition.MatchString(w) {
			return false
		}
	}
	return true
}

// rePairDash: two single words joined by a dash, and what closes them.
var rePairDash = regexp.MustCompile(`^([\p{Hangul}A-Za-z]+)\s*[-–—]\s*([\p{Hangul}A-Za-z]+)\s*(.*)$`)

// positionLine: node i states who holds a position.
func (p *parser) positionLine(i int) bool {
	t := strings.TrimSpace(reEnumLead.ReplaceAllString(strings.TrimSpace(stripInline(p.d.Nodes[i].Text)), ""))
	k := strings.IndexAny(t, ":：")
	if k <= 0 {
		return false
	}
	l, r := strings.TrimSpace(t[:k]), strings.TrimSpace(strings.TrimLeft(t[k:], ":："))
	if l == "" || r == "" {
		return false
	}
	return positionPhrase(l) && p.allPeople(splitOwners(r), true) || positionPhrase(r) && p.allPeople(splitOwners(l), true)
}

// pairLine reads node i as two members joined by a dash: with nothing
// after them the line is no action (drop); with the part they take after
// them, c becomes the pair's.
func (p *parser) pairLine(i int, c *extract.Candidate) (drop bool) {
	t := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))
	m := rePairDash.FindStringSubmatch(t)
	if m == nil || !p.allPeople([]string{m[1], m[2]}, true) {
		return false
	}
	rest := strings.TrimSpace(m[3])
	if rest == "" {
		return true
	}
	if !strings.HasPrefix(rest, "(") {
		return false
	}
	c.Assignee, c.Owners = m[1]+", "+m[2], []string{m[1], m[2]}
	c.Title = t
	return false
}
