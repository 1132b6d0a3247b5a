package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/axagent/axagent/extract"
)

// Issue 28 (helper 28l): English forms left over by earlier rounds,
// written here as invented notes of the same shape.

func candsByLine(t *testing.T, notes string) map[int]extract.Candidate {
	t.Helper()
	cs, err := Parse(context.Background(), []byte(notes), nil)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]extract.Candidate{}
	for _, c := range cs {
		got[c.Line] = c
	}
	return got
}

// TestOwnersBeforeDue: owners closing a task, just before the
// deadline that ends the line, own it — in an action list and outside
// one (where the task must read as one).
func TestOwnersBeforeDue(t *testing.T) {
	notes := `# Release sync

## Notes
- Update the release checklist — Wenming/Alex/Jim by 4/6
- Release notes review — Alex on Monday

## Action items
- Review the migration guide - Dana, Eli by Friday
`
	got := candsByLine(t, notes)
	for line, want := range map[int]struct{ owner, due string }{4: {"Wenming/Alex/Jim", "by 4/6"}, 8: {"Dana, Eli", "by Friday"}} {
		c, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if c.Assignee != want.owner || c.Due != want.due {
			t.Errorf("line %d: owner %q due %q, want %q %q", line, c.Assignee, c.Due, want.owner, want.due)
		}
		if strings.Contains(c.Title, "Dana") || strings.Contains(c.Title, "Alex") {
			t.Errorf("line %d: title %q keeps the owners", line, c.Title)
		}
	}
	if c, ok := got[5]; ok {
		t.Errorf("line 5: a topic and who presents it, got %+v", c)
	}
}

// TestArrowHandOff: an arrow hands the point before it (on the line,
// or the item it is nested under) to the person its clause names.
func TestArrowHandOff(t *testing.T) {
	notes := `# Weekly call

## Discussion
- Discussed the flaky CI runner on arm64
  => Lex will do this
- Docs site move to the new host -> Sam to follow up
- Mirror sync broke again -> see the incident doc
- Can we drop Python 3.8? -> Mia will check.
`
	got := candsByLine(t, notes)
	c, ok := got[5]
	if !ok {
		t.Fatalf("line 5: not extracted (all: %v)", got)
	}
	if c.Assignee != "Lex" || !strings.Contains(c.Title, "flaky CI runner") {
		t.Errorf("line 5: owner %q title %q, want Lex and the point", c.Assignee, c.Title)
	}
	c, ok = got[6]
	if !ok {
		t.Fatalf("line 6: not extracted (all: %v)", got)
	}
	if c.Assignee != "Sam" || !strings.Contains(c.Title, "Docs site move") {
		t.Errorf("line 6: owner %q title %q, want Sam and the point", c.Assignee, c.Title)
	}
	if c, ok := got[7]; ok {
		t.Errorf("line 7: a reference, got %+v", c)
	}
}

// TestDecidedPerson: a decision that names who does the work is that
// person's action; one that names nobody is none.
func TestDecidedPerson(t *testing.T) {
	notes := `# Board meeting

## Minutes
- It was decided that Priya should look into the caching regression.
- It was agreed that Bo would circulate the draft charter by Friday.
- It was decided that the meeting moves to Tuesdays.
- It was agreed that maybe Kim could help later.
`
	got := candsByLine(t, notes)
	for line, owner := range map[int]string{4: "Priya", 5: "Bo"} {
		c, ok := got[line]
		if !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
			continue
		}
		if c.Assignee != owner {
			t.Errorf("line %d: owner %q, want %q", line, c.Assignee, owner)
		}
	}
	if c := got[5]; c.Due != "by Friday" {
		t.Errorf("line 5: due %q, want by Friday", c.Due)
	}
	for _, line := range []int{6, 7} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d: no person commits, got %+v", line, c)
		}
	}
}

// TestSeveralOwnersConditional: forms the model already reads, kept
// so: two people committing in two sentences of one line are one action
// with both owners (the gold labels one per line); a condition before a
// commitment still commits; a conditional request to anyone does not.
func TestSeveralOwnersConditional(t *testing.T) {
	notes := `# Sync

## Notes
- Ana will draft the RFC. Bo will review it.
- If the vote passes, Kim will announce it on the list.
- If anyone has questions, ask in the channel.
`
	got := candsByLine(t, notes)
	if c := got[4]; len(c.Owners) != 2 || c.Owners[0] != "Ana" || c.Owners[1] != "Bo" {
		t.Errorf("line 4: owners %q, want Ana and Bo", c.Owners)
	}
	if c := got[5]; c.Assignee != "Kim" {
		t.Errorf("line 5: owner %q, want Kim", c.Assignee)
	}
	if c, ok := got[6]; ok {
		t.Errorf("line 6: no commitment, got %+v", c)
	}
}

// TestDecidedPersonMidLine: the decision may open after a sentence of
// the same item, and its clause go on on the item's next line; one the
// notes report done is a record, no task.
func TestDecidedPersonMidLine(t *testing.T) {
	notes := `# Council update

- The council discussed the packaging question at length. It was decided that Nadia would
  start a draft to explain the council's view.
- The council reviewed the typing proposal. It was decided that Oren would ask the authors for edits. This has been done.
- The group talked about funding and decided that the budget stays as is.
`
	got := candsByLine(t, notes)
	c, ok := got[3]
	if !ok {
		t.Fatalf("line 3: not extracted (all: %v)", got)
	}
	if c.Assignee != "Nadia" || !strings.Contains(c.Title, "draft") {
		t.Errorf("line 3: owner %q title %q, want Nadia and the draft", c.Assignee, c.Title)
	}
	for _, line := range []int{5, 6} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d: no open task, got %+v", line, c)
		}
	}
}

// TestSetextActionSection: an "Actions" heading written setext style
// ("Actions\n-------") makes its list the meeting's actions.
func TestSetextActionSection(t *testing.T) {
	notes := `Board meeting
=============

Actions
-------

* Board: add all funding leads to the shared folder.
* Update the bylaws draft.
`
	got := candsByLine(t, notes)
	for _, line := range []int{7, 8} {
		if _, ok := got[line]; !ok {
			t.Errorf("line %d: not extracted (all: %v)", line, got)
		}
	}
}
