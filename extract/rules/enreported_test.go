package rules

import "testing"

// TestEnReportedSentence: a commitment reported in a paragraph's later
// sentence is titled by that sentence's work, not the paragraph's first
// sentence — for a name and for a handle; a reported commitment the
// sentence says was kept is no action.
func TestEnReportedSentence(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Discussion
We reviewed the Q3 roadmap and the open bugs. Bob said he'd update the onboarding docs.

The release slipped a week. @alice said she would send the notes by Friday.

Dana said she would fix the build last month, and did.
`)
	wantActions(t, got, "6:Bob:update the onboarding docs: | 8:alice:send the notes:by Friday")
}
