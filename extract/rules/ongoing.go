package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Running notes of a small group ("Zach is investigating this.", "Dana is
// leading the move of the shared drive", "Ana responding to the open
// issue", "Publish the minutes: will create a post on the forum") record
// who owns open work without "will" or an action section: a person the
// notes name, then a verb of taking charge in the progressive; or a
// topic label followed by a subjectless future. Both are read as actions
// to confirm, since the same words can close a status report.

// reTakingCharge: a named person (one or two, "and"/"&"/"/") in charge of
// open work: "is leading", "is looking into", "responding to".
var reTakingCharge = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]+(?:\s*(?:,|&|/|\band\b)\s*[\p{Lu}][\p{L}'’-]+)?)\s+(?:(?:is|are)\s+(?:now\s+|still\s+|currently\s+|also\s+)?)?(leading|investigating|looking\s+into|handling|following\s+up\s+(?:on|with)|taking\s+care\s+of|coordinating|organi[sz]ing|driving|responding\s+to|reaching\s+out\s+to|drafting|preparing)\s+(\S.*)$`)

// reAuxProgressive: the auxiliary the bare participle form lacks ("Ana
// responding to …" is read only at the start of an item).
var reAuxProgressive = regexp.MustCompile(`^\S+(?:\s*(?:,|&|/|\band\b)\s*\S+)?\s+(?:is|are)\s`)

// reLeadTopic: a topic label opening an item ("Migration: ").
var reLeadTopic = regexp.MustCompile(`^[^:：]{2,60}[:：]\s+`)

// reMeetingRole: what one leads or prepares in the meeting itself.
var reMeetingRole = regexp.MustCompile(`(?i)^(?:the\s+|this\s+|today['’]?s\s+)?(?:call|meeting|session|discussion|sync|stand-?up|retro|demo|agenda)\b`)

// reLabelWill: a topic label, then a future without a subject ("Publish
// the minutes: will create a post").
var reLabelWill = regexp.MustCompile(`^([^:：]{3,80}?)\s*[:：]\s*(?:we\s+)?will\s+(\p{Ll}+)\s+(\S.*)$`)

// ongoingWork reads node i as open work someone took charge of, or a
// topic's subjectless commitment; nil when it is neither.
func (p *parser) ongoingWork(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := n.Text
	if len(text) > maxItemBytes {
		text = cutUTF8(text, maxItemBytes)
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(text), "*_ "))
	if plain == "" || isQuestion(plain) || reNotWork.MatchString(plain) || reDecisionLabel.MatchString(text) {
		return nil
	}
	if c := p.labelWill(plain); c != nil {
		return c
	}
	for k, sent := range sentences(plain) {
		if c := p.takingCharge(sent, k == 0); c != nil {
			return c
		}
		if c := datedPlan(sent); c != nil {
			return c
		}
		if k == 0 {
			// "Migration: Dana is leading …": a topic label first.
			if l := reLeadTopic.FindStringIndex(sent); l != nil {
				if c := p.takingCharge(sent[l[1]:], true); c != nil {
					return c
				}
			}
		}
	}
	return nil
}

// takingCharge reads one sentence; first: it opens the item (only there
// may the auxiliary be left out).
func (p *parser) takingCharge(sent string, first bool) *extract.Candidate {
	m := reTakingCharge.FindStringSubmatch(sent)
	if m == nil || !first && !reAuxProgressive.MatchString(sent) {
		return nil
	}
	if reMeetingRole.MatchString(m[3]) || strings.HasPrefix(m[3], "to ") {
		// "Priya is leading the call": a role in the meeting; "Acme
		// preparing to open-source …": a plan, read by the plan rules.
		return nil
	}
	owners := splitOwners(m[1])
	for _, o := range owners {
		if notNames[strings.ToLower(o)] || !p.known(o) {
			return nil
		}
	}
	title, due := cutDue(strings.TrimSpace(m[2]) + " " + m[3])
	title = cleanTitle(strings.TrimRight(title, ".!"))
	if title == "" {
		return nil
	}
	return &extract.Candidate{
		Syntax:   "taking-charge",
		Assignee: owners[0],
		Owners:   owners,
		Title:    title,
		Due:      due,
		Problems: []string{problemConfirm},
	}
}

// labelWill reads "Publish the minutes: will create a post": the topic's
// commitment, by the group (or by the label when it names a person, which
// the speaker rules read first).
func (p *parser) labelWill(plain string) *extract.Candidate {
	m := reLabelWill.FindStringSubmatch(plain)
	if m == nil || reWeakVerb.MatchString(m[2]) || vagueWork[m[2]] || reMetaLabel.MatchString(strings.ToLower(m[1])) {
		return nil
	}
	if owners := splitOwners(m[1]); p.allPeople(owners, true) {
		return nil
	}
	title, due := cutDue(m[2] + " " + m[3])
	title = cleanTitle(strings.TrimRight(title, ".!"))
	if title == "" {
		return nil
	}
	return &extract.Candidate{Syntax: "label-will", Title: title, Due: due, Problems: []string{problemNoSubject}}
}

// reDatedPlan: the group's plan stated as such ("Target is to publish
// … Thursday", "made a plan to send it in January").
var reDatedPlan = regexp.MustCompile(`(?i)^(?:.*?\b(?:the\s+)?(?:target|plan)\s+is\s+to|.*?\bmade\s+a\s+plan\s+to)\s+(\p{Ll}+)\s+(\S.*)$`)

// reMonthYear: "in January of 2025", "in March 2026".
var reMonthYear = regexp.MustCompile(`(?i)\bin\s+` + enMonth + `(?:\s+of)?\s+\d{4}\b`)

// reWeekdayDue: a weekday closing the plan ("… Thursday morning Pacific
// Time").
var reWeekdayDue = regexp.MustCompile(`\b(?:on\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:\s+(?:morning|afternoon|evening|night))?(?:\s+\p{Lu}\p{L}+\s+Time)?\s*[.!]?$`)

// datedPlan reads a sentence that states the group's plan with a
// deadline; without one a plan is an intention ("the plan is to use this
// workstream for …").
func datedPlan(sent string) *extract.Candidate {
	m := reDatedPlan.FindStringSubmatch(sent)
	if m == nil || reWeakVerb.MatchString(m[1]) || reNotWork.MatchString(sent) {
		return nil
	}
	work := m[1] + " " + m[2]
	due := reMonthYear.FindString(work)
	if due == "" {
		due = dueExtra(work)
	}
	if due == "" {
		due = reWeekdayDue.FindString(work)
	}
	title := strings.TrimSpace(strings.Replace(work, due, "", 1))
	if due == "" {
		title, due = cutDue(work)
	}
	title = cleanTitle(strings.TrimRight(title, ".!"))
	if due == "" || title == "" {
		return nil
	}
	return &extract.Candidate{Syntax: "dated-plan", Title: title, Due: strings.TrimRight(strings.TrimSpace(due), ".! "), Problems: []string{problemNoSubject}}
}
