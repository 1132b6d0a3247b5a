package rules

import "testing"

// TestDoubleHyphenDash: notes typed as plain text write the dash as two
// hyphens set off by spaces; it parts an owner, a task and a deadline as
// "—" does ("Pia -- order the badges", "… -- Friday"), and a clause
// after it may commit someone ("Unclear -- Pia and Tom to …"); a flag
// ("--dry-run") stays in the title.
func TestDoubleHyphenDash(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: ' -- ' is a dash", `# Event sync
Attendees: Pia Lund, Tom Field

## Action items
- Pia -- order the conference badges
- Tom to confirm the caterer -- Friday
- rerun the import with --dry-run -- Pia

## Discussion
- Venue: unclear it fits everyone -- Pia and Tom to visit the venue next week
`, []want{
			{line: 5, owners: "Pia", due: "", title: "order the conference badges"},
			{line: 6, owners: "Tom", due: "Friday", title: "confirm the caterer"},
			{line: 7, owners: "Pia", due: "", title: "rerun the import with --dry-run"},
			{line: 10, owners: "Pia Tom", due: "next week", title: "visit the venue", needsHuman: true},
		}},
	})
}
