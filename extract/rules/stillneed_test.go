package rules

import (
	"context"
	"testing"
)

// TestStillNeedTo: the group's open work written after an adverb ("We
// still need to …", issue 28, a form of the new development sources) is
// at least a possible action, in notes written for this test.
func TestStillNeedTo(t *testing.T) {
	notes := `## Notes
* Reviewed the draft policy and resolved the comments. We still need to link the final charter.
* Moved the private threads to the board; we also need to move the public ones.
`
	got := possibleLines(t, notes, nil)
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	cands := map[int]bool{}
	for _, c := range cs {
		cands[c.Line] = true
	}
	for _, line := range []int{2, 3} {
		_, possible := got[line]
		if !possible && !cands[line] {
			t.Errorf("line %d is neither extracted nor possible; possible %v", line, got)
		}
	}
}

// TestLongLineGroupPlan: in a paragraph-long item, the group's plan in a
// later sentence is read (issue 28, a form of the new development
// sources), in notes written for this test.
func TestLongLineGroupPlan(t *testing.T) {
	notes := `## Notes
- We followed up with the host about the delays with the transfer of the accounts (three weeks past the date the transfer was promised to be complete, with two of the five items still blocked on their side). We will reach out to the host again to push this along.
`
	got := possibleLines(t, notes, nil)
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := got[2]; !ok && len(cs) == 0 {
		t.Errorf("line 2 is neither extracted nor possible")
	}
}
