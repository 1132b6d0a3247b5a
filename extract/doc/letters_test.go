package doc

import (
	"context"
	"testing"
)

// Outline numbering written in a word processor ("a.", "b)", "(c)",
// "ii.") marks list items nested under the numbered item above them
// (issue 28: status notes "1. Team:\n  a. Name: … will …"), while a
// capital with a period opens a paragraph with a name's initial unless
// the letter before or after it is used as a marker nearby.
func TestLetteredListMarkers(t *testing.T) {
	notes := "1. Platform team:\n" +
		"  a. Dana K: migration plan drafted - will share it on Friday\n" +
		"  b) Omar T: release notes\n" +
		"    i. Omar T: check the changelog\n" +
		"    ii) Omar T: tag the release\n" +
		"  (c) Lee: nothing new\n" +
		"\n" +
		"J. Smith will send the budget.\n" +
		"\n" +
		"A. Tooling\n" +
		"B. Hosting\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		line, parent int
		bullet, text string
	}{
		{2, 1, "a.", "Dana K: migration plan drafted - will share it on Friday"},
		{3, 1, "b)", "Omar T: release notes"},
		{4, 3, "i.", "Omar T: check the changelog"},
		{5, 3, "ii)", "Omar T: tag the release"},
		{6, 1, "(c)", "Lee: nothing new"},
		{10, 0, "A.", "Tooling"},
		{11, 0, "B.", "Hosting"},
	} {
		n := d.Nodes[tc.line-1]
		if n.Kind != ListItem || n.Bullet != tc.bullet || n.Text != tc.text {
			t.Errorf("line %d: %v %q %q, want a list item %q %q", tc.line, n.Kind, n.Bullet, n.Text, tc.bullet, tc.text)
			continue
		}
		got := 0
		if n.Parent >= 0 {
			got = d.Nodes[n.Parent].Line
		}
		if got != tc.parent {
			t.Errorf("line %d: parent at line %d, want %d", tc.line, got, tc.parent)
		}
	}
	if n := d.Nodes[7]; n.Kind != Paragraph {
		t.Errorf("line 8 (a name's initial) is %v, want a paragraph", n.Kind)
	}
}
