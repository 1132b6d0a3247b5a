package rules

import "testing"

// TestTopicStepThenQuestion: in an action list, a topic set off by a
// colon, the step, then the question the step leaves open ("The venue:
// call the hotel. Do they take groups?") is the step, as the same line
// without its topic is; a question alone stays none (issue 28; notes
// written for this test).
func TestTopicStepThenQuestion(t *testing.T) {
	notes := `# Board call

## Action items

- The autumn meetup venue: call the hotel. Do they take groups of forty?
- Call the hotel. Do they take groups of forty?
- Start tagging issues as release blockers?
`
	got := ownersByLine(t, notes)
	for _, line := range []int{5, 6} {
		if o, ok := got[line]; !ok || o != "" {
			t.Errorf("line %d: got %q (extracted %v), want an action with nobody named", line, o, ok)
		}
	}
	if o, ok := got[7]; ok {
		t.Errorf("line 7: extracted (owner %q), want none", o)
	}
}
