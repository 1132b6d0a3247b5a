package rules

import "testing"

// TestEnPresentShares: a sentence sharing work out in the present tense
// is an action per person — in a discussion list, a paragraph's later
// sentence and an action list, for handles and for a name the notes do
// not list; a deadline closing it is the last clause's. One person's
// present tense alone, and a verb that is no work, are none.
func TestEnPresentShares(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Discussion
- Bob drafts the email, Alice reviews it by Friday
- Dana writes the blog posts
- Bob likes the new layout, Alice thinks it is fine

We looked at the launch. @dana fixes the build, @bob updates the changelog.

## Action items
- Priya drafts the agenda, Marco books the room
`)
	wantActions(t, got, "10:bob:update the changelog: | 10:dana:fix the build: | 13:Marco:book the room: | 13:Priya:drafts the agenda: | 6:Alice:review it:by Friday | 6:Bob:draft the email:")
}
