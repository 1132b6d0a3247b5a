package rules

import "testing"

// TestHandlesPleaseTitle: "@handle please …" opening an item asks the
// handles for the work: "please" is the request's, not the title's, as
// in "Alice, please check …".
func TestHandlesPleaseTitle(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: please after the leading handles", `# Triage

## Action items
- @vera please label the stale issues by Friday
- @vera @kofi Please close the duplicate reports
`, []want{
			{line: 4, owners: "vera", due: "by Friday", title: "label the stale issues"},
			{line: 5, owners: "vera kofi", due: "", title: "close the duplicate reports"},
		}},
	})
}
