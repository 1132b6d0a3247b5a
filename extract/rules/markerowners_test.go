package rules

import "testing"

// Issue 28 (helper 28o): forms read on minutes of teams nobody tuned on,
// written here as invented notes of the same shape.

// TestMarkerOwnerCommittedElsewhere: "TODO: Name updates …" names its
// owner when the notes commit that person elsewhere, also as one of
// several owners ("Nadia and Oren to run …").
func TestMarkerOwnerCommittedElsewhere(t *testing.T) {
	notes := `# Steering call

## Roadmap
- TODO: Nadia updates the roadmap page with the withdrawn talk
- Planning is on track.

## Elections
- Nadia and Oren to help run the election in May
`
	got := ownersByLine(t, notes)
	if got[4] != "Nadia" {
		t.Errorf("line 4: owner %q, want Nadia (all: %v)", got[4], got)
	}
}

// TestMonthOpensNoOwner: a month or weekday opening a clause is the time
// the clause is about, not its owner; the action stays, owner-less.
func TestMonthOpensNoOwner(t *testing.T) {
	notes := `# Meetup planning

## Venue
- Priya: the host has accepted, initial reaction is positive.
- June is preferred, will evaluate availability.
- Friday works best, will book the room.

## Attendees
- Priya Raman
- Tomas Berg
- Lena Vogt
`
	got := ownersByLine(t, notes)
	for _, line := range []int{5, 6} {
		o, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if o != "" {
			t.Errorf("line %d: owner %q, want none", line, o)
		}
	}
}

// TestMarkerOwnerForms: after an action marker, a body of the team
// before "to" and an offer closing the line name the owner; a label
// closed by a person in parentheses gives its list that owner and is no
// task itself; "in 2 weeks" is a due.
func TestMarkerOwnerForms(t *testing.T) {
	notes := `# Team meeting

### Support process

- CH: there is consensus on the new process.

Action: Platform team to review and provide feedback.

### Hiring

Next steps (CH)

1. offer the position to the top candidate
1. do a budget analysis for other hires

### Misc

- Next step: document what hosting the meetup involves, Sheng is happy to help.
- Gabe will follow up again in 2 weeks.
`
	got := parseNotes(t, notes)
	want := map[int]struct{ owner, due string }{
		7:  {"Platform team", ""},
		13: {"CH", ""},
		14: {"CH", ""},
		18: {"Sheng", ""},
		19: {"Gabe", "in 2 weeks"},
	}
	seen := map[int]bool{}
	for _, c := range got {
		seen[c.Line] = true
		if c.Line == 11 {
			t.Errorf("line 11: the label was extracted as a task: %+v", c)
		}
		w, ok := want[c.Line]
		if !ok {
			continue
		}
		if c.Assignee != w.owner || c.Due != w.due {
			t.Errorf("line %d: owner %q due %q, want %q %q", c.Line, c.Assignee, c.Due, w.owner, w.due)
		}
	}
	for line := range want {
		if !seen[line] {
			t.Errorf("line %d: not extracted", line)
		}
	}
}

// TestTagsAndTopics: a bracketed outcome tag ("[DECIDED]") names no
// one, and a topic under a future-work heading whose children record
// the discussion or the decision is no task; the action list still is.
func TestTagsAndTopics(t *testing.T) {
	notes := `# Working group

## Agenda

* Meeting times
    * [DECIDED] keep the single slot until a second one is needed
    * [DECIDED] publish the calendar link on the website

### This week:

1. How should members report problems?
    - Discussion: email is heavy, a form is lighter.
    - Decision: create a form and link it from the website.
2. Move our meetings to another day.
    - Decision: meetings move to Thursdays.

## TODOs:

- [ ] Create the report form (@lena)
`
	got := parseNotes(t, notes)
	seen := map[int]bool{}
	for _, c := range got {
		seen[c.Line] = true
		switch c.Line {
		case 6, 7:
			if c.Assignee == "DECIDED" {
				t.Errorf("line %d: owner DECIDED", c.Line)
			}
		case 11, 14:
			t.Errorf("line %d: a discussed topic was extracted: %q", c.Line, c.Title)
		}
	}
	if !seen[19] {
		t.Errorf("line 19: the to-do was not extracted")
	}
}

