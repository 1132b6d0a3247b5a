package rules

import "testing"

// Two people's commitments on one line are two tasks; people named inside
// one task's words, or a capitalised word that is no known person, are not.
func TestJoinedCommitmentsSplit(t *testing.T) {
	runFormCases(t, []formCase{
		{"will, and takes", "# Sync\n\nAttendees: Alice Moore, Bob Lee, Carol Diaz\n\n## Next steps\n- Alice will schedule the security review, and Bob takes the release notes\n", []want{
			{line: 6, owners: "Alice", title: "schedule the security review"},
			{line: 6, owners: "Bob", title: "take the release notes"},
		}},
		{"semicolon and dashes", "# Sync\n\nAttendees: Carol Diaz, Bob Lee\n\n## Action items\n- Carol — update the onboarding checklist; Bob — close stale issues\n", []want{
			{line: 6, owners: "Carol", title: "update the onboarding checklist"},
			{line: 6, owners: "Bob", title: "close stale issues"},
		}},
		{"comma and to", "# Sync\n\nAttendees: Shiva Rao, Brian Li\n\n## Action items\n- Shiva to send the list of problems, Brian to forward it to the authors\n", []want{
			{line: 6, owners: "Shiva", title: "send the list of problems"},
			{line: 6, owners: "Brian", title: "forward it to the authors"},
		}},
		{"people inside one task", "# Sync\n\nAttendees: Immo Li, Claire Wu, Jeremy Ng\n\n## Action items\n- Immo to set up a meeting with Claire and Jeremy to create a list of deliverables\n", []want{
			{line: 6, owners: "Immo", title: "set up a meeting with Claire and Jeremy to create a list of deliverables"},
		}},
		{"no known person", "# Sync\n\nAttendees: Alice Moore\n\n## Action items\n- Alice will open the issue, and GitHub will notify the maintainers\n", []want{
			{line: 6, owners: "Alice", title: "open the issue, and GitHub will notify the maintainers"},
		}},
	})
}

// A mark between the bullet and the item's words ("* → …", "- 👉 …")
// points at the item: the item reads as it would without it.
func TestArrowAfterBullet(t *testing.T) {
	runFormCases(t, []formCase{
		{"arrows", "# Weekly\n\nAttendees: Carol Diaz, Bob Lee\n\n* → Carol to ping legal about the CLA\n* -> Bob will close the stale issues\n", []want{
			{line: 5, owners: "Carol", title: "ping legal about the CLA"},
			{line: 6, owners: "Bob", title: "close the stale issues"},
		}},
	})
}

// A speaker taking up work in the present ("Alice: I'm looking into the
// runner image") owns it, for a person to confirm outside an action list;
// a question or a report of the past is no such line.
func TestSpeakerOnIt(t *testing.T) {
	runFormCases(t, []formCase{
		{"on it", "# WG call\n\nAttendees: Alice Moore, Bob Lee\n\n## Notes\n- Flaky tests\n  - Alice: I'm looking into the runner image.\n  - Bob: I am working on the migration guide\n  - Alice: I'm looking into whether we need it?\n  - Bob: I looked into the cache last week.\n", []want{
			{line: 7, owners: "Alice", title: "look into the runner image", needsHuman: true},
			{line: 8, owners: "Bob", title: "work on the migration guide", needsHuman: true},
		}},
	})
}
