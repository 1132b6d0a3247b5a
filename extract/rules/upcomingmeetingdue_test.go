package rules

import "testing"

// TestUpcomingMeetingDue: a meeting still to come, named by when, dates
// the work set for it ("at an upcoming meeting", "at next month's
// Steering Committee meeting", "in advance of next Panel meeting", "…
// next meeting" closing the line); a meeting the work leads to ("invite
// them to next meeting", "a speaker for next meeting") does not.
func TestUpcomingMeetingDue(t *testing.T) {
	notes := "# Action items\n\n" +
		"- Lena will share the survey themes at an upcoming meeting.\n" + // 3
		"- Lena will present the budget at next month’s Steering Committee meeting.\n" + // 4
		"- Omar to circulate the draft in advance of next Panel meeting.\n" + // 5
		"- Omar will bring the venue question up again in the finance review next meeting.\n" + // 6
		"- Lena - reach out to the printers, invite to next meeting\n" + // 7
		"- Omar to invite the caterer to the next meeting\n" // 8
	runLineCases(t, []lineCase{
		{"an upcoming meeting", notes, 3, w5("Lena", "at an upcoming meeting", "share the survey themes")},
		{"next month's named meeting", notes, 4, w5("Lena", "at next month’s Steering Committee meeting", "present the budget")},
		{"in advance of the next one", notes, 5, w5("Omar", "in advance of next Panel meeting", "circulate the draft")},
		{"next meeting closing the line", notes, 6, w5("Omar", "next meeting", "bring the venue question up again in the finance review")},
		{"a meeting the work leads to", notes, 7, w5("Lena", "", "reach out to the printers, invite to next meeting")},
		{"to the next meeting", notes, 8, w5("Omar", "", "invite the caterer to the next meeting")},
	})
}
