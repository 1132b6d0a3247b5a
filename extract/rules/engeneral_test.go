package rules

import (
	"github.com/axagent/axagent/extract"
	"strings"
	"testing"
)

// Issue 28, English forms a note-reader meets in minutes of teams nobody
// tuned on, each in notes written for this catalogue. Every case is the
// candidates the notes must give, in order, and nothing else.

func TestEnglishFormCatalogue(t *testing.T) {
	runFormCases(t, []formCase{
		{"reported speech and plans in running notes", `# Weekly sync

Attendees: Noor Haddad, Bastian Vogel, Wen Li

## Notes
- Noor said she'd prepare the migration checklist before the next call.
- Bastian is planning to set up the staging mirror this week.
- Assigned to Wen to repro: https://example.org/tracker/412
`, []want{
			{line: 6, owners: "Noor", due: "before the next call", title: "prepare the migration checklist", needsHuman: true},
			{line: 7, owners: "Bastian", due: "this week", title: "set up the staging mirror", needsHuman: true},
			{line: 8, owners: "Wen", due: "", title: "repro", needsHuman: true, titleContains: true},
		}},
		{"label prefixes before the owner", `# Reading circle

## Wrap-up
- For next session: Hana - read chapter 4 of the compiler book
- For Lukas: send the slides to the list
`, []want{
			{line: 4, owners: "Hana", due: "For next session", title: "read chapter 4 of the compiler book", needsHuman: true},
			{line: 5, owners: "Lukas", due: "", title: "send the slides to the list", needsHuman: true},
		}},
		{"obligations and decisions that name the person", `# Sync

Attendees: Alice Wong, Bob Meyer, Carol Ruiz, Dave Ito

## Discussion
- Action on Carol to check the license of the new dependency
- We agreed Dave should own the release checklist
- Alice must send the budget to the board this week
- Bob is responsible for the venue booking
- Alice/Bob to pair on the migration
`, []want{
			{line: 6, owners: "Carol", due: "", title: "check the license of the new dependency"},
			{line: 7, owners: "Dave", due: "", title: "own the release checklist", needsHuman: true},
			{line: 8, owners: "Alice", due: "this week", title: "send the budget to the board"},
			{line: 9, owners: "Bob", due: "", title: "the venue booking", needsHuman: true},
			{line: 10, owners: "Alice Bob", due: "", title: "pair on the migration", needsHuman: true},
		}},
		{"more ways to name who takes the work", `# Weekly call

Attendees: Alice Wong, Bob Meyer

## Action items
- Alice has an AI to check with legal
- Bob took an AI to ping the maintainers
- AI on Alice to update the roadmap
- Bob intends to open a PR for the fix
- Alice said she will file an issue
- Bob is on point for the release
- Alice volunteered for the release notes
- Bob, please rotate the keys
- Alice -> book the room
- Bob => order the badges
`, []want{
			{line: 6, owners: "Alice", due: "", title: "check with legal"},
			{line: 7, owners: "Bob", due: "", title: "ping the maintainers"},
			{line: 8, owners: "Alice", due: "", title: "update the roadmap"},
			{line: 9, owners: "Bob", due: "", title: "open a PR for the fix"},
			{line: 10, owners: "Alice", due: "", title: "file an issue"},
			{line: 11, owners: "Bob", due: "", title: "the release"},
			{line: 12, owners: "Alice", due: "", title: "the release notes"},
			{line: 13, owners: "Bob", due: "", title: "rotate the keys"},
			{line: 14, owners: "Alice", due: "", title: "book the room"},
			{line: 15, owners: "Bob", due: "", title: "order the badges"},
		}},
		{"a label naming the person under an action heading", `# Reading circle

## For next session
- For Lukas: check the CI quota
- For Ines and Tom - book the room
`, []want{
			{line: 4, owners: "Lukas", due: "For next session", title: "check the CI quota"},
			{line: 5, owners: "Ines Tom", due: "For next session", title: "book the room"},
		}},
		{"any label before a person the notes name and a verb of work", `# Compilers study group

Attendees: Mina Cho, Felix Braun

## Wrap-up
- Group work: Mina - build the lexer
- Individual: Felix - read chapter 5
- Update: Felix - fixed the grammar
- Group work: Parsing - later
`, []want{
			{line: 6, owners: "Mina", due: "", title: "build the lexer", needsHuman: true},
			{line: 7, owners: "Felix", due: "", title: "read chapter 5", needsHuman: true},
		}},
		{"due expressions", `# Ops review

## Action items
- Mara to clean up the wiki this weekend
- Jonas to publish the survey results in April
- Ahmed to migrate the build farm in the coming months
`, []want{
			{line: 4, owners: "Mara", due: "this weekend", title: "clean up the wiki"},
			{line: 5, owners: "Jonas", due: "in April", title: "publish the survey results"},
			{line: 6, owners: "Ahmed", due: "in the coming months", title: "migrate the build farm"},
		}},
		{"a named meeting to come, part of a month, a quarter", `# Steering

## Action items
- Noah to draft the charter before the next steering meeting
- Ivy to file the report by mid-March
- Leo to migrate the CI runners in Q3
- Tomas to renew the domain before May
`, []want{
			{line: 4, owners: "Noah", due: "before the next steering meeting", title: "draft the charter"},
			{line: 5, owners: "Ivy", due: "by mid-March", title: "file the report"},
			{line: 6, owners: "Leo", due: "in Q3", title: "migrate the CI runners"},
			{line: 7, owners: "Tomas", due: "before May", title: "renew the domain"},
		}},
		{"action prefixes anywhere", `# Steering

## Discussion
- AI: Priyanka to rotate the API tokens
- ACTION: Oskar - update the onboarding doc
- [AI] Felipe: draft the release announcement
`, []want{
			{line: 4, owners: "Priyanka", due: "", title: "rotate the API tokens"},
			{line: 5, owners: "Oskar", due: "", title: "update the onboarding doc"},
			{line: 6, owners: "Felipe", due: "", title: "draft the release announcement"},
		}},
		{"owner with the deadline in parentheses", `# Board

## Action items
- Ilse (by Friday): send the budget draft to the board
`, []want{
			{line: 4, owners: "Ilse", due: "by Friday", title: "send the budget draft to the board"},
		}},
		{"handle in the middle of a line", `# Triage

## Notes
- The docs build needs a fix; @lena to look into the theme
`, []want{
			{line: 4, owners: "lena", due: "", title: "look into the theme", needsHuman: true, titleContains: true},
		}},
		{"next steps written as prose", `# Charter review

Attendees: Ruth Okafor, Emil Strand

## Next steps
Ruth will circulate the revised charter to the mailing list.
`, []want{
			{line: 6, owners: "Ruth", due: "", title: "circulate the revised charter to the mailing list"},
		}},
		{"next steps as a paragraph, a title stops at its sentence", `# Mentoring WG

Attendees: Dana Kim, Omar Haddad

## Next steps
The group agreed that Dana will collect feedback from the mentors by Friday, and that Omar should update the FAQ.

## Discussion
We talked about the survey. Dana will share the draft questions with the group in the coming days. Omar thinks it is too long.
`, []want{
			{line: 6, owners: "Dana", due: "by Friday", title: "collect feedback from the mentors", needsHuman: true},
			{line: 9, owners: "Dana", due: "in the coming days", title: "share the draft questions with the group"},
		}},
		{"owner and due as sub-bullets", `# Community

## Action items
- Rewrite the contributor guide
  - Owner: Sanjay
  - Due: March 15
`, []want{
			{line: 4, owners: "Sanjay", due: "March 15", title: "Rewrite the contributor guide"},
		}},
		{"table with owner and due columns", `# Events

| Item | Owner | Due |
|---|---|---|
| Renew the domain | Petra | Jan 31 |
| Book the venue | Omar | next week |
`, []want{
			{line: 5, owners: "Petra", due: "Jan 31", title: "Renew the domain"},
			{line: 6, owners: "Omar", due: "next week", title: "Book the venue"},
		}},
		{"volunteer, take a look, follow up offline", `# Release sync

Attendees: Grace Moreno, Victor Hale, Hugo Brandt

## Notes
- Grace volunteered to write the FAQ for the new release.
- Victor will take a look at the flaky integration test.
- Hugo to follow up offline with the vendor.
`, []want{
			{line: 6, owners: "Grace", due: "", title: "write the FAQ for the new release", needsHuman: true},
			{line: 7, owners: "Victor", due: "", title: "take a look at the flaky integration test", needsHuman: true},
			{line: 8, owners: "Hugo", due: "", title: "follow up offline with the vendor"},
		}},
		{"present-tense commitments of a person", `# Survey

Attendees: Cass Brody, Ilya Petrov

## Notes
- Cass agrees to draft the survey
- Ilya promises to check the translations
`, []want{
			{line: 6, owners: "Cass", due: "", title: "draft the survey", needsHuman: true},
			{line: 7, owners: "Ilya", due: "", title: "check the translations", needsHuman: true},
		}},
		{"an ASCII arrow after the owner", `# Offsite

## Action items
- Maya -> book the room
- Bob => rotate the signing keys
`, []want{
			{line: 4, owners: "Maya", due: "", title: "book the room"},
			{line: 5, owners: "Bob", due: "", title: "rotate the signing keys"},
		}},
		{"a person asked by name to do something", `# Design review

Attendees: Alice Moreau, Bob Tran, Greg Hall

## Notes
- Alice, can you share the slides?
- Bob, could you please rotate the keys before Friday?
- Alice, do you think this works?
- Greg: could you remind us what the timeline is?
- Bob, can you share your screen?
`, []want{
			{line: 6, owners: "Alice", due: "", title: "share the slides", needsHuman: true},
			{line: 7, owners: "Bob", due: "before Friday", title: "rotate the keys", needsHuman: true},
		}},
		{"colon lead-in over nested items", `# Docs sprint

## Action items
* Dana to open issues on:
  * the broken search filter
  * missing alt text on the homepage
`, []want{
			{line: 5, owners: "Dana", due: "", title: "open issues on the broken search filter", titleContains: true},
			{line: 6, owners: "Dana", due: "", title: "open issues on missing alt text on the homepage", titleContains: true},
		}},
		{"an owner and others", `# TSC

## Action items
- MIH and others to review the security policy draft
`, []want{
			{line: 4, owners: "MIH", due: "", title: "review the security policy draft"},
		}},
		{"a list giving each person a share of the work", `# Web team

Attendees: Marco, Ayla, Theo

## Discussion
- Ayla asked whether the old API can be dropped

## Who is on what
- Marco - settings page, then the avatar upload
- Ayla - finish the map view
- Theo - dark mode (with tests)

## Topics
- Website - Docs - later
- Hosting - Infra - ask around
`, []want{
			{line: 9, owners: "Marco", due: "", title: "settings page, then the avatar upload", needsHuman: true},
			{line: 10, owners: "Ayla", due: "", title: "finish the map view", needsHuman: true},
			{line: 11, owners: "Theo", due: "", title: "dark mode (with tests)", needsHuman: true},
		}},
		{"one speaker's remarks after dashes are no list of shares", `# Timeline

## Notes
- Omar - we all have deadlines this year
- Omar - the proposal should land before the summit
`, nil},
		{"done work reported among the action items", `# Grants

## Action items
- Apply for the travel grant
- Priya has submitted the visa form
- Priya has agreed to review the budget
`, []want{
			{line: 4, owners: "", due: "", title: "Apply for the travel grant"},
			{line: 6, owners: "Priya", due: "", title: "review the budget"},
		}},
		{"someone's part in the meeting on its agenda is none", `# Monthly call

## Agenda
- Bob to present the roadmap
- Alice to demo the new installer
- Alice to open a PR for the CI config
`, []want{
			{line: 6, owners: "Alice", due: "", title: "open a PR for the CI config", needsHuman: true},
		}},
		{"a heading that is the meeting's date gives no deadline", `---
title: 2024.03.05
---
# 2024.03.05

We broke the [work](https://example.org/thread) into areas:

- parallelize the test suite
- improving "release notes":
  - do what we do now, but better

### Action items
- Ana to write up the test plan
`, []want{
			{line: 13, owners: "Ana", due: "", title: "write up the test plan"},
		}},
		{"a verb before the person is no part of the owner", `# Types sync

## Notes
- Asked Nakul to start looking into the symbol cache
- Moved RegionKind to the shared crate
- Ahmed Khan to review the parser change
`, []want{
			{line: 4, owners: "Nakul", due: "", title: "start looking into the symbol cache", needsHuman: true},
			{line: 6, owners: "Ahmed Khan", due: "", title: "review the parser change", needsHuman: true},
		}},
		{"announcements, pointers and open questions among the actions", `# Release

## Action items
- Reminder: code freeze 9/24
- Reminder: update your fork before the freeze
- See the hosting bullet point below
- How to publish the wheels for ARM
- Jun to tag the release candidate
`, []want{
			{line: 5, owners: "", due: "", title: "update your fork", titleContains: true},
			{line: 8, owners: "Jun", due: "", title: "tag the release candidate"},
		}},
		{"a person and their work in parentheses, a person now assigned", `# Community call

Attendees: Nick Osei, Cass Wu

## Minutes
- Hack week planning (Nick: post in the forum and on the chat)
- Broken link on the FAQ page -> Cass now assigned
- Budget notes (Finance: see the shared sheet)
`, []want{
			{line: 6, owners: "Nick", due: "", title: "post in the forum and on the chat", needsHuman: true},
			{line: 7, owners: "Cass", due: "", title: "Broken link on the FAQ page"},
		}},
		{"next steps written as a plan in the third person", `# RFC review

Attendees: Alice Moreau, Bob Tran

## Next steps
1. Alice drafts the RFC
2. Bob reviews it by Monday
3. Process needs a second look
`, []want{
			{line: 6, owners: "Alice", due: "", title: "drafts the RFC"},
			{line: 7, owners: "Bob", due: "by Monday", title: "reviews it"},
			{line: 8, owners: "", due: "", title: "Process needs a second look"},
		}},
		{"label: value lines, decisions, problems and chat are none", `# Infra meeting

Attendees: Rosa Lind, Kenji Mori
Facilitator: Rosa Lind
Location: Room 4

## Decisions
- Naming confirmed: the core-utils package will be renamed to corekit.
- Agreed: the nightly job will move to the new runner.

## Discussion
- Problem: the nightly builds will fail whenever the cache is cold.
- Issue: contributors will keep hitting the rate limit on the CI.

## Chat
[10:02] Rosa Lind: will the recording be posted?
[10:03] Kenji Mori: I will paste the link here
[10:04] Rosa Lind: thanks
`, nil},
	})
}

