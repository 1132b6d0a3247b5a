package rules

import "testing"

// Issue 28: owners written around the work in lists of action items, in
// notes written for these tests.

// TestOwnerBetweenDashes: "topic - Name - remark": a name the notes write
// more than once, set off by dashes between the work and a remark, owns
// the line; a capitalised word the notes write once is no one.
func TestOwnerBetweenDashes(t *testing.T) {
	got := parseNotes(t, `# Working group

Attendees: Priya, Tomasz

## Action items
- [ ] Mirrors [EU region] - Priya - draft the list
- Budget review re: travel - Tomasz - follow-up in May
- Signing keys (old) - Hosting - check later
`)
	checkByLine(t, got, map[int]want{
		6: {owners: "Priya", due: "", title: "Mirrors [EU region] - draft the list"},
		7: {owners: "Tomasz", due: "in May", title: "Budget review re: travel - follow-up"},
		8: {owners: "", due: "", title: "Signing keys (old) - Hosting - check later"},
	})
}

// TestDoneLeadInActionList: "**DONE** Name to …" in a list of action items:
// the mark is the action's later state, as a checked box is; the owner is
// still read after it.
func TestDoneLeadInActionList(t *testing.T) {
	got := parseNotes(t, `# Core call

## Action items
- **DONE** Ines to drop the legacy flag
- Ines to bump the minimum version
`)
	checkByLine(t, got, map[int]want{
		4: {owners: "Ines", due: "", title: "drop the legacy flag"},
		5: {owners: "Ines", due: "", title: "bump the minimum version"},
	})
}

// TestMarkerThenSpeakingInitials: after an action marker, initials the
// notes use as a speaker's prefix own the line even when a capitalised
// noun follows them; initials that never speak are a thing.
func TestMarkerThenSpeakingInitials(t *testing.T) {
	got := parseNotes(t, `# Maintainers

## Notes
- KLM: the release notes are too long
- **Action item**: KLM Draft of the shorter release notes
- **Action item**: CDN Cache rules for the docs site
- The CDN bill went up.
`)
	checkByLine(t, got, map[int]want{
		5: {owners: "KLM", due: "", title: "Draft of the shorter release notes"},
		6: {owners: "", due: "", title: "CDN Cache rules for the docs site"},
	})
}

// TestOwnerThenStateInParens: "(Name - done)", "(Name to do)", "(이름 -
// 진행중)": a parenthesis closing the item names its owner, then the
// item's state; the state does not hide the owner.
func TestOwnerThenStateInParens(t *testing.T) {
	got := parseNotes(t, `# Planning

Attendees: Wanda, Kofi, 하은

## Action items
- Ask the venue for the floor plan (Wanda - done)
- Collect the speaker bios (Kofi to do)
- Print the badges (Wanda - in progress)
- 후원사 목록 정리 (하은 - 진행중)
`)
	checkByLine(t, got, map[int]want{
		6: {owners: "Wanda", due: "", title: "Ask the venue for the floor plan"},
		7: {owners: "Kofi", due: "", title: "Collect the speaker bios"},
		8: {owners: "Wanda", due: "", title: "Print the badges"},
		9: {owners: "하은", due: "", title: "후원사 목록 정리"},
	})
}
