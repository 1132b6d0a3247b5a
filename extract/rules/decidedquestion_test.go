package rules

import "testing"

// TestDecidedWorkEndingInQuestion: a decision that gives a person work
// whose object is a question ("Decision: Tam to ask the caterer: can they
// do vegan options?") is that person's action, not a question of the
// meeting; a decision line that is only a question stays none (notes
// invented for the test).
func TestDecidedWorkEndingInQuestion(t *testing.T) {
	notes := `## 2031-10-03 choir committee

Attendees: Tam, Ivo, Kit

- Winter concert
  - DECISION: Tam to ask the caterer: can they do vegan options?
  - Decision: do we keep the same venue?
`
	got := ownersByLine(t, notes)
	if got[6] != "Tam" {
		t.Errorf("line 6: owner %q, want Tam (all: %v)", got[6], got)
	}
	if o, ok := got[7]; ok {
		t.Errorf("line 7: a question read as a task of %q", o)
	}
}
