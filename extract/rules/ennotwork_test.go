package rules

import (
	"strings"
	"testing"
)

// TestFollowUpsThatGiveNoWork: a follow-up list also holds lines that
// give no one work — nothing to report, thanks, an absence, a pointer
// to a document, a routine and a calendar event — which are neither
// tasks nor possible actions; the work beside them is read, as is a
// commitment after a greeting ("Congratulations to Sam. Robin will send
// a note") and a verb that ends in "out" ("Reach out to …"). A passive
// future names what the work is done to, not who does it ("Recording
// will be posted") (notes invented for the test).
func TestFollowUpsThatGiveNoWork(t *testing.T) {
	lines := []string{
		"# Team sync", // 1
		"Attendees: Dana Ruiz, Bob Lee, Carol Diaz", // 2
		"",                                            // 3
		"## Follow-ups",                               // 4
		"- Bob: nothing new",                          // 5
		"- Carol - no updates",                        // 6
		"- Thanks to Carol for the demo!",             // 7
		"- Carol is out next week",                    // 8
		"- Bob on vacation Dec 20 - Jan 3",            // 9
		"- See the doc: https://example.org/doc",      // 10
		"- Office hours every Tuesday at 3pm",         // 11
		"- The board meets on Dec 15",                 // 12
		"- Release freeze starts Dec 18",              // 13
		"- Congrats to Sam. Dana will send a note",    // 14
		"- Reach out to the venue about dates (Bob)",  // 15
		"- Recording will be posted on the team site", // 16
		"- Bob to send the invoice by Friday",         // 17
	}
	notes := strings.Join(lines, "\n")
	got := ownersByLine(t, notes)
	for l := 5; l <= 13; l++ {
		if o, ok := got[l]; ok {
			t.Errorf("line %d (%s): extracted (owner %q), want no task", l, lines[l-1], o)
		}
	}
	checkOwners(t, "follow-ups", got, map[int]string{14: "Dana", 15: "Bob", 16: "", 17: "Bob"}, nil)
	possible := possibleLines(t, notes, nil)
	for l := 5; l <= 13; l++ {
		if _, ok := possible[l]; ok {
			t.Errorf("line %d (%s): shown as a possible action", l, lines[l-1])
		}
	}
}

// TestThingFutures: in discussion, what a thing will do or undergo
// ("This will be included in …", "Kubernetes 1.30 will drop …") is no
// one's task, though its deadline and verb add up like a commitment; a
// body of the group ("The security team will audit …") and a person
// take work (notes invented for the test).
func TestThingFutures(t *testing.T) {
	lines := []string{
		"# Platform sync", // 1
		"Attendees: Dana Ruiz, Bob Lee, Carol Diaz", // 2
		"",              // 3
		"## Discussion", // 4
		"- This will be included in the 2.1 release candidate next week.", // 5
		"- Kubernetes 1.30 will drop support for the flag by March.",      // 6
		"- The security team will audit the cluster next week.",           // 7
		"- Dana will present the roadmap at the all-hands.",               // 8
	}
	got := ownersOf(t, lines)
	checkOwners(t, "thing futures", got, map[int]string{7: "security team", 8: "Dana"}, []int{5, 6})
}

// TestActionTableSumAndNoteRows: an action table's sum row and a note
// row are no tasks; its task rows, done or not, are read (notes
// invented for the test).
func TestActionTableSumAndNoteRows(t *testing.T) {
	lines := []string{
		"## Action items",                       // 1
		"",                                      // 2
		"| # | Action | Owner | Due | Status |", // 3
		"|---|--------|-------|-----|--------|", // 4
		"| 1 | Draft the migration guide | Dana | 12/10 | Open |", // 5
		"| 2 | Total | | | |",                               // 6
		"| 3 | Book the venue | Carol | next week | Open |", // 7
		"| 4 | Notes: see the wiki | | | |",                 // 8
	}
	checkOwners(t, "action table", ownersOf(t, lines), map[int]string{5: "Dana", 7: "Carol"}, []int{6, 8})
}

