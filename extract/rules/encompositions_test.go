package rules

// English compositions: every way a team writes who (a first name the
// notes list, a full name, a handle, a capitalised name they do not list)
// × how the person commits × how the deadline is written × where the line
// stands (an action list, a discussion list, a sentence of running prose),
// each required to be read as that person's action, titled by the work
// without the words that commit to it, due as written. The negative
// matrix holds what reads like a commitment and is not one: work already
// done, a question, a hedge, a past narration.

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// enPerson is one way of writing the owner, with the second person the
// two-person forms use written the same way.
type enPerson struct{ p, q, owner, qOwner string }

var enPeople = []enPerson{
	{"Bob", "Alice", "Bob", "Alice"},
	{"Bob Jones", "Alice Chen", "Bob Jones", "Alice Chen"},
	{"@bob", "@alice", "bob", "alice"},
	{"Priya", "Marco", "Priya", "Marco"},
}

// enCommitForm: a line template (P, Q the people, D the deadline) and
// what it must be read as: one action per title, owned by owners ("P",
// "Q"), a title among the accepted ones.
type enCommitForm struct {
	line   string
	owners [][]string // per action, in line order
	titles [][]string // per action, accepted titles
}

const enWork = "update the onboarding docs"

func enOne(line string, titles ...string) enCommitForm {
	if len(titles) == 0 {
		titles = []string{enWork}
	}
	return enCommitForm{line, [][]string{{"P"}}, [][]string{titles}}
}

var enCommitForms = []enCommitForm{
	enOne("P will " + enWork + "D"),
	enOne("P to " + enWork + "D"),
	enOne("P is going to " + enWork + "D"),
	enOne("P plans to " + enWork + "D"),
	enOne("P is planning to " + enWork + "D"),
	enOne("P said he'd " + enWork + "D"),
	enOne("P said she would " + enWork + "D"),
	enOne("P mentioned she would " + enWork + "D"),
	enOne("P agreed to " + enWork + "D"),
	enOne("P offered to " + enWork + "D"),
	enOne("P volunteered to " + enWork + "D"),
	enOne("P took an action to " + enWork + "D"),
	enOne("P took an AI to " + enWork + "D"),
	enOne("P will take a look at the onboarding docsD", "take a look at the onboarding docs", "look at the onboarding docs"),
	enOne("P will look into the onboarding docsD", "look into the onboarding docs"),
	enOne("P can " + enWork + "D"),
	enOne("P is to " + enWork + "D"),
	enOne("P committed to " + enWork + "D"),
	enOne("P will try to " + enWork + "D"),
	// Present progressive: "is working on" is a status as often as a
	// plan. It is an action where the notes make it one — under their
	// action heading, or with its own deadline — as every progressive
	// (reportedplan.go); see enCommitExcluded for the rest.
	enOne("P is working on updating the onboarding docsD", enWork, "updating the onboarding docs"),
	enOne("P owns the onboarding docs updateD", "own the onboarding docs update", "the onboarding docs update"),
	enOne("P will own the onboarding docs updateD", "the onboarding docs update", "onboarding docs update", "own the onboarding docs update"),
	enOne("Q suggested that P " + enWork + "D"),
	enOne("Q asked P to " + enWork + "D"),
	{"P and Q will " + enWork + "D", [][]string{{"P", "Q"}}, [][]string{{enWork}}},
	{"P drafts the email, Q reviews itD", [][]string{{"P"}, {"Q"}},
		[][]string{{"draft the email", "drafts the email"}, {"review it", "reviews it", "review the email"}}},
}

var enCommitDues = []string{"", "by Friday", "next week", "before the next meeting", "in April", "this weekend", "in the coming days", "EOW"}

// enCommitContexts: the notes before the line and the text after it.
var enCommitContexts = []struct{ name, head, tail string }{
	{"actions", "## Action items\n- ", ""},
	{"discussion", "## Discussion\n- ", ""},
	{"prose", "## Discussion\nWe reviewed the Q3 roadmap and the open bugs. ", "."},
}

const enCommitHead = "# Weekly sync\n\nAttendees: Bob Jones, Alice Chen, Dana Lee\n\n"

// enCommitMisread reports why got is not the reading form wants of line
// ln, or "".
func enCommitMisread(got []extract.Candidate, ln int, f enCommitForm, pp enPerson, due string, inActions bool) string {
	owner := map[string]string{"P": pp.owner, "Q": pp.qOwner}
	if len(got) != len(f.owners) {
		return fmt.Sprintf("%d actions, want %d", len(got), len(f.owners))
	}
	for i, c := range got {
		if c.Line != ln {
			return fmt.Sprintf("action on line %d", c.Line)
		}
		var want []string
		for _, o := range f.owners[i] {
			want = append(want, owner[o])
		}
		have := append([]string(nil), c.Owners...)
		sort.Strings(want)
		sort.Strings(have)
		if strings.Join(have, "+") != strings.Join(want, "+") {
			return fmt.Sprintf("owners %q", c.Owners)
		}
		title := strings.ToLower(strings.TrimRight(c.Title, ".;, "))
		okTitle := false
		for _, t := range f.titles[i] {
			okTitle = okTitle || title == t
		}
		if !okTitle {
			return fmt.Sprintf("title %q", c.Title)
		}
		// A deadline closing a line of two clauses is at least the last
		// one's: the first may be read with it or without.
		last := i == len(got)-1
		if due == "" && c.Due != "" || due != "" && last && !strings.EqualFold(c.Due, due) || due != "" && !last && c.Due != "" && !strings.EqualFold(c.Due, due) {
			return fmt.Sprintf("due %q", c.Due)
		}
		for _, p := range c.Problems {
			if p == problemTentative && strings.Contains(f.line, "P can ") {
				// "Bob can …" says Bob can, not that he took it on: the
				// owner is tentative, even in the action list.
				continue
			}
			if inActions || !strings.HasPrefix(p, "possible action: confirm") {
				return fmt.Sprintf("problem %q", p)
			}
		}
	}
	return ""
}

