package rules

import "testing"

// Minutes of committees and working groups (issue 28, en-trials16)
// write steps in forms the other readings left without a candidate;
// invented notes of the same shapes.

const stepFormsRoll = `# Steering call

## Attendees
* Dana Smith
* Rui Costa
* Kim Park
* Ada Lin
* Tom Hart

`

// TestAskingNameTo: a request that names who does the work gives that
// person the task, whoever asks.
func TestAskingNameTo(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Budget review
    * Dana: asking Rui to look at how to split the costs.
    * Tom asked Ada to draft the venue contract
`
	checkOwners(t, "asking", ownersByLine(t, notes), map[int]string{12: "Rui", 13: "Ada"}, nil)
}

// TestTalkWithCounterpart: under an agenda, "Kim to discuss the budget"
// is Kim's part in the meeting; "Kim to discuss with Ada to start the
// vote" is a conversation to hold after it, the step the label lists.
func TestTalkWithCounterpart(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Release vote
    * Next steps:
        * Kim to discuss with Ada to start the vote after the holidays
* Kim to discuss the budget
`
	checkOwners(t, "talk-with", ownersByLine(t, notes), map[int]string{13: "Kim"}, []int{14})
}

// TestStepUnderOwnedStep: a step nested under a step whose owner closes
// it in parentheses is that owner's; the nested lines of an action item
// written "Name - task" spell out its scope and are no second action.
func TestStepUnderOwnedStep(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Launch the website (Tom/Ada)
    * Draft the launch email (Tom)
        * Share with the team for review

## Action items
1. Dana - Start the vendor survey
    1. Identify the vendors we already pay
`
	got := ownersByLine(t, notes)
	checkOwners(t, "step under owned", got, map[int]string{12: "Tom", 13: "Tom", 16: "Dana"}, []int{17})
}

// TestParenListStep: among steps closed by their owners in parentheses,
// one whose parentheses name nobody is still a step, its owner to find;
// the same line with no such siblings is left alone.
func TestParenListStep(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Launch the website
    * Add the footer text (Rui)
    * Merge final (someone from the team)
    * Draft the launch email (Tom)
* Hosting
    * Merge final (someone from the team)
`
	checkOwners(t, "paren list", ownersByLine(t, notes), map[int]string{12: "Rui", 13: "", 14: "Tom"}, []int{16})
}

// TestOwnersLeadWithBody: a lead of owners that names a body beside the
// people, or a person with a mark of doubt, gives them all; one name
// and a colon stays a speaker's line, read as before.
func TestOwnersLeadWithBody(t *testing.T) {
	notes := stepFormsRoll + `## Action items
* Dana, Kim, Project leads: Vendor survey ready to send by end of next week.
* Rui?: Decommission the old build server
`
	got := ownerSetsByLine(t, notes)
	want := map[int]string{11: "Dana|Kim|Project leads", 12: "Rui"}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], w, got)
		}
	}
}

// TestClosingDashNamesTo: "… - Kim and Ada to discuss" closing a step
// names its owners.
func TestClosingDashNamesTo(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Vendor contract
    * Next step - talk with the vendor - Kim and Ada to discuss
`
	got := ownerSetsByLine(t, notes)
	if got[12] != "Kim|Ada" {
		t.Errorf("line 12: owners %q, want Kim|Ada (all: %v)", got[12], got)
	}
}

// TestSubjectThenBareWill: "Rui has been working on the model: will pick
// up the draft …" — the sentence's subject commits, the "will" having
// none of its own.
func TestSubjectThenBareWill(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Cost model
    * Rui has been working on the [cost model:](https://example.com) will pick up the draft after the holiday break.
`
	checkOwners(t, "subject then will", ownersByLine(t, notes), map[int]string{12: "Rui"}, nil)
}

// TestClosedStepMarks: outside a list of action items, a step marked
// closed on a date, or whose nested line reports it done, is a record.
func TestClosedStepMarks(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Working groups
    * Action: Dana to propose each item to the groups (completed 2020-09-22, including a note to the board)
    * Kim will create the tracking issue
        * Done: https://example.com/issues/44
    * Ada will create the budget issue
        * See the old thread first
`
	checkOwners(t, "closed", ownersByLine(t, notes), map[int]string{15: "Ada"}, []int{12, 13})
}

// TestSpeakerOffer: an offer of named work in a speaker's words, after
// a sentence of their own or another's, commits the speaker nearest
// before it.
func TestSpeakerOffer(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Roadmap
    * Set the vote for the next meeting. Tom: happy to provide more material, send out the roadmap.
    * Kim: the concern is the process. Glad to take a stab at updating Ada's PR. Dana: can discuss later.
`
	checkOwners(t, "offer", ownersByLine(t, notes), map[int]string{12: "Tom", 13: "Kim"}, nil)
}

// TestTrailingFollowUp: a report whose last clause sets a follow-up in
// time is a step with that deadline; without a time it stays a report.
func TestTrailingFollowUp(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Demo
    * Discussed a shared camera rig for the demo, follow up next week.
    * Discussed the lighting, some follow up
`
	cs := parseNotes(t, notes)
	got := map[int]string{}
	for _, c := range cs {
		got[c.Line] = c.Due
	}
	if d, ok := got[12]; !ok || d != "next week" {
		t.Errorf("line 12: due %q (extracted %v), want next week", d, ok)
	}
	if _, ok := got[13]; ok {
		t.Errorf("line 13 extracted, want no action")
	}
}

// TestSpeakerDelivery: a speaker's word that something will be sent is
// the speaker's task to send it.
func TestSpeakerDelivery(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Survey
    * Dana: budget sheet outstanding, will be sent after the call
`
	checkOwners(t, "delivery", ownersByLine(t, notes), map[int]string{12: "Dana"}, nil)
}

// TestDescribedPurpose: what a thing does for people ("Helps to get
// people started") is no step anyone takes.
func TestDescribedPurpose(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Plugins
    * First talk: an example plugin repository. Helps to get people up and running quickly.
`
	checkOwners(t, "purpose", ownersByLine(t, notes), nil, []int{12})
}

// TestDecidedPolicy: a decision's lead and a bare "will …" state how
// things will be, no one's task; a person named in it keeps the task.
func TestDecidedPolicy(t *testing.T) {
	notes := stepFormsRoll + `## Agenda
* Platform
    * Decided on deprecation policy: will support the current and last two releases.
    * Decided on the venue: Dana will book the hall by Friday.
`
	checkOwners(t, "decided", ownersByLine(t, notes), map[int]string{13: "Dana"}, []int{12})
}
