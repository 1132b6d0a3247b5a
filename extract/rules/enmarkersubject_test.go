package rules

import "testing"

// TestBoldAILabelNotTopic: "**AI:** Board to …" is an action label set in
// bold, not a topic label before a sentence: the line is a ready action,
// not a commitment waiting for a person to confirm.
func TestBoldAILabelNotTopic(t *testing.T) {
	runFormCases(t, []formCase{{"en: bold AI label", `# Committee meeting

Talked about the spring fair.

**AI:** Board to book the hall for the fair

**AI**: Treasurer to send the invoice
`, []want{
		{line: 5, owners: "Board", title: "book the hall for the fair"},
		{line: 7, owners: "Treasurer", title: "send the invoice"},
	}}})
}

// TestMarkerSubjectVerb: after an action label, an owner followed by a
// modal, an intention, a dash or a present tense of work owns the line;
// a topic in a progressive ("Wiki is moving") names nobody.
func TestMarkerSubjectVerb(t *testing.T) {
	runFormCases(t, []formCase{{"en: owner then verb after AI", `# Board meeting

Present: Priya Nair, Tom Ellis

## Notes

AI: board should add the new treasurer to the mailing list

AI: Secretary intends to draft a code of conduct

AI:board- collect the list of venues

Action: Priya takes care of the keys

AI: Tom is moving the photos to the new drive

AI: Wiki is moving to a new host
`, []want{
		{line: 7, owners: "board", title: "add the new treasurer to the mailing list"},
		{line: 9, owners: "Secretary", title: "intends to draft a code of conduct"},
		{line: 11, owners: "board", title: "collect the list of venues"},
		{line: 13, owners: "Priya", title: "takes care of the keys"},
		{line: 15, owners: "Tom", title: "is moving the photos to the new drive"},
		{line: 17, owners: "", title: "Wiki is moving to a new host"},
	}}})
}

// TestActionPointAbbrev: "AP" (action point) is an action label like
// "AI", at the start of a line or after a sentence; a second label on
// the same line starts another action, not part of the first's title.
func TestActionPointAbbrev(t *testing.T) {
	runFormCases(t, []formCase{{"en: AP label", `# House meeting

- AP: Sam to fix the shed door
- The bins are full again. AP: Rosa to call the council. AP: Everyone rinses the bottles.
`, []want{
		{line: 3, owners: "Sam", title: "fix the shed door"},
		{line: 4, owners: "Rosa", title: "call the council"},
	}}})
}

// TestComeGoNoWork: who stays, leaves or comes back (the notes of a
// shared house or club) is no work; leaving or returning something is.
func TestComeGoNoWork(t *testing.T) {
	runFormCases(t, []formCase{{"en: coming and going", `# House meeting

## Arriving and leaving
- Priya and Tom will stay until Sunday
- Jonas will leave maybe on Friday
- Mara will leave a note for the caretaker
- Ola will return the projector
- Kim will come back on Monday
`, []want{
		{line: 6, owners: "Mara", title: "leave a note for the caretaker", needsHuman: true},
		{line: 7, owners: "Ola", title: "return the projector", needsHuman: true},
	}}})
}