// TestRoleChangeAndDeniedNeed: a change of role ("will be stepping
// down as co-chair") and a denied obligation ("Doesn't need to be …")
// are not extracted; the role change stays a possible action.
func TestRoleChangeAndDeniedNeed(t *testing.T) {
	notes := `# Steering meeting

### Arch SIG
- Dana Whitfield will be stepping down as the co-chair of Arch SIG
- Liqun will be joining as the new co-chair.
- Logistics: adding Liqun to the security groups (Todo, Prasanth)

### Upcoming changes
- 1:1 with engineers (already settled with other team members)
  - Meetings but could be async as well
  - Discuss dedicated boards
  - Doesn't need to be synchronous, can also be async - the important thing is to have discussions focused on these topics.
`
	got, pos := parseWithPossible(t, notes)
	for _, c := range got {
		if c.Line == 4 || c.Line == 5 || c.Line == 12 {
			t.Errorf("line %d: extracted %q (owner %q)", c.Line, c.Title, c.Assignee)
		}
	}
	found := false
	for _, p := range pos {
		found = found || p.Line == 4
	}
	if !found {
		t.Errorf("line 4: the role change is not even a possible action: %+v", pos)
	}
}

// TestRollTableAndAgents: the people of an attendance table are
// known ("Mayank: … Will investigate …" is Mayank's), and a passive
// future names every one of its agents as owners.
func TestRollTableAndAgents(t *testing.T) {
	notes := `# Steering Committee Meeting

### Attendance:

| Name (Affiliation) | Present |
| --- | --- |
| Mayank Kaushik (NVIDIA) | yes |
| Andreas Fehlner (TRUMPF) | yes |
| Saurabh Tangri (Intel) | yes |

### Community Meetup
  - Mayank: the host has accepted, initial reaction is positive. Will investigate number of attendees and cost.

**Present**: Sarah Stevens, Konrad Förstner, Lex Nederbragt

- Officer meeting suggested for January
- On-boarding of new members will be done by Sarah and Konrad
`
	got := ownersByLine(t, notes)
	if got[12] != "Mayank" {
		t.Errorf("line 12: owner %q, want Mayank (all: %v)", got[12], got)
	}
	if got[17] != "Sarah, Konrad" {
		t.Errorf("line 17: owner %q, want Sarah, Konrad (all: %v)", got[17], got)
	}
}

// TestBareActionLabelAndHelps: the items under a bare "Action:" item
// are its actions; "(Name helps to …)" commits Name; a closing
// parenthesis nothing opened is no part of a title.
func TestBareActionLabelAndHelps(t *testing.T) {
	notes := `# Steering

### Agenda:

* Roadmap process discussion
  * Proposal from Harry:
    * Keep the release aligned with a certain event.
  * Action:
    * Connect with SIG leads for input. Deadline. (Needs assignment)
    * Backtrack from the workshop date. Set timeline for the announcement.
* Elections
  - Prasanth clarified that the form is only needed for applications (Prasanth helps to set up the MS Form)
`
	got := parseNotes(t, notes)
	want := map[int]struct{ owner, title string }{
		9:  {"", "Connect with SIG leads for input"},
		10: {"", "Backtrack from the workshop date"},
		12: {"Prasanth", "set up the MS Form"},
	}
	seen := map[int]bool{}
	for _, c := range got {
		w, ok := want[c.Line]
		if !ok {
			continue
		}
		seen[c.Line] = true
		if c.Assignee != w.owner || c.Title != w.title {
			t.Errorf("line %d: owner %q title %q, want %q %q", c.Line, c.Assignee, c.Title, w.owner, w.title)
		}
	}
	for line := range want {
		if !seen[line] {
			t.Errorf("line %d: not extracted", line)
		}
	}
}

