package rules

import (
	"context"
	"slices"
	"testing"
)

// Mixed-case initials the notes use as a speaker's prefix ("* xQ: …")
// own the action marker's line they open ("ACTION: xQ Draft …"), and a
// line of last meeting's actions opening on them is asked of the series
// with that person — both, so that the restatement links to the task.
// A word's capitalisation ("Re") and initials never spoken are no owner.
func TestMixedCaseInitials(t *testing.T) {
	notes := "# Sync\n\n## Notes\n* xQ: I can take the schema.\n* Re: the schema, see the draft.\n\nACTION: xQ Draft the schema notes\n\nACTION: yZ Book the room\n\n" +
		"## Review\n* Open items\n  * xQ Update the webhook spec\n"
	var asked []string
	got, err := parseWith(context.Background(), []byte(notes), testRoster(t), false, func(owner, title, _ string) bool {
		asked = append(asked, owner+"|"+title)
		return false
	})
	if err != nil {
		t.Fatal(err)
	}
	owners := map[int]string{}
	for _, c := range got {
		owners[c.Line] = c.Assignee
	}
	if owners[7] != "xQ" {
		t.Errorf("line 7 owner %q, want xQ: %s", owners[7], dump(got))
	}
	if owners[9] != "" {
		t.Errorf("line 9 owner %q: initials never spoken own nothing", owners[9])
	}
	if o, ok := owners[13]; ok && o != "xQ" || !ok && !slices.Contains(asked, "xQ|Update the webhook spec") {
		t.Errorf("line 13 read %v owner %q; asked %q", ok, o, asked)
	}
}
