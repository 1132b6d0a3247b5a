package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// English forms of giving or taking a step that the readings before them
// leave without a candidate (issue 28, en-trials16: minutes of technical
// committees and working groups, whose steps sit under "Next steps:"
// labels and under items whose owner is written in parentheses):
//
//   - a request that names who does the work: "Dana: asking Rui to look
//     at how to split the costs" — Rui's task, whoever asks;
//   - talk with a named counterpart as the step: "Kim to discuss with Ada
//     to start the vote" — arranging it is the work, which talk alone
//     ("Kim to discuss the budget") is not;
//   - a step nested under a person's step that closes with its owner in
//     parentheses: "Draft the launch email (Tom)" / "  Share with the
//     team for review" — Tom's too;
//   - a step of a list of steps that each close with their owner in
//     parentheses, whose parentheses hold the owner's place open: "Merge
//     final (someone from the team)" among "Add the footer (Rui)",
//     "Draft … (Tom)".

// reAskingNameTo: "asking Rui to …", "asked @rui to …", "requested Rui Costa to …".
var reAskingNameTo = regexp.MustCompile(`\b(?:[Aa]sk(?:s|ed|ing)?|[Rr]equest(?:s|ed|ing)?)\s+(@?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+to\s+(\S.*)$`)

// reTalkWith: "Kim to discuss with Ada …", "Kim and Bo to talk with the
// vendor …": a person to talk with someone named or with a body.
var reTalkWith = regexp.MustCompile(`^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’-]*)?(?:\s*(?:,|and|&|/)\s*\p{Lu}[\p{L}'’-]*)*)\s+to\s+((?:discuss|talk|speak|chat|meet|sync|check in|follow up)\s+with\s+(?:@?\p{Lu}|the\s+\p{L}).*)$`)

// reParenOwnerClose: an item closing with its owner in parentheses.
var reParenOwnerClose = regexp.MustCompile(`^(\p{Lu}[\p{L}-]*)\s.*\(([^()]+)\)\s*[.!]?\s*$`)

// reOpenOwnerParen: an owner's place held open in parentheses — "(someone from the
// team)", "(volunteer needed)", "(TBD)", "(owner?)".
var reOpenOwnerParen = regexp.MustCompile(`(?i)^\s*(?:someone|somebody|anyone|anybody|a volunteer|volunteers?|tbd|tbc|owner\s*\?|who\s*\?|\?+)\b|^\s*\?+\s*$`)

// enStepForms reads node i in the forms above; out is what the notes
// gave before it (a parent item is read before its children).
func (p *parser) enStepForms(i int, out []extract.Candidate) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || n.Quote > 0 {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if plain == "" || isQuestion(plain) || p.pastReport(plain) {
		return nil
	}
	if c := p.enAskedTo(n, plain); c != nil {
		return c
	}
	if c := p.enSpeakerOffer(n, plain); c != nil {
		return c
	}
	if c := p.enTrailingFollowUp(n, plain); c != nil {
		return c
	}
	if c := p.enSpeakerWillBeSent(n, plain); c != nil {
		return c
	}
	if n.Kind != doc.ListItem || n.Parent < 0 || !capitalStep(plain) || !workVerbFirst(plain) {
		return nil
	}
	if c := p.enStepOfOwned(n, plain, out); c != nil {
		return c
	}
	return p.enParenListStep(i, n, plain)
}

// enAskedTo: "Dana: asking Rui to look at how to split the costs".
func (p *parser) enAskedTo(n doc.Node, plain string) *extract.Candidate {
	m := reAskingNameTo.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	who, rest := strings.TrimPrefix(m[1], "@"), strings.TrimSpace(m[2])
	if !p.known(who) {
		return nil
	}
	// "look at …" / "look into …" is finding out, a task; the other
	// verbs of the slot as the form "Name to …" reads them.
	w := strings.Fields(strings.ToLower(rest))
	lookInto := len(w) > 2 && w[0] == "look" && (w[1] == "at" || w[1] == "into")
	if !lookInto && !workSlot(rest) {
		return nil
	}
	return p.ownedLine(n, who, strings.TrimRight(rest, ". "), "asked-to")
}

