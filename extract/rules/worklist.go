package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reAnnouncesWork: a parent item that says work items are to be made or
// are wanted ("Tickets will be created for the main tasks", "New docs
// needed", "Issues to be filed:"): a passive of making, or "needed" /
// "required" as its predicate.
var reAnnouncesWork = regexp.MustCompile(`(?i)\b(?:will\s+be|to\s+be|are\s+to\s+be)\s+(?:created|opened|filed|written|drafted|added|made|prepared|tracked|set\s+up)\b|\b(?:needed|required|wanted)\b`)

// reAttributiveNeed: "needed", "required" or "wanted" before the noun it
// qualifies ("Make required changes to the app"): the parent names work
// of its own, it announces none.
var reAttributiveNeed = regexp.MustCompile(`(?i)^(?:needed|required|wanted)\s+(\p{L}+)`)

// needPrepositions: the words a predicate "needed" goes on with ("Docs
// needed for the release", "Reviewers wanted by Friday").
var needPrepositions = map[string]bool{"for": true, "to": true, "by": true, "before": true, "from": true, "in": true, "on": true, "asap": true, "soon": true, "urgently": true, "now": true, "here": true, "and": true, "or": true}

// announcesWork: ptext announces work items (reAnnouncesWork), "needed"
// and its kin as the predicate, not qualifying a noun.
func announcesWork(ptext string) bool {
	for _, loc := range reAnnouncesWork.FindAllStringIndex(ptext, 4) {
		m := reAttributiveNeed.FindStringSubmatch(ptext[loc[0]:])
		if m == nil || needPrepositions[strings.ToLower(m[1])] {
			return true
		}
	}
	return false
}

// announcedItem reads list item i as one of the work items its parent
// announces: under "Tickets will be created for the main tasks" the
// nested "Viewport search" is a ticket to make, nominal as it is. The
// children must be a list (two or more) of short items that are neither
// questions, labels, sentences of their own nor done; nobody is named,
// so a person confirms who.
func (p *parser) announcedItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem || par.Indent >= n.Indent || par.Checkbox == 'x' || par.Checkbox == 'X' {
		return nil
	}
	ptext := strings.TrimSpace(stripInline(par.Text))
	if len(ptext) > 120 || isQuestion(ptext) || !announcesWork(ptext) || reNotPlan.MatchString(ptext) || !announcesMany(ptext) {
		return nil
	}
	if !announcedLine(n.Text) {
		return nil
	}
	kids := 0
	for j := n.Parent + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		if m.Kind != doc.ListItem || m.Indent <= par.Indent {
			break
		}
		if m.Parent == n.Parent {
			if !announcedLine(m.Text) {
				return nil
			}
			kids++
		}
	}
	if kids < 2 {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if who := strings.Trim(plain, "@*_:： "); p.known(who) && len(strings.Fields(who)) <= 3 {
		// "2. Decisions needed" / "- betatim" / "  - what if …": a member
		// of the roll heads what they bring, no item of the list.
		return nil
	}
	c := &extract.Candidate{Syntax: "announced-item"}
	if !titled(c, plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// announcesMany: the parent announces several pieces of work — a plural
// ("Tickets will be created", "New docs needed") or a list after a colon
// ("To be filed:"). "Diagram needed" over "Simple" / "Complex" is one
// piece of work and its variants.
func announcesMany(ptext string) bool {
	if strings.HasSuffix(strings.TrimRight(ptext, " *_"), ":") {
		return true
	}
	for _, w := range strings.Fields(strings.ToLower(ptext)) {
		w = strings.Trim(w, ".,;()*_")
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is") {
			return true
		}
	}
	return false
}

// announcedLine: the raw item text is in the shape of a piece of work
// (announcedShape) and is neither a link alone ("[Planning doc](…)", a
// reference the list keeps beside its items) nor a hedged remark
// ("CDEvents could probably be showcased there eventually"): either says
// the list under the parent is notes about it, not its work items.
func announcedLine(raw string) bool {
	t := strings.TrimSpace(stripInline(raw))
	return announcedShape(t) && !reLinkOnly.MatchString(strings.TrimSpace(raw)) && !reHedgedRemark.MatchString(t)
}

// reHedgedRemark: a modal or an adverb of chance that makes a line a
// guess about the work rather than a piece of it.
var reHedgedRemark = regexp.MustCompile(`(?i)\b(?:could|might|may|probably|possibly|perhaps|maybe|eventually)\b`)

// announcedShape: a short item that names a piece of work, not a
// question, a label, a report or sentences of its own.
func announcedShape(t string) bool {
	if t == "" || len(t) > 100 || isQuestion(t) || strings.ContainsAny(t, ":：") || reEnDone.MatchString(strings.ToLower(t)) {
		return false
	}
	// Two sentences are discussion, not an item.
	return !strings.Contains(strings.TrimRight(t, ". "), ". ")
}

// reVerbLabel: a parent item that is only an obligation and its verb,
// the objects listed under it ("Need to test" / "  - Rollback script",
// "Still need to review:", "Have to fix:").
var reVerbLabel = regexp.MustCompile(`(?i)^(?:we\s+)?(?:still\s+)?(?:need|have)\s+to\s+(\p{L}+)\s*[:：]?$`)

// verbLabelItem reads list item i as the work its parent's verb does to
// it: under "Need to test" the nested "Rollback script" is "test
// Rollback script". The parent names nobody and neither does the item;
// a person confirms who. The item must be short and nominal
// (announcedShape), not done, and one of two or more.
func (p *parser) verbLabelItem(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Parent < 0 || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return nil
	}
	par := p.d.Nodes[n.Parent]
	if par.Kind != doc.ListItem || par.Indent >= n.Indent {
		return nil
	}
	m := reVerbLabel.FindStringSubmatch(strings.TrimSpace(stripInline(par.Text)))
	if m == nil || !enImperatives[strings.ToLower(m[1])] {
		return nil
	}
	plain := strings.TrimSpace(stripInline(n.Text))
	if !announcedLine(n.Text) {
		return nil
	}
	kids := 0
	for j := n.Parent + 1; j < len(p.d.Nodes) && j <= n.Parent+32; j++ {
		k := p.d.Nodes[j]
		if k.Kind == doc.Blank {
			continue
		}
		if k.Kind != doc.ListItem || k.Indent <= par.Indent {
			break
		}
		if k.Parent == n.Parent {
			kids++
		}
	}
	if kids < 2 {
		return nil
	}
	c := &extract.Candidate{Syntax: "verb-label-item"}
	if !titled(c, strings.ToLower(m[1])+" "+plain) {
		return nil
	}
	c.Problems = append(c.Problems, problemNoSubject)
	return c
}

