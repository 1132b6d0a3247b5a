package rules

import (
	"context"
	"strings"
	"testing"
)

// Board, club and team minutes (made up for the test) set deadlines by
// an event of their own: the end of a period, a gathering or milestone
// named by its noun, a clause saying when something goes out. Each
// dates the work the line was already read as; none makes a topic an
// action, and "before the meeting days" names days, not a deadline.
func TestEnglishEventDues(t *testing.T) {
	runFormCases(t, []formCase{
		{"the end of a period, an event by its noun, a clause of when", `# Platform retro

## Actions
- Mira and Kofi will quarantine the flaky tests before the end of the sprint
- Hamid will update the status page template before the notice goes out
- Lucy to write the migration FAQ ahead of the customer webinar
- Secretary will circulate the updated membership list before the AGM
`, []want{
			{line: 4, owners: "Mira Kofi", due: "before the end of the sprint", title: "quarantine the flaky tests"},
			{line: 5, owners: "Hamid", due: "before the notice goes out", title: "update the status page template"},
			{line: 6, owners: "Lucy", due: "ahead of the customer webinar", title: "write the migration FAQ"},
			{line: 7, owners: "Secretary", due: "before the AGM", title: "circulate the updated membership list"},
		}},
		{"a line's own event deadline over its heading's", `# Lab meeting

## For next week
- everyone: upload slides to the shared drive before the meeting
`, []want{
			{line: 4, owners: "everyone", due: "before the meeting", title: "upload slides to the shared drive"},
		}},
		{"a noun that goes on names something else", `## Action items
- Martin to plan two hack days (before the meeting days)
`, []want{
			{line: 2, owners: "Martin", due: "", title: "plan two hack days (before the meeting days)"},
		}},
	})
}

// parseTranscript reads notes as the notes package hands a call's
// transcript to the extractor: one "Speaker: words" line per turn.
func parseTranscript(t *testing.T, notes string) []want {
	t.Helper()
	got, err := parseWith(context.Background(), []byte(notes), nil, true, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []want
	for _, c := range got {
		out = append(out, want{line: c.Line, owners: strings.Join(c.Owners, " "), due: c.Due, title: c.Title})
	}
	return out
}

// Speech-to-text transcripts (made up): numbered voices own what they
// say they will do; a turn's fillers and "I'll" are no part of the
// title, a remark before a commitment does not title it; a request
// accepted in the next turn is the accepting speaker's.
func TestEnglishTranscriptTurns(t *testing.T) {
	cases := []struct {
		name, notes string
		want        []want
	}{
		{"numbered voices", `Speaker 1: Okay, I'll ping design about the hero image today.
Speaker 2: The copy is done.
Speaker 3: I can also draft the email invite by Tuesday if that helps.
`, []want{
			{line: 1, owners: "Speaker 1", due: "today", title: "ping design about the hero image"},
			{line: 3, owners: "Speaker 3", due: "by Tuesday", title: "draft the email invite if that helps"},
		}},
		{"fillers and a remark before the commitment", `Grace Liu: Let's go through the open tickets.
Samir Aziz: The SSO one is still open. I'll reproduce it on staging this afternoon.
Dana Kim: Okay. I'll send that over to finance by Friday once it comes in.
`, []want{
			{line: 2, owners: "Samir Aziz", due: "this afternoon", title: "reproduce it on staging"},
			{line: 3, owners: "Dana Kim", due: "by Friday", title: "send that over to finance once it comes in"},
		}},
		{"a request accepted in the next turn", `Grace Liu: Okay. Hannah, could you reply to the customer and let them know we're on it?
Hannah Cole: Sure, will do.
Dana Kim: We still need someone to add an alert on disk usage for the replicas. Can you take that, Omar?
Omar Haddad: Sure, I can do that this week.
`, []want{
			{line: 2, owners: "Hannah Cole", due: "", title: "reply to the customer and let them know we're on it"},
			{line: 4, owners: "Omar Haddad", due: "this week", title: "add an alert on disk usage for the replicas"},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := parseTranscript(t, tc.notes)
			if len(got) != len(tc.want) {
				t.Fatalf("got %+v, want %+v", got, tc.want)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("got %+v, want %+v", got[i], tc.want[i])
				}
			}
		})
	}
}

