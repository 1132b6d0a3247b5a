package rules

// Lines of English minutes that look like work under an action heading
// but are the minutes' own furniture: a heads-up, a label that ends in a
// colon, a template's part over the items it groups.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

var (
	// reHeadsUp: a line that tells, not asks ("Heads up re: the venue
	// …", "FYI the CI is flaky", "PSA: …").
	reHeadsUp = regexp.MustCompile(`^(?i:heads[- ]?up|fyi|psa|for\s+your\s+information)\b`)
	// reTemplatePart: the parts of a meeting template written as items
	// over the items they group ("2. Open PRs", "3. Open issues",
	// "Decisions needed", "Help or discussion needed; …").
	reTemplatePart = regexp.MustCompile(`^(?i:open\s+(?:prs|pull\s+requests|issues|questions|items)|(?:decisions?|help|discussion|input|feedback)(?:\s+or\s+\p{L}+)?\s+(?:needed|required|wanted)|(?:new|old|other)\s+business|agenda\s+items?)\s*(?:[;:：].*)?$`)
)

// enFurniture: the line at i is none of the work it sits among — a
// heads-up that names nobody, a short label that ends in a colon with no
// owner ("New goals:"), or a meeting template's part over nested items.
func (p *parser) enFurniture(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph || extract.HasHangul(n.Text) || len(c.Owners) > 0 {
		return false
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if reHeadsUp.MatchString(plain) {
		return true
	}
	label := strings.TrimSpace(strings.TrimRight(plain, ":： "))
	if introLabel(plain) && len(strings.Fields(plain)) <= 4 && !p.hasChildItem(i) && !workVerbFirst(plain) && strings.TrimSpace(strings.TrimRight(c.Title, ":： ")) == label && !p.continuedBelow(i) {
		return true
	}
	if n.Kind == doc.ListItem && n.Checkbox == 0 && p.hasChildItem(i) && reTemplatePart.MatchString(strings.TrimSpace(reNumLead.ReplaceAllString(plain, ""))) {
		return true
	}
	return false
}

// continuedBelow: the line right under i carries on its item ("- Agenda :"
// / "  Moderator must create the next meeting"), text, not an item.
func (p *parser) continuedBelow(i int) bool {
	if i+1 >= len(p.d.Nodes) {
		return false
	}
	m := p.d.Nodes[i+1]
	return m.Kind == doc.Paragraph && m.Indent > p.d.Nodes[i].Indent
}

// reGroupPlease: the whole group asked to do something ("Everyone please
// take a look at these", "All, please review the draft", "Everybody:
// fill in the survey"): the work is asked of each of them, no one owner.
var reGroupPlease = regexp.MustCompile(`^(?i:everyone|everybody|all|folks|y['’]all)\s*[,:]?\s+(?i:please\s+)?(\p{L}.*)$`)

// reTakeALook: "take a look at", "have a look", "take a stab at".
var reTakeALook = regexp.MustCompile(`^(?i:(?:take|have)\s+a\s+(?:look|stab|pass|read))\b`)

// enGroupPlease reads line i as a request to the whole group: owner-less
// work a person confirms (the verb must open the request and be one of
// work).
func (p *parser) enGroupPlease(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || extract.HasHangul(n.Text) {
		return nil
	}
	text := strings.TrimSpace(stripInline(n.Text))
	if sp := reSpeakerLabel.FindStringSubmatch(text); sp != nil && !reGroupPlease.MatchString(text) {
		// "PDL: Everyone please …": the speaker asks the group.
		text = strings.TrimSpace(sp[2])
	}
	m := reGroupPlease.FindStringSubmatch(text)
	if m == nil || !strings.Contains(strings.ToLower(text), "please") && !strings.ContainsAny(text[:len(text)-len(m[1])], ",:") || !workVerbFirst(m[1]) && !reTakeALook.MatchString(m[1]) || isQuestion(text) || reClauseHedge.MatchString(m[1]) {
		return nil
	}
	c := &extract.Candidate{Syntax: "group-please"}
	if !titled(c, strings.TrimRight(m[1], ".! ")) {
		return nil
	}
	if !p.section(n.Section).action {
		c.Problems = append(c.Problems, problemNoSubject)
	}
	return c
}
