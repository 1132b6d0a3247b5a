package rules

import (
	"strings"
	"testing"
)

// Issue 28 (helper en-trials30): forms of plain-text, AsciiDoc,
// reStructuredText and HTML minutes — IRC meeting summaries, a club's
// minutes typed by its secretary — written here as invented notes of the
// same shape.

// TestEnTrials30TitleUnderlines: AsciiDoc and reStructuredText underline
// titles with "~", "^", "+", "#" as well as "=" and "-". A run of "~"
// under a title of its length is that title's underline, not a code
// fence that hides every line after it; a fence after a blank line
// stays a fence.
func TestEnTrials30TitleUnderlines(t *testing.T) {
	notes := "Project Sync\n============\n\nServer move\n-----------\nWe looked at the new host.\n\n" +
		"Conclusion\n" + // 8
		"~~~~~~~~~~\n" + // 9
		"Marek will copy the backups to the new host.\n\n" + // 10
		"Group 2\n" + // 12
		"^^^^^^^\n" + // 13
		"Ilse will redraw the logo.\n" // 14
	runLineCases(t, []lineCase{
		{"after a tilde underline", notes, 10, w5("Marek", "", "copy the backups to the new host")},
		{"after a caret underline", notes, 14, w5("Ilse", "", "redraw the logo")},
	})
	fence := "# Notes\n\nSome text here.\n\n~~~\n" +
		"Marek will copy the backups to the new host.\n" + // 6
		"~~~\n"
	runLineCases(t, []lineCase{
		{"a fence after a blank line stays code", fence, 6, w5("", "", "")},
	})
}

// TestEnTrials30HTMLWrappedParagraph: a <p> typed over several source
// lines keeps each sentence on the line it starts on — the action two
// lines below the paragraph's start is found there, with its deadline
// from the next line.
func TestEnTrials30HTMLWrappedParagraph(t *testing.T) {
	notes := "<h2>Treasurer</h2>\n\n<p>The treasurer reported that the club had a bank\n" +
		"balance of $310 and that eleven members had paid. Members\n" +
		"were pleased. Dale will order the new antenna by\n" + // 5
		"Friday and report back.</p>\n"
	runLineCases(t, []lineCase{
		{"the sentence's own line", notes, 5, w5("Dale", "by Friday", "order the new antenna and report back")},
		{"not the paragraph's first line", notes, 3, w5("", "", "")},
	})
}

// TestEnTrials30Appositive: a member named with a call sign, a member
// number or an office between the name and the verb ("Ken, VA3KA, will
// …", "Ken (VA3KA) …", "Ken VA3KA will …", "Dale, our treasurer, will
// …"), the closing comma often left out, and a linking phrase before the
// name ("In the meantime, Rick offered to …"): the commitment is the
// person's.
func TestEnTrials30Appositive(t *testing.T) {
	notes := "# Club meeting\n\nPresent: Ken Asmus, Dale Hennigar, Rick Bandla\n\n## Reports\n\n" +
		"Ken, VA3KA, will search out another bank for the club funds.\n\n" + // 7
		"Ken VA3KA will renew the domain name.\n\n" + // 9
		"Ken, VA3KA took an action to prepare the insurance paperwork.\n\n" + // 11
		"Dale, our treasurer, will file the tax return.\n\n" + // 13
		"In the meantime, Rick (VE3CVG) offered to print enough cards for the show.\n" // 15
	runLineCases(t, []lineCase{
		{"call sign between commas", notes, 7, w5("Ken", "", "search out another bank for the club funds")},
		{"call sign, no commas", notes, 9, w5("Ken", "", "renew the domain name")},
		{"call sign, closing comma left out", notes, 11, w5("Ken", "", "prepare the insurance paperwork")},
		{"an office between commas", notes, 13, w5("Dale", "", "file the tax return")},
		{"a linking phrase before the name", notes, 15, w5("Rick", "", "print enough cards for the show")},
	})
	for in, want := range map[string]string{
		"Ken, Dale, will bring the cables":   "Ken, Dale, will bring the cables",
		"Ken, VA3KA, will renew the domain":  "Ken will renew the domain",
		"Ken (VO1NO/VE3) will book the room": "Ken will book the room",
	} {
		if got := dropAppositive(in); got != want {
			t.Errorf("dropAppositive(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEnTrials30ReportedForms: reported speech with a future progressive
// ("he would be ordering …"): the gerund is the verb of the plan, and
// the plan is the person's.
func TestEnTrials30ReportedForms(t *testing.T) {
	notes := "# Dev meeting\n\nParticipants: Doug, Marta\n\n## Hardware\n\n" +
		"Doug mentioned he would be ordering the remaining parts for the beacon.\n" // 7
	runLineCases(t, []lineCase{
		{"would be + gerund", notes, 7, w5("Doug", "", "order the remaining parts for the beacon")},
	})
}

// TestEnTrials30RelayedAsk: what another body asks the group to
// consider, hedged with "should", commits nobody at the meeting.
func TestEnTrials30RelayedAsk(t *testing.T) {
	notes := "# Task group call\n\n## Updates\n\n" +
		"The steering board has requested that as a task group we should prioritise the public review by the end of the year.\n"
	runLineCases(t, []lineCase{
		{"a relayed request", notes, 5, w5("", "", "")},
	})
}

// TestEnTrials30PronounPlan: running minutes name a member once and go
// on with "He"/"She": the plan is the person an earlier sentence of the
// paragraph opens with, not a name later on the line. Another subject in
// between leaves the pronoun unresolved.
func TestEnTrials30PronounPlan(t *testing.T) {
	notes := "# Club meeting\n\nPresent: Nadia Rowe, Piet Kuiper, Omar Said\n\n## Treasurer\n\n" +
		"Nadia reported that the club had a balance of $310. Earlier she opened a new account. She will send the membership list to Piet.\n\n" + // 7
		"Omar showed the new antenna. The mast is rusty. He will repaint the mast.\n" // 9
	runLineCases(t, []lineCase{
		{"the subject of an earlier sentence", notes, 7, w5("Nadia", "", "send the membership list to Piet")},
	})
	got := candsByLine(t, notes)
	if c, ok := got[9]; ok && strings.Contains(c.Title, "repaint") && len(c.Owners) > 0 {
		t.Errorf("line 9: another subject in between, want the pronoun unresolved, got %+v", c)
	}
}
