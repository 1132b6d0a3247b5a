package rules

import (
	"regexp"
	"strings"

	"github.com/axagent/axagent/extract"
	"github.com/axagent/axagent/extract/doc"
)

// An assignment list written owner-last: each item is a piece of work and
// the people who took it, in a closing parenthesis ("- Sort out budget and
// get more sponsors (Bruno and Adriana)", "- Travel awards (Adriana)",
// "- Follow up on Justin (Adriana - done)"). One such item alone is as
// likely a presenter or a credit ("Updates (Nate)"); a list whose items
// mostly close that way is the meeting's division of work, whatever the
// items' wording (a noun phrase names the work as well as a verb).

// reParenAssignee: text, then a parenthesis holding only capitalised
// names (one or two words each, joined by "and", "&", "+", ",", "/"),
// optionally followed by a status word.
var reParenAssignee = regexp.MustCompile(`^(.{2,}?)\s*[(（]\s*(@?\p{Lu}[\p{L}\p{N}._'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?(?:\s*(?:,|/|&|\+|\band\b)\s*@?\p{Lu}[\p{L}\p{N}._'-]*(?:\s+\p{Lu}[\p{L}.'-]*)?)*)(?:\s*[-–—,:]\s*(?i:done|completed?|in progress|ongoing|pending|started))?\s*[)）]\s*[.]?$`)

// minParenList is how many items of one list must close on their owners
// before the list reads as an assignment list.
const minParenList = 3

// parenAssignee parses one owner-last item; ok is false when the closing
// parenthesis is not only people.
func (p *parser) parenAssignee(plain string) (title, assignee string, owners []string, ok bool) {
	m := reParenAssignee.FindStringSubmatch(strings.TrimSpace(plain))
	if m == nil {
		return "", "", nil, false
	}
	title = strings.TrimSpace(strings.TrimRight(m[1], "-–—:,; "))
	if title == "" || strings.HasSuffix(title, "?") {
		return "", "", nil, false
	}
	owners = splitOwners(m[2])
	if len(owners) == 0 {
		return "", "", nil, false
	}
	if p.known(title) {
		// "- Jenn Bonner (Google)": an attendee and an affiliation.
		return "", "", nil, false
	}
	for _, o := range owners {
		o = strings.TrimPrefix(o, "@")
		if !p.personLike(o, false) || notNames[strings.ToLower(strings.Fields(o)[0])] {
			return "", "", nil, false
		}
		// A name the notes know or write more than once; a word in
		// capitals seen once is as often a product or a company.
		if !p.known(o) && !p.recurs(o) {
			return "", "", nil, false
		}
	}
	return title, m[2], owners, true
}

// parenListItem: the list item at i closes on its owners and so do most
// items of its list (same parent, same indent, no heading between).
func (p *parser) parenListItem(i int, n doc.Node, plain string) *extract.Candidate {
	if n.Kind != doc.ListItem || p.hasChildren(i) {
		// An item with items under it is a topic and who leads it
		// ("- Operations (Boris)" over that topic's actions).
		return nil
	}
	title, assignee, owners, ok := p.parenAssignee(plain)
	if !ok {
		return nil
	}
	owned, items, parents := 0, 0, 0
	for _, dir := range []int{-1, 1} {
		for j := i + dir; j >= 0 && j < len(p.d.Nodes); j += dir {
			m := p.d.Nodes[j]
			if m.Kind == doc.Heading || m.Kind == doc.Paragraph && m.Indent <= n.Indent && m.Parent != i {
				break
			}
			if m.Kind != doc.ListItem || m.Parent != n.Parent || m.Indent != n.Indent {
				if m.Kind == doc.ListItem && m.Indent < n.Indent {
					break
				}
				continue
			}
			items++
			if _, _, _, ok := p.parenAssignee(stripInline(m.Text)); ok {
				if p.hasChildren(j) {
					parents++
				}
				owned++
			}
		}
	}
	// This item counts too.
	owned, items = owned+1, items+1
	// Most of them heading items of their own are topics and who leads
	// each ("- Operations (Boris)" over that topic's actions).
	if owned < minParenList || 2*owned < items || 2*parents >= owned {
		return nil
	}
	c := &extract.Candidate{Assignee: assignee, Owners: owners, Syntax: "paren-owner-list"}
	c.Title, c.Due = cutDue(title)
	c.Title = cleanTitle(c.Title)
	if c.Title == "" {
		return nil
	}
	c.Problems = append(c.Problems, problemConfirm)
	return c
}
