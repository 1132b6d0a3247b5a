package rules

import "testing"

// Issue 28 (helper en-trials35): minutes that are not hand-written
// Markdown — a secretary's minutes exported from a site builder, whose
// roll names each member once with the initials the rest of the minutes
// use — written here as invented notes of the same shape.

// TestEnTrials35RollInitials: "Full Name (FN)" in an attendance roll makes
// the initials that member's name, so "FN to <verb> …" is their task even
// when the verb is not one of the verbs of work ("chase up", "speak to");
// parentheses that are not the name's initials (an employer) name nobody.
func TestEnTrials35RollInitials(t *testing.T) {
	notes := "# Steering group minutes\n\n" +
		"Present: Dana Morel (DM), Lena Ortiz (LO), Piet Adams (ACME)\n\n" +
		"## Reports\n\n" +
		"* DM to chase up the venue contract\n" + // 7
		"* LO to speak to the printer about the flyers.\n" + // 8
		"* ACME to speak to the landlord about the keys.\n" + // 9
		"* Budget report circulated\n"
	runLineCases(t, []lineCase{
		{"initials of a member opening a task", notes, 7, w5("DM", "", "chase up the venue contract")},
		{"initials, a verb outside the work verbs", notes, 8, w5("LO", "", "speak to the printer about the flyers")},
		{"an employer in parentheses is no name", notes, 9, w5("", "", "")},
	})
}

// TestEnTrials35AttendingHeading: "Attending" over a list heads the roll
// as "Attendees" does, so the initials its items give are names too
// (exported pages write the heading with an empty anchor: "## [](#a)Attending").
func TestEnTrials35AttendingHeading(t *testing.T) {
	notes := "## [](#a)Attending\n\n" +
		"* Dana Morel (DM)\n" +
		"* Lena Ortiz (LO)\n\n" +
		"### [](#b)Apologies\n\n" +
		"* Piet Adams (PA)\n\n" +
		"## [](#c)Minutes\n\n" +
		"### Project report\n\n" +
		"* Release 2 went out last week\n" +
		" * DM to chase up the venue contract\n" + // 15
		"* PA to speak to the printer about the flyers.\n" // 16
	runLineCases(t, []lineCase{
		{"initials from an Attending list", notes, 15, w5("DM", "", "chase up the venue contract")},
		{"initials from an Apologies list", notes, 16, w5("PA", "", "speak to the printer about the flyers")},
	})
}
