package rules

// Owner forms read on a fresh English set of eleven orgs (issue 28,
// helper 28e): the word that links a sentence to the one before it is no
// part of its subject, and leaving a body is no work.

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract/doc"
)

// enConnectives link a sentence to the one before it ("Additionally Nate
// will add …", "Then Nate will update …", "Also, Nate will …"): they
// open the sentence, they name no one.
var enConnectives = map[string]bool{
	"additionally": true, "also": true, "then": true, "however": true, "meanwhile": true, "finally": true,
	"separately": true, "next": true, "afterwards": true, "afterward": true, "lastly": true, "plus": true,
	"further": true, "furthermore": true, "moreover": true, "besides": true, "instead": true, "now": true,
	"so": true, "and": true, "but": true, "otherwise": true, "likewise": true, "similarly": true,
	"later": true, "subsequently": true, "accordingly": true, "therefore": true, "thus": true, "hence": true,
	"consequently": true, "overall": true,
}

// trimConnective cuts a connective that opens clause when a capitalised
// word follows it ("Additionally Nate will …" → "Nate will …"); clause
// as it is otherwise ("Then we will …" names nobody either way, "Now to
// the budget" stays for the rules that read it).
func trimConnective(clause string) string {
	i := strings.IndexFunc(clause, func(r rune) bool { return r == ' ' || r == ',' })
	if i <= 0 || !enConnectives[strings.ToLower(clause[:i])] {
		return clause
	}
	rest := strings.TrimLeft(clause[i:], " ,")
	if r := []rune(rest); len(r) == 0 || !unicode.IsUpper(r[0]) && r[0] != '@' {
		return clause
	}
	return rest
}

// reDeparture: after "will" or "to", leaving a body or a post ("will be
// leaving the Board after December", "will step down in June", "to
// retire next year"): who is on the board, not work after the meeting —
// like a change of role (nowork.go).
const departure = `(?:be\s+)?(?:leav(?:e|ing)\s+(?:the\s+|our\s+|this\s+)?(?:board|committee|council|team|group|project|company|org|organi[sz]ation|lab|club|community)\b|step(?:ping)?\s+down\b|retir(?:e|ing)\b)`

var reDeparture = regexp.MustCompile(`(?i)^` + departure)

// reDepartureIn: a departure anywhere in a line ("Thomas will be leaving
// the Board after December and Lindsey Webb was approved …").
var reDepartureIn = regexp.MustCompile(`(?i)\b(?:will|to|is|are)\s+` + departure)

// parenName: one owner in a trailing parenthesis, a word or a given name
// and the initial of a surname ("(Mike Z.)", "(Craig, Mike G.)").
const parenName = `@?[\p{L}][\p{L}\p{N}._-]*(?:\s+[\p{Lu}]\.?)?`

// reTakeForward: a speaker taking the matter on ("I'll take forwards with
// CH and MS", "I'll take this forward", "I'll take care of the venue"):
// work, though "take" alone is no verb of work.
var reTakeForward = regexp.MustCompile(`(?i)^take\s+(?:(?:it|this|that|these|those|them)\s+)?(?:forwards?\b|care\s+of\b|on\s+\S)`)

// reDayRange: a span of weekdays ("Mon to weds", "Tuesday to Friday"):
// a day written where a name stands, then "to" and another day — when,
// not who does what.
var reDayRange = regexp.MustCompile(`(?i)^(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)[a-z]*\.?\s+(?:to|through|thru|till|until)\s+(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)[a-z]*\b`)

// reReportedThat: between a name and its "to"/"will", a verb that reports
// what the name asked or said of others ("Lindsey also requested that
// when directors email, to make sure …", "Ana suggested that everyone
// will …"): the work that follows is theirs, not the name's.
var reReportedThat = regexp.MustCompile(`(?i)\b(?:request|ask|suggest|propos|recommend|said|say|note|mention|insist|remind|emphasi[sz]|stress|point)\w*(?:\s+out)?\s+that\b`)

// reStandingPractice: the group's plan repeats with an event ("We will
// publish the links for each release", "we will send the notes after
// every meeting", "we usually …"): how the group works from now on, not
// a task after this meeting — a possible action at most.
var reStandingPractice = regexp.MustCompile(`(?i)\b(?:for|after|before|at|with|on)\s+(?:each|every)\s+\p{L}+|\bevery\s+(?:time|week|month|sprint|release|meeting|session|call|day|other)\b|\b(?:usually|always|regularly|routinely)\b`)

// reTheGroupActs: "the" and a team written in lower case or with a code
// ("The docs team will draft …", "the infra group to migrate …")
// opening a sentence, then a commitment and its verb: the team owns the
// work, as reGroupActs reads "Kepler team to …" (signals.go). "The team"
// / "the group" alone is the meeting's own group, which the labelling
// leaves owner-less: a word must name which.
var reTheGroupActs = regexp.MustCompile(`(?:^|[.;:]\s+)([Tt]he\s+(?:[\p{L}\p{N}.'-]+\s+){1,2}(?i:team|group|committee|sub-?committee))\s+(?:to|will|shall|(?:is|are)\s+going\s+to)\s+(?:be\s+)?(\p{Ll}+)`)

