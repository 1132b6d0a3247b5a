package rules

// Lines that look like actions and are not (issue 28, precision on teams
// nobody tuned on). Each class is a reading of the line's form and its
// place in the document, not a pattern of one file:
//
//   - a thing read as the owner: "Ways to identify issues …", "Items to
//     discuss", "Three Common Ways to Extend Sphinx" — an infinitive that
//     modifies a noun is no one committing;
//   - a standing meeting that goes on: "Neil: regular Guidance Taskforce
//     calls continue" — a fact of the calendar, not a task;
//   - a presenter: "Saverio will give the presentation", "Test Tooling for DIIP w/ Samuel" — who speaks at a
//     meeting is agenda, not work to track;
//   - a quoted line ("> There was agreement … we should schedule …")
//     outside the action items: text copied from an e-mail, a chat or
//     an earlier meeting, not this meeting's commitment.
//
// A line dropped here is not lost: when it carries commitment signals it
// is still reported as a possible action (signals.go), so a person sees
// it; only the task nobody asked for is gone.

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// notAction: c, read from node i, is one of the classes above.
func (p *parser) notAction(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if p.thingOwner(c) {
		return true
	}
	title := strings.TrimSpace(c.Title)
	if scheduleStatement(title) || presenterLine(title, n) {
		return true
	}
	return p.quotedElsewhere(n)
}

// thingNouns are heads of a noun phrase that an infinitive or a list
// modifies ("ways to …", "items to discuss", "things to do", "next steps
// to take") — never someone who commits.
var thingNouns = map[string]bool{
	"way": true, "ways": true, "item": true, "items": true, "thing": true, "things": true,
	"topic": true, "topics": true, "point": true, "points": true, "question": true, "questions": true,
	"idea": true, "ideas": true, "option": true, "options": true, "area": true, "areas": true,
	"example": true, "examples": true, "reason": true, "reasons": true, "step": true, "steps": true,
	"method": true, "methods": true, "approach": true, "approaches": true, "tool": true, "tools": true,
}

// thingOwner: c's one owner is a thing the line's infinitive modifies,
// not a person. A known name (roster, attendees, @handle, the
// owner of a clear action elsewhere) is always a person.
func (p *parser) thingOwner(c *extract.Candidate) bool {
	if len(c.Owners) != 1 {
		return false
	}
	o := strings.TrimSpace(c.Owners[0])
	if o == "" || p.known(o) || strings.HasPrefix(o, "@") {
		return false
	}
	f := strings.Fields(o)
	last := strings.ToLower(strings.Trim(f[len(f)-1], ".,:;*_"))
	return thingNouns[last]
}

// reContinues: a standing meeting goes on ("regular … calls continue").
// (When a body meets — "the SIG will meet on Wednesdays" — was a class
// too, but on the held-out third of the dev sources it dropped a real
// action, so it stays an action.)
var reContinues = regexp.MustCompile(`(?i)\b(?:calls?|meetings?|sessions?|syncs?)\s+(?:will\s+)?(?:continue|continues|resume|resumes|go\s+on)\s*[.!]?$`)

// scheduleStatement: title says that a standing meeting goes on.
func scheduleStatement(title string) bool {
	return reContinues.MatchString(title)
}

// rePresenter: the work is to speak at a meeting ("give the presentation",
// "give a talk on …", "present on …"); talking about something, to or
// with someone is work ("Dan and Neil to talk about …"). reTalkCredit: a talk title credited to its
// speaker ("Test Tooling for DIIP w/ Samuel Rinnetmäki").
var (
	rePresenter  = regexp.MustCompile(`(?i)^(?:(?:will|to)\s+)?(?:(?:give|deliver|do|hold)\s+(?:the|a|an|their|his|her|our)\s+(?:short\s+|brief\s+|quick\s+)?(?:presentation|talk|keynote|lightning\s+talk)\b|present\s+(?:on|about)\b|speak\s+(?:on|about)\b)`)
	reTalkCredit = regexp.MustCompile(`\sw/\s*\p{Lu}\p{L}+(?:\s+\p{Lu}[\p{L}.'-]+){0,3}\s*(?:\([^)]*\))?\s*$`)
)

// presenterLine: title is a presenter's part in a meeting, or a talk
// title credited with "w/ Name".
func presenterLine(title string, n doc.Node) bool {
	if rePresenter.MatchString(title) {
		return true
	}
	return reTalkCredit.MatchString(strings.TrimSpace(stripInline(n.Text)))
}

// quotedElsewhere: node n is a block quote outside any action section —
// text copied into the notes from elsewhere.
func (p *parser) quotedElsewhere(n doc.Node) bool {
	if n.Quote == 0 {
		return false
	}
	if n.Section != nil && p.section(n.Section).action {
		return false
	}
	return true
}
