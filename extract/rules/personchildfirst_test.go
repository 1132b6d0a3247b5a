package rules

import "testing"

// personChildNotes: a sync's round of updates, each person's lines
// nested under their name, with the speaker's own future and a
// subjectless progressive future among reports.
const personChildNotes = `# Accessibility sync

Attendees: Ines, Tobiah, Wren

## What is everyone working on?

- Ines
  - I will review the colour tokens and post the results here.
- Tobiah
  - Cannot join the demo. Will be publishing the translated docs after that.
- Wren
  - Reviewed the focus-order PR yesterday.
  - I think the tab order is still wrong.

## Next steps

- Ines will pair with Tobiah on the docs
`

// Under a person's name, "I will …" and a subjectless "Will be …ing …"
// are that person's actions; a report and an opinion ("I think …") are
// none.
func TestFirstPersonUnderPersonParent(t *testing.T) {
	checkOwners(t, "first person under a person", ownersByLine(t, personChildNotes), map[int]string{8: "Ines", 10: "Tobiah", 17: "Ines"}, []int{12, 13})
}
