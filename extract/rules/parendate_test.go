package rules

import (
	"context"
	"testing"
)

// TestParenDate: a date in brackets closing an item is its due ("(Dec
// 10)", "(3/14)"), also after an owner in inline code or an @mention,
// and beside the owner inside one pair of brackets ("(Bob, Mar 12)") —
// issue 28.
func TestParenDate(t *testing.T) {
	notes := "### Contributors meeting — 2026-03-03\n\n**TODO**\n- finish the registry design doc `alice` (Mar 10)\n- set up the staging bucket @bob (3/14)\n- write the release notes (Bob, Mar 12)\n- collect the roadmap comments (Mar 20)\n"
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	checkByLine(t, got, map[int]want{
		4: {owners: "alice", due: "Mar 10", title: "finish the registry design doc"},
		5: {owners: "bob", due: "3/14", title: "set up the staging bucket"},
		6: {owners: "Bob", due: "Mar 12", title: "write the release notes"},
		7: {owners: "", due: "Mar 20", title: "collect the roadmap comments"},
	})
}
