package rules

import (
	"context"
	"strings"
	"testing"
)

// Initials as the subject of a commitment (issue 28, item 2): "AH will
// add …", and after a topic label, "LUNARC: RP will request …". Near
// misses: initials the notes write as a thing ("the CI"), initials
// written once, a thing that happens ("SXG will land").
func TestInitialsCommitments(t *testing.T) {
	notes := `## Meeting 7 March
- Welcome to Anders Hast (AH)!
  - AH will add the course to the newsletter
- Course projects:
  - LUNARC: RP will request the allocation
  - RP presented the schedule
- The CI was slow this week.
  - CI will rerun the nightly jobs
- Note: NGX will switch hosting providers
- SXG came up again.
  - SXG will land in 2019
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	wantOf := map[int]want{
		3: {owners: "AH", title: "add the course to the newsletter"},
		5: {owners: "RP", title: "request the allocation"},
	}
	checkByLine(t, got, wantOf)
}

// A speaker tag, a short exclamation, then the speaker's own commitment:
// "[RB] Awesome! I will contact Sahar". Near miss: an exclamation before
// an opinion ("I think we will need …") commits nobody.
func TestSpeakerTagExclamation(t *testing.T) {
	notes := `## Meeting of 2025-11-14
- [Sahar] I would prefer to observe the first sessions
  - [RB] Awesome! I will contact Sahar
  - [BB] Wow! I think we will need more rooms
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 3 || strings.Join(got[0].Owners, " ") != "RB" || got[0].Title != "contact Sahar" {
		t.Fatalf("want one action on line 3 for RB (contact Sahar), got:\n%s", dump(got))
	}
}

// The first person of an item under a speaker's tag is the speaker:
// "- [Sahar] … the plan as below" / "  - Day 1 and Day 2: I will observe
// …". Near miss: a tag that names no one ("[decision]") gives no owner.
func TestParentSpeakerTag(t *testing.T) {
	notes := `- [Sahar] I have discussed my role with Richel, and the plan as below.
  - Day 1 and Day 2: I will observe the sessions and help during exercises.
- [RB] Thanks Sahar
- [decision] Let us pick the theme.
  - I will compare the two themes.
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 2 || strings.Join(got[0].Owners, " ") != "Sahar" {
		t.Fatalf("want one action on line 2 for Sahar, got:\n%s", dump(got))
	}
}

// Initials in parentheses opening a line of work: "(JL) Get the recipes
// to converge". Near misses: a parenthesised remark that is no person
// ("(WIP)", "(Optional)") leaves the line as it was.
func TestParenInitialsImperative(t *testing.T) {
	notes := `## Constructor
- JL presented the constructor status.
  - (JL) Get the two recipes to converge
  - (WIP) Update the packaging docs
  - (Optional) Add tests for the installer
`
	got, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Line != 3 || strings.Join(got[0].Owners, " ") != "JL" || got[0].Title != "Get the two recipes to converge" {
		t.Fatalf("want one action on line 3 for JL, got:\n%s", dump(got))
	}
}
