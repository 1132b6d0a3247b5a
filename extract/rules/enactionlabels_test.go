package rules

import (
	"strings"
	"testing"
)

// TestActionLabelBeforeOwner: "Action Dana: …" and "(Action) Sam to …"
// are Dana's and Sam's actions wherever they are written; a label's noun
// written once ("AI Usage: …") is no owner, and such a line is no action
// (notes invented for the test).
func TestActionLabelBeforeOwner(t *testing.T) {
	notes := `# Infra sync

## Notes
* Mirror rotation
    * Action Dana: Push to the release branch after the freeze.
    * Dana asked about the old keys.
* Runners
    * (Action) Sam to archive the old build logs
    * Sam looked at the queue times.
* **AI Usage:** The summary was produced with a writing tool.
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{5: "Dana", 8: "Sam"} {
		if got[line] != want {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
	if o, ok := got[10]; ok {
		t.Errorf("line 10 (a label's noun) extracted with owner %q", o)
	}
}

// TestOwnerLabelThenCapitalVerb: after an owner's label the task's verb,
// capitalised, is no second owner; a second owner that a verb of work
// follows still wins ("Election: Sean to email …").
func TestOwnerLabelThenCapitalVerb(t *testing.T) {
	notes := `## Action items
* Dana: Push to RELEASES.md
* Election: Sean to email the candidates
`
	got := ownersByLine(t, notes)
	if got[2] != "Dana" || got[3] != "Sean" {
		t.Errorf("owners %v, want Dana on 2 and Sean on 3", got)
	}
}

// TestKnownFullNameAtItemEdge: in an action list a full name the notes
// know (attendees and observers written on one line) opening the item
// before its verb, or closing it, owns it; a known name after "with" is
// the work's company, not its owner.
func TestKnownFullNameAtItemEdge(t *testing.T) {
	notes := `Ops sync

* Attendees:

  - Dana Smith, Lee Park

* Observers:

  - Kim Roe, Sam Hill Jr.

Action items
============

- Dana Smith make the mirror inventory
- Renew the wildcard certificate **Lee Park**
- Filter the old build logs Kim Roe, Sam Hill Jr.
- Set up a call with Dana Smith
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{14: "Dana Smith", 15: "Lee Park", 16: "Kim Roe, Sam Hill Jr."} {
		if got[line] != want {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
	if got[17] == "Dana Smith" {
		t.Errorf("line 17: the person to call owns the call")
	}
}

// TestSeveralFullNamesToVerb: "Dana Smith and Lee Park to go through …"
// and "Dana with Lee to get …" in an action list are both people's;
// "Meet with Lee to …" is no one's but the list's.
func TestSeveralFullNamesToVerb(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

## Action items
- Dana Smith and Lee Park to go through the server inventory
- Dana with Lee to get a quote from the hosting provider
- Meet with Lee to plan the migration
`
	got := ownersByLine(t, notes)
	for _, line := range []int{4, 5} {
		if !strings.Contains(got[line], "Dana") || !strings.Contains(got[line], "Lee") {
			t.Errorf("line %d: owner %q, want both people (all: %v)", line, got[line], got)
		}
	}
	if strings.Contains(got[6], "Lee") {
		t.Errorf("line 6: the person met owns the meeting (%q)", got[6])
	}
}

// TestOwnedTaskThenQuestion: an owned task followed by a question about
// it is the task; a question alone in the list asks the group.
func TestOwnedTaskThenQuestion(t *testing.T) {
	notes := `## Action Items
* Dana: Ask Lee about the new runners. Anything to demo?
* Should we move the mirrors to the new host?
`
	got := ownersByLine(t, notes)
	if got[2] != "Dana" {
		t.Errorf("line 2: owner %q, want Dana (all: %v)", got[2], got)
	}
	if _, ok := got[3]; ok {
		t.Errorf("line 3 (a question to the group) extracted")
	}
}

// TestPersonHeadingAfterEmptyActionHeading: minutes that underline every
// title alike ("Action Items" / "-----" / "Dana" / "----") put the
// person's heading beside the empty action heading; the person's items
// are their actions. A person heading after a heading with content is
// not made an action list.
func TestPersonHeadingAfterEmptyActionHeading(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

Notes
-----

Lee
---

- Looked at the queue times

Action Items
------------

Dana
----

- Create an audit of the cloud accounts
- Review the open tickets
`
	got := ownersByLine(t, notes)
	for _, line := range []int{17, 18} {
		if got[line] != "Dana" {
			t.Errorf("line %d: owner %q, want Dana (all: %v)", line, got[line], got)
		}
	}
	if _, ok := got[9]; ok {
		t.Errorf("line 9 (a report under a person heading in the notes) extracted")
	}
}

// TestNoPossibleForDoneOrReviewedLines: a struck-through line and the
// items of an unmarked review of earlier actions are no possible actions;
// a review whose items carry states under them stays a source of
// possible actions.
func TestNoPossibleForDoneOrReviewedLines(t *testing.T) {
	notes := `## Notes
* Action Item Review (All)
    * Follow up [the TC project board](https://example.org/boards/3)
    * Follow up [the protocol board](https://example.org/boards/6)
* ~~Sent: 2025-02-03~~
* Review of last meeting's actions
    * Action: Lee to draft the budget request
        * Blocked on the bookkeeper
    * Action: Discuss who to hire next quarter
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{3, 4, 5} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	if _, ok := got[7]; !ok {
		if _, took := extracted[7]; !took {
			t.Errorf("line 7 (an open action under a review with states) is neither possible nor extracted")
		}
	}
}

// TestAssignedToChildOwnsItem: "- Review the charter" / "  * Assigned
// to: Dana Smith and Lee Park": the nested line names the item's owners
// and is no action of its own.
func TestAssignedToChildOwnsItem(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

Action Items
============

- Write the annual report
- Review the charter

  * Assigned to: Dana Smith and Lee Park
`
	got := ownersByLine(t, notes)
	if !strings.Contains(got[7], "Dana Smith") || !strings.Contains(got[7], "Lee Park") {
		t.Errorf("line 7: owner %q, want both people (all: %v)", got[7], got)
	}
	if _, ok := got[9]; ok {
		t.Errorf("line 9 (the owner line) extracted as an action")
	}
}

// TestSeveralNamesToVerbInProse: in running notes "Dana and Lee to go
// through the audit" commits both people the notes know; the same words
// asked are a question.
func TestSeveralNamesToVerbInProse(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

Audit
-----

Dana and Lee to go through the audit to see what is running

Dana and Lee to go through the audit too?
`
	got := ownersByLine(t, notes)
	if !strings.Contains(got[6], "Dana") || !strings.Contains(got[6], "Lee") {
		t.Errorf("line 6: owner %q, want Dana and Lee (all: %v)", got[6], got)
	}
	if _, ok := got[8]; ok {
		t.Errorf("line 8 (a question) extracted")
	}
}

// TestNestedStepWithKnownFullName: a nested step of an action item that
// closes on a full name the notes know is that person's step.
func TestNestedStepWithKnownFullName(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

## Action items
- Move the proposal for the CI guide to discussions Lee Park
  - Generate the site skeleton Dana Smith
  - Describe the runners in the guide
`
	got := ownersByLine(t, notes)
	if got[5] != "Dana Smith" {
		t.Errorf("line 5: owner %q, want Dana Smith (all: %v)", got[5], got)
	}
}

// TestNoPossibleForLowercaseSubject: a "commitment" whose subject the
// notes also write in lower case (a thing, capitalised as the sentence
// opens) is no possible action; a named person's commitment stays one.
func TestNoPossibleForLowercaseSubject(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

## Notes
- Three machines for the conference had networking turned off
- Machines will hopefully be deleted
- Dana will be stepping down from the committee at the end of the year.
- Some dates moved, but overall fine. Lee will talk to the hosting team about it.
`
	got := possibleLines(t, notes, nil)
	for _, line := range []int{5} {
		if p, ok := got[line]; ok {
			t.Errorf("line %d is possible (%v), want quiet", line, p.Signals)
		}
	}
	extracted := ownersByLine(t, notes)
	if _, ok := got[7]; !ok {
		if _, took := extracted[7]; !took {
			t.Errorf("line 7 (Lee's commitment) is neither possible nor extracted")
		}
	}
}

// TestAgendaAndNotesHoldMinutes: under "Agenda and Notes" a person
// committing to talk to someone after the meeting is an action; under
// an agenda alone, "Lee to talk about the roadmap" is Lee's part in the
// meeting.
func TestAgendaAndNotesHoldMinutes(t *testing.T) {
	notes := `Attendees: Dana Smith, Lee Park

#### Agenda and Notes
* Elections
    * Some dates were shifted, but overall fine. Dana will talk to the election officer about the changes.

#### Agenda
* Lee to talk about the roadmap
`
	got := ownersByLine(t, notes)
	if got[5] != "Dana" {
		t.Errorf("line 5: owner %q, want Dana (all: %v)", got[5], got)
	}
	if _, ok := got[8]; ok {
		t.Errorf("line 8 (an agenda item) extracted")
	}
}

// TestRollWithStates: "* Observers" / "  * Lee Park, remote": the
// state after the name leaves the name a person the notes know, so the
// full name closing an action item owns it.
func TestRollWithStates(t *testing.T) {
	notes := `# Infra sync

* Observers
    * Lee Park, remote

#### Action items
* Renew the wildcard certificate Lee Park
`
	got := ownersByLine(t, notes)
	if got[7] != "Lee Park" {
		t.Errorf("line 7: owner %q, want Lee Park (all: %v)", got[7], got)
	}
}

// TestSlashedActionHeading: "A/I" and "A/Is" (action items, as notes
// abbreviate them) head an action list as "AIs" does.
func TestSlashedActionHeading(t *testing.T) {
	runFormCases(t, []formCase{{"en: A/I, A/Is", `# Sync

## A/I
- Jane: migrate the staging DB
- Bob to update the docs

## A/Is:
- Carol - book the room
`, []want{
		{line: 4, owners: "Jane", title: "migrate the staging DB"},
		{line: 5, owners: "Bob", title: "update the docs"},
		{line: 8, owners: "Carol", title: "book the room"},
	}}})
}

// TestBoldActionLabelNoColon: the action label and its owners set in bold,
// the work after the bold with no colon ("**ACTION Rowan & Tess** Book
// the hall", "**Action Rowan** ask the caretaker …") are the named
// people's actions; a bold label whose next word is the work's verb is no
// owner (notes invented for the test).
func TestBoldActionLabelNoColon(t *testing.T) {
	notes := `## 2031-05-02 garden committee
Attendees: Rowan, Tess, Ines

#### Tool shed
R: the lock is broken again.
**ACTION Rowan & Tess** Book the hall for the seed swap
**Action Ines** ask the caretaker about a new lock before the next meeting
**ACTION Replace the hinge on the shed door
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{6: "Rowan & Tess", 7: "Ines"} {
		if got[line] != want {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
	if o := got[8]; o != "" {
		t.Errorf("line 8: a verb after the label is no owner, got %q", o)
	}
}

// TestNameLineUnderTaskOwnsIt: an action whose one nested line is only a
// name is that person's ("- todo: drop the old hook" / "    - marta",
// with Marta written again elsewhere), and the name line is no possible
// action of its own; a word capitalised once ("Yay"), a file name, or a
// name among several nested lines gives no owner (notes invented for the
// test).
func TestNameLineUnderTaskOwnsIt(t *testing.T) {
	notes := `# Platform sync

Attendees: Marta Quell, Jun Oda

## Notes
- Webhooks
    - todo: drop the old webhook docs
        - marta
    - TODO: rotate the signing key
        - Jun Oda
    - todo: update the chart notes
        - Yay
    - TODO: prune the release list
        - RELEASES.md
    - todo: send the survey
        - Marta Quell
        - Jun Oda
- Marta closed the old runner ticket.
`
	got, pos := parseWithPossible(t, notes)
	owners := map[int]string{}
	for _, c := range got {
		owners[c.Line] = c.Assignee
	}
	for line, want := range map[int]string{7: "marta", 9: "Jun Oda", 11: "", 13: "", 15: ""} {
		if o, ok := owners[line]; !ok || o != want {
			t.Errorf("line %d: owner %q (read %v), want %q\n%s", line, o, ok, want, dump(got))
		}
	}
	for _, pa := range pos {
		if pa.Line == 8 || pa.Line == 10 {
			t.Errorf("owner line %d possible: %s", pa.Line, pa.SignalText())
		}
	}
}