// reNamedActions: a heading of two words, the second "Actions" ("GitHub
// Actions", "Gitea Actions").
var reNamedActions = regexp.MustCompile(`^(\p{Lu}[\p{L}\d]+)\s+[Aa]ctions$`)

// namedActions: the heading is a product or feature called "… Actions"
// ("## GitHub Actions" over a discussion of CI), not a list of actions:
// the word before is a proper name — the notes write it capitalised
// after a lower-case word elsewhere ("we moved to GitHub Actions") — and
// no qualifier of actions ("Open", "Next", "Team").
func (p *parser) namedActions(title string) bool {
	m := reNamedActions.FindStringSubmatch(strings.TrimSpace(stripInline(stripEmphasis(title))))
	if m == nil || actionQualifiers[strings.ToLower(m[1])] {
		return false
	}
	text := p.notesText()
	for from, n := 0, 0; n < 16; n++ {
		k := strings.Index(text[from:], " "+m[1])
		if k < 0 {
			return false
		}
		at := from + k
		end := at + 1 + len(m[1])
		from = end
		if end < len(text) && (unicode.IsLetter(rune(text[end])) || unicode.IsDigit(rune(text[end]))) {
			continue
		}
		// The word before: lower case, so the name is capitalised
		// mid-sentence.
		before := strings.TrimRight(text[:at], ",;:")
		if i := strings.LastIndexAny(before, " \n\t"); i >= 0 {
			before = before[i+1:]
		}
		if r, _ := utf8.DecodeRuneInString(before); before != "" && unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// actionQualifiers: words that qualify a list of actions in a heading.
var actionQualifiers = map[string]bool{"open": true, "next": true, "new": true, "key": true, "agreed": true, "team": true, "meeting": true, "outstanding": true, "pending": true, "previous": true, "follow-up": true, "followup": true, "our": true, "my": true, "the": true, "current": true, "immediate": true, "recent": true, "main": true, "assigned": true, "proposed": true, "required": true, "closed": true, "completed": true, "remaining": true, "personal": true, "individual": true, "group": true, "board": true, "committee": true}
