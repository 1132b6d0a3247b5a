package rules

import "testing"

// Open-source governance minutes (TSC, working groups, SIGs; made up for
// the test): the forms their action lists and running notes take.
func TestEnOSSGovernance(t *testing.T) {
	runFormCases(t, []formCase{
		{"a list that records no action", `# Working group sync

## Decisions

* The release goes ahead on Tuesday.

## Action Items

* None
`, nil},
		{"an open box with no bullet before it", `# Working group sync

## Action Items

[] Dana Park: Will update the charter draft with the open comments before the vote
`, []want{
			{line: 5, owners: "Dana Park", due: "before the vote", title: "update the charter draft with the open comments"},
		}},
	})
}
