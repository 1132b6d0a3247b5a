package rules

import (
	"strings"

	"github.com/axagent/axagent/extract/doc"
)

// A checked box under a heading that reviews earlier actions ("Review of
// last meeting actions", "Previous action items") is an earlier action
// reported done: no new work, however it is worded ("[x] Dana: will
// document the release process"). An unchecked box there is still open
// and is read as before; a checked box in this meeting's own action list
// stays an action (the heading names no earlier meeting).
func (p *parser) doneEarlierAction(i int) bool {
	n := p.d.Nodes[i]
	if n.Kind != doc.ListItem || n.Checkbox != 'x' && n.Checkbox != 'X' || n.Section == nil {
		return false
	}
	h := normHeading(strings.TrimRight(stripInline(n.Section.Title), ":： "))
	return reActionNoun.MatchString(h) && reEarlierActions.MatchString(h)
}
