package doc

import (
	"context"
	"testing"
)

// TestBoldLineStylesNest: in notes whose headings are all bold lines, a
// second emphasis style ranks under the first, as reStructuredText ranks
// its title adornments: "***Priya***" after "**Next steps**" is a section
// inside it, and the next "**…**" line ends both. A real heading starts
// the ranking again.
func TestBoldLineStylesNest(t *testing.T) {
	notes := `**Weekly sync**

- budget reviewed

**Next steps**

***Priya***
* book the venue

***Tom***
* send the invites

**Open questions**
- none

## Day two

***Retro***
- fine
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	in := func(line int, title, parent string) {
		t.Helper()
		s := at(line).Section
		if s == nil || s.Title != title || parent != "" && (s.Parent == nil || s.Parent.Title != parent) || parent == "" && s.Parent != nil && s.Parent.Title != "Day two" {
			t.Errorf("line %d: section %+v, want %q under %q", line, s, title, parent)
		}
	}
	in(8, "Priya", "Next steps")
	in(11, "Tom", "Next steps")
	in(14, "Open questions", "")
	// Under "## Day two" the ranking starts again: "***" is first there.
	if s := at(19).Section; s == nil || s.Title != "Retro" || s.Level != 7 {
		t.Errorf("line 19: section %+v, want Retro at level 7", s)
	}
}
