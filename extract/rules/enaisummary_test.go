package rules

import "testing"

// English meeting summaries in the shapes meeting assistants and recap
// emails write them (notes invented for the test): the work is in the
// "Next steps" part; what "Summary", "Quick recap" and "Decisions" say
// is a record of the meeting, never a task.
func TestEnglishAssistantSummary(t *testing.T) {
	runFormCases(t, []formCase{
		{"plain-text part titles standing alone between blank lines", `Meeting summary for Ops Weekly (06/10/2026)

Quick recap

The group went over the storage migration and the on-call rota.

Next steps

- Wanda will send the migration plan to the vendor by Friday.

Summary

Storage migration

The team reviewed the cut-over timeline. Omar walked through the rollback steps.
`, []want{
			{line: 9, owners: "Wanda", due: "by Friday", title: "send the migration plan to the vendor"},
		}},
		{"decisions and a summary beside a list of next steps", `# Partner sync

## Decisions
- We will share the audit report under NDA

Summary
- Marketing will hold the announcement until the beta opens.

## Next steps
- Priya to send over the NDA
`, []want{
			{line: 10, owners: "Priya", due: "", title: "send over the NDA"},
		}},
	})
}
