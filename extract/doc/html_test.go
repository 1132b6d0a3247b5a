package doc

import (
	"context"
	"strings"
	"testing"
)

// Issue 28 (helper 28x): HTML inside Markdown notes is read as the
// Markdown it stands for, each line keeping the source line its text
// starts on.

type want struct {
	line int
	kind Kind
	raw  string
}

func parseHTML(t *testing.T, notes string) *Document {
	t.Helper()
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// find is the first node of kind on line whose Raw is raw.
func find(d *Document, w want) *Node {
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if n.Line == w.line && n.Kind == w.kind && n.Raw == w.raw {
			return n
		}
	}
	return nil
}

func expectNodes(t *testing.T, d *Document, ws []want) {
	t.Helper()
	for _, w := range ws {
		if find(d, w) == nil {
			var got []string
			for _, n := range d.Nodes {
				got = append(got, n.Kind.String()+" "+itoa(n.Line)+" "+n.Raw)
			}
			t.Errorf("no %s on line %d reading %q; nodes:\n%s", w.kind, w.line, w.raw, strings.Join(got, "\n"))
		}
	}
}

func TestHTMLHeadingAndList(t *testing.T) {
	notes := `# Weekly sync

<h3>Action items</h3>
<ul>
  <li><b>Kim</b>: update the docs by Friday</li>
  <li>Lee will fix
      the build</li>
  <li>
    Park to book the room
  </li>
</ul>
Minutes taken by Jo.
`
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{3, Heading, "### Action items"},
		{5, ListItem, "- **Kim**: update the docs by Friday"},
		{6, ListItem, "- Lee will fix the build"},
		// The text starts on line 9, not on the <li>'s line.
		{9, ListItem, "- Park to book the room"},
		{12, Paragraph, "Minutes taken by Jo."},
	})
	n := find(d, want{5, ListItem, "- **Kim**: update the docs by Friday"})
	if n != nil && (n.Section == nil || n.Section.Title != "Action items") {
		t.Errorf("line 5 section: %+v", n.Section)
	}
	// The paragraph after the list is no continuation of its last item.
	if p := find(d, want{12, Paragraph, "Minutes taken by Jo."}); p != nil && p.Parent >= 0 {
		t.Errorf("line 12 is read as part of item %d", p.Parent)
	}
}

func TestHTMLOneLineListAndNesting(t *testing.T) {
	notes := `## Next steps
<ol><li>Kim: send the invite</li><li>Lee: review the PR<ul><li>check the tests</li></ul></li></ol>
`
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{2, ListItem, "1. Kim: send the invite"},
		{2, ListItem, "2. Lee: review the PR"},
		{2, ListItem, "- check the tests"},
	})
	child := find(d, want{2, ListItem, "- check the tests"})
	if child == nil || child.Parent < 0 || d.Nodes[child.Parent].Raw != "2. Lee: review the PR" {
		t.Errorf("nested item's parent: %+v", child)
	}
	if i := d.Index(2); i < 0 || d.Nodes[i].Raw != "1. Kim: send the invite" {
		t.Errorf("Index(2) = %d", i)
	}
	if i := d.Index(1); i != 0 {
		t.Errorf("Index(1) = %d", i)
	}
	if i := d.Index(9); i != -1 {
		t.Errorf("Index(9) = %d, want -1", i)
	}
}

func TestHTMLBoldLabelAndBreaks(t *testing.T) {
	notes := `<b>Tasks to be completed</b><br>
Kim: send the invite<br>
Lee &amp; Park: review PR&nbsp;12<br>
- Jo: draft the post<br>due Monday
`
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{1, Heading, "**Tasks to be completed**"},
		{2, Paragraph, "Kim: send the invite"},
		{3, Paragraph, "Lee & Park: review PR 12"},
		{4, ListItem, "- Jo: draft the post"},
		// After a <br> the item goes on, indented under its text.
		{4, Paragraph, "due Monday"},
	})
	if n := find(d, want{4, Paragraph, "due Monday"}); n != nil && (n.Parent < 0 || n.Indent != 2) {
		t.Errorf("the line after <br> in an item: parent %d indent %d", n.Parent, n.Indent)
	}
	if n := find(d, want{2, Paragraph, "Kim: send the invite"}); n != nil && (n.Section == nil || n.Section.Title != "**Tasks to be completed**" && n.Section.Title != "Tasks to be completed") {
		t.Errorf("line 2 section: %+v", n.Section)
	}
}

