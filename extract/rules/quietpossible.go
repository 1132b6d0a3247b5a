package rules

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/axagent/axagent/extract"
)

// Possible actions are worth a reader's time only while they are few (at
// most one for three actions extracted, issue 28). Three kinds of line
// carried signals in the development notes and were almost never an
// action: a remark of a discussion list ("Vincent - should have a means
// to …": the name is who spoke), an obligation with no deadline outside future work
// ("Henry noted that we need to add labels": a view in a debate), a request addressed to a group without a person,
// a date or a checkbox ("After the meeting, please commit …"), a line
// that is only a link, and a negated future.

// reShortLabel: a label of one or two words before a link ("Milestone:
// […](…)"); a longer one can be the work itself ("Need build nodes: …").
var reShortLabel = regexp.MustCompile(`^[*_]*[\p{Lu}][\p{L}-]*(?:\s+[\p{L}-]+)?[*_]*\s*[:：]\s+`)

// reShouldSubject: a subject and "should" opening the line, and the verb.
var reShouldSubject = regexp.MustCompile(`^[*_]*\p{Lu}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*)?\s+should\s+(?:not\s+)?(\p{L}+)`)

// reNegatedFuture: a future that promises nothing.
var reNegatedFuture = regexp.MustCompile(`(?i)\b(?:will\s+not|won['’]t|shall\s+not|wo\s+not)\b`)

// quietPossible: node i, with signals sig, is one of those lines.
func (p *parser) quietPossible(i int, sig []extract.Signal) bool {
	if p.remarkOnly(i) || p.section(p.d.Nodes[i].Section).done || longGoalOnly(sig) {
		// (Finished or archived work is a record, not a doubt.)
		return true
	}
	forms := map[string]bool{}
	for _, s := range sig {
		if s.Kind == extract.SignalForm {
			forms[s.Value] = true
		}
	}
	due, person := hasKind(sig, extract.SignalDeadline), hasKind(sig, extract.SignalPerson)
	n := p.d.Nodes[i]
	plain := stripInline(cutUTF8(n.Text, maxItemBytes))
	if !forms[formNamed] && !forms[formFirst] {
		if n.Checkbox == 0 && reLinkOnly.MatchString(strings.TrimSpace(reShortLabel.ReplaceAllString(n.Text, ""))) {
			// "* [Work Item Board](…)": a reference.
			return true
		}
		if reNegatedFuture.MatchString(plain) && !forms[formTodo] {
			// "Will not be forced to contribute": no work is promised.
			return true
		}
	}
	switch {
	case len(forms) == 1 && forms[formNamed] && !person:
		// "JupyterGIS should support any format": a thing or nobody the
		// notes know, and a wish rather than work ("Nick should look at
		// it" is work).
		// The verb slot (verbslot.go): talk, a state or waiting is
		// quiet even where a list files the verb as work ("Dorota should
		// think about it"). A verb of work by its shape alone is not
		// enough here: a thing "should support …" as often as a person.
		if m := reShouldSubject.FindStringSubmatchIndex(plain); m != nil {
			if verbSlot(plain[m[2]:]) != vsWork || slotWaitVerbs[strings.ToLower(plain[m[2]:m[3]])] {
				return true
			}
		}
	case len(forms) == 1 && forms[formObligation]:
		// ("… we should make it soon. Kim and Lee will have a closer
		// look": a later sentence commits someone.)
		// Under a future-work heading or label an obligation is the
		// group's plan.
		return !due && !hasKind(sig, extract.SignalContext) && !(person && namedSentence(plain))
	case len(forms) == 1 && forms[formAddressed]:
		// An open checkbox makes the request a to-do of the list.
		return !(due && person) && n.Checkbox != ' '
	}
	return false
}

// remarkOnly: node i is a remark of a discussion list that commits
// nobody (speakerRemark's reading, asked without a candidate).
func (p *parser) remarkOnly(i int) bool {
	m := reSpeakerDash.FindStringSubmatch(strings.TrimSpace(stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes))))
	if m == nil {
		return false
	}
	return p.speakerRemark(i, &extract.Candidate{Owners: []string{m[1]}})
}

// namedSentence: a sentence of text opens with a subject and "will" or
// "to" ("Kim and Lee will have a closer look").
func namedSentence(text string) bool {
	for _, sent := range sentences(text) {
		if m := reNameTo.FindStringSubmatch(sent); m != nil {
			if r := []rune(m[1]); len(r) > 0 && unicode.IsUpper(r[0]) && !notNames[strings.ToLower(strings.Fields(m[1])[0])] {
				return true
			}
		}
	}
	return false
}
