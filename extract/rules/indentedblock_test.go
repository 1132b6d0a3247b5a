package rules

import "testing"

// TestIndentedPartLines: lines indented as a whole under a heading, as
// plain-text minutes and e-mails indent a part, are that part's lines —
// under "Action items" its actions, ready, as at the margin; lines
// indented under a list item still continue the item.
func TestIndentedPartLines(t *testing.T) {
	got, _ := parseWithPossible(t, `# Sync

## Action items

    Dana to draft the budget by Friday
    Eli will book the room

## Follow-ups
- Sam to send the invite
    with the agenda attached
`)
	if len(got) != 3 {
		t.Fatalf("extracted %s, want three actions", dump(got))
	}
	for i, want := range []struct {
		line  int
		owner string
	}{{5, "Dana"}, {6, "Eli"}, {9, "Sam"}} {
		c := got[i]
		if c.Line != want.line || c.Assignee != want.owner || len(c.Problems) != 0 {
			t.Errorf("action %d: line %d owner %q problems %v, want line %d owner %q and nothing to confirm", i, c.Line, c.Assignee, c.Problems, want.line, want.owner)
		}
	}
}
