package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// Work one person gives another in the notes' own words: "Alice asked
// Bob Jones to update the docs", "Alice suggested that Bob update the
// docs", "@alice asked @bob to …". The person asked — the object, not the
// subject that opens the sentence — owns the work; readers that take the
// owner from the head of the line gave it to the one who asked (or, for
// the subjunctive "suggested that Bob update", to no one). Read before
// them, in any section and in a paragraph's later sentence. A request
// the line asks about, hedges or says was done is none (the filters after
// the readers, and the checks here).

// reAskedOther: a subject, a verb of asking or suggesting, the person
// asked, "to" (after "asked") or the bare verb (after "suggested that"),
// the work.
var reAskedOther = regexp.MustCompile(`^(?:@?[\p{L}][\p{L}\p{N}_.'’-]*(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s+(?:(?:also|then|kindly)\s+)?` +
	`(?:(?:(?:has|have)\s+)?(?:asked|asks|requested|invited|tasked)\s+(` + enPersonPattern + `)\s+to|` +
	`(?:suggested|suggests|proposed|proposes|recommended|recommends|requested|requests|asked)\s+that\s+(` + enPersonPattern + `))` +
	`\s+(?:(?:also|please)\s+)?(\p{Ll}+)(\s.*)?$`)

// enPersonPattern: a person as an English line names one — a handle, or
// a capitalised name with a second name at will.
const enPersonPattern = `@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]|[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?`

// enOpenSentences: the sentences of node i a reading of work takes — an
// open English line outside a section of finished work; a list item's
// first sentence only, every sentence of a paragraph — each without its
// closing stop. nil when the line is none.
func (p *parser) enOpenSentences(i int) []string {
	n := p.d.Nodes[i]
	if !openLine(n) || extract.HasHangul(n.Text) || p.section(n.Section).done {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	var out []string
	for k, sent := range sentences(plain) {
		if k > 0 && n.Kind == doc.ListItem {
			break
		}
		out = append(out, strings.TrimRight(sent, ".! "))
	}
	return out
}

// enAskedOther reads node i as work asked of or suggested to a person.
func (p *parser) enAskedOther(i int) *extract.Candidate {
	si := p.section(p.d.Nodes[i].Section)
	for _, sent := range p.enOpenSentences(i) {
		if isQuestion(sent) || reClauseHedge.MatchString(sent) {
			continue
		}
		m := reAskedOther.FindStringSubmatch(sent)
		if m == nil {
			continue
		}
		who := m[1] + m[2]
		name := strings.TrimPrefix(who, "@")
		first := strings.ToLower(strings.Fields(name)[0])
		if clauseNotSubject[first] || notNames[first] || commonLower[first] || enImperatives[first] || reAcronym.MatchString(name) && !p.known(name) {
			continue
		}
		if !workSlot(m[3] + m[4]) {
			continue
		}
		c := &extract.Candidate{Syntax: "asked-other", Assignee: who, Owners: []string{name}}
		if !titled(c, m[3]+m[4]) {
			continue
		}
		if !si.action {
			c.Problems = append(c.Problems, problemConfirm)
		}
		return c
	}
	return nil
}
