package rules

import (
	"context"
	"strings"
	"testing"
)

// owners reads notes and returns the owner of each extracted line.
func ownersOf(t *testing.T, lines []string) map[int]string {
	t.Helper()
	cands, err := Parse(context.Background(), []byte(strings.Join(lines, "\n")), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cands {
		got[c.Line] = c.Assignee
	}
	return got
}

// checkOwners: every line of want is extracted with that owner, and no
// line of none is extracted.
func checkOwners(t *testing.T, name string, got map[int]string, want map[int]string, none []int) {
	t.Helper()
	for line, owner := range want {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("%s: line %d: owner %q (extracted %v), want %q", name, line, o, ok, owner)
		}
	}
	for _, line := range none {
		if o, ok := got[line]; ok {
			t.Errorf("%s: line %d extracted (owner %q), want no action", name, line, o)
		}
	}
}

// An exported document's "Action items" lost its heading markup and sits
// alone three blank lines above its numbered list ("1. Dustin - find …"):
// the items are the meeting's actions, owners first. The same list under a
// short line written right under a remark is no action list.
func TestExportedActionItemsLine(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  map[int]string
		none  []int
	}{
		{"exported heading", []string{
			"* [zach]: lots of value in a maturity model", // 1
			"",             // 2
			"Action items", // 3
			"", "", "",     // 4-6
			"1. Dustin - find a SLSA rep for next meeting", // 7
			"2. Zjn: fundables for the signing library",    // 8
			"3. Marina  - Reach out to the tooling folks",  // 9
		}, map[int]string{7: "Dustin", 8: "Zjn", 9: "Marina"}, nil},
		{"remark above the list", []string{
			"The survey results were discussed", // 1
			"open questions",                    // 2
			"", "", "",                          // 3-5
			"1. Dustin - results of the survey", // 6
			"2. Zjn: fundables for the library", // 7
		}, nil, []int{6, 7}},
	} {
		checkOwners(t, c.name, ownersOf(t, c.lines), c.want, c.none)
	}
}
