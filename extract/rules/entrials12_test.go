package rules

import "testing"

// Issue 28 (helper en-trials12): forms read wrongly in fresh English
// governance minutes — a foundation's technical steering committee, a
// large project's special-interest groups, a standards community group —
// written here as invented notes of the same shape.

func TestEnTrials12NumberedOwnerItems(t *testing.T) {
	notes := "# Tooling SIG\n\n## Attendees\n* Dana Ruiz\n* Omar Lee\n\n## Action items\n" +
		"* 1: Dana, Omar - reach out to the plugin authors\n" + // 8
		"* 2: Dana - invite the tools lead to the next meeting\n" + // 9
		"* 3) Omar - look into a shared test suite\n" + // 10
		"* XXX - Investigate download analytics\n" + // 11
		"* ??? - Draft the versioning proposal\n" + // 12
		"* Omar - Formalize the CI plan at 1:30 on Monday\n" // 13
	runLineCases(t, []lineCase{
		{"the item's own number opens it before the owners", notes, 8, w5("Dana, Omar", "", "reach out to the plugin authors")},
		{"one owner after the number", notes, 9, w5("Dana", "", "invite the tools lead to the next meeting")},
		{"a parenthesis numbers it too", notes, 10, w5("Omar", "", "look into a shared test suite")},
		{"an owner slot left to fill names nobody", notes, 11, w5("", "", "Investigate download analytics")},
		{"question marks hold the slot as well", notes, 12, w5("", "", "Draft the versioning proposal")},
	})
}

func TestEnTrials12ReviewOfLastMonth(t *testing.T) {
	notes := "# Models SIG\n\n## Agenda\n" +
		"* Progress on last month's action items:\n" + // 4
		"  * Move the archive to the new host\n" + // 5
		"  * ~Draft the guidelines for new models~\n" + // 6
		"* Action items from the previous sprint:\n" + // 7
		"  * Dana: publish the release notes - pending\n" + // 8
		"  * ~Omar: rotate the signing keys~\n" + // 9
		"\n## Action Items\n" +
		"* Omar - formalize the CI plan\n" // 12
	runLineCases(t, []lineCase{
		{"a review of last month's actions without marks restates them", notes, 5, w5("", "", "")},
		{"a struck item of that review is closed", notes, 6, w5("", "", "")},
		{"an item a review marks pending is still work", notes, 8, w5("Dana", "", "publish the release notes")},
		{"an item a marked review strikes through is done", notes, 9, w5("", "", "")},
		{"this meeting's action stays", notes, 12, w5("Omar", "", "formalize the CI plan")},
	})
}

func TestEnTrials12HowToSteps(t *testing.T) {
	notes := "# Models SIG\n\n## Attendees\n* Dana Ruiz\n* Omar Lee\n\n## Action Items\n" +
		"- Continue migrating the archives\n" + // 8
		"  - Instructions:\n" + // 9
		"    - Navigate to github page and download the archive\n" + // 10
		"    - Create a folder for the archive\n" + // 11
		"    - Remember to use absolute links in the README\n" + // 12
		"    - Omar to review each migration PR\n" + // 13
		"- Remember to add your talks to the events list\n" + // 14
		"- Dana - write the migration guide\n" // 15
	runLineCases(t, []lineCase{
		{"the work the how-to serves", notes, 8, w5("", "", "Continue migrating the archives")},
		{"a step of the how-to is no task and no one named Navigate", notes, 10, w5("", "", "")},
		{"an imperative step of it neither", notes, 11, w5("", "", "")},
		{"a verb that takes to is no person", notes, 12, w5("", "", "")},
		{"a person the notes know under it still commits", notes, 13, w5("Omar", "", "review each migration PR")},
		{"a reminder to all in the action items is theirs to do, no owner", notes, 14, w5("", "", "Remember to add your talks to the events list")},
		{"an owner-dash item stays", notes, 15, w5("Dana", "", "write the migration guide")},
	})
}

func TestEnTrials12ScribeTurns(t *testing.T) {
	notes := "## Community Group Teleconference – 3 May\n\n#### Participants\n\nLena Park,\nOmar Lee,\nRavi Shah\n\n#### Proofreading API\n\n" +
		"Lena: on this call I'd like to gather input on the use cases\n\n" + // 11
		"... the proposed API finds and corrects errors\n\n" + // 13
		"Lena: based on what I hear the API is ready to be adopted\n\n" + // 15
		"... I'll start the process to adopt this API soon\n\n" + // 17
		"Ravi: thank you for the feedback, I will follow up on the issue\n\n" + // 19
		"Omar: if the vote passes, I will draft the charter text\n\n" + // 21
		"... I'm working on the runtime that ships the models\n" // 23
	runLineCases(t, []lineCase{
		{"the speaker's words go on in a scribe's continuation", notes, 17, w5("Lena", "", "start the process to adopt this API soon")},
		{"thanks before the commitment", notes, 19, w5("Ravi", "", "follow up on the issue")},
		{"a continuation without a commitment", notes, 13, w5("", "", "")},
		{"a report of work going on is no task", notes, 23, w5("", "", "")},
	})
}

