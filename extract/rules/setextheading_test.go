package rules

import "testing"

// TestSetextActionHeading: an action heading written in the setext form
// ("Action Items" underlined with dashes) is a real heading even when
// its words alone would make it a pseudo heading, so the bold owner
// lines right under it ("***Priya***") scope their lists inside it
// rather than ending it.
func TestSetextActionHeading(t *testing.T) {
	notes := `Garden committee
================

Attendees
---------
* Priya
* Tomas

Action Items
------------
***Priya***
* order the compost bins
* ask the council about the water tap

***Tomas***
* Fix the shed door
`
	got := ownersByLine(t, notes)
	checkOwners(t, "setext action heading", got,
		map[int]string{12: "Priya", 13: "Priya", 16: "Tomas"}, []int{6, 7})
}

// TestSetextTitleWithMark: a setext title that opens with a mark a
// checklist also uses ("✅ Action items" over "=====") is the heading,
// not a ticked item followed by a rule.
func TestSetextTitleWithMark(t *testing.T) {
	notes := `Infra sync
==========

✅ Action items
===============

- Update the DNS records
- Marta: rotate the deploy keys
`
	got := ownersByLine(t, notes)
	checkOwners(t, "setext title with mark", got,
		map[int]string{7: "", 8: "Marta"}, []int{4})
}

// A check glyph in front of a short line over a list at the margin dresses
// the list's title, as note apps' templates write "✅ Action items"; a
// checklist repeats its glyph on every line, and a ticked item's own
// sub-items are indented under it: those stay done work.
func TestGlyphTitleOverList(t *testing.T) {
	notes := `Platform weekly

✅ Rotate the staging keys
✅ Archive the old wiki

✅ Merge the cache PR
  - Farid to watch the error rate

✅ Action items


7. Dana - close the scheduling poll
8. Eli - draft the incident template
`
	got := ownersByLine(t, notes)
	checkOwners(t, "glyph title over a list", got,
		map[int]string{12: "Dana", 13: "Eli"}, []int{3, 4, 6, 7, 9})
}
