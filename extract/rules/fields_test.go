package rules

import (
	"context"
	"strings"
	"testing"
)

// Field-structured records written on one line (issue 28, item 2): the
// owner and the due are read from their own fields, not from the task's
// sentence; one bracketed word is no record.
func TestInlineFieldRecords(t *testing.T) {
	notes := `## Action Items
- [**action**] Draft the onboarding guide - docs team [**assignee**] kim, lee-dev [**due**] 14 March 2025 [**status**] todo
- [action] Priya and Omar will publish the survey results [assignee] priya-k [status] in progress
- Alice will send the invite [status] todo
- [Bob] will review the [docs] page by Friday
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	wantOf := map[int]want{
		2: {owners: "kim lee-dev", due: "14 March 2025", title: "Draft the onboarding guide - docs team"},
		3: {owners: "priya-k", title: "Priya and Omar will publish the survey results"},
		// Near misses: a single field label, brackets that are no labels.
		4: {owners: "Alice", title: "send the invite [status] todo"},
		5: {owners: "Bob", due: "by Friday", title: "review the [docs] page"},
	}
	if len(got) != len(wantOf) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(wantOf), dump(got))
	}
	for _, g := range got {
		w, ok := wantOf[g.Line]
		if !ok {
			t.Errorf("unexpected candidate on line %d: %+v", g.Line, g)
			continue
		}
		if o := strings.Join(g.Owners, " "); o != w.owners || g.Due != w.due || g.Title != w.title {
			t.Errorf("line %d: got owners %q due %q title %q, want %v", g.Line, o, g.Due, g.Title, w)
		}
	}
}
