package rules

import "testing"

// TestTrailingOwnerDue: the deadline of a line whose owners close it is
// the line's, wherever it stands: after the owners ("… - Carol EOW", "…
// — Carol, Yusuf EOW": not part of a name; "EOW", "EOD" are deadlines as
// "by …" is) or before the @handles that
// close the item ("… by Friday @carol"), outside an action section as
// in one.
func TestTrailingOwnerDue(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: a deadline after trailing owners or before trailing handles", `# Studio sync
Attendees: Carol Diaz, Yusuf Okafor

## Discussion
- We looked at the print costs again.
- update the print budget - Carol EOW
- collect the venue quotes — Carol, Yusuf EOW
- draft the press kit by Friday @yusuf
- send the invoice reminders (due 2026-05-03) - @carol
- book the photographer - Yusuf Okafor EOW
- order the flyers — @carol, @yusuf EOD
`, []want{
			{line: 6, owners: "Carol", due: "EOW", title: "update the print budget", needsHuman: true},
			{line: 7, owners: "Carol Yusuf", due: "EOW", title: "collect the venue quotes", needsHuman: true},
			{line: 8, owners: "yusuf", due: "by Friday", title: "draft the press kit"},
			{line: 9, owners: "carol", due: "due 2026-05-03", title: "send the invoice reminders"},
			{line: 10, owners: "Yusuf Okafor", due: "EOW", title: "book the photographer", needsHuman: true},
			{line: 11, owners: "carol yusuf", due: "EOD", title: "order the flyers", needsHuman: true},
		}},
	})
}