// carryOverPart: s is a sub-heading of a list of earlier meetings'
// actions that starts no list of its own ("### Previous Action Items" /
// "##### Current", "##### Carried over"): its items are still earlier
// actions under review, so a done mark there closes one rather than
// filing new work.
func (p *parser) carryOverPart(s *doc.Section, si secInfo, newList bool) bool {
	if newList || si.nonAction || si.done || s.Parent == nil || s.Parent.Level >= s.Level {
		return false
	}
	return p.section(s.Parent).carryOver
}

// statusMidDone: the line carries a done mark inside it (reStatusMid)
// that no "not" denies ("… sponsors for website. **NOT DONE**" is
// open); an escaped asterisk after the mark ("**DONE**\\*", a footnote)
// is no part of it.
func statusMidDone(t string) bool {
	t = strings.ReplaceAll(t, `\*`, " ")
	for _, loc := range reStatusMid.FindAllStringIndex(t, 4) {
		k := strings.IndexFunc(t[loc[0]:loc[1]], unicode.IsLetter)
		before := strings.ToLower(strings.TrimRight(t[:loc[0]+k], " \t*_"))
		if !strings.HasSuffix(before, "not") {
			return true
		}
	}
	return false
}

// reBoldMarker: an action label set in bold inside a line, after the
// topic it closes ("Cracks getting bigger? - **Action** NickB to
// quantify", "Group to coordinate tools **Action: NickB to set up a
// list**"): the bold part is the action, as reBracketMarker reads one
// in brackets. The label opens the bold and a colon or the bold's end
// closes it ("**Topic:** Action Item Review" is a topic).
var reBoldMarker = regexp.MustCompile(`(?:^|\s)\*\*(?i:action(?:\s+items?)?|todo)\s*(?:\*\*\s*[:：-]?|[:：-])\s*(?:\*\*\s*)?([^*]*[^*\s])\s*(?:\*\*|$)`)

// reAgreedWould: a decision that names who does the work, in reported
// speech ("It was agreed that Alice would update the page", "We decided
// that Bob would draft it", "We agreed Dave should own the checklist"):
// "would" or "should" there is the "will" of the decision.
var reAgreedWould = regexp.MustCompile(`\b((?i:agreed|decided|resolved|confirmed))\s+(?:that\s+)?(@?\p{Lu}[^.;:]{0,60}?\s)(?:would|should)(\s)`)

// agreedWould rewrites reAgreedWould's "would" as "will" (text as it is
// otherwise), unless the notes go on to report that work done ("… would
// ask the authors. This has been done."): a record, no commitment.
func agreedWould(text string) string {
	if !strings.Contains(text, "would") && !strings.Contains(text, "should") {
		return text
	}
	if loc := reAgreedWould.FindStringIndex(text); loc != nil && reDoneAfter.MatchString(text[loc[1]:]) {
		return text
	}
	return reAgreedWould.ReplaceAllString(text, "${1} that ${2}will${3}")
}

// reNameAside: a name, an aside in parentheses, then the commitment
// ("Alice (with Bob's help) will update …").
var reNameAside = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}'’-]*)?)\s*\(([^()]{1,40})\)(\s+(?:will|to|shall|is\s+going\s+to)\s)`)

// dropNameAside cuts the aside between a name and its commitment, unless
// it hedges ("Alice (maybe) will …" stays hedged).
func dropNameAside(clause string) string {
	m := reNameAside.FindStringSubmatchIndex(clause)
	if m == nil || reOpenCommit.MatchString(clause[m[4]:m[5]]) {
		return clause
	}
	return clause[m[2]:m[3]] + clause[m[6]:]
}

// reNextRole: after "will" or "to", a part in a later meeting ("will
// present at the next meeting", "to chair next time", "will take notes
// next week"): who plays a role, which the labelling counts as no action.
const nextRole = `(?:chair|scribe|moderate|facilitate|host|present|take\s+(?:the\s+)?(?:notes|minutes))(?:\s+(?:at|in|during|for)\s+(?:the\s+)?next\s+(?:meeting|call|session|week|time)|\s+next\s+(?:meeting|call|session|week|time))?\s*[.!]?$`

var reNextRole = regexp.MustCompile(`(?i)^` + nextRole)

// reNextRoleIn: the same at the end of a line after its modal ("Alice
// will present at the next meeting.").
var reNextRoleIn = regexp.MustCompile(`(?i)\b(?:will|to)\s+` + nextRole)

// objectPronouns after "Name to" make "to" a preposition ("Refer to it
// Subcommittee", "Reply to them"): the capitalised word is a verb, no
// owner.
var objectPronouns = map[string]bool{"it": true, "them": true, "him": true, "us": true, "me": true, "you": true}
