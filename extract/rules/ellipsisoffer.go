package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// A named subject's report that goes on, without its subject, to offer
// help: "Adam has done some informal modeling, but willing to help out",
// "Dana reviewed the draft, and happy to take the next pass" — the
// ellipsis of running minutes, the offer the subject's. Read as the
// subject's own "is willing to …", over the item's wrapped lines too.

// reEllipsisOffer: a name, a finite verb of report, a clause, then "and"
// or "but" and "(is) willing/happy/glad to".
var reEllipsisOffer = regexp.MustCompile(`^(@?[\p{Lu}][\p{L}'’-]+(?:\s+[\p{Lu}][\p{L}'’-]+)?)\s+(?:has|had|is|was|did|\p{Ll}{2,}ed)\b[^.;!?]{0,200}?[,;]\s*(?:and|but)\s+(?:(?:is|was)\s+)?(?:also\s+)?((?:willing|happy|glad)\s+to\s+\p{Ll}.*)$`)

// enEllipsisOffer reads node i by reEllipsisOffer; nil when it is not one.
func (p *parser) enEllipsisOffer(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if !openLine(n) {
		return nil
	}
	text := n.Text
	if n.Kind == doc.ListItem && n.Wrap != "" {
		text += " " + n.Wrap
	}
	if len(text) > maxSignalLine || !strings.Contains(text, " to ") {
		return nil
	}
	plain := strings.TrimSpace(stripInline(text))
	m := reEllipsisOffer.FindStringSubmatch(plain)
	if m == nil || isQuestion(plain) {
		return nil
	}
	who := strings.TrimPrefix(m[1], "@")
	if clauseNotSubject[strings.ToLower(who)] || notNames[strings.ToLower(strings.Fields(who)[0])] || commonLower[strings.ToLower(who)] {
		return nil
	}
	offer := strings.TrimRight(m[2], ". ")
	w := strings.Fields(offer)
	verb := strings.ToLower(w[2])
	if !workVerb(verb) && verb != "help" {
		// "… and happy to see it merged": gladness, no offer.
		return nil
	}
	c := p.commitment(who+" is "+offer, false)
	if c == nil && verb == "help" {
		// "… but willing to help out": help with the topic of the line.
		c = &extract.Candidate{Assignee: who, Owners: []string{who}}
		if !titled(c, strings.Join(w[2:], " ")) {
			return nil
		}
	}
	if c == nil {
		return nil
	}
	if len(c.Problems) == 0 {
		c.Problems = append(c.Problems, problemConfirm)
	}
	c.Syntax = "ellipsis-offer"
	return c
}
