package rules

import "testing"

// Issue 28 (helper en-trials26): forms read wrongly in fresh English
// minutes of course and capstone teams (client, tutor and supervisor
// meetings) — written here as invented notes of the same shape.

// TestEnTrials26PersonWorkTable: a template's table whose header was never
// renamed ("| Name | Student ID | Link |") still hands each person the
// work its cells write, under any heading; a roster or a status table
// with a Name column hands out nothing.
func TestEnTrials26PersonWorkTable(t *testing.T) {
	notes := "# Client meeting\n\n## Item 2: Sprint Plan\n\n" +
		"| Name | Student ID | Link |\n" + // 5
		"|--|--|--|\n" +
		"| Maria Gomez | mg4411 | Write the parser tests, review the backlog |\n" + // 7
		"| Tom Baker | tb2200 | Train a classifier on the new images |\n" + // 8
		"| Lee Chan | lc9081 | Find two more public datasets |\n" + // 9
		"\n## Roles\n\n" +
		"| Name | Role |\n" + // 13
		"|--|--|\n" +
		"| Maria Gomez | Frontend lead |\n" + // 15
		"| Tom Baker | Scribe |\n" + // 16
		"\n## Progress\n\n" +
		"| Name | Update |\n" + // 20
		"|--|--|\n" +
		"| Maria Gomez | Finished the parser |\n" + // 22
		"| Tom Baker | Fixed the upload bug |\n" // 23
	runLineCases(t, []lineCase{
		{"a row of a renamed-less template table", notes, 7, w5("Maria Gomez", "", "Write the parser tests, review the backlog")},
		{"a verb of work beyond the shared lists", notes, 8, w5("Tom Baker", "", "Train a classifier on the new images")},
		{"another", notes, 9, w5("Lee Chan", "", "Find two more public datasets")},
		{"a roster's role is no work", notes, 15, w5("", "", "")},
		{"nor its next row", notes, 16, w5("", "", "")},
		{"a status table's update is no work", notes, 22, w5("", "", "")},
	})
}

// TestEnTrials26AgreedToBare: a student's log of their own supervisor
// meetings drops the subject of an agreement ("Agreed to write …"): the
// work is agreed all the same; agreeing to go on talking is none.
func TestEnTrials26AgreedToBare(t *testing.T) {
	notes := "# Supervisor log\n\n### Meeting 4\n\n#### Technical Discussion\n\n" +
		"- Agreed to write the migration guide before the demo.\n" + // 7
		"- Agreed to continue the discussion next week.\n" + // 8
		"- Agreed that the schema looks fine.\n" // 9
	runLineCases(t, []lineCase{
		{"a subjectless agreement to work", notes, 7, w5("", "before the demo", "write the migration guide")},
		{"agreeing to go on talking", notes, 8, w5("", "", "")},
		{"agreeing that something is so", notes, 9, w5("", "", "")},
	})
}

// TestEnTrials26AskedUsTo: the team reports what its client or tutor
// asked of it ("Told us to …", "The client asked the team to …"): the
// team's work, nobody in it named, the asker no owner.
func TestEnTrials26AskedUsTo(t *testing.T) {
	notes := "# Client meeting\n\n## Item 1 - Data update\n\n" +
		"* Client was happy with the demo video.\n" + // 5
		"* Told us to start sharing drafts with the design group.\n" + // 6
		"* The client asked the team to prepare a short deployment guide.\n" + // 7
		"* Our tutor reminded us to submit the group contract.\n" + // 8
		"* Told us to be patient.\n" + // 9
		"* Asked us whether the data is labelled.\n" // 10
	runLineCases(t, []lineCase{
		{"a report is no action", notes, 5, w5("", "", "")},
		{"a subjectless instruction to the team", notes, 6, w5("", "", "start sharing drafts with the design group")},
		{"the asker named, the team the object", notes, 7, w5("", "", "prepare a short deployment guide")},
		{"a reminder of work", notes, 8, w5("", "", "submit the group contract")},
		{"no work after to", notes, 9, w5("", "", "")},
		{"a question asked", notes, 10, w5("", "", "")},
	})
}

// TestEnTrials26GroupWordWithAttendees: notes that list their attendees
// still let a group word own a commitment ("Everyone needs to …"), also
// after a sentence of discussion on the same line — the list names the
// people, no list names "Everyone".
func TestEnTrials26GroupWordWithAttendees(t *testing.T) {
	notes := "# Sync\n\n**Attendees:**\n\n* Ana Ruiz\n* Bo Li\n* Cy Park\n\n## Item 2 - Tools\n\n" +
		"Everyone needs to make an account on the board.\n" + // 11
		"\n" +
		"Discussed the new board for the sprint. Everyone needs to make an account and learn the filters.\n" + // 13
		"\n" +
		"Discussed the board. Everyone will make an account.\n" + // 15
		"\n" +
		"Release will ship the fix.\n" // 17
	runLineCases(t, []lineCase{
		{"a group word's need", notes, 11, w5("Everyone", "", "make an account on the board")},
		{"after a sentence of discussion", notes, 13, w5("Everyone", "", "make an account and learn the filters")},
		{"a group word's will, the title its own clause", notes, 15, w5("Everyone", "", "make an account")},
		{"an unlisted capitalised word is still a thing", notes, 17, w5("", "", "")},
	})
}

