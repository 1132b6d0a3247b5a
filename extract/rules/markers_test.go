package rules

import "testing"

// Owners after an action label joined by a sign (issue 28), in notes
// written for this test: lower-case nicknames "a + b to …" are both
// owners, as "A and B to …" already were; a verb pair stays no owner.
var markerPlusCases = []formCase{
	{"nicknames joined by a sign after an action label", `## Notes
- Action: mbrodeur + tkessler to re-review the parser PR
- TODO: @kim + @lee to rerun the benchmark
- Action: build and deploy to staging
`, []want{
		{line: 2, owners: "mbrodeur tkessler", title: "re-review the parser PR"},
		{line: 3, owners: "kim lee", title: "rerun the benchmark"},
		{line: 4, title: "build and deploy to staging"},
	}},
}

func TestMarkerPlusOwners(t *testing.T) {
	runFormCases(t, markerPlusCases)
}

// An action label closed in brackets inside a paragraph or an item: the
// bracketed part is the action, with its owner if it names one; the
// sentence around it is context.
var bracketMarkerCases = []formCase{
	{"bracketed action inside a line", `## Notes
- We went over the nightly failures and agreed (Action: open an issue for the flaky upload test) before moving on.
- The crash on startup came up again [Action: Dana to file the bug] and nobody else had seen it.

The venue is booked for May (action: none).
`, []want{
		{line: 2, title: "open an issue for the flaky upload test"},
		{line: 3, owners: "Dana", title: "file the bug"},
	}},
}

func TestBracketMarker(t *testing.T) {
	runFormCases(t, bracketMarkerCases)
}
