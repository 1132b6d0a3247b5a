package rules

import "testing"

// TestEnAskedOther: the person asked or suggested to — not the one who
// asks — owns the work, in an action list, a discussion list and a
// paragraph's later sentence; a request the line asks about or hedges is
// none.
func TestEnAskedOther(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Action items
- Alice Chen asked Bob Jones to update the onboarding docs by Friday
- @alice asked @dana to book the room

## Discussion
- Alice suggested that Bob draft the release notes next week
- Should Alice ask Bob to review it?
- Alice suggested that Bob might draft the FAQ

We went over the roadmap. Dana asked Priya to fix the build.
`)
	wantActions(t, got, "10:Bob:draft the release notes:next week | 14:Priya:fix the build: | 6:Bob Jones:update the onboarding docs:by Friday | 7:dana:book the room:")
}
