package rules

import (
	"context"
	"testing"
)

// notActionCase: notes, the lines that must not be extracted, and the
// lines of real actions of a similar shape that must still be.
type notActionCase struct {
	name      string
	notes     string
	not, want []int
}

func checkNotAction(t *testing.T, cases []notActionCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse(context.Background(), []byte(tc.notes), nil)
			if err != nil {
				t.Fatal(err)
			}
			lines := map[int]bool{}
			for _, c := range got {
				lines[c.Line] = true
			}
			for _, l := range tc.not {
				if lines[l] {
					t.Errorf("line %d extracted, it is no action:\n%s", l, dump(got))
				}
			}
			for _, l := range tc.want {
				if !lines[l] {
					t.Errorf("line %d not extracted, it is an action:\n%s", l, dump(got))
				}
			}
		})
	}
}

// An infinitive that modifies a thing ("Ways to …", "Items to discuss")
// names no one who commits; a person
// in the same form still does.
func TestNotActionThingOwner(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "infinitive of a noun",
		notes: "## Discussion\n\n" +
			"* Lacking clear standards for compatibility (AS)\n" +
			"* Ways to identify issues that may be easier for the community to tackle (GPC)\n" +
			"* Items to discuss\n" +
			"* Three Common Ways to Extend Sphinx\n" +
			"* Martin to update us on the task force\n" +
			"* Alice to open issues in GitHub for the guidance\n",
		not:  []int{4, 5, 6},
		want: []int{7, 8},
	}})
}

// That a standing meeting goes on is a fact of the calendar; a person
// setting up the calls is work.
func TestNotActionStandingCalls(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "calls continue",
		notes: "### Actions\n\n" +
			" * ACTION: Neil: regular Guidance Taskforce calls continue\n" +
			" * ACTION: Alice: regular Repository Best Practice Taskforce calls continue\n" +
			" * ACTION: Neil to set up new invitation and zoom link for future calls\n",
		not:  []int{3, 4},
		want: []int{5},
	}})
}

// Who speaks at a meeting is agenda: "X will give the presentation", a
// talk title credited "w/ Name". Talking something over with others
// ("Dan and Neil to talk about …") and preparing slides are work.
func TestNotActionPresenter(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "presenter",
		notes: "## Upcoming meeting\n\n" +
			"* Imma can't come and present on ASTRI. Saverio will give the presentation.\n" +
			"* Dan and Neil to talk about the institutions task force - report back next month\n" +
			"* Bob will prepare the slides for the review\n",
		not:  []int{3},
		want: []int{4, 5},
	}, {
		name: "talk credits",
		notes: "## Meeting Minutes\n\n" +
			"- Wallet Interoperability SIG Update\n" +
			"    - The SIG has had some fantastic speakers since the last TAC:\n" +
			"        - PyDentity Wallet w/ Patrick St. Louis (PyDentity, ACA-Py, AnonCreds)\n" +
			"        - Test Tooling for DIIP w/ Samuel Rinnetmäki (FindyNet)\n" +
			"- Kim to upload the recordings w/ captions by Friday\n",
		not:  []int{5, 6},
		want: []int{7},
	}})
}

// A block quote outside the action items is text copied from elsewhere
// (an e-mail, an earlier meeting); a quoted line in an action section and
// an unquoted commitment stay actions.
func TestNotActionQuoted(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "quoted outside actions",
		notes: "## FORCE2021\n\n" +
			"From last month:\n" +
			"> There was agreement in the call that we should schedule a hackathon. Martin will coordinate planning.\n\n" +
			"* Martin will coordinate the planning of the hackathon\n",
		not:  []int{4},
		want: []int{6},
	}, {
		name: "quoted action items",
		notes: "## Action items\n\n" +
			"> - Martin will coordinate the planning of the hackathon\n",
		want: []int{3},
	}})
}

// Items under "Standing:" are the team's routine; the "New:" list after
// it holds this meeting's actions.
func TestNotActionStandingList(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "standing then new",
		notes: "### Actions\n\nStanding:\n\n" +
			"- ACTION: Someone to send out reminders of these calls - rotating between Dan, Neil, Martin\n" +
			"- ACTION: All to open issues in GitHub to disseminate things they're working on\n\n" +
			"New:\n" +
			"* ACTION: Martin to coordinate two half days for the hackathon\n" +
			"* ACTION: All to review the hackathon proposal by Friday\n",
		not:  []int{5, 6},
		want: []int{9, 10},
	}})
}

