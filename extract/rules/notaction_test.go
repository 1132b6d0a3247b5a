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
		notes: "### Actions\n\nStanding:\n\n" +
			" * ACTION: Neil: regular Guidance Taskforce calls continue\n" +
			" * ACTION: Alice: regular Repository Best Practice Taskforce calls continue\n" +
			" * ACTION: Neil to set up new invitation and zoom link for future calls\n",
		not:  []int{5, 6},
		want: []int{7},
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