func TestHTMLTable(t *testing.T) {
	notes := `## Action items

<table>
  <tr><th>Owner</th><th>Task</th><th>Due</th></tr>
  <tr>
    <td>Kim</td>
    <td>Write the <b>report</b> | draft</td>
    <td>Friday</td>
  </tr>
  <tr><td>Lee</td><td>Fix the build<br>and the docs</td><td></td></tr>
</table>
`
	d := parseHTML(t, notes)
	h := find(d, want{4, TableRow, "| Owner | Task | Due |"})
	if h == nil || !h.HeaderRow || h.Table == nil {
		t.Fatalf("header row: %+v", h)
	}
	r := find(d, want{6, TableRow, `| Kim | Write the **report** \| draft | Friday |`})
	if r == nil || r.Table != h.Table || len(r.Cells) != 3 || r.Cells[1] != "Write the **report** | draft" {
		t.Errorf("row 6: %+v", r)
	}
	r2 := find(d, want{10, TableRow, "| Lee | Fix the build<br>and the docs |  |"})
	if r2 == nil || r2.Table != h.Table {
		t.Errorf("row 10: %+v", r2)
	}
}

func TestHTMLDetailsCheckboxesParagraphs(t *testing.T) {
	notes := `<details>
<summary><b>Next steps</b></summary>

- Jo to call the vendor

</details>

<p>Sam will send
the slides.</p>
<ul>
<li><input type="checkbox" checked> Ana: book the room</li>
<li><input type="checkbox"/> Ben: order food</li>
</ul>
`
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{2, Heading, "**Next steps**"},
		{4, ListItem, "- Jo to call the vendor"},
		{8, Paragraph, "Sam will send the slides."},
		{11, ListItem, "- [x] Ana: book the room"},
		{12, ListItem, "- [ ] Ben: order food"},
	})
	if n := find(d, want{11, ListItem, "- [x] Ana: book the room"}); n != nil && n.Checkbox != 'x' {
		t.Errorf("line 11 checkbox %q", n.Checkbox)
	}
	if n := find(d, want{12, ListItem, "- [ ] Ben: order food"}); n != nil && n.Checkbox != ' ' {
		t.Errorf("line 12 checkbox %q", n.Checkbox)
	}
}

// TestHTMLKeepsMarkdown: notes without HTML, and the Markdown around
// HTML (tables with <br>, code, fences, autolinks), are read as before.
func TestHTMLKeepsMarkdown(t *testing.T) {
	plain := "# Notes\n\n- Kim: see <https://example.com/x> a < b\n| a | b |\n|---|---|\n| x | y |\n"
	if hl, _ := htmlLines(strings.Split(plain, "\n")); hl != nil {
		t.Errorf("notes without HTML rewritten: %q", hl)
	}
	notes := "# Notes <b>x</b>\n\n| Owner | Task |\n|---|---|\n| Kim<br>Lee | fix <b>it</b> |\n\n```\n<ul><li>code</li></ul>\n```\n- use `<br>` here\n- ask <Name> about it\n"
	d := parseHTML(t, notes)
	for _, w := range []want{
		{5, TableRow, "| Kim<br>Lee | fix <b>it</b> |"},
		{8, Skipped, ""},
		{10, ListItem, "- use `<br>` here"},
		{11, ListItem, "- ask <Name> about it"},
	} {
		n := find(d, w)
		if n == nil && w.kind == Skipped {
			ok := false
			for _, m := range d.Nodes {
				ok = ok || m.Line == 8 && m.Kind == Skipped
			}
			if ok {
				continue
			}
		}
		if n == nil {
			t.Errorf("line %d: no %s %q", w.line, w.kind, w.raw)
		}
	}
	if len(d.Nodes) != strings.Count(notes, "\n")+1 {
		t.Errorf("%d nodes for %d lines", len(d.Nodes), strings.Count(notes, "\n")+1)
	}
}

