package rules

import "testing"

// Issue 28 (helper 28o): forms read on minutes of teams nobody tuned on,
// written here as invented notes of the same shape.

// TestMarkerOwnerCommittedElsewhere: "TODO: Name updates …" names its
// owner when the notes commit that person elsewhere, also as one of
// several owners ("Nadia and Oren to run …").
func TestMarkerOwnerCommittedElsewhere(t *testing.T) {
	notes := `# Steering call

## Roadmap
- TODO: Nadia updates the roadmap page with the withdrawn talk
- Planning is on track.

## Elections
- Nadia and Oren to help run the election in May
`
	got := ownersByLine(t, notes)
	if got[4] != "Nadia" {
		t.Errorf("line 4: owner %q, want Nadia (all: %v)", got[4], got)
	}
}

// TestMonthOpensNoOwner: a month or weekday opening a clause is the time
// the clause is about, not its owner; the action stays, owner-less.
func TestMonthOpensNoOwner(t *testing.T) {
	notes := `# Meetup planning

## Venue
- Priya: the host has accepted, initial reaction is positive.
- June is preferred, will evaluate availability.
- Friday works best, will book the room.
`
	got := ownersByLine(t, notes)
	for _, line := range []int{5, 6} {
		o, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if o != "" {
			t.Errorf("line %d: owner %q, want none", line, o)
		}
	}
}
