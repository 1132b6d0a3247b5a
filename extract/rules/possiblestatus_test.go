package rules

import "testing"

// TestPersonalNextNotPossible: the "Next" list of one person's weekly
// update, beside their "Done" list, is a status report — no possible
// action; the team's own "Next" list, under no person, still is one.
func TestPersonalNextNotPossible(t *testing.T) {
	notes := `# Browsers weekly

## Updates

- @marlowe
    - Done:
        - Shipped the tab redesign
    - Next:
        - Merge the settings page into the extension
        - Investigate the slow upload in the sidebar

- Team
    - Next:
        - Merge the settings page into the extension
`
	pos := possibleLines(t, notes, nil)
	for _, l := range []int{9, 10} {
		if _, ok := pos[l]; ok {
			t.Errorf("line %d (a person's own plan in a status update) is a possible action: %v", l, pos[l].Signals)
		}
	}
	if _, ok := pos[14]; !ok {
		t.Errorf("line 14 (the team's next step) is no possible action: %v", pos)
	}
}
