package rules

import (
	"context"
	"testing"
)

// A standing agenda item and the link where it is tracked is no task of
// a person called after the item; a known person's link stays theirs.
func TestLinkOnlyTaskOfNoPerson(t *testing.T) {
	notes := `# Security WG Meeting

Present: Dana Smith, Eli Moreno

## Announcements

- [X] Vulnerability Review - https://github.com/example/assessments/issues
   - turns out the action was disabled because there was no activity

## Action items

- Dana - https://github.com/example/wg/pull/12
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := candidateAt(got, 7); c != nil {
		t.Errorf("line 7: a topic and its link, yet extracted:\n%s", dump(got))
	}
	if c := candidateAt(got, 12); c == nil || c.Assignee != "Dana" {
		t.Errorf("line 12: want Dana's link kept as her action:\n%s", dump(got))
	}
}
