package rules

import (
	"context"
	"testing"
)

// "Boris plan a meeting …": a name the notes know as a person, then a bare
// verb of work, is that person's task; a name then a noun and a verb of
// state ("Boris review was positive") is not, nor is an unknown
// capitalised word ("Docs build the site").
func TestNameBareVerb(t *testing.T) {
	notes := "# Board meeting\n\n1. Review action items\n    1. Boris to post the advertisement on LinkedIn\n        1. Completed: Linkedin post\n    2. Boris plan a meeting with the bookkeeper and Eric\n    3. Boris review was positive\n    4. Docs build the site from the main branch\n    5. Action: Ben will make a statement of support\n        1. Not relevant for now\n"
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range got {
		if c.Line == 6 {
			if len(c.Owners) != 1 || c.Owners[0] != "Boris" {
				t.Fatalf("line 6: owners %v, want Boris:\n%s", c.Owners, dump(got))
			}
			continue
		}
		if c.Line == 7 || c.Line == 8 {
			t.Fatalf("line %d read as an action:\n%s", c.Line, dump(got))
		}
	}
	for _, c := range got {
		if c.Line == 6 {
			return
		}
	}
	t.Fatalf("line 6 not read:\n%s", dump(got))
}
