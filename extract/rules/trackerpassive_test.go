package rules

import "testing"

// TestTrackerPassive: filing one item in the tracker, written in the
// passive with nobody named, is the group's next step even with no
// deadline ("An issue will be opened for this"), in a discussion's part
// or after an outcome label; a passive future of other work stays a
// description, a conditional filing a maybe, and tickets announced for
// a set of work a lead-in (issue 28; notes written for this test).
func TestTrackerPassive(t *testing.T) {
	notes := `# Storage sync 2026-05-06

## Discussion

1. Cold start of the cache.
   - Misses are high right after a deploy.
   - A new ticket will be created to track the profiling work.
   - The talk will be recorded.
2. Retry policy.
   - A bug report will be filed for the timeout.
   - An issue will be opened if it happens again.
* Outcome: an issue will be opened for the shard map
* There will be a new issue to add a lint preset
* Tickets will be created for the main parts
`
	got := ownersByLine(t, notes)
	for _, line := range []int{7, 10, 12, 13} {
		if o, ok := got[line]; !ok || o != "" {
			t.Errorf("line %d: got %q (extracted %v), want an action with nobody named", line, o, ok)
		}
	}
	for _, line := range []int{8, 11, 14} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owner %q), want no action", line, o)
		}
	}
}
