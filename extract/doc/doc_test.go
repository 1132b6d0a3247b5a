package doc

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

const sample = `---
date: 2026-09-14
---
# 주간 회의

**참석**: 민서, 지훈

## 1. 업무 분담
| 담당 | 할 일 |
|---|---|
| 민서 | 견적 검토 |

Action items:
- [ ] @alice fix the build
  - details
- [x] done item
` + "```\n- [ ] not an item\n```\n" + `> - quoted item
:memo: 준비물 목록

- 담당 :
  - 보수 매체 : 한지우
`

func TestModel(t *testing.T) {
	d, err := Parse(context.Background(), []byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	if len(d.Nodes) != strings.Count(sample, "\n")+1 {
		t.Fatalf("%d nodes for %d lines", len(d.Nodes), strings.Count(sample, "\n")+1)
	}
	for _, l := range []int{1, 2, 3, 17, 18, 19} {
		if at(l).Kind != Skipped {
			t.Errorf("line %d: %s, want skipped (front matter, fence)", l, at(l).Kind)
		}
	}
	if n := at(4); n.Kind != Heading || n.Level != 1 || n.Text != "주간 회의" {
		t.Errorf("line 4: %+v", n)
	}
	if n := at(6); n.Kind != Heading || n.Level != 7 || n.Text != "참석" {
		// "**참석**: 민서, 지훈" is not bold-only: a paragraph.
		if n.Kind != Paragraph {
			t.Errorf("line 6: %+v", n)
		}
	}
	if n := at(9); n.Kind != TableRow || !n.HeaderRow || len(n.Cells) != 2 || n.Cells[0] != "담당" {
		t.Errorf("line 9 header: %+v", n)
	}
	if n := at(11); n.Kind != TableRow || n.HeaderRow || n.Table == nil || n.Table.Header[1] != "할 일" || n.Cells[1] != "견적 검토" {
		t.Errorf("line 11 row: %+v", n)
	}
	if n := at(11); n.Section == nil || n.Section.Title != "1. 업무 분담" || n.Section.Parent.Title != "주간 회의" {
		t.Errorf("line 11 section: %+v", n.Section)
	}
	if n := at(13); n.Kind != Heading || n.Level != 7 || n.Text != "Action items" {
		t.Errorf("line 13 pseudo heading: %+v", n)
	}
	if n := at(14); n.Kind != ListItem || n.Checkbox != ' ' || n.Text != "@alice fix the build" || n.Section.Title != "Action items" {
		t.Errorf("line 14: %+v", n)
	}
	if n := at(15); n.Kind != ListItem || n.Parent != 13 {
		t.Errorf("line 15 nesting: parent %d", n.Parent)
	}
	if n := at(16); n.Checkbox != 'x' || n.Parent != -1 {
		t.Errorf("line 16: %+v", n)
	}
	if n := at(20); n.Kind != ListItem || n.Text != "quoted item" {
		t.Errorf("line 20 quote: %+v", n)
	}
	if n := at(21); n.Kind != Heading || n.Level != 7 {
		t.Errorf("line 21 shortcode pseudo heading: %+v", n)
	}
	if n := at(24); n.Parent != 22 || n.Text != "보수 매체 : 한지우" {
		t.Errorf("line 24: %+v", n)
	}
}

func TestTableWithoutOuterPipes(t *testing.T) {
	d, _ := Parse(context.Background(), []byte("Owner | Task\n--- | ---\nBob | ship it\n"))
	if n := d.Nodes[2]; n.Kind != TableRow || n.Table == nil || n.Cells[0] != "Bob" {
		t.Errorf("%+v", n)
	}
}

func TestSplitCells(t *testing.T) {
	got := SplitCells(`| a | b \| c | |`)
	if len(got) != 3 || got[1] != "b | c" || got[2] != "" {
		t.Errorf("%q", got)
	}
}

// TestLargeInput: 10 MB of hostile notes is parsed in bounded time.
func TestLargeInput(t *testing.T) {
	var b strings.Builder
	for b.Len() < 10<<20 {
		b.WriteString("| " + strings.Repeat("a | ", 200) + "\n|---|---|\n")
		b.WriteString(strings.Repeat("  ", 300) + "- [ ] " + strings.Repeat("#", 500) + "\n")
		b.WriteString("**" + strings.Repeat("굵", 2000) + "**\n:x: 담당 :\n")
	}
	start := time.Now()
	d, err := Parse(context.Background(), []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Nodes) == 0 {
		t.Fatal("no nodes")
	}
	// Generous for -race on a shared machine; a quadratic blow-up on 10 MB
	// takes far longer.
	if el := time.Since(start); el > 60*time.Second {
		t.Errorf("10 MB took %v", el)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Parse(ctx, []byte(b.String())); err == nil {
		t.Error("cancelled context ignored")
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{sample, "", "|", "|---|", "a | b\n--- | ---\n", "- [", "```", "---\n---", "* ## x", "\xff\xfe", ":a:\n- b", "> > - [x] y", strings.Repeat("  - ", 500)} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Parse(context.Background(), b)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Count(strings.TrimPrefix(string(b), "\ufeff"), "\n") + 1
		if len(d.Nodes) != lines {
			t.Fatalf("%d nodes for %d lines", len(d.Nodes), lines)
		}
		for i, n := range d.Nodes {
			if n.Line != i+1 {
				t.Fatalf("node %d has line %d", i, n.Line)
			}
			if n.Parent >= i {
				t.Fatalf("line %d: parent %d not before it", n.Line, n.Parent)
			}
			if !utf8.ValidString(n.Text) || !utf8.ValidString(n.Raw) {
				t.Fatalf("line %d: invalid UTF-8", n.Line)
			}
		}
	})
}

// A list item's wrapped lines are joined to its Wrap (bounded), and a blank
// line ends the run.
func TestWrappedListItem(t *testing.T) {
	notes := "- Explore the use cases for GATs, trying to\n  find examples (aturon, centril)\n\n  Not a wrap after a blank.\n"
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Nodes[0].Wrap; got != "find examples (aturon, centril)" {
		t.Errorf("Wrap = %q", got)
	}
	if !d.Nodes[1].Cont || d.Nodes[3].Cont {
		t.Errorf("Cont: line 2 %t, line 4 %t; want true, false", d.Nodes[1].Cont, d.Nodes[3].Cont)
	}
	// A long run of wrapped lines: the item's Wrap stays bounded.
	long := "- item\n" + strings.Repeat("  wrapped words\n", 20000)
	d, err = Parse(context.Background(), []byte(long))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(d.Nodes[0].Wrap); n == 0 || n > MaxLineBytes+len("wrapped words")+1 {
		t.Errorf("Wrap of a long run is %d bytes, want 1..%d", n, MaxLineBytes)
	}
}

// TestProseFence: minutes pasted into a fence without a language (student
// teams do this) are lines of the notes; a fence that names a language,
// holds a line only code writes, or holds English is code, skipped.
func TestProseFence(t *testing.T) {
	notes := "## 추후 과제\n" +
		"```\n올리브영 - 민기\n이니스프리 - 나윤\n```\n" + // 2-5: read
		"```python\n크롤링 - 민기\n리뷰 정리 - 나윤\n```\n" + // 6-9: a language
		"```\n크롤링 - 민기\nresult = crawl() - 나윤\n```\n" + // 10-13: a line of code
		"```\nrun the crawler\nclean the data - 민기\n```\n" + // 14-17: not Korean
		"```\n크롤링 - 민기\n리뷰 정리 - 나윤\n" // 18-20: never closed
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[int]Kind{2: Skipped, 3: Paragraph, 4: Paragraph, 5: Skipped}
	for l := 6; l <= 20; l++ {
		kinds[l] = Skipped
	}
	for l, k := range kinds {
		if got := d.Nodes[l-1].Kind; got != k {
			t.Errorf("line %d (%q): %s, want %s", l, d.Nodes[l-1].Raw, got, k)
		}
	}
	if n := d.Nodes[2]; n.Section == nil || n.Section.Title != "추후 과제" || n.Text != "올리브영 - 민기" {
		t.Errorf("line 3: %+v", n)
	}
}

// A block quote is a container: a heading inside it ("> ***Nora***")
// nests under the section open when the quote began ("***Carried
// over***" above it) — a second quoted person heading of the same level
// does not end that section —, a quoted title line introduces the quoted
// list under it (as the first line of its quote it ends sections as any
// heading), and the quote's sections end with the quote: the unquoted
// item after it is not carried over. Quote holds each line's
// depth; a quoted numbered item keeps the line's indent (0).
func TestQuotedSectionsAreContained(t *testing.T) {
	notes := strings.Join([]string{
		"## Action Items",             // 1
		"",                            // 2
		"***Carried over***",          // 3
		"> ***Nora***",                // 4
		"> * Draft the glossary page", // 5
		">",                           // 6
		"> ***Ivo***",                 // 7
		"> * Open tickets on...",      // 8
		">     1. Which units the plotter accepts", // 9
		">     2. Notebook on unit parsing",        // 10
		"* Book the hall for the sprint",           // 11
		"",                                         // 12
		"> Earlier asks",                           // 13
		"> 1. Nora: sample data for the demo",      // 14
		"after the quote",                          // 15
	}, "\n")
	d, err := Parse(context.Background(), []byte(notes))
	if err != nil {
		t.Fatal(err)
	}
	at := func(line int) Node { return d.Nodes[line-1] }
	for _, c := range []struct {
		line  int
		kind  Kind
		path  string
		quote int
	}{
		{5, ListItem, "Nora > Carried over > Action Items", 1},
		{7, Heading, "Carried over > Action Items", 1},
		{8, ListItem, "Ivo > Carried over > Action Items", 1},
		{10, ListItem, "Ivo > Carried over > Action Items", 1},
		{11, ListItem, "Carried over > Action Items", 0},
		{13, Heading, "Action Items", 1},
		{14, ListItem, "Earlier asks > Action Items", 1},
		{15, Paragraph, "Action Items", 0},
	} {
		n := at(c.line)
		if got := strings.Join(n.Sections(), " > "); n.Kind != c.kind || got != c.path || n.Quote != c.quote {
			t.Errorf("line %d: %s %q quote %d; want %s %q quote %d", c.line, n.Kind, got, n.Quote, c.kind, c.path, c.quote)
		}
	}
	if n := at(10); n.Text != "Notebook on unit parsing" || n.Indent != 0 || n.Bullet != "2." {
		t.Errorf("line 10: %+v", n)
	}
}

// TestGlyphAfterBullet: an empty checkbox glyph right after a bullet
// ("- ⬜ …", "* ☐ …") is the item's open box, not part of its text, as
// "[ ]" is; a check ("- ✅ …", a status the rules read) and a □ stay
// text.
func TestGlyphAfterBullet(t *testing.T) {
	d, err := Parse(context.Background(), []byte("- ⬜ Update the docs\n* ☐ 회의록 업로드\n- 🔲 Send the invite\n- ✅ Book the room\n- □ 개요\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		box  rune
		text string
	}{{' ', "Update the docs"}, {' ', "회의록 업로드"}, {' ', "Send the invite"}, {0, "✅ Book the room"}, {0, "□ 개요"}}
	if len(d.Nodes) < len(want) {
		t.Fatalf("%d nodes, want %d", len(d.Nodes), len(want))
	}
	for k, w := range want {
		n := d.Nodes[k]
		if n.Kind != ListItem || n.Checkbox != w.box || n.Text != w.text {
			t.Errorf("line %d: %s box %q text %q, want list item box %q text %q", n.Line, n.Kind, n.Checkbox, n.Text, w.box, w.text)
		}
	}
}
