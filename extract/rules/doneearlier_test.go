package rules

import (
	"context"
	"testing"
)

// doneEarlierNotes: a review of the previous meeting's actions with a
// checked and an open box, then this meeting's own action list with the
// same two marks.
const doneEarlierNotes = `# Weekly call

## Review of previous meeting actions

- [x] Dana: will document the release process
- [ ] Eli: will add the meeting to the calendar

## Action items

- [x] Dana: will send the notes
- [ ] Eli: will book the room
`

// A checked box in a review of earlier actions is done work, not an
// action; an open box there, and both boxes of this meeting's own list,
// are.
func TestCheckedEarlierActionIsDone(t *testing.T) {
	got, err := Parse(context.Background(), []byte(doneEarlierNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := candidateAt(got, 5); c != nil {
		t.Errorf("line 5: an earlier action checked done, yet extracted:\n%s", dump(got))
	}
	for _, line := range []int{6, 10, 11} {
		if candidateAt(got, line) == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
		}
	}
}
