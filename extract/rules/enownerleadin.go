package rules

import (
	"regexp"
	"strings"
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