// TestEnTrials26TeachingWeekDue: a course's teaching week closes the due
// with its number ("by week 6"); a week counted from now does not take a
// number that follows it.
func TestEnTrials26TeachingWeekDue(t *testing.T) {
	notes := "# Team meeting\n\n## Action items\n\n" +
		"- Mia to submit the risk register by week 6\n" + // 5
		"- Leo to send the slides by the end of week 4\n" + // 6
		"- Mia to book the lab by next week\n" // 7
	runLineCases(t, []lineCase{
		{"the week's number goes with the due", notes, 5, w5("Mia", "by week 6", "submit the risk register")},
		{"the end of a numbered week", notes, 6, w5("Leo", "by the end of week 4", "send the slides")},
		{"a week counted from now", notes, 7, w5("Mia", "by next week", "book the lab")},
	})
}

// TestEnTrials26ClauseAboutAThing: a "to be" after a wh-word and a
// passive future in a relative clause say what becomes of a thing the
// line names, not who will do what — no action and no commitment; a
// commitment of the line's own still reads.
func TestEnTrials26ClauseAboutAThing(t *testing.T) {
	notes := "# Sync\n\n**Attendees:**\n\n* Ana Ruiz\n* Bo Li\n* Cy Park\n\n## Item 2 - Progress\n\n" +
		"* Each section was shown to each member. now everyone knows what is to be completed by week 6.\n" + // 11
		"* Ana has found a dataset that will be used for testing.\n" + // 12
		"* Bo will share the fonts that will be used in the app.\n" // 13
	runLineCases(t, []lineCase{
		{"a wh-clause's to be", notes, 11, w5("", "", "")},
		{"a relative clause's will be", notes, 12, w5("", "", "")},
		{"the line's own commitment", notes, 13, w5("Bo", "", "share the fonts that will be used in the app")},
	})
}

// TestEnTrials26GetParticiple: "get NAME set up" puts a person in a state
// (a participle after the name, no "to"); "get NAME to review" gives them
// work. Opening the line, the first is the writer's group's work.
func TestEnTrials26GetParticiple(t *testing.T) {
	notes := "# Sync\n\n## Item 1 - Tools\n\n" +
		"* Will get Bo set up with the staging server.\n" + // 5
		"* Will get Bo to review the staging config.\n" // 6
	runLineCases(t, []lineCase{
		{"the person set up is no owner", notes, 5, w5("", "", "get Bo set up with the staging server")},
		{"the person asked to work is", notes, 6, w5("Bo", "", "review the staging config")},
	})
}

// TestEnTrials26TeamColon: a sub-team's label before its work ("Data
// team: Annotate …") owns the work; a topic label ("Design: …") and a
// team's report ("Test team: found two bugs") do not.
func TestEnTrials26TeamColon(t *testing.T) {
	notes := "# Team meeting\n\n## Item 2 - Break agenda\n\n" +
		"* Design team: Draft more onboarding screens.\n" + // 5
		"* Test team: Annotate more distant images. No need to label close ups.\n" + // 6
		"* Test team: found two bugs in the upload flow.\n" // 7
	runLineCases(t, []lineCase{
		{"a team's label and its work", notes, 5, w5("Design team", "", "Draft more onboarding screens")},
		{"a verb of work beyond the shared lists", notes, 6, w5("Test team", "", "Annotate more distant images")},
		{"a team's report", notes, 7, w5("", "", "")},
	})
}

// TestEnTrials26HorizonOpensHeading: a future-work heading that opens
// with its week ("## Next Week Deliverables Confirmation") gives its
// items that week, as "Tasks for next week" does; a week heading over no
// work noun gives nothing.
func TestEnTrials26HorizonOpensHeading(t *testing.T) {
	notes := "# Client meeting\n\n## Next Week Deliverables Confirmation\n\n" +
		"- Finalize the deliverable list for each sprint.\n" + // 5
		"\n## Next week's tasks\n\n" +
		"- Book the demo room.\n" // 9
	runLineCases(t, []lineCase{
		{"the week opens the heading", notes, 5, w5("", "Next Week", "Finalize the deliverable list for each sprint")},
		{"with a possessive", notes, 9, w5("", "Next week", "Book the demo room")},
	})
}

// TestEnTrials26NextStepsInclude: "Next steps include finalizing …"
// names the work as "the next step is to …" does; a gerund after
// "include" is the verb.
func TestEnTrials26NextStepsInclude(t *testing.T) {
	notes := "# Tutor meeting\n\n## Other Notes\n\n" +
		"- Next steps include finalizing the deliverables and preparing the issues slide.\n" + // 5
		"- Next steps include the review.\n" // 6
	runLineCases(t, []lineCase{
		{"a gerund after include", notes, 5, w5("", "", "finalize the deliverables and preparing the issues slide")},
		{"a noun after include names no work", notes, 6, w5("", "", "")},
	})
}

// TestEnTrials26OwnerParts: an owner cell that gives each person their
// part ("Xin: tech skills <br> Bo Li: AI part") names the people; a
// single "Name: note" cell stays as written.
func TestEnTrials26OwnerParts(t *testing.T) {
	notes := "# Team meeting\n\n## Action Items\n\n" +
		"| Done? | Item | Responsible | Due Date |\n" + // 5
		"| ---- | ---- | ---- | ---- |\n" +
		"| | Statement of work | Xin: tech skills <br> Bo Li: AI part <br> | 03/12/2024 |\n" + // 7
		"| | Front-end repo | Ceri | 03/12/2024 |\n" // 8
	runLineCases(t, []lineCase{
		{"people with their parts", notes, 7, w5("Xin, Bo Li", "03/12/2024", "Statement of work")},
		{"a plain owner", notes, 8, w5("Ceri", "03/12/2024", "Front-end repo")},
	})
}
