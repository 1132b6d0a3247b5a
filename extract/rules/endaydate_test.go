package rules

import "testing"

// TestDueDayThenDate: a weekday and the date written after it are one
// deadline ("by Fri 5/3", "by Thursday, June 4", "before Tue 9 June"),
// not the day with the date left in the title or dropped; a date in the
// next sentence is not the day's.
func TestDueDayThenDate(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: a weekday and its date", `# Release sync
Attendees: Mila Novak, Arun Rao

## Action items
- Mila: freeze the API by Fri 5/3
- Arun to rerun the soak test by Thursday, June 4
- publish the changelog (Mila) before Tue 9 June
- Arun: book the retro room by Friday. May is fully booked
`, []want{
			{line: 5, owners: "Mila", due: "by Fri 5/3", title: "freeze the API"},
			{line: 6, owners: "Arun", due: "by Thursday, June 4", title: "rerun the soak test"},
			{line: 7, owners: "Mila", due: "before Tue 9 June", title: "publish the changelog"},
			{line: 8, owners: "Arun", due: "by Friday", title: "book the retro room May is fully booked", titleContains: true},
		}},
	})
}
