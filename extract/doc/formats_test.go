package doc

import (
	"context"
	"strings"
	"testing"
)

// TestUnderlinedTitleNotOrg: a document whose titles are underlined with
// "=" (Markdown setext, reStructuredText) and whose list items are written
// "*" and "**" is not an org outline: org writes no underlined titles. Its
// "*" lines stay list items under "Follow-ups", not headlines.
func TestUnderlinedTitleNotOrg(t *testing.T) {
	text := strings.Join([]string{
		"Review",
		"======",
		"",
		"* The kiln is fixed.",
		"** Parts came on Tuesday.",
		"",
		"Follow-ups",
		"==========",
		"",
		"* Order more glaze Priya Raman",
		"* Sweep the studio floor Tomas",
		"",
	}, "\n")
	d, err := Parse(context.Background(), []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []int{4, 10, 11} {
		n := d.Nodes[line-1]
		if n.Kind != ListItem {
			t.Errorf("line %d: %v %q, want a list item", line, n.Kind, n.Text)
		}
	}
	for _, line := range []int{10, 11} {
		if n := d.Nodes[line-1]; n.Section == nil || n.Section.Title != "Follow-ups" {
			t.Errorf("line %d: section %+v, want Follow-ups", line, n.Section)
		}
	}
}
