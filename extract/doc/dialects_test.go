package doc

import (
	"context"
	"testing"
)

// TestAsciiDocMinutes: "= Title" / "== Section" are headings, a
// "////" comment block and ":name: value" attributes are no words of the
// notes, and "**" nests an item under the "*" item above it.
func TestAsciiDocMinutes(t *testing.T) {
	notes := `:leveloffset: 1
= Garden Club Minutes =

////
Conventions: one line per paragraph.
////

== Summary of actions

* *Ana Ruiz* to order the seeds

** complete.

=== Other
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if n := at(1); n.Kind != Skipped {
		t.Errorf("line 1: %v, want the attribute skipped", n.Kind)
	}
	if n := at(2); n.Kind != Heading || n.Level != 1 || n.Text != "Garden Club Minutes" {
		t.Errorf("line 2: %v level %d %q, want a level-1 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(5); n.Kind != Skipped {
		t.Errorf("line 5: %v, want the comment skipped", n.Kind)
	}
	if n := at(8); n.Kind != Heading || n.Level != 2 || n.Text != "Summary of actions" {
		t.Errorf("line 8: %v level %d %q, want a level-2 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(10); n.Kind != ListItem || n.Section == nil || n.Section.Title != "Summary of actions" {
		t.Errorf("line 10: %v section %+v, want an item of Summary of actions", n.Kind, n.Section)
	}
	if n := at(12); n.Kind != ListItem || n.Parent != 9 || n.Text != "complete." {
		t.Errorf("line 12: %v parent %d %q, want an item nested under line 10", n.Kind, n.Parent, n.Text)
	}
	if n := at(14); n.Kind != Heading || n.Level != 3 {
		t.Errorf("line 14: %v level %d, want a level-3 heading", n.Kind, n.Level)
	}
}

// TestPlainMarkdownStars: without AsciiDoc's other marks a Markdown
// file keeps its reading: "= x" opens no section, "* item" is an item, a
// bold line a pseudo heading.
func TestPlainMarkdownStars(t *testing.T) {
	notes := `# Notes

= not a heading

* item one
**Bold label**
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[2]; n.Kind == Heading && n.Level < 7 {
		t.Errorf("line 3: a level-%d heading, want no AsciiDoc heading", n.Level)
	}
	if n := d.Nodes[4]; n.Kind != ListItem {
		t.Errorf("line 5: %v, want an item", n.Kind)
	}
	if n := d.Nodes[5]; n.Kind != Heading {
		t.Errorf("line 6: %v, want a bold pseudo heading", n.Kind)
	}
}

