package doc

import (
	"context"
	"strings"
	"testing"
)

// A heading whose markup was lost in an export ("Action items" alone, then
// three blank lines, then the numbered list) still heads the list; a short
// line written right under other text does not, however many blanks follow
// it, and neither does a standalone line with nothing listed under it.
func TestStandaloneLineHeadsListAfterBlanks(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		item  int // line of the list item
		path  string
	}{
		{"exported heading", []string{"* [zach]: notes on the maturity model", "", "Action items", "", "", "", "1. Dustin - find a SLSA rep", "2. Zach: reach out to Docker"}, 7, "Action items"},
		{"first line of the notes", []string{"Next steps", "", "", "- Ana to book the room"}, 4, "Next steps"},
		{"line under text", []string{"pid error: too much CPU", "kill process", "", "", "1. crop the bodies"}, 5, ""},
		{"sentence", []string{"", "We talked about it.", "", "", "1. crop the bodies"}, 5, ""},
		{"too far", []string{"", "Action items", "", "", "", "", "1. Dustin - find a rep"}, 7, ""},
	} {
		d, err := Parse(context.Background(), []byte(strings.Join(c.lines, "\n")))
		if err != nil {
			t.Fatal(err)
		}
		n := d.Nodes[d.Index(c.item)]
		if got := strings.Join(n.Sections(), " > "); n.Kind != ListItem || got != c.path {
			t.Errorf("%s: line %d is %s under %q; want a list item under %q", c.name, c.item, n.Kind, got, c.path)
		}
	}
}
