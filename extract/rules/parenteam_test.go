package rules

import "testing"

// parenTeamNotes: action items closed by their owners in parentheses, a
// person with a part of the team called by its trade.
const parenTeamNotes = `## Action items
1. Review the flaky integration tests (Rui + QA Team)
2. Tidy the contributor page (Docs team)
3. Rename the sample fixtures (Rui/Ops Team)
4. Book the venue for the offsite (Noor)
`

// "(Rui + QA Team)", "(Docs team)": a team called by its trade is an
// owner in the parenthesis as a person's name is.
func TestParenOwnerWithTeam(t *testing.T) {
	checkOwners(t, "paren team", ownersByLine(t, parenTeamNotes), map[int]string{2: "Rui + QA Team", 3: "Docs team", 4: "Rui/Ops Team", 5: "Noor"}, nil)
}
