package doc

import "testing"

// Issue 28 (helper en-trials33): Markdown reference links.

// TestEnTrials33ReferenceLinkUndefined: brackets whose label the notes
// do not define are no link ("[Bug][UI]" tags, "[TBD]").
func TestEnTrials33ReferenceLinkUndefined(t *testing.T) {
	lines := []string{"[a]: /x", "[Bug][UI] fix the login button", "see [a] and [b][c]", "[a](/y) stays"}
	inlineRefLinks(lines)
	want := []string{"[a]: /x", "[Bug][UI] fix the login button", "see [a](/x) and [b][c]", "[a](/y) stays"}
	for i := range want {
		if lines[i] != want[i] {
			t.Errorf("line %d: got %q, want %q", i, lines[i], want[i])
		}
	}
}
