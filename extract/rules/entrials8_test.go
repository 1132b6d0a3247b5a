package rules

import "testing"

// Issue 28 (helper en-trials8): the group's own plans written as "we"
// prose in fresh English minutes (working groups, maintainer teams,
// course teams), written here as invented notes of the same shape. An
// action with nobody named is the group's (owner empty: axagent holds it
// for an assignee); discussion, decisions and past work stay no action.

func TestEnTrials8CommaWePlan(t *testing.T) {
	notes := "# Sync\n\n## Notes\n" +
		"- Mira met the vendor, we will need to review the contract with the legal team.\n" + // 4
		"- We will need to draft the budget by Friday.\n" + // 5
		"- The hosting bill doubled, so we need to update the billing page.\n" + // 6
		"- If the vendor agrees, we will review the contract with the legal team.\n" + // 7
		"- As discussed, we will use tables instead of lists.\n" + // 8
		"- Yesterday, we reviewed the contract with the legal team.\n" + // 9
		"- The draft is long, we will probably trim it later.\n" + // 10
		"- We will need to draft the budget.\n" // 11
	runLineCases(t, []lineCase{
		{"a plan after a comma clause", notes, 4, w5("", "", "review the contract with the legal team")},
		{"will need to and a verb of work", notes, 5, w5("", "by Friday", "We will need to draft the budget")},
		{"an obligation after a comma clause", notes, 6, w5("", "", "update the billing page")},
		{"a condition first is no plan", notes, 7, w5("", "", "")},
		{"a choice is no work", notes, 8, w5("", "", "")},
		{"past work is no plan", notes, 9, w5("", "", "")},
		{"a hedged plan is none", notes, 10, w5("", "", "")},
		{"will need to, no deadline", notes, 11, w5("", "", "draft the budget")},
	})
}

func TestEnTrials8WeDecidedTo(t *testing.T) {
	notes := "# Sync\n\n## Notes\n" +
		"- We decided to publish a short FAQ on the website.\n" + // 4
		"- After some debate, we decided to write a survey for the mentors.\n" + // 5
		"- We decided not to move the servers to the cloud.\n" + // 6
		"- We decided to use tables instead of lists.\n" + // 7
		"- We decided to keep the old server.\n" // 8
	runLineCases(t, []lineCase{
		{"the group decides on a deliverable", notes, 4, w5("", "", "publish a short FAQ on the website")},
		{"after a comma clause", notes, 5, w5("", "", "write a survey for the mentors")},
		{"deciding against is no work", notes, 6, w5("", "", "")},
		{"a choice of tool is no work", notes, 7, w5("", "", "")},
		{"keeping things as they are is no work", notes, 8, w5("", "", "")},
	})
}

func TestEnTrials8GroupLeadIn(t *testing.T) {
	notes := "# Sync\n\n## Notes\n" +
		"- We need to:\n" + // 4
		"  - update the onboarding page\n" + // 5
		"  - email the mentors about the schedule\n" + // 6
		"- Next week we'll:\n" + // 7
		"  - Draft the budget\n" + // 8
		"- We looked at the following options:\n" + // 9
		"  - Host the site ourselves\n" + // 10
		"- If the grant comes through, we will:\n" + // 11
		"  - Hire a designer\n" + // 12
		"\n" +
		"We will do the following before the launch:\n" + // 14
		"\n" +
		"- Write the release notes\n" + // 16
		"- Ana: test the installer on Windows\n" + // 17
		"\n" +
		"Some things we discussed:\n" + // 19
		"\n" +
		"- Review times are too long\n" + // 21
		"- The logo is too dark\n" // 22
	runLineCases(t, []lineCase{
		{"a step under 'We need to:' is the group's", notes, 5, w5("", "", "update the onboarding page")},
		{"every step of it", notes, 6, w5("", "", "email the mentors about the schedule")},
		{"the lead-in's deadline is the step's", notes, 8, w5("", "Next week", "Draft the budget")},
		{"the lead-in itself is no action", notes, 4, w5("", "", "")},
		{"options under a look are no work", notes, 10, w5("", "", "")},
		{"a conditional lead-in commits to nothing", notes, 12, w5("", "", "")},
		{"a paragraph lead-in over a list", notes, 16, w5("", "before the launch", "Write the release notes")},
		{"a step that names its owner keeps it", notes, 17, w5("Ana", "before the launch", "test the installer on Windows")},
		{"a list of what was discussed is no work", notes, 21, w5("", "", "")},
	})
}

func TestEnTrials8NextCallLabel(t *testing.T) {
	notes := "# Monthly sync\n\n## Action items\n\n" +
		"- [ ] Next call (June): start with the design review (will invite the designers)\n" + // 5
		"- [ ] For the next sync: review the design mockups\n" + // 6
		"- [ ] Next call: June 3\n" + // 7
		"- [ ] Next call: discuss the roadmap\n" + // 8
		"- [ ] Next meeting: review of the budget\n" // 9
	runLineCases(t, []lineCase{
		{"the next call labels the work after it", notes, 5, w5("", "Next call (June)", "start with the design review (will invite the designers)")},
		{"for the next sync", notes, 6, w5("", "For the next sync", "review the design mockups")},
		{"the next call's date is no work", notes, 7, w5("", "", "")},
		{"the next call's topic is its agenda", notes, 8, w5("", "", "")},
		{"a noun after the label is a topic", notes, 9, w5("", "", "")},
	})
}

