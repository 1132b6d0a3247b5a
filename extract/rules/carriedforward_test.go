package rules

import (
	"strings"
	"testing"
)

// "Actions carried forward" heads the actions that stay open after the
// meeting: its items are actions, as under "Action items", with nobody
// left to confirm them.
func TestActionsCarriedForwardHeading(t *testing.T) {
	notes := `## Present
- [TR] Tove Ring
- [BA] Bram Aalto

## Discussion
The board reviewed the grant timeline.

## Action Items Carried Forward
- [TR]	Book a room for the autumn workshop.
- [BA]	Circulate the revised budget to the board.
- [TR]	Share the venue list with the board.
`
	got := candsByLine(t, notes)
	for line, owner := range map[int]string{9: "TR", 10: "BA", 11: "TR"} {
		c, ok := got[line]
		if !ok {
			t.Errorf("line %d: no action, want one for %s", line, owner)
			continue
		}
		if strings.Join(c.Owners, ", ") != owner || len(c.Problems) > 0 {
			t.Errorf("line %d: owners %v problems %v, want %s and none", line, c.Owners, c.Problems, owner)
		}
	}
}
