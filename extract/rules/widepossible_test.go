package rules

import (
	"strings"
	"testing"
)

// TestWidePossible: lines that carry one signal on the line and a second
// one in the document around it are told as possible actions (or
// extracted), near-misses of each combination are not (invented notes).
func TestWidePossible(t *testing.T) {
	cases := []toldCase{
		{"step beside an extracted action", `# Frontend sync

Attendees: Pia, Omar

## Notes
- Pia to rename the settings route
- Make the empty state of the inbox friendlier
`, 7, true},
		{"nested step beside an extracted action", `# Release sync

## Planning
- Launch week
  - Omar will draft the announcement
  - Forward the invitations to the partner list
`, 6, true},
		{"step with no action in its list", `# Frontend sync

## Notes
- Make the empty state of the inbox friendlier
- The inbox looks crowded on phones
`, 4, false},
		{"verb then preposition beside an action", `# Release sync

Attendees: Pia, Omar

## Notes
- Pia to rename the settings route
- Communicate with the translators
`, 7, false},
		{"noun first beside an action", `# Release sync

Attendees: Pia, Omar

## Notes
- Pia to rename the settings route
- Release of the beta went smoothly for everyone
`, 7, false},
		{"subjectless future with its deadline", `# Weekly

## Notes
* Reminder email to go out tomorrow
`, 4, true},
		{"passive future with its deadline", `# Weekly

## Updates
- Packaging – an issue will be filed for next meeting
`, 4, true},
		{"due to is no future", `# Weekly

## Updates
- Workshop moved to next week due to the holidays
`, 4, false},
		{"a denied need is no future", `# Weekly

## Updates
- You don't need to rebuild the cache for next release
`, 4, false},
		{"known person at work", `# Team call

Attendees: Theo, Ines

## Notes
- Theo to book the venue
- Theo adding the travel notes - sending them to Ines
`, 7, true},
		{"unknown capitalised word at work", `# Team call

## Notes
- Packaging adding the travel notes
`, 4, false},
		{"open checkbox question under action items", `# Parser sync

### Action items

- [ ] Can the tokenizer stream its input without buffering the file?
`, 5, true},
		{"open checkbox question in the notes", `# Parser sync

### Notes

- [ ] Can the tokenizer stream its input without buffering the file?
`, 5, false},
		{"names closing a topic under assigned tasks", `# Planning

### Summary of assigned tasks

- Venue booking (Marta and Joel)
`, 5, true},
		{"an acronym closing a topic under assigned tasks", `# Planning

### Summary of assigned tasks

- Venue booking (CI)
`, 5, false},
		{"names closing a topic in the notes", `# Planning

### Notes

- Venue booking (Marta and Joel)
`, 5, false},
		{"passive future, soon", `# Weekly

## Notes
* A follow-up call will be set up soon
`, 4, true},
		{"passive future, no time nor person", `# Weekly

## Notes
* A follow-up call will be set up
`, 4, false},
		{"tagged obligation in the agenda", `# Mentoring WG

### Agenda
* Blog posts
  * \[JB\] Need to provide a template for the end-of-term posts
`, 5, true},
		{"tagged remark in the agenda", `# Mentoring WG

### Agenda
* Blog posts
  * \[JB\] The template from last term worked for most mentees
`, 5, false},
		{"tagged question in the agenda", `# Mentoring WG

### Agenda
* Blog posts
  * \[JB\] Need a template for the end-of-term posts?
`, 5, false},
		{"step under long-term goals", `# Core dev meeting

## 2.0 goals and non-goals
- Add a tutorial for the new segmentation API
`, 4, false},
		{"step under goals for next week", `# Core dev meeting

## Goals for next week
- Add a tutorial for the new segmentation API
`, 4, true},
	}
	checkTold(t, cases)
}

// toldCase is one line of invented notes and whether it must be told to
// a person (extracted or possible) or stay silent.
type toldCase struct {
	name  string
	notes string
	line  int // 1-based
	want  bool
}

func checkTold(t *testing.T, cases []toldCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := possibleLines(t, c.notes, nil)
			_, told := got[c.line]
			if _, took := ownersByLine(t, c.notes)[c.line]; took {
				told = true
			}
			if told != c.want {
				t.Errorf("line %d %q told=%v, want %v; possible %v", c.line, strings.Split(c.notes, "\n")[c.line-1], told, c.want, got)
			}
		})
	}
}