// When the next meeting is and a body's interest are no work; a person
// preparing the next meeting, and a volunteer, are.
func TestNotActionNextMeetingAndInterest(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "next meeting",
		notes: "## Action items\n\n" +
			"- Write a press release\n" +
			"- Next meeting (Sep 26) - checkpoint before the release\n" +
			"- Prepare the agenda for the next meeting\n",
		not:  []int{4},
		want: []int{3, 5},
	}, {
		name: "interest",
		notes: "- CodeMeta task force\n" +
			"  - Action: Martin to update us on task force\n" +
			"  - Action: GitHub is interested in new ideas to support science\n" +
			"  - Action: draft a list of ideas to send to GitHub\n",
		not:  []int{3},
		want: []int{2, 4},
	}})
}

// Nested items a parent announces as contents ("… to include the
// following actions after each call:", "their responsibilities are:")
// describe the parent's work; the parent is the action. Steps under a
// lead-in that names no contents stay actions.
func TestNotActionContents(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "responsibilities",
		notes: "### Actions\n\n" +
			"- Actions for pending issues\n" +
			"  - Create task forces to do the work, their responsibilities are:\n" +
			"      - Is the owner of the task\n" +
			"      - Organize meetings and documentation\n" +
			"- Add chair group members as Git members\n",
		not:  []int{6},
		want: []int{4, 7},
	}, {
		name: "steps stay",
		notes: "### Actions\n\n" +
			"- Before the release:\n" +
			"  - Organize meetings and documentation\n",
		want: []int{4},
	}})
}

// The items of "potential next steps" are ideas; of "Next steps" and
// "Suggested next steps", the steps agreed.
func TestNotActionHedgedSteps(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "potential",
		notes: "- Challenges document\n" +
			"  - completed now, on arXiv\n" +
			"  - potential next steps\n" +
			"    - prioritize challenges\n" +
			"    - create new task forces to work on some of them\n",
		not: []int{4, 5},
	}, {
		name: "agreed",
		notes: "- Challenges document\n" +
			"  - completed now, on arXiv\n" +
			"  - next steps\n" +
			"    - prioritize challenges\n" +
			"  - Suggested next steps:\n" +
			"    - Submit a PR integrating the tooling\n",
		want: []int{4, 6},
	}})
}

// An observation ("Note that …"), a placeholder ("Xx") and a decision
// put off ("We will postpone a decision …") are no tasks; the group's
// own plan beside them is.
func TestNotActionNoteAndPlaceholder(t *testing.T) {
	checkNotAction(t, []notActionCase{{
		name: "note that",
		notes: "## Tasks\n\n" +
			"* Note that procedural macros can create arbitrary spans, so they need their own guidelines.\n" +
			"* Xx\n" +
			"* Write the guideline for procedural macros\n" +
			"* We will postpone a decision and give projects a bit more time to judge the effort (discuss next week)\n" +
			"* We will give projects a template to judge the effort by next week\n",
		not:  []int{3, 4, 6},
		want: []int{5, 7},
	}})
}

// A line these classes keep from the tasks is not lost when it carries
// commitment signals: it is a possible action a person sees.
func TestNotActionStaysPossible(t *testing.T) {
	checkStaysPossible(t, "- Challenges document\n"+
		"  - potential next steps\n"+
		"    - prioritize challenges\n"+
		"- CodeMeta task force\n"+
		"  - Martin: regular Guidance Taskforce calls continue\n"+
		"  - Saverio will give the presentation.\n", 3, 6)
}

// checkStaysPossible: nothing of notes is extracted, and each of lines is
// a possible action.
func checkStaysPossible(t *testing.T, notes string, lines ...int) {
	t.Helper()
	ctx := context.Background()
	got, err := Parse(ctx, []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 0 {
		t.Fatalf("extracted, want none:\n%s", dump(got))
	}
	pos, err := PossibleActions(ctx, []byte(notes), nil, got)
	if err != nil {
		t.Fatal(err)
	}
	flagged := map[int]bool{}
	for _, a := range pos {
		flagged[a.Line] = true
	}
	for _, l := range lines {
		if !flagged[l] {
			t.Errorf("line %d is not a possible action: %+v", l, pos)
		}
	}
}
