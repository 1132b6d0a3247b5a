package rules

import (
	"context"
	"testing"
)

// personChildNotes: a sync's round of updates, each person's lines
// nested under their name, with the speaker's own future and a
// subjectless progressive future among reports.
const personChildNotes = `# Accessibility sync

Attendees: Ines, Tobiah, Wren

## What is everyone working on?

- Ines
  - I will review the colour tokens and post the results here.
- Tobiah
  - Cannot join the demo. Will be publishing the translated docs after that.
- Wren
  - Reviewed the focus-order PR yesterday.
  - I think the tab order is still wrong.

## Next steps

- Ines will pair with Tobiah on the docs
`

// Under a person's name, "I will …" and a subjectless "Will be …ing …"
// are that person's actions; a report and an opinion ("I think …") are
// none.
func TestFirstPersonUnderPersonParent(t *testing.T) {
	got, err := Parse(context.Background(), []byte(personChildNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, owner := range map[int]string{8: "Ines", 10: "Tobiah", 17: "Ines"} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action of %s, got none:\n%s", line, owner, dump(got))
			continue
		}
		if c.Assignee != owner {
			t.Errorf("line %d: want owner %q, got %q:\n%s", line, owner, c.Assignee, dump(got))
		}
	}
	for _, line := range []int{12, 13} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: no commitment, yet extracted:\n%s", line, dump(got))
		}
	}
}
