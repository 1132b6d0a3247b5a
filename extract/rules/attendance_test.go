package rules

import "testing"

// Under an attendance heading, at any depth, a checked "Name - Org" line
// records who came; a part of its own kind nested under it by a wrong
// heading level is read as itself (notes invented for the test).
func TestAttendanceSubsections(t *testing.T) {
	runFormCases(t, []formCase{
		{"checked attendees with their companies under a sub-heading", `# TSC meeting

## Attendees

### Steering Committee Representatives

- [X] Jakob Moeller - SAP
- [ ] Gerald Morrison - Individual Contributor

### Action items

- [ ] Jakob: update the license FAQ

## Agenda

- [X] Jakob to confirm the chair nomination
`, []want{
			{line: 12, owners: "Jakob", title: "update the license FAQ"},
			// (A ticked box asks whether it is still to do.)
			{line: 16, owners: "Jakob", title: "confirm the chair nomination", needsHuman: true},
		}},
	})
}
