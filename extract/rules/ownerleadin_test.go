package rules

import (
	"strings"
	"testing"
)

// An owner's lead-in over the steps they take on ("- **Priya** will:",
// "- **New Members** must:", "- Tomas & Lena:" in an action list) is no
// task; its nested steps are, each the lead-in's owner's.
func TestOwnerLeadInOverSteps(t *testing.T) {
	notes := `# Weekly sync

## Action Items & Responsibilities

- **Priya** will:
  - Ask the print shop for a quote

- **New Members** must:
  - Read the onboarding guide by Friday
  - Join the project channel

- Tomas & Lena:

  - Draft the survey questions
  - Book the room for the workshop

## Notes

- **Oskar** will:
  - Send the invoice to the venue
`
	got := candsByLine(t, notes)
	checkOwners(t, "owner lead-in", ownersByLine(t, notes), map[int]string{6: "Priya", 9: "New Members", 10: "New Members", 14: "Tomas & Lena", 15: "Tomas & Lena", 20: "Oskar"}, nil)
	for _, line := range []int{5, 8, 12, 19} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d: the lead-in read as a task %q (%s)", line, c.Title, strings.Join(c.Owners, ", "))
		}
	}
	if c := got[9]; c.Due != "by Friday" {
		t.Errorf("line 9: due %q, want by Friday", c.Due)
	}
}

// Names alone over items outside an action list, and a single name with
// a colon, are labels as often as owners: nothing is read from them.
func TestOwnerLeadInNotALabel(t *testing.T) {
	for _, c := range []struct {
		text  string
		owner string
		modal bool
	}{
		{"**Ahmed** will:", "Ahmed", true},
		{"Hiba & Nada:", "Hiba & Nada", false},
		{"All Members will:", "All Members", true},
		{"Amin:", "", false},
		{"We will:", "", false},
		{"Pros & Cons:", "", false},
		{"Ahmed will send the file:", "", false},
	} {
		o, m := ownerLeadIn(c.text)
		if o != c.owner || m != c.modal {
			t.Errorf("ownerLeadIn(%q) = %q, %v; want %q, %v", c.text, o, m, c.owner, c.modal)
		}
	}
}
