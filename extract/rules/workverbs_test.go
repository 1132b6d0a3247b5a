package rules

import (
	"testing"
)

// Issue 28b: general rules kept after a two-fold check inside dev (rules
// developed on one half of the sources, kept only if they helped the
// other). Notes written for these tests.
var workVerbCases = []formCase{
	{"a short label over capitalised steps under an action heading is no action; its steps under the narrow list are", `## Action items

- Infrastructure
  - Investigate the cache misses on arm64
- Release
  - Send the notes to the list
- Identify the owners of the flaky tests
`, []want{
		{line: 4, owners: "", due: "", title: "Investigate the cache misses on arm64", needsHuman: false},
		{line: 5, owners: "", due: "", title: "Release", needsHuman: false},
		{line: 6, owners: "", due: "", title: "Send the notes to the list", needsHuman: false},
		{line: 7, owners: "", due: "", title: "Identify the owners of the flaky tests", needsHuman: false},
	}},
	{"negatives: a label over details, a label over lower-case fragments, a longer item and a named item over steps stay actions", `## Next steps

- Documentation
  - the install page is out of date
- Packaging
  - ensure wheels for arm64
- Write a guide for new reviewers
  - Ensure it covers the CI bots
- Docs (Kofi)
  - Update the install page
`, []want{
		{line: 3, owners: "", due: "", title: "Documentation", needsHuman: false},
		{line: 5, owners: "", due: "", title: "Packaging", needsHuman: false},
		{line: 7, owners: "", due: "", title: "Write a guide for new reviewers", needsHuman: false},
		{line: 9, owners: "Kofi", due: "", title: "Docs", needsHuman: false},
		{line: 10, owners: "", due: "", title: "Update the install page", needsHuman: false},
	}},
	{"after an action marker a known person then a lower-case word owns the item", `# Board sync

Attendees: Marta Lind, Kofi Mensah

## Minutes

- Hiring
    - Follow up: Marta calendar time to review the applications
- Action: Kofi plan a call with the auditors
`, []want{
		{line: 8, owners: "Marta", due: "", title: "calendar time to review the applications", needsHuman: false},
		{line: 9, owners: "Kofi", due: "", title: "plan a call with the auditors", needsHuman: false},
	}},
	{"negatives: an unknown capitalised word, a verb of being and a past form after a marker name nobody", `# Board sync

Attendees: Marta Lind, Kofi Mensah

- Action: Budget review slides for the board
- Action: Marta was asked to chase the invoice
- Follow up: Kofi emailed the auditors already
`, []want{
		{line: 5, owners: "", due: "", title: "Budget review slides for the board", needsHuman: false},
		{line: 6, owners: "", due: "", title: "Marta was asked to chase the invoice", needsHuman: false},
		{line: 7, owners: "", due: "", title: "Kofi emailed the auditors already", needsHuman: false},
	}},
	{"a verb of work before \"to\" is no person; a known person before it is", `# Eye care WG

Attendees: Marta Lind, Kofi Mensah

## Agenda

- Toolkit needs test data
    - Contribute to test cases
    - Use to check the proposed panels
    - Marta to publish the sample set
- Tooling
    - Ensure to pin the versions
`, []want{
		{line: 10, owners: "Marta", due: "", title: "publish the sample set"},
	}},
}

func TestWorkVerbForms(t *testing.T) {
	runFormCases(t, workVerbCases)
}

// A topic item over a person given work is a label, the work under it
// the action (notes invented for the test).
func TestTopicOverOwnedStep(t *testing.T) {
	runFormCases(t, []formCase{
		{"topics over owned steps", `## Actions
- Office Hours
  - Sophie to draw up a rough plan for office hours.
- Python SDK
  - Roger to add an issue for type-hinting examples.
`, []want{
			{line: 3, owners: "Sophie", title: "draw up a rough plan for office hours"},
			{line: 5, owners: "Roger", title: "add an issue for type-hinting examples"},
		}},
	})
}
