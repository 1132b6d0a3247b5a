package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
)

// A later sentence of an action's line that another person opens with
// their name and a colon and a commitment of their own ("서연 agreed to
// draft the Q4 budget. 민서: I can look into the flaky test by Friday")
// is that person's action: it leaves the first action's title (and its
// due date, when the deadline was written there) and is read as an action
// of its own, on the same line — never one title for two people's work.

// reNextSpeaker: a sentence end, then a name and a colon, then the rest.
var reNextSpeaker = regexp.MustCompile(`[.!?。]\s+(@?[\p{L}][\p{L}.'-]{0,20})\s*(?:님)?\s*[:：]\s+(\S.*)$`)

// reSpeakerCommit: a first-person commitment opening what they said
// ("I can look into …", "I'll take …", "will do …").
var reSpeakerCommit = regexp.MustCompile(`(?i)^(?:i\s+(?:can|will|shall|could|am\s+going\s+to|['’]?ll)|i['’]ll|i['’]m\s+going\s+to|will|can|to)\s+(\p{L}.*)$`)

// nextSpeakers splits each candidate whose line goes on with another
// person's commitment (reNextSpeaker) into two candidates.
func (p *parser) nextSpeakers(out []extract.Candidate) []extract.Candidate {
	var add []extract.Candidate
	for k := range out {
		c := &out[k]
		i := p.d.Index(c.Line)
		if i < 0 || i >= len(p.d.Nodes) {
			continue
		}
		text := stripInline(cutUTF8(p.d.Nodes[i].Text, maxItemBytes))
		m := reNextSpeaker.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		name, said := text[m[2]:m[3]], text[m[4]:m[5]]
		cm := reSpeakerCommit.FindStringSubmatch(said)
		if cm == nil || !p.known(strings.TrimPrefix(name, "@")) || ownersHave(c.Owners, name) {
			continue
		}
		j := strings.Index(c.Title, name)
		if j <= 0 {
			continue
		}
		nc := extract.Candidate{Line: c.Line, Evidence: c.Evidence, Assignee: name, Owners: []string{strings.TrimPrefix(name, "@")}, Syntax: "next-speaker", Problems: c.Problems}
		if !titled(&nc, cm[1]) {
			continue
		}
		c.Title = cleanTitle(strings.TrimRight(strings.TrimSpace(c.Title[:j]), " .;,"))
		if c.Due != "" && strings.Contains(said, c.Due) {
			// The deadline was the second sentence's.
			c.Due = ""
		}
		add = append(add, nc)
	}
	return append(out, add...)
}

// ownersHave: name (as written) is one of owners.
func ownersHave(owners []string, name string) bool {
	name = strings.TrimPrefix(name, "@")
	for _, o := range owners {
		if strings.EqualFold(o, name) {
			return true
		}
	}
	return false
}
