package rules

import "testing"

// TestMoreWorkVerbs: common verbs of work open a task as the verbs the
// lists knew do ("rewrite", "chase", "upgrade", "assess", "prototype",
// "reconcile", "backfill", "configure", "compare"): with a person and a
// deadline outside an action section the line is an action to confirm,
// not silent.
func TestMoreWorkVerbs(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: more verbs of work open a task", `# Weekly sync
Attendees: Noor Haddad, Ivo Petrov

## Discussion
- The new office opens in July.
- Noor - rewrite the onboarding email by Friday
- chase the unpaid invoice (Ivo) by Monday
- Ivo - upgrade the build image EOW
- Noor - assess the backup vendor by end of month
- reconcile the March accounts (Noor) by Friday
- Ivo - configure the uptime alerts by Tuesday
- compare the two hosting quotes (Ivo) by next week
`, []want{
			{line: 6, owners: "Noor", due: "by Friday", title: "rewrite the onboarding email", needsHuman: true},
			{line: 7, owners: "Ivo", due: "by Monday", title: "chase the unpaid invoice", needsHuman: true},
			{line: 8, owners: "Ivo", due: "EOW", title: "upgrade the build image", needsHuman: true},
			{line: 9, owners: "Noor", due: "by end of month", title: "assess the backup vendor", needsHuman: true},
			{line: 10, owners: "Noor", due: "by Friday", title: "reconcile the March accounts", needsHuman: true},
			{line: 11, owners: "Ivo", due: "by Tuesday", title: "configure the uptime alerts", needsHuman: true},
			{line: 12, owners: "Ivo", due: "by next week", title: "compare the two hosting quotes", needsHuman: true},
		}},
	})
}
