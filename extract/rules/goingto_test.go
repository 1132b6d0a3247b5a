package rules

import (
	"context"
	"testing"
)

// A subjectless "Going to <verb of work>" in running notes is the group's
// plan, like a subjectless "Will …"; going somewhere or a judgement ("Going
// to be hard …") is none.
func TestSubjectlessGoingTo(t *testing.T) {
	notes := `# Notes

## Agenda

* Permission model
  * Going to drop the deny list to avoid attack vectors
  * Going to the conference in May.
  * Going to be hard to land before the release.
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := candidateAt(got, 6); c == nil || c.Title != "drop the deny list to avoid attack vectors" {
		t.Errorf("line 6: want the group's plan to drop the deny list:\n%s", dump(got))
	}
	for _, line := range []int{7, 8} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: no work, yet extracted:\n%s", line, dump(got))
		}
	}
}
