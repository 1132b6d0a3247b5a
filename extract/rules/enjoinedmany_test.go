package rules

import "testing"

// TestEnSplitJoinedMany: one line giving three people their work set
// apart by semicolons, handles after an action label, and HackMD's
// speaker tag (notes invented for the test).
func TestEnSplitJoinedMany(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: a; b; c, AIs: @a …, @b …, [name=…]", `# Community meeting
Attendees: Mara Lind, Tomas Berg, Ines Roy

## Discussion
* Release planning. Action items: Mara to cut the RC; Tomas to update the changelog; Ines to announce on the list.
* AIs: @mara update the roadmap, @tomas fix the docs build
* [name=Ines] I'll write up the proposal.
`, []want{
			{line: 5, owners: "Mara", title: "cut the RC"},
			{line: 5, owners: "Tomas", title: "update the changelog"},
			{line: 5, owners: "Ines", title: "announce on the list"},
			{line: 6, owners: "mara", title: "update the roadmap"},
			{line: 6, owners: "tomas", title: "fix the docs build"},
			{line: 7, owners: "Ines", title: "write up the proposal", needsHuman: true},
		}},
		{"en: the deadline closing the line is the joined clause's", `# Sync
Attendees: Mara Lind, Tomas Berg

## Action items
- Mara will schedule the review, and Tomas takes the release notes by Friday
`, []want{
			{line: 5, owners: "Mara", title: "schedule the review"},
			{line: 5, owners: "Tomas", due: "by Friday", title: "take the release notes"},
		}},
	})
}

// TestReportThenOwnCommitment: a person reporting something and then
// committing to their own next step ("… noted that … and will ask …")
// owns that step (notes invented for the test).
func TestReportThenOwnCommitment(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: noted that … and will", `# TSC
Present: Mara Lind, Tomas Berg

## Budget

Tomas noted that the CI budget is running low and will ask the foundation for more credits.
`, []want{
			{line: 6, owners: "Tomas", title: "ask the foundation for more credits"},
		}},
	})
}

// TestTaskAppMarks: task lists written by task apps — Obsidian Tasks'
// date and priority emoji, Dataview's "key:: value" fields — and a
// deadline in italics closing the item (notes invented for the test).
func TestTaskAppMarks(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: 📅 ⏫, [owner:: …] [due:: …], _(Dec 4)_", `# Sync
Attendees: Mara Lind, Tomas Berg

## Action items
- [ ] Update docs @mara 📅 2026-12-04
- [ ] Rotate keys ⏫ 📅 2026-12-04 @tomas
- [ ] Book the room [owner:: Mara] [due:: 2026-12-04]
- [ ] **Tomas**: Order badges _(Dec 4)_
`, []want{
			{line: 5, owners: "mara", due: "2026-12-04", title: "Update docs"},
			{line: 6, owners: "tomas", due: "2026-12-04", title: "Rotate keys"},
			{line: 7, owners: "Mara", due: "due:: 2026-12-04", title: "Book the room"},
			{line: 8, owners: "Tomas", due: "Dec 4", title: "Order badges"},
		}},
	})
}

// TestDecisionsAmongActions: under "Decisions & Action Items", a line
// that records a decision is no task, unless it hands someone the work
// (notes invented for the test).
func TestDecisionsAmongActions(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: Decided to …, Agreed: … among actions", `# Sync
Attendees: Mara Lind, Tomas Berg

## Decisions & Action Items
- Decided to use Postgres for the ledger
- Mara to set up Postgres in staging
- Agreed: release cadence stays monthly
- Agreed: Tomas to draft the charter
`, []want{
			{line: 6, owners: "Mara", title: "set up Postgres in staging"},
			{line: 8, owners: "Tomas", title: "draft the charter"},
		}},
	})
}

// TestPastReportUnderNextSteps: under a heading of next steps, a report
// of work done by someone the notes name is no step; it stays a possible
// action for a person to judge (notes invented for the test).
func TestPastReportUnderNextSteps(t *testing.T) {
	notes := `# Sync
Attendees: Mara Lind, Tomas Berg

## Next steps
- Mara merged the PR
- The team approved the new logo
- Tomas to publish 2.4
- Mara merged the PR and will tag the release
`
	runFormCases(t, []formCase{{"en: past reports among next steps", notes, []want{
		{line: 7, owners: "Tomas", title: "publish 2.4"},
		{line: 8, owners: "Mara", title: "tag the release"},
	}}})
	if _, ok := possibleLines(t, notes, nil)[5]; !ok {
		t.Errorf("line 5: a report among next steps is not shown as a possible action")
	}
}

// TestFollowUpName: "Follow up: Bob" under a topic is Bob's follow-up on
// the topic; a follow-up marker before work is read as before (notes
// invented for the test).
func TestFollowUpName(t *testing.T) {
	runFormCases(t, []formCase{
		{"en: Follow up: Name", `# Sync
Attendees: Mara Lind, Tomas Berg

## Agenda
### Release 3.0
- Follow up: Tomas
- Follow up: Mara to book the room
`, []want{
			{line: 6, owners: "Tomas", title: "Follow up on Release 3.0"},
			{line: 7, owners: "Mara", title: "book the room"},
		}},
	})
}

// TestPassiveReportUnderActions: among the action items, a thing
// reported done in the passive ("v2.1 was released", "Already fixed in
// main") is no task; work handed out in the passive ("was assigned to
// Tomas") and a step whose object reports ("Add which grants were
// funded") still are (notes invented for the test).
func TestPassiveReportUnderActions(t *testing.T) {
	lines := []string{
		"## Action items",                                  // 1
		"- Mid March v2.1 was released",                    // 2
		"- The website was updated last week",              // 3
		"- Already fixed in main",                          // 4
		"- The migration guide was assigned to Tomas",      // 5
		"- Add information about which grants were funded", // 6
		"- Tomas to publish the release notes",             // 7
	}
	got := ownersOf(t, lines)
	for _, l := range []int{2, 3, 4} {
		if _, ok := got[l]; ok {
			t.Errorf("line %d: a report of work done extracted as a task", l)
		}
	}
	for _, l := range []int{5, 6, 7} {
		if _, ok := got[l]; !ok {
			t.Errorf("line %d: not extracted", l)
		}
	}
}

// TestPlanFieldsUnderNextSteps: under a heading of next steps, the
// fields of a plan ("Timeline: …", "Risks: …", "Owner: Dana"), a status
// of nothing named ("Blocked on legal review") and what a thing will do
// ("The new API will support pagination") are no steps; a person's
// "will" and a body's obligation still are (notes invented for the
// test).
func TestPlanFieldsUnderNextSteps(t *testing.T) {
	lines := []string{
		"# Weekly sync", // 1
		"Attendees: Dana Ruiz, Bob Lee, Carol Diaz", // 2
		"",              // 3
		"## Next steps", // 4
		"- Timeline: beta in January, GA in March",    // 5
		"- Risks: vendor delay, staffing",             // 6
		"- Out of scope: mobile app",                  // 7
		"- Owner: Dana",                               // 8
		"- Blocked on legal review",                   // 9
		"- Waiting for the vendor",                    // 10
		"- The new API will support pagination",       // 11
		"- The exporter will need a config flag",      // 12
		"- Bob will support the on-call rotation",     // 13
		"- The SIG will need to develop a merge plan", // 14
		"- Carol to draft the rollout checklist",      // 15
		"- Risk review: Dana to list the top five",    // 16
	}
	got := ownersOf(t, lines)
	for l := 5; l <= 12; l++ {
		if o, ok := got[l]; ok {
			t.Errorf("line %d (%s): extracted (owner %q), want no step", l, lines[l-1], o)
		}
	}
	checkOwners(t, "steps", got, map[int]string{13: "Bob", 14: "", 15: "Carol", 16: "Dana"}, nil)
}
