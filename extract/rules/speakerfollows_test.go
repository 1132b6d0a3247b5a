package rules

import (
	"context"
	"testing"
)

// speakerLaterNotes: speakers whose commitment comes later in the line or
// in the item's wrapped lines, beside lines where nothing is promised.
const speakerLaterNotes = `# Weekly sync

Attendees: Dana Smith, Eli Moreno, Farah Khan

## Discussion

- Dana: the docs build is flaky on Windows, PR will follow this week.
- Eli: I'm happy to help with the release notes.
- Farah: has read the failing test reports and the nightly job logs from the last two weeks in some detail, will open an issue for the timeout.
- Dana: has received some answers from the mailing list
  about the schedule, will ask the reporters for permission to post them.
- Eli: discussion will follow next time.
- Farah: happy to see this landing.
- Dana: the release will follow the RC.
`

// A deliverable the speaker says will follow, help the speaker is glad to
// give, and a subjectless "will" after a long clause of the speaker's or
// in the item's wrapped line are the speaker's actions; a discussion or a
// release that follows, and gladness about something, are none.
func TestSpeakerCommitmentLaterInLine(t *testing.T) {
	got, err := Parse(context.Background(), []byte(speakerLaterNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for line, owner := range map[int]string{7: "Dana", 8: "Eli", 9: "Farah", 10: "Dana"} {
		c := candidateAt(got, line)
		if c == nil {
			t.Errorf("line %d: want an action of %s, got none:\n%s", line, owner, dump(got))
			continue
		}
		if c.Assignee != owner {
			t.Errorf("line %d: want owner %q, got %q:\n%s", line, owner, c.Assignee, dump(got))
		}
	}
	if c := candidateAt(got, 7); c != nil && c.Due != "this week" {
		t.Errorf("line 7: want due %q, got %q", "this week", c.Due)
	}
	for _, line := range []int{12, 13, 14} {
		if c := candidateAt(got, line); c != nil {
			t.Errorf("line %d: nothing promised, yet extracted:\n%s", line, dump(got))
		}
	}
}
