package doc

import (
	"context"
	"testing"
)

// TestInlineTripleBackticks: a line written as "```cmd```" is inline code
// (a backtick fence's info string holds no backtick), so an odd number
// of such lines opens no code block that hides the rest of the notes;
// a real fence still does.
func TestInlineTripleBackticks(t *testing.T) {
	notes := "# Notes\n" +
		"* stash the change\n" +
		"   ```$ git stash list```\n" +
		"### Homework\n" +
		"* file a bug\n" +
		"```sh\n" +
		"* not an item\n" +
		"```\n" +
		"* after the block\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if n := at(3); n.Kind == Skipped {
		t.Errorf("line 3: skipped, want a line of the notes")
	}
	if n := at(4); n.Kind != Heading || n.Text != "Homework" {
		t.Errorf("line 4: %v %q, want the heading Homework", n.Kind, n.Text)
	}
	if n := at(5); n.Kind != ListItem || n.Section == nil || n.Section.Title != "Homework" {
		t.Errorf("line 5: %v, want an item under Homework", n.Kind)
	}
	if n := at(7); n.Kind != Skipped {
		t.Errorf("line 7: %v, want skipped (inside a fence)", n.Kind)
	}
	if n := at(9); n.Kind != ListItem {
		t.Errorf("line 9: %v, want an item after the fence", n.Kind)
	}
}
