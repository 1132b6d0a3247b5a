package rules

import (
	"context"
	"strings"
	"testing"
)

// Issue 28 (helper 28e): owner forms read on a fresh English set of
// eleven orgs (a civic council, a makerspace board, a standards body,
// student teams, a lab), written here as invented notes of the same
// shape.

// ownerSetsByLine: each extracted line's owners, joined with "|".
func ownerSetsByLine(t *testing.T, notes string) map[int]string {
	t.Helper()
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cs {
		got[c.Line] = strings.Join(c.Owners, "|")
	}
	return got
}

// TestOxfordCommaOwners: "A, B, and C will …" commits all three, not
// the last name alone.
func TestOxfordCommaOwners(t *testing.T) {
	notes := `# Council meeting

## Outreach
- Priya, Tomas, and Lena will draft the survey for residents.
- Omar, Jun & Ada will book the hall for the spring event.
`
	got := ownerSetsByLine(t, notes)
	want := map[int]string{4: "Priya|Tomas|Lena", 5: "Omar|Jun|Ada"}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], w, got)
		}
	}
}

// TestConnectiveNoOwner: a connective opening the sentence
// ("Additionally", "Then", "Also,") is no part of the owner's name, and
// no reason to read the line as naming no one.
func TestConnectiveNoOwner(t *testing.T) {
	notes := `# Board meeting

## Signage
- Additionally Omar will add the parking info to the site.
- Then Omar will update the wiki page.
- Also, Omar will print the new door sign.
- We reviewed the budget. Additionally Omar will add the Q4 numbers.
- Priya will draft the letter. Additionally Omar will post it.
`
	got := ownerSetsByLine(t, notes)
	if o := got[8]; o != "Priya|Omar" {
		t.Errorf("line 8: owners %q, want Priya|Omar", o)
	}
	for _, line := range []int{4, 5, 6, 7} {
		if o, ok := got[line]; !ok || o != "Omar" {
			t.Errorf("line %d: owners %q (extracted %v), want Omar (all: %v)", line, o, ok, got)
		}
	}
}

// TestDemonstrativeNoOwner: "These will help …" names no one; a
// demonstrative is never an owner.
func TestDemonstrativeNoOwner(t *testing.T) {
	notes := `# Landing page call

- ravi: I wrote up three user stories for the landing page.
- ravi: These will help us focus the redesign.
`
	got := ownerSetsByLine(t, notes)
	for line, o := range got {
		if strings.Contains(o, "These") {
			t.Errorf("line %d: owner %q, a demonstrative (all: %v)", line, o, got)
		}
	}
}

