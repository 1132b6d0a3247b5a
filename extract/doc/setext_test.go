package doc

import (
	"context"
	"testing"
)

// TestSetextHeadings: "Title\n=====" and "Actions\n-------" are
// headings (CommonMark's setext form, common in older minutes) that open
// sections; a "---" under a blank line or a list item stays a rule.
func TestSetextHeadings(t *testing.T) {
	notes := `Board Meeting
=============

Actions
-------

* GW to separate the list of proposals.

- an item
---

Discussion
----------
text
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if n := at(1); n.Kind != Heading || n.Level != 1 || n.Text != "Board Meeting" {
		t.Errorf("line 1: %v level %d %q, want a level-1 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(4); n.Kind != Heading || n.Level != 2 || n.Text != "Actions" {
		t.Errorf("line 4: %v level %d %q, want a level-2 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(7); n.Section == nil || n.Section.Title != "Actions" || n.Section.Parent == nil || n.Section.Parent.Title != "Board Meeting" {
		t.Errorf("line 7: section %+v, want Actions under Board Meeting", n.Section)
	}
	if n := at(9); n.Kind != ListItem {
		t.Errorf("line 9: %v, want the list item kept", n.Kind)
	}
	if n := at(12); n.Kind != Heading || n.Text != "Discussion" {
		t.Errorf("line 12: %v %q, want a heading", n.Kind, n.Text)
	}
	if n := at(14); n.Section == nil || n.Section.Title != "Discussion" {
		t.Errorf("line 14: section %+v, want Discussion", n.Section)
	}
}
