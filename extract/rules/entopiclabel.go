package rules

// A topic label in bold before a sentence that names its own doer
// ("**Scope Draft:** Justin will have a draft ready …", "**RACI
// Matrix:** Thom is preparing the matrix …") or asks the reader ("**Upcoming
// Meetings:** Be sure to schedule …"): the label says what the line is
// about, not who does it. The sentence after it is read as the line, so
// its subject owns the work and the label is neither owner nor title.
// Found on student team minutes written as "topic: sentence" bullets
// (issue 28, en-trials4).

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

var (
	// reTopicLabel: a bold label closed by a colon, inside or after the
	// bold marks, then the sentence.
	reTopicLabel = regexp.MustCompile(`^(?:\*\*|__)([^*_:：]{2,60}?)(?:[:：]\s*(?:\*\*|__)|(?:\*\*|__)\s*[:：])\s*(\S.*)$`)
	// reSubjectCommit: a capitalised subject of one or two words (bold or
	// not), then a verb form that commits them.
	reSubjectCommit = regexp.MustCompile(`^(?:\*\*|__)?(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?)(?:\*\*|__)?\s+(?:will|is\s+(?:preparing|drafting|writing|assembling|leading|handling|organi[sz]ing|setting\s+up)|has\s+committed\s+to|committed\s+to|is\s+going\s+to|to)\s`)
	// reReaderAsk: a sentence addressed to the reader.
	reReaderAsk = regexp.MustCompile(`^(?i:be\s+sure\s+to|make\s+sure\s+to|please)\s+\p{Ll}`)
)

// topicLabelLead returns the sentence after a bold topic label when the
// sentence names its own doer or asks the reader, and the label itself
// is not a person.
func (p *parser) topicLabelLead(text string) (string, bool) {
	m := reTopicLabel.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return "", false
	}
	label, rest := strings.TrimSpace(m[1]), m[2]
	if markerItem(stripInline(text)) != nil {
		// "**AI:** Board to …": a bold action label is the marker the
		// line is read by, not a topic to drop.
		return "", false
	}
	if p.known(label) || groupOwners[strings.ToLower(label)] || len(strings.Fields(label)) > 6 {
		return "", false
	}
	if reReaderAsk.MatchString(stripInline(rest)) {
		return rest, true
	}
	if sm := reSubjectCommit.FindStringSubmatch(rest); sm != nil && sm[1] != label && !notNames[strings.ToLower(sm[1])] && p.personLike(sm[1], false) {
		return rest, true
	}
	return "", false
}

var (
	// reHaveItReady: "will have a draft of the scope ready …": the work
	// named by its finished state.
	reHaveItReady = regexp.MustCompile(`(?i)^have\s+(?:\S+\s+){1,7}?(?:ready|done|finished|completed|drafted|written|prepared)\b`)
	// reBeResponsible: "will be responsible for creating the video".
	reBeResponsible = regexp.MustCompile(`(?i)^be\s+(?:responsible\s+for|in\s+charge\s+of)\s+\p{Ll}+ing\b`)
)

// weakButCommitted: after "will", a weak verb that still commits the
// subject to a piece of work.
func weakButCommitted(rest string) bool {
	return reHaveItReady.MatchString(rest) || reBeResponsible.MatchString(rest)
}

// reDecisionLeadIn: a decision that introduces a list ("**Decision** The
// following tasks will be added to the next sprint:"): the label, any
// words, and the colon that ends the line.
var reDecisionLeadIn = regexp.MustCompile(`^(?:\*\*|__)(?i:decisions?|decided|agreed)(?:\*\*|__)?\s*[:：]?(?:\*\*|__)?\s.*[:：]\s*$`)

// decisionList: the line at i is a decision's lead-in ending in a
// colon, or an item of the list right under one. What a decision lists
// is what was settled (the scope of a sprint, features for the
// backlog), not work anyone took: the owners are named elsewhere.
func (p *parser) decisionList(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind == doc.Paragraph {
		return reDecisionLeadIn.MatchString(strings.TrimSpace(n.Text))
	}
	if n.Kind != doc.ListItem {
		return false
	}
	for j := i - 1; j >= 0; j-- {
		switch m := p.d.Nodes[j]; m.Kind {
		case doc.ListItem, doc.Blank:
			continue
		case doc.Paragraph:
			return reDecisionLeadIn.MatchString(strings.TrimSpace(m.Text))
		default:
			return false
		}
	}
	return false
}

// reNoWorkAssigned: an item that says the meeting gave out no work ("No
// tasks assigned", "No action items this week", "Nothing assigned"): it
// fills the list's place, and is no task.
var reNoWorkAssigned = regexp.MustCompile(`^(?i:no\s+(?:new\s+)?(?:tasks?|actions?|action\s+items?|assignments?|work)|nothing)(?:\s+(?:(?:was|were)\s+)?(?:assigned|given|set|to\s+do|this\s+(?:week|time|sprint)|for\s+now|yet))*\s*[.!]?$`)

// reCommittedGerund: "committed to getting …": the commitment's verb
// written as a gerund.
var reCommittedGerund = regexp.MustCompile(`\b(committed\s+to\s+)(\p{Ll}+)ing\b`)

// committedVerb writes "committed to getting a draft ready" as
// "committed to get a draft ready", so the task opens with its verb.
func committedVerb(text string) string {
	m := reCommittedGerund.FindStringSubmatchIndex(text)
	if m == nil || !workGerund(text[m[4]:m[1]]) {
		return text
	}
	return text[:m[4]] + gerundVerb(text[m[4]:m[5]]) + text[m[1]:]
}

// reFullSentence: a sentence of its own — a capital, five words or
// more, a stop at the end.
var reFullSentence = regexp.MustCompile(`^\p{Lu}\S*(?:\s+\S+){4,}[.!]$`)

// topicSentence returns the sentence after a bold topic label when it is
// a whole sentence with a deadline ("**Draft Timeline:** A working draft should be
// completed by Friday."): what the line says is the sentence; the label
// is its topic, as in topicLabelLead.
func topicSentence(text string) (string, bool) {
	m := reTopicLabel.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || len(strings.Fields(m[1])) > 6 || reDecisionLabel.MatchString(text) {
		// ("**Decision:** …" says what the line is: a decision.)
		return "", false
	}
	sent := strings.TrimSpace(stripInline(m[2]))
	if !reFullSentence.MatchString(sent) {
		return "", false
	}
	if _, due := cutDue(strings.TrimRight(sent, ".!")); due == "" {
		// Only a sentence that sets its deadline: without one, the
		// topic and its sentence are more often a report.
		return "", false
	}
	return m[2], true
}
