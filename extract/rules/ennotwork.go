package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// Lines an action list holds that give no one work, whatever their
// shape (issue 28, false positives): an owner with nothing to report
// ("Bob: nothing new"), thanks and welcomes, someone's absence ("Carol
// is out next week"), a pointer for the reader ("See the doc: …") and a
// routine or a calendar event stated in the present ("Office hours every
// Tuesday", "The board meets on Dec 15"). enNotTask drops them after
// every reading.
var (
	// reNothingTitle: what is left when the owner reports nothing.
	reNothingTitle = regexp.MustCompile(`(?i)^(?:nothing(?:\s+(?:new|else|to\s+(?:report|add|share)|yet))?|no\s+(?:new\s+)?(?:updates?|news|progress|changes?|action(?:\s+items?)?|actions?|blockers?)(?:\s+(?:this|last)\s+week)?(?:\s+yet)?|none(?:\s+yet)?|n/?a|nil)\s*[.!]?$`)
	// reTotalTitle: a row that sums the others.
	reTotalTitle = regexp.MustCompile(`(?i)^(?:total|totals|sub-?total|sum|grand\s+total)\s*[:.]?$`)
	// reMeetingPlan: when the group next meets, or that it does not.
	reMeetingPlan = regexp.MustCompile(`(?i)^(?:we(?:\s+will|\s+shall|'ll|’ll)\s+(?:meet|reconvene|skip|cancel)\b|no\s+(?:meeting|call|sync|standup)\b|(?:the\s+)?(?:next\s+)?(?:meeting|call|sync|standup)\s+(?:is\s+|will\s+be\s+)?(?:cancel+ed|skipped|moved)\b)`)
	// reKeepAsIs: a decision to keep or pick something, or to go on as
	// before.
	reKeepAsIs = regexp.MustCompile(`(?i)^(?:we(?:\s+will|'ll|’ll)\s+(?:use|adopt|go\s+with|stick\s+with|keep|stay\s+with)\b|keep\s+(?:the\s+|our\s+)?(?:current|existing|same)\b|(?:continue|proceed|carry\s+on)\s+as\s+(?:planned|is|before|usual)\b)`)
	// reSocialLine: thanks, congratulations, welcomes.
	reSocialLine = regexp.MustCompile(`(?i)^(?:thanks|thank\s+you|many\s+thanks|congrat(?:s|ulations)|welcome|kudos|shout-?outs?|happy)\b`)
	// reAwayLine: a person's absence or leave.
	reAwayLine = regexp.MustCompile(`^@?\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)?\s+(is\s+|are\s+|will\s+be\s+)?(?i:out(?:\s+of\s+(?:office|town))?|away|off|ooo|on\s+(?:vacation|holiday|holidays|leave|pto|sabbatical|(?:parental|paternity|maternity|sick)\s+leave))\b`)
	// reComeGoTitle: someone's coming or going with no object ("Bodhi
	// and Anna will stay", "Jonas will leave maybe on Friday", "back on
	// Monday"): the notes of a shared house or a club say who is around,
	// which is no work. "leave a note", "return the keys" carry an
	// object and stay work.
	reComeGoTitle = regexp.MustCompile(`(?i)^(?:will\s+|to\s+)?(?:stay|leave|arrive|come(?:\s+back)?|be\s+(?:back|here|there|around|away))(?:\s+(?:maybe|probably|possibly|again|back|here|there|today|tomorrow|tonight|soon|later|early|(?:on|until|till|from|at|for\s+(?:a|the|two|three|\d)|after|before|in|this|next|around)\b.*))?\s*[.!]?$`)
	// reSeeLine: a pointer for the reader.
	reSeeLine = regexp.MustCompile(`(?i)^see\s+(?:the\s+|our\s+)?(?:doc|docs|document|slides|deck|link|links|notes|recording|thread|issue|pr|here|below|above|attached|https?://)`)
	// reRoutineLine: a recurring time ("every Tuesday", "weekly on …").
	reRoutineLine = regexp.MustCompile(`(?i)\b(?:every|each)\s+(?:other\s+)?(?:day|week|month|morning|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`)
	// reEventPresent: a thing that happens, in the present, with its
	// date ("The board meets on Dec 15", "Release freeze starts Dec 18").
	reEventPresent = regexp.MustCompile(`^(?:(?i:the)\s+)?(?:\p{L}+\s+){0,3}?(?:meets|starts|begins|ends|opens|closes|happens|kicks\s+off|takes\s+place)\s+(?i:(?:on\s+|at\s+|in\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|` + enMonth + `|\d))`)
)

