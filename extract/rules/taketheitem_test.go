package rules

import "testing"

// TestSpeakerHappyToTakeThisOn: after a speaker's label, "happy to take
// this (on) and …" offers to take the item on — the speaker's work — as
// "will take this" does; "happy to see this …" stays a feeling, and
// "agree that we could …" seconds a suggestion, no one's task (notes
// invented for the test).
func TestSpeakerHappyToTakeThisOn(t *testing.T) {
	notes := `## 2031-09-10 allotment society

Attendees: Wren, Omar, Lise

- Shared tool store
    - Omar: the padlock keeps jamming.
    - Wren: happy to take this on and make sure we have a new lock by the spring fair.
    - Lise: happy to see the store tidier lately.
    - Omar: agree that we could ask the parish council about a shed in May.
`
	got := ownersByLine(t, notes)
	if got[7] != "Wren" {
		t.Errorf("line 7: owner %q, want Wren (all: %v)", got[7], got)
	}
	if o, ok := got[8]; ok {
		t.Errorf("line 8: a feeling read as an offer of %q", o)
	}
	if o, ok := got[9]; ok {
		t.Errorf("line 9: agreeing to what someone could do read as a task of %q", o)
	}
}
