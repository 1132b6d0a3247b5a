package rules

import "testing"

// TestEnTitleCommitLead: whichever reader takes the owner from the head
// of the line, the words that take the work on are no part of its title.
func TestEnTitleCommitLead(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Action items
- @bob agreed to update the onboarding docs
- @alice said she'd send the invite by Friday
- Bob will try to fix the flaky test
- Bob Jones can book the room
- @dana is to draft the agenda
`)
	wantActions(t, got, "10:dana:draft the agenda: | 6:bob:update the onboarding docs: | 7:alice:send the invite:by Friday | 8:Bob:fix the flaky test: | 9:Bob Jones:book the room:")
}
