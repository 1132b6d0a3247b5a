package rules

import "testing"

// Issue 28 (helper en-trials10): forms read wrongly in fresh English
// minutes of a volunteer non-profit's teams, a hobby game server's staff,
// a working group and a game community, written here as invented notes
// of the same shape.

func TestEnTrials10NameColumnOwner(t *testing.T) {
	notes := "# Team sync\n\n**Attendees**\n* Odile\n* Bram\n\n## Deliverables\n\n" +
		"Name | Assigned To | Deadline | Notes\n" + // 9
		"-----|-------------|----------|------\n" + // 10
		"Odile | | June 3rd | Write the welcome guide\n" + // 11
		"Bram | | ASAP | Clean up the volunteer sheet\n" + // 12
		"Example 1 | @someuser | Feb 30th | Explanation\n" // 13
	runLineCases(t, []lineCase{
		{"the Name column holds the person when Assigned To is empty", notes, 11, w5("Odile", "June 3rd", "Write the welcome guide")},
		{"likewise for the next row", notes, 12, w5("Bram", "ASAP", "Clean up the volunteer sheet")},
		{"a template's sample row is no work", notes, 13, w5("", "", "")},
	})
}
