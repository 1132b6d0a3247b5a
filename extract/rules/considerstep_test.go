package rules

import "testing"

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
	got := candsByLine(t, notes)
	for _, line := range []int{5, 8} {
		if _, ok := got[line]; !ok {
			t.Errorf("action item on line %d not extracted", line)
		}
	}
	for _, line := range []int{6, 7} {
		if _, ok := got[line]; ok {
			t.Errorf("weighed step on line %d extracted as an action", line)
		}
	}
}
