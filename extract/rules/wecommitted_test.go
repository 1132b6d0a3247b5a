package rules

import "testing"

// The group's own commitment in running minutes: "We committed to
// drafting …" (a gerund after "to"), "We planned to collect …", and,
// under the meeting's actions, "We discussed the need to book …" — work
// nobody is named for, as "We agreed to …" is. A need among the points
// discussed stays discussion.
func TestWeCommittedPlannedNeed(t *testing.T) {
	notes := `# Meeting 9

## 1. Immediate Action Items

We discussed the need to book a review session with the advisor before Friday.

## 2. Survey Strategy

We planned to collect a list of candidate survey questions for the pilot group.

📌 **Deadline:** We committed to drafting the consent form for the pilot study.

## 3. Key Discussion Points

- We identified the need to write a glossary describing our survey terms.
`
	got := candsByLine(t, notes)
	for line, title := range map[int]string{5: "book a review session", 9: "collect a list", 11: "draft the consent form"} {
		c, ok := got[line]
		if !ok {
			t.Errorf("line %d: no action, want %q", line, title)
			continue
		}
		if len(c.Title) < len(title) || c.Title[:len(title)] != title {
			t.Errorf("line %d: title %q, want it to open with %q", line, c.Title, title)
		}
	}
	if c, ok := got[15]; ok {
		t.Errorf("line 15: a need among the points discussed read as a task %q", c.Title)
	}
}