func TestEnTrials8Availability(t *testing.T) {
	notes := "# Monthly sync\n\n## Updates\n\n" +
		"- Omar will have low availability in late May\n" + // 5
		"- Dana will be off next week\n" + // 6
		"- Omar will send the survey in late May\n" // 7
	runLineCases(t, []lineCase{
		{"being less available is no work", notes, 5, w5("", "", "")},
		{"being off is no work", notes, 6, w5("", "", "")},
		{"work with the same horizon is", notes, 7, w5("Omar", "in late May", "send the survey")},
	})
}

func TestEnTrials8HandlePlans(t *testing.T) {
	notes := "# Maintainers\n\n## Present\n- @tomk\n- @leeb\n\n## Updates\n" +
		"- @tomk is planning on cutting a release next week.\n" + // 8
		"- @leeb is happy with the new CI.\n" // 9
	runLineCases(t, []lineCase{
		{"a handle planning work with a deadline", notes, 8, w5("tomk", "next week", "planning on cutting a release")},
		{"a handle's state is no plan", notes, 9, w5("", "", "")},
	})
}

func TestEnTrials8HorizonMarkers(t *testing.T) {
	notes := "# Week 3\n\nIgor: got the server running.\n\n" +
		"Reminder for next week: bring the projector cable\n\n" + // 5
		"Todo for next week: book the demo room\n\n" + // 7
		"Reminder: the lab is closed on Monday\n\n" + // 9
		"Reminder for next week: the lab is closed\n\n" + // 11
		"Todo for Ana: book the demo room\n" // 13
	runLineCases(t, []lineCase{
		{"a reminder for a time, then work", notes, 5, w5("", "next week", "bring the projector cable")},
		{"a todo for a time: the time is the due, nobody the owner", notes, 7, w5("", "next week", "book the demo room")},
		{"a bare reminder tells", notes, 9, w5("", "", "")},
		{"a reminder of a fact tells", notes, 11, w5("", "", "")},
		{"a todo for a person is theirs", notes, 13, w5("Ana", "", "book the demo room")},
	})
}

func TestEnTrials8TrailingHandles(t *testing.T) {
	notes := "# Maintainers\n\n## Notes\n\n" +
		"- drop support for Node 16\n" + // 5
		"- refactor the plugin loader, make it usable without a CLI. @lucas\n" + // 6
		"- Repo housekeeping\n" + // 7
		"  - migrate tests from mocha to vitest @angie\n" + // 8
		"  - more lint rules? Handle existing warnings first @angie\n" + // 9
		"- introduce a dialect property to replace the family checks\n" + // 10
		"  and use it in the query builders @lucas / @angie\n" + // 11
		"- libsql open PR @lucas\n" + // 12
		"- Great work on the docs @angie\n" + // 13
		"- Ask the vendor about the release cc @lucas\n" + // 14
		"- What about the docs? @angie\n" // 15
	runLineCases(t, []lineCase{
		{"work closed by a handle is theirs", notes, 6, w5("lucas", "", "refactor the plugin loader, make it usable without a CLI")},
		{"under a topic too", notes, 8, w5("angie", "", "migrate tests from mocha to vitest")},
		{"the work after a question", notes, 9, w5("angie", "", "Handle existing warnings first")},
		{"the handles closing the wrapped lines", notes, 10, w5("lucas, angie", "", "introduce a dialect property to replace the family checks and use it in the query builders")},
		{"a topic closed by a handle is no work", notes, 12, w5("", "", "")},
		{"thanks are no work", notes, 13, w5("", "", "")},
		{"a handle copied in is no owner", notes, 14, w5("", "", "")},
		{"a question to a handle is no work", notes, 15, w5("", "", "")},
	})
}

func TestEnTrials8UpdateReports(t *testing.T) {
	notes := "# Monthly sync\n\n## Attendees\n- Dana\n- Omar\n\n## Updates\n\n" +
		"- Dana:\n" + // 9
		"    - Looking back to our last sync, we did not quite reach the goal of writing the parser tests\n" + // 10
		"    - Looking for feedback on the review process\n" + // 11
		"    - Looking into the flaky upload test\n" // 12
	runLineCases(t, []lineCase{
		{"looking back on what was not done is a report", notes, 10, w5("", "", "")},
		{"looking for feedback waits on others", notes, 11, w5("", "", "")},
		{"looking into a bug is the person's work", notes, 12, w5("Dana", "", "Looking into the flaky upload test")},
	})
}

