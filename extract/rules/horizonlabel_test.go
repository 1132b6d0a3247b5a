package rules

import "testing"

// A to-do label or heading that names the time its work is for ("Tasks
// for next week:", "## Action items for the coming sprint") gives its
// items that due, as "Plans for the coming week" does (issue 28).
var horizonLabelCases = []formCase{
	{"a task label 'for next week' gives its items their due; a label's own deadline still wins", `Meeting 4 — 2026-03-04

Tasks for next week:
- Nora: connect the frontend to the posts API
- Omar: look into hosting options

## Action items for the coming sprint
- Lena: write the load test

To do by Friday:
- Nora: send the survey
`, []want{
		{line: 4, owners: "Nora", due: "for next week", title: "connect the frontend to the posts API"},
		{line: 5, owners: "Omar", due: "for next week", title: "look into hosting options"},
		{line: 8, owners: "Lena", due: "for the coming sprint", title: "write the load test"},
		{line: 11, owners: "Nora", due: "by Friday", title: "send the survey"},
	}},
}

func TestHorizonLabel(t *testing.T) { runFormCases(t, horizonLabelCases) }
