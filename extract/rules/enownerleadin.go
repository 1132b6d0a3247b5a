package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// An owner written over the steps they take on (issue 28, English running
// notes): a parent item that is a person or a group and a modal, and
// nothing more, heads the list of what that owner will do —
//
//	- **Ahmed** will:
//	  - Verify the vendor's data
//	- **Absent Members** must:
//	  - Submit their datasets by Friday
//	- Hiba & Nada:
//	  - Finalize the template
//
// The parent is no task (its "title" would be the modal); the nested
// items are, each the parent's owner's. The modal says the steps are
// commitments wherever the list stands; names alone ("Hiba & Nada:")
// say so only in an action section, where a list of names over steps is
// a split of the work, and only when two or more names are joined (one
// capitalised word over items is as often a topic: "- Release:").

// reOwnerLeadIn: one to four owners (each one to three capitalised words)
// joined by commas, "&", "/" or "and", then maybe a modal, then a colon
// that ends the item.
var reOwnerLeadIn = regexp.MustCompile(`^(` + leadInOwner + `(?:\s*(?:,|&|/|\band\b)\s*` + leadInOwner + `){0,3})\s*(?:(will|must|shall|should|needs?\s+to|(?:is|are)\s+to)\s*)?[:：]$`)

const leadInOwner = `\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}`

// leadInNotOwner: capitalised words that open such a line without naming
// an owner ("We will:", "This must:").
var leadInNotOwner = map[string]bool{"we": true, "i": true, "you": true, "they": true, "he": true, "she": true, "it": true,
	"this": true, "that": true, "these": true, "those": true, "there": true, "next": true, "action": true, "actions": true,
	"todo": true, "to-do": true, "tasks": true, "task": true, "pros": true, "cons": true, "q": true, "notes": true}

// ownerLeadIn reads item text (inline markup kept or not) as an owner's
// lead-in over steps: the owner, and whether a modal commits them.
func ownerLeadIn(text string) (owner string, modal bool) {
	t := strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(stripInline(text), "**", ""), "__", ""))
	t = strings.TrimSpace(strings.TrimLeftFunc(t, isDecoration))
	if len(t) > 80 {
		return "", false
	}
	m := reOwnerLeadIn.FindStringSubmatch(t)
	if m == nil {
		return "", false
	}
	o := strings.TrimSpace(m[1])
	if leadInNotOwner[strings.ToLower(strings.Trim(firstWord(o), "*_,.:"))] {
		return "", false
	}
	if m[2] == "" && !reLeadInJoined.MatchString(o) {
		// "Amin:" alone is a label as often as a name.
		return "", false
	}
	return o, m[2] != ""
}

// reLeadInJoined: two or more names joined ("Hiba & Nada", "Dana, Eli").
var reLeadInJoined = regexp.MustCompile(`\s*(?:,|&|/|\band\b)\s*\p{Lu}`)

// ownerLeadInItem: the list item at i is an owner's lead-in over nested
// steps that counts where it stands (a modal, or names in an action
// section); the owner, or "".
func (p *parser) ownerLeadInItem(i int, inAction bool) string {
	if i < 0 || i >= len(p.d.Nodes) || !p.hasChildren(i) {
		return ""
	}
	o, modal := ownerLeadIn(p.d.Nodes[i].Text)
	if o == "" || !modal && !inAction {
		return ""
	}
	return o
}

// A split of the work written as a step that divides it, then the share
// of each person ("- Divide the review among team members:" / "  - Nada:
// Data exploration" / "  - Hiba: Domain study"): each share is its
// person's task though the notes name them nowhere else, and a short
// label over that step ("- Group Review Tasks:") is no task itself.

// reDistributeLeadIn: a step that divides work among people, closed by a
// colon.
var reDistributeLeadIn = regexp.MustCompile(`(?i)^(?:divide|split|distribute|share\s+out|allocate|assign)\b[^:：]{0,100}\b(?:among|between|across|to)\s+(?:the\s+)?(?:team(?:\s+members)?|members|us|everyone|people|the\s+group)\s*[:：]$`)

// reShareItem: "Name: share" with one or two capitalised words as the name.
var reShareItem = regexp.MustCompile(`^(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?)\s*[:：]\s*(\S.{1,120})$`)

// distributedShare reads list item n as one person's share under a step
// that divides the work (above): the owner and the share.
func (p *parser) distributedShare(n doc.Node, plain string) (owner, share string, ok bool) {
	if n.Kind != doc.ListItem || n.Parent < 0 || p.d.Nodes[n.Parent].Kind != doc.ListItem {
		return "", "", false
	}
	if !reDistributeLeadIn.MatchString(strings.TrimSpace(stripInline(p.d.Nodes[n.Parent].Text))) {
		return "", "", false
	}
	m := reShareItem.FindStringSubmatch(strings.TrimSpace(strings.Trim(plain, "*_ ")))
	if m == nil {
		return "", "", false
	}
	first := strings.ToLower(strings.Fields(m[1])[0])
	if clauseNotSubject[first] || notNames[first] || commonLower[first] || groupOwners[strings.ToLower(m[1])] || workVerb(first) || enWorkVerbs[first] || isQuestion(m[2]) {
		return "", "", false
	}
	return m[1], strings.TrimSpace(m[2]), true
}

// labelOverDivision: list item i is a short label ("- Group Review
// Tasks:") whose first nested item divides the work (above).
func (p *parser) labelOverDivision(i int) bool {
	n := p.d.Nodes[i]
	t := strings.TrimSpace(stripInline(n.Text))
	if n.Kind != doc.ListItem || !strings.HasSuffix(t, ":") && !strings.HasSuffix(t, "：") || len(strings.Fields(t)) > 5 || workVerbFirst(t) {
		return false
	}
	for j := i + 1; j < len(p.d.Nodes); j++ {
		m := p.d.Nodes[j]
		if m.Kind == doc.Blank {
			continue
		}
		return m.Kind == doc.ListItem && m.Parent == i && reDistributeLeadIn.MatchString(strings.TrimSpace(stripInline(m.Text)))
	}
	return false
}