// TestEnglishOwnerlessPossible: work nobody took ("we need someone to …",
// "They will be reviewing … in the coming days", "Tickets will be created
// …", where the capitalised word is what the work is done to) is a
// possible action, not a task with an invented owner.
func TestEnglishOwnerlessPossible(t *testing.T) {
	notes := `# Newsletter sync

## Notes
- We need someone to take over the monthly newsletter.
- They will be reviewing the submissions in the coming days.
- Tickets will be created for the main tasks
`
	cands := parseNotes(t, notes)
	if len(cands) != 0 {
		t.Fatalf("extracted, want none:\n%s", dump(cands))
	}
	got := possibleLines(t, notes, nil)
	for _, line := range []int{4, 5, 6} {
		if _, ok := got[line]; !ok {
			t.Errorf("line %d: not a possible action", line)
		}
	}
}

// TestEnglishAskTo: "ask X to …" is work for whoever asks; X is who does
// the asked-for work once asked, not the owner of the asking.
func TestEnglishAskTo(t *testing.T) {
	got := parseNotes(t, `# Events

## Action items
- Selim to ask Marta to share the dashboard link
`)
	if len(got) != 1 || strings.Join(got[0].Owners, " ") != "Selim" {
		t.Fatalf("want one candidate owned by Selim:\n%s", dump(got))
	}
}

