package rules

import "testing"

// TestCapitalLabelNoColon: an action label written in capitals opens the
// item without a colon ("ACTION ITEM wren to …", "TODO Reset …"); a
// named commitment or an instruction after it is the action, owner a
// lower-case handle as often as a name.
func TestCapitalLabelNoColon(t *testing.T) {
	notes := `# Tooling sync

## Triage

- Flaky runner on the arm builders
    - ACTION ITEM wren to bisect the runner image and ping the infra channel
    - ACTION Dalia to draft the upgrade notice
- Pending sign-offs on the release checklist
    - ACTION ITEM Confirm your sign-off in the tracker!
- Action items were reviewed last week
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "caps-label", got, map[int]string{6: "wren", 7: "Dalia", 9: ""}, []int{10})
}
