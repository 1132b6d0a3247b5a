package rules

import "testing"

// A meeting's record opened by its date in brackets ("[June 4, 2031]"
// over "< Participants >" … "< Action Items >"): the date is when the
// meeting met, no deadline of the action items listed in its record.
func TestDatelinePartGivesNoDue(t *testing.T) {
	notes := "# Board meetings\n\n【Agenda and Notes】\n\n[June 4, 2031]\n\n< Participants >\n\n* Orla, present\n\n< Action Items >\n* Orla: Renew the venue booking.\n"
	runLineCases(t, []lineCase{
		{"the meeting's date is no due", notes, 12, w5("Orla", "", "Renew the venue booking")},
	})
}
