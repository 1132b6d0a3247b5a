package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A request the team reports it was given ("The client told us to share
// drafts with the design group", "Told us to start helping the other
// teams", "Our tutor asked the team to record a demo"): course and
// capstone teams write their client's and tutor's instructions so. The
// work is the team's, nobody in it named; the person who asked is not its
// owner. ("Asked Nakul to start …" names whom it asks: verbOwner.)

// reAskedUsTo: an optional short subject (the asker), a verb of asking in
// the past, the team as its object, then "to" and the work.
var reAskedUsTo = regexp.MustCompile(`(?i)^(?:(?:the\s+|our\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?\s+)?(?:told|asked|reminded|instructed|requested)\s+(?:us|the\s+team|the\s+group|everyone|all\s+of\s+us|each\s+of\s+us)\s+to\s+(\p{Ll}+)\s+(\S.*)$`)

// enAskedUsTo reads node i as the team's work a person asked of it. Only
// a verb of work with an object of its own is read ("to start helping
// …", not "to be patient"); a question or a hedge is none.
func (p *parser) enAskedUsTo(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || extract.HasHangul(n.Text) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	m := reAskedUsTo.FindStringSubmatch(text)
	if m == nil || isQuestion(text) || reClauseHedge.MatchString(text) {
		return nil
	}
	verb, obj := strings.ToLower(m[1]), strings.TrimRight(m[2], ". ,")
	if len(strings.Fields(obj)) < 2 || !(workVerbFirst(verb) || tableStepVerbs[verb]) || !workVerbOf(verb, verb+" "+obj) {
		return nil
	}
	c := &extract.Candidate{Syntax: "asked-us-to"}
	if !titled(c, verb+" "+obj) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}
