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
