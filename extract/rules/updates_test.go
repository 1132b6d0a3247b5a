package rules

import (
	"context"
	"testing"

	"github.com/axagent/axagent/extract"
)

// updateNotes: a status meeting with a section per person (notes written
// for this test, shaped like the continuity corpus's weekly check-ins):
// the label of one person's report ("Update from Shiva:", "Ana's
// update"), or a person's name under "Current work updates".
const updateNotes = `# Weekly check-in

Attendees: Shiva Kannan, Brian Cipriano, Lars, Greg, Ana, Priya

* Update from Shiva:
   * Updated design doc with AWS versions of API calls.
   * Starting work on tests, refining approach to mocking.
      * Will send some snippets in the next few days to check on approach.
   * Working on refining cloud group status.
   * Can we query all operations for the group?
* Current work updates
   * Lars
      * Continue on CueGUI unit tests.
      * Merged the filter fixes last week.
      * Need to add a regression test for the scheduler.
   * Greg
      * Next would like to work on integration testing.
      * Thinks the roadmap belongs on the summit agenda.
      * Will think about the naming.
* @priya
   * Done:
      * Cut the 2.1 release
   * Next:
      * Continue working on the installer

## Ana's update
* Fixing the export crash on large files.
* Finished the importer.

## Plugin roadmap (Brian)
* Continue on the plugin docs
`

func updateRoster(t *testing.T) *extract.Roster {
	t.Helper()
	r, err := extract.NewRoster([]extract.Person{{Name: "Shiva"}, {Name: "Brian"}, {Name: "Lars"}, {Name: "Greg"}, {Name: "Ana"}, {Name: "priya"}})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestPersonUpdateSections: what a person's report says they go on
// with, started or will do next is their action (a progress line when
// they go on with it); what they finished, asked or remarked is not, nor
// a line under a sub-label of their report ("Next:"), nor a line under a
// topic heading that names its presenter.
func TestPersonUpdateSections(t *testing.T) {
	cs, err := Parse(context.Background(), []byte(updateNotes), updateRoster(t))
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]extract.Candidate{}
	for _, c := range cs {
		got[c.Line] = c
	}
	want := []struct {
		line            int
		owner, restates string
	}{
		{7, "Shiva", extract.RestatesProgress},
		{8, "Shiva", ""},
		{9, "Shiva", extract.RestatesProgress},
		{13, "Lars", extract.RestatesProgress},
		{15, "Lars", ""},
		{17, "Greg", ""},
		{27, "Ana", extract.RestatesProgress},
	}
	for _, w := range want {
		c, ok := got[w.line]
		if !ok || c.Assignee != w.owner || c.Restates != w.restates {
			t.Errorf("line %d: read %v as owner %q restates %q (%q), want owner %q restates %q", w.line, ok, c.Assignee, c.Restates, c.Title, w.owner, w.restates)
		}
		if ok && len(c.Problems) > 0 {
			t.Errorf("line %d: held for %v, want a ready action", w.line, c.Problems)
		}
	}
	if c := got[13]; c.Title != "CueGUI unit tests" {
		t.Errorf("line 13: title %q, want the work it goes on with", c.Title)
	}
	// Finished, asked, remarked, thought about: reports, not actions.
	for _, line := range []int{6, 10, 14, 18, 19, 28} {
		if c, ok := got[line]; ok {
			t.Errorf("line %d read as an action (%q, owner %q, %s), want none", line, c.Title, c.Assignee, c.Syntax)
		}
	}
	// A line under a sub-label of the report, or under a heading that
	// names a topic's presenter, is not this rule's to give an owner.
	for _, line := range []int{24, 31} {
		if c, ok := got[line]; ok && c.Syntax == "person-update" {
			t.Errorf("line %d read as %s's report (%q), want none", line, c.Assignee, c.Title)
		}
	}
}

// TestPersonUpdateRestated: a line of a person's report that no rule
// reads as an action ("Cloud group status polish") is asked of the
// series with that person — the one the label of the report names, or
// the name a few levels up — so that the evidence rule can tie it to
// their open task.
func TestPersonUpdateRestated(t *testing.T) {
	notes := "Attendees: Shiva, Brian, Ben\n\n* Update from Shiva:\n   * Cloud group status polish\n" +
		"* Current work updates\n  * Ben\n    * Checking on SPI stuff.\n      * Nimby remote desktop notes\n"
	var asked []string
	restates := func(owner, title, kind string) bool {
		asked = append(asked, owner+"|"+title+"|"+kind)
		return owner == "Shiva" && title == "Cloud group status polish" || owner == "Ben" && title == "Nimby remote desktop notes"
	}
	r, err := extract.NewRoster([]extract.Person{{Name: "Shiva"}, {Name: "Brian"}, {Name: "Ben"}})
	if err != nil {
		t.Fatal(err)
	}
	cs, err := parseWith(context.Background(), []byte(notes), r, false, restates)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]extract.Candidate{}
	for _, c := range cs {
		got[c.Line] = c
	}
	// Line 4 under the label of Shiva's report; line 8 two levels under
	// Ben's name.
	for line, owner := range map[int]string{4: "Shiva", 8: "Ben"} {
		if c, ok := got[line]; !ok || c.Assignee != owner || c.Restates != extract.RestatesProgress {
			t.Errorf("line %d: read %v as %+v (asked %q), want %s's progress line", line, ok, c, asked, owner)
		}
	}
}
