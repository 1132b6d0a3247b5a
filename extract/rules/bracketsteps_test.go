package rules

import "testing"

// Items that each open with their owner's tag, nested under a label item
// in an action section, are the work; the label over them is none, and a
// subheading's name does not override the tag on the line.
func TestBracketStepsUnderLabel(t *testing.T) {
	notes := `## Present
- [KL] Kira Lund
- [OB] Otto Berg
- [PW] Pia Wen

## Actions

### Outputs:

- O2 (Refresh the glossary)
	- [KL]   Collect unclear terms from the forum.
	- [OB]   Draft short definitions for the list.
- O5 (Host a spring meetup)
	- [PW]   Ask two venues for a quote.

### Extras:

- [OB]   Renew the domain before it lapses.
`
	got := ownersByLine(t, notes)
	checkOwners(t, "bracket steps", got, map[int]string{11: "KL", 12: "OB", 14: "PW", 18: "OB"}, []int{10, 13})
}
