package rules

import "testing"

// TestEnPersonPlanLabel: under a person's heading or item, a label of
// coming work opens that person's next task; a done label, an empty
// value and a topic heading do not (notes invented for the test).
func TestEnPersonPlanLabel(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: Next: / This week: under a person", `# Team sync
Attendees: Mara Lind, Tomas Berg

## Updates
### Mara
- Done: migrated the CI
- Next: update the release checklist
- Blockers: none
### Tomas
- This week: collect feedback on the RFC
- Next: n/a
### Release
- Next: freeze the branch
`, []want{
			{line: 7, owners: "Mara", due: "", title: "update the release checklist"},
			{line: 10, owners: "Tomas", due: "this week", title: "collect feedback on the RFC"},
		}},
	})
}

// TestEnStandupBlock: a standup's block per person ("### Bob" /
// "* Done: …" / "* Today: …"), where the notes list nobody: the block's
// labels make the heading a person's; "Today:" and "Tomorrow:" give the
// plan and its due, named by its things too ("signup API, unit tests").
// A "Today:" line outside such a block tells; a topic heading over a
// block ("### Status") names nobody.
func TestEnStandupBlock(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: standup blocks", `# Daily standup

### Alice
- Yesterday: finished the login API
- Today: signup API, unit tests
- Blockers: none

### Bob
* Done: dashboard layout
* Next: wire the charts to the metrics API
* Tomorrow: write the chart tests

### Status
- Done: the release
- Today: tag the release

## Notes
- Today: twelve people joined the call
`, []want{
			{line: 5, owners: "Alice", due: "today", title: "signup API, unit tests"},
			{line: 10, owners: "Bob", due: "", title: "wire the charts to the metrics API"},
			{line: 11, owners: "Bob", due: "tomorrow", title: "write the chart tests"},
		}},
	})
}
