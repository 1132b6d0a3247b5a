package rules

import "testing"

// TestWrappedItemSentences: a list item wrapped over lines whose sentences
// commit several attendees gives each attendee's action, on the line the
// sentence starts on; an item whose later sentences have things or
// questions for subjects stays one item.
func TestWrappedItemSentences(t *testing.T) {
	got, _ := parseWithPossible(t, `# Release sync

### Attendees:

* Mira Okafor
* Tomas Lind
* Ines Valk

### Discussion:

* Mira will backport the parser fixes to the 3.1 branch by cherry
  picking the commits. Tomas will check the packaging scripts. Ines will
  write the changelog.

* Ines proposes a new triage scheme. Tags will show what an issue
  is, and milestones will show when it is likely to be addressed.

* Tomas: Will the installer need a signing key? Will we need to ask
  the foundation for one?
`)
	want := map[string]int{"Mira": 11, "Tomas": 12, "Ines": 12}
	if len(got) != len(want) {
		t.Fatalf("extracted %s; want Mira, Tomas and Ines", dump(got))
	}
	for _, c := range got {
		if line, ok := want[c.Assignee]; !ok || c.Line != line {
			t.Errorf("extracted %q on line %d (%q); want %v", c.Assignee, c.Line, c.Title, want)
		}
	}
}

// TestSpeakerActionLabel: minutes that record who spoke write the action
// a speaker took as a label in the turn ("Hadrian: Action Item. Clarify
// …", "Sarah: ACTION: …"): the speaker owns it, unless the work names its
// own owner; the turn's sentences after the work are no part of it; a
// speaker's turn without a label stays speech.
func TestSpeakerActionLabel(t *testing.T) {
	got, _ := parseWithPossible(t, `# Community call

Present: Hadrian Vale, Sarah Chen, Kim Ortiz

## Discussion
* Sarah: We reviewed the copyright claim.
* Hadrian: Action Item. Clarify the issue with the editors.
* Sarah:  Action item.  Escalate the issue to the chairs.  Future action, not ready today.
* Hadrian: ACTION: Kim to file the bug.
`)
	want := map[int][2]string{7: {"Hadrian", "Clarify the issue with the editors"}, 8: {"Sarah", "Escalate the issue to the chairs"}, 9: {"Kim", ""}}
	if len(got) != len(want) {
		t.Fatalf("extracted %s; want lines 7, 8 and 9", dump(got))
	}
	for _, c := range got {
		w, ok := want[c.Line]
		if !ok || c.Assignee != w[0] || w[1] != "" && c.Title != w[1] || c.Due != "" {
			t.Errorf("line %d: owner %q title %q due %q; want %v", c.Line, c.Assignee, c.Title, c.Due, w)
		}
	}
}

// TestActionHolder: a person written as holding an action — with or
// without an article, "still" holding it, after who spoke — owns it;
// a thing that "has" something to do is no owner.
func TestActionHolder(t *testing.T) {
	got, _ := parseWithPossible(t, `# Community call

Present: Theo Marsh, Ines Valk

## Discussion
* The spec draft has a section to finish.
* eP: Theo still has action to contact the workshop presenters
* Ines has the action item to update the charter.
`)
	if len(got) != 2 || got[0].Assignee != "Theo" || got[0].Title != "contact the workshop presenters" || got[1].Assignee != "Ines" {
		t.Errorf("extracted %s; want Theo's and Ines's actions", dump(got))
	}
}

// TestAsksGroup: a person the notes name asking the whole group to do
// something gives the group the work (a group owner waits for a person
// to name one), with the deadline the request gives.
func TestAsksGroup(t *testing.T) {
	got, _ := parseWithPossible(t, `# Call

Present: Aeva Ross, Tobie Lang

## Notes
- Aeva asks everyone to review and comment on the draft issue.
- Tobie asked all members to fill in the survey by Friday.
- The chair asked whether the survey is anonymous.
`)
	if len(got) != 2 || got[0].Assignee != "everyone" || got[1].Assignee != "all members" || got[1].Due != "by Friday" {
		t.Errorf("extracted %s; want everyone's review and all members' survey", dump(got))
	}
}
