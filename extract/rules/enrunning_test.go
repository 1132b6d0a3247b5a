package rules

import (
	"context"
	"testing"
)

// runningNotes: invented English running minutes. Line numbers matter.
const runningNotes = `# Tooling WG

Attendees:
  * [ ] Ilse Varga - Northwind Labs
  * [x] Omar Reyes (_Chair_) - Contoso

## Present
* Ilse Varga
* Omar Reyes
* Pia Holm

## Release
* Will this change the ABI for plugins? Nobody knew yet.
* Omar can demo it, will post the slot in the chat
* Need someone to refresh the sample images — Pia volunteered.
* Ilse: checking the mirror quotas for next meeting
* Updates on the hosted runners
* We've agreed to do this as the first step.

## Action item review
* Ilse finished the changelog draft.
* Pia has no progress to report on the logo.
* Omar will publish the roadmap once it is reviewed.

## Action items
* Action items: https://example.org/pad
* [#42](https://example.org/42)
    * unblock the packaging job (Pia Holm)
* [[tools/docs#7]](https://example.org/7)
`

// TestRunningMinutes: the roll of a meeting (a name and a company
// under "Attendees:", names under "## Present"), an auxiliary-first
// question, a news topic, a group's "We've agreed …", a status under an
// action-item review and a link-only item are no actions; a person's
// second clause after an offer, a need someone volunteered for, a
// speaker's gerund with a look-ahead deadline, a review line that looks
// ahead, and a step under a reference owned in parentheses are.
func TestRunningMinutes(t *testing.T) {
	cands, err := Parse(context.Background(), []byte(runningNotes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	titles := map[int]string{}
	for _, c := range cands {
		got[c.Line] = c.Assignee
		titles[c.Line] = c.Title
	}
	for line, owner := range map[int]string{14: "Omar", 15: "Pia", 16: "Ilse", 23: "Omar", 28: "Pia Holm"} {
		if o, ok := got[line]; !ok || o != owner {
			t.Errorf("line %d: owner %q (found %v), want %q", line, o, ok, owner)
		}
	}
	for _, line := range []int{4, 5, 8, 9, 10, 13, 17, 18, 21, 22, 26, 27, 29} {
		if _, ok := got[line]; ok {
			t.Errorf("line %d read as an action (%q)", line, titles[line])
		}
	}
	if titles[28] != "unblock the packaging job" {
		t.Errorf("line 28 title %q", titles[28])
	}
	// The roll is no possible action either.
	poss := possibleLines(t, runningNotes, nil)
	for _, line := range []int{4, 5, 8, 9, 10} {
		if _, ok := poss[line]; ok {
			t.Errorf("roll line %d reported as a possible action", line)
		}
	}
}

// TestGerundLabelDue: a speaker's gerund is an action only with a
// deadline that looks ahead; a weekday-looking word, presence and no
// deadline are none.
func TestGerundLabelDue(t *testing.T) {
	notes := "# Sync\n\n## Notes\n\n- Ilse: reviewing the plugin API by Friday\n- Omar: attending the summit next week\n- Pia: drafting the release notes\n- Hematology: working on SUN criteria\n"
	got := ownersByLine(t, notes)
	if got[5] != "Ilse" {
		t.Errorf("line 5 owner %q, want Ilse", got[5])
	}
	for _, line := range []int{6, 8} {
		if o, ok := got[line]; ok && o != "" {
			t.Errorf("line %d read as %q's action", line, o)
		}
	}
}

// TestReviewAndLabels: a hedged future and work "coming along" under
// an action-item review are statuses; "# Minutes (Name)" names the
// scribe; topics under "Next meeting:" are its agenda; "handle and Name -
// will …" in an action list is theirs.
func TestReviewAndLabels(t *testing.T) {
	notes := `# Minutes (Ilse)

## Action items review
- the plugin guide is waiting on feedback, will probably need another pass
- The icon set is coming along
- ACTION: Pia to ask Omar where the signed docs are tracked

## Action items
- ivarga and Omar - will sort the backlog and assign owners
- Next meeting:
    - Check the mirror status
`
	got := ownersByLine(t, notes)
	if got[6] != "Pia" {
		t.Errorf("line 6 (an action restated in the review) owner %q, want Pia", got[6])
	}
	for _, line := range []int{1, 4, 5, 11} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d read as an action (owner %q)", line, o)
		}
	}
	if got[9] != "ivarga, Omar" {
		t.Errorf("line 9 owners %q, want ivarga, Omar", got[9])
	}
}

