package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// An action marker written inside a sentence rather than as a label: "no
// concerns, next step is to submit a PR", "The action item for this is to
// modify the workflows", "Plan of action: review the open PRs" — the
// notes name the work an action in so many words, with nobody named (a
// person confirms who). The work must open with a verb of work: "the
// next step is the review" names a step, not work to do.

// reMarkerClause: a marker noun, "is"/"are"/"will be" (and "to") or
// "include(s)" (the work then a gerund: "Next steps include finalizing
// the list", issue 28 en-trials26), or a plan label's colon, then the
// work.
var reMarkerClause = regexp.MustCompile(`(?i)(?:^|[,;.]\s+|\s[-–—]\s+)(?:the\s+|our\s+)?(?:(?:next|first)\s+steps?|action\s+items?|follow[- ]?ups?)(?:\s+(?:for|on)\s+(?:this|that|it|these))?\s+(?:is|are|will\s+be|includes?)\s+(?:to\s+)?(\p{Ll}[\p{L}-]*)\s+(\S.*)$|^(?i:plan\s+of\s+action|action\s+plan)\s*[:：]\s*(\p{L}[\p{L}-]*)\s+(\S.*)$`)

// markerClause reads node i by reMarkerClause; nil when it is not one.
func (p *parser) markerClause(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || len(n.Text) > maxSignalLine {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	low := strings.ToLower(text)
	if !strings.Contains(low, "step") && !strings.Contains(low, "action") && !strings.Contains(low, "follow") {
		return nil
	}
	m := reMarkerClause.FindStringSubmatch(text)
	if m == nil || isQuestion(text) || reClauseHedge.MatchString(text) {
		return nil
	}
	verb, obj := strings.ToLower(m[1]+m[3]), strings.TrimRight(m[2]+m[4], ". ")
	if strings.HasSuffix(verb, "ing") {
		// "Next steps include finalizing …": the gerund's verb.
		verb = gerundBase(verb)
	}
	if len(strings.Fields(obj)) < 2 || ongoingVerbs[verb] || !workVerbOf(verb, verb+" "+obj) || !enImperatives[verb] && !enWorkVerbs[verb] && !enImperativesMore[verb] && !clauseVerbByShape(verb+" "+obj) {
		return nil
	}
	c := &extract.Candidate{Syntax: "marker-clause"}
	if !titled(c, verb+" "+obj) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}
