package rules

import "testing"

// Issue 28 (helper en-trials29): forms of meeting assistants' summaries
// ("Next Steps" of an AI-generated recap, as working groups commit them) —
// written here as invented notes of the same shape.

const enTrials29Notes = "# Meeting Summary for Widget Sync\n\n" +
	"The group talked about the release plan and the docs.\n\n" + // 3
	"## Next Steps\n\n" + // 5
	"- Dana to write the migration guide.\n" + // 7
	"- Working Group: Define the review checklist for new adapters\n" + // 8
	"- All participants: Post feedback on the roadmap in the channel\n" + // 9
	"- Omar and team: Collect examples of failing configs\n" + // 10
	"- Community Working Group: Draft the reading list for newcomers\n" + // 11
	"- Team to continue the discussion on caching in the next meeting.\n" + // 12
	"- All attendees to prepare thoughts on logging for the next meeting.\n" + // 13
	"- Lena to present the proposal in the next working group meeting.\n" + // 14
	"- Dana: Prepare the benchmark discussion for next week's meeting\n" + // 15
	"- Omar to flag the caching topic at the next meeting.\n" // 16

// TestEnTrials29GroupColonOwner: a group set off by a colon before its
// work ("Working Group: Define …", "All participants: Post …", "Omar and
// team: Collect …") owns the item as "Dana: …" does — not nobody, and not
// the quantifier "All" alone.
func TestEnTrials29GroupColonOwner(t *testing.T) {
	runLineCases(t, []lineCase{
		{"a person to", enTrials29Notes, 7, w5("Dana", "", "write the migration guide")},
		{"working group label", enTrials29Notes, 8, w5("Working Group", "", "Define the review checklist for new adapters")},
		{"all participants label", enTrials29Notes, 9, w5("All participants", "", "Post feedback on the roadmap in the channel")},
		{"a person and the team", enTrials29Notes, 10, w5("Omar and team", "", "Collect examples of failing configs")},
		{"a named working group", enTrials29Notes, 11, w5("Community Working Group", "", "Draft the reading list for newcomers")},
	})
	// A label of a topic, not a group, stays no owner of the work after it.
	topic := "# Sync\n\n## Next Steps\n\n- Release notes: Draft the summary of changes\n" // 5
	runLineCases(t, []lineCase{
		{"a topic label", topic, 5, w5("", "", "Release notes: Draft the summary of changes")},
	})
}

// TestEnTrials29NextMeetingDue: the next meeting as the time of the work
// — "in the next meeting", "for the next meeting", "in the next working
// group meeting", "for next week's meeting" — is the item's due, as "at
// the next meeting" is.
func TestEnTrials29NextMeetingDue(t *testing.T) {
	runLineCases(t, []lineCase{
		{"in the next meeting", enTrials29Notes, 12, w5("Team", "in the next meeting", "continue the discussion on caching")},
		{"for the next meeting", enTrials29Notes, 13, w5("All attendees", "for the next meeting", "prepare thoughts on logging")},
		{"in the next working group meeting", enTrials29Notes, 14, w5("Lena", "in the next working group meeting", "present the proposal")},
		{"for next week's meeting", enTrials29Notes, 15, w5("Dana", "for next week's meeting", "Prepare the benchmark discussion")},
		{"at the next meeting, as before", enTrials29Notes, 16, w5("Omar", "at the next meeting", "flag the caching topic")},
	})
}

// TestEnTrials29PrepositionNoHandle: an assistant's overview writes "…,
// with plans to release …"; "with", a word the notes use again and again,
// is no lower-case nickname committing to the work (a real one still is:
// "centril plans to …" in clauses_test.go).
func TestEnTrials29PrepositionNoHandle(t *testing.T) {
	notes := "# Meeting Summary for Parser Sync\n\n" +
		"The group met with the docs team and started with introductions. The team reviewed the parser work and discussed caching and error handling, with plans to release the new API in about a month. The group also compared the parser with the old one.\n\n" + // 3
		"## Next Steps\n\n" +
		"- Dana to write the migration guide.\n" // 7
	runLineCases(t, []lineCase{
		{"a preposition is no subject", notes, 3, w5("", "", "")},
		{"the list item stays", notes, 7, w5("Dana", "", "write the migration guide")},
	})
}