// TestHTMLTotal: broken HTML parses without panic and keeps line order.
func TestHTMLTotal(t *testing.T) {
	for _, s := range []string{
		"<ul><li>a", "</li></ul></table><td>x", "<b>", "a<b\nc>d", "<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table>",
		"<h2>x<h3>y", "<summary>", "&#xZZ; &bogus; <br><br><br>", "<plaintext>a<b>c", "<script>x</script><li>y",
		strings.Repeat("<li>", 5000), strings.Repeat("<p>x", 3000) + "\n",
	} {
		d := parseHTML(t, s)
		for i := 1; i < len(d.Nodes); i++ {
			if d.Nodes[i].Line < d.Nodes[i-1].Line {
				t.Errorf("%q: line %d after %d", s[:min(len(s), 40)], d.Nodes[i].Line, d.Nodes[i-1].Line)
			}
		}
	}
}

// TestHTMLBlockEndsAtBlankLine: "<ul>", a blank line, then Markdown
// bullets is a Markdown list the <ul> only indents (CommonMark ends an
// HTML block at a blank line); a tag after Markdown on a line opens no
// HTML block, so a stray unclosed <ol> above does not swallow the lines
// after it.
func TestHTMLBlockEndsAtBlankLine(t *testing.T) {
	notes := `#### Topic (AA)

<ul>

Regarding the release, it was decided to

* run the small grid with the same timestep;
* fully test the big grid first.

<br>

</ul>

<ul>
  <li>Duration: 30 minutes</li>
      <ol>1:30pm to 2:00pm<ol>
</ul>

## Attendance
##### <li> *5 out of 5* </li>
- [x] Sahil
- [x] Jordan

## Agenda
- [x] Meet the team.
`
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{5, Paragraph, "Regarding the release, it was decided to"},
		{7, ListItem, "* run the small grid with the same timestep;"},
		{8, ListItem, "* fully test the big grid first."},
		{15, ListItem, "- Duration: 30 minutes"},
		{21, ListItem, "- [x] Sahil"},
		{22, ListItem, "- [x] Jordan"},
		{24, Heading, "## Agenda"},
		{25, ListItem, "- [x] Meet the team."},
	})
	// Line 20's item is one item (its marker follows the unclosed <ol>).
	n := 0
	for _, m := range d.Nodes {
		if m.Line == 20 && m.Kind == ListItem && strings.HasSuffix(m.Raw, " *5 out of 5*") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("line 20: %d items reading *5 out of 5*", n)
	}
}

// TestHTMLQuoteKept: quoted lines keep their markers and are read as
// before.
func TestHTMLQuoteKept(t *testing.T) {
	notes := "<b>Sponsors</b>\n\n> <table>\n> <tr>\n> <td>\n> Level\n> </td>\n> </tr>\n> </table>\n"
	d := parseHTML(t, notes)
	expectNodes(t, d, []want{
		{1, Heading, "**Sponsors**"},
		{6, Paragraph, "Level"},
	})
}

// TestHTMLLinesInOrder: broken HTML (an unclosed heading around a
// table, stray closing tags, raw-text elements) keeps the nodes in
// source-line order, which Index relies on.
func TestHTMLLinesInOrder(t *testing.T) {
	parts := []string{"<ul>", "</ul>", "<ol>", "</ol>", "<li>", "</li>", "<b>", "</b>", "<br>", "<p>", "</p>", "<table>", "</table>", "<tr>", "</tr>", "<td>", "</td>", "<h3>", "</h3>", "<details>", "<summary>", "</summary>", "&nbsp;", "\n", "\n\n", "- ", "| a | b |\n|---|---|\n", "```\n", "> ", "Kim will fix it", "<input type=checkbox checked>", "<", "<x", "<!--", "-->", "`<br>`", "\r\n", "<plaintext>", "<textarea>"}
	seed := uint32(1)
	next := func(n int) int {
		seed = seed*1664525 + 1013904223
		return int(seed>>8) % n
	}
	for k := 0; k < 3000; k++ {
		var b strings.Builder
		for j := next(40); j >= 0; j-- {
			b.WriteString(parts[next(len(parts))])
		}
		s := b.String()
		d := parseHTML(t, s)
		lines := strings.Count(s, "\n") + 1
		for i, n := range d.Nodes {
			if n.Line < 1 || n.Line > lines || i > 0 && n.Line < d.Nodes[i-1].Line {
				t.Fatalf("%q: node %d on line %d after line %d (%d lines)", s, i, n.Line, d.Nodes[max(i-1, 0)].Line, lines)
			}
		}
	}
}