// reLaterSentence: another sentence or clause after the first.
var reLaterSentence = regexp.MustCompile(`[.;!]\s+\S|,\s+(?:and|but|so)\s`)

// enNotWork: the English line plain, read as an action titled title,
// gives no one work (see above). A person the notes know opening an
// event line ("Dana starts the migration on Monday") is a plan, kept.
func (p *parser) enNotWork(plain, title string) bool {
	if reNothingTitle.MatchString(strings.TrimSpace(title)) || reNothingTitle.MatchString(plain) {
		return true
	}
	if reMeetingPlan.MatchString(plain) || reKeepAsIs.MatchString(plain) {
		// "We will meet again on Dec 12", "No meeting next week": when
		// the group meets; "We will use Postgres", "Keep the current
		// cadence", "Continue as planned": a decision to keep or pick,
		// no new work.
		return true
	}
	if reTotalTitle.MatchString(title) || fieldLine(title) {
		// A table's sum row ("| 3 | Total | | |"), a field of the plan
		// ("Notes: see the wiki", "Risks: vendor delay").
		return true
	}
	if reSocialLine.MatchString(title) && !reLaterSentence.MatchString(title) || reSeeLine.MatchString(title) {
		// (The title, not the line: "Congratulations to Seth. Robin will
		// send a note" is Robin's work; "Thanks for the feedback! Please
		// keep collecting it" asks for more.)
		return true
	}
	if m := reAwayLine.FindStringSubmatch(plain); m != nil && !workVerbFirst(plain) && (m[1] != "" || p.known(firstWord(plain))) && !reLaterSentence.MatchString(plain[len(m[0]):]) {
		// ("Reach out to …", "Sort out …": a verb, not a name; "Ann is
		// away next week. Kim will cover …": the next sentence commits.)
		return true
	}
	if reComeGoTitle.MatchString(strings.TrimSpace(title)) {
		return true
	}
	if reRoutineLine.MatchString(plain) && !workVerbFirst(plain) && !reNameTo.MatchString(plain) && !reEnCommitAny.MatchString(plain) {
		// ("All OKRs will be posted every Thursday": recurring work.)
		return true
	}
	return reEventPresent.MatchString(plain) && !p.known(firstWord(plain))
}

// enNotWorkLine is enNotWork for node i as the possible-action finder
// sees it: the title is what follows an owner's label, if any.
func (p *parser) enNotWorkLine(i int) bool {
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(p.d.Nodes[i].Text), "*_ "))
	if plain == "" || extract.HasHangul(plain) {
		return false
	}
	title := plain
	if m := reNameDash.FindStringSubmatch(plain); m != nil && p.plausibleOwner(m[1]) {
		title = m[2]
	}
	return p.enNotWork(plain, title)
}

// reThingFuture: a future whose subject is a thing by its words — one
// with an article or a possessive ("The vendor will ship a fix", "Our
// contract will expire …"), a pointer ("This will unblock …", "It will
// take two weeks") or a version ("Kubernetes 1.30 will drop …"). A name
// unknown to the notes may still be a person's (initials, someone not
// in the attendance list), so it is not such a subject.
var reThingFuture = regexp.MustCompile(`^(?:(?i:the|our|their|its|this|that|these|those|it)\b(?:\s+[\p{L}\p{N}][\p{L}\p{N}.'’-]*){0,3}|[\p{L}][\p{L}.'’-]*\s+v?\d[\d.]*)\s+will\s+`)

// thingFuture: plain says what a thing will do or undergo, not what a
// person of the meeting will: news for the team, which stays a possible
// action. Bodies and teams of the group ("The security team will audit
// …", "The SIG will …") take work as people do.
func thingFuture(plain string) bool {
	m := reThingFuture.FindString(plain)
	if m == "" {
		return false
	}
	if first := strings.ToLower(firstWord(m)); strings.HasPrefix(strings.ToLower(plain[len(m):]), "be ") && first != "this" && first != "that" && first != "it" {
		// "The slides will be ready in a week": the team's deliverable,
		// in the passive or as a state.
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(m)) {
		if groupOwners[w] || teamNames[w] || reBodyWord.MatchString(w) {
			return false
		}
	}
	return true
}

