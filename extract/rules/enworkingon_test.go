package rules

import "testing"

// TestEnWorkingOn: "is working on" names its work in its object — under
// the action heading for a listed name, a full name, a handle and a name
// the notes do not list; in a discussion with its own deadline (also
// under "Discussion", a heading of decisions); without one, outside the
// action list, it stays a status for a person to judge.
func TestEnWorkingOn(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Action items
- Bob is working on updating the onboarding docs
- Bob Jones is working on the migration
- @dana is working on fixing the build
- Priya is working on booking the venue

## Discussion
- Alice is working on drafting the FAQ by Friday
- Dana is working on the release notes
`)
	wantActions(t, got, "12:Alice:drafting the FAQ:by Friday | 6:Bob:updating the onboarding docs: | 7:Bob Jones:work on the migration: | 8:dana:fixing the build: | 9:Priya:booking the venue:")
}

// TestEnOwnsWork: "owns" and "will own" take the work on, titled "own"
// its object — under the action heading, in a discussion list and in a
// paragraph's later sentence.
func TestEnOwnsWork(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Action items
- Bob owns the onboarding docs update
- Bob Jones owns the migration by Friday

## Discussion
- Alice owns the release checklist next week

We reviewed the roadmap. Dana will own the vendor follow-up.
`)
	wantActions(t, got, "10:Alice:own the release checklist:next week | 12:Dana:own the vendor follow-up: | 6:Bob:own the onboarding docs update: | 7:Bob Jones:own the migration:by Friday")
}
