package rules

import "testing"

// Issue 28 (helper en-trials10): forms read wrongly in fresh English
// minutes of a volunteer non-profit's teams, a hobby game server's staff,
// a working group and a game community, written here as invented notes
// of the same shape.

func TestEnTrials10NameColumnOwner(t *testing.T) {
	notes := "# Team sync\n\n**Attendees**\n* Odile\n* Bram\n\n## Deliverables\n\n" +
		"Name | Assigned To | Deadline | Notes\n" + // 9
		"-----|-------------|----------|------\n" + // 10
		"Odile | | June 3rd | Write the welcome guide\n" + // 11
		"Bram | | ASAP | Clean up the volunteer sheet\n" + // 12
		"Example 1 | @someuser | Feb 30th | Explanation\n" // 13
	runLineCases(t, []lineCase{
		{"the Name column holds the person when Assigned To is empty", notes, 11, w5("Odile", "June 3rd", "Write the welcome guide")},
		{"likewise for the next row", notes, 12, w5("Bram", "ASAP", "Clean up the volunteer sheet")},
		{"a template's sample row is no work", notes, 13, w5("", "", "")},
	})
}

func TestEnTrials10ActionPlanHeading(t *testing.T) {
	notes := "# Weekly sync\n\n## Action Plan:\n*Where to go next, dependencies, all deadlines*\n\n" +
		"* Outreach team collect the sponsor contacts\n" + // 6
		"* Make the newsletter list shorter\n" + // 7
		"* Rules for the new volunteers\n" + // 8
		"  * Odile will draft the checklist by Friday\n" + // 9
		"  * Bram will record the walkthrough video\n" + // 10
		"  * Every checklist is posted on Thursdays\n" // 11
	runLineCases(t, []lineCase{
		{"a template's prompt is no work", notes, 4, w5("", "", "")},
		{"an imperative under Action Plan", notes, 7, w5("", "", "Make the newsletter list shorter")},
		{"a longer title over people's work is a label", notes, 8, w5("", "", "")},
		{"a commitment under the label", notes, 9, w5("Odile", "by Friday", "draft the checklist")},
	})
}

func TestEnTrials10RemarkForms(t *testing.T) {
	notes := "# Weekly sync\n\n## Next steps\n\n" +
		"* Concerns w/ the venue: parking is limited on weekdays\n" + // 5
		"* Pros: fewer emails to answer\n" + // 6
		"* Goal: to get more parents to the open day\n" + // 7
		"* If someone misses the deadline, they could ask the lead for two more days\n" + // 8
		"* when welcoming someone, it would be helpful to ask which team they want\n" + // 9
		"* Ask the leads to publish their calendars\n" + // 10
		"* Concerns about the venue: Odile will call the owner\n" // 11
	runLineCases(t, []lineCase{
		{"a concern is no work", notes, 5, w5("", "", "")},
		{"an advantage is no work", notes, 6, w5("", "", "")},
		{"a stated purpose is no work", notes, 7, w5("", "", "")},
		{"a rule for whoever meets the case", notes, 8, w5("", "", "")},
		{"a suggestion", notes, 9, w5("", "", "")},
		{"a step among them", notes, 10, w5("", "", "Ask the leads to publish their calendars")},
		{"a named commitment after the label stays", notes, 11, w5("Odile", "", "call the owner")},
	})
}

func TestEnTrials10WhWordNoOwner(t *testing.T) {
	notes := "# Weekly sync\n\n## Next steps\n*Where to go next, open questions, deadlines*\n\n" +
		"* Odile to book the hall\n" // 6
	runLineCases(t, []lineCase{
		{"a wh-word opening a prompt is nobody", notes, 4, w5("", "", "")},
		{"the step under it", notes, 6, w5("Odile", "", "book the hall")},
	})
}

