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
//     an earlier meeting, not this meeting's commitment;
//   - a list of standing duties ("Standing:" above the list, before
//     "New:"), the team's routine rather than work this meeting gave;
//   - the date of the next meeting ("Next meeting (Sep 26) - checkpoint
//     before the release") and a body's interest ("GitHub is interested
//     in new ideas …") read as a marker's action;
//   - the contents of a thing its parent announces ("… to include the
//     following actions after each call:", "their responsibilities
//     are:", "Proposed workflow:"), and the items of a future-work label
//     the notes hedge ("potential next steps"), when they name nobody;
//   - discussion that points to the action the notes number elsewhere
//     ("… See action #3."): that entry is the task;
//   - the steps of a how-to ("Instructions:" / "Navigate to the page and
//     download …"): what anyone doing the work follows, not tasks;
//   - an observation ("Note that …"), a placeholder ("Xx"), and a
//     decision deferred ("We will postpone a decision …").
//
// A line dropped here is not lost: when it carries commitment signals it
// is still reported as a possible action (signals.go), so a person sees
// it; only the task nobody asked for is gone.

import (
	"regexp"
	"slices"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reUnsureMark: "(?)" closing a line, the writer's own doubt.
var reUnsureMark = regexp.MustCompile(`\(\s*\?+\s*\)\s*[.!]?\s*$`)

// reSeeAction: a pointer to an action item the notes number elsewhere
// ("See action #1", "(see AI 3)", "-> action item 2").
var reSeeAction = regexp.MustCompile(`(?i)(?:\bsee|->|→)\s+(?:action(?:\s+items?)?|ai|item)\s*#?\s*\d{1,3}\b`)

// reWishToTalk: a speaker's wish to talk about something ("I'd like to
// discuss next steps for …", "We want to talk about the roadmap"): an
// agenda item, not work.
var reWishToTalk = regexp.MustCompile(`(?i)^(?:i|we)(?:['’]d|\s+would)\s+like\s+to\s+(?:discuss|talk|chat|hear|ask|understand|raise|bring\s+up|touch\s+on|go\s+over)\b|^(?:i|we)\s+want\s+to\s+(?:discuss|talk|chat|hear|ask|raise|bring\s+up|go\s+over)\b`)

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
	if p.standingList(i) || nextMeeting(c) || extract.NextMeetingLine(stripInline(n.Text)) || interestStatement(c) || p.contentsItem(i, c) || p.hedgedStep(i, c) || p.procedureStep(i, c) ||
		reNoteThat.MatchString(title) || reDeferDecision.MatchString(title) || reXPlaceholder.MatchString(strings.Trim(title, " .*_")) || reWishToTalk.MatchString(title) {
		return true
	}
	if reUnsureMark.MatchString(n.Text) && len(c.Owners) == 0 && !p.section(n.Section).action {
		// "To be published on cdCon this week (?)": outside the action
		// items the writer marks the line unsure — a guess at what
		// happens, naming nobody (in a list of goals it marks one the
		// group may drop, still its work).
		return true
	}
	if reSeeAction.MatchString(n.Text) && !p.section(n.Section).action {
		// "Need to investigate whether … make sense. See action #3.": the
		// discussion points to the action the notes list elsewhere; that
		// entry is the task, this line its background.
		return true
	}
	// (A quote's own to-do list, "> TODO" / "> …", is the notes' own:
	// korunninglog.go.)
	return p.quotedElsewhere(n) && c.Syntax != "quoted-todo" || p.notForm(i, c)
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
	// "Opportunity to meet in the project", "Agreement to set the old
	// repositories to read-only": a noun the infinitive completes — a
	// chance, an agreement, an attempt — is what the line reports, no
	// one who commits.
	"opportunity": true, "opportunities": true, "chance": true, "chances": true, "possibility": true, "possibilities": true,
	"agreement": true, "consensus": true, "invitation": true, "effort": true, "efforts": true, "attempt": true, "attempts": true,
	"motion": true, "recommendation": true, "recommendations": true, "suggestion": true, "suggestions": true,
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

// standingLabels mark a list of standing duties, carried from meeting to
// meeting ("Standing:" / "New:" under "### Actions"): the team's routine,
// not work this meeting gave anyone.
var standingLabels = map[string]bool{
	"standing": true, "standing actions": true, "standing action items": true, "standing items": true,
	"recurring": true, "recurring actions": true, "recurring action items": true, "recurring tasks": true,
	"standing tasks": true, "routine": true, "routine tasks": true,
}

// standingList: node i is an item of a list that a "Standing:" label
// (a heading, a line of its own, or a parent item) introduces.
func (p *parser) standingList(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem {
		return false
	}
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if standingLabels[normHeading(strings.TrimRight(stripInline(p.d.Nodes[j].Text), ":： "))] {
			return true
		}
	}
	// The line above the list: the first line before i that is not an
	// item of it nor blank.
	for j := i - 1; j >= 0 && j >= i-200; j-- {
		m := p.d.Nodes[j]
		if m.Kind == doc.ListItem || m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.Heading && m.Kind != doc.Paragraph {
			return false
		}
		return standingLabels[normHeading(strings.TrimRight(stripInline(m.Text), ":： "))]
	}
	return false
}

