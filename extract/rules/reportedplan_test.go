package rules

import (
	"context"
	"testing"
)

// reportedNotes: invented running notes. Line numbers matter.
const reportedNotes = `# Infra sync

Attendees: Galen, Priya, Tomasz, Ana, Bob, Mirela

## Notes

- Tomasz is recolouring the icons
- Galen is rewriting the installer this week.
- Tomasz said that he would recolour the icons
- Ana mentioned she'd bisect the regression
- Dorota said that she would bisect the regression
- Galen is on leave
- Priya is happy with the result
- Ana is waiting for the vendor
- Mirela is having lunch with the vendor
- Galen was rewriting the installer
- Bob has rewritten the installer
- Tomasz said that the build is green
- Ana said she'd be happy to help
- Mirela should be careful with the quota
- Dorota should think about the design
- Dorota should recolour the icons by Friday
- Mirela should recolour the icons
- Quill will book the room
- Quill is drafting the invitation
- Rhea is drafting the invitation

## Action items

- Tomasz is recolouring the icons
`

// TestProgressiveByShape: a known person's progressive with a verb no
// list names is read by its shape — a possible action alone (a status or
// a plan), an action with its own deadline, the step's owner in an
// action section; so is a subject the notes show committing elsewhere
// ("Quill will …"). A state, waiting, a meal, a past or a perfect is
// none.
func TestProgressiveByShape(t *testing.T) {
	poss := possibleLines(t, reportedNotes, nil)
	owners := ownersByLine(t, reportedNotes)
	cands, err := Parse(context.Background(), []byte(reportedNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{7, 25} {
		if _, ok := poss[line]; !ok {
			t.Errorf("line %d: not a possible action (extracted: %q)", line, owners[line])
		}
	}
	if o, ok := owners[8]; !ok || o != "Galen" {
		t.Errorf("line 8 (progressive with a deadline): owner %q, extracted %v, want Galen:\n%s", o, ok, dump(cands))
	}
	for _, c := range cands {
		if c.Line == 8 && c.Due != "this week" {
			t.Errorf("line 8: due %q, want %q", c.Due, "this week")
		}
	}
	if o := owners[30]; o != "Tomasz" {
		t.Errorf("line 30 (action section): owner %q, want Tomasz:\n%s", o, dump(cands))
	}
	for _, line := range []int{12, 13, 14, 15, 16, 17, 26} {
		if o, ok := owners[line]; ok {
			t.Errorf("line %d extracted (owner %q), want nothing", line, o)
		}
		if p, ok := poss[line]; ok {
			t.Errorf("line %d possible (%v), want nothing", line, p.Signals)
		}
	}
}

// TestReportedPlan: reported speech of a plan — a past verb of saying,
// "that" at will, a pronoun, a modal that looks ahead, a verb of work by
// its shape — is an action to confirm for a person the notes know, and
// for a name they do not list when "he" or "she" reports its plan (the
// pronoun says it is a person: TestEnCommitCompositions); a reported fact
// or a state is none.
func TestReportedPlan(t *testing.T) {
	poss := possibleLines(t, reportedNotes, nil)
	owners := ownersByLine(t, reportedNotes)
	for line, want := range map[int]string{9: "Tomasz", 10: "Ana", 11: "Dorota"} {
		if o := owners[line]; o != want {
			t.Errorf("line %d: owner %q, want %q", line, o, want)
		}
	}
	for _, line := range []int{18, 19} {
		if o, ok := owners[line]; ok {
			t.Errorf("line %d extracted (owner %q), want nothing", line, o)
		}
		if p, ok := poss[line]; ok {
			t.Errorf("line %d possible (%v), want nothing", line, p.Signals)
		}
	}
}

// TestShouldVerbSlot: "Name should …" reads its verb slot by shape
// (verbslot.go): a state or talk commits nobody, even a known person
// ("Mirela should be careful …", "Dorota should think about …"); a verb
// of work does.
func TestShouldVerbSlot(t *testing.T) {
	poss := possibleLines(t, reportedNotes, nil)
	owners := ownersByLine(t, reportedNotes)
	for _, line := range []int{20, 21} {
		if o, ok := owners[line]; ok {
			t.Errorf("line %d extracted (owner %q), want nothing", line, o)
		}
		if p, ok := poss[line]; ok {
			t.Errorf("line %d possible (%v), want nothing", line, p.Signals)
		}
	}
	if o := owners[23]; o != "Mirela" {
		t.Errorf("line 23: owner %q, want Mirela", o)
	}
}

// TestProgressiveUnknownName: a name the notes do not know, in the
// progressive with a verb of work, is a possible action when the line
// carries its own deadline; without one it is a status nobody is told
// about.
func TestProgressiveUnknownName(t *testing.T) {
	notes := "# Infra sync\n\nAttendees: Galen, Priya\n\n## Notes\n\n- Dorota is recolouring the icons this week\n- Dorota is recolouring the icons\n- Dorota is on leave this week\n"
	poss := possibleLines(t, notes, nil)
	owners := ownersByLine(t, notes)
	if _, ok := poss[7]; !ok {
		t.Errorf("line 7: not a possible action (extracted %q)", owners[7])
	}
	for _, line := range []int{8, 9} {
		if p, ok := poss[line]; ok {
			t.Errorf("line %d possible (%v), want nothing", line, p.Signals)
		}
		if o, ok := owners[line]; ok {
			t.Errorf("line %d extracted (owner %q), want nothing", line, o)
		}
	}
}
