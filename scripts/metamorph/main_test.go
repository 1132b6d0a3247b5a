package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRewrites: each rewrite keeps a labelled action on its line and
// changes only what it says it changes; a rename renames the labels too.
func TestRewrites(t *testing.T) {
	dir := t.TempDir()
	notes := "## Action items\n\n- Dana to draft the budget.\n- Omar will book the room\n\n```\n## not a heading\n```\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"m.md": {"split": "dev", "actions": [{"line": 3, "owner": "Dana", "due": null}, {"line": 4, "owner": "Omar", "due": null}]},
		"other.md": {"split": "test", "actions": []}}`
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rewrite, want string
		owners        []string
	}{
		{"bold-headings", "**Action items**\n\n- Dana to draft the budget.\n- Omar will book the room\n\n```\n## not a heading\n```\n", []string{"Dana", "Omar"}},
		{"heading=Commitments", "## Commitments\n\n- Dana to draft the budget.\n- Omar will book the room\n\n```\n## not a heading\n```\n", []string{"Dana", "Omar"}},
		{"owner-paren", "## Action items\n\n- Draft the budget (Dana)\n- Book the room (Omar)\n\n```\n## not a heading\n```\n", []string{"Dana", "Omar"}},
		{"owner-colon", "## Action items\n\n- Dana: draft the budget\n- Omar: book the room\n\n```\n## not a heading\n```\n", []string{"Dana", "Omar"}},
		{"names=Will,Mark", "## Action items\n\n- Will to draft the budget.\n- Mark will book the room\n\n```\n## not a heading\n```\n", []string{"Will", "Mark"}},
	} {
		got, b := rewritten(t, dir, goldPath, "dev", tc.rewrite)
		if string(got) != tc.want {
			t.Errorf("%s: notes\n%q\nwant\n%q", tc.rewrite, got, tc.want)
		}
		var g map[string]struct {
			Actions []struct {
				Line  int    `json:"line"`
				Owner string `json:"owner"`
			} `json:"actions"`
		}
		if err := json.Unmarshal(b, &g); err != nil {
			t.Fatal(err)
		}
		if _, ok := g["other.md"]; ok {
			t.Errorf("%s: a file of another split was written", tc.rewrite)
		}
		if a := g["m.md"].Actions; len(a) != 2 || a[0].Line != 3 || a[0].Owner != tc.owners[0] || a[1].Owner != tc.owners[1] {
			t.Errorf("%s: labels %+v, want owners %v on lines 3 and 4", tc.rewrite, a, tc.owners)
		}
	}
	if err := run(dir, goldPath, "", "shuffle", filepath.Join(dir, "x")); err == nil || !strings.Contains(err.Error(), `rewrite "shuffle"`) {
		t.Errorf("unknown rewrite: err %v, want one naming it", err)
	}
}

