package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// reNameColonStep: a list item that gives a person a step — the person,
// a colon, then a verb in lower case ("- **Eric**: set up the meetup
// event", "3. Zack: write a namespacing doc").
var reNameColonStep = regexp.MustCompile(`^\*{0,2}(@?[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*)?)\*{0,2}\s*[:：]\s*\*{0,2}\s*(\p{Ll}[^\n]*)$`)

// nameColonStep splits "Name: verb …" when the words after the colon open
// with a verb of work; ok is false for a remark ("Sam: what is the
// purpose?", "Nicole: working on events", "Jesse: thinks …").
func (p *parser) nameColonStep(n doc.Node) (who, work string, ok bool) {
	if n.Kind != doc.ListItem || n.Checkbox == 'x' || n.Checkbox == 'X' {
		return "", "", false
	}
	m := reNameColonStep.FindStringSubmatch(strings.TrimSpace(n.Text))
	if m == nil || !p.colonPerson(m[1]) || !workVerbFirst(m[2]) || reClauseHedge.MatchString(m[2]) {
		return "", "", false
	}
	return m[1], m[2], true
}

// enNameColonSteps reads a list of steps each given to a person after a
// colon, in any section: two or more items of one list written so are a
// list of who does what, the way "Name to …" items are, where one such
// item among remarks ("Jesse: ask on #design-uiux" in a thread of
// "Name: opinion" lines) is an answer in the discussion and stays a
// possible action. A list that reviews earlier meetings' actions, or
// files them as done, is not this meeting's work.
func (p *parser) enNameColonSteps(i int) *extract.Candidate {
	n := p.d.Nodes[i]
	who, work, ok := p.nameColonStep(n)
	if !ok {
		return nil
	}
	si := p.section(n.Section)
	if si.carryOver || si.done || p.carryOverParent(n) || n.Parent >= 0 && isReviewLabel(normHeading(strings.TrimRight(stripInline(p.d.Nodes[n.Parent].Text), ":： "))) {
		return nil
	}
	if p.sameShapeSiblings(i) == 0 {
		return nil
	}
	return p.ownedLine(n, who, work, "name-colon-steps")
}

// sameShapeSiblings counts the other items of node i's list (same parent,
// same section, no heading or other block between) that give a person a
// step after a colon.
func (p *parser) sameShapeSiblings(i int) int {
	n := p.d.Nodes[i]
	count := 0
	for _, dir := range []int{-1, 1} {
		for j := i + dir; j >= 0 && j < len(p.d.Nodes); j += dir {
			m := p.d.Nodes[j]
			if m.Kind != doc.ListItem || m.Section != n.Section {
				break
			}
			if m.Parent != n.Parent {
				if m.Indent > n.Indent {
					continue // a nested line of a sibling
				}
				break
			}
			if _, _, ok := p.nameColonStep(m); ok {
				count++
			}
		}
	}
	return count
}

// colonPerson: who, written before a colon, is a person: a name the notes
// know, or initials or capitalised words that are no label ("Proposal:",
// "Decision:", "Webpage:") and no verb ("Review:").
func (p *parser) colonPerson(who string) bool {
	if p.known(who) {
		return true
	}
	first := strings.ToLower(strings.Trim(firstWord(who), "@*_"))
	return p.personShaped(who) && !notNames[first] && !commonLower[first] && !clauseNotSubject[first] && !enImperatives[first] && !enImperativesMore[first] && !enWorkVerbs[first] && !reNotSubject.MatchString(first)
}
