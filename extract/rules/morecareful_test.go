package rules

import (
	"context"
	"testing"
)

// TestMoreCarefulPractice: an owner-less action-list item that resolves
// to behave better ("We need to be more careful when …") states a
// practice, no step to take, while the steps beside it are actions
// (issue 28: an outage review's action list), in notes written for this
// test.
func TestMoreCarefulPractice(t *testing.T) {
	notes := `# Review of the broken release

## Action items

- We need to be more careful when merging large refactors on a Friday, more review would help.
- Add a smoke test for the release job
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cs {
		got[c.Line] = true
	}
	if !got[6] {
		t.Errorf("action item on line 6 not extracted (got %v)", got)
	}
	if got[5] {
		t.Errorf("practice on line 5 extracted as an action")
	}
}