// TestRewritesMore: the label prefixes, reported plans, two owners and due
// words of issue 28 keep each action on its line and its labels right.
func TestRewritesMore(t *testing.T) {
	dir := t.TempDir()
	notes := "## Notes\n\n- Dana to write the budget by Friday.\n- Dana and Eli to plan the offsite\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"m.md": {"actions": [{"line": 3, "owner": "Dana", "due": "by Friday"}, {"line": 4, "owner": "Dana, Eli", "due": null}]}}`
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		rewrite, want string
		owners        [2]any
		due           any
	}{
		{"owner-next-session", "- For next session: Dana - write the budget by Friday\n- Dana and Eli to plan the offsite", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-for", "- For Dana: write the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-possessive", "- Dana's action: write the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-group", "- Group work: write the budget by Friday\n", [2]any{nil, "Dana, Eli"}, "by Friday"},
		{"owner-said", "- Dana said they'd write the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-planning", "- Dana is planning to write the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-drafting", "- Dana will be writing the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owner-assigned-to", "- Assigned to Dana to write the budget by Friday\n", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owners-paren", "- Plan the offsite (Dana, Eli)", [2]any{"Dana", "Dana, Eli"}, "by Friday"},
		{"owners-slash", "- Plan the offsite - Dana/Eli", [2]any{"Dana", "Dana/Eli"}, "by Friday"},
		{"owners-handles", "- @dana and @eli to plan the offsite", [2]any{"Dana", "@dana and @eli"}, "by Friday"},
		{"due-as=(due: Fri)", "- Dana to write the budget (due: Fri).\n", [2]any{"Dana", "Dana, Eli"}, "(due: Fri)"},
	} {
		got, b := rewritten(t, dir, goldPath, "", tc.rewrite)
		if !strings.Contains(string(got), tc.want) {
			t.Errorf("%s: notes\n%q\nwant them to hold\n%q", tc.rewrite, got, tc.want)
		}
		var g map[string]struct {
			Actions []struct {
				Line  int `json:"line"`
				Owner any `json:"owner"`
				Due   any `json:"due"`
			} `json:"actions"`
		}
		if err := json.Unmarshal(b, &g); err != nil {
			t.Fatal(err)
		}
		a := g["m.md"].Actions
		if len(a) != 2 || a[0].Line != 3 || a[1].Line != 4 || a[0].Owner != tc.owners[0] || a[1].Owner != tc.owners[1] || a[0].Due != tc.due {
			t.Errorf("%s: labels %+v, want owners %v and due %v on lines 3 and 4", tc.rewrite, a, tc.owners, tc.due)
		}
	}
}

// rewritten runs rewrite over the notes of dir and returns what it wrote:
// the notes m.md and the labels.
func rewritten(t *testing.T, dir, goldPath, split, rewrite string) (notes, gold []byte) {
	t.Helper()
	out := filepath.Join(dir, strings.NewReplacer("=", "-", ",", "-", "+", "-", ":", "", " ", "", "(", "", ")", "").Replace(rewrite))
	if err := run(dir, goldPath, split, rewrite, out); err != nil {
		t.Fatalf("%s: %v", rewrite, err)
	}
	notes, err := os.ReadFile(filepath.Join(out, "m.md"))
	if err != nil {
		t.Fatal(err)
	}
	if gold, err = os.ReadFile(filepath.Join(out, "gold.json")); err != nil {
		t.Fatal(err)
	}
	return notes, gold
}

// TestFormatRewrites: each format=F rewrite writes the Markdown headings,
// items and bold of the notes in F's markup on the same lines, labels
// unmoved.
func TestFormatRewrites(t *testing.T) {
	dir := t.TempDir()
	notes := "# Minutes\n\n## Action items\n\n- **Dana** to draft the budget.\n  * Omar will book the room\n\n```\n## not a heading\n```\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	gold := `{"m.md": {"actions": [{"line": 5, "owner": "Dana", "due": null}, {"line": 6, "owner": "Omar", "due": null}]}}`
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(gold), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ rewrite, want string }{
		{"format=rst", "Minutes\n=======\nAction items\n------------\n- **Dana** to draft the budget.\n  * Omar will book the room\n\n```\n## not a heading\n```\n"},
		{"format=asciidoc", "== Minutes\n\n=== Action items\n\n* *Dana* to draft the budget.\n** Omar will book the room\n\n```\n## not a heading\n```\n"},
		{"format=org", "* Minutes\n\n** Action items\n\n- *Dana* to draft the budget.\n  - Omar will book the room\n\n```\n## not a heading\n```\n"},
		{"format=mediawiki", "= Minutes =\n\n== Action items ==\n\n* '''Dana''' to draft the budget.\n** Omar will book the room\n\n```\n## not a heading\n```\n"},
		{"format=html", "<html><body><h1>Minutes</h1>\n\n<h2>Action items</h2>\n\n<ul><li><strong>Dana</strong> to draft the budget.\n  <ul><li>Omar will book the room</li></ul></li></ul>\n\n<pre>\n## not a heading\n</pre></body></html>\n"},
	} {
		got, b := rewritten(t, dir, goldPath, "", tc.rewrite)
		if string(got) != tc.want {
			t.Errorf("%s: notes\n%q\nwant\n%q", tc.rewrite, got, tc.want)
		}
		var g map[string]struct {
			Actions []struct {
				Line int `json:"line"`
			} `json:"actions"`
		}
		if err := json.Unmarshal(b, &g); err != nil {
			t.Fatal(err)
		}
		if a := g["m.md"].Actions; len(a) != 2 || a[0].Line != 5 || a[1].Line != 6 {
			t.Errorf("%s: labels %+v, want lines 5 and 6", tc.rewrite, a)
		}
	}
	if err := run(dir, goldPath, "", "format=latex", filepath.Join(dir, "y")); err == nil {
		t.Error("format=latex: want an error")
	}
}

