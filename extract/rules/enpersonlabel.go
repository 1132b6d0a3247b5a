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
var reEnPlanLabel = regexp.MustCompile(`(?i)^(next(?:\s+(?:week|sprint|steps?))?|this\s+week|today|tomorrow|plans?(?:\s+for\s+(?:next|this)\s+week)?|planned|to\s*-?\s*do|todo|upcoming|coming\s+up|goals?(?:\s+for\s+(?:next|this)\s+week)?)\s*[:：]\s*(\S.*)$`)

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
	label := strings.ToLower(strings.Join(strings.Fields(m[1]), " "))
	standup := p.standupBlock(i)
	if (label == "today" || label == "tomorrow") && !standup {
		// ("Today: 12 people joined" outside a standup tells.)
		return nil
	}
	if rest == "" || isQuestion(rest) || noneWords[lowerTrim(strings.Trim(rest, ".*_ "))] || !(workVerbFirst(rest) || verbSlot(rest) == vsVerb || standup) {
		// (In a standup block the plan may be named by its things:
		// "Today: signup API, unit tests".)
		return nil
	}
	owner := p.ancestorOwner(n)
	if owner == "" {
		owner = p.scopeOwnerName(n)
	}
	if owner == "" && standup {
		owner = p.standupPerson(n)
	}
	if owner == "" {
		return nil
	}
	c := p.parseItem(rest, owner)
	if c.Title == "" {
		return nil
	}
	if c.Due == "" && (label == "next week" || label == "this week" || label == "today" || label == "tomorrow") {
		c.Due = label
	}
	c.Syntax = "person-plan-label"
	return c
}

// reStandupLabel: the labels of a person's standup block ("Yesterday:",
// "Done:", "Today:", "Next:", "Blockers:"); a past one reports.
var reStandupLabel = regexp.MustCompile(`(?i)^(?:(yesterday|done|did|completed|finished|accomplished|last\s+week|in\s+progress|progress)|today|tomorrow|next(?:\s+(?:week|sprint|steps?))?|this\s+week|plans?|planned|to\s*-?\s*do|todo|upcoming|coming\s+up|blockers?|blocked(?:\s+(?:on|by))?|impediments?)\s*[:：]`)

// standupBlock: list item i is one of a standup block's items — among
// its sibling items (same parent, same section) a report label
// ("Yesterday:", "Done:") and at least one other label of the block.
func (p *parser) standupBlock(i int) bool {
	n := p.d.Nodes[i]
	report, labels := false, 0
	for _, j := range p.siblingItems(i) {
		m := reStandupLabel.FindStringSubmatch(strings.TrimSpace(stripInline(p.d.Nodes[j].Text)))
		if m == nil {
			continue
		}
		labels++
		if m[1] != "" {
			report = true
		}
	}
	return report && labels >= 2 && n.Kind == doc.ListItem
}

// siblingItems: the list items beside item i (same parent, same
// section), i among them. It looks at most maxSiblingScan nodes either
// way: a standup block is short, and the bound keeps the reading linear
// (every labelled item of a long list asks, as siblingParent bounds its
// walk).
func (p *parser) siblingItems(i int) []int {
	n := p.d.Nodes[i]
	same := func(j int) bool {
		m := p.d.Nodes[j]
		return m.Section == n.Section && (m.Kind == doc.ListItem && m.Parent == n.Parent || m.Kind == doc.Blank || m.Kind == doc.Paragraph && m.Cont)
	}
	lo, hi := i, i
	for lo > 0 && i-lo < maxSiblingScan && same(lo-1) {
		lo--
	}
	for hi+1 < len(p.d.Nodes) && hi-i < maxSiblingScan && same(hi+1) {
		hi++
	}
	var out []int
	for j := lo; j <= hi; j++ {
		if m := p.d.Nodes[j]; m.Kind == doc.ListItem && m.Parent == n.Parent {
			out = append(out, j)
		}
	}
	return out
}

// maxSiblingScan bounds siblingItems' walk from its item.
const maxSiblingScan = 40

// reStandupPerson: a heading or parent item that is only a person's
// name, as a standup writes each member's block ("### Bob", "- Dana
// Lee:").
var reStandupPerson = regexp.MustCompile(`^@?(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,2})\s*[:：]?$`)

// standupPerson: the person whose standup block item n is in — its
// parent item, or its section's heading, when that is only a name.
func (p *parser) standupPerson(n doc.Node) string {
	t := ""
	if n.Parent >= 0 {
		t = p.d.Nodes[n.Parent].Text
	} else if n.Section != nil {
		t = n.Section.Title
	}
	m := reStandupPerson.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(t))))
	if m == nil || reStandupLabel.MatchString(m[1]+":") || teamName(m[1]) != "" {
		return ""
	}
	for _, w := range strings.Fields(m[1]) {
		if notNames[strings.ToLower(w)] {
			// ("### Updates", "- Status:": a topic, no person.)
			return ""
		}
	}
	return m[1]
}
