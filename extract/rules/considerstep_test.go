package rules

import (
	"context"
	"testing"
)

// TestConsiderStepNotAction: an item of an action list that only weighs
// a step ("Consider moving …", "We should consider …") is not a step the
// team took on, while the steps beside it are (issue 28: outage reviews'
// action lists), in notes written for this test.
func TestConsiderStepNotAction(t *testing.T) {
	notes := `# Review of the cache outage

## Action Items

- Add a dashboard for cache evictions per region
- Consider moving the session store to its own cluster
- We should consider a second cache vendor for failover
- Document the manual failover steps
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cs {
		got[c.Line] = true
	}
	for _, line := range []int{5, 8} {
		if !got[line] {
			t.Errorf("action item on line %d not extracted (got %v)", line, got)
		}
	}
	for _, line := range []int{6, 7} {
		if got[line] {
			t.Errorf("weighed step on line %d extracted as an action", line)
		}
	}
}
