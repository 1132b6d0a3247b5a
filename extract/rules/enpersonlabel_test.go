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
