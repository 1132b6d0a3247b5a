package rules

import "testing"

// Issue 28 (helper en-trials32): forms of scientific collaborations' call
// minutes and student game teams' template notes, written here as
// invented notes of the same shape.

// TestEnTrials32ActionPointLabel: "Action point" is the label others
// write "Action" or "Action item"; with an owner after "for" and a
// polite "please" opening the task, the task is still that owner's.
func TestEnTrials32ActionPointLabel(t *testing.T) {
	notes := "# Consortium call\n\nAttendees: Marta Diaz, Lena Berg, Omar Said\n\n## Minutes\n\nThe survey closed.\n\n" +
		"**Action point for Lena and Omar:** please register the dataset in the catalogue.\n\n" + // 9
		"**Action point:** Marta to circulate the revised timeline.\n\n" + // 11
		"Action for Omar: please archive the old mailing list.\n" // 13
	runLineCases(t, []lineCase{
		{"action point for two, please", notes, 9, w5("Lena and Omar", "", "register the dataset in the catalogue")},
		{"action point, a name to", notes, 11, w5("Marta", "", "circulate the revised timeline")},
		{"action for one, please", notes, 13, w5("Omar", "", "archive the old mailing list")},
	})
}

// TestEnTrials32TrailingActionName: "(Action Name)" closing a sentence
// names whose the work is; a word that is no person ("(action
// required)") does not.
func TestEnTrials32TrailingActionName(t *testing.T) {
	notes := "# Consortium call\n\nAttendees: Marta Diaz, Lena Berg, Omar Said\n\n## Minutes\n\nThe survey closed.\n\n" +
		"The next call will use another conferencing tool (Action Marta).\n\n" + // 9
		"The poster template is out of date (action required).\n" // 11
	runLineCases(t, []lineCase{
		{"(Action Name) at the end", notes, 9, w5("Marta", "", "The next call will use another conferencing tool")},
		{"(action required) names nobody", notes, 11, w5("", "", "")},
	})
}

// TestEnTrials32CallAsEvent: a collaboration's call, telecon or hangout
// is the event a task is due before, as a meeting is.
func TestEnTrials32CallAsEvent(t *testing.T) {
	notes := "# Consortium call\n\nAttendees: Marta Diaz, Lena Berg, Omar Said\n\n## Minutes\n\n" +
		"**Action for Lena:** create the tracking page prior to the next call.\n\n" + // 7
		"Omar will send the figures ahead of the telecon.\n" // 9
	runLineCases(t, []lineCase{
		{"prior to the next call", notes, 7, w5("Lena", "prior to the next call", "create the tracking page")},
		{"ahead of the telecon", notes, 9, w5("Omar", "ahead of the telecon", "send the figures")},
	})
}

// TestEnTrials32AgendaPointPresenter: a numbered agenda point's title
// with the person who brings it in parentheses ("Ad 3) … (Lena)",
// "3) … (Lena)" under the agenda) is a topic, not that person's task; a
// title that opens with a verb of work stays one.
func TestEnTrials32AgendaPointPresenter(t *testing.T) {
	notes := "# Consortium call\n\nAttendees: Marta Diaz, Lena Berg, Omar Said\n\n## Agenda and Minutes\n\n" +
		"**Ad 1) Venue options for the spring school (Marta)**\n\n" + // 7
		"Two venues were compared.\n\n" +
		"**2) Poster printing costs (Lena)**\n\n" + // 11
		"Costs are fine.\n\n" +
		"**3) Book the venue for the spring school (Omar)**\n\n" + // 15
		"Omar has two offers.\n"
	runLineCases(t, []lineCase{
		{"Ad N) topic (Name)", notes, 7, w5("", "", "")},
		{"N) topic (Name) under the agenda", notes, 11, w5("", "", "")},
		{"N) a step (Name) stays", notes, 15, w5("Omar", "", "3) Book the venue for the spring school")},
	})
}

// TestEnTrials32PlaceholderOwner: a tracker row whose owner cell still
// holds the template's word for a person ("[Name]", "Name 2") is work
// nobody has yet: an action with no owner (held for a person to assign),
// not the template's word as its owner and not dropped; a row with a
// person stays.
func TestEnTrials32PlaceholderOwner(t *testing.T) {
	notes := "# Week 3\n\n## Task Tracker\n\n" +
		"| Task | Assigned To | Status |\n|---|---|---|\n" +
		"| Draft the level map | [Mina] | In Progress |\n" + // 7
		"| Record the sound list | [Name] | Not Started |\n" + // 8
		"| Sketch the boss fight | Name 2 | Not Started |\n" // 9
	runLineCases(t, []lineCase{
		{"a person", notes, 7, w5("Mina", "", "Draft the level map")},
		{"[Name]", notes, 8, w5("", "", "Record the sound list")},
		{"Name 2", notes, 9, w5("", "", "Sketch the boss fight")},
	})
}