// TestEnglishObjectIsNoOwner: a capitalised word after a preposition is
// what the clause is about, not who acts ("Partners at Northwind will …",
// "a call with Dana will …").
func TestEnglishObjectIsNoOwner(t *testing.T) {
	notes := `# Docs

## Notes
- Partners at Northwind will be running an audit of the open issues this month
`
	for _, c := range parseNotes(t, notes) {
		if strings.Join(c.Owners, " ") == "Northwind" {
			t.Fatalf("Northwind read as the owner:\n%s", dump([]extract.Candidate{c}))
		}
	}
	if p, ok := possibleLines(t, notes, nil)[4]; ok && hasSignal(p, extract.SignalPerson, "Northwind") {
		t.Fatalf("line 4: signals %v, want no person Northwind", p.Signals)
	}
}

// TestEnglishOpenCallPossible: work that asks for its owner is shown
// as a possible action, not dropped.
func TestEnglishOpenCallPossible(t *testing.T) {
	notes := "# Sync\n\n## Discussion\n- Someone needs to update the contributor guide\n- Somebody should book the room for the offsite\n- Someone said it was fine\n"
	ps := possibleLines(t, notes, nil)
	for _, l := range []int{4, 5} {
		if _, ok := ps[l]; !ok {
			t.Errorf("line %d: not a possible action (got %v)", l, ps)
		}
	}
	if _, ok := ps[6]; ok {
		t.Errorf("line 6: a report is no possible action")
	}
}