// TestOneWorkItsVariants: under a parent that announces several pieces
// of work ("New docs needed", "Issues to be filed:") each nested item is
// one; under one piece of work ("Diagram needed") the nested words are
// its variants, no tasks (notes invented for the test).
func TestOneWorkItsVariants(t *testing.T) {
	lines := []string{
		"## Notes",              // 1
		"- Diagram needed",      // 2
		"  - Simple",            // 3
		"  - Complex",           // 4
		"- New docs needed",     // 5
		"  - Install guide",     // 6
		"  - Upgrade notes",     // 7
		"- Issues to be filed:", // 8
		"  - Flaky ARM build",   // 9
		"  - Slow cold start",   // 10
	}
	checkOwners(t, "announced work", ownersOf(t, lines), map[int]string{6: "", 7: "", 9: "", 10: ""}, []int{3, 4})
}

// TestGerundIsNoOwner: "Using GitHub to create the project" is a remark
// on how, not GitHub's (or "Using GitHub"'s) task (notes invented for
// the test).
func TestGerundIsNoOwner(t *testing.T) {
	lines := []string{
		"## Notes",                               // 1
		"- Moving forward with the new CMS",      // 2
		"  * Using GitHub to create the project", // 3
	}
	if o, ok := ownersOf(t, lines)[3]; ok && o != "" {
		t.Errorf("line 3: owner %q, want none", o)
	}
}

// TestWorkDoneThroughOthers: "Andrea to have the field renamed" is
// Andrea's work (to confirm outside an action list), titled without her
// name; "Priya to have lunch" gives no work (notes invented for the
// test).
func TestWorkDoneThroughOthers(t *testing.T) {
	notes := "Participants:\n- Andrea Frittoli\n- Priya Nair\n- Ben Powell\n\nAgenda:\n- Spec changes\n    - Andrea to have the version field renamed to specversion\n    - Priya to have lunch with the vendor\n"
	cands := candsByLine(t, notes)
	if c, ok := cands[8]; !ok || c.Assignee != "Andrea" || strings.HasPrefix(c.Title, "Andrea") {
		t.Errorf("line 8: %+v (extracted %v), want Andrea's work titled without her name", c, ok)
	}
	if c, ok := cands[9]; ok {
		t.Errorf("line 9 extracted: %+v", c)
	}
}

// TestMeetingPlansAndKeepDecisions: among action items, when the group
// meets ("We'll skip next week's meeting") and a decision to keep or
// pick ("We will use Postgres", "Keep the current cadence", "Continue
// as planned") give no new work; the group's review and a decision
// still to take are read (notes invented for the test).
func TestMeetingPlansAndKeepDecisions(t *testing.T) {
	lines := []string{
		"## Action items",                          // 1
		"- We will use Postgres for the service",   // 2
		"- We will meet again on Dec 12",           // 3
		"- We'll skip next week's meeting",         // 4
		"- No meeting next week",                   // 5
		"- Keep the current release cadence",       // 6
		"- Continue as planned",                    // 7
		"- The team will review the RFC by Friday", // 8
		"- We need to decide on the logo",          // 9
	}
	checkOwners(t, "meeting plans", ownersOf(t, lines), map[int]string{8: "The team", 9: ""}, []int{2, 3, 4, 5, 6, 7})
}

// TestThanksThenAskAndRecurringWork: thanks followed by a request
// ("Winnie: Thanks for the notes! Please keep collecting them") asks for
// work, and work to do every week ("All reports will be posted every
// Thursday") is work, not a routine of the calendar (notes invented for
// the test).
func TestThanksThenAskAndRecurringWork(t *testing.T) {
	lines := []string{
		"## Next week", // 1
		"* Winnie: Thanks for the notes! Please keep collecting them", // 2
		"* All reports will be posted every Thursday after the call",  // 3
		"* Office hours every Tuesday at 3pm",                         // 4
	}
	checkOwners(t, "thanks and routines", ownersOf(t, lines), map[int]string{2: "Winnie", 3: "All"}, []int{4})
}
