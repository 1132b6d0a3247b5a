package rules

import "testing"

// Issue 28 (helper en-trials26): forms read wrongly in fresh English
// minutes of course and capstone teams (client, tutor and supervisor
// meetings) — written here as invented notes of the same shape.

// TestEnTrials26PersonWorkTable: a template's table whose header was never
// renamed ("| Name | Student ID | Link |") still hands each person the
// work its cells write, under any heading; a roster or a status table
// with a Name column hands out nothing.
func TestEnTrials26PersonWorkTable(t *testing.T) {
	notes := "# Client meeting\n\n## Item 2: Sprint Plan\n\n" +
		"| Name | Student ID | Link |\n" + // 5
		"|--|--|--|\n" +
		"| Maria Gomez | mg4411 | Write the parser tests, review the backlog |\n" + // 7
		"| Tom Baker | tb2200 | Train a classifier on the new images |\n" + // 8
		"| Lee Chan | lc9081 | Find two more public datasets |\n" + // 9
		"\n## Roles\n\n" +
		"| Name | Role |\n" + // 13
		"|--|--|\n" +
		"| Maria Gomez | Frontend lead |\n" + // 15
		"| Tom Baker | Scribe |\n" + // 16
		"\n## Progress\n\n" +
		"| Name | Update |\n" + // 20
		"|--|--|\n" +
		"| Maria Gomez | Finished the parser |\n" + // 22
		"| Tom Baker | Fixed the upload bug |\n" // 23
	runLineCases(t, []lineCase{
		{"a row of a renamed-less template table", notes, 7, w5("Maria Gomez", "", "Write the parser tests, review the backlog")},
		{"a verb of work beyond the shared lists", notes, 8, w5("Tom Baker", "", "Train a classifier on the new images")},
		{"another", notes, 9, w5("Lee Chan", "", "Find two more public datasets")},
		{"a roster's role is no work", notes, 15, w5("", "", "")},
		{"nor its next row", notes, 16, w5("", "", "")},
		{"a status table's update is no work", notes, 22, w5("", "", "")},
	})
}
