package rules

import "testing"

// TestWrapSentencePossible: prose minutes written as paragraphs under a
// bullet put the group's commitment in a sentence that begins mid-line
// and ends on a line below, or after a topic label or a comma; it is
// told as a possible action where it begins. Speech and what a thing
// will do stay quiet.
func TestWrapSentencePossible(t *testing.T) {
	checkTold(t, []toldCase{
		{name: "we will, begun mid-line and wrapped", line: 4, want: true, notes: "## Topics\n\n" +
			"- Board seat: the board is one member short after the spring\n" +
			"  election. We were asked to fill the seat soon. We will take up\n" +
			"  contact with members who said they were interested.\n"},
		{name: "a body will, wrapped", line: 3, want: true, notes: "## Topics\n\n" +
			"- Youth group: we talked about a group for school pupils. The directors will\n" +
			"  write a charter for this group and vote on it at the\n" +
			"  following board call.\n"},
		{name: "passive future opening at a line's end", line: 3, want: true, notes: "## Topics\n\n" +
			"- Directors approved a new travel policy for the club. It\n" +
			"  will be published on the club's site shortly so members can read it.\n"},
		{name: "a group's future after a comma", line: 3, want: true, notes: "## Topics\n\n" +
			"- Sign-off of the budget table done, other working groups will work on checking their own tables\n"},
		{name: "the group's future after a comma, an unlisted verb", line: 3, want: true, notes: "## Topics\n\n" +
			"- Talked about a request to fund the river festival, we will seek more details before deciding\n"},
		{name: "a long subject's future", line: 3, want: true, notes: "## Topics\n\n" +
			"- The review of the member poll results will begin with a focus on access.\n"},
		{name: "a passive future without its subject", line: 3, want: true, notes: "## Topics\n\n" +
			"- We went over the draft charter. It was well liked, but will be reworded slightly. Then\n" +
			"  we moved on.\n"},
		{name: "a progressive future without its subject, wrapped", line: 4, want: true, notes: "## Topics\n\n" +
			"- We talked about whether the club is a national body. We do not want to\n" +
			"  be the only one. We are keen to work with other clubs and will be updating\n" +
			"  our view on the about page in due course.\n"},
		{name: "an aim opening the item", line: 4, want: true, notes: "## Topics\n\n" +
			"- Elections\n" +
			"  - Aiming to open nominations on the 3rd of June and have an extra week for voting\n"},
		{name: "speech of the group", line: 3, want: false, notes: "## Call\n\n" +
			"**Wei**: We will still keep the old client running for the next fork and there are other teams too\n" +
			"**Wei**: I agree with that.\n"},
		{name: "what a thing will do", line: 3, want: false, notes: "## Topics\n\n" +
			"- This will tie into moving the builds over to the new runners next year\n"},
	})
}
