package rules

import "testing"

// TestOpenIsAVerb: "Open" opening an item before its object ("Open an
// issue on …", "Open \"Release Issue\" for …") is the task's verb, kept in
// its title — cut as a status mark it left "an issue on …" or, for a
// lead-in, "issues on" that a later meeting's restatement could not be
// told from. A mark set apart ("OPEN: …", "**open** …", "[open] …") is
// still a status, not part of the title. Notes written for this test.
func TestOpenIsAVerb(t *testing.T) {
	notes := `# Weekly sync

## Action items

### Dana
- Open an issue on the flaky login test
- Open "Release Issue" for the 2.1 branch

### Everyone
- OPEN: Lena to send the venue contract
- **open** Omar to book the room
- [open] Dana to update the roadmap
`
	got := parseNotes(t, notes)
	checkByLine(t, got, map[int]want{
		6:  {owners: "Dana", title: "Open an issue on the flaky login test"},
		7:  {owners: "Dana", title: `Open "Release Issue" for the 2.1 branch`},
		10: {owners: "Lena", title: "send the venue contract"},
		11: {owners: "Omar", title: "book the room"},
		12: {owners: "Dana", title: "update the roadmap"},
	})
}
