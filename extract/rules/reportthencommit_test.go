package rules

import (
	"context"
	"testing"
)

// A report of done work that goes on to the same subject's commitment
// ("X has done …, and will …", "… and is happy to …", "…, but willing
// to help out" in the item's wrapped line) is that person's action; a
// report alone, or gladness after it, stays none.
func TestReportThenCommitment(t *testing.T) {
	notes := `# Notes

## Discussion

- Vladimir has done some risk analysis, and will draft the threat model.
- Adam has done some informal modeling and is happy to draft the threat model.
- Vladimir has finished the risk analysis.
- Adam has done some informal modeling from an attacker perspective, but not so
  familiar with formal models, but willing to help out
- Dana reviewed the draft, and happy to see it merged.
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, owner := range map[int]string{5: "Vladimir", 6: "Adam", 8: "Adam"} {
		c := candidateAt(got, line)
		if c == nil || c.Assignee != owner {
			t.Errorf("line %d: want an action of %s:\n%s", line, owner, dump(got))
		}
	}
	for _, line := range []int{7, 10} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: a report or a feeling, yet extracted:\n%s", line, dump(got))
		}
	}
}