func TestEnTrials12NotesAboutWork(t *testing.T) {
	notes := "# Events SIG\n\n## Attendees\n* Dana Ruiz\n* Omar Lee\n\n## Notes\n" +
		"* Agreement to set the old fork and the dotnet bindings to read-only\n" + // 8
		"* Cloud summit\n" + // 9
		"  * Opportunity to meet in the project\n" + // 10
		"* Community workshops to be set up\n" + // 11
		"  * The SDK could probably be showcased there eventually\n" + // 12
		"  * [Planning doc](https://example.org/plan)\n" + // 13
		"* Need to investigate whether shared frontend tests make sense. See action #3.\n" + // 14
		"* Dana to send the survey to the plugin authors\n" + // 15
		"\n## Action items\n" +
		"* 3: Omar - look into shared frontend tests\n" // 18
	runLineCases(t, []lineCase{
		{"an agreement is a decision, not someone named Agreement", notes, 8, w5("", "", "")},
		{"a chance to meet is no one committing", notes, 10, w5("", "", "")},
		{"a guess about the announced work is no item of it", notes, 12, w5("", "", "")},
		{"a link beside it neither", notes, 13, w5("", "", "")},
		{"discussion that points to a numbered action is its background", notes, 14, w5("", "", "")},
		{"a commitment in the notes stays", notes, 15, w5("Dana", "", "send the survey to the plugin authors")},
		{"the numbered action is the task", notes, 18, w5("Omar", "", "look into shared frontend tests")},
	})
}

func TestEnTrials12TopicPresenterPlan(t *testing.T) {
	notes := "# Events SIG\n\n### Participants\n- Jalander Ruiz\n- Omar Lee\n\n### Agenda\n" +
		"- Jalander: Visualizations of the events being discussed\n" + // 8
		"    - Will look at the older dashboards as input to this\n" + // 9
		"- Omar: Java SDK\n" + // 10
		"    - Some linting errors remain\n" // 11
	runLineCases(t, []lineCase{
		{"a subjectless plan under a topic a name opens is that person's", notes, 9, w5("Jalander", "", "look at the older dashboards as input to this")},
		{"a report under it is no task", notes, 11, w5("", "", "")},
	})
}

func TestEnTrials12ReporterHeadings(t *testing.T) {
	notes := "# Steering committee – minutes\n\n## Attendees\n\n- Hana Ito\n- Noor Ali\n\n## Reports\n\n" +
		"### Outreach and Education committee (Hana)\n\n" + // 10
		"Upcoming events: a workshop in the spring.\n\n" +
		"## Release planning\n\n" +
		"### Release notes draft (Noor)\n\n" + // 16
		"Noor will draft the notes.\n" // 18
	runLineCases(t, []lineCase{
		{"a name closing a heading under the reports is who reports", notes, 10, w5("", "", "")},
		{"the commitment under another heading stays", notes, 18, w5("Noor", "", "draft the notes")},
	})
}

func TestEnTrials12OwnersListedUnder(t *testing.T) {
	notes := "# Models SIG\n\n## Attendees\n* Dana Ruiz (Acme)\n* Omar Lee (Initech)\n\n## Action Items\n" +
		"- Continue moving models to the new storage\n" + // 8
		"  - Dana\n" + // 9
		"  - Omar\n" + // 10
		"- Publish the tutorial list\n" + // 11
		"  - Tutorials from the spring workshop\n" // 12
	runLineCases(t, []lineCase{
		{"the people listed under an action item take it", notes, 8, w5("Dana, Omar", "", "Continue moving models to the new storage")},
		{"a name alone under it is no action of its own", notes, 9, w5("", "", "")},
		{"a detail under an item names nobody", notes, 11, w5("", "", "Publish the tutorial list")},
	})
}

func TestEnTrials12UnsureLines(t *testing.T) {
	notes := "# Events SIG\n\n## Notes\n" +
		"- Whitepaper for the conference\n" +
		"  - To be published at the conference this week (?)\n" + // 5
		"\n## Goals before the next meeting\n" +
		"- gather statistics about where we spend our time (?)\n" // 8
	runLineCases(t, []lineCase{
		{"a line its writer marks unsure outside the actions", notes, 5, w5("", "", "")},
		{"a goal marked unsure in the list of goals stays", notes, 8, w5("", "before the next meeting", "gather statistics about where we spend our time (?)")},
	})
}
