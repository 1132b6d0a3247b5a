package rules

import "testing"

// TestRosterInitials: minutes that list their people in full and then
// write them by initials, each written once, name those people: under
// an action heading ("[KW] …", "… [TR]", "AI: KW …") and in discussion
// ("TR to …", "KW will …").
func TestRosterInitials(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: initials of a listed member own the items of an action list", `# Ops sync
Attendees: Kira Wendt, Tomas Reyes

## Action items
- [KW] rotate the staging keys by Friday
- book the offsite venue [TR]
- AI: KW drafting the incident summary
`, []want{
			{line: 5, owners: "KW", due: "by Friday", title: "rotate the staging keys"},
			{line: 6, owners: "TR", due: "", title: "book the offsite venue"},
			{line: 7, owners: "KW", due: "", title: "drafting the incident summary"},
		}},
		{"en: initials of a listed member commit in discussion", `# Ops sync
Attendees: Kira Wendt, Tomas Reyes

## Discussion
- The vendor contract renews in June.
- TR to send the renewal terms to finance by Friday
- KW will write up the on-call rota
`, []want{
			{line: 6, owners: "TR", due: "by Friday", title: "send the renewal terms to finance"},
			{line: 7, owners: "KW", due: "", title: "write up the on-call rota"},
		}},
	})
}