func TestEnTrials10HandleSpeakerWill(t *testing.T) {
	notes := "# Roll Call\nquill, nora77, Tamsin\n\n# Staff Updates\n" +
		"**quill**: Testing the branches; will add the missing drop tables\n\n" + // 5
		"**Tamsin**: Sorting the captures; testing fixes; reading old logs; will write the setup page\n\n" + // 7
		"**nora77**: Reviewing pull requests\n\n" + // 9
		"**stats**: testing fixes; will add the charts\n" // 11
	runLineCases(t, []lineCase{
		{"a lower-case handle of the roll call", notes, 5, w5("quill", "", "add the missing drop tables")},
		{"the plan after several reported clauses", notes, 7, w5("Tamsin", "", "write the setup page")},
		{"a status alone is no plan", notes, 9, w5("", "", "")},
		{"a lower-case label nobody lists is no speaker", notes, 11, w5("", "", "add the charts")},
	})
}

func TestEnTrials10ProcessSteps(t *testing.T) {
	notes := "# Volunteers sync\n\n## Discussion Points:\n*Ideas, feedback, concerns, plans*\n" +
		"* Give feedback on the new plan for the mentors team (super important!)\n" + // 5
		"* Update on the new “volunteer intake process”\n" + // 6
		"  * Volunteer applies\n" + // 7
		"  * For mentors, they need to have an email saying to finish the quiz within 5 days. #mentors-intake\n" + // 8
		"  * Coordinator sees that they applied→ emails them the welcome pack. They need to book a call within 2 days that email is sent\n" + // 9
		"\n## Next steps\n" +
		"* Document the intake process\n" + // 12
		"  * Write the checklist for coordinators\n" // 13
	runLineCases(t, []lineCase{
		{"a step of the process as it will run", notes, 8, w5("", "", "")},
		{"another step", notes, 9, w5("", "", "")},
		{"a task under a task that names a process", notes, 13, w5("", "", "Write the checklist for coordinators")},
	})
}

func TestEnTrials10ParenLabelWill(t *testing.T) {
	notes := "# Roll Call\nquill, nora77, Tamsin\n\n# Pull Requests\n" +
		"1. Fix the spawn timer\n" + // 5
		"    - Held (nora77): Will check the rebase\n" + // 6
		"    - Held (quill): Intends to review the changes\n" + // 7
		"    - Held (Tamsin): Desires changes; will write them\n" + // 8
		"    - Held (quill): Needs rebase\n" + // 9
		"    - Held (stranger): Will check the rebase\n" // 10
	runLineCases(t, []lineCase{
		{"the person in parentheses will", notes, 6, w5("nora77", "", "check the rebase")},
		{"intends to is no name", notes, 7, w5("quill", "", "review the changes")},
		{"after a status clause", notes, 8, w5("Tamsin", "", "write them")},
		{"a status alone", notes, 9, w5("", "", "")},
	})
}

func TestEnTrials10IntendsNoName(t *testing.T) {
	notes := "# Sync\n\n## Updates\n" +
		"- Review: Intends to review the budget\n" // 4
	got := candsByLine(t, notes)
	if c, ok := got[4]; ok && c.Assignee != "" {
		t.Errorf("line 4: a verb is no owner, got %+v", c)
	}
}

func TestEnTrials10ObjectiveSteps(t *testing.T) {
	notes := "# Team sync\n\n**Attendees**\n* Odile\n* Bram\n\n## Action items\n" +
		"* Odile:\n" + // 8
		"  * Objective: Keep the volunteer sheet clean\n" + // 9
		"    * Learn the tracker and record a short demo\n" + // 10
		"    * Help Bram move the old rows\n" + // 11
		"    * The sheet is shared with the board\n" // 12
	runLineCases(t, []lineCase{
		{"a verb of learning under an objective", notes, 10, w5("Odile", "", "Learn the tracker and record a short demo")},
		{"help under an objective", notes, 11, w5("Odile", "", "Help Bram move the old rows")},
		{"a statement under it is none", notes, 12, w5("", "", "")},
	})
}

func TestEnTrials10ClauseTeamAndDoubleDash(t *testing.T) {
	notes := "# Sync\n\n**Attendees**\n* Dana\n* Milo\n\n## Next steps\n" +
		"* Budget sheet due Wed, design team will edit\n" + // 8
		"* 7 activities, each with 5 cards-- Milo will pick 2 activities for the team\n" + // 9
		"* Budget sheet due Wed, the team will probably edit\n" // 10
	runLineCases(t, []lineCase{
		{"a team named by its work commits in a later clause", notes, 8, w5("design team", "due Wed", "edit")},
		{"a clause after a glued double dash", notes, 9, w5("Milo", "", "pick 2 activities for the team")},
	})
	if c := candsByLine(t, notes)[10]; c.Assignee != "" {
		t.Errorf("line 10: a hedged team plan names no owner, got %+v", c)
	}
}

