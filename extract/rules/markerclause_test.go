package rules

import (
	"context"
	"testing"
)

// markerClauseNotes: action markers written inside sentences of running
// notes, beside a marker that names a step rather than work and a
// question.
const markerClauseNotes = `# Working group meeting

## Agenda

* Nominate a new member
  * no concerns, next step is to submit a PR to add her to the member list
* Scorecard
  * The action item for this is to modify the workflows to open PRs instead of pushing to main.
* Linting
  * Plan of action: review the open PRs one by one, then collate them in a single PR
* Release
  * The next step is the review by the board.
  * Is the next step to publish the draft?
  * The next step is to continue the discussion on the list.
`

// "next step is to …", "the action item … is to …" and "Plan of action:"
// before a verb of work are owner-less actions; a step that is a noun, a
// question and carrying on talking are none.
func TestMarkerInSentence(t *testing.T) {
	got, err := Parse(context.Background(), []byte(markerClauseNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{6, 8, 10} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
			continue
		}
		if len(c.Owners) != 0 {
			t.Errorf("line %d: nobody is named, got owners %v", line, c.Owners)
		}
	}
	for _, line := range []int{12, 13, 14} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: no work to do, yet extracted:\n%s", line, dump(got))
		}
	}
}
