package rules

import (
	"context"
	"testing"
)

// datedActionHeadingNotes: action-item headings of several meetings,
// each qualified by the kind of meeting and closed by its date.
const datedActionHeadingNotes = `# Team page

## Sprint review action items - 03/14/2024
1. Draft the onboarding checklist for new testers
2. Rotate the staging credentials (Pia)

## Planning Action Items – May 2, 2023
1. Ask legal about the export clause

## Notes - 03/14/2024
1. The dashboard loads slowly on Mondays
`

// A heading that names the action items of a kind of meeting and closes
// on the meeting's date ("Sprint review action items - 03/14/2024")
// opens an action section as the undated heading does: its owner-less
// items are actions. A dated heading of notes opens none.
func TestDatedQualifiedActionHeading(t *testing.T) {
	got, err := Parse(context.Background(), []byte(datedActionHeadingNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{4, 5, 8} {
		if c := candidateAt(got, line); c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
		}
	}
	if c := candidateAt(got, 5); c != nil && c.Assignee != "Pia" {
		t.Errorf("line 5: want owner Pia, got %q", c.Assignee)
	}
	if c := candidateAt(got, 11); c != nil {
		t.Errorf("line 11: a note, yet extracted:\n%s", dump(got))
	}
	for _, h := range []string{"Retro action items - 04/04/2023", "Leads meeting action items 4/21/2021", "Next steps, 12 March 2022"} {
		if !isActionHeading(normHeading(h)) {
			t.Errorf("%q: want an action heading", h)
		}
	}
	for _, h := range []string{"Notes - 04/04/2023", "Decisions 2021-03-02"} {
		if isActionHeading(normHeading(h)) {
			t.Errorf("%q: no action heading", h)
		}
	}
}
