package rules

import "testing"

// TestDueMonthPartAndDottedDate: a part of a month after a preposition
// ("by end of March", "in beginning of September") and a dotted
// day.month ("until 4.9.") are deadlines; a part of a month with no
// preposition dates something else in the line.
func TestDueMonthPartAndDottedDate(t *testing.T) {
	runFormCases(t, []formCase{{"en: month parts, dotted dates", `# Club meeting

## Actions
- Dana will collect proposals until 4.9. and then merge them
- Kim to renew the lease by end of March
- Ravi to repaint the sign in beginning of September
- Sam will email the mayor about a meeting beginning of September
`, []want{
		{line: 4, owners: "Dana", due: "until 4.9.", title: "collect proposals and then merge them"},
		{line: 5, owners: "Kim", due: "by end of March", title: "renew the lease"},
		{line: 6, owners: "Ravi", due: "in beginning of September", title: "repaint the sign"},
		{line: 7, owners: "Sam", title: "email the mayor about a meeting beginning of September"},
	}}})
}