// enTalkWithAt: "Kim to discuss with Ada to start the vote" on node i.
func (p *parser) enTalkWithAt(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || n.Quote > 0 {
		return nil
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	m := reTalkWith.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	owners := splitOwners(m[1])
	for _, o := range owners {
		if !p.known(o) {
			return nil
		}
	}
	c := p.ownedLine(n, m[1], strings.TrimRight(m[2], ". "), "talk-with")
	if c != nil {
		c.Owners = owners
	}
	return c
}

// enStepOfOwned: an imperative step nested under an item read as a
// person's action takes that person.
func (p *parser) enStepOfOwned(n doc.Node, plain string, out []extract.Candidate) *extract.Candidate {
	par := p.d.Nodes[n.Parent]
	// Only a parent written as a step closed by its owner in parentheses
	// ("Draft the launch email (Tom)"): an item of a list of action
	// items whose nested lines spell out its scope ("1. Dana - start the
	// survey" / "1. Identify the measures …") is one action, and so is a
	// person's update whose nested lines report.
	pp := strings.TrimSpace(stripInline(stripEmphasis(par.Text)))
	if pm := reParenOwnerClose.FindStringSubmatch(pp); pm == nil || !workVerbFirst(pp) || !p.parenNamesKnown(pm[2]) {
		return nil
	}
	for k := len(out) - 1; k >= 0 && k >= len(out)-8; k-- {
		o := out[k]
		if o.Line != par.Line || len(o.Owners) == 0 {
			continue
		}
		c := p.ownedLine(n, o.Assignee, plain, "step-of-owned")
		if c != nil {
			c.Owners = slices.Clone(o.Owners)
		}
		return c
	}
	return nil
}

// enParenListStep: "Merge final (someone from the team)" among sibling
// steps of the same shape whose parentheses name people the notes know —
// at least two of them: the list is one of owned steps, and this step,
// whose parentheses hold the owner's place open, is one whose owner is
// still to be found.
func (p *parser) enParenListStep(i int, n doc.Node, plain string) *extract.Candidate {
	m := reParenOwnerClose.FindStringSubmatch(plain)
	if m == nil || !(reOpenOwnerParen.MatchString(m[2]) || reOwnerPlaceholder.MatchString(strings.TrimSpace(m[2]))) {
		// ("Start thinking about swaps (Interoperability)": a topic in
		// the owner's place, no step; "(All)": the whole meeting.)
		return nil
	}
	owned := 0
	for j := max(0, i-12); j < min(len(p.d.Nodes), i+13) && owned < 2; j++ {
		s := p.d.Nodes[j]
		if j == i || s.Kind != doc.ListItem || s.Parent != n.Parent {
			continue
		}
		sp := strings.TrimSpace(stripInline(stripEmphasis(s.Text)))
		if sm := reParenOwnerClose.FindStringSubmatch(sp); sm != nil && workVerbFirst(sp) && p.parenNamesKnown(sm[2]) {
			owned++
		}
	}
	if owned < 2 {
		return nil
	}
	k := strings.LastIndex(plain, "(")
	return subjectless("paren-list-step", strings.TrimSpace(plain[:k]), "")
}

// parenNamesKnown: every part of a parenthesised owner ("Tom", "Ryan/Kay")
// is a person the notes know.
func (p *parser) parenNamesKnown(s string) bool {
	parts := splitOwners(s)
	if len(parts) == 0 {
		return false
	}
	for _, o := range parts {
		if !p.known(o) {
			return false
		}
	}
	return true
}

// Owners the readings above leave unread on a line they took as work:
//
//   - a lead of owners that names a body beside the people, or a person
//     with a question mark ("Dana, Omar, Project leads: survey ready …",
//     "Rui?: decommission the server"): the people and the body as
//     written, the mark of doubt dropped;
//   - a closing "- Kim and Ada to discuss" after the step;
//   - the subject of a sentence whose commitment follows with no subject
//     of its own ("Rui has been working on the model: will pick up …").

// reOwnersLead: up to four owners before a colon.
var reOwnersLead = regexp.MustCompile(`^((?:[^,:;()]{1,30},\s*){0,3}[^,:;()]{1,30}?)\s*\??\s*[:：]\s+(\S.*)$`)

// reDashNamesTo: "… - Kim and Ada to discuss" closing the line.
var reDashNamesTo = regexp.MustCompile(`\s[-–—]\s+(\p{Lu}[\p{L}'’-]*(?:\s*(?:,|and|&|/)\s*\p{Lu}[\p{L}'’-]*)*)\s+to\s+\p{Ll}+(?:\s+\p{Ll}+){0,3}\s*[.!]?\s*$`)

// reSubjectThenWill: a known subject, a verb of state or report, then a
// bare "will …" after a colon or comma.
var reSubjectThenWill = regexp.MustCompile(`^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)\s+(?:has|have|had|is|was|were|are)\b[^.;!?]*?[:,]\s*will\s+\p{Ll}`)

// enLeadOwners gives c, which names nobody, the owners node n writes in
// one of the forms above.
func (p *parser) enLeadOwners(c *extract.Candidate, n doc.Node) {
	if len(c.Owners) > 0 {
		return
	}
	plain := strings.TrimSpace(stripInline(stripEmphasis(n.Text)))
	if m := reOwnersLead.FindStringSubmatch(plain); m != nil && (strings.Contains(m[1], ",") || strings.HasPrefix(strings.TrimSpace(plain[len(m[1]):]), "?")) {
		// (One name and a colon is a speaker as often as an owner —
		// "Tyler: okay, action items are to …" — and is read elsewhere.)
		var owners []string
		people := 0
		for _, part := range strings.Split(m[1], ",") {
			o := strings.TrimSpace(strings.TrimRight(strings.TrimSpace(part), "?"))
			w := strings.Fields(o)
			switch {
			case o == "":
				return
			case p.known(o):
				people++
			case len(w) > 3 || !unicode.IsUpper([]rune(o)[0]) || workVerbFirst(o):
				// A topic before the colon, not who: "Budget: …",
				// "Review the draft: …".
				return
			}
			owners = append(owners, o)
		}
		if people == 0 {
			return
		}
		c.Owners, c.Assignee = owners, strings.Join(owners, ", ")
		if k := strings.Index(c.Title, ":"); k > 0 && strings.HasPrefix(plain, c.Title[:k]) {
			c.Title = strings.TrimSpace(c.Title[k+1:])
		}
		return
	}
	if m := reDashNamesTo.FindStringSubmatch(plain); m != nil {
		owners := splitOwners(m[1])
		for _, o := range owners {
			if !p.known(o) {
				return
			}
		}
		c.Owners, c.Assignee = owners, m[1]
		return
	}
	if m := reSubjectThenWill.FindStringSubmatch(plain); m != nil && p.known(m[1]) {
		c.Owners, c.Assignee = []string{m[1]}, m[1]
		c.Problems = slices.DeleteFunc(c.Problems, func(s string) bool { return s == problemNoSubject })
	}
}

// reClosedOnDate: a mark that the step was closed on a date ("(completed
// 2020-09-22, …)", "[done 3/14]").
var reClosedOnDate = regexp.MustCompile(`(?i)[(\[]\s*(?:done|completed|finished|closed)\s*(?:on\s+)?(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{1,2}\s+\p{L}{3,9}|\p{L}{3,9}\s+\d{1,2})\b`)

// reDoneChild: a nested line that reports the step done ("Done: link").
var reDoneChild = regexp.MustCompile(`(?i)^\s*(?:done|completed|finished)\s*[:：.!-]`)

// enClosedStep: outside a list of action items, node i's step is marked
// closed — by a dated done mark in its text, or by its first nested line
// reporting it done: a record of work, no new task. (An action list keeps
// the meeting's actions with their later state; finishedItem.)
func (p *parser) enClosedStep(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || p.section(n.Section).action {
		return false
	}
	if reClosedOnDate.MatchString(stripInline(n.Text)) {
		return true
	}
	for j := range p.nestedItems(i) {
		return reDoneChild.MatchString(stripInline(stripEmphasis(p.d.Nodes[j].Text)))
	}
	return false
}

// reHappyToOffer: an offer in a speaker's words — "happy to provide …", "Glad
// to take a stab at …" — opening a sentence or after the speaker's colon.
var reHappyToOffer = regexp.MustCompile(`(?:^|[.;!]\s+|:\s+)(?:(?:I'm|I’m|I am|am|we're|we’re|we are)\s+)?(?:[Hh]appy|[Gg]lad)\s+to\s+(\p{Ll}[^.;!?]*)`)

// reSpeakerColon: a speaker's name and colon inside a line of minutes.
var reSpeakerColon = regexp.MustCompile(`(?:^|[.;!]\s+)(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)(?:\s*\([^)]*\))?:\s`)

// enSpeakerOffer: "Brian: happy to provide the roadmap" — an offer of
// named work in the speaker's words commits the speaker, the nearest
// one before it on the line. An offer of help with no work named ("happy
// to help") and one nobody speaks stay as they were.
func (p *parser) enSpeakerOffer(n doc.Node, plain string) *extract.Candidate {
	m := reHappyToOffer.FindStringSubmatchIndex(plain)
	if m == nil {
		return nil
	}
	work := strings.TrimSpace(plain[m[2]:m[3]])
	if !workSlot(work) {
		return nil
	}
	who := ""
	for _, sm := range reSpeakerColon.FindAllStringSubmatchIndex(plain[:m[2]], -1) {
		if name := plain[sm[2]:sm[3]]; p.known(name) {
			who = name
		}
	}
	if who == "" {
		return nil
	}
	return p.ownedLine(n, who, work, "speaker-offer")
}

// reTrailFollowUp: a report whose last clause sets a follow-up in time
// ("Discussed a shared camera rig, follow up next week").
var reTrailFollowUp = regexp.MustCompile(`(?i),\s*((?:to\s+)?follow[\s-]?up(?:\s+(?:on|with|about)\s+[^,.;]{1,40})?\s+(?:next\s+(?:week|month|meeting|call|time|sync)|(?:on|by)\s+\p{L}+day|in\s+(?:two|2|a\s+few)\s+weeks))\s*[.!]?\s*$`)

// enTrailingFollowUp: the follow-up closing a report, a step nobody is
// named for, due when it says.
func (p *parser) enTrailingFollowUp(n doc.Node, plain string) *extract.Candidate {
	m := reTrailFollowUp.FindStringSubmatch(plain)
	if m == nil {
		return nil
	}
	c := subjectless("trailing-follow-up", m[1], "")
	if c != nil && !p.section(n.Section).action {
		c.Problems = append(c.Problems, problemConfirm)
	}
	return c
}

// reSpeakerDelivery: a speaker's words that something of theirs will be
// delivered ("Emily: spreadsheet outstanding, will be sent after call").
var reSpeakerDelivery = regexp.MustCompile(`^(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?):\s+([^.;!?]*?\bwill\s+be\s+(?:sent|shared|posted|circulated|uploaded|published|emailed|mailed|distributed)\b[^.;!?]*)`)

// enSpeakerWillBeSent: the speaker of a delivery in the passive is who
// sends it: the thing to deliver, as the line names it, is the task.
func (p *parser) enSpeakerWillBeSent(n doc.Node, plain string) *extract.Candidate {
	m := reSpeakerDelivery.FindStringSubmatch(plain)
	if m == nil || !p.known(m[1]) {
		return nil
	}
	return p.ownedLine(n, m[1], m[2], "speaker-delivery")
}

// reDescribesTo: a sentence that says what something does for people,
// not what anyone will do ("Helps to get people up and running"); a
// person aims to do work ("Aims to have the script done").
var reDescribesTo = regexp.MustCompile(`(?:^|[.;!]\s+|,\s+)(?:[Ii]t\s+|[Tt]his\s+|[Tt]hat\s+)?(?:[Hh]elps|[Tt]ends|[Ss]eems|[Ss]erves|[Aa]ppears|[Hh]appens|[Mm]eans)\s+to\s+(\p{Ll}+)`)

// enDescribedPurpose: c's work is read from such a sentence.
func (p *parser) enDescribedPurpose(i int, c *extract.Candidate) bool {
	plain := strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[i].Text)))
	for _, m := range reDescribesTo.FindAllStringSubmatch(plain, -1) {
		if strings.HasPrefix(strings.ToLower(c.Title), m[1]) {
			return true
		}
	}
	return false
}

// reDecidedWill: a decision's lead, then what was decided as a bare
// "will …" ("Decided on deprecation policy: will support the last two
// years").
var reDecidedWill = regexp.MustCompile(`(?i)^(?:decided|decision|agreed|resolved|consensus)\b[^:：]{0,60}[:：]\s*will\s+\p{Ll}`)

// enDecidedPolicy: c, which names nobody, is read from such a line: the
// group's decision of how things will be, no one's task.
func (p *parser) enDecidedPolicy(i int, c *extract.Candidate) bool {
	return len(c.Owners) == 0 && reDecidedWill.MatchString(strings.TrimSpace(stripInline(stripEmphasis(p.d.Nodes[i].Text))))
}
