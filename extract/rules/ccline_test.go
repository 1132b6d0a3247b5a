package rules

import "testing"

// A line that only copies people in ("cc @maria", "/cc @alice @bob")
// closing a comment's minutes is no task of theirs (issue 28).
var ccLineCases = []formCase{
	{"a cc line names people to tell, not owners", `## Meeting notes 2026-03-05

### Action items
- [ ] @nora turn off the e2e retries on main

cc @omar
/cc @lena, @omar
`, []want{
		{line: 4, owners: "nora", due: "", title: "turn off the e2e retries on main"},
	}},
}

func TestCcLine(t *testing.T) { runFormCases(t, ccLineCases) }