// TestTrailingTodoAndRelease: "(Todo, Name)" closing a line makes it
// Name's action, also after an "Action item:" marker and inside an
// earlier parenthesis; an enumerator after "TODO:" is no part of the
// owner's clause; a release scheduled in the passive is no task.
func TestTrailingTodoAndRelease(t *testing.T) {
	notes := `# Steering

## Agenda
- Dana will be joining as the new co-chair.
- Logistics: Adding Dana to the right security groups upon approval. (Todo, Prasanth)
- Action item:  makes changes for security groups (converter, and arch/infra,  Todo, Prasanth)
- Nadia and Oren to help run the election.
- TODO: a) Nadia announce the new SIG, b) add the events to the calendar
- M74 is going to be released on April 23rd, so there's a chance that M73 will get a patch.
`
	got := ownersByLine(t, notes)
	for line, want := range map[int]string{5: "Prasanth", 6: "Prasanth", 8: "Nadia"} {
		if got[line] != want {
			t.Errorf("line %d: owner %q, want %q (all: %v)", line, got[line], want, got)
		}
	}
	if _, ok := got[9]; ok {
		t.Errorf("line 9: a scheduled release was extracted")
	}
}

// TestActionTagClosingLine: an action tag and a name closing a line,
// in parentheses or after an arrow or a dash ("… on deploy. (AI: Dan)",
// "… is stale → Action: Alice"), make the text before it that person's
// task; and "Dan — to check …" is Dan's work after the dash.
func TestActionTagClosingLine(t *testing.T) {
	runFormCases(t, []formCase{{"en: an action tag closing a line", `# Platform sync

Present: Alice Grant, Bob Stone, Dan Wu

## Discussion
- Cache invalidation keeps failing on deploy. (AI: Dan)
- Metrics dashboard is stale → Action: Alice
- Release notes are missing - AI: Bob
- Dan — to check the billing export
`, []want{
		{line: 6, owners: "Dan", title: "Cache invalidation keeps failing on deploy"},
		{line: 7, owners: "Alice", title: "Metrics dashboard is stale"},
		{line: 8, owners: "Bob", title: "Release notes are missing"},
		{line: 9, owners: "Dan", title: "check the billing export", needsHuman: true},
	}}})
}

// TestActionListNumbering: an action list's own numbering opening an
// item ("A2 (Carol): …", "#3 Bob: …", "AP4 \- …") is no part of the
// owner or the work; a tracker key in brackets ("[REL-204] Dan to …")
// names the ticket, not its owner; fields after a dash ("— owner Dan,
// due Friday") give the owner and the due as a parenthesis does, and an
// affiliation after a "Lead:" field's name is no part of it.
func TestActionListNumbering(t *testing.T) {
	runFormCases(t, []formCase{{"en: numbered action items, keys and fields", `# Release sync

Attendees: Bob Stone, Carol Diaz, Dan Wu

## Action items
- A2 (Carol): publish the release notes
- [REL-204] Dan to bump the chart version
- Verify the rollback script — owner Dan, due Friday
- #3 Bob: tag the release candidate
- AP4 \- Test run of the survey with two users
- AP5 \- Form a sub-group on the legal guidance. Lead: Ana Ruiz (ACME).
`, []want{
		{line: 6, owners: "Carol", title: "publish the release notes"},
		{line: 7, owners: "Dan", title: "bump the chart version"},
		{line: 8, owners: "Dan", due: "due Friday", title: "Verify the rollback script"},
		{line: 9, owners: "Bob", title: "tag the release candidate (#3)"},
		{line: 10, title: "Test run of the survey with two users"},
		{line: 11, owners: "Ana Ruiz", title: "Form a sub-group on the legal guidance"},
	}}})
}
