package doc

import (
	"context"
	"slices"
	"testing"
)

// A paragraph's or an item's text goes on over the plain lines right under
// it (indented or not); a bullet, a heading or a blank line ends it.
func TestContinuation(t *testing.T) {
	for _, tc := range []struct {
		name, notes string
		line        int
		want        []int // lines
	}{
		{"paragraph wrapped", "ACTION: Ana to update\nthe glossary page by next call\n", 1, []int{2}},
		{"item wrapped, indented", "* Ben will draft an\n  outline for the spring\n  workshop.\n* Other item\n", 1, []int{2, 3}},
		{"item wrapped, lazy", "- Carla to move the\nbackup job to Sunday\n\nNext thing.\n", 1, []int{2}},
		// A short line right above a list still introduces that list,
		// even in lower case: reading it as the wrapped end of the item
		// above (tried in issue 27x) made every item of the list an action
		// on minutes nobody tuned on (precision 0.734 -> 0.696).
		{"line over a list is its heading", "- Carla to move the\nbackup job to Sunday\n- Dev item\n", 1, nil},
		{"blank ends it", "Ana to update the glossary\n\nthe next thing\n", 1, nil},
		{"bullet ends it", "- Ana to update the glossary\n  - sub item\n", 1, nil},
		{"heading is no paragraph", "## Ana to update\nthe glossary\n", 1, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse(context.Background(), []byte(tc.notes))
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for _, j := range d.Continuation(tc.line - 1) {
				got = append(got, d.Nodes[j].Line)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("continuation of line %d: %v, want %v", tc.line, got, tc.want)
			}
		})
	}
}
