package doc

import (
	"context"
	"testing"
)

// TestAsciiDocWrappedItemTail: AsciiDoc joins an indented line right
// under a list item to that item's paragraph, so the last piece of an
// item wrapped at the editor's width ("… the existence of large" /
// "  pages discoverable") is the item's text, not a label that takes
// the items after it out of their part, as in an org outline (notes
// written for this test).
func TestAsciiDocWrappedItemTail(t *testing.T) {
	notes := "= Minutes for 2026-03-05\n\n== Plan\n\nThis includes:\n\n* Picking an extension name and letters for the large page entries\n* Figuring out how to make the existence and sizes of large entries\n  discoverable\n* Decide whether to keep the draft revision number\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := nodeAt(t, d, 9); n.Kind == Heading {
		t.Errorf("line 9: the wrapped tail read as a heading %q", n.Text)
	}
	if n := nodeAt(t, d, 10); n.Section == nil || n.Section.Title != "This includes" {
		t.Errorf("line 10: want it under \"This includes\", got %+v", n.Section)
	}
}
