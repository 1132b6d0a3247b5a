package rules

import (
	"testing"

	"github.com/axagent/axagent/extract"
)

// TestVerbSlotUnknownName: "Name to <verb>" with a name the notes do not
// list and a verb outside the lists of work is a possible action naming
// the person (issue 28: it gave nothing at all); a destination, a talk
// verb, a common or plural word before "to", a past tense and a question
// are not (invented notes).
func TestVerbSlotUnknownName(t *testing.T) {
	notes := `# Sync

## Notes
- Priya to refresh the benchmarks
- Dmitri to bisect the flaky job
- Welcome to contribute more
- Experts to participate in the review
- Use to test the proposed panels
- Changes to documentation were made
- Hoping to reschedule the call
- Oleg to Berlin for the summit
- Sanna to discuss the roadmap
- Ulla refreshed the benchmarks
- Should Vera refresh the benchmarks?
`
	got := possibleLines(t, notes, nil)
	for line, name := range map[int]string{4: "Priya", 5: "Dmitri"} {
		p, ok := got[line]
		if !ok {
			t.Errorf("line %d: not a possible action; got %v", line, got)
			continue
		}
		if !hasSignal(p, extract.SignalPerson, name) || !hasSignal(p, extract.SignalForm, formNamedThin) {
			t.Errorf("line %d: signals %v, want person %s and form %q", line, p.Signals, name, formNamedThin)
		}
	}
	for _, line := range []int{6, 7, 8, 9, 10, 11, 12, 13, 14} {
		if line == 12 {
			// ("Sanna to discuss …": talk, no verb of work by its shape;
			// the line keeps its reading by the listed verb.)
			if p, ok := got[line]; ok && hasSignal(p, extract.SignalForm, formNamedThin) {
				t.Errorf("line 12: signals %v, want no thin named form", p.Signals)
			}
			continue
		}
		if p, ok := got[line]; ok && (hasKind(p.Signals, extract.SignalPerson) || hasSignal(p, extract.SignalForm, formNamedThin)) {
			t.Errorf("line %d: signals %v, want no person and no named form", line, p.Signals)
		}
	}
	for line, o := range ownersByLine(t, notes) {
		if line != 12 {
			t.Errorf("line %d extracted (owner %q), want none: a name written once is too thin", line, o)
		}
	}
}

// TestVerbSlotForms: a name the notes write again, always capitalised,
// before "to" and a verb by its shape is a task for a person to confirm;
// after "will", "is going to" and "needs to" the verb was never listed;
// a destination after "to" is no task even for a known person (invented
// notes).
func TestVerbSlotForms(t *testing.T) {
	runFormCases(t, []formCase{
		{"a recurring name, \"to\" and an unlisted verb with its object", `# Sync

## Notes
- Priya to refresh the benchmarks
- Priya and Tomas talked about the load tests.
- Tomas refreshed the fixtures
`, []want{
			{line: 4, owners: "Priya", title: "refresh the benchmarks", needsHuman: true},
		}},
		{"a destination or a place after \"to\" is no task, whoever goes there", `# Sync

## Attendees
- Priya
- Tomas

## Notes
- Priya to Berlin next week
- Tomas to the meeting
- Priya to recolour the badges
`, []want{
			// (A known person, "to" and a verb by its shape: firm, as
			// with a listed verb — TestFirmVerbByShape.)
			{line: 10, owners: "Priya", title: "recolour the badges"},
		}},
	})
}

// TestGroupWordHeadingOwner: a heading that only opens with a group word
// ("# Team call") names a meeting, not the owner of every list under it;
// a person's label ("- Priya's action items:") owns its items; a group's
// own list ("## Team action items") still gives the group (issue 28).
func TestGroupWordHeadingOwner(t *testing.T) {
	runFormCases(t, []formCase{
		{"a meeting heading opening with 'team' and a person's label", `# Team call

- Priya's action items:
  - draft the release notes
  - ping the vendor
`, []want{
			{line: 4, owners: "Priya", title: "draft the release notes"},
			{line: 5, owners: "Priya", title: "ping the vendor"},
		}},
		{"a meeting heading opening with 'team' over an action label", `# Team call

Action items:
- update the wiki
`, []want{
			{line: 4, owners: "", title: "update the wiki"},
		}},
		{"a person's label under an action label is their list's owner, no task itself", `# Sync

Action items:
- Tomas: update the wiki
- Priya's action items:
  - draft the release notes
`, []want{
			{line: 4, owners: "Tomas", title: "update the wiki"},
			{line: 6, owners: "Priya", title: "draft the release notes"},
		}},
		{"a group's own list keeps the group", `# Sync

## Team action items
- update the wiki
`, []want{
			{line: 4, owners: "team", title: "update the wiki"},
		}},
	})
}
