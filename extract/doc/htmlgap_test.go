package doc

import (
	"context"
	"strings"
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

// TestHTMLExportPage: a page a word processor exports — its CSS in the
// head, each list level written as a list of its own that only its class
// ("lst-kix_…-1") puts a level down — reads as the notes: no CSS text,
// the sub-items nested under their item.
func TestHTMLExportPage(t *testing.T) {
	page := `<html><head><meta charset="utf-8"><style>.c0{font-weight:700}
li.c3{margin-left:36pt}</style></head><body class="doc-content">
<h2 class="c4"><span class="c0">Next steps</span></h2>
<ul class="c1 lst-kix_q7x-0 start"><li class="c3 li-bullet-0"><span>Venue</span></li></ul>
<ul class="c1 lst-kix_q7x-1 start"><li class="c3 li-bullet-1"><span>Book the hall</span></li></ul>
<ul class="c1 lst-kix_q7x-0"><li class="c3 li-bullet-0"><span>Send the invitations</span></li></ul>
</body></html>`
	d, err := Parse(context.Background(), []byte(page))
	if err != nil {
		t.Fatal(err)
	}
	var items []Node
	for _, n := range d.Nodes {
		if strings.Contains(n.Text, "font-weight") || strings.Contains(n.Text, "<html") {
			t.Errorf("line %d reads the page's frame as text: %q", n.Line, n.Text)
		}
		if n.Kind == ListItem {
			items = append(items, n)
		}
	}
	if len(items) != 3 || items[1].Parent < 0 || d.Nodes[items[1].Parent].Text != "Venue" || items[2].Parent >= 0 || items[0].Line != 4 {
		t.Errorf("items %+v, want \"Book the hall\" under \"Venue\" and \"Send the invitations\" at the top", items)
	}
}
