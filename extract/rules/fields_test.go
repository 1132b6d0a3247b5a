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
	checkByLine(t, got, wantOf)
}

// A field's label in brackets ("[rationale] to enhance …") is no one's
// name; near miss: a nickname in brackets leading work ("[jonah] going to
// open a PR", jonah written again) stays its owner.
func TestBracketFieldLabelNoOwner(t *testing.T) {
	notes := `#### Decision Items:
- Map creators to integrate the new tree assets.
  - [rationale] to enhance the realism of the map
- [jonah] going to open a PR for the map
- jonah reviewed the assets
- The guild model will be updated
  - [rationale] feedback from the guild members
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range got {
		if g.Line == 3 {
			t.Errorf("field label read as an owner: %+v", g)
		}
	}
	found := false
	for _, g := range got {
		found = found || g.Line == 4 && strings.Join(g.Owners, " ") == "jonah"
	}
	if !found {
		t.Errorf("[jonah] line lost:\n%s", dump(got))
	}
}

// Under future work a topic closed by its owner in parentheses is that
// person's task: "- Next steps" / "  - breakouts for:" / "    - Threat
// Model (Justin)". Near misses: the same line in a discussion, and a
// parenthesis that names no one ("(later)").
func TestNextStepsTopicParenOwner(t *testing.T) {
	notes := `Attendees: Justin, Omar
## Discussion
- Threat Model (Justin)
- Next steps
  - breakouts for:
    - Threat Model (Justin)
    - UX (Omar)
    - Key Management (later)
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	byLine := map[int]string{}
	for _, g := range got {
		byLine[g.Line] = strings.Join(g.Owners, " ")
	}
	for line, owner := range map[int]string{6: "Justin", 7: "Omar"} {
		if o, ok := byLine[line]; !ok || o != owner {
			t.Errorf("line %d: want an action for %s:\n%s", line, owner, dump(got))
		}
	}
	for _, line := range []int{3, 8} {
		if _, ok := byLine[line]; ok {
			t.Errorf("line %d read as an action:\n%s", line, dump(got))
		}
	}
}