// enCommitExcluded: the compositions the notes themselves leave
// ambiguous, each with why.
func enCommitExcluded(ctx string, pp enPerson, form, due string) bool {
	progressive := strings.Contains(form, "is working on")
	modalOnly := false
	for _, m := range []string{"P will ", "P is going to ", "P is to ", "P can ", "P owns ", "P will own "} {
		modalOnly = modalOnly || strings.HasPrefix(form, m)
	}
	switch {
	case pp.p == "Priya" && modalOnly && ctx == "discussion":
		// A capitalised word the notes' attendees list does not hold,
		// opening an item with only a modal or "owns": as often a thing
		// doing what it does ("Treadmill will schedule that", "Manus can
		// pick and choose", "Legal owns the contract") — a possible
		// action. (What only people do — said, offered, agreed, took an
		// AI — makes it a person; so does a later sentence of prose.)
		return true
	case pp.p == "Priya" && (strings.HasPrefix(form, "P owns ") || strings.HasPrefix(form, "P is to ")) && ctx == "prose":
		// The same in a paragraph's later sentence for "owns" and "is
		// to": "Idea is to clean up the teams", "Legal owns the
		// contract".
		return true
	case progressive && ctx != "actions" && due == "":
		// "Bob is working on the docs" in a discussion or a paragraph,
		// with no deadline: a status as often as a plan — a possible
		// action, for a person to judge.
		return true
	case progressive && ctx != "actions" && pp.p == "Priya":
		// A name the notes do not list, in the progressive outside the
		// action list: as often a thing doing what it does ("Treadmill is
		// running the benchmarks") — a possible action.
		return true
	}
	return false
}

// TestEnCommitCompositions: every person × commitment × deadline × place.
func TestEnCommitCompositions(t *testing.T) {
	failed, total := 0, 0
	for _, cx := range enCommitContexts {
		for _, pp := range enPeople {
			for _, f := range enCommitForms {
				for _, d := range enCommitDues {
					if enCommitExcluded(cx.name, pp, f.line, d) {
						continue
					}
					dd := ""
					if d != "" {
						dd = " " + d
					}
					line := strings.NewReplacer("P", pp.p, "Q", pp.q, "D", dd).Replace(f.line)
					notes := enCommitHead + cx.head + line + cx.tail + "\n"
					got, _ := parseWithPossible(t, notes)
					total++
					if why := enCommitMisread(got, strings.Count(notes, "\n"), f, pp, d, cx.name == "actions"); why != "" {
						failed++
						if failed <= 40 {
							t.Errorf("[%s] %s: %s; read %s", cx.name, line, why, lineOwnerTitleDue(got))
						}
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions misread", failed, total)
	}
}

// TestEnNotCommitCompositions: what is said of a person in discussion or
// prose that is no action — work already done, a question, a hedge, a
// past narration — whoever the person is written as. (Under an action
// heading these are left out: a list there is the team's own list of
// actions, and a past tense item is as often its status as a report.)
func TestEnNotCommitCompositions(t *testing.T) {
	forms := []string{
		// done
		"P updated the onboarding docs",
		"P has updated the onboarding docs",
		"P already updated the onboarding docs",
		"P finished updating the onboarding docs",
		"P updated the onboarding docs last week",
		// questions
		"Will P update the onboarding docs?",
		"Should P update the onboarding docs?",
		"Can P update the onboarding docs?",
		"Who will update the onboarding docs, P?",
		// hedges
		"P might look at it",
		"P might update the onboarding docs",
		"P may update the onboarding docs",
		"P could update the onboarding docs",
		"P might be able to update the onboarding docs",
		// past narration
		"P was going to update the onboarding docs",
		"P had planned to update the onboarding docs",
		"P said he would update the onboarding docs last month, and did",
		"P drafted the email, Q reviewed it",
		"Q asked P to update the onboarding docs, and he did",
		// no work
		"P can't make it",
		"Q asked whether P could update the onboarding docs",
	}
	failed, total := 0, 0
	for _, cx := range enCommitContexts[1:] {
		for _, pp := range enPeople {
			for _, f := range forms {
				line := strings.NewReplacer("P", pp.p, "Q", pp.q).Replace(f)
				tail := cx.tail
				if strings.HasSuffix(line, "?") {
					tail = ""
				}
				notes := enCommitHead + cx.head + line + tail + "\n"
				got, _ := parseWithPossible(t, notes)
				total++
				if len(got) > 0 {
					failed++
					if failed <= 40 {
						t.Errorf("[%s] %s: read %s", cx.name, line, lineOwnerTitleDue(got))
					}
				}
			}
		}
	}
	if failed > 0 {
		t.Errorf("%d of %d compositions read as actions", failed, total)
	}
}
