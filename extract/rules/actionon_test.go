package rules

import "testing"

// TestHandleListCommits: several handles before "to" or "will" ("@ana &
// @bo to …", "@ana, @bo and @cy will …") commit them all, as a list of
// names does.
func TestHandleListCommits(t *testing.T) {
	notes := `# Board walk

## Notes

- @pell & @moro to rework the pinout table
- @pell, @moro and @quill will retest the probe firmware
- @sorel and @quill to update the flashing guide
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "handles", got, map[int]string{5: "pell|moro", 6: "pell|moro|quill", 7: "sorel|quill"}, nil)
}

// TestActionOnName: an action label that says whom it is on, opening
// the line before a colon or closing it after a dash, gives the owner
// even when the notes name that person nowhere else.
func TestActionOnName(t *testing.T) {
	notes := `# Working group

## Notes

- Someone from the records office should speak - **action on Tamsin**
- Action on RK: Explain how to propose a new chapter
- The glossary needs a second reviewer (action for Ode)
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "action-on", got, map[int]string{5: "Tamsin", 6: "RK", 7: "Ode"}, nil)
}

// TestAbleToNoWork: "X will be able to …" says what X can do, no work X
// takes on.
func TestAbleToNoWork(t *testing.T) {
	notes := `# Working group

## Notes

- Ines will be able to work as a contractor starting in May
- Ines will send the contract draft by Friday
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "able", got, map[int]string{6: "Ines"}, []int{5})
}
