package rules

import (
	"context"
	"strings"
	"testing"
)

// English meeting summaries in the shapes meeting assistants and recap
// emails write them (notes invented for the test): the work is in the
// "Next steps" part; what "Summary", "Quick recap" and "Decisions" say
// is a record of the meeting, never a task.
func TestEnglishAssistantSummary(t *testing.T) {
	runFormCases(t, []formCase{
		{"plain-text part titles standing alone between blank lines", `Meeting summary for Ops Weekly (06/10/2026)

Quick recap

The group went over the storage migration and the on-call rota.

Next steps

- Wanda will send the migration plan to the vendor by Friday.

Summary

Storage migration

The team reviewed the cut-over timeline. Omar walked through the rollback steps.
`, []want{
			{line: 9, owners: "Wanda", due: "by Friday", title: "send the migration plan to the vendor"},
		}},
		{"decisions and a summary beside a list of next steps", `# Partner sync

## Decisions
- We will share the audit report under NDA

Summary
- Marketing will hold the announcement until the beta opens.

## Next steps
- Priya to send over the NDA
`, []want{
			{line: 10, owners: "Priya", due: "", title: "send over the NDA"},
		}},
		{"a tracker-style task line: owner and due after the task, joined by a dot", `# Infra weekly

## Follow-ups
- [ ] Roll out the new runners — @sven · due Jun 14
- [ ] Prune the alert rules — @amara • due: Jun 12
`, []want{
			{line: 4, owners: "sven", due: "due Jun 14", title: "Roll out the new runners"},
			{line: 5, owners: "amara", due: "due: Jun 12", title: "Prune the alert rules"},
		}},
		{"a date with its year, an event the notes name", `# Design review

## Action items
- Ines to audit the colour tokens by Jun 19, 2026
- Carol and Dan to finalize the runbook before the launch review
- Priya to compare the vendors ahead of the renewal
`, []want{
			{line: 4, owners: "Ines", due: "by Jun 19, 2026", title: "audit the colour tokens"},
			{line: 5, owners: "Carol Dan", due: "before the launch review", title: "finalize the runbook"},
			{line: 6, owners: "Priya", due: "ahead of the renewal", title: "compare the vendors"},
		}},
		{"a bold full name heading the action items said to that person", `# API sync

## Action items

**Jordan Lee**
Share the updated API spec with the mobile team (12:03)
Set up the load test environment by next Tuesday (18:40)

**Nina Patel**
Review the security questionnaire (25:10)

On Hold:
- Audit the old tokens
`, []want{
			{line: 6, owners: "Jordan Lee", due: "", title: "Share the updated API spec with the mobile team"},
			{line: 7, owners: "Jordan Lee", due: "by next Tuesday", title: "Set up the load test environment"},
			{line: 10, owners: "Nina Patel", due: "", title: "Review the security questionnaire"},
			{line: 13, owners: "", due: "", title: "Audit the old tokens"},
		}},
		{"the person a group's agreement names, a commitment with a gerund", `Meeting summary — Legal sync

Next steps

- The team agreed that Carol should own the retention rollout.
- Erin committed to sending the updated terms to sales by June 20.
- The group decided that Dana will draft the FAQ.
`, []want{
			{line: 5, owners: "Carol", due: "", title: "own the retention rollout"},
			{line: 6, owners: "Erin", due: "by June 20", title: "send the updated terms to sales"},
			{line: 7, owners: "Dana", due: "", title: "draft the FAQ"},
		}},
		{"the fields an action template writes under each item", `# Incident review

## Action items
1. Migrate the CI secrets to Vault
   Owner: Frank — Due: Jun 14
2. Write the postmortem
   Owner: Grace — Due: TBD
`, []want{
			{line: 4, owners: "Frank", due: "Due: Jun 14", title: "Migrate the CI secrets to Vault"},
			{line: 6, owners: "Grace", due: "", title: "Write the postmortem"},
		}},
		{"an agenda table of time slots beside the action items", `# Release sync

## Discussion items

| Time | Item | Who | Notes |
|---|---|---|---|
| 10 min | Launch checklist | @Jane Doe | Reviewed the open blockers |

## Action items
- [ ] @Raj Patel update the release notes
`, []want{
			{line: 10, owners: "Raj Patel", due: "", title: "update the release notes"},
		}},
		{"a recap email: the decision in its prose, the steps listed", `Subject: Recap — Portal sync

Hi all,

Thanks for joining. We agreed to launch the portal in beta on July 1 and to keep the old one running.

Next steps:
1) Grace to finalise the invite list by Friday
2) Hector to book the launch retro for the week of July 6
`, []want{
			{line: 8, owners: "Grace", due: "by Friday", title: "finalise the invite list"},
			{line: 9, owners: "Hector", due: "for the week of July 6", title: "book the launch retro"},
		}},
		{"a plain-text export: a title right over its prose, checklist glyphs under a title", `Roadmap check-in

Summary
The group reviewed the roadmap for Q3. Kate will present the updated roadmap at the all-hands.

Action Items
☐ Kate Moss to update the roadmap slide before the all-hands
☐ Follow up on the vendor contract by Friday
`, []want{
			{line: 7, owners: "Kate Moss", due: "before the all-hands", title: "update the roadmap slide"},
			{line: 8, owners: "", due: "by Friday", title: "Follow up on the vendor contract"},
		}},
		{"a person chip, the group's next meeting, an event without its article", `# Vendor selection

## Next steps
- [ ] [Maria Gomez](mailto:maria@example.com) Ask both vendors for support SLAs
- Tariq will fix the broken redirects before launch.
- The team will meet again on Monday to review the launch checklist.
`, []want{
			{line: 4, owners: "Maria Gomez", due: "", title: "Ask both vendors for support SLAs"},
			{line: 5, owners: "Tariq", due: "before launch", title: "fix the broken redirects"},
		}},
		{"a recap email's steps written in one line after its label", `Subject: Infra sync

Hi all, thanks for joining. Next steps: 1) Yuki to rotate the staging keys by Thursday; 2) Moritz to update the runbook; 3) Dana to book the DR drill for next week.

Decisions: 1) we keep the old cluster 2) we stop the nightly job
`, []want{
			{line: 3, owners: "Yuki", due: "by Thursday", title: "rotate the staging keys"},
			{line: 3, owners: "Moritz", due: "", title: "update the runbook"},
			{line: 3, owners: "Dana", due: "for next week", title: "book the DR drill"},
		}},
	})
}

// TestEnglishSummaryRosterName: a summary's sentence about a person the
// roster lists stays the meeting's record ("Alice explained …"), and a
// decision that gives a person the work ("… will be sent by Bob") stays
// that person's action.
func TestEnglishSummaryRosterName(t *testing.T) {
	notes := `Meeting summary — Retention sync

Summary

Alice explained the new retention rule. The team agreed that old logs will be deleted.

## Decisions
- A reminder will be sent by Bob

Next steps

- Bob will draft the FAQ.
`
	got, err := Parse(context.Background(), []byte(notes), testRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	lines := map[int]string{}
	for _, c := range got {
		lines[c.Line] = strings.Join(c.Owners, ",")
	}
	if _, ok := lines[5]; ok {
		t.Errorf("line 5 (a summary sentence) extracted: %v", lines)
	}
	if lines[8] != "Bob" || lines[12] != "Bob" {
		t.Errorf("lines 8 and 12 should be Bob's: %v", lines)
	}
}
