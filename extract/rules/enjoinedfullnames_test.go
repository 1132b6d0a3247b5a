package rules

import "testing"

// TestJoinedFullNamesLead: people joined before the separator that opens
// an action item may each be written in full ("Hana Berg & Leo Ruiz:
// …", "Hana Berg / Leo Ruiz - …"), not only the first of them.
func TestJoinedFullNamesLead(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: full names joined before the work", `# Infra sync
Attendees: Hana Berg, Leo Ruiz, Ines Sol

## Action items
- Hana Berg & Leo Ruiz: move the runners to the new pool by Friday
- Hana Berg / Leo Ruiz - write the failover runbook
- Ines, Leo Ruiz: review the alert thresholds
`, []want{
			{line: 5, owners: "Hana Berg Leo Ruiz", due: "by Friday", title: "move the runners to the new pool"},
			{line: 6, owners: "Hana Berg Leo Ruiz", due: "", title: "write the failover runbook"},
			{line: 7, owners: "Ines Leo Ruiz", due: "", title: "review the alert thresholds"},
		}},
	})
}