// TestOrgMinutes: in an org outline a headline over a deeper headline or
// body text is a heading; a headline standing alone is an item of the
// headline above it, nested by its stars; TODO/DONE make it an open or
// done task; planning lines and settings are skipped.
func TestOrgMinutes(t *testing.T) {
	notes := `#+TITLE: Robot team
* 04/03/2024
** actions
*** order the motors
*** TODO wire the sensors
    SCHEDULED: <2024-03-05 Tue>
*** DONE book the lab
    CLOSED: [2024-03-04 Mon 10:00]
** notes
- Ken: motors are late
* 11/03/2024
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if n := at(1); n.Kind != Skipped {
		t.Errorf("line 1: %v, want the setting skipped", n.Kind)
	}
	if n := at(2); n.Kind != Heading || n.Level != 1 || n.Text != "04/03/2024" {
		t.Errorf("line 2: %v level %d %q, want a level-1 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(3); n.Kind != Heading || n.Level != 2 || n.Text != "actions" {
		t.Errorf("line 3: %v level %d %q, want a level-2 heading", n.Kind, n.Level, n.Text)
	}
	if n := at(4); n.Kind != ListItem || n.Checkbox != 0 || n.Text != "order the motors" || n.Section == nil || n.Section.Title != "actions" {
		t.Errorf("line 4: %v box %q %q section %+v, want an item of actions", n.Kind, n.Checkbox, n.Text, n.Section)
	}
	if n := at(5); n.Kind != ListItem || n.Checkbox != ' ' || n.Text != "wire the sensors" {
		t.Errorf("line 5: %v box %q %q, want an open task", n.Kind, n.Checkbox, n.Text)
	}
	if n := at(6); n.Kind != Skipped {
		t.Errorf("line 6: %v, want the planning line skipped", n.Kind)
	}
	if n := at(7); n.Kind != ListItem || n.Checkbox != 'x' || n.Text != "book the lab" {
		t.Errorf("line 7: %v box %q %q, want a done task", n.Kind, n.Checkbox, n.Text)
	}
	if n := at(9); n.Kind != Heading || n.Text != "notes" {
		t.Errorf("line 9: %v %q, want a heading over its body", n.Kind, n.Text)
	}
	if n := at(10); n.Kind != ListItem || n.Section == nil || n.Section.Title != "notes" {
		t.Errorf("line 10: %v section %+v, want an item of notes", n.Kind, n.Section)
	}
	if n := at(11); n.Kind != ListItem || n.Section == nil || n.Section.Title != "04/03/2024" && n.Section.Parent != nil {
		// A last headline with nothing under it stands alone.
		t.Logf("line 11: %v section %+v", n.Kind, n.Section)
	}
}

// TestOrgTaskWithSubtasks: a headline worded as a task over deeper
// headlines is an item and they are its nested items; one worded as a
// title heads them; a number opening a headline item is its marker.
func TestOrgTaskWithSubtasks(t *testing.T) {
	notes := `* TODO: before the review
** compare the two solvers on ten sample grids
*** plot the run times
** 1. tidy the notebook
`
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[0]; n.Kind != Heading || n.Text != "TODO: before the review" {
		t.Errorf("line 1: %v %q, want a heading", n.Kind, n.Text)
	}
	if n := d.Nodes[1]; n.Kind != ListItem {
		t.Errorf("line 2: %v, want a task item", n.Kind)
	}
	if n := d.Nodes[2]; n.Kind != ListItem || n.Parent != 1 {
		t.Errorf("line 3: %v parent %d, want an item nested under line 2", n.Kind, n.Parent)
	}
	if n := d.Nodes[3]; n.Kind != ListItem || n.Parent != -1 || n.Text != "tidy the notebook" {
		t.Errorf("line 4: %v parent %d %q, want a top item without its number", n.Kind, n.Parent, n.Text)
	}
}

// TestStarItemEndingInBold: an AsciiDoc "**" item that ends in bold
// ("*Friday*") is a nested item all the same; "** Notes **", stars
// framing words, is none.
func TestStarItemEndingInBold(t *testing.T) {
	notes := "== Open items\n\n* Venue questions\n** [ ] ask about parking - *by Friday*\n** Notes **\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[3]; n.Kind != ListItem || n.Parent != 2 || n.Checkbox != ' ' {
		t.Errorf("line 4: %v parent %d box %q, want an open item nested under line 3", n.Kind, n.Parent, n.Checkbox)
	}
	if n := d.Nodes[4]; n.Kind == ListItem {
		t.Errorf("line 5: %v, want no item", n.Kind)
	}
}

// TestSingleStarBold: in AsciiDoc and org "*word*" is bold; it reads as
// Markdown's "**word**", past the stars of the item or headline.
func TestSingleStarBold(t *testing.T) {
	adoc := "== Tasks\n\n* *Lena* to print the flyers - *done*\n** *maybe* twice\n"
	d, err := Parse(context.Background(), []byte(adoc))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[2]; n.Kind != ListItem || n.Text != "**Lena** to print the flyers - **done**" {
		t.Errorf("adoc line 3: %v %q, want the bold doubled", n.Kind, n.Text)
	}
	if n := d.Nodes[3]; n.Kind != ListItem || n.Parent != 2 || n.Text != "**maybe** twice" {
		t.Errorf("adoc line 4: %v parent %d %q, want a nested item, bold doubled", n.Kind, n.Parent, n.Text)
	}
	org := "#+TITLE: Club\n* Tasks\n- *DONE* Lena to print the flyers\n- Tom to ring the hall\n"
	d, err = Parse(context.Background(), []byte(org))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[2]; n.Kind != ListItem || n.Text != "**DONE** Lena to print the flyers" {
		t.Errorf("org line 3: %v %q, want the bold doubled", n.Kind, n.Text)
	}
}

// TestTildeUnderlinedLabel: "Next steps" over "~~~~~~~~~~" (an rst or
// AsciiDoc underline) with text right under it is a heading, its
// underline no paragraph, whatever a label's words would make of the
// line alone.
func TestTildeUnderlinedLabel(t *testing.T) {
	notes := "Minutes\n=======\n\nNext steps\n~~~~~~~~~~\nWES: book the rehearsal room\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[3]; n.Kind != Heading || n.Level >= 7 || n.Text != "Next steps" {
		t.Errorf("line 4: %v level %d %q, want an underlined heading", n.Kind, n.Level, n.Text)
	}
	if n := d.Nodes[4]; n.Kind != Skipped {
		t.Errorf("line 5: %v %q, want the underline skipped", n.Kind, n.Raw)
	}
	if n := d.Nodes[5]; n.Section == nil || n.Section.Title != "Next steps" {
		t.Errorf("line 6: section %+v, want Next steps", n.Section)
	}
}

// TestOrgOneDepth: org headlines all at one depth, each over its "-"
// list or text, are headings; "*" lines that follow each other, or a
// label line, are a Markdown list.
func TestOrgOneDepth(t *testing.T) {
	notes := "* Follow-ups\n- [ ] Ken to order the motors\n- [x] Ida to book the lab\n\n* Round table\nNothing new.\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[0]; n.Kind != Heading || n.Text != "Follow-ups" {
		t.Errorf("line 1: %v %q, want a heading", n.Kind, n.Text)
	}
	if n := d.Nodes[1]; n.Kind != ListItem || n.Section == nil || n.Section.Title != "Follow-ups" {
		t.Errorf("line 2: %v section %+v, want an item of Follow-ups", n.Kind, n.Section)
	}
	md := "* Ken to order the motors\n* Ida to book the lab\n- Tom will call\n"
	d, err = Parse(context.Background(), []byte(md))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[0]; n.Kind != ListItem {
		t.Errorf("markdown line 1: %v, want an item", n.Kind)
	}
	// A "*" list right under its label line is Markdown too.
	labelled := "- minutes approved\n\n**Ken**\n* order the motors\n\n**Ida**\n* book the lab\n"
	d, err = Parse(context.Background(), []byte(labelled))
	if err != nil {
		t.Fatal(err)
	}
	if n := d.Nodes[3]; n.Kind != ListItem || n.Section == nil || n.Section.Title != "Ken" {
		t.Errorf("labelled line 4: %v section %+v, want an item of Ken", n.Kind, n.Section)
	}
}
