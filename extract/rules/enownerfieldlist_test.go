package rules

import "testing"

// TestOwnerFieldLists: an owner field may name several people by commas
// as the line's other fields are parted ("— owner: Lise, Tariq, due
// Friday"): all of them own the work, not the last name alone read as
// the middle of three comma fields; three comma fields without an owner
// field still read as work, owner, deadline.
func TestOwnerFieldLists(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: an owner field of several names", `# Grants call
Attendees: Lise Moreau, Tariq Aziz

## Action items
- renew the grant portal login — owner: Lise, Tariq, due Friday
- collect the receipts (owner: @lise, @tariq, due 6/12)
- file the interim report, Tariq, next week
`, []want{
			{line: 5, owners: "Lise Tariq", due: "due Friday", title: "renew the grant portal login"},
			{line: 6, owners: "lise tariq", due: "due 6/12", title: "collect the receipts"},
			{line: 7, owners: "Tariq", due: "next week", title: "file the interim report"},
		}},
	})
}