// Minutes of public bodies and boards (made up) name who acts by
// office, after "The" or in the passive of an assignment; motions and
// reports beside them are no one's task.
func TestEnglishOfficeSubjects(t *testing.T) {
	runFormCases(t, []formCase{
		{"an office after The, a passive assignment", `CITY COMMISSION — REGULAR MEETING MINUTES

NEW BUSINESS
A. Downtown parking study. The City Manager was directed to issue a request for proposals by June 1.
B. Two residents spoke about speeding on Oak Street. The Police Chief will look into adding a speed trailer.
C. Commissioner Hart moved to approve the consent agenda; Commissioner Nguyen seconded. Motion carried 5-0.
`, []want{
			{line: 4, owners: "City Manager", due: "by June 1", title: "issue a request for proposals", needsHuman: true},
			{line: 5, owners: "Police Chief", due: "", title: "look into adding a speed trailer", needsHuman: true},
		}},
	})
}

// An owner or deadline field on its own line under a numbered item,
// indented to its text, is that item's: it neither leaves the item
// without an owner nor hands its deadline to the items after it.
func TestEnglishItemFieldLines(t *testing.T) {
	runFormCases(t, []formCase{
		{"Owner: and Due: under each item", `# Incident review

## Follow-ups
1. Add a canary stage to the checkout deploy
   Owner: Bruno
   Due: Jun 26
2. Alert on empty payment responses
   Owner: Lea
3. Update the deploy runbook with the rollback steps
   Owner: Bruno
`, []want{
			{line: 4, owners: "Bruno", due: "Jun 26", title: "Add a canary stage to the checkout deploy"},
			{line: 7, owners: "Lea", due: "", title: "Alert on empty payment responses"},
			{line: 9, owners: "Bruno", due: "", title: "Update the deploy runbook with the rollback steps"},
		}},
	})
}

// A done label with the period it covers files its items as done work,
// as the label alone does; the plan after it is the team's to do.
func TestEnglishDoneLabelPeriod(t *testing.T) {
	runFormCases(t, []formCase{
		{"What we did this week:", `Capstone team meeting
Attendance: Alex, Bree, Chen

What we did this week:
- Alex set up CI on GitHub Actions
- Bree finished the wireframes

Plan for next week:
- Chen will write the API endpoints by Sunday
`, []want{
			{line: 9, owners: "Chen", due: "by Sunday", title: "write the API endpoints"},
		}},
	})
}

// Research-lab minutes (made up) give actions to initials before a bare
// verb, and a speaker promises a deliverable by the state it will be in.
func TestEnglishLabInitialsAndHaveReady(t *testing.T) {
	runFormCases(t, []formCase{
		{"initials and a bare verb after Action:", `# Vision lab meeting

## Action items
- Action: JS run the ablation on augmentation strength
- Action: RK try gradient checkpointing for the OOM
`, []want{
			{line: 4, owners: "JS", due: "", title: "run the ablation on augmentation strength"},
			{line: 5, owners: "RK", due: "", title: "try gradient checkpointing for the OOM"},
		}},
	})
	got := parseTranscript(t, `Carlos Mendes: Then the release notes. Ben, are you still on those?
Ben Ortiz: Yeah, I'll have them ready by Wednesday.
`)
	if len(got) != 1 || got[0].owners != "Ben Ortiz" || got[0].due != "by Wednesday" {
		t.Errorf("got %+v, want Ben Ortiz's release notes by Wednesday", got)
	}
}

// A board that agrees to wait decides; it takes no task. The motion
// beside it is a record too.
func TestEnglishAgreedToWait(t *testing.T) {
	runFormCases(t, []formCase{
		{"agreed to wait, a motion carried", `Parish Council minutes

Old business
- Roof repair: the second quote came in at $22,000. Council agreed to wait for the third quote.
- MOTION: To accept the picnic budget. Moved by Tom, seconded by Ana. Carried.
`, nil},
	})
}
