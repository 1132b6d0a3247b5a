package rules

// A step with its owner after it, in running notes: a discussion bullet
// that opens with a verb of work and closes with the person who takes it
// — "Ping Matt on this (Ben)", "Open a slack thread for it - (Ben)",
// "Update meeting times in the repos - Ben", "Need an issue for the
// linting (Ben)". Outside an action section the verb alone is a topic
// ("Review the charter" as an agenda line) and the name alone a speaker;
// together they are work given to a person, for that person to confirm.
// An agenda's topics, status and decision sections, finished items and
// questions are none.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reStepTrailOwner: the task, then its owner in parentheses (a dash may come
// before) or after a spaced dash, one to three names.
var reStepTrailOwner = regexp.MustCompile(`^(.{4,200}?)\s*(?:(?:[-–—]\s*)?\(\s*(@?` + trailName + `(?:\s*(?:,|/|&|\band\b)\s*@?` + trailName + `){0,2})\s*\)|\s[-–—]\s+(@?` + trailName + `(?:\s*(?:,|/|&|\band\b)\s*@?` + trailName + `){0,2}))\s*[.!]?$`)

// trailName: a capitalised name, with a second capitalised word or an
// initial ("Ben", "Alex R.", "Santina Lin").
const trailName = `[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]*\.?)?`

// reNeedLead: "Need an issue for …", "Needs a template": a thing the
// named person is to provide.
var reNeedLead = regexp.MustCompile(`(?i)^needs?\s+(?:an?\s+|the\s+|to\s+)?\p{L}`)

// trailingOwnerStep reads node i as a step whose owner closes it.
func (p *parser) trailingOwnerStep(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' || len(n.Text) > maxSignalLine {
		return nil
	}
	si := p.section(n.Section)
	if si.action || (si.nonAction || si.report) && n.Parent < 0 || si.done || si.decision || si.summary || finishedItem(n.Text, n.Checkbox, si) {
		// (Under "Agenda:" the minutes of a topic are nested under it:
		// a nested step there is the topic's outcome, a top item the
		// topic itself.)
		return nil
	}
	if p.notNewWorkLine(i) || p.carryOverParent(n) {
		// (A review of earlier actions, a struck-through item: no new
		// work; enactionlabels.go, restates.go.)
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if isQuestion(plain) || strings.Contains(plain, "?") {
		return nil
	}
	m := reStepTrailOwner.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	task, owner := strings.TrimSpace(m[1]), strings.TrimSpace(m[2]+m[3])
	task = strings.TrimSpace(reAlsoLead.ReplaceAllString(task, ""))
	need := reNeedLead.MatchString(task)
	// "Proposal for namespace - Dadisi" under "- Action Items:": a
	// deliverable named for its owner inside an action list's items.
	deliverable := reDeliverableLead.MatchString(task) && p.underActionLabel(n)
	if !(workVerbFirst(task) || need || deliverable) || !need && rePastLead.MatchString(task) || reNotWork.MatchString(task) {
		return nil
	}
	owners := splitOwners(owner)
	for _, o := range owners {
		// A person the notes know or write again ("(Ben)" on several
		// steps), not a word in parentheses once ("(Interoperability)",
		// "(NDWI)") nor everyone ("(All)").
		if !p.plausibleOwner(o) || notNames[strings.ToLower(strings.Fields(o)[0])] || groupOwners[strings.ToLower(o)] || !p.known(o) && !p.recurs("("+o) && !p.recurs(o+":") {
			return nil
		}
	}
	c := &extract.Candidate{Assignee: owner, Owners: owners, Syntax: "trailing-owner-step"}
	if !titled(c, task) {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}

// reDeliverableLead: an item that opens with a deliverable noun ("Proposal
// for namespace", "Draft of the FAQ", "Blog post on …").
var reDeliverableLead = regexp.MustCompile(`^(?i:(?:a|an|the|new)\s+)?(?i:proposal|draft|doc|document|design\s+doc|write-?up|summary|pr|pull\s+request|rfc|blog\s+post|slides?|deck|issue|ticket|outline|report|prototype|spec|template|faq|announcement|survey)\b`)

// underActionLabel: list item n is nested, a few levels at most, under
// an item that only labels an action list ("- Action Items:").
func (p *parser) underActionLabel(n doc.Node) bool {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if p.actionLabelItem(j) {
			return true
		}
	}
	return false
}
