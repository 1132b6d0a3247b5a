package rules

import "testing"

// An action heading closed by one given name in parentheses gives its
// list to that person even when the notes name them nowhere else (before,
// only a known or speaking person did); an acronym, a month or a day
// there names no one.
var labelParenCases = []formCase{
	{"en: 'Next steps (Max):' gives its items to Max", `# WG call 2026-10-05

## Next steps (Max):
- Draft the release notes

## Action items (SIG)
- Update the charter

## Next steps (May)
- Review the roadmap
`, []want{
		{line: 4, owners: "Max", title: "Draft the release notes"},
		{line: 7, title: "Update the charter"},
		{line: 10, title: "Review the roadmap"},
	}},
}

func TestLabelParenGivenName(t *testing.T) { runFormCases(t, labelParenCases) }
