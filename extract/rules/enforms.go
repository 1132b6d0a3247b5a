package rules

import (
	"github.com/axagent/axagent/extract/doc"
	"regexp"
	"strings"
)

// English forms of issue 28 that the item rules read once rewritten to a
// form they already know, and guards against lines that look like work
// but are not. Kept apart from the shared rules so that each rewrite is
// one call where the line is read.

// reEnOwnerParenDue: an owner, then the deadline in parentheses, then
// the work ("Ilse (by Friday): send …"). The deadline sits between the
// owner and the separator, where the owner rules do not look for it.
var reEnOwnerParenDue = regexp.MustCompile(`^(@?\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?)\s*\(\s*((?i:by|before|until|due|till)\b[^()]{1,40}|(?i:` + enMonth + `)[^()]{0,20}|\d{1,2}/\d{1,2}(?:/\d{2,4})?|\d{4}-\d{2}-\d{2})\s*\)\s*[:：–—-]\s+(\S.*)$`)

// enOwnerParenDue rewrites "Name (by Friday): work" to "Name: work" and
// returns the deadline apart; other lines come back as they were.
func enOwnerParenDue(body string) (string, string) {
	m := reEnOwnerParenDue.FindStringSubmatch(body)
	if m == nil {
		return body, ""
	}
	return m[1] + ": " + m[3], strings.TrimSpace(m[2])
}

// reEnAndOthers: a named owner and an unnamed rest of the group before
// the verb ("MIH and others to review …", "Ana & co. will …"): the
// named one is who can be asked.
var reEnAndOthers = regexp.MustCompile(`^(@?[\p{Lu}@][\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)?)\s+(?:and|&|\+)\s+(?:(?:the\s+)?others|anyone\s+(?:else\s+)?interested|co\.?|friends|volunteers|helpers)\s+((?:to|will|should|shall|are\s+going\s+to)\s+\p{L})`)

// enAndOthers drops "and others" after a named owner, so that the name
// opens the commitment.
func enAndOthers(body string) string {
	if m := reEnAndOthers.FindStringSubmatchIndex(body); m != nil {
		return body[:m[3]] + " " + body[m[4]:]
	}
	return body
}

// reEnWantsSomeone: work the group needs and nobody took ("We need
// someone to …", "looking for a volunteer to …", "someone should …"):
// a possible action to place, never a task with an invented owner.
var reEnWantsSomeone = regexp.MustCompile(`(?i)\b(?:need(?:s|ed)?|want(?:s|ed)?|looking\s+for|ask(?:ing)?\s+for|could\s+use)\s+(?:someone|somebody|a\s+volunteer|volunteers|an?\s+owner|a\s+champion|help)\s+(?:to|for|with)\s+\p{L}|\b(?:someone|somebody|anyone)\s+(?:should|needs\s+to|has\s+to|must|to)\s+\p{L}|\b(?:volunteers?|owners?)\s+(?:needed|wanted)\b`)

// reEnPronounLead: a line whose subject is a pronoun whose referent the
// line does not name ("They will be reviewing …", "He will look …"):
// the work is real but its owner is a guess.
var reEnPronounLead = regexp.MustCompile(`(?i)^(?:they|he|she|it|someone|somebody)\b`)

// reEnChatStamp: a line of a chat copied into the notes — a time stamp,
// then a speaker ("[10:03] Kenji Mori: …", "10:03 AM Kenji: …",
// "(10:03:12) kenji: …"). What is said there is the chat, read by a
// person as possible work, not the meeting's record of who does what.
var reEnChatStamp = regexp.MustCompile(`^[\[(]?\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?[\])]?\s+(?:<\s*)?[\p{L}@][\p{L}\d._'’ -]{0,40}?(?:\s*>)?\s*[:：>]\s*\S`)

// chatLine: node i is a line of a chat copied into notes that are not
// themselves a transcript: one of a run of at least three stamped lines
// (a single stamped line is a minute taken at that time). A line that
// records an action in so many words ("ACTION: bob to …") is the
// meeting's, stamped or not.
func (p *parser) chatLine(i int) bool {
	if p.transcript || !p.stamped(i) {
		return false
	}
	if m := reEnChatStamp.FindStringIndex(strings.TrimSpace(stripInline(p.d.Nodes[i].Text))); m != nil {
		rest := strings.TrimSpace(stripInline(p.d.Nodes[i].Text))[m[1]-1:]
		if markerItem(rest) != nil || inlineMarker(rest) != nil {
			return false
		}
	}
	run := 1
	for j := i - 1; j >= 0 && run < 3 && p.stamped(j); j-- {
		run++
	}
	for j := i + 1; j < len(p.d.Nodes) && run < 3 && p.stamped(j); j++ {
		run++
	}
	return run >= 3
}

// stamped: node i is a list item or paragraph opened by a time stamp and
// a speaker.
func (p *parser) stamped(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem && n.Kind != doc.Paragraph {
		return false
	}
	return reEnChatStamp.MatchString(strings.TrimSpace(stripInline(n.Text)))
}
