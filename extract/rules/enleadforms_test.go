package rules

import "testing"

// TestEnLeadForms: the owner written before the work in a label ("For
// next session: David - …", "For Ben: …", "Ben's action: …"), an
// assignment ("Assigned to Andrea to …"), a plan ("is planning to") or
// reported speech ("said he'd …") reads as "Name to …" does, in running
// notes and under an action heading; reported speech whose verb is no
// work ("said he'd be happy to help") stays none. Outside an action
// section each stays to confirm, as "Name to …" there does unless firm. A label that gives the
// step to the group ("Group work: collect …") marks it as "TODO:" does,
// when a verb of work opens the step.
func TestEnLeadForms(t *testing.T) {
	runFormCases(t, []formCase{
		{"running notes", `# Weekly sync

Attendees: Andrea, David, Ben

## Notes

- Release is late
  - For next session: David - fix the flaky build
  - For Ben: update the release notes
  - Assigned to Andrea to book the venue
  - Ben's action: write the blog post
  - Andrea is planning to rotate the keys
  - David said he'd comment on the issue
  - Ben said he'd be happy to help
`, []want{
			{line: 8, owners: "David", due: "For next session", title: "fix the flaky build", needsHuman: true},
			{line: 9, owners: "Ben", title: "update the release notes", needsHuman: true},
			{line: 10, owners: "Andrea", title: "book the venue", needsHuman: true},
			{line: 11, owners: "Ben", title: "write the blog post"},
			{line: 12, owners: "Andrea", title: "rotate the keys", needsHuman: true},
			{line: 13, owners: "David", title: "comment on the issue", needsHuman: true},
		}},
		{"action items", `# Weekly sync

## Action items

- For next session: Andrea - draft the release plan
- Assigned to David to fix the build
- Andrea said she'd review the patch
`, []want{
			{line: 5, owners: "Andrea", due: "For next session", title: "draft the release plan"},
			{line: 6, owners: "David", title: "fix the build"},
			{line: 7, owners: "Andrea", title: "review the patch"},
		}},
		{"group work label", `# Weekly sync

Attendees: Andrea, David, Ben

## Notes

- Release is late
  - Group work: collect the survey answers
  - Group work: we talked about the survey
- Team tasks: draft the budget by Friday
`, []want{
			{line: 8, title: "collect the survey answers"},
			{line: 10, due: "by Friday", title: "draft the budget"},
		}},
	})
}
