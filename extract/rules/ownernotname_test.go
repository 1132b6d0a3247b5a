package rules

import "testing"

// TestOwnerNotAWord: what precedes "to" or sits in parentheses names a
// person only when it can be one — a capitalised step opened by a verb
// of work ("Edit Governance to …", "Update Governance Docs to …"), a deliverable ("Mail to send …"), a
// word qualifying a noun ("a (recorded) call") name nobody; a person the
// notes know labelling a step keeps it ("Zach - Doc to describe …"), and
// "From Alice:" is Alice speaking (notes invented for the test).
func TestOwnerNotAWord(t *testing.T) {
	notes := "# Sync\n\nAttendees: Zach Lee, Dustin Ray, Alice Wong\n\n## Action items\n" +
		"1. Dustin - close the poll, update time\n" + // 6
		"2. Zach - Doc to describe means to counter expiry attacks\n" + // 7
		"3. Describe how parsing works today and hold a (recorded) call to explain it to others\n" + // 8
		"4. Update Governance Docs to match the charter\n" + // 9
		"5. Edit Governance to accommodate the above text\n" + // 10
		"6. Mail to send to mentors about this after the deadline\n" + // 11
		"7. Rename config (nadia) and update the docs\n" + // 12
		"\n## Updates\n" +
		"- From Alice: We are ironing out the proposal. I will schedule another call for the task force on Thursday.\n" // 15
	checkOwners(t, "owners", ownersByLine(t, notes), map[int]string{6: "Dustin", 7: "Zach", 8: "", 9: "", 10: "", 11: "", 12: "nadia", 15: "Alice"}, nil)
}

// TestOwnerFieldsInLine: the owner written as a field or a sentence after
// the work — "Lead: Erin Moss", "@sreed assigned as owner." — or in
// brackets with a remark ("[BO (for initiation)]") is read as written,
// the remark left out (notes invented for the test).
func TestOwnerFieldsInLine(t *testing.T) {
	notes := "# Sync\n\nAttendees: Erin Moss, Ben Ortiz, Sam Reed\n\n## Action Items\n" +
		"* Changes to the contributor guide are required. @sreed assigned as owner.\n" + // 6
		"- [ ] AP2 - Sub-group to form to get legal guidance on fees. Lead: Erin Moss\n" + // 7
		"- [ ] [BO (for initiation)] Draft the lessons-learned document\n" + // 8
		"- [ ] Update the release checklist. Owner: Ben\n" // 9
	checkOwners(t, "owner fields", ownersByLine(t, notes), map[int]string{6: "@sreed", 7: "Erin Moss", 8: "BO", 9: "Ben"}, nil)
}
