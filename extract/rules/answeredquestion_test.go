package rules

import (
	"context"
	"strings"
	"testing"
)

// TestAnsweredQuestion: a question the notes follow with who finds out
// ("Does the mirror sync nightly? Dana will check.", "…? (It should, but
// SC will confirm.)") is that person's action, titled with the question;
// a question alone, or one whose answer names nobody, stays none
// (issue 28; notes written for this test).
func TestAnsweredQuestion(t *testing.T) {
	notes := `# Sync

Attendees: Sam Cole (SC), Dana Reyes

## Notes

* Will the registry API return checksums for packages? (It should, but SC will check and confirm.)
* Does the mirror sync nightly? Dana will check.
* Will the mirror sync nightly?
* Does the mirror sync nightly? It will, once the job is fixed.
`
	got := ownersByLine(t, notes)
	for line, owner := range map[int]string{7: "SC", 8: "Dana"} {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("line %d: got %q (extracted %v), want owner %q", line, o, ok, owner)
		}
	}
	for _, line := range []int{9, 10} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owner %q), want no action", line, o)
		}
	}
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cands {
		if c.Line == 8 && !strings.Contains(c.Title, "Does the mirror sync nightly?") {
			t.Errorf("line 8: title %q, want the question in it", c.Title)
		}
	}
}
