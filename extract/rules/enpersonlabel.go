package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A status block per person ("### Alice" / "- Done: …" / "- Next: update
// the checklist"): the label of the coming work names the line as that
// person's next task, as "다음 주 할 일:" does in Korean (koinline.go).

// reEnPlanLabel: a label of work to come opening the line, and the work.
var reEnPlanLabel = regexp.MustCompile(`(?i)^(next(?:\s+(?:week|sprint|steps?))?|this\s+week|plans?(?:\s+for\s+(?:next|this)\s+week)?|planned|to\s*-?\s*do|todo|upcoming|coming\s+up|goals?(?:\s+for\s+(?:next|this)\s+week)?)\s*[:：]\s*(\S.*)$`)

// enLabelLineOfPerson reads list item i, under a person's heading or
// item, when a label of coming work opens it and a verb of work follows;
// nil otherwise.
func (p *parser) enLabelLineOfPerson(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || extract.HasHangul(n.Text) || len(n.Text) > maxItemBytes {
		return nil
	}
	m := reEnPlanLabel.FindStringSubmatch(strings.TrimSpace(stripInline(n.Text)))
	if m == nil {
		return nil
	}
	rest := strings.TrimSpace(m[2])
	if rest == "" || isQuestion(rest) || noneWords[lowerTrim(strings.Trim(rest, ".*_ "))] || !(workVerbFirst(rest) || verbSlot(rest) == vsVerb) {
		return nil
	}
	owner := p.ancestorOwner(n)
	if owner == "" {
		owner = p.scopeOwnerName(n)
	}
	if owner == "" {
		return nil
	}
	c := p.parseItem(rest, owner)
	if c.Title == "" {
		return nil
	}
	if c.Due == "" {
		if l := strings.ToLower(strings.Join(strings.Fields(m[1]), " ")); l == "next week" || l == "this week" {
			c.Due = l
		}
	}
	c.Syntax = "person-plan-label"
	return c
}
