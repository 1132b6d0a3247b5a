package rules

import "testing"

// Issue 28 (helper en-trials12): forms read wrongly in fresh English
// governance minutes — a foundation's technical steering committee, a
// large project's special-interest groups, a standards community group —
// written here as invented notes of the same shape.

func TestEnTrials12NumberedOwnerItems(t *testing.T) {
	notes := "# Tooling SIG\n\n## Attendees\n* Dana Ruiz\n* Omar Lee\n\n## Action items\n" +
		"* 1: Dana, Omar - reach out to the plugin authors\n" + // 8
		"* 2: Dana - invite the tools lead to the next meeting\n" + // 9
		"* 3) Omar - look into a shared test suite\n" + // 10
		"* XXX - Investigate download analytics\n" + // 11
		"* ??? - Draft the versioning proposal\n" + // 12
		"* Omar - Formalize the CI plan at 1:30 on Monday\n" // 13
	runLineCases(t, []lineCase{
		{"the item's own number opens it before the owners", notes, 8, w5("Dana, Omar", "", "reach out to the plugin authors")},
		{"one owner after the number", notes, 9, w5("Dana", "", "invite the tools lead to the next meeting")},
		{"a parenthesis numbers it too", notes, 10, w5("Omar", "", "look into a shared test suite")},
		{"an owner slot left to fill names nobody", notes, 11, w5("", "", "Investigate download analytics")},
		{"question marks hold the slot as well", notes, 12, w5("", "", "Draft the versioning proposal")},
	})
}
