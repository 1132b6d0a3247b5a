package rules

import "testing"

// TestAsciiDocActionForms: minutes kept as AsciiDoc file their actions in
// a "Summary of actions" list and mark each again in the minutes; the
// owner is bold with one asterisk each side or closed by a period; the
// review of last time's actions writes each state as a nested item.
func TestAsciiDocActionForms(t *testing.T) {
	runFormCases(t, []formCase{
		{
			name: "summary of actions restated below",
			notes: `= Choir Committee Minutes

== Summary of actions

* **Priya Nair** to book the hall for the spring concert

== Venue

**ACTION:** Priya Nair to book the hall for the spring concert.
`,
			want: []want{
				{line: 5, owners: "Priya Nair", title: "book the hall for the spring concert"},
				{line: 9, owners: "Priya Nair", title: "book the hall for the spring concert"},
			},
		},
		{
			name: "single asterisk bold owner",
			notes: `= Choir Committee Minutes

== Summary of actions

- *Tomas Berg* to print the programmes
- *Tomas Berg* to collect the robes
`,
			want: []want{
				{line: 5, owners: "Tomas Berg", title: "print the programmes"},
				{line: 6, owners: "Tomas Berg", title: "collect the robes"},
			},
		},
		{
			name: "name closed by a period",
			notes: `= Choir Committee Minutes

Present: Lena Ortiz, Omar Haddad

== Summary of actions

* **Lena Ortiz.** Update the rehearsal calendar.

== Calendar

**ACTION:** Lena Ortiz. Confirm the organist for May.
`,
			want: []want{
				{line: 7, owners: "Lena Ortiz", title: "Update the rehearsal calendar"},
				{line: 11, owners: "Lena Ortiz", title: "Confirm the organist for May"},
			},
		},
		{
			name: "review states as nested items",
			notes: `= Choir Committee Minutes

== Review of actions

* *Omar Haddad* to renew the insurance

** Complete.

* *Omar Haddad* to order new folders

** See the budget item below.
`,
			want: []want{
				{line: 9, owners: "Omar Haddad", title: "order new folders"},
			},
		},
		{
			name: "wrapped review item over its state",
			notes: `= Choir Committee Minutes

== Review of actions

* *Omar Haddad* to ask the parish council whether the hall can host
    the spring concert as well.

** Complete.

* *Omar Haddad* to order new folders

** Pending.
`,
			want: []want{
				{line: 10, owners: "Omar Haddad", title: "order new folders"},
			},
		},
	})
}

// TestMessageHeadingProse: a section holding a message ("Agenda email")
// is read as prose, not as an agenda list: a step it asks for stays a
// possible action.
func TestMessageHeadingProse(t *testing.T) {
	notes := `= Board Minutes

== Agenda email

Hi all, a few notes before tomorrow.

The board has asked us to send everything we have ready out
for public review by the end of the year.

This will require us to do a couple of things:

1) Pick which songs make the cut for this round of review. Given the
timeline, the list is what is in our draft.
`
	got, pos := parseWithPossible(t, notes)
	if len(got) != 0 {
		t.Errorf("candidates %v, want none", dump(got))
	}
	found := false
	for _, q := range pos {
		if q.Line == 12 {
			found = true
		}
	}
	if !found {
		t.Errorf("line 12 is no possible action: %+v", pos)
	}
}

// TestOrgOutlineActions: in an org outline the headlines under "**
// actions" are its items, however deep the outline nests them, and a
// task named before a colon takes the people after it.
func TestOrgOutlineActions(t *testing.T) {
	runFormCases(t, []formCase{
		{
			name: "nested headlines under actions",
			notes: `* 12/03/2025
** notes
- Mira fixed the login bug
** actions
*** sprint plan
**** build the settings page
**** write the release notes
* 19/03/2025
`,
			want: []want{
				{line: 6, title: "build the settings page"},
				{line: 7, title: "write the release notes"},
			},
		},
		{
			name: "task then its people",
			notes: `* 12/03/2025
** notes
- Mira fixed the login bug; Theo tested it
- Theo and Mira demoed the build
** next steps
- Login page: Mira
- Test plan: Theo and Mira
`,
			want: []want{
				{line: 6, owners: "Mira", title: "Login page"},
				{line: 7, owners: "Theo Mira", title: "Test plan"},
			},
		},
	})
}

// TestStepThenQuestion: in a list of action items an instruction, then
// the question it leaves open, is the instruction; a bare question is
// none.
func TestStepThenQuestion(t *testing.T) {
	runFormCases(t, []formCase{{
		name: "step then question",
		notes: `### Action Items

1. Define the export format. Which fields should the first version carry?

2. Who maintains the mirror?
`,
		want: []want{
			{line: 3, title: "Define the export format. Which fields should the first version carry?", titleContains: true},
		},
	}})
}

// TestMeetingPartNoTask: who leads a topic's discussion, chairs or takes
// the notes at the next meeting has a part in it, no task; work named
// beside it still is one.
func TestMeetingPartNoTask(t *testing.T) {
	runFormCases(t, []formCase{{
		name: "meeting parts",
		notes: `Present: Ines Duarte, Karl Weber

At our next meeting we will tackle the first two of these:

- **Ines Duarte** will lead the discussion on the test farm
- **Karl Weber** will take the notes at the next meeting
- **Karl Weber** will draft the test farm proposal
`,
		want: []want{
			{line: 7, owners: "Karl Weber", title: "draft the test farm proposal", titleContains: true},
		},
	}})
}
