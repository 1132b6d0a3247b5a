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

// TestLeadInItemsCompleteIt: an item of an action list closed by an
// ellipsis ("* Open issues on..." / "    1. the parser crash") goes on in
// its nested items: each is a task, titled by the item's words and its
// own, for the item's owner; the item alone ("Open issues on") is none.
// An item with details under it is one task, as before. Notes written
// for this test.
func TestLeadInItemsCompleteIt(t *testing.T) {
	notes := `# Weekly sync

## Action items

### Omar
* Open issues on...
    1. the parser crash
    2. the memory leak
* Fix the login bug
    * seen on Safari only
`
	got := parseNotes(t, notes)
	checkByLine(t, got, map[int]want{
		7: {owners: "Omar", title: "Open issues on the parser crash"},
		8: {owners: "Omar", title: "Open issues on the memory leak"},
		9: {owners: "Omar", title: "Fix the login bug"},
	})
}
