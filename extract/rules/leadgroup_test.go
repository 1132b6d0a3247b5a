package rules

import "testing"

// leadGroupNotes: action items that open with a group word, as the owner
// and as the first word of a compound noun.
const leadGroupNotes = `## Action items
1. Team retrospective format review (Oskar)
2. Team lead sync about the hiring plan
3. Team: archive the old board
4. Everyone review the draft charter
5. All to vote on the venue
`

// "Team retrospective format review (Oskar)": "Team" run into a noun is
// the compound's first word, not its owner; set off by a colon, or
// followed by work or "to", the group word is the owner.
func TestLeadGroupWordInCompound(t *testing.T) {
	checkOwners(t, "lead group", ownersByLine(t, leadGroupNotes), map[int]string{2: "Oskar", 3: "", 4: "Team", 5: "Everyone", 6: "All"}, nil)
}