// TestVolunteerNamed: a call for a volunteer answered on the line by
// a name is that person's task, with the deadline the call gives.
func TestVolunteerNamed(t *testing.T) {
	notes := "# Sync\n\n- Volunteer needed to email the speakers on May 3rd - Pia\n- Volunteer needed to book a room (Omar to do)\n- Volunteer needed to run the raffle\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, c := range cands {
		got[c.Line] = c.Assignee
		if c.Line == 3 && (c.Due != "on May 3rd" || c.Title != "email the speakers") {
			t.Errorf("line 3: title %q due %q", c.Title, c.Due)
		}
	}
	if got[3] != "Pia" || got[4] != "Omar" {
		t.Errorf("owners %v, want Pia on 3 and Omar on 4", got)
	}
	if o, ok := got[5]; ok && o != "" {
		t.Errorf("line 5 owned by %q", o)
	}
}

// TestAttemptTo: "will attempt to" names its work after it, a verb
// read by its shape, in the middle of a paragraph of discussion.
func TestAttemptTo(t *testing.T) {
	notes := "# Sync\n\n## Forum\n\nA user asked about sharing accessors across grids. We should reply.  Dan will attempt to form a response.\n"
	got := ownersByLine(t, notes)
	if got[5] != "Dan" {
		t.Errorf("line 5 owner %q, want Dan (%v)", got[5], got)
	}
}

// TestWeAgreedTo: the group agreeing to a deliverable is an action
// nobody is named for (a person confirms it); agreeing to "do this", or
// hedged, is none.
func TestWeAgreedTo(t *testing.T) {
	notes := "# Sync\n\n## Notes\n\n- We agreed to publish a short FAQ on the website.\n- We agreed to do this next.\n- We agreed to maybe draft a charter.\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	found := map[int]bool{}
	for _, c := range cands {
		found[c.Line] = true
		if c.Line == 5 && (len(c.Owners) != 0 || len(c.Problems) == 0 || c.Title != "publish a short FAQ on the website") {
			t.Errorf("line 5: %+v", c)
		}
	}
	if !found[5] {
		t.Error("line 5 not read")
	}
	for _, line := range []int{6, 7} {
		if found[line] {
			t.Errorf("line %d read as an action", line)
		}
	}
}

// TestPersonOnlyEntry: in a list of people with their tasks nested
// under them, a person with nothing under them has no task.
func TestPersonOnlyEntry(t *testing.T) {
	notes := "# Week 9\n\n## Next goal\n\n* Mina_Cho\n  * read chapter 8\n* Jonas Berg\n* SEO YUN, PARK\n"
	got := ownersByLine(t, notes)
	for _, line := range []int{7, 8} {
		if o, ok := got[line]; ok {
			t.Errorf("line %d read as an action (owner %q)", line, o)
		}
	}
}

// TestWrappedSubject: a sentence whose subject closes one wrapped
// paragraph line and whose commitment opens the next is that person's,
// on the line that names them.
func TestWrappedSubject(t *testing.T) {
	notes := "# TSC\n\n3) Streaming reader\n\nThe prototype reads half the data of the old path. Ines\nplans to publish the benchmark harness in the repository.\nOthers liked it.\n"
	got := ownersByLine(t, notes)
	if got[5] != "Ines" {
		t.Errorf("line 5 owner %q, want Ines (%v)", got[5], got)
	}
}