// reNextMeeting: the line says when the next meeting is ("Next meeting
// (Sep 26) - checkpoint before the release", "Next call: June 3").
var reNextMeeting = regexp.MustCompile(`(?i)^(?:the\s+)?next\s+(?:meeting|call|sync|session|telecon|telco|check-?in|get-?together)\b`)

// nextMeeting: c is the date of the next meeting with nobody named. A
// colon after the meeting (and its date) followed by a verb of work
// ("Next call (June): start with the design review") makes the meeting
// the horizon of that work, no date.
func nextMeeting(c *extract.Candidate) bool {
	t := strings.TrimSpace(stripInline(c.Title))
	if len(c.Owners) > 0 || !reNextMeeting.MatchString(t) {
		return false
	}
	if m := reNextMeetingWork.FindStringSubmatch(t); m != nil && nextMeetingWork(m[1]) {
		return false
	}
	return true
}

// nextMeetingWork: what follows a next meeting's label is work to do by
// then — a verb of work, no question; talk is the next meeting's agenda
// ("Next call: discuss the roadmap") and "review of …" names a topic.
func nextMeetingWork(rest string) bool {
	w := strings.Fields(strings.ToLower(strings.Trim(rest, "*_ ")))
	if len(w) == 0 || !workVerbFirst(rest) || isQuestion(rest) {
		return false
	}
	return !ongoingVerbs[w[0]] && w[0] != "present" && w[0] != "cover" && (len(w) < 2 || w[1] != "of")
}

// reNextMeetingWork: "Next call (June): …", "Next meeting - …": what
// follows the meeting and its bracketed date.
var reNextMeetingWork = regexp.MustCompile(`(?i)^(?:the\s+)?next\s+(?:meeting|call|sync|session|telecon|telco|check-?in)(?:\s*\([^()]{1,30}\))?\s*[:：]\s*(\S.*)$`)

// reInterest: a body's interest or stance as the line's statement
// ("GitHub is interested in new ideas to support science"): someone's
// disposition, not work they took.
var reInterest = regexp.MustCompile(`(?i)^(?:\p{Lu}[\p{L}\d.&'-]*\s+){1,3}(?:is|are)\s+(?:very\s+|also\s+|quite\s+)?(?:interested|excited|happy|keen|supportive)\b`)

// interestStatement: c, with nobody as owner, states an interest.
func interestStatement(c *extract.Candidate) bool {
	return len(c.Owners) == 0 && reInterest.MatchString(strings.TrimSpace(stripInline(c.Title)))
}

// reContentsLead: a line that announces its nested items as the contents
// of something rather than as steps — what a thing includes or consists
// of, whose responsibilities they are, a proposal's parts ("Update the
// bot's actions to include the following actions after each call:",
// "… their responsibilities are:", "Proposed workflow:").
var reContentsLead = regexp.MustCompile(`(?i)\b(?:to\s+include|includes?|including|consists?\s+of|contains?)\s+(?:the\s+following|these|this)\b|\b(?:responsibilities|duties)\s+(?:are|include)\s*[:：]?\s*$|^(?:the\s+)?(?:proposed|proposal\s+for)\s+[\p{L} -]{1,40}[:：]\s*$`)

