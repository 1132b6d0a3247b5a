package rules

import "testing"

// TestMarkerSteps: items nested under an action marker that carries work
// of its own are its steps when they open with a capitalised verb of
// work — tasks, the marker's owner unless they name one; a question, a
// remark or a lower-case fragment under it is none.
func TestMarkerSteps(t *testing.T) {
	notes := `# Working group

## Notes

- Action: use this group to plan the spring training
    - Invite Dana, read the agenda, and list the topics needed
    - Look at who nearby can deliver sessions
    - Who pays for the venue?
- Action: Rhea to prepare the onboarding pack
    - Collect the three templates from the drive
    - the older pack is in the archive
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "steps", got, map[int]string{5: "", 6: "", 7: "", 9: "Rhea", 10: "Rhea"}, []int{8, 11})
}
