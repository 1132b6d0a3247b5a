package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// "Bob can update the onboarding docs": in running notes a person who
// can do a piece of work has most often offered to, yet whether they
// took it on the line does not say. It is read as their action with the
// owner tentative — a person confirms — wherever it stands; under the
// action heading the item reader already reads it so. A hedge ("maybe
// Bob can …" — that is hedgedSlot's possible action), a question, a
// negation ("can't") or a verb that is no work ("can make it", "can be
// there") is none.

// reCanWork: one or two names or a handle, "can", the work.
var reCanWork = regexp.MustCompile(`^(` + enPersonPattern + `)\s+can\s+(?:(?:also|then|now)\s+)?(\p{Ll}+\s+\S.*)$`)

// reCanAttend: being at a meeting, no work ("can make it on Tuesday",
// "can join remotely").
var reCanAttend = regexp.MustCompile(`(?i)^(?:make\s+it|(?:call|dial|log)\s+in|join|attend)\b`)

// enCanWork reads node i as a named person who can do a piece of work.
func (p *parser) enCanWork(i int) *extract.Candidate {
	if p.section(p.d.Nodes[i].Section).action {
		return nil
	}
	for k, sent := range p.enOpenSentences(i) {
		m := reCanWork.FindStringSubmatch(sent)
		if m == nil || isQuestion(sent) || reClauseHedge.MatchString(sent) || reTentative.MatchString(sent) || verbSlot(m[2]) != vsWork || reCanAttend.MatchString(m[2]) {
			continue
		}
		if !p.canSubject(m[1], k > 0) {
			continue
		}
		c := &extract.Candidate{Syntax: "can-work", Assignee: m[1], Owners: []string{strings.TrimPrefix(m[1], "@")}}
		if !titled(c, m[2]) {
			continue
		}
		c.Problems = append(c.Problems, problemTentative)
		return c
	}
	return nil
}

// canSubject: who can do the work is a person — a handle, a name the
// notes or the roster know, or one shaped as a name where the line's
// place says it is no thing opening the line (a full name, a later
// sentence of a paragraph, notes that list few people): "Manus can pick
// and choose" (manufacturers), "Docker can run …" opening an item of
// notes that list their people is a thing (as clauseSubject reads
// "will").
func (p *parser) canSubject(who string, midParagraph bool) bool {
	if strings.HasPrefix(who, "@") || p.known(who) {
		return true
	}
	if !allNameShaped([]string{who}) {
		return false
	}
	return strings.Contains(who, " ") || midParagraph || len(p.names) < 3
}

// canOwner gives an ownerless item of an action section the name that
// opens it with "can" ("- Priya can book the room"), the owner
// tentative.
func (p *parser) canOwner(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 || n.Kind != doc.ListItem || !p.section(n.Section).action {
		return
	}
	m := reCanWork.FindStringSubmatch(strings.TrimSpace(c.Title))
	if m == nil || reClauseHedge.MatchString(c.Title) || verbSlot(m[2]) != vsWork || !strings.HasPrefix(m[1], "@") && !allNameShaped([]string{m[1]}) {
		return
	}
	c.Assignee, c.Owners, c.Title = m[1], []string{strings.TrimPrefix(m[1], "@")}, m[2]
	c.Problems = append(c.Problems, problemTentative)
}
