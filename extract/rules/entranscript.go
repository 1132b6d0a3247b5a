package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Speech-to-text transcripts that do not know who spoke number the
// voices instead ("Speaker 1:", "Speaker 2 said", "Participant 3:",
// "Guest 2:"): the number is the speaker's name in that file, and a
// first-person commitment after it is that voice's to do, as after a
// name ("Speaker 3: I can draft the email invite by Tuesday"). Without
// it the commitment was read with no owner at all.

// enNumberedSpeaker: a numbered voice of a transcript.
const enNumberedSpeaker = `(?i:speaker|participant|guest|caller|unknown\s+speaker)\s+\d{1,2}`

// A request put to a person in one turn and accepted in theirs ("Grace:
// Hannah, could you reply to the customer?" / "Hannah: Sure, will do.",
// "Dana: We still need someone to add an alert on disk usage. Can you
// take that, Omar?" / "Omar: Sure, I can do that this week."): the
// accepting speaker owns the work the request named, by the deadline
// either turn gave. An answer that says more than yes (and when) is read
// by the other rules, and a request that names no work (only "take
// that" with no need said before it) gives none.

// reAcceptTurn: a speaker, a yes, an optional "I'll do it", then at most
// a deadline.
var reAcceptTurn = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2}|` + enNumberedSpeaker + `)\s*[:：]\s+(?i:sure|yes|yep|yeah|ok(?:ay)?|absolutely|of\s+course|no\s+problem|definitely|can\s+do)[,.!]?\s*(?i:(?:I\s*['’]ll|I\s+will|I\s+can|will|can)\s+(?:do|take|handle|own)\s+(?:it|that|this|care\s+of\s+(?:it|that))|will\s+do|on\s+it)?\s*(.*?)\s*[.!]?$`)

// reNeedSomeone: the need a generic request ("can you take that?")
// points back at.
var reNeedSomeone = regexp.MustCompile(`(?i)\b(?:need|needs|want)\s+(?:someone|somebody|a\s+volunteer|an\s+owner|a\s+person)\s+to\s+(.+?)\s*[.!]?$`)

// reTurnSentence splits a turn into its sentences.
var reTurnSentence = regexp.MustCompile(`[.!?？]+\s+`)

// acceptTurn reads reAcceptTurn against the turn above line i.
func (p *parser) acceptTurn(text string, i int) *extract.Candidate {
	m := reAcceptTurn.FindStringSubmatch(text)
	if m == nil || !p.transcript && !p.speakerName(m[1]) {
		return nil
	}
	name := strings.TrimSpace(m[1])
	when := ""
	if tail := strings.TrimSpace(m[2]); tail != "" {
		rest, due := cutDue(tail)
		if due == "" || cleanTitle(rest) != "" {
			return nil
		}
		when = due
	}
	title, due := p.enRequestAbove(i, name)
	if title == "" || reGenericTask.MatchString(title) {
		title, due = p.neededAbove(i, name)
	}
	if title == "" || reGenericTask.MatchString(title) {
		return nil
	}
	if when != "" {
		due = when
	}
	c := &extract.Candidate{Assignee: name, Owners: []string{name}, Syntax: "speaker-accept", Title: title, Due: due}
	return c
}

// neededAbove: the work the turn just above asks name to take on, in
// its last sentence ("Okay. Hannah, could you reply to the customer?")
// or, when that only says "take that", in the need the sentence before
// it said ("We still need someone to add an alert. Can you take that,
// Omar?").
func (p *parser) neededAbove(i int, name string) (title, due string) {
	first := strings.ToLower(strings.Fields(name)[0])
	for j := i - 1; j >= 0; j-- {
		n := p.d.Nodes[j]
		if n.Kind == doc.Blank || n.Kind == doc.Skipped {
			continue
		}
		t := stripInline(n.Text)
		if k := strings.IndexAny(t, ":："); k >= 0 && k < 40 {
			t = strings.TrimSpace(t[k+1:])
		}
		sents := reTurnSentence.Split(strings.TrimSpace(t), -1)
		last := strings.TrimSpace(sents[len(sents)-1])
		if !strings.Contains(strings.ToLower(last), first) || !strings.Contains(strings.ToLower(last), "you") {
			return "", ""
		}
		// "Hannah, could you reply …?" / "Can you take that, Omar?"
		if f := strings.Fields(last); len(f) > 1 && strings.EqualFold(strings.TrimRight(f[0], ","), first) {
			last = strings.Join(f[1:], " ")
		}
		last = strings.TrimSpace(reTrailVocative.ReplaceAllString(last, "?"))
		if !strings.ContainsAny(last, "?？") {
			last += "?"
		}
		if rm := reEnRequest.FindStringSubmatch(last); rm != nil && !reGenericTask.MatchString(rm[1]) {
			title, due = cutDue(rm[1])
			return cleanTitle(title), due
		}
		if len(sents) < 2 {
			return "", ""
		}
		nm := reNeedSomeone.FindStringSubmatch(sents[len(sents)-2])
		if nm == nil {
			return "", ""
		}
		title, due = cutDue(nm[1])
		return cleanTitle(title), due
	}
	return "", ""
}

// Titles of speech: a turn's fillers and the speaker's "I'll" are no
// part of the work ("Okay. I'll send that over to finance" is "send that
// over to finance"), and a turn that opens with a remark and commits in
// a later sentence ("The SSO one is still open. I'll reproduce it on
// staging this afternoon.") is titled by the commitment.

// reSpeechLead: fillers and a first-person modal opening a title.
var reSpeechLead = regexp.MustCompile(`^(?i:(?:(?:okay|ok|so|and|yeah|yes|yep|sure|great|perfect|right|alright|good|thanks)[,.!]?\s+)*(?:I\s+will|I\s*['’]ll|I\s+can|I\s+could|I['’]m\s+going\s+to|I\s+am\s+going\s+to)\s+(?:also\s+|just\s+|then\s+|go\s+ahead\s+and\s+)*)(\p{L}.*)$`)

// reSpeechFillers: fillers alone before the work.
var reSpeechFillers = regexp.MustCompile(`^(?i:(?:okay|ok|so|and|yeah|yep|great|perfect|alright)[,.!]?\s+)+(\p{L}.*)$`)

// reTurnSpeaker: "Name: speech" of a turn, the name as reAcceptTurn
// reads it.
var reTurnSpeaker = regexp.MustCompile(`^([\p{Lu}][\p{L}'’-]*(?:\s+[\p{Lu}][\p{L}.'’-]*){0,2}|` + enNumberedSpeaker + `)\s*[:：]\s+(.+)$`)

// reNumberedTurn: a numbered voice's turn.
var reNumberedTurn = regexp.MustCompile(`^(` + enNumberedSpeaker + `)\s*[:：]\s+(.+)$`)

// enSpeechTitles applies the above to the candidates of turns.
func (p *parser) enSpeechTitles(out []extract.Candidate) []extract.Candidate {
	for k := range out {
		c := &out[k]
		i := p.d.Index(c.Line)
		if i < 0 || i >= len(p.d.Nodes) {
			continue
		}
		text := stripInline(p.d.Nodes[i].Text)
		if len(c.Owners) == 0 {
			// "Speaker 3: I can draft the invite by Tuesday".
			if m := reNumberedTurn.FindStringSubmatch(text); m != nil && reSpeechLead.MatchString(m[2]) {
				name := strings.Join(strings.Fields(m[1]), " ")
				c.Assignee, c.Owners = name, []string{name}
				if t := strings.TrimSpace(c.Title); strings.HasPrefix(t, m[1]) {
					c.Title = cleanTitle(strings.TrimLeft(t[len(m[1]):], " :："))
				}
			}
		}
		m := reTurnSpeaker.FindStringSubmatch(text)
		if m == nil || len(c.Owners) != 1 || !strings.EqualFold(c.Owners[0], strings.TrimSpace(m[1])) {
			continue
		}
		if sm := reSpeechLead.FindStringSubmatch(c.Title); sm != nil {
			c.Title = cleanTitle(sm[1])
		} else if sm := reSpeechFillers.FindStringSubmatch(c.Title); sm != nil {
			c.Title = cleanTitle(sm[1])
		}
		sents := reTurnSentence.Split(strings.TrimSpace(m[2]), -1)
		if len(sents) < 2 || !strings.HasPrefix(strings.ToLower(sents[0]), strings.ToLower(strings.TrimRight(c.Title, ".!"))) || reSpeechLead.MatchString(sents[0]) {
			continue
		}
		for _, s := range sents[1:] {
			sm := reSpeechLead.FindStringSubmatch(strings.TrimSpace(s))
			if sm == nil || reSpeechVerb.MatchString(sm[1]) {
				continue
			}
			title, due := cutDue(strings.TrimRight(sm[1], ".!"))
			if title = cleanTitle(title); title == "" || reGenericTask.MatchString(title) {
				continue
			}
			c.Title = title
			if c.Due == "" {
				c.Due = due
			}
			break
		}
	}
	return out
}

// reHaveReady: "I'll have them ready by Wednesday", "I'll have the list
// done by the 12th": a deliverable promised by the state it will be in,
// a commitment though "have" alone is none.
var reHaveReady = regexp.MustCompile(`(?i)^have\s+(?:\S+\s+){1,4}?(?:ready|done|finished|drafted|written|sent(?:\s+out)?|merged|fixed|reviewed|uploaded|signed|posted|published)\b`)
