package rules

import (
	"context"
	"testing"
)

// hedgedItemNotes: an action list with items that guess beside items
// the team took on.
const hedgedItemNotes = `## Action items
1. Possibly move the standup to Tuesdays
2. Can probably retire the legacy dashboard
3. Maybe ask the vendor for a trial licence
4. Move the planning board to the new tracker
5. Probe the staging database for slow queries
`

// An item that opens with a guess ("Possibly …", "Can probably …",
// "Maybe …") and names nobody is no action even in an action list; its
// siblings are, and a word that only starts like a hedge ("Probe") is no
// guess.
func TestHedgedItemInActionList(t *testing.T) {
	got, err := Parse(context.Background(), []byte(hedgedItemNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{2, 3, 4} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: a guess, yet extracted:\n%s", line, dump(got))
		}
	}
	for _, line := range []int{5, 6} {
		if c := candidateAt(got, line); c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
		}
	}
}
