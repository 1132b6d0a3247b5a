package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// The group's own work written in the passive, with nobody named: "The
// docs are planned to be released within the next two weeks", "The new
// wording will be added as soon as the open PR is merged". It is work
// when the verb is one of work and the line says when — a deadline, or
// the event the work waits on ("as soon as …", "once …", "after …"): a
// passive future without either ("The talk will be recorded") describes
// more often than it commits. Nobody is named, so a person confirms who.

// rePassivePlan: a subject, a passive future or plan, the participle,
// what follows. A demonstrative before a noun is its determiner ("This
// issue will be closed after the meeting"); alone it is a pronoun,
// which reStatementLead turns away ("This will be …").
var rePassivePlan = regexp.MustCompile(`(?i)^(?:the\s+|our\s+|a\s+|an\s+|this\s+|that\s+|these\s+|those\s+)?(\p{L}[\p{L}\p{N} '’/-]{1,40}?)\s+(?:will\s+be|(?:is|are)\s+(?:planned|scheduled|going)\s+to\s+be)\s+(\p{Ll}+)\b\s*(.*)$`)

// reAwaitedEvent: the event passive work waits on.
var reAwaitedEvent = regexp.MustCompile(`(?i)^(?:as\s+soon\s+as|once|after|when)\s+\S`)

// reWithinSpan: a span of days or weeks the work is due within.
var reWithinSpan = regexp.MustCompile(`(?i)\bwithin\s+(?:the\s+)?(?:next\s+)?(?:\p{L}+\s+|\d+\s+)?(?:days?|weeks?|months?)\b`)

// rePassivePeriod: the period passive work is done in — this or next
// week, month or quarter, a named month ("in November", "mid-May").
var rePassivePeriod = regexp.MustCompile(`(?i)\b(?:(?:this|next)\s+(?:week|month|quarter)|in\s+(?:early\s+|mid[- ]|late\s+)?` + enMonthName + `|(?:early|mid|late)[- ]` + enMonthName + `)\b`)

// enMonthName: a month's name, in full.
const enMonthName = `(?:january|february|march|april|may|june|july|august|september|october|november|december)`

// passiveWork: verbs left out of the work verbs because their base is as
// often a noun ("mail", "post"), whose participle is none: "the letters
// will be mailed", "the dues will be paid" (en-trials33).
var passiveWork = wordSet(`mail post pay sign renew distribute invoice`)

// passiveIrregular: participles of work verbs not spelt with -ed.
var passiveIrregular = map[string]string{"written": "write", "sent": "send", "done": "do", "made": "make", "built": "build", "set": "set", "run": "run", "taken": "take", "drawn": "draw", "paid": "pay"}

// enPassivePlan reads node i as passive work of the group (see above).
func (p *parser) enPassivePlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || len(n.Text) > maxSignalLine {
		return nil
	}
	si := p.section(n.Section)
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(n.Text), "*_ "))
	if filed, ok := trackerPassive(plain); ok && !si.done {
		// "An issue will be opened for this" (trackerpassive.go), in
		// the discussion or a decision's part too: the step it leads to.
		text := strings.TrimRight(filed, ".! ")
		rest, due := cutDue(text)
		if due != "" {
			text = rest
		}
		return subjectless("passive-plan", text, due)
	}
	if si.done || si.decision {
		return nil
	}
	if isQuestion(plain) || reNotWork.MatchString(plain) || reCondLead.MatchString(plain) || reScheduledRelease.MatchString(plain) || reRoleChangeIn.MatchString(plain) {
		// ("M74 is going to be released on April 23rd": a release
		// calendar, no work of the meeting.)
		return nil
	}
	m := rePassivePlan.FindStringSubmatch(strings.TrimRight(plain, ".! "))
	if m == nil || reStatementLead.MatchString(m[1]) {
		return nil
	}
	if !workParticiple(m[2]) {
		return nil
	}
	_, due := cutDue(m[3])
	if due == "" {
		// "within the next two weeks".
		due = strings.TrimSpace(reWithinSpan.FindString(m[3]))
	}
	text := strings.TrimRight(plain, ".! ")
	if due == "" {
		// "Assessment letters will be mailed this month", "The draft
		// budget will be presented in November": a board's or
		// committee's own work, the period it is done in (en-trials33).
		// The period is the due, no part of the title.
		if loc := rePassivePeriod.FindStringIndex(text); loc != nil && loc[0] >= len(text)-len(m[3]) {
			due = text[loc[0]:loc[1]]
			text = strings.Join(strings.Fields(text[:loc[0]]+" "+text[loc[1]:]), " ")
		}
	}
	if due == "" && !reAwaitedEvent.MatchString(strings.TrimSpace(m[3])) {
		return nil
	}
	return subjectless("passive-plan", text, due)
}

// workParticiple: part is the participle of a verb of work ("mailed",
// "paid", "written").
func workParticiple(part string) bool {
	part = strings.ToLower(part)
	if b, ok := passiveIrregular[part]; ok {
		return enImperatives[b] || enWorkVerbs[b] || passiveWork[b]
	}
	for _, b := range enVerbBases(part, "ed") {
		if enImperatives[b] || enWorkVerbs[b] || passiveWork[b] {
			return true
		}
	}
	return false
}

// reThingPassive: a single word, then a passive future of a verb of work
// and no "to" after it ("Dues will be paid in April"); "Dana will be
// asked to review" gives Dana work and does not match.
var reThingPassive = regexp.MustCompile(`^(\p{Lu}[\p{L}'’-]*)\s+will\s+be\s+(\p{Ll}+)\b(?:\s+(\S+))?`)

// passiveThing: plain opens with owner (or, when owner is "", any word),
// a word the notes do not know as a person, undergoing work in the passive ("Dues will be paid in April",
// "Invoices will be sent this week"): the thing worked on, not who works
// — the passive reading (enPassivePlan) takes the line, with nobody named.
func (p *parser) passiveThing(plain, owner string) bool {
	m := reThingPassive.FindStringSubmatch(plain)
	if m == nil || owner != "" && m[1] != owner || p.known(m[1]) || p.recurs(m[1]) || strings.EqualFold(m[3], "to") {
		return false
	}
	return workParticiple(m[2])
}
