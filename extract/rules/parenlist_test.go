package rules

import (
	"context"
	"reflect"
	"testing"
)

// TestParenOwnerList: a list whose items close on the people who took
// them is an assignment list, noun phrases included, with several owners
// joined by "and" and a done mark inside the parenthesis (issue 28, "owner
// after the task"), in notes written for this test.
func TestParenOwnerList(t *testing.T) {
	notes := `## Wrap-up
- Venue booking for the spring meetup (Priya - done)
- Sponsor outreach and budget (Tomas and Priya)
- Badges (Lena)
- Finalize the volunteer schedule (Tomas)

Priya and Tomas joined late; Lena sent apologies.
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int][]string{}
	for _, c := range cs {
		got[c.Line] = c.Owners
	}
	want := map[int][]string{
		2: {"Priya"},
		3: {"Tomas", "Priya"},
		4: {"Lena"},
		5: {"Tomas"},
	}
	for line, owners := range want {
		if !reflect.DeepEqual(got[line], owners) {
			t.Errorf("line %d: owners %v, want %v (all: %v)", line, got[line], owners, got)
		}
	}
}

// TestParenOwnerListNotAlone: one item closing on a name is as likely a
// presenter or a credit; lists of attendees and affiliations and lists of
// topics with their leads (the work under each) are no assignment list.
func TestParenOwnerListNotAlone(t *testing.T) {
	for name, notes := range map[string]string{
		"one item": `## Notes
- Roadmap review (Priya)
- The build is green again
- Docs site moved to the new host
`,
		"attendees": `# Tiger team meeting

Attendance (please add yourself)

* Jenn Bonner (LF, OpenSSF)
* Josh Bressers (Anchore, TAC)
* Bob Callaway (Google, TAC)
* Eric Tice (Wipro)
* Steve Chin (JFrog)

**Action items**

* Jenn to share the criteria draft with LF legal
`,
		"topic leads": `1. Discuss current status
   - Operations (Boris)
       - Action: Eric to review the pull requests
   - Finance (Eric)
       - Eric to work with Boris on the salary proposal
   - Membership (Ben)
2. Any other business

Boris, Eric and Ben attended.
`,
	} {
		cs, err := Parse(context.Background(), []byte(notes), nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			if c.Syntax == "paren-owner-list" {
				t.Errorf("%s: line %d read as an assignment list item: %+v", name, c.Line, c)
			}
		}
	}
}
