package doc

import (
	"context"
	"testing"
)

// Issue 28 (helper en-trials35): org outlines misread as Markdown, and
// their hard-wrapped list items.

// nodeAt returns the node of line n.
func nodeAt(t *testing.T, d *Document, n int) Node {
	t.Helper()
	for _, x := range d.Nodes {
		if x.Line == n {
			return x
		}
	}
	t.Fatalf("no node on line %d", n)
	return Node{}
}

// TestEnTrials35OrgLinkLine: an org link alone on a line ("[[https://…]]")
// is no AsciiDoc anchor; before, one such line made a settings-less org
// outline AsciiDoc-or-Markdown, and every "* date" headline a list item.
// An AsciiDoc anchor ("[[intro]]") still counts against org.
func TestEnTrials35OrgLinkLine(t *testing.T) {
	org := "WEEKLY NOTES\n* 24-03-01 (scribe: Nora)\n*** Done\n- parser merged\n  [[https://example.org/notes/42]]\n*** Next\n- Nora will write the loader tests\n* 24-02-23 (scribe: Ben)\n- benchmarks ran\n"
	d, err := Parse(context.Background(), []byte(org))
	if err != nil {
		t.Fatal(err)
	}
	if n := nodeAt(t, d, 2); n.Kind != Heading || n.Level != 1 {
		t.Errorf("line 2: got kind %v level %d, want an org headline of level 1", n.Kind, n.Level)
	}
	if n := nodeAt(t, d, 7); n.Section == nil || n.Section.Title != "Next" {
		t.Errorf("line 7: want it under the headline \"Next\", got %+v", n.Section)
	}
	for _, l := range []string{"[[https://example.org/x]]", "[[file:notes.org][notes]]", "[[./plan.org]]", "[[Meeting 3][the third meeting]]"} {
		if !reOrgLinkLine.MatchString(l) {
			t.Errorf("%q: want an org link line", l)
		}
	}
	for _, l := range []string{"[[intro]]", "[[intro,Introduction]]", "[[_setup]]"} {
		if reOrgLinkLine.MatchString(l) {
			t.Errorf("%q: an AsciiDoc anchor, want no org link line", l)
		}
	}
}

// TestEnTrials35OrgWrappedItemTail: in an org outline, the last piece of
// a list item wrapped at the editor's width ("… so it could be" /
// "  used for debugging") is that item's text, not a label over the items
// after it; a short item over an indented label, and a tail ending in a
// colon, stay labels.
func TestEnTrials35OrgWrappedItemTail(t *testing.T) {
	org := "* 24-03-01\n** Where we are\n- The parser reports the line of every node now, so the linter could be\n  used for tracing\n- Nora fixed the build\n** Next\n- Ben will profile the loader\n"
	d, err := Parse(context.Background(), []byte(org))
	if err != nil {
		t.Fatal(err)
	}
	if n := nodeAt(t, d, 4); n.Kind == Heading {
		t.Errorf("line 4: the wrapped tail read as a heading %q", n.Text)
	}
	if n := nodeAt(t, d, 5); n.Section == nil || n.Section.Title != "Where we are" {
		t.Errorf("line 5: want it under \"Where we are\", got %+v", n.Section)
	}
	short := "* 24-03-01\n- Alice\n  next steps\n- draft the plan\n"
	d, err = Parse(context.Background(), []byte(short))
	if err != nil {
		t.Fatal(err)
	}
	if n := nodeAt(t, d, 3); n.Kind != Heading {
		t.Errorf("line 3: a label under a short item, want a pseudo heading, got kind %v", n.Kind)
	}
}