// recordNotStep: an item among the steps of an action list that records
// rather than gives work — a status of nothing named ("Blocked on legal
// review"), what a thing will do ("The new API will support
// pagination"), a field of the plan ("Timeline: beta in January"), a
// report of work done ("Mara merged the PR", "v2.1 was released"), a
// decision ("Decided to use Postgres", "Agreed: cadence stays monthly")
// unless it hands someone the work ("Agreed: Bo to draft …").
func (p *parser) recordNotStep(plain string) bool {
	if reEnStatusOnly.MatchString(plain) || p.thingWillDo(plain) || fieldLine(plain) || p.pastReport(plain) {
		return true
	}
	return reDecisionLead.MatchString(plain) && p.commitment(strings.TrimSpace(reDecisionLead.ReplaceAllString(plain, "")), true) == nil
}

// reDecisionLead: a line that opens by recording a decision.
var reDecisionLead = regexp.MustCompile(`^(?i:decided|agreed|resolved|decision|consensus)(?:\s+to\b|\s*[:：]|\s+that\b)\s*`)

// reThingWill: a subject, "will" and a verb of what a thing does
// rather than of work a person takes.
var reThingWill = regexp.MustCompile(`^((?:[\p{L}\p{N}._/'’-]+\s+){0,3}[\p{L}\p{N}._/'’-]+)\s+will\s+(?:allow|support|enable|include|provide|need|require|contain|accept|return|expose|cover|ship\s+with|default\s+to|depend\s+on|replace|run\s+on|work\s+with)\b`)

// reThingSubject: a subject that names a thing: one with an article or a
// determiner, in lower case, with a digit ("v3"), or a plural acronym
// ("SDKs").
var reThingSubject = regexp.MustCompile(`^(?:(?i:the|our|this|that|these|those|a|an|each|every|its|their)\s|\p{Ll}|\S*\p{N})|^\p{Lu}{2,}s$`)

// thingWillDo: plain says what a thing will do ("The new API will
// support pagination", "v3 will include the parser"), not what a person
// will; a person the notes know is never such a subject.
func (p *parser) thingWillDo(plain string) bool {
	m := reThingWill.FindStringSubmatch(plain)
	if m == nil || !reThingSubject.MatchString(m[1]) || p.known(m[1]) || strings.HasPrefix(strings.ToLower(plain[len(m[0]):]), " to ") {
		// ("The SIG will need to develop …": a body's obligation.)
		return false
	}
	for _, w := range strings.Fields(strings.ToLower(m[1])) {
		if groupOwners[w] || reBodyWord.MatchString(w) || w == "we" || w == "i" || w == "they" || w == "someone" {
			return false
		}
	}
	return true
}

// fieldLine: plain is a field of a plan — a label that names a part of
// it (planField, notStepLabel) and a value that opens with no verb of
// work ("Risks: vendor delay, staffing", "Out of scope: mobile app").
func fieldLine(plain string) bool {
	m := reStepLabel.FindStringSubmatch(plain)
	if m == nil {
		return false
	}
	label := strings.ToLower(strings.Join(strings.Fields(strings.Trim(m[1], "*_ ")), " "))
	return (planField[label] || notStepLabel[label]) && !workVerbFirst(strings.TrimLeft(m[2], "*_ "))
}

// planField: labels of a plan's parts whose values are no steps.
var planField = map[string]bool{"timeline": true, "risk": true, "risks": true, "open question": true, "open questions": true, "nice to have": true, "nice-to-have": true,
	"out of scope": true, "in scope": true, "scope": true, "dependencies": true, "dependency": true, "budget": true, "cost": true, "costs": true, "impact": true,
	"priority": true, "requirements": true, "estimate": true, "effort": true, "blockers": true, "blocker": true, "owner": true, "owners": true, "due": true, "eta": true}

// reSentenceSplit: the ends of the sentences of a turn.
var reSentenceSplit = regexp.MustCompile(`[.!?;]+\s+`)

// speakerNoWork: node i is a speaker's turn ("Ana: Okay, let's get
// started. I'll share my screen.", "Bo: I'll let you know if anything
// changes") in which every sentence that sounds like a commitment is
// being at the call, a courtesy or the call's own running (reTurnNoWork):
// no possible action either.
func (p *parser) speakerNoWork(i int) bool {
	plain := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))
	m := reSpeakerLabel.FindStringSubmatch(plain)
	if m == nil || extract.HasHangul(plain) || !p.speakerName(m[1]) {
		return false
	}
	hinted := false
	for _, s := range reSentenceSplit.Split(m[2], -1) {
		if !reCommitHint.MatchString(s) {
			continue
		}
		if !reTurnNoWork.MatchString(strings.TrimSpace(s)) {
			return false
		}
		hinted = true
	}
	return hinted
}