// TestHTMLInline: what a line holds besides Markdown is written as HTML
// would hold it — text escaped, autolinks as links, the notes' own tags
// and comments kept whole.
func TestHTMLInline(t *testing.T) {
	for in, want := range map[string]string{
		"Q&A <https://x.org/a?b=1&c=2> a < b": `Q&amp;A <a href="https://x.org/a?b=1&amp;c=2">https://x.org/a?b=1&amp;c=2</a> a &lt; b`,
		"<!-- lint: off --> **Dana** `x>y`":   "<!-- lint: off --> <strong>Dana</strong> <code>x&gt;y</code>",
		"a<br>b </td> &nbsp; [doc](http://d)": `a<br>b </td> &nbsp; <a href="http://d">doc</a>`,
	} {
		if got := htmlInline(in); got != want {
			t.Errorf("htmlInline(%q) = %q, want %q", in, got, want)
		}
	}
	lines := strings.Split("| Who | What |\n|---|---|\n| Dana | [ ] draft |\n\n1. [x] booked\n   wrapped", "\n")
	htmlPage(lines, nil)
	want := []string{"<html><body><table><tr><th>Who</th><th>What</th></tr>", "", "<tr><td>Dana</td><td>[ ] draft</td></tr></table>", "",
		`<ol><li><input type="checkbox" checked disabled> booked`, "   <br>wrapped</li></ol></body></html>"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("htmlPage:\n%q\nwant\n%q", lines, want)
	}
	lines = []string{"We agreed on how", "to ship it.", "Dana will draft X."}
	htmlPage(lines, nil)
	want = []string{"<html><body><p>We agreed on how", "to ship it.</p>", "<p>Dana will draft X.</p></body></html>"}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("htmlPage of a wrapped paragraph:\n%q\nwant\n%q", lines, want)
	}
}

// TestFormatRewriteDepth: a nested item's stars count the items it is
// nested in, not its indent ("    - b" under "- a" is "** b"), a
// numbered item holds the items under it, a line continuing an item's
// text at the margin keeps its list open, the bold inside a nested
// item is rewritten apart from its "**" marker, and a chat mention
// ("@**ana**") is no bold.
func TestFormatRewriteDepth(t *testing.T) {
	dir := t.TempDir()
	notes := "- a\n    - b\n        - c\n    - d\n\nText\n1. one\n    - e **f** g\n- h\nlazy\n    - i\n- @**ana** to ask **Bo**\n"
	if err := os.WriteFile(filepath.Join(dir, "m.md"), []byte(notes), 0o644); err != nil {
		t.Fatal(err)
	}
	goldPath := filepath.Join(dir, "gold.json")
	if err := os.WriteFile(goldPath, []byte(`{"m.md": {"actions": [{"line": 2, "owner": null, "due": null}]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ rewrite, want string }{
		{"format=asciidoc", "* a\n** b\n*** c\n** d\n\nText\n1. one\n** e *f* g\n* h\nlazy\n** i\n* @**ana** to ask *Bo*\n"},
		{"format=mediawiki", "* a\n** b\n*** c\n** d\n\nText\n1. one\n** e '''f''' g\n* h\nlazy\n** i\n* @**ana** to ask '''Bo'''\n"},
	} {
		if got, _ := rewritten(t, dir, goldPath, "", tc.rewrite); string(got) != tc.want {
			t.Errorf("%s: notes\n%q\nwant\n%q", tc.rewrite, got, tc.want)
		}
	}
}

// TestIndentParts: the text lines right under a heading are indented;
// list items, their continuation, tables and fences are not.
// TestLineRewrites: the rewrites that change lines in place, on a small
// made-up page each.
func TestLineRewrites(t *testing.T) {
	for _, c := range []struct {
		name     string
		rewrite  func([]string, []action) int
		in, want string
	}{
		{"indentParts", indentParts,
			"# A\n\nDana to draft X\nEli to book Y\n- item\nafter item\n| t |\n## B\n```\ncode\n```\nZed to call",
			"# A\n\n    Dana to draft X\n    Eli to book Y\n- item\nafter item\n| t |\n## B\n```\ncode\n```\nZed to call"},
		{"outline", outline,
			"# Weekly\nintro\n## Notes\n- a\n  - b\n### Team\ntext\n- c\n| t |\n## Next\n```\ncode\n```",
			"Weekly\nintro\n□ Notes\n ○ a\n   - b\n ○ Team\n  text\n  - c\n  | t |\n□ Next\n ```\n code\n ```"},
		{"numberedHeadings", numberedHeadings,
			"# T\n## A\n### 백엔드\n- x\n### 계획\n## B\n### Sub\n#### Deep\n```\n## code\n```",
			"# T\n1. A\n가. 백엔드\n- x\n나. 계획\n2. B\n2.1. Sub\n2.1.1. Deep\n```\n## code\n```"},
	} {
		lines := strings.Split(c.in, "\n")
		c.rewrite(lines, nil)
		if got := strings.Join(lines, "\n"); got != c.want {
			t.Errorf("%s:\n%q\nwant\n%q", c.name, got, c.want)
		}
	}
}
