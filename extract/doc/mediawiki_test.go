package doc

import (
	"context"
	"testing"
)

// TestMediaWikiMinutes: a wiki page's "= Title =" (one level only) and
// "== Part ==" are headings, a name in wiki bold is bold as "**Name**" is, "#"
// items are numbered items nested by their marks, a ":" line indented
// text and ";Term" a bold term.
func TestMediaWikiMinutes(t *testing.T) {
	notes := `= Choir committee =

== Follow-ups ==
* '''Ines''' to reprint the song sheets
** ''maybe'' in colour
# book the hall
## ask about the piano
;Treasurer : Ravi
: carried over from March
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if n := at(1); n.Kind != Heading || n.Level != 1 || n.Text != "Choir committee" {
		t.Errorf("line 1: %v level %d %q, want a level-1 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(3); n.Kind != Heading || n.Level != 2 || n.Text != "Follow-ups" {
		t.Errorf("line 3: %v level %d %q, want a level-2 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(4); n.Kind != ListItem || n.Text != "**Ines** to reprint the song sheets" || n.Section == nil || n.Section.Title != "Follow-ups" {
		t.Errorf("line 4: %v %q section %+v, want an item with the owner in bold", n.Kind, n.Text, n.Section)
	}
	if n := at(5); n.Kind != ListItem || n.Parent != 3 || n.Text != "*maybe* in colour" {
		t.Errorf("line 5: %v parent %d %q, want an item nested under line 4", n.Kind, n.Parent, n.Text)
	}
	if n := at(6); n.Kind != ListItem || n.Parent != -1 || n.Text != "book the hall" {
		t.Errorf("line 6: %v parent %d %q, want a numbered item", n.Kind, n.Parent, n.Text)
	}
	if n := at(7); n.Kind != ListItem || n.Parent != 5 || n.Text != "ask about the piano" {
		t.Errorf("line 7: %v parent %d %q, want an item nested under line 6", n.Kind, n.Parent, n.Text)
	}
	if n := at(8); n.Raw != "**Treasurer**: Ravi" {
		t.Errorf("line 8: %q, want a bold term", n.Raw)
	}
	if n := at(9); n.Kind != Paragraph || n.Indent == 0 {
		t.Errorf("line 9: %v indent %d, want indented text", n.Kind, n.Indent)
	}
}

// TestWikiBoldNotOrg: "*"/"**" lines over no "=" heading are a wiki
// list, not an org outline, once the page writes wiki bold.
func TestWikiBoldNotOrg(t *testing.T) {
	notes := "* '''Ines''' to reprint the song sheets\n** in colour\n* Ravi will book the hall\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[0]; n.Kind != ListItem || n.Text != "**Ines** to reprint the song sheets" {
		t.Errorf("line 1: %v %q, want an item", n.Kind, n.Text)
	}
	if n := d.Nodes[1]; n.Kind != ListItem || n.Parent != 0 {
		t.Errorf("line 2: %v parent %d, want an item nested under line 1", n.Kind, n.Parent)
	}
}

// TestStarListUnderMarkdownHeadings: "*"/"**" lines under Markdown
// "## Topic" headings are a nested list (AsciiDoc's or a wiki's), not
// org headlines: org writes no "##" headings.
func TestStarListUnderMarkdownHeadings(t *testing.T) {
	notes := "## Garden day\n\n* Plan the beds\n** Omar will order compost\n* Tools\n** sharpen the shears\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[2]; n.Kind != ListItem || n.Section == nil || n.Section.Title != "Garden day" {
		t.Errorf("line 3: %v section %+v, want an item of Garden day", n.Kind, n.Section)
	}
	if n := d.Nodes[3]; n.Kind != ListItem || n.Parent != 2 {
		t.Errorf("line 4: %v parent %d, want an item nested under line 3", n.Kind, n.Parent)
	}
}

// TestOrgWithEmptyHashLine: a "## " line with no title is no Markdown
// heading: the headlines around it stay an org outline.
func TestOrgWithEmptyHashLine(t *testing.T) {
	notes := "* Meeting\n** Notes\n- Ken: the motors are late\n## \n** Next steps\n- order the motors\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[4]; n.Kind != Heading || n.Text != "Next steps" {
		t.Errorf("line 5: %v %q, want an org headline read as a heading", n.Kind, n.Text)
	}
}

// TestWikiBoldWithSpaceInside: wiki quote runs toggle bold whatever is
// beside them; a bold name and colon with the space inside still reads
// as bold.
func TestWikiBoldWithSpaceInside(t *testing.T) {
	notes := "== Notes ==\n\n" + `'''Ravi: '''I will send the minutes.` + "\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[2]; n.Raw != "**Ravi: **I will send the minutes." {
		t.Errorf("line 3: %q, want the name in Markdown bold", n.Raw)
	}
}

// TestMarkdownWithStrayWikiBold: three quotes around a word in Markdown
// notes with "##" headings make no wiki page of them: "# …" stays a
// heading.
func TestMarkdownWithStrayWikiBold(t *testing.T) {
	notes := "# Minutes\n\n## Notes\n\nThe '''draft''' is done.\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[0]; n.Kind != Heading || n.Level != 1 {
		t.Errorf("line 1: %v level %d, want a level-1 heading", n.Kind, n.Level)
	}
}
