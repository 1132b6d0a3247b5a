package rules

import (
	"context"
	"testing"
)

// TestDoneSection: items filed under a heading or label that says they
// are finished or archived ("## Done tasks", "Completed:", "## Archive of
// decisions") are a record, neither actions nor possible actions, while
// the open items beside them still are (issue 28: a staff meeting's
// running document and a working group's status-labelled action list),
// in notes written for this test.
func TestDoneSection(t *testing.T) {
	notes := `## Tasks (in progress or unassigned)
- [ ] [RB] Collect the governance notes and present them at a community call

## Done tasks
- [x] [RB] Secure some follow-up for the GitLab service
- [x] [NT] Investigate how the helpdesk treats deleted personal data
    - We will delete all tickets that need no follow up (RB has started doing this)

### Actions

In Progress:
 * ACTION: Martin to schedule the monthly metadata calls

Completed:
 * ACTION: Jessica to make the guidelines available on the wiki

## Archive of decisions
- 2021-07-05: RB to schedule 1-1 talks with everybody about task assignment
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cs {
		got[c.Line] = true
	}
	for _, line := range []int{2, 12} {
		if !got[line] {
			t.Errorf("open item on line %d not extracted (got %v)", line, got)
		}
	}
	for _, line := range []int{5, 6, 7, 15, 18} {
		if got[line] {
			t.Errorf("finished or archived item on line %d extracted", line)
		}
	}
	possible := possibleLines(t, notes, nil)
	for _, line := range []int{5, 6, 7, 15, 18} {
		if _, ok := possible[line]; ok {
			t.Errorf("finished or archived item on line %d reported as a possible action", line)
		}
	}
}
