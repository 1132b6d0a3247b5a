package rules

import "testing"

// "today" closing an item is its due, as "tomorrow" is; "by end of day
// tomorrow" is one due, not "by end of day" with "tomorrow" left in the
// title (issue 28). A "today" inside the item tells what happened.
var dueTodayCases = []formCase{
	{"'today' closing an item and 'by end of day tomorrow' are dues", `# Data team – 2026-03-04

## Action items
- Nora: review the model PR today
- Omar: set up the new report folder by end of day tomorrow
- Lena: check what failed today in the nightly job
`, []want{
		{line: 4, owners: "Nora", due: "today", title: "review the model PR"},
		{line: 5, owners: "Omar", due: "by end of day tomorrow", title: "set up the new report folder"},
		{line: 6, owners: "Lena", due: "", title: "check what failed today in the nightly job"},
	}},
}

func TestDueToday(t *testing.T) { runFormCases(t, dueTodayCases) }

// "before Thursday's meeting": the day's meeting goes with the due, not
// into the title as "'s meeting".
var dueDayEventCases = []formCase{
	{"a day's meeting after the due stays out of the title", "# Team 2026-03-02\n\n## New action items\n- Nora: share the benchmark plan before Thursday's meeting\n", []want{
		{line: 4, owners: "Nora", due: "before Thursday", title: "share the benchmark plan"},
	}},
}

func TestDueDayEvent(t *testing.T) { runFormCases(t, dueDayEventCases) }
