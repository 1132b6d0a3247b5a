package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/series"
)

// An issue number the list item names stays in the title it was read as
// — on the item's line or on its wrapped line — so that a later line about
// the same issue by the same person links to the task by the reference
// both titles name (series.Index.Match); without it "investigate" and
// "follow up with Arkell" share no word. A title that names a reference
// already keeps its own, and an item listing many issues ties the action
// to none.
func TestItemReferenceStaysInTheTitle(t *testing.T) {
	read := func(notes string) []string {
		t.Helper()
		got, err := Parse(context.Background(), []byte(notes), testRoster(t))
		if err != nil {
			t.Fatal(err)
		}
		var titles []string
		for _, c := range got {
			titles = append(titles, c.Title)
		}
		return titles
	}
	for _, c := range []struct{ notes, want string }{
		{"### Discussion:\n\n* Briefly discussed #650, Arkell's fix for chromaticity\n  conversion. Alice agreed to investigate.\n", "investigate (#650)"},
		{"### Discussion:\n\n* #650 IlmAcesFile.cpp: Alice will follow up with Arkell.\n", "follow up with Arkell (#650)"},
		{"### Discussion:\n\n* Alice will review PR #650.\n", "review PR #650"},
		{"### Discussion:\n\n* #639, #648, #650: Alice will look into the build failures.\n", "look into the build failures"},
	} {
		got := read(c.notes)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("%q: %q; want %q", c.notes, got, c.want)
		}
	}
	first := read("### Discussion:\n\n* Briefly discussed #650, Arkell's fix for chromaticity\n  conversion. Alice agreed to investigate.\n")
	later := read("### Discussion:\n\n* #650 IlmAcesFile.cpp: Alice will follow up with Arkell.\n")
	ix := series.NewIndex([]series.Task{{Key: "m1:A001", Title: first[0], AssigneeID: "alice"}})
	if d := ix.Match(series.Action{AssigneeID: "alice", Title: later[0]}); d.Verdict != series.Same {
		t.Errorf("%q after %q: %v (%s); want the same task", later[0], first[0], d.Verdict, d.Evidence)
	}
	// Another person's line about the same issue is not their task.
	if d := ix.Match(series.Action{AssigneeID: "bob", Title: later[0]}); d.Verdict == series.Same {
		t.Errorf("bob's line linked to alice's task: %s", d.Evidence)
	}
}
