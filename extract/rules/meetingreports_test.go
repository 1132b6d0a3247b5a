package rules

import "testing"

// TestReportedDeedNoPossible: under an action heading, "Name reviewed …",
// "XY - discussed …" reports what a member did in the meeting — the
// person and the context are there, no commitment is; a report that goes
// on to commit someone stays possible or extracted.
func TestReportedDeedNoPossible(t *testing.T) {
	notes := "# Board call\n\n" +
		"* Greta Holm (GH) opened the call\n\n" +
		"## Action item review\n\n" +
		"* GH reviewed the open items from the last call\n" + // 7
		"* GH - discussed the travel policy draft with the group\n" + // 8
		"* Paolo Ricci presented the budget summary\n" + // 9
		"* GH and PR Reviewed the budget lines\n" + // 10
		"* GH asked if Paolo could contact the venue, Paolo agreed to check\n" // 11
	ps := possibleLines(t, notes, nil)
	for _, l := range []int{7, 8, 9, 10} {
		if p, ok := ps[l]; ok {
			t.Errorf("line %d: a report of the meeting is a possible action: %+v", l, p)
		}
	}
	got := candsByLine(t, notes)
	if _, ok := got[11]; !ok {
		if _, ok := ps[11]; !ok {
			t.Errorf("line 11: the agreement to check is lost")
		}
	}
}

// TestDiscussionGoesOnNoAction: "will resume discussion next meeting",
// "All are invited to continue the conversation in #slack": the
// meeting's talk carried on is nobody's work; "Continue discussions to
// align the guidelines" is.
func TestDiscussionGoesOnNoAction(t *testing.T) {
	notes := "# Steering notes\n\n" +
		"## Budget\n\n" +
		"* Nora tabled the topic due to time, will resume discussion next meeting\n" + // 5
		"\n**Next steps:** All are invited to continue the conversation in #budget-planning on Slack.\n\n" + // 7
		"## Action items\n\n" +
		"- Continue discussions to align the two style guides into one.\n" // 11
	runLineCases(t, []lineCase{
		{"the discussion resumes next meeting", notes, 5, w5("", "", "")},
		{"an invitation to continue the conversation", notes, 7, w5("", "", "")},
		{"a discussion with a purpose of work", notes, 11, w5("", "", "Continue discussions to align the two style guides into one")},
	})
}

// TestNameDashReportNoShare: "Name - asked for status" / "Name -
// reported that …": a list of what each speaker said in the meeting is
// no list of each one's share of the work.
func TestNameDashReportNoShare(t *testing.T) {
	notes := "# Committee call\n\n" +
		"Present: Hana Weiss, Oskar Lind\n\n" +
		"### Glossary\n\n" +
		" * Hana - asked for status\n" + // 7
		" * Oskar - reported that the print shop is working on the proof, no date yet\n\n" + // 8
		"### Work this week\n\n" +
		" * Hana - finish the glossary draft\n" + // 12
		" * Oskar - book the print shop\n" // 13
	runLineCases(t, []lineCase{
		{"a speaker asked", notes, 7, w5("", "", "")},
		{"a speaker reported", notes, 8, w5("", "", "")},
		{"a person's share of the work", notes, 12, w5("Hana", "", "finish the glossary draft")},
	})
}
