package doc

import (
	"context"
	"testing"
)

// CommonMark's lazy continuation: an unindented paragraph line right under
// an item's text continues that item, so the sub-items after it are still
// the item's children. A blank line first, or an empty item, ends the list.
func TestLazyContinuation(t *testing.T) {
	for _, tc := range []struct {
		name, notes string
		line        int // the sub-item
		parentLine  int // 0: top level
	}{
		{"lazy line keeps the item", "- [Sahar] I discussed my role, the plan below.\nFor this first run of the course, I would prefer to mainly observe and assist where needed:\n  - Day 1: I will observe the sessions.\n", 3, 1},
		{"lazy line after a wrapped line", "- [RB] I cannot teach on Day 2\n  at 15:45.\nCan someone take over?\n  - Björn volunteers\n", 4, 1},
		{"blank line ends the list", "- [Sahar] I discussed my role.\n\nFor this first run I would observe:\n  - Day 1: I will observe the sessions.\n", 4, 0},
		{"empty item has no paragraph", "-\nsome text\n  - Day 1: I will observe the sessions.\n", 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(context.Background(), []byte(tc.notes))
			if err != nil {
				t.Fatal(err)
			}
			n := d.Nodes[tc.line-1]
			if n.Kind != ListItem {
				t.Fatalf("line %d is %v, want a list item", tc.line, n.Kind)
			}
			got := 0
			if n.Parent >= 0 {
				got = d.Nodes[n.Parent].Line
			}
			if got != tc.parentLine {
				t.Errorf("line %d: parent at line %d, want %d", tc.line, got, tc.parentLine)
			}
		})
	}
}
