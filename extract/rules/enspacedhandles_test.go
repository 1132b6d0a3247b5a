package rules

import "testing"

// TestSpacedHandlesCommit: @handles written one after another with only
// spaces between them ("@mika @jo to …", "@mika @jo will …") are the
// subjects of the commitment together, as when commas or "and" join
// them.
func TestSpacedHandlesCommit(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: handles joined by spaces commit", `# Docs sync

## Discussion
- The style guide is out of date.
- @mika @jo to rewrite the style guide by Friday
- @mika @jo @ren will triage the open doc issues
`, []want{
			{line: 5, owners: "mika jo", due: "by Friday", title: "rewrite the style guide", needsHuman: true},
			{line: 6, owners: "mika jo ren", due: "", title: "triage the open doc issues", needsHuman: true},
		}},
	})
}