// contentsItem: node i, with nobody named, is nested under an item that
// announces its children as contents. The parent carries the work; its
// items describe it.
func (p *parser) contentsItem(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if len(c.Owners) > 0 || n.Kind != doc.ListItem {
		return false
	}
	for j, depth := n.Parent, 0; j >= 0 && depth < 2; j, depth = p.d.Nodes[j].Parent, depth+1 {
		lead := strings.TrimSpace(stripInline(p.d.Nodes[j].Text))
		if reContentsLead.MatchString(lead) || reProcessTitle.MatchString(lead) && (!workVerbFirst(lead) || reUpdateOn.MatchString(lead)) {
			return true
		}
	}
	return false
}

// reProcessTitle: a parent naming a process, not asking for work ("Update
// on the new “applicant process”", "New review workflow:"): its items
// are the process's steps as it will run, each time, not tasks.
// reUpdateOn: "Update on …", a report's title, though "update" opens it.
var (
	reProcessTitle = regexp.MustCompile(`(?i)^[\p{L}\p{N}“”"'’/ -]{0,60}\b(?:process|workflow|procedure|pipeline)[”"'’]?\s*[:：]?\s*$`)
	reUpdateOn     = regexp.MustCompile(`(?i)^(?:an?\s+)?updates?\s+(?:on|about|regarding)\b`)
)

// reInstructionsLead: a parent that introduces a how-to ("Instructions:",
// "Steps:", "How to migrate a model:", "Walkthrough"): its items are the
// steps anyone follows doing the work its own parent names, not tasks of
// their own ("Navigate to the page and download …", "Remember to use
// absolute links").
var reInstructionsLead = regexp.MustCompile(`(?i)^(?:instructions?|steps|how[- ]to(?:\s[\p{L}\p{N} '’-]{1,60})?|walk-?through|guidelines?|tips)\s*[:：]?$`)

// procedureStep: node i is a step of a how-to (underInstructions) and
// names no one the notes know: not a task.
func (p *parser) procedureStep(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	return n.Kind == doc.ListItem && !slices.ContainsFunc(c.Owners, p.known) && p.underInstructions(n)
}

// underInstructions: n is nested, at most three levels down, under an
// item that introduces a how-to (reInstructionsLead).
func (p *parser) underInstructions(n doc.Node) bool {
	for j, depth := n.Parent, 0; j >= 0 && depth < 3; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if p.d.Nodes[j].Kind == doc.ListItem && reInstructionsLead.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[j].Text))) {
			return true
		}
	}
	return false
}

// reHedgedSteps: a future-work label the notes qualify as ideas rather
// than agreed work ("potential next steps", "Possible actions:", "Ideas
// for next steps"): its items are options a person may still take up.
// "Suggested next steps" and "Proposed actions" are not hedged: teams
// write them for the steps they agreed.
var reHedgedSteps = regexp.MustCompile(`^(?:potential|possible|candidate|optional|ideas?\s+for)\s+(?:next\s+steps?|follow[- ]?ups?|actions?|action\s+items?|to-?dos?|tasks?)$`)

// hedgedStep: node i, with nobody named, is an item under such a label
// (a parent item or the heading of its section).
func (p *parser) hedgedStep(i int, c *extract.Candidate) bool {
	n := p.d.Nodes[i]
	if len(c.Owners) > 0 {
		return false
	}
	for j, depth := n.Parent, 0; j >= 0 && depth < 2; j, depth = p.d.Nodes[j].Parent, depth+1 {
		if reHedgedSteps.MatchString(normHeading(strings.TrimRight(stripInline(p.d.Nodes[j].Text), ":： "))) {
			return true
		}
	}
	return n.Section != nil && reHedgedSteps.MatchString(normHeading(n.Section.Title))
}

// reNoteThat: an observation written as one ("Note that procedural
// macros can create arbitrary spans, so they need their own
// guidelines").
var reNoteThat = regexp.MustCompile(`(?i)^(?:note|noting|notice|remember|keep\s+in\s+mind)\s+that\b`)

// reXPlaceholder: a title that is only the letters of a placeholder
// ("Xx", "XXX"; rePlaceholder has the other forms).
var reXPlaceholder = regexp.MustCompile(`(?i)^x{2,}$`)

// reDeferDecision: the meeting decided not to decide yet ("We will
// postpone a decision and give projects a bit more time …"): a
// resolution about the discussion, not a task.
var reDeferDecision = regexp.MustCompile(`(?i)^(?:we\s+(?:will|'ll|’ll|shall)\s+|to\s+)?(?:postpone|defer|delay|table)\s+(?:a|the|this|our|any|its)\s+decision\b`)
