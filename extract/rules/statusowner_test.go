package rules

import (
	"context"
	"slices"
	"testing"
)

// A status line whose sentence opens with a person the roster knows —
// after an issue number, or in brackets — or that closes with one in
// parentheses is asked of the series with that person; a word that opens a sentence and names no one ("Need",
// "Everyone", a name the roster does not know) is no person.
func TestStatusLineAskedWithItsSubject(t *testing.T) {
	notes := "# W2\n\n## Updates\n- #634 Alice unwound the CLA change\n- [Bob] drafted the release notes\n- Need to start on the use cases\n- Everyone reviewed the design doc\n- Carol uploaded the drawing\n- 견적서 검토 완료 (민서)\n- release notes drafted (Everyone)\n- Release notes (Bob): in progress\n"
	var asked []string
	restates := func(owner, title, _ string) bool {
		asked = append(asked, owner+"|"+title)
		return false
	}
	if _, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, restates); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"Alice|#634 Alice unwound the CLA change",
		"Bob|[Bob] drafted the release notes",
		"|Need to start on the use cases",
		"|Everyone reviewed the design doc",
		"|Carol uploaded the drawing",
		"민서|견적서 검토 완료",
		"|release notes drafted (Everyone)",
		"Bob|Release notes in progress",
	} {
		if !slices.Contains(asked, want) {
			t.Errorf("not asked %q; asked %q", want, asked)
		}
	}
}