func TestEnTrials10NamesOxfordNeedTo(t *testing.T) {
	notes := "# Sync\n\n**Attendees**\n* Dana\n* Milo\n* Ravi\n\n## Next steps\n" +
		"* Dana, Milo, and Ravi need to meet to split the grant tasks\n" + // 9
		"* Dana, Milo, and Ravi to draft the grant report\n" // 10
	runLineCases(t, []lineCase{
		{"names with an Oxford comma need to", notes, 9, w5("Dana, Milo, Ravi", "", "meet to split the grant tasks")},
		{"names with an Oxford comma to, as before", notes, 10, w5("Dana, Milo, and Ravi", "", "draft the grant report")},
	})
}

func TestEnTrials10AssignedToNames(t *testing.T) {
	notes := "# Sync\n\n**Attendees**\n* Dana\n* Milo\n* Ravi\n\n## Next steps\n" +
		"* Blog posts assigned to Ravi, Milo- topics picked by tomorrow\n" + // 9
		"* Case studies assigned to the new volunteers\n" // 10
	runLineCases(t, []lineCase{
		{"names after assigned to own the item", notes, 9, w5("Ravi, Milo", "by tomorrow", "Blog posts assigned to Ravi, Milo- topics picked")},
	})
	if c := candsByLine(t, notes)[10]; c.Assignee != "" {
		t.Errorf("line 10: a group nobody lists is no owner, got %+v", c)
	}
}

func TestEnTrials10TeamVerbLead(t *testing.T) {
	notes := "# Sync\n\n## Action Items\n" +
		"* Outreach team collect the emails of the sponsors\n" + // 4
		"* Design team meeting moved to Friday\n" // 5
	runLineCases(t, []lineCase{
		{"a team then a bare verb of work", notes, 4, w5("Outreach team", "", "collect the emails of the sponsors")},
	})
	if c := candsByLine(t, notes)[5]; c.Assignee == "Design team" {
		t.Errorf("line 5: a noun after the team is no step of it, got %+v", c)
	}
}

func TestEnTrials10OwnTasksParent(t *testing.T) {
	notes := "# Sync\n\n**Attendees**\n* Dana\n* Milo\n\n## Discussion\n" +
		"* Milo’s assigned tasks\n" + // 8
		"  * Work on the donor report\n" + // 9
		"  * Start contacting the school clubs\n" + // 10
		"  * Help with the docs, if requested\n" + // 11
		"  * The donor report is late\n" // 12
	runLineCases(t, []lineCase{
		{"a step under the person's tasks", notes, 9, w5("Milo", "", "Work on the donor report")},
		{"another step", notes, 10, w5("Milo", "", "Start contacting the school clubs")},
		{"a step that waits on a request", notes, 11, w5("", "", "")},
		{"a statement", notes, 12, w5("", "", "")},
	})
}

func TestEnTrials10StartUsingNoTask(t *testing.T) {
	notes := "# Sync\n\n## Summary\n" +
		"The vote is done - Rivers won! We will start using the new name.\n\n" + // 4
		"We will start following the release checklist.\n\n" + // 6
		"We will start drafting the release notes.\n" // 8
	runLineCases(t, []lineCase{
		{"a name taken up is no task", notes, 4, w5("", "", "")},
		{"a practice taken up is no task", notes, 6, w5("", "", "")},
	})
	if _, ok := candsByLine(t, notes)[8]; !ok {
		t.Errorf("line 8: starting work is still a plan")
	}
}

func TestEnTrials10PastReportThenWish(t *testing.T) {
	notes := "# Sync\n\n## Next steps\n" +
		"* We got a small grant and want to figure out how to spend it\n" + // 4
		"* We got a small grant and will draft a budget for it\n" // 5
	runLineCases(t, []lineCase{
		{"a report then a wish", notes, 4, w5("", "", "")},
	})
	if _, ok := candsByLine(t, notes)[5]; !ok {
		t.Errorf("line 5: a report then a plan is still a plan")
	}
}
