package doc

import (
	"context"
	"testing"
)

// TestBulletGlyphs: the bullets word processors, e-mail clients and
// Korean report templates write — Word's en dash for a typed "- ", the
// em dash, arrowheads, diamonds, stars — are list items as "-" is: an
// item each, nested by indent, a line above them their title.
func TestBulletGlyphs(t *testing.T) {
	for _, b := range []string{"–", "—", "⁃", "▶", "►", "▸", "➢", "➔", "◆", "◇", "◎", "❖", "◉", "★", "☆", "‣"} {
		notes := "Next steps\n" + b + " Dana to draft the budget\n  " + b + " ask the board first\n" + b + " Eli to book the room\n"
		d, err := Parse(context.Background(), []byte(notes))
		if err != nil {
			t.Fatal(err)
		}
		if len(d.Nodes) < 4 {
			t.Fatalf("%s: %d nodes", b, len(d.Nodes))
		}
		top, sub, next := d.Nodes[1], d.Nodes[2], d.Nodes[3]
		if top.Kind != ListItem || top.Text != "Dana to draft the budget" || sub.Kind != ListItem || sub.Parent != 1 || next.Kind != ListItem || next.Parent != -1 {
			t.Errorf("%s: items %v %q / %v parent %d / %v parent %d, want three items, the second under the first", b, top.Kind, top.Text, sub.Kind, sub.Parent, next.Kind, next.Parent)
		}
		if top.Section == nil || top.Section.Title != "Next steps" {
			t.Errorf("%s: section %+v, want Next steps", b, top.Section)
		}
	}
}
