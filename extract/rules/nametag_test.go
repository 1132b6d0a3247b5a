package rules

import (
	"context"
	"testing"
)

// nameTagNotes: HackMD's "[name=…]" tags closing a task, before "to" and
// a verb, between a marker and its colon, and on a topic whose sub-item
// is a subjectless future; beside a tag that only says who spoke.
const nameTagNotes = `# Team sync

**In attendance:** Kim, Lee, Park

## Topics

- Conference invitation
  - Follow up with the organisers [name=Kim,Lee]
- Budget sheet [name=Park]
  - Still missing the March numbers - will ask again next week
- [name=Lee] to review the caching PR.
- Release planning
  * TODO [name=Kim] : Add a migration guide to the docs
  * Will send the survey invite [name=Park]
- [name=Kim] The API can return a 404 for missing pages
- Venue
  - Follow up with the caterer [name=park]
- [name=Lee] Roadmap draft
  - Next steps: Collect feedback from the users
`

// A tag that closes a task, opens "to" and a verb or sits in a marker
// names the task's owner, in lower case as well; a topic's tag gives its subjectless future an
// owner, a marker under the topic too; a tag before a remark extracts
// nothing.
func TestHackMDNameTagIsOwner(t *testing.T) {
	got, err := Parse(context.Background(), []byte(nameTagNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, owner := range map[int]string{8: "Kim, Lee", 10: "Park", 11: "Lee", 13: "Kim", 14: "Park", 17: "Park", 19: "Lee"} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action of %s, got none:\n%s", line, owner, dump(got))
			continue
		}
		if c.Assignee != owner {
			t.Errorf("line %d: want owner %q, got %q:\n%s", line, owner, c.Assignee, dump(got))
		}
	}
	if c := candidateAt(got, 15); c != nil {
		t.Errorf("line 15: a remark after a speaker tag, yet extracted:\n%s", dump(got))
	}
}
