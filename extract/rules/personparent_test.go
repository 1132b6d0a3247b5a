package rules

import "testing"

// TestPersonParentItems: a status list that writes each person's name
// once, as a parent item, and their lines under it (issue 28, notes
// written for this test). A sub-item's subjectless commitment is that
// person's; under a name written as a label ("@dana:", "Omar:") an
// imperative is their task too; under a bare name in a discussion ("-
// Lee" then what Lee raised) it is not, nor is a clause with a subject of
// its own, nor a topic the notes happen to name ("Status update").
func TestPersonParentItems(t *testing.T) {
	notes := `Attendees: Priya, Tomas, Lee, Omar

## Status update
* Priya
  * Has a patch for the exporter, will work with Tomas to land it next week.
  * Waiting on the CI fix, expecting more failures will be needed to debug.
* Tomas
  * Back from leave, to reach out to Priya about the release branch.
  * Will send the benchmark numbers
* Status update
  * Will publish the summary

## Triage
* @dana:
  * Review the list of stale repositories to archive
* Omar:
  * Draft the migration guide
  * The old guide is out of date

## Open discussion
- Lee
  - Create a board for each working group? open to ideas
`
	got := ownersByLine(t, notes)
	for line, owner := range map[int]string{5: "Priya", 8: "Tomas", 9: "Tomas", 15: "dana", 17: "Omar"} {
		if a, ok := got[line]; !ok || a != owner {
			t.Errorf("line %d: owner %q (extracted %v), want %q", line, a, ok, owner)
		}
	}
	if a, ok := got[11]; ok && a != "" {
		t.Errorf("line 11: owner %q taken from a topic item, want none", a)
	}
	for _, line := range []int{6, 18, 22} {
		if a, ok := got[line]; ok {
			t.Errorf("line %d extracted (owner %q), want nothing", line, a)
		}
	}
}
