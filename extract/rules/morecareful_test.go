package rules

import "testing"

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
	got := candsByLine(t, notes)
	if _, ok := got[6]; !ok {
		t.Errorf("action item on line 6 not extracted")
	}
	if _, ok := got[5]; ok {
		t.Errorf("practice on line 5 extracted as an action")
	}
}