// TestDepartureNoWork: leaving a body ("will be leaving the Board")
// is who sits on it, not work after the meeting — in a list item and as
// a clause of a longer line.
func TestDepartureNoWork(t *testing.T) {
	notes := `# Council meeting

## Board
- Jonas will be leaving the Board after December.

Jonas will be leaving the Board after December and Mira was approved to fill his term per the by-laws.
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{4, 6} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owners %q), want no action (all: %v)", line, o, got)
		}
	}
}

// TestPassiveGroupAgent: the agent of a passive future may be a body
// written as a name of two words ("by Project Leaders").
func TestPassiveGroupAgent(t *testing.T) {
	notes := `# Maintainers

## Review process
- A proposal will be made by Project Leaders during this week.
`
	got := ownerSetsByLine(t, notes)
	if got[4] != "Project Leaders" {
		t.Errorf("line 4: owners %q, want Project Leaders (all: %v)", got[4], got)
	}
}

// TestParenInitialOwner: a trailing parenthesis holding a given name
// and a surname's initial ("(Mike Z.)") names the owner.
func TestParenInitialOwner(t *testing.T) {
	notes := `# Board meeting

## Action Items
- Print a few signs about the harassment policy (Mike Z.)
- Add the accessibility info to the site (Nate)
`
	got := ownerSetsByLine(t, notes)
	if got[4] != "Mike Z." {
		t.Errorf("line 4: owners %q, want Mike Z. (all: %v)", got[4], got)
	}
}

// TestSpeakerTakesForward: a speaker who takes the matter forward in
// a later sentence of the remark owns it ("KW: Discussed. I'll take this
// forward with the leads.").
func TestSpeakerTakesForward(t *testing.T) {
	notes := `# Weekly check-in

## Where do you need help?
* Career options after the summer - will update you on this.
  * KW: Discussed in the meeting. I'll take this forward with CH and MS.
`
	got := ownerSetsByLine(t, notes)
	if got[5] != "KW" {
		t.Errorf("line 5: owners %q, want KW (all: %v)", got[5], got)
	}
}

// TestDayRangeNoOwner: "Mon to weds" is a span of days, not "Mon"
// given "weds" to do.
func TestDayRangeNoOwner(t *testing.T) {
	notes := `# Weekly check-in

## What would you like to work on next week?
* Attending the conference - Mon to weds.
* Start writing the case studies.
`
	got := ownerSetsByLine(t, notes)
	if o := got[4]; strings.Contains(o, "Mon") {
		t.Errorf("line 4: owners %q, a weekday (all: %v)", o, got)
	}
}

// TestPronounNextSentence: a person who opens a sentence, then "She
// volunteered to …" / "He will …" in the next one: the pronoun's work is
// that person's.
func TestPronounNextSentence(t *testing.T) {
	notes := `# Council

- Directors Present: Bekah Stone, Kim Lee, Lindsey Webb

## Guests
- There was a discussion about the format. Bekah suggested a webinar. She volunteered to moderate the discussion.
- Kim reviewed the budget. He will send the summary to the list.
`
	got := ownerSetsByLine(t, notes)
	want := map[int]string{6: "Bekah", 7: "Kim"}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], w, got)
		}
	}
}

// TestReportedRequestNoOwner: "Name requested that …, to make sure …"
// reports what the name asked of others; the name owns none of it.
func TestReportedRequestNoOwner(t *testing.T) {
	notes := `# Council

## Communication
- Lindsey also requested that when directors write by email, to make sure that each topic has its own thread.
`
	got := ownerSetsByLine(t, notes)
	if o, ok := got[4]; ok && strings.Contains(o, "Lindsey") {
		t.Errorf("line 4: owners %q, the person who asked (all: %v)", o, got)
	}
}

// TestStandingPracticeNoTask: the group's plan that repeats with an
// event ("for each release", "after every meeting") is how it works from
// now on, not a task of this meeting.
func TestStandingPracticeNoTask(t *testing.T) {
	notes := `# Community call

## Milestones
At the end of each sprint, we usually do a release. We will publish the links to the milestone information for each release.

## Notes
- We will send the notes to the list after every meeting.
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{4, 7} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owners %q), want no task (all: %v)", line, o, got)
		}
	}
}

// TestTheGroupActs: "The docs team will draft …" — a body written in
// lower case after "The" owns the work, as "Docs team to …" does.
func TestTheGroupActs(t *testing.T) {
	notes := `# Release sync

## Notes
- The docs team will draft the release notes.
`
	got := ownerSetsByLine(t, notes)
	if got[4] != "docs team" {
		t.Errorf("line 4: owners %q, want docs team (all: %v)", got[4], got)
	}
}

