package rules

import (
	"slices"
	"testing"
)

// TestEnCanWork: "Bob can update the docs" is Bob's action with the owner
// tentative — in a discussion list, a paragraph's later sentence, and
// under the action heading for a name the notes do not list; a hedge, a
// question, a verb that is no work, and a capitalised word the notes do
// not list opening an item ("Manus can pick and choose") are none.
func TestEnCanWork(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Discussion
- Bob can update the onboarding docs by Friday
- @dana can book the room
- Maybe Alice can draft the FAQ
- Can Bob review the PR?
- Alice can make it on Tuesday
- Manus can pick and choose the vendors

We reviewed the roadmap. Priya can fix the build next week.

## Action items
- Marco can send the invite
`)
	wantActions(t, got, "13:Priya:fix the build:next week | 16:Marco:send the invite: | 6:Bob:update the onboarding docs:by Friday | 7:dana:book the room:")
	for _, c := range got {
		if !slices.Contains(c.Problems, problemTentative) {
			t.Errorf("line %d: problems %v, want the owner tentative", c.Line, c.Problems)
		}
	}
}
