package rules

import "testing"

// TestActionHeadingNames: an action list headed by another name for the
// meeting's agreed work ("Actions agreed", "Commitments", "Action log",
// "Who does what", "Actions arising") is read as the same list headed
// "Action items" (issue 28; found by renaming the action headings of the
// development notes, notes written for this test).
func TestActionHeadingNames(t *testing.T) {
	for _, h := range []string{"Actions agreed", "Commitments", "Action log", "Who does what", "Actions arising", "Action tracker"} {
		notes := "# Board call 2026-03-02\n\n## Discussion\n\n- The venue is booked.\n\n## " + h + "\n\n- Priya: draft the sponsorship letter\n- Tom - renew the domain\n"
		got := ownersByLine(t, notes)
		for line, owner := range map[int]string{9: "Priya", 10: "Tom"} {
			if o, ok := got[line]; !ok || o != owner {
				t.Errorf("%q: line %d: got %q (extracted %v), want owner %q", h, line, o, ok, owner)
			}
		}
	}
}