// TestCarryOverSubheading: a sub-heading under earlier meetings'
// actions ("### Previous Action Items" / "##### Current") reviews them
// too: a done item there is closed, not new work; an open one stays —
// also when its mark is "NOT DONE" in capitals.
func TestCarryOverSubheading(t *testing.T) {
	notes := `# Committee Meeting

## Agenda

### Previous Action Items

##### Current

-   ACTION: Nico to order laser spares. **DONE**
-   ACTION: Meg to order the band room air conditioner. **DONE**\*
-   ACTION: Stu to wrangle potential sponsors for the website. **NOT DONE**
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{9, 10} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owners %q), a done item under review (all: %v)", line, o, got)
		}
	}
	if got[11] != "Stu" {
		t.Errorf("line 11: owners %q, want Stu: not done is open (all: %v)", got[11], got)
	}
}

// TestBoldInlineMarker: an action label in bold after the topic it
// closes is the line's action, over a capitalised word opening the
// topic ("Group to coordinate …"); a bold topic label that only
// mentions action items is none.
func TestBoldInlineMarker(t *testing.T) {
	notes := `# Committee Meeting

## Sub-Committee Reports

Group to coordinate maintenance of heavy tools **Action: Nico to set up a mailing list for tools**

Laser access **Action: Laser subcommittee to install manual keys**

- **Topic:** Action Item Review
`
	got := ownerSetsByLine(t, notes)
	want := map[int]string{5: "Nico", 7: "Laser subcommittee"}
	for line, w := range want {
		if got[line] != w {
			t.Errorf("line %d: owners %q, want %q (all: %v)", line, got[line], w, got)
		}
	}
	if o, ok := got[9]; ok {
		t.Errorf("line 9: extracted (owners %q), a topic label (all: %v)", o, got)
	}
}

// TestReportedCommitments: forms the labelling counts as commitments
// — "X took the action to …", "X has taken an action to …", "X will be
// responsible for …" (after the group's plan on the line), "It was
// agreed that X would …", and a name with an aside before its "will"
// ("X (with Y's help) will …").
func TestReportedCommitments(t *testing.T) {
	notes := `# Team meeting

Attendees: Alice Grant, Bob Stone

## Notes
- Alice took the action to update the FAQ.
- It was agreed that Alice would update the release page.
- Alice (with Bob's help) will update the roadmap.
- Alice (maybe) will update the glossary.
- Bob has taken an action to ask the auditors about the budget.
- We will have a working session in May. Bob will be responsible for prep for the session.
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{10, 11} {
		if got[line] != "Bob" {
			t.Errorf("line %d: owners %q, want Bob (all: %v)", line, got[line], got)
		}
	}
	for _, line := range []int{6, 7, 8} {
		if got[line] != "Alice" {
			t.Errorf("line %d: owners %q, want Alice (all: %v)", line, got[line], got)
		}
	}
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Line == 9 && len(c.Problems) == 0 {
			t.Errorf("line 9: a hedged commitment read as firm: %+v", c)
		}
	}
}

// TestNextRoleNoAction: who presents or chairs at the next meeting is
// a role, not work.
func TestNextRoleNoAction(t *testing.T) {
	notes := `# Team meeting

Attendees: Alice Grant, Bob Stone

## Notes
- Alice will present at the next meeting.
- Bob to chair next time.
- Alice will present the budget proposal to the board.
`
	got := ownerSetsByLine(t, notes)
	for _, line := range []int{6, 7} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d: extracted (owners %q), a role (all: %v)", line, o, got)
		}
	}
	if got[8] != "Alice" {
		t.Errorf("line 8: owners %q, want Alice: presenting a thing is work (all: %v)", got[8], got)
	}
}

// TestSecondActionLabel: a second action label on the line ("…
// **Action: Nico to …** … **Action: Meg to …**") adds its owner to the
// line's one action, as a later "Meg to …" clause does.
func TestSecondActionLabel(t *testing.T) {
	notes := `# Committee Meeting

- Present: Nico, Meg, Stu

## Agenda Items

**Action: Nico to investigate printing ID cards. RFID?** \*\*Action: Meg to review membership lists
`
	got := ownerSetsByLine(t, notes)
	if got[7] != "Nico|Meg" {
		t.Errorf("line 7: owners %q, want Nico|Meg (all: %v)", got[7], got)
	}
}

// TestToPronounNoOwner: "Reply to them by Friday" — "to" before an
// object pronoun is a preposition; the capitalised verb is no owner.
func TestToPronounNoOwner(t *testing.T) {
	notes := `# Sync

## Action items
- Reply to them by Friday
- Nico to send it to Meg
`
	got := ownerSetsByLine(t, notes)
	if o := got[4]; o != "" {
		t.Errorf("line 4: owners %q, want none (all: %v)", o, got)
	}
	if got[5] != "Nico" {
		t.Errorf("line 5: owners %q, want Nico (all: %v)", got[5], got)
	}
}

