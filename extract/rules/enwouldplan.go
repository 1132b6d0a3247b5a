package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// The future of past-tense minutes (issue 28, running notes): minutes
// written after the meeting report its plan as it was said — "Everyone
// would search for data and share findings by 2 PM the next day", "Rama
// would create the slides", "We would review the draft". Under the
// meeting's next steps (an action section) such a sentence is the plan:
// an action for a person to confirm, the subject's (nobody's for "we").
// Elsewhere "would" is as often a wish or a condition ("it would be
// nice", "Dana would prefer …"): a named subject with a verb of work is a
// possible action there, never an extracted one (signals.go).

// reWouldPlan: maybe a label and a colon, a subject, "would", maybe an
// adverb, the verb and what follows.
var reWouldPlan = regexp.MustCompile(`^(?:[^:：]{1,40}[:：]\s*)?(` + wouldSubject + `)\s+would\s+(?:(?:also|then|first|each|all|jointly)\s+)?(\p{Ll}+)(\s+\S.*)$`)

// wouldSubject: the group ("we", "everyone", "each member"), or one to
// four names joined by commas, "&" or "and".
//
// A name is written as one: a capital, then lower case ("Rama", "O'Neil",
// "Jean-Luc"), not a product's spelling ("MyST-js") nor a gerund
// ("Bundling would require …", checked in wouldSlot).
const wouldSubject = `(?i:we|everyone|everybody|each\s+(?:member|of\s+us|team\s+member)|all\s+(?:members|of\s+us))|` + wouldName + `(?:\s*(?:,|&|\band\b)\s*` + wouldName + `){0,3}`

const wouldName = `@?\p{Lu}\p{Ll}+(?:['’-]\p{Lu}\p{Ll}+)?(?:\s+\p{Lu}\p{Ll}+(?:['’-]\p{Lu}\p{Ll}+)?)?`

// reGroupWould: the subjects that are the group, not a person.
var reGroupWould = regexp.MustCompile(`^(?i:we)$`)

// reEveryoneWould: the subjects that are every member, written as such.
var reEveryoneWould = regexp.MustCompile(`^(?i:everyone|everybody|each|all)\b`)

// wouldNoWork: verbs after "would" that wish, hold a view or state a
// condition rather than take work ("would like", "would be", "would
// need").
var wouldNoWork = map[string]bool{"like": true, "love": true, "prefer": true, "rather": true, "be": true, "have": true, "need": true,
	"want": true, "say": true, "think": true, "mean": true, "expect": true, "hope": true, "appreciate": true, "imagine": true,
	"suggest": true, "recommend": true, "probably": true, "likely": true, "not": true, "never": true}

// wouldSlot reads one sentence as "<subject> would <work>": the owner as
// written ("" for "we"), the work, and whether it reads so.
func (p *parser) wouldSlot(sent string) (owner, work string, ok bool) {
	// (Emphasis left open by a wrap: "*Everyone would search … the two".)
	s := strings.TrimSpace(strings.TrimRight(strings.ReplaceAll(sent, "*", ""), ".!_ "))
	m := reWouldPlan.FindStringSubmatch(s)
	if m == nil || isQuestion(sent) {
		return "", "", false
	}
	subject, verb, rest := strings.TrimSpace(m[1]), m[2], m[3]
	if wouldNoWork[verb] || slotWaitVerbs[verb] {
		return "", "", false
	}
	// The sentence, the modal aside, may not hedge nor set a condition
	// ("if there is time, Ana would …", "Ana would maybe …").
	if reClauseHedge.MatchString(strings.Replace(s, " would ", " ", 1)) {
		return "", "", false
	}
	if k := verbSlot(verb + rest); k != vsWork && k != vsVerb {
		return "", "", false
	}
	if !strings.HasPrefix(subject, "@") && !reGroupWould.MatchString(subject) && !reEveryoneWould.MatchString(subject) {
		for _, o := range splitOwners(subject) {
			first := strings.ToLower(strings.Fields(o + " x")[0])
			if clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || enWorkVerbs[first] || strings.HasSuffix(first, "ing") {
				return "", "", false
			}
		}
	}
	if reGroupWould.MatchString(subject) {
		subject = ""
	}
	return subject, verb + rest, true
}

// wouldPlan reads node i, in an action section, as the plan its minutes
// report with "would" (see above).
func (p *parser) wouldPlan(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	si := p.section(n.Section)
	if !si.action || si.done || si.decision {
		return nil
	}
	plain := strings.TrimSpace(stripInline(cutUTF8(n.Text, maxItemBytes)))
	for _, sent := range sentences(plain) {
		owner, work, ok := p.wouldSlot(sent)
		if !ok {
			continue
		}
		title, due := cutDue(work)
		title = cleanTitle(strings.TrimRight(title, ".!*_ "))
		if title == "" {
			continue
		}
		c := &extract.Candidate{Syntax: "would-plan", Title: title, Due: due}
		if owner != "" {
			c.Assignee, c.Owners = owner, splitOwners(owner)
			c.Problems = []string{problemConfirm}
		} else {
			c.Problems = []string{problemNoSubject}
		}
		return c
	}
	return nil
}
