package rules

import "testing"

// Issue 28 (helper en-trials5): forms found on course-team, spec-group,
// working-group and community-call minutes nobody tuned on, written here
// as invented notes of the same shape. Each case names what the line must
// give; an empty title means the line is no action.

// lineCase is what one line of invented notes must give: its owner as
// written, due and title (all empty: no action). The trial tests share it.
type lineCase struct {
	name  string
	notes string
	line  int
	want  struct{ owner, due, title string }
}

func runLineCases(t *testing.T, cases []lineCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := candsByLine(t, tc.notes)
			c, ok := got[tc.line]
			if tc.want.title == "" {
				if ok {
					t.Errorf("line %d: want no action, got %+v", tc.line, c)
				}
				return
			}
			if !ok {
				t.Fatalf("line %d: not extracted (all: %v)", tc.line, got)
			}
			if c.Assignee != tc.want.owner || c.Due != tc.want.due || c.Title != tc.want.title {
				t.Errorf("line %d: owner %q due %q title %q, want %q %q %q", tc.line, c.Assignee, c.Due, c.Title, tc.want.owner, tc.want.due, tc.want.title)
			}
		})
	}
}

func w5(owner, due, title string) struct{ owner, due, title string } {
	return struct{ owner, due, title string }{owner, due, title}
}

func TestEnTrials5Responsible(t *testing.T) {
	runLineCases(t, []lineCase{
		{"a bold name responsible for the work",
			"# Minutes\n\n## Task Assignments and Updates\n\n- **Mara Quill** is responsible for updating the **Budget Sheet**.\n", 5,
			w5("Mara Quill", "", "updating the Budget Sheet")},
		{"a plain name in charge of the work",
			"# Minutes\n\n## Assignments\n\n- Ravi is in charge of reorganising the wiki.\n", 5,
			w5("Ravi", "", "reorganising the wiki")},
		{"the deadline a detail field under the commitment gives",
			"# Minutes\n\n## Assignments\n\n- **Mara Quill** is responsible for updating the **Budget Sheet**.\n  - **Due:** within the next week\n  - **Task:** merge the three drafts into one sheet\n", 5,
			w5("Mara Quill", "within the next week", "updating the Budget Sheet")},
		{"the task field under the commitment is no second action",
			"# Minutes\n\n## Assignments\n\n- **Mara Quill** is responsible for updating the **Budget Sheet**.\n  - **Due:** within the next week\n  - **Task:** merge the three drafts into one sheet\n", 7,
			w5("", "", "")},
		{"an owner field under a plain item is still its record",
			"# Minutes\n\n## Action items\n\n- Rewrite the onboarding page\n  - Owner: Ravi\n  - Due: May 3\n", 5,
			w5("Ravi", "May 3", "Rewrite the onboarding page")},
		{"a step under a person's lead-in is theirs",
			"# Minutes\n\n## Infrastructure\n\n- Dana will complete the following before launch:\n  - Set up the staging server\n  - Write the release notes\n", 6,
			w5("Dana", "", "Set up the staging server")},
		{"the lead-in itself is no action",
			"# Minutes\n\n## Infrastructure\n\n- Dana will complete the following before launch:\n  - Set up the staging server\n  - Write the release notes\n", 5,
			w5("", "", "")},
		{"a list under a line that is no commitment stays a list",
			"# Minutes\n\n## Infrastructure\n\n- We looked at the following options:\n  - Host the site ourselves\n  - Rent a managed server\n", 6,
			w5("", "", "")},
	})
}

func TestEnTrials5Labels(t *testing.T) {
	retro := "# Retro\n\n## Things to improve\n\n- Hard to keep the wiki current\n- Reviews take too long\n\n## Plan for the next sprint\n\n- Hard to keep the wiki current\n  - Rotate a wiki keeper each week\n- Reviews take too long\n  - Pair on reviews on Tuesdays\n- Book the demo room\n"
	minutes := "# Sync\n\n## Attendees\n- Nadia Brook\n- Owen Pike\n- Lise Varga\n\n## Agenda\n- Harden Login Flow: Once the proxy works, add rate limits to the login route.\n- Nadia Brook: Send the survey to the mentors.\n"
	runLineCases(t, []lineCase{
		{"an adjective before 'to' is no owner", "# Retro\n\n## Plan for next sprint\n\n- Hard to make everyone's schedule work\n", 5,
			w5("", "for next sprint", "Hard to make everyone's schedule work")},
		{"a problem repeated over the proposals under it is no action", retro, 10, w5("", "", "")},
		{"the other problem repeated likewise", retro, 12, w5("", "", "")},
		{"a new task in the same plan stays", retro, 14, w5("", "for the next sprint", "Book the demo room")},
		{"a title-case label that opens with a verb is no owner", minutes, 9, w5("", "", "")},
		{"an attendee's step after a colon stays theirs", minutes, 10, w5("Nadia Brook", "", "Send the survey to the mentors")},
	})
}

func TestEnTrials5PersonUpdates(t *testing.T) {
	notes := "# Weekly\n\n## Attendees\n* Marcus Lind\n* Petra Osei\n* Yuki Tan\n\n## Notes\n- Marc's Updates:\n    - Plans to import the survey answers into the sheet.\n    - Aims to have the scoring script done by Friday.\n    - Aiming to merge the parser by Sunday.\n"
	runLineCases(t, []lineCase{
		{"a possessive update label names a given name the attendees write in full", notes, 10, w5("Marc", "", "import the survey answers into the sheet")},
		{"an aim to have the work done", notes, 11, w5("Marc", "by Friday", "have the scoring script done")},
		{"aiming to do the work", notes, 12, w5("Marc", "by Sunday", "merge the parser")},
	})
}

