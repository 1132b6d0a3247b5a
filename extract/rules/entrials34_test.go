package rules

import "testing"

// Issue 28 (helper en-trials34): forms of course and capstone teams'
// minutes (client, supervisor and team meetings), written here as
// invented notes of the same shape.

// TestEnTrials34AssignedShares: under a line that announces the division
// of the work, outside any action section, "Name: share" gives the share
// to the person, "Share: - Name" the share to the people after the dash,
// and a numbered part nested under its share is that share's; the same
// items under no such line stay nothing.
func TestEnTrials34AssignedShares(t *testing.T) {
	notes := "# Team Meeting 2\n\n**Lead:** Nora Quill\n**Scribe:** Ben Ortiz\n\n## Summary of decisions\n\n" +
		"**Task assignments agreed:**\n\n" +
		"- Nora: Search page, Filters\n" + // 10
		"- Ben: Login screen\n\n" + // 11
		"## Plan\n\n" +
		"The following division of labour was set:\n\n" +
		"- **Section A:** - Ben\n" + // 17
		"- **Section 2:**\n" + // 18
		"  - **2.1:** - Nora, Ben\n\n" + // 19
		"## Notes\n\n" +
		"- Nora: Search page, Filters\n" + // 23
		"- **Section C:** - Ben\n\n" + // 24
		"## Rota\n\n" +
		"Host rota (also responsibility for sending the invites):\n\n" +
		"- Aug 4, 2026: Nora\n" // 30
	runLineCases(t, []lineCase{
		{"name: share", notes, 10, w5("Nora", "", "Search page, Filters")},
		{"name: share, second item", notes, 11, w5("Ben", "", "Login screen")},
		{"share: - name", notes, 17, w5("Ben", "", "Section A")},
		{"a share's parent with no people", notes, 18, w5("", "", "")},
		{"a numbered part under its share", notes, 19, w5("Nora, Ben", "", "Section 2 2.1")},
		{"no assignment lead-in: name: nouns", notes, 23, w5("", "", "")},
		{"no assignment lead-in: share: - name", notes, 24, w5("", "", "")},
		{"a rota's date is no share", notes, 30, w5("", "", "")},
	})
}

// TestEnTrials34RequestedChanges: under a lead-in that says the client or
// supervisor asked for changes, or in a section of someone's suggestions,
// an item opening with a verb of change (after a short topic label) is
// the team's work with no owner; an item that reports is not, and the
// same imperative under no such lead-in stays nothing.
func TestEnTrials34RequestedChanges(t *testing.T) {
	notes := "# Client Meeting 3\n\n- **Supervisor**: Dana Holt\n- **Members**: Nora Quill / Ben Ortiz\n\n## Supervisor Feedback\n\n" +
		"- The client requested improvements to the map view:\n" +
		"  - Enlarge the legend for readability.\n" + // 9
		"  - Show a warning when a route is blocked.\n" + // 10
		"- General feedback was positive.\n\n" + // 11
		"## Suggestions from the tutor\n\n" +
		"- Sign-up page: Include a link to the privacy notice.\n" + // 15
		"- The demo ran smoothly.\n\n" + // 16
		"## Review\n\n" +
		"- The pages we showed:\n" +
		"  - Enlarge the legend for readability.\n" // 21
	runLineCases(t, []lineCase{
		{"a requested change", notes, 9, w5("", "", "Enlarge the legend for readability")},
		{"a second requested change", notes, 10, w5("", "", "Show a warning when a route is blocked")},
		{"a report beside them", notes, 11, w5("", "", "")},
		{"topic label, then the change", notes, 15, w5("", "", "Include a link to the privacy notice")},
		{"a report in the suggestions", notes, 16, w5("", "", "")},
		{"no request lead-in", notes, 21, w5("", "", "")},
	})
}