// TestTheGroupAloneNoOwner: "The group will …" names no team of its
// own: the new reading gives it no owner "group" (a word must say which
// group, as in "The docs team").
func TestTheGroupAloneNoOwner(t *testing.T) {
	if m := reTheGroupActs.FindStringSubmatch("The group will draft the release notes."); m != nil {
		t.Errorf("read %q as a team", m[1])
	}
	if m := reTheGroupActs.FindStringSubmatch("The infra group will migrate the runners."); m == nil || m[1] != "The infra group" {
		t.Errorf("infra group not read: %v", m)
	}
}

// TestLaterOwnerLongLine: a long line of running minutes whose later
// sentence opens with its own owner and commitment adds that owner, as
// a short line does (one line, every owner).
func TestLaterOwnerLongLine(t *testing.T) {
	notes := `# Council

- Directors Present: Lindsey Webb, Mike Cuadra

## Guest speakers
- Mike is the primary contact with the city attorney's office and suggested asking the community what they would like to hear so we can get questions in advance. Lindsey will do a Google form and share it via email and social media to collect questions. This will go out on May 4 with a May 25 deadline. Mike will send the questions to the office on June 1.
`
	got := ownerSetsByLine(t, notes)
	if got[6] != "Lindsey|Mike" {
		t.Errorf("line 6: owners %q, want Lindsey|Mike (all: %v)", got[6], got)
	}
}

// TestWrappedSecondCommitment: a list item's wrapped line that opens a
// sentence of its own with another person's commitment is that
// person's action on its own line; a wrapped line that goes on from the
// item, or restates the item's own owner, stays part of the item.
func TestWrappedSecondCommitment(t *testing.T) {
	notes := `# Weekly call

Attendees: Alice Grant, Bob Stone, Carol Diaz

## Discussion
- Release blockers were reviewed. Alice will draft the release notes.
  Bob will update the changelog before Friday.
- Alice will ask the auditors about the figures that
  Bob sent to the board last week.
- Carol will check the runner image.
  Carol will also report back next week.

## Action items
- Alice to book the venue.
  Bob to send the invitations.
`
	checkOwners(t, "wrapped second commitment", ownerSetsByLine(t, notes), map[int]string{6: "Alice", 7: "Bob", 8: "Alice", 10: "Carol", 14: "Alice", 15: "Bob"}, []int{9, 11})
}

// TestCompoundVerbNoOwner: "Setup X to …" and "Cleanup X to …" open with
// a verb of work written as one word: the item is the work, X is no
// owner.
func TestCompoundVerbNoOwner(t *testing.T) {
	runFormCases(t, []formCase{{"en: setup, cleanup", `# Infra

## Action items
- Setup GitHub Actions to process notifications
- Cleanup Old Buckets to free the quota
`, []want{
		{line: 4, title: "Setup GitHub Actions to process notifications"},
		{line: 5, title: "Cleanup Old Buckets to free the quota"},
	}}})
}

// TestDeliverableDashOwner: under a list item that labels the action
// items ("- Action Items:"), a deliverable named with its owner after a
// dash ("Proposal for namespace - Dadisi") is that person's action, as
// a step opened by a verb is; a deliverable outside such a list is a
// topic with its presenter.
func TestDeliverableDashOwner(t *testing.T) {
	notes := `# WG

Participants:
- Ben Powell, Apple
- Dadisi Sanyika, Pacific

Agenda:
- Action Items:
    - namespace for SDKs? https://example.org/issues/250
        - Proposal for namespace - Dadisi
        - Write the migration note - Ben
- Topics:
    - Proposal for release cadence - Ben
`
	checkOwners(t, "deliverable after an action label", ownersByLine(t, notes), map[int]string{10: "Dadisi", 11: "Ben"}, []int{13})
}
