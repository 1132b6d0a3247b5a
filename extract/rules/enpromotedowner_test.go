package rules

import "testing"

// TestPromotedOwnerLeavesTitle: outside an action section, a line with
// an owner and a deadline is an action to confirm; its owner, written
// before the work after a dash or after it in brackets, is the owner's
// field and no part of the title, as it is in an action list; all the
// people it names own it.
func TestPromotedOwnerLeavesTitle(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: the owner of a promoted line leaves its title", `# Planning
Attendees: Priya Nair, Felix Brandt, Rosa Lind

## Discussion
- The launch moves to the second week of June.
- Priya - book the demo room by Thursday
- **Felix** — update the onboarding email EOW
- prepare the pricing slides (Rosa) by Monday
- check the refund flow [@felix] due Fri
- review the vendor quote — Priya, Rosa (due 2026-06-03)
`, []want{
			{line: 6, owners: "Priya", due: "by Thursday", title: "book the demo room", needsHuman: true},
			{line: 7, owners: "Felix", due: "EOW", title: "update the onboarding email", needsHuman: true},
			{line: 8, owners: "Rosa", due: "by Monday", title: "prepare the pricing slides", needsHuman: true},
			{line: 9, owners: "felix", due: "due Fri", title: "check the refund flow", needsHuman: true},
			{line: 10, owners: "Priya Rosa", due: "due 2026-06-03", title: "review the vendor quote", needsHuman: true},
		}},
	})
}
