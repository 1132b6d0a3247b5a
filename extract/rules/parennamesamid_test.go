package rules

import "testing"

// parenNamesAmidNotes: next steps whose owners stand in parentheses
// inside the item, a purpose clause after them.
const parenNamesAmidNotes = `# Docs sync

Attendees: Ines, Tobiah, Wren

## Next steps

- Split the audit issue into a checklist (Ines and Wren) so we can see what is left.
- Move the glossary to its own page (Tobiah, Wren) before the release.
- Collect the screen reader logs (Jaws Mode) for the report.
`

// Names the notes know, two or more joined in parentheses amid an item,
// own it; a parenthesis of words the notes do not know as people is a
// remark.
func TestParenNamesAmidItem(t *testing.T) {
	checkOwners(t, "paren names amid", ownersByLine(t, parenNamesAmidNotes), map[int]string{7: "Ines and Wren", 8: "Tobiah, Wren", 9: ""}, nil)
}
