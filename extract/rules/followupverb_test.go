package rules

import "testing"

// TestFollowupClosedCompound: "Followup" written as one word opens a
// step as "Follow up" does, as "Setup" and "Cleanup" do (issue 28;
// notes written for this test): nested under a question in a carried
// part, the owners a trailing tag gives it are its owners.
func TestFollowupClosedCompound(t *testing.T) {
	notes := `# Sync

## Follow-up from last week

- Invitation to a workshop on graphs.
  - Think about joining this: what do they want? Who is the audience?
    - Followup with the organisers [name=dana,eli]
`
	got := ownersByLine(t, notes)
	if o, ok := got[7]; !ok || o != "Dana, Eli" {
		t.Errorf("line 7: got %q (extracted %v), want owners %q", o, ok, "Dana, Eli")
	}
}