func TestEnTrials8ForThisWeek(t *testing.T) {
	notes := "# Week 2\n\nIgor: got the server running.\n\nWork for this week:\n * Establish the milestones\n * Schedule a design meeting\n\n" +
		"## Plans for the coming week\n\nSo plans for this week are:\n\n- Draft the test plan\n"
	runLineCases(t, []lineCase{
		{"the label's week is its items' due", notes, 6, w5("", "for this week", "Establish the milestones")},
		{"every item of it", notes, 7, w5("", "for this week", "Schedule a design meeting")},
		{"a label under a heading keeps the heading's horizon", notes, 13, w5("", "for the coming week", "Draft the test plan")},
	})
}

func TestEnTrials8WeDecidedThat(t *testing.T) {
	notes := "# Minutes\n\n## Notes\n" +
		"- We decided that others will review the draft.\n" + // 4
		"- We agreed that we would draft the FAQ for the site.\n" + // 5
		"- We decided that others will review the draft and if it is too long, the intro will be cut.\n" + // 6
		"- We agreed that we would probably draft the FAQ.\n" + // 7
		"- We decided that the draft is good enough.\n" // 8
	runLineCases(t, []lineCase{
		{"work put on whoever takes it up", notes, 4, w5("", "", "review the draft")},
		{"a reported modal is no hedge", notes, 5, w5("", "", "draft the FAQ for the site")},
		{"a condition after the work is its detail", notes, 6, w5("", "", "review the draft")},
		{"a hedge inside the work is one", notes, 7, w5("", "", "")},
		{"a judgement is no work", notes, 8, w5("", "", "")},
	})
}

func TestEnTrials8UpdateNextSteps(t *testing.T) {
	notes := "# Monthly sync\n\n## Attendees\n- Dana\n- Omar\n\n## Updates\n\n" +
		"- Omar:\n" + // 9
		"    - Next step is collecting the survey answers\n" + // 10
		"    - Auditing the search page, half done (will push the notes later today)\n" + // 11
		"    - Next step is lunch\n" + // 12
		"    - Reviewing docs (will be away next week)\n" // 13
	runLineCases(t, []lineCase{
		{"the next step as a gerund", notes, 10, w5("Omar", "", "collect the survey answers")},
		{"the next step in a parenthesis of a status", notes, 11, w5("Omar", "today", "push the notes later")},
		{"a next step that is no work", notes, 12, w5("", "", "")},
		{"being away in a parenthesis is no work", notes, 13, w5("", "", "")},
	})
}

func TestEnTrials8HandlesOnWrappedLine(t *testing.T) {
	notes := "# Maintainers\n\n## Notes\n\n" +
		"- remove the deprecated connection API (#123)\n" + // 5
		"  @dana / @omar\n" + // 6
		"  Be careful with the internal callers.\n" // 7
	runLineCases(t, []lineCase{
		{"handles on a wrapped line before a remark", notes, 5, w5("dana, omar", "", "remove the deprecated connection API (#123)")},
	})
}

func TestEnTrials8PassivePlan(t *testing.T) {
	notes := "# Sync\n\n## Notes\n" +
		"- The FAQ is planned to be drafted within the next two weeks.\n" + // 4
		"- The new wording will be added as soon as the big PR has been merged.\n" + // 5
		"- The talk will be recorded.\n" + // 6
		"- The meeting will be held on Monday.\n" // 7
	runLineCases(t, []lineCase{
		{"passive work with a span", notes, 4, w5("", "within the next two weeks", "The FAQ is planned to be drafted within the next two weeks")},
		{"passive work waiting on an event", notes, 5, w5("", "", "The new wording will be added as soon as the big PR has been merged")},
		{"a passive future without when describes", notes, 6, w5("", "", "")},
		{"a meeting held is no work", notes, 7, w5("", "", "")},
	})
}

func TestEnTrials8SentenceOnWrappedLine(t *testing.T) {
	notes := "# Minutes\n\n" +
		"* [Issue 13](https://example.com/13)\n" + // 3
		"  Mira reviewed the parser with Kai. We decided to keep the\n" + // 4
		"  processing model for now. This needs to be settled before the next meeting.\n" + // 5
		"\n" +
		"* [Issue 14](https://example.com/14)\n" + // 7
		"  Kai did not send the reminders, so few people came. Will send the\n" + // 8
		"  invites for the next call. Will also update the wiki.\n" // 9
	runLineCases(t, []lineCase{
		{"the group's sentence starting on a wrapped line", notes, 5, w5("", "before the next meeting", "be settled")},
		{"a subjectless will goes on with the sentence before", notes, 9, w5("", "", "")},
	})
}

func TestEnTrials8WishToTalk(t *testing.T) {
	notes := "# Sync\n\n## Agenda\n" +
		"- [ ] Tania: I'd like to discuss next steps for the theming refactor\n" + // 4
		"- [ ] Tania: I'd like to draft the theming proposal\n" // 5
	runLineCases(t, []lineCase{
		{"a wish to discuss is an agenda item", notes, 4, w5("", "", "")},
		{"a wish to do work stays the speaker's", notes, 5, w5("Tania", "", "I'd like to draft the theming proposal")},
	})
}
