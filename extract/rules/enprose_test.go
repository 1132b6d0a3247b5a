package rules

import "testing"

// A small team's English notes from the lead's trials (notes invented for
// the test): a plan written as prose, a heading of work already done,
// and an obligation whose subject is the person.
var enProseCases = []formCase{
	{"en: a paragraph of several commitments gives one action per sentence", `# CS 410 Group Project — Meeting 4 (Oct 2, 2026)

Present: Maya, Leo, Priya, Tom

## Plan for next week
Maya and Leo are pairing on the login flow. Priya will write the test plan by Wednesday. Tom needs to book a room for the demo.
`, []want{
		{line: 6, owners: "Maya Leo", due: "", title: "pairing on the login flow", needsHuman: true},
		{line: 6, owners: "Priya", due: "by Wednesday", title: "write the test plan"},
		{line: 6, owners: "Tom", due: "", title: "book a room for the demo", needsHuman: true},
	}},
	{"en: what the team already did is no work ahead, whatever its verb's tense looks like", `# Meeting 4 (Oct 2, 2026)

Present: Maya, Leo

## What we did
- Finished the ER diagram
- Leo set up the GitHub repo

## Next steps
- Leo to write the README
`, []want{
		{line: 10, owners: "Leo", due: "", title: "write the README"},
	}},
}

func TestEnProse(t *testing.T) { runFormCases(t, enProseCases) }
