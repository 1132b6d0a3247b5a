package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// firmNotes: minutes whose attendees the notes list, with commitments in
// a discussion section (no action section).
const firmNotes = `# TSC meeting

Attendees: Brian, Peter, Kimball, Cary

## Discussion

* Brian to prepare slides.
* #681 - Kimball will review.
* Peter will merge recent fixes into the RB-2.4 branch
* No progress on the plugin, Cary agreed to investigate.
* We will update the release notes.
* Someone should update the release notes.
* Zed will update the release notes.
* Peter will update the website if there is time.
* Kimball might update the build scripts.
* Cary will try to fix the Windows build.
* Brian will look at the flaky tests at some point.
* Kimball to make
* Release will ship in March.
`

// candidateAt is the candidate on line (nil when none).
func candidateAt(cs []extract.Candidate, line int) *extract.Candidate {
	for i := range cs {
		if cs[i].Line == line {
			return &cs[i]
		}
	}
	return nil
}

// A commitment outside an action section is filed without asking when
// nothing in it is in doubt: one person the notes know, a firm modal, a
// verb of work and no hedge. The rest still waits for a person.
func TestFirmCommitmentOutsideActionSection(t *testing.T) {
	got, err := Parse(context.Background(), []byte(firmNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	ready := map[int]string{7: "Brian", 8: "Kimball", 9: "Peter", 10: "Cary"}
	for line, owner := range ready {
		c := candidateAt(got, line)
		if c == nil || c.Assignee != owner || len(c.Problems) != 0 {
			t.Errorf("line %d: want a ready action of %s:\n%s", line, owner, dump(got))
		}
	}
	// "we", "someone", a name the notes do not know, hedged lines, a
	// one-word task with nothing to say what it is about, a thing as a
	// subject: no ready action.
	for line := 11; line <= 19; line++ {
		if c := candidateAt(got, line); c != nil && len(c.Problems) == 0 {
			t.Errorf("line %d: want no ready action, got %q owner %q:\n%s", line, c.Title, c.Assignee, dump(got))
		}
	}
}

// A firm commitment that repeats an action the notes list for the same
// person stays held: filed, it would be a second task for one piece of
// work.
func TestFirmCommitmentRepeatingAnActionStaysHeld(t *testing.T) {
	notes := strings.Join([]string{
		"# Project meeting",
		"",
		"Attendees: David, Nick",
		"",
		"## Action items",
		"",
		"* David: post the newsletter to engage.aps.org & social media",
		"",
		"## Minutes",
		"",
		"* Newsletter",
		"    * David will post newsletter to engage.aps.org and social media",
		"* Nick will email the group about the sprint.",
		"",
	}, "\n")
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if c := candidateAt(got, 7); c == nil || c.Assignee != "David" || len(c.Problems) != 0 {
		t.Fatalf("line 7: want David's ready action:\n%s", dump(got))
	}
	if c := candidateAt(got, 12); c == nil || len(c.Problems) == 0 {
		t.Fatalf("line 12: want the repeat held for a person:\n%s", dump(got))
	}
	if c := candidateAt(got, 13); c == nil || c.Assignee != "Nick" || len(c.Problems) != 0 {
		t.Fatalf("line 13: want Nick's ready action:\n%s", dump(got))
	}
}
