package doc

import (
	"context"
	"testing"
)

// TestHTMLBlockGapIsOneGap: a paragraph closed in HTML and the blank
// lines after it are one gap, as in the Markdown the HTML stands for — an
// exported title ("<p>Action items</p>", then blank lines) still heads the
// list a few blank lines under it, as the same title written plain does.
func TestHTMLBlockGapIsOneGap(t *testing.T) {
	for _, notes := range []string{
		"Discussion went long.\n\nAction items\n\n\n\n1. Dana - draft the budget\n",
		"<p>Discussion went long.</p>\n\n<p>Action items</p>\n\n\n\n1. Dana - draft the budget\n",
	} {
		d, err := Parse(context.Background(), []byte(notes))
		if err != nil {
			t.Fatal(err)
		}
		var item *Node
		for i := range d.Nodes {
			if d.Nodes[i].Kind == ListItem {
				item = &d.Nodes[i]
			}
		}
		if item == nil || item.Line != 7 || item.Section == nil || item.Section.Title != "Action items" {
			t.Errorf("%q: the item is %+v, want line 7 under \"Action items\"", notes, item)
		}
	}
}
