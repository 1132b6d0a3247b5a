package rules

import (
	"context"
	"testing"
)

// standingRuleNotes: an action list where some items state how the team
// works from now on.
const standingRuleNotes = `## Action items
1. Demo day starting the first Friday of every month
2. Triage time should be used for unblocking, not for design debates
3. Book a room for the demo day
4. Use the triage notes template for the next session
`

// An owner-less item stating a practice ("… starting the first Friday of
// every month", "… should be used for …") is no step; a task about the
// same things is one.
func TestStandingRuleInActionList(t *testing.T) {
	got, err := Parse(context.Background(), []byte(standingRuleNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{2, 3} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: a practice, yet extracted:\n%s", line, dump(got))
		}
	}
	for _, line := range []int{4, 5} {
		if c := candidateAt(got, line); c == nil {
			t.Errorf("line %d: want an action, got none:\n%s", line, dump(got))
		}
	}
}
