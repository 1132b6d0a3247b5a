package rules

import (
	"context"
	"strings"
	"testing"
)

// TestHeadingAssignee: minutes that walk a board write each card as a
// heading with an "Assignee:" line under it. The heading is the task and
// the line its owner; a card that names nobody, closes ("Done!"), is a
// standing topic rather than work, or lays its work out as its people's
// own "X to …" lines gives no task of its own. The assignee line is no
// task either, and a verb opening a line with its object before "to"
// ("Teach the CLI to …") names nobody.
func TestHeadingAssignee(t *testing.T) {
	notes := `# Firmware sync

## Agenda

### 1. Teach Vireo to reuse cached bitstreams

Assignee: @pell

- Prototype exists, needs cleanup

### 2. Rewrite the pin mapper

Assignee: nobody

- Blocked on the new toolkit

### [#88](https://example.org/vireo/issues/88) - Flash size in --info output

Assignee: @moro

- Read it from the descriptor

### Kickstarter Campaign

Assignee: @quill

- Boxes are packed

### 3. Drop Python 3.8

Assignee: @moro

- Done!

### 4. Calibration guide

Assignee: @pell & @moro

- @pell to draft the voltage page
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "board", got, map[int]string{5: "pell", 17: "moro", 39: "pell"}, []int{7, 9, 11, 13, 19, 21, 23, 25, 29, 31, 33, 35, 37})
}

// TestHeadingAssigneeCard: a card whose lines are someone else's
// commitment ("@lee to guide") stays the assignee's; a card whose line
// reports the change made ("Warning added to …") is done; a verb of
// work done again ("Rework …") opens work; a subjectless "Will …" line
// gives the card its deadline.
func TestHeadingAssigneeCard(t *testing.T) {
	notes := `# Board walk

## Agenda

### Rework the retry loop

Assignee: @pell

- @sorel to advise as needed

### #91 - Warn when the probe is a clone

Assignee: @moro

- Warning added to the startup banner

### #93 - Export the parts list

Assignee: @quill

- Will try to finish by the next sync
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "cards", got, map[int]string{5: "pell", 9: "sorel", 17: "quill"}, []int{7, 11, 13, 15, 19, 21})
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Line == 17 && c.Due != "by the next sync" {
			t.Errorf("line 17: due %q, want %q", c.Due, "by the next sync")
		}
	}
}

// TestCausativeOpeningNoOwner: a line opening with a verb that takes an
// object and a to-infinitive ("Teach Vireo to …", "Allow Guests to …")
// names no owner in the words before "to".
func TestCausativeOpeningNoOwner(t *testing.T) {
	notes := `# Sync

## Action items

- Teach Vireo to reuse cached bitstreams
- Allow Guests to edit the glossary page
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{5, 6} {
		if o := got[line]; strings.Contains(o, "Teach") || strings.Contains(o, "Allow") {
			t.Errorf("line %d: owner %q, a verb and its object", line, o)
		}
	}
}

// TestEarlierNotesNoWork: the notes of an earlier meeting, copied under
// this one's ("## Previous Notes", "### Notes from the last meeting"),
// hold no new work, whatever their lines say.
func TestEarlierNotesNoWork(t *testing.T) {
	notes := `# Coworking call

## Notes

- AI: Send the survey link to the new members

## Previous Notes

### Things we worked on

- Topics people wanted to pick up:
  - Glossary review
  - Onboarding guide
  - Style sheet

### Notes from the last meeting

- Rhea will draft the newsletter
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "earlier", got, map[int]string{5: ""}, []int{11, 12, 13, 14, 18})
}

// TestCardSteps: on a card that is a standing topic ("### Vendor
// Strings"), a line that opens with a capitalised verb of work is a step
// its assignee takes; a status line is none, and on a card that is work
// itself the lines detail the one task.
func TestCardSteps(t *testing.T) {
	notes := `# Board walk

## Agenda

### Vendor Strings

Assignee: @moro

- Add a custom vendor string for the reseller
- Two resellers asked for it

### Port the probe to the new board

Assignee: @pell

- Plan to reuse the old pin table
`
	got := ownerSetsByLine(t, notes)
	checkOwners(t, "card-steps", got, map[int]string{9: "moro", 12: "pell"}, []int{5, 7, 10, 14, 16})
}
