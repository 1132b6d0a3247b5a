package rules

import "testing"

// TestClauseCommitment: a person committing after a remark, a question or
// the task itself is read wherever the clause starts; a hedge, a question
// or a thing as the subject is not (issue 28).
func TestClauseCommitment(t *testing.T) {
	notes := `# Notes

Attendees: Ana, Ben, Chloe

- Error reporting? Aapeli will look into it.
- Any of these times seem to work well but Ben will send a poll to all
- Add the new version to the picker, Shauna will do
- The overview is missing. Catherine or Jose-Luis will prepare it
- The plan is fine; whether Ana will update the notes is open
- It works now, but will Ben send the poll?
- The docs are stale, the Website will list them later
- Jesse has volunteered to work on this, any updates?
- [info] Alex R. will help here. Call for content.
Nicole to have Nadeem send out a find time for the committee.
centril plans to (at minimum) upload some draft RFCs; centril is busy.
`
	got := ownersByLine(t, notes)
	want := map[int]string{5: "Aapeli", 6: "Ben", 7: "Shauna", 8: "Catherine, Jose-Luis", 12: "Jesse", 13: "Alex R.", 14: "Nicole", 15: "centril"}
	for line, owner := range want {
		if got[line] != owner {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], owner, got)
		}
	}
	for _, line := range []int{9, 10, 11} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owner %q), want nothing", line, o)
		}
	}
}
