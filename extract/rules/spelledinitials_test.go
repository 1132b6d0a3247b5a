package rules

import "testing"

// TestInitialsSpelledInText: a member named in full once, with the
// initials in parentheses, wherever that first mention is ("Rosa Quint
// (RQ) opened the call"), is the person the initials stand for later in
// the minutes; a body spelt out the same way ("Steering Review Board
// (SRB)") is not.
func TestInitialsSpelledInText(t *testing.T) {
	notes := "# Working group call\n\n" +
		"Present: Marek Hollis, Dee Sand\n\n" +
		"## Welcome\n\n" +
		"* Rosa Quint (RQ) opened the call and went through the agenda\n" +
		"* Ilya Brandt (IB) took the notes\n\n" +
		"## Roadmap\n\n" +
		"* RQ intends to bring the revised budget to the sponsors\n" + // 12
		"* IB will reach out to Marek about the test lab\n" + // 13
		"* Steering Review Board (SRB) met last week\n" +
		"* SRB intends to publish the review\n" + // 15
		"* **ACTION** Rosa Quint (RQ) to send the minutes\n" + // 16
		"* Pull Request (PR) templates came up\n" +
		"* PR intends to fix the build\n" // 18
	runLineCases(t, []lineCase{
		{"initials spelt out when the member first speaks", notes, 12, w5("RQ", "", "bring the revised budget to the sponsors")},
		{"the initials, not the name after \"to\", own the task", notes, 13, w5("IB", "", "reach out to Marek about the test lab")},
		{"a body's acronym is no person", notes, 15, w5("", "", "")},
		{"a spelt-out name after a marker word", notes, 16, w5("Rosa Quint", "", "send the minutes")},
		{"a thing's initials are no person", notes, 18, w5("", "", "")},
	})
}

// TestSpelledInitialsLeaveTheOwner: "Name (NM) and XY will …", "Name
// (NM) to …": the initials in parentheses repeat the name and keep it the
// owner.
func TestSpelledInitialsLeaveTheOwner(t *testing.T) {
	notes := "# Call notes\n\n" +
		"* Hana Weiss (HW) gave the update on the pilot\n\n" +
		"## Pilot\n\n" +
		"* Oskar Lind (OL) and HW will compare the two hosting quotes\n" + // 7
		"* **ACTION** Oskar Lind (OL) to sync with HW on the quotes\n" // 8
	runLineCases(t, []lineCase{
		{"a spelt-out name and initials own a commitment", notes, 7, w5("Oskar Lind and HW", "", "compare the two hosting quotes")},
		{"an action marker's spelt-out owner", notes, 8, w5("Oskar Lind", "", "sync with HW on the quotes")},
	})
}
