package rules

import "testing"

// TestDoneActionPossible: an action item the meeting gave and marked done
// in the same notes is told as a possible action; a bare report with the
// mark stays quiet.
func TestDoneActionPossible(t *testing.T) {
	checkTold(t, []toldCase{
		{name: "action item for a name, done", line: 4, want: true, notes: "### Agenda\n\n" +
			"- Kim will step down as chair of the docs group\n" +
			"- Action item for Kim: Post the news on the chat channel. [done]\n"},
		{name: "action item after a remark, done", line: 4, want: true, notes: "### Agenda\n\n" +
			"- Missing a few people who know the other tools\n" +
			"  - Ravi (XY) will talk to the parser folks  Action Item: Ping Lee and Ravi on chat.  [done]\n"},
		{name: "a report marked done", line: 4, want: false, notes: "### Agenda\n\n" +
			"- Kim will step down as chair of the docs group\n" +
			"- Posted the news on the chat channel [done]\n"},
	})
}
