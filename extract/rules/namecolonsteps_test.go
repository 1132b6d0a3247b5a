package rules

import "testing"

// TestNameColonSteps: a list whose items give people steps after a colon
// ("**Rowan**: book the venue") is a list of who does what, in any
// section, the way "Rowan to book the venue" items are; one such item
// among remarks, a remark in that shape ("Tamsin: thinks …", "Ilse:
// working on …"), a label before a colon ("Proposal: drop …") and a
// review of earlier actions are not.
func TestNameColonSteps(t *testing.T) {
	notes := `# Planning call

## Notes from the 3/14 meeting

1. **Rowan**: book the venue for the spring workshop
2. **Ilse**: draft the call for speakers
3. We agreed that the workshop stays free.
4. Tamsin: reach out to the two sponsors from last year

## Discussion

- Tamsin: thinks the date clashes with a conference
- Ilse: working on the budget sheet
- Rowan: ask on the mailing list
- Proposal: drop the second day
- Suggestion: add a poster session

## Agenda

* Reviewing action items
    * Rowan: send the survey again
    * Ilse: write the sponsorship doc
`
	got := ownersByLine(t, notes)
	checkOwners(t, "name-colon steps", got,
		map[int]string{5: "Rowan", 6: "Ilse", 8: "Tamsin"},
		[]int{12, 13, 14, 15, 16, 21, 22})
}
