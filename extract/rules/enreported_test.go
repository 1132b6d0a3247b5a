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

// TestEnUnlistedPersonActs: where the notes list their people, a
// capitalised word they do not list is a person when it does what only
// people do — says or mentions what they will do, commits to it, takes an
// action item — and stays a thing when it only "will" do something.
func TestEnUnlistedPersonActs(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Discussion
- Priya said she'd update the onboarding docs
- Marco took an AI to fix the build
- Tomas committed to review the PR
- Treadmill will schedule that on some hardware
`)
	wantActions(t, got, "6:Priya:update the onboarding docs: | 7:Marco:fix the build: | 8:Tomas:review the PR:")
}

// TestEnReportedPlanPlaces: a plan reported as speech ("… mentioned she
// would …") is the person's action under "Discussion" (a heading that
// makes a subjectless plan a decision, not a named person's), for a
// handle, and for a name the notes do not list that "he" or "she" says
// is a person; under the notes' action heading it needs no confirming.
func TestEnReportedPlanPlaces(t *testing.T) {
	got, _ := parseWithPossible(t, `# Weekly sync

Attendees: Bob Jones, Alice Chen, Dana Lee

## Discussion
- Bob mentioned she would book the room
- @dana mentioned she'd draft the agenda
- Priya mentioned she would fix the build

## Action items
- Alice mentioned she would send the notes
`)
	wantActions(t, got, "11:Alice:send the notes: | 6:Bob:book the room: | 7:dana:draft the agenda: | 8:Priya:fix the build:")
	for _, c := range got {
		if c.Line == 11 && len(c.Problems) > 0 {
			t.Errorf("under the action heading: %v", c.Problems)
		}
	}
}
