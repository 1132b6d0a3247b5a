package rules

import "testing"

// Running notes that record who took charge of open work (issue 28, the
// forms of the new development sources), in notes written for this test:
// a named attendee and a progressive verb of taking charge, a topic label
// before it, the bare participle opening an item, a topic's subjectless
// "will" — each to confirm. A role in the meeting, an unknown subject, a
// plan in the infinitive and a person's label are not read here.
var ongoingCases = []formCase{
	{"progressive of taking charge, after a label, bare participle", `## Attendees
- Priya
- Tomas
- Wen

## Notes
- Migration: Priya is leading the move of the shared calendars
- Broken redirect on the docs site
  - Tomas is investigating this.
- Wen responding to the open issue about licences
- Discussed the venue. Tomas is looking into a cheaper hall.
`, []want{
		{line: 7, owners: "Priya", title: "leading the move of the shared calendars", needsHuman: true},
		{line: 9, owners: "Tomas", title: "investigating this", needsHuman: true},
		{line: 10, owners: "Wen", title: "responding to the open issue about licences", needsHuman: true},
		{line: 11, owners: "Tomas", title: "looking into a cheaper hall", needsHuman: true},
	}},
	{"a topic's subjectless commitment", `## Notes
- Publish the roadmap: will create a post on the forum
`, []want{
		{line: 2, title: "create a post on the forum", needsHuman: true},
	}},
	{"the group's plan with a deadline; without one it is an intention", `## Notes
- Discussed the launch post. Target is to publish the post and the release notes Thursday morning.
- Revisited the report and made a plan to send it in January of 2027.
- The plan is to use this workstream to draft the recommendations.
`, []want{
		{line: 2, due: "Thursday morning", title: "publish the post and the release notes", needsHuman: true},
		{line: 3, due: "in January of 2027", title: "send it", needsHuman: true},
	}},
	{"a role in the meeting, an unknown subject, a plan in the infinitive", `## Attendees
- Priya

## Notes
- Priya is leading the call today
- Acme is preparing to publish its tooling
- Nobody is handling the mailing list at the moment
`, nil},
}

func TestOngoingWork(t *testing.T) {
	runFormCases(t, ongoingCases)
}
