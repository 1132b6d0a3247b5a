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
	`(?:(?:(?:has|have)\s+)?(?:asked|asks|requested|invited|tasked)\s+(` + askedName + `)\s+to|` +
	`(?:suggested|suggests|proposed|proposes|recommended|recommends|requested|requests|asked)\s+that\s+(` + askedName + `))` +
	`\s+(?:(?:also|please)\s+)?(\p{Ll}+)(\s.*)?$`)

// askedName: the person asked — a handle, or a capitalised name with a
// second name at will.
const askedName = `@[\p{L}\p{N}_.-]*[\p{L}\p{N}_]|[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?`

// enAskedOther reads node i as work asked of or suggested to a person.
func (p *parser) enAskedOther(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) || extract.HasHangul(n.Text) {
		return nil
	}
	si := p.section(n.Section)
	if si.done {
		return nil
	}
	plain := strings.TrimSpace(strings.TrimLeft(stripInline(cutUTF8(n.Text, maxItemBytes)), "*_ "))
	for k, sent := range sentences(plain) {
		if k > 0 && n.Kind == doc.ListItem {
			break
		}
		sent = strings.TrimRight(sent, ".! ")
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
