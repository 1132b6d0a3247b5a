package rules

// A list item that opens with a person written as its owner — a bold
// name, or a full name of two or three words — then a colon and a step
// in the imperative ("3. **Dana K. Ruiz**: Review the release plan …",
// "- Omar Diaz: Add a note to the wiki …", "**Lee**: Once the draft is
// merged, proceed with the deck"): outside a list of actions too, the
// person and the imperative together make the line that person's task.
// (A speaker's words in minutes of a call are statements — "Omar: the
// wiki is out of date" — and do not open with a verb of work.) Found on
// student-team minutes that list each week's assignments under the
// week's date (issue 28, en-trials4).

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
)

var (
	// reOwnerStep: the name (bold, or not), the colon, the step.
	reOwnerStep = regexp.MustCompile(`^(\*\*|__)?(\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}\.|\p{Lu}[\p{L}'’-]+)){0,2})(?:\*\*|__)?\s*[:：](?:\*\*|__)?\s+(\S.*)$`)
	// reStepCondition: a condition before the step ("Once items 1 & 2
	// are merged, proceed …", "After the review, send …").
	reStepCondition = regexp.MustCompile(`^(?i:once|after|when|as\s+soon\s+as|if\s+time\s+allows)\b[^,]{1,80},\s*`)
)

// ownerStep reads the line as the named person's step; nil when the
// line is not one.
func (p *parser) ownerStep(text string) (owner, step string, ok bool) {
	m := reOwnerStep.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return "", "", false
	}
	name, rest := m[2], strings.TrimSpace(m[3])
	words := strings.Fields(name)
	if len(words) < 2 && !p.known(name) {
		// One word is a person only when the notes know it ("**Theme**:
		// Open Agenda" is a field).
		return "", "", false
	}
	if m[1] == "" && len(words) < 2 && !p.known(name) {
		return "", "", false
	}
	for _, w := range words {
		if notNames[strings.ToLower(strings.TrimRight(w, "."))] || groupOwners[strings.ToLower(w)] {
			return "", "", false
		}
	}
	if !p.personLike(words[0], false) {
		return "", "", false
	}
	if w := strings.ToLower(words[0]); !p.known(name) && (workVerb(w) || enWorkVerbs[w] || verbSlot(name) == vsVerb) {
		// "- Enable CRUD Operations: Once connected, add …": a title-case
		// label that opens with a verb names the work, not its owner.
		return "", "", false
	}
	if len(p.names) >= 3 && !slices.ContainsFunc(words, p.known) {
		// Notes that list their people name them: "Enhance Backend
		// Security: Research …" under an attendee list that has none of
		// its words is a topic's label.
		return "", "", false
	}
	plain := stripInline(rest)
	verbPart := reStepCondition.ReplaceAllString(plain, "")
	first := firstWord(verbPart)
	if first == "" || !unicode.IsUpper([]rune(first)[0]) && verbPart == plain {
		// The step opens the sentence: a capital, or the verb after a
		// condition.
		return "", "", false
	}
	v := strings.ToLower(first)
	proceed := v == "proceed" && strings.HasPrefix(strings.ToLower(strings.TrimSpace(verbPart[len(first):])), "with ")
	if !(enImperatives[v] || enImperativesMore[v] || workVerb(v) || proceed) || isQuestion(plain) {
		return "", "", false
	}
	return name, plain, true
}

// reBeforeNamedEvent: a step closed by the named event it must be done
// before ("… before Tockfest", "… ahead of PyConf 2025"): a capitalised
// name, no article, at the end of the step.
var reBeforeNamedEvent = regexp.MustCompile(`\s((?:before|ahead\s+of)\s+\p{Lu}[\p{L}\p{N}]+(?:\s+\d{2,4})?)\s*[.]?$`)

// namedEventDue takes the named event closing a step as its due, unless
// the name is a person the notes know ("before Sam" says who goes
// first).
func (p *parser) namedEventDue(c *extract.Candidate) {
	if c.Due != "" {
		return
	}
	m := reBeforeNamedEvent.FindStringSubmatchIndex(c.Title)
	if m == nil {
		return
	}
	due := c.Title[m[2]:m[3]]
	if f := strings.Fields(due); p.known(f[len(f)-1]) || p.known(strings.TrimSuffix(f[len(f)-1], "'s")) {
		return
	}
	c.Due, c.Title = due, strings.TrimSpace(c.Title[:m[0]])
}
