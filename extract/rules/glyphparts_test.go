package rules

import "testing"

// Parts titled behind a glyph right in a heading's part stand for the
// headings under it that markup would write ("■ Schedule" for "##
// Schedule"): after "# Action items" and its list they are parts of the
// minutes, not of the action list, so a remark or a request in them is
// no action item.
func TestGlyphPartsAfterActionHeading(t *testing.T) {
	notes := `# Action items

- NEW: KIM to update the budget sheet

Next call: 3 June

■ Reserve words

- Requested by: KIM
- Target is the autumn release

■ Schedule

- several open discussions need resolution
- the test suite requires a definition
`
	got := candsByLine(t, notes)
	if _, ok := got[3]; !ok {
		t.Errorf("line 3: no action, want KIM's")
	}
	for _, line := range []int{9, 10, 14, 15} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d: action %q, want none", line, c.Title)
		}
	}
}
