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
