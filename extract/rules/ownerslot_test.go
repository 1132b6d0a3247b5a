package rules

import (
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Issue 28: the owner slot of running notes (ownerslot.go), in notes
// written for these tests.

// TestOwnerSlotLabels: a label of work that is someone's ("Alice's AI:",
// "Alice & Bob's action items:") and an owner annotated before the colon
// ("Bob (owner), due Friday:", "Cass (lead):") are action markers for
// those people: the title is the work after the colon, the deadline the
// annotation's. A possessive that labels no work, a time word, a thing,
// an annotation that is no ownership, and a slot followed by a state,
// nothing, or a report of work under way or done are none.
func TestOwnerSlotLabels(t *testing.T) {
	got := parseNotes(t, `# Weekly sync

Attendees: Alice, Bob, Cass

## Notes
- Alice's AI: send the invite
- Alice & Bob's action items: update the docs
- Bob (owner), due Friday: write the plan
- Cass (lead): draft the charter
- Today's action items: none
- Alice's comment: the plan looks fine
- Bob (remote), joined late: no update
- Release (owner): pending
- Cass, before the call: the agenda was short
- Cass (owner; due Monday): rotate the keys
- Alice's AI: done
- Bob (lead): no update this week
- Bob (lead): working on the migration
- Alice's AI: reviewed the PR
- Cass's AI: bring the laptops
`)
	checkByLine(t, got, map[int]want{
		6:  {owners: "Alice", title: "send the invite"},
		7:  {owners: "Alice Bob", title: "update the docs"},
		8:  {owners: "Bob", due: "due Friday", title: "write the plan"},
		9:  {owners: "Cass", title: "draft the charter"},
		15: {owners: "Cass", due: "due Monday", title: "rotate the keys"},
		20: {owners: "Cass", title: "bring the laptops"},
	})
}

// TestSeveralOwnersBeforeColon: several people the notes name before one
// colon are read as one person there is: every one of them owns the line
// (the plan then asks which one a task has — never the second dropped);
// with a deadline the line is extracted, without one it stays a possible
// action naming them all. Topics before a colon, people who discussed
// or attended, and an attendee list are none.
func TestSeveralOwnersBeforeColon(t *testing.T) {
	notes := `# Weekly sync

Attendees: Alice, Bob, Cass

## Notes
- Alice & Bob: update the docs by Friday
- Alice, Bob: fix CI
- Design, Docs: reviewed last week
- Alice and Bob discussed the roadmap
- Alice, Bob and Cass attended the summit
`
	checkByLine(t, parseNotes(t, notes), map[int]want{
		6: {owners: "Alice Bob", due: "by Friday", title: "update the docs"},
	})
	ps := possibleLines(t, notes, nil)
	if len(ps) != 1 {
		t.Fatalf("possible actions on lines %v, want line 7 only", keys(ps))
	}
	if !hasSignal(ps[7], extract.SignalPerson, "Alice, Bob") {
		t.Errorf("line 7 signals %+v: want the person signal \"Alice, Bob\"", ps[7].Signals)
	}
}

// TestHedgedCommitment: a named person's commitment left open by a hedge
// ("maybe … can", "might", "(maybe)", "Perhaps … could") is no action by
// the labelling rules but never silent: a possible action whose form
// names the hedge, with the person. Being somewhere, a past, a
// negation, a question, a thing that might and a product that could are
// not hedged commitments.
func TestHedgedCommitment(t *testing.T) {
	notes := `# Weekly sync

Attendees: Alice, Bob

## Notes
- maybe Alice can look at the flaky test
- Alice might update the README
- Alice (maybe) to check the logs
- Perhaps Bob could draft the blog post
- Alice might be late
- Alice may have fixed it already
- Alice can't make it
- Could Alice look at the logs?
- The build might break on Windows
- PostGIS could create the tiles
- Alice and Bob discussed the plan
`
	if got := parseNotes(t, notes); len(got) != 0 {
		t.Fatalf("hedged lines extracted:\n%s", dump(got))
	}
	ps := possibleLines(t, notes, nil)
	for line, who := range map[int]string{6: "Alice", 7: "Alice", 8: "Alice", 9: "Bob"} {
		if !hasSignal(ps[line], extract.SignalForm, formHedged) || !hasSignal(ps[line], extract.SignalPerson, who) {
			t.Errorf("line %d signals %+v: want form %q and person %q", line, ps[line].Signals, formHedged, who)
		}
	}
	for line := 10; line <= 16; line++ {
		if hasSignal(ps[line], extract.SignalForm, formHedged) {
			t.Errorf("line %d read as a hedged commitment: %+v", line, ps[line].Signals)
		}
	}
}

// TestHedgedSpeech: a speaker's hedged offer ("Alice: I might update
// …", "maybe I can …") is the speaker's possible action, and a hedge the
// speaker puts on someone else ("Alice: maybe Bob can look at …") is
// that person's; being late is no work, and a condition is no offer.
func TestHedgedSpeech(t *testing.T) {
	notes := `# Call

Attendees: Alice, Bob

## Notes
- Alice: maybe Bob can look at the flaky test
- Alice: I might update the README
- Bob: I could draft the blog post
- I might update the changelog
- Alice: I might be late
- If I can find the time I will look
`
	if got := parseNotes(t, notes); len(got) != 0 {
		t.Fatalf("hedged lines extracted:\n%s", dump(got))
	}
	ps := possibleLines(t, notes, nil)
	for line, who := range map[int]string{6: "Bob", 7: "Alice (speaking)", 8: "Bob (speaking)", 9: ""} {
		if !hasSignal(ps[line], extract.SignalForm, formHedged) || who != "" && !hasSignal(ps[line], extract.SignalPerson, who) {
			t.Errorf("line %d signals %+v: want form %q and person %q", line, ps[line].Signals, formHedged, who)
		}
	}
	for _, line := range []int{10, 11} {
		if hasSignal(ps[line], extract.SignalForm, formHedged) {
			t.Errorf("line %d read as a hedged commitment: %+v", line, ps[line].Signals)
		}
	}
}

// TestHedgedOwnerInActionList: in a list of action items a hedged
// commitment is an action (the list says so) whose owner is the person
// the hedge names, tentative — not an owner-less task titled with the
// name.
func TestHedgedOwnerInActionList(t *testing.T) {
	got := parseNotes(t, `# Weekly sync

Attendees: Alice, Bob

## Action items
- Alice might update the README
- maybe Bob can look at the flaky test
`)
	checkByLine(t, got, map[int]want{
		6: {owners: "Alice", title: "update the README"},
		7: {owners: "Bob", title: "look at the flaky test"},
	})
	for _, c := range got {
		if !hasProblem(c, problemTentative) {
			t.Errorf("line %d: problems %v, want %q", c.Line, c.Problems, problemTentative)
		}
	}
}

// TestHandOff: a running status that hands its work on is pending work:
// of the person at it ("Anne adding notes - sending to Cass"), and of the
// receiver too when they take a step of their own ("Xavier drafting, Yuri
// to review"). A past report, a status with no hand-off and a remark
// after the status are none of it.
func TestHandOff(t *testing.T) {
	got := parseNotes(t, `# Weekly sync

Attendees: Anne, Cass, Xavier, Yuri

## Notes
- Anne adding notes - sending to Cass
- Xavier drafting, Yuri to review
- Anne added notes - sent to Cass
- Anne adding notes
- Cass sending the survey - looks good
`)
	checkByLine(t, got, map[int]want{
		6: {owners: "Anne", title: "Anne adding notes - sending to Cass"},
		7: {owners: "Xavier Yuri", title: "Xavier drafting, Yuri to review"},
	})
}

// TestOwnersAcrossTheLine: one line, one action, every owner it names —
// people joined by a slash or a plus, and a person a later clause of the
// line commits ("… . Tomasz to review", "(Priya to review and
// publish)", ", and Tomasz will test it"). A name after a verb (its
// object: "ask Priya to review", "send the notes to Priya", a name with
// a dot in it "invite Dan.D to discuss") and names
// joined into a list after a preposition ("for Priya and Tomasz to
// respond") open no clause of their own; a hand-off's receiver is no
// owner ("- will share with Tomasz"). Several people before a colon own
// the line even where no attendee list names them; topics do not.
func TestOwnersAcrossTheLine(t *testing.T) {
	got := parseNotes(t, `# Team call

## Discussion
- Priya/Tomasz to update the benchmarks
- Priya + Tomasz will draft the release notes
- Priya to update the PR. Tomasz to review.
- Kenji will draft the post (Priya to review and publish)
- Kenji to write the guide, and Tomasz will test it
- Kenji to invite Dan.D to discuss the plan
- Kenji to ask Priya to review the draft
- Kenji to organize for Priya and Tomasz to respond
- Kenji will send the notes to Priya
- Kenji is drafting the RFC - will share with Tomasz
- Ines & Omar: update the docs by Friday
- Design, Docs: update by Friday
`)
	wantOwners := map[int]string{4: "Priya Tomasz", 5: "Priya Tomasz", 6: "Priya Tomasz", 7: "Kenji Priya", 8: "Kenji Tomasz", 9: "Kenji", 10: "Kenji", 11: "Kenji", 12: "Kenji", 13: "Kenji", 14: "Ines Omar"}
	if len(got) != len(wantOwners) {
		t.Fatalf("%d candidates, want %d:\n%s", len(got), len(wantOwners), dump(got))
	}
	for _, c := range got {
		if o := strings.Join(c.Owners, " "); o != wantOwners[c.Line] {
			t.Errorf("line %d: owners %q, want %q", c.Line, o, wantOwners[c.Line])
		}
	}
}

// TestPossessiveListLabel: a label or a heading that calls a list
// someone's work ("- Priya's action items:", "### Tomasz's action
// items") gives its items that owner.
func TestPossessiveListLabel(t *testing.T) {
	got := parseNotes(t, `# Weekly call

- Priya's action items:
  - send the invite
  - book the room

### Tomasz's action items
- send the report
`)
	checkByLine(t, got, map[int]want{
		4: {owners: "Priya", title: "send the invite"},
		5: {owners: "Priya", title: "book the room"},
		8: {owners: "Tomasz", title: "send the report"},
	})
}

func keys(m map[int]extract.PossibleAction) []int {
	var out []int
	for k := range m {
		out = append(out, k)
	}
	return out
}

func hasProblem(c extract.Candidate, problem string) bool {
	for _, p := range c.Problems {
		if strings.Contains(p, problem) {
			return true
		}
	}
	return false
}
