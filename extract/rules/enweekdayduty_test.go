package rules

import "testing"

// TestWeekdayDuty: a roster line — weekday, the duty, a colon, who takes
// it — is that person's task due that day; a sentence after the colon is
// read as the commitment it is.
func TestWeekdayDuty(t *testing.T) {
	runFormCases(t, []formCase{{"en: weekday duty roster", `# House meeting

### Schedule and commitments
- Wednesday, farm pickup: Ivan
- Friday: Market and bakery pickup: Rosa & Ola
- Next Monday, bottle run: Ivan
`, []want{
		{line: 4, owners: "Ivan", due: "Wednesday", title: "farm pickup"},
		{line: 5, owners: "Rosa Ola", due: "Friday", title: "Market and bakery pickup"},
		{line: 6, owners: "Ivan", due: "Next Monday", title: "bottle run"},
	}}})
}
