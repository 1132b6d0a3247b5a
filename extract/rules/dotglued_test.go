package rules

import (
	"context"
	"testing"
)

// TestDotGluedWordNoVerb: "from .NET Classic to .NET Core" is no person
// given a task: a word glued to a leading dot names a platform or a file,
// not a verb after "to" (issue 28), in notes written for this test.
func TestDotGluedWordNoVerb(t *testing.T) {
	notes := `# Review of the login failures

## Lessons Learned

- Test upgrades from .NET Framework to .NET Core more carefully. Compiling is not the same as working.
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Line == 5 && c.Assignee != "" {
			t.Errorf("line 5 read as %q given %q", c.Assignee, c.Title)
		}
	}
}