func TestEnTrials5OwnerFieldAlone(t *testing.T) {
	notes := "# Team minutes\n\n## Action Items\n\n### 01:  Draft the poster\n- Assigned to: Lena Ortiz\n- Done: N/A\n\n### 02:  Book the lab\n- Assigned to: Omar Diaz\n- Done: N/A\n"
	runLineCases(t, []lineCase{
		{"an owner field alone under a numbered task heading", notes, 6, w5("Lena Ortiz", "", "Draft the poster")},
		{"the next one likewise", notes, 10, w5("Omar Diaz", "", "Book the lab")},
		{"an owner field alone under a task item", "# Sync\n\n## Notes\n- Rewrite the onboarding page\n  - Owner: Ravi\n", 4, w5("Ravi", "", "Rewrite the onboarding page")},
		{"a field under a heading outside any action list is none", "# Sync\n\n## Roles\n- Owner: Ravi\n", 4, w5("", "", "")},
	})
}

func TestEnTrials5Delegations(t *testing.T) {
	deleg := "# Kickoff\n\n## Attendance\n- Rosa Lind\n- Tariq Bell\n\n## Ideas\n1. Website\n   1. Delegations\n      1. Rosa\n         1. Logo and color palette\n      2. Nico\n         1. Menu bar\n"
	teams := "# Weekly\n\n## Agenda\n- Action items\n  - Group:\n    - Write up the pitch\n  - Dev Team:\n    - Pick the database\n  - Team Leads:\n    - Project timeline\n"
	topics := "# WG\n\n## Notes\n- Next steps\n  - Verifiability\n    - Security review of the signing PR\n  - How will naming work?\n    - Naming will matter for SDKs\n"
	runLineCases(t, []lineCase{
		{"a task under a known person under a delegation label", deleg, 11, w5("Rosa", "", "Logo and color palette")},
		{"a name the notes do not list, among names they do", deleg, 13, w5("Nico", "", "Menu bar")},
		{"the name itself is no action", deleg, 10, w5("", "", "")},
		{"a group label under an action label", teams, 6, w5("Group", "", "Write up the pitch")},
		{"a team label", teams, 8, w5("Dev Team", "", "Pick the database")},
		{"a role group label", teams, 10, w5("Team Leads", "", "Project timeline")},
		{"the team label itself is no action", teams, 7, w5("", "", "")},
		{"a topic under next steps is no person", topics, 6, w5("", "", "")},
	})
}

func TestEnTrials5Furniture(t *testing.T) {
	notes := "# Team meeting\n\n## Actions\n\n1. Help or discussion needed; agenda items for the call\n    2. Open PRs\n        - https://example.org/pull/12 (docs)\n    3. Open issues\n        - login loop on the demo hub\n2. Decisions needed\n    - release plan for the spawner\n- Heads up re: Pycon - Dana has two talks at the same time\n- Tag the release before the sprint\n- Next goals:\n"
	runLineCases(t, []lineCase{
		{"a template part over items", notes, 5, w5("", "", "")},
		{"open PRs over links", notes, 6, w5("", "", "")},
		{"open issues over items", notes, 8, w5("", "", "")},
		{"decisions needed over an item", notes, 10, w5("", "", "")},
		{"a heads-up", notes, 12, w5("", "", "")},
		{"work among them stays", notes, 13, w5("", "", "Tag the release before the sprint")},
		{"a short label ending in a colon", notes, 14, w5("", "", "")},
		{"an open box that opens issues stays", "# Sync\n\n## Todo\n- [ ] Open issues for Martin!\n  - [ ] @dana to open the wasm one\n", 4, w5("", "", "Open issues for Martin")},
	})
}

func TestEnTrials5SpeakerForms(t *testing.T) {
	notes := "# Sync\n\nAttendees\n\n* Una Sharp (US)\n* Rob Gale (RG)\n\n* Status\n    * US: I'm planning on working on the parser issues. Hoping to close them this week.\n    * No, RG to follow up to close the issue\n"
	runLineCases(t, []lineCase{
		{"a speaker planning on work; 'Hoping' is no second owner", notes, 9, w5("US", "this week", "working on the parser issues")},
		{"an answer's 'No,' is no part of the owner", notes, 10, w5("RG", "", "follow up to close the issue")},
		{"the whole group asked", "# Sync\n\n## Notes\n\n- Everyone please take a look at these.\n", 5, w5("", "", "take a look at these")},
		{"all, please, with a deadline", "# Sync\n\n## Notes\n\n- All, please review the draft by Friday.\n", 5, w5("", "by Friday", "review the draft")},
		{"everyone agreeing is no request", "# Sync\n\n## Notes\n\n- Everyone agreed the draft is fine.\n", 5, w5("", "", "")},
	})
}

func TestEnTrials5AskCommit(t *testing.T) {
	runLineCases(t, []lineCase{
		{"a commitment to ask a question", "# Sync\n\n## Open issues\n* How do we test the spawner on CI?\n* Tomas will ask Lena: within a test script, how to reach the hub and spawn a pod?\n", 5,
			w5("Tomas", "", "ask Lena: within a test script, how to reach the hub and spawn a pod?")},
		{"a plain question stays none", "# Sync\n\n## Open issues\n* Will Lena ask the vendor about the pod limits?\n", 4, w5("", "", "")},
		{"a step that initializes", "# Sync\n\n## Setup\n\n- Dana will complete the following before launch:\n  - Initialize the web app in the repository\n", 6, w5("Dana", "", "Initialize the web app in the repository")},
	})
}