// TestPronounPlan: "He will …" after a sentence whose subject is a
// person commits that person; with nobody named before it, nothing.
func TestPronounPlan(t *testing.T) {
	notes := "# TSC\n\n4) Tiling proposal\n\nInes has received a detailed answer from the vendor about the\nproposal. He will be sending it around to the group before the next meeting.\n\n5) Other\n\nThe build is slow. He will look at caching the toolchain.\n"
	got := ownersByLine(t, notes)
	if got[6] != "Ines" {
		t.Errorf("line 6 owner %q, want Ines (%v)", got[6], got)
	}
	if o, ok := got[10]; ok && o != "" {
		t.Errorf("line 10 owned by %q with nobody named before it", o)
	}
}

// TestLabelThenWill: a speaker's report then ", will <verb> …" is the
// speaker's commitment, a guessed "maybe tomorrow" its deadline; an
// object that only points back ("work on it") is none.
func TestLabelThenWill(t *testing.T) {
	notes := "# Standup\n\n- Kate: reading the codebase, will pick out a starter issue, maybe tomorrow\n- Tim: back from leave, will work on it asap\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range cands {
		switch c.Line {
		case 3:
			found = true
			if c.Assignee != "Kate" || c.Due != "tomorrow" || c.Title != "pick out a starter issue" {
				t.Errorf("line 3: owner %q due %q title %q", c.Assignee, c.Due, c.Title)
			}
		case 4:
			t.Errorf("line 4 read as an action: %q", c.Title)
		}
	}
	if !found {
		t.Error("line 3 not read")
	}
}

// TestReportThenWill: a report, then ", will <verb> …" with the
// subject left out, is a commitment nobody is named for (a person
// confirms it), the deadline "try" carries kept; asking is none, and a
// labelled line is the label's.
func TestReportThenWill(t *testing.T) {
	notes := "# WG\n\nAttendees: Ana Ruiz, Omar Reyes, Pia Holm\n\n## Events\n\n* Slides not started yet, will try this afternoon and share on the list\n* In the project form, will ask why it is structured that way\n* Newsletter went out, will also forward the archive to the board list\n"
	cands, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]bool{}
	for _, c := range cands {
		got[c.Line] = true
		if c.Line == 7 && (c.Due != "this afternoon" || len(c.Problems) == 0 || len(c.Owners) != 0) {
			t.Errorf("line 7: due %q owners %v problems %v", c.Due, c.Owners, c.Problems)
		}
	}
	if !got[7] || !got[9] || got[8] {
		t.Errorf("read lines %v, want 7 and 9 only", got)
	}
}

// TestModalTailWraps: a sentence of hard-wrapped prose that ends a line
// with its subject and modal ("… next month. Priya will") and wraps its
// verb onto the next line is that person's commitment to the wrapped
// work, on the line the person is written — not the person's on the
// line's earlier clause; a tail that commits nobody leaves the line to
// its own reading.
func TestModalTailWraps(t *testing.T) {
	notes := `# Infra call

Attendees: Priya Shah, Tom Berg

We agreed to move the staging cluster to the new region next month. Priya will
draft the migration plan and circulate it by Friday.

We agreed to move the staging cluster to the new region next month. Priya to
the rescue again, as ever.
`
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || cs[0].Line != 5 || cs[0].Assignee != "Priya" || cs[0].Title != "draft the migration plan and circulate it" || cs[0].Due != "by Friday" {
		t.Fatalf("got %+v, want Priya's 'draft the migration plan and circulate it' by Friday on line 5", cs)
	}
	// A tail that only looks like a subject and its modal ("Priya to /
	// the rescue")
	// leaves the line to its own reading.
	if cs[1].Line != 8 || cs[1].Title != "move the staging cluster to the new region" {
		t.Errorf("got %+v, want the move on line 8 read as its line says", cs[1])
	}
}
