package rules

import (
	"context"
	"testing"
)

// TestPlacedActionItemOwner: "Ops has placed an action item on our
// backlog to rotate the keys" gives the work to whoever placed it, as
// "has taken an action to" does (issue 28: an outage review's action
// list, where the team is named on another line too), in notes written
// for this test.
func TestPlacedActionItemOwner(t *testing.T) {
	notes := `# Review of the expired signing key

## Action Items

- Platform will rotate the keys by hand until the tooling exists.
- Platform has placed an action item on our quarterly roadmap to automate key rotation.
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Line == 6 {
			if c.Assignee != "Platform" {
				t.Errorf("line 6 owner %q, want Platform (title %q)", c.Assignee, c.Title)
			}
			return
		}
	}
	t.Errorf("line 6 not extracted")
}
